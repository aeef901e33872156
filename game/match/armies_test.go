package match_test

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/host"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/scenarios"
)

// fieldedMatch plays the first 300 ticks of Hangar Deathmatch with the
// shipped Protarian list fielded on the first side, in place of the
// scenario's Earth Confederates, and returns its record.
func fieldedMatch(t *testing.T) (*match.Match, match.Record) {
	t.Helper()
	s, err := scenarios.Open("hangar-deathmatch", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	a, err := scenarios.OpenArmy("protarian", rulesContent, s.BattleSize)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Field(0, a); err != nil {
		t.Fatal(err)
	}
	players, _ := match.Scripts([2]string{s.Sides[0].ID, s.Sides[1].ID}, nil)
	m, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(8), [2]match.Player{players[0], players[1]})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(300); err != nil {
		t.Fatal(err)
	}
	return m, m.Record("hangar-deathmatch", 8, nil)
}

// unitsOf lists the unit IDs of a side's army, in order.
func unitsOf(s *scenarios.Scenario, side int) string {
	var ids []string
	for _, m := range s.Sides[side].Army.Models {
		ids = append(ids, m.Unit.ID)
	}
	return strings.Join(ids, " ")
}

// A save of a match that fields another army than its scenario's carries
// the list (and, from format 7 on, the other side's own list too), and
// loads with it: the same models, the same state.
func TestRecordCarriesFieldedArmies(t *testing.T) {
	m, rec := fieldedMatch(t)
	if len(rec.Armies) != 2 || rec.Armies[0].Side != "confederates" || !strings.Contains(rec.Armies[0].List, "team: protarian") {
		t.Fatalf("armies %+v, want the Protarian list on side confederates", rec.Armies)
	}
	if rec.Armies[0].File != "scenarios/armies/protarian.yaml" {
		t.Errorf("file %q", rec.Armies[0].File)
	}
	path := filepath.Join(t.TempDir(), "save.json")
	if err := match.Save(path, rec); err != nil {
		t.Fatal(err)
	}
	back, err := match.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := match.OpenScenario(path, back, rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := unitsOf(s, 0), "protarian-warlord protarian-blood-ravager protarian-breaker protarian-warrior protarian-warrior protarian-warrior protarian-bloodletter"; got != want {
		t.Errorf("side 1 fields %q, want %q", got, want)
	}
	if s.Sides[0].Name != "Protarian" || s.Sides[1].Name != "Renegades" {
		t.Errorf("the sides go by %q and %q, want Protarian and Renegades", s.Sides[0].Name, s.Sides[1].Name)
	}
	if !strings.HasPrefix(unitsOf(s, 1), "renegade-") {
		t.Errorf("side 2 fields %q, want the scenario's Renegades", unitsOf(s, 1))
	}
	again, err := match.Replay(back, s, rulesContent, 300)
	if err != nil {
		t.Fatal(err)
	}
	if again.StateHash() != m.StateHash() {
		t.Error("the loaded save is in another state than the match saved")
	}
	// Reopened as the client and kg open it, with the content it carries
	// (every file: the scenario's own list is read before the fielded
	// one takes its side), it replays and resumes too.
	tb, err := host.Reopen(path, back, rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	if again, err := tb.Replay(back, 300); err != nil || again.StateHash() != m.StateHash() {
		t.Errorf("reopened, the save replays: %v", err)
	}
	if resumed, err := tb.Resume(back, [2]match.Player{}); err != nil || resumed.StateHash() != m.StateHash() {
		t.Errorf("reopened, the save resumes: %v", err)
	}
	// Saved again, the record carries the list again.
	if r2 := again.Record("hangar-deathmatch", 8, nil); len(r2.Armies) != 2 || r2.Armies[0].List != rec.Armies[0].List {
		t.Errorf("saved again: armies %+v", r2.Armies)
	}
}

// A record that lost its army list, or carries one that no longer reads,
// is refused with a message naming the record and what is wrong in it.
func TestRecordArmiesRefused(t *testing.T) {
	_, rec := fieldedMatch(t)
	lost := rec
	lost.Armies = nil
	s, err := match.OpenScenario("save.json", lost, rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := match.Replay(lost, s, rulesContent, 300); err == nil || !strings.Contains(err.Error(), "is not the one the record was played on") {
		t.Errorf("without its army: %v", err)
	}
	for _, c := range []struct {
		name string
		edit func(*match.FieldedArmy)
		want string
	}{
		{"unknown unit", func(f *match.FieldedArmy) {
			f.List = strings.Replace(f.List, "protarian-breaker", "protarian-dragon", 1)
		}, `save.json[the army of side confederates]:`},
		{"not YAML", func(f *match.FieldedArmy) { f.List = "models: [" }, `save.json[the army of side confederates]:`},
		{"unknown side", func(f *match.FieldedArmy) { f.Side = "martians" }, `save.json: the record fields an army for side "martians", and the scenario Hangar Deathmatch has no such side`},
		{"over the team's limit", func(f *match.FieldedArmy) {
			f.List = strings.Replace(f.List, "count: 2", "count: 5", 1)
		}, "the army has 10 models; Protarian may field at most 9"},
	} {
		bad := rec
		bad.Armies = []match.FieldedArmy{rec.Armies[0]}
		c.edit(&bad.Armies[0])
		_, err := match.OpenScenario("save.json", bad, rulesContent)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "save.json") {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}

// Record.Check, through Parse, refuses armies a record cannot hold, at the
// line of the file where they stand.
func TestRecordArmiesChecked(t *testing.T) {
	_, rec := fieldedMatch(t)
	f := rec.Armies[0]
	for _, c := range []struct {
		name   string
		armies []match.FieldedArmy
		want   string
	}{
		{"three", []match.FieldedArmy{f, f, f}, "3 armies; a match has two sides"},
		{"twice", []match.FieldedArmy{f, f}, "side confederates fields two armies"},
		{"no side", []match.FieldedArmy{{File: f.File, List: f.List}}, `side "" is not a side's ID`},
		{"empty", []match.FieldedArmy{{Side: f.Side, File: f.File}}, "side confederates fields an empty army list"},
		{"huge", []match.FieldedArmy{{Side: f.Side, List: strings.Repeat("#", 1<<20)}}, "side confederates's army list is 1048576 bytes"},
		{"control characters", []match.FieldedArmy{{Side: f.Side, File: "a\nb.yaml", List: f.List}}, `file "a\nb.yaml": a file name of at most 200 bytes, in printable UTF-8`},
		{"side with a tab", []match.FieldedArmy{{Side: "a\tb", List: f.List}}, `side "a\tb" is not a side's ID`},
	} {
		bad := rec
		bad.Armies = c.armies
		data, err := json.MarshalIndent(bad, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		_, err = match.Parse("save.json", data)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "save.json:") {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}
