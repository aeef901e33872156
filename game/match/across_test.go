package match_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// aiSave plays the normal AI against itself on a shipped scenario to tick
// at and returns the match and its save, written and read back.
func aiSave(t *testing.T, name string, seed uint64, at int) (*match.Match, match.Record, *scenarios.Scenario) {
	t.Helper()
	s, err := scenarios.LoadShipped(name, rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(seed), forkPlayers(t, s, [2]string{"normal", "normal"}, seed))
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(at); err != nil {
		t.Fatal(err)
	}
	if m.Over() {
		t.Fatalf("%s seed %d is over before tick %d", name, seed, at)
	}
	return m, saveAndLoad(t, m, name, seed), s
}

// playOut plays m on with the normal AI on both sides to its end.
func playOut(t *testing.T, m *match.Match, s *scenarios.Scenario, seed uint64) {
	t.Helper()
	m.Seat(forkPlayers(t, s, [2]string{"normal", "normal"}, seed))
	if err := m.Run(match.MaxRecordTick); err != nil {
		t.Fatal(err)
	}
}

// reopened opens a record's scenario and content as the client and kg do
// (host.Reopen): the content it carries, else c.
func reopened(t *testing.T, r match.Record, c *content.Content) (*scenarios.Scenario, *content.Content) {
	t.Helper()
	c = match.RecordContent(r, c)
	s, err := match.OpenScenario("save.json", r, c)
	if err != nil {
		t.Fatal(err)
	}
	return s, c
}

// A balance change in a later build (a unit's cost, which is also what
// a shipped army list's change is to a record: content the record
// carries) breaks no save and no replay: the save carries the content
// and scenario files it was played with, resumes and replays on them,
// and plays on as the match did.
func TestABalanceChangeBreaksNoSave(t *testing.T) {
	const seed = 5
	m, r, s := aiSave(t, "hangar-deathmatch", seed, 900)
	if len(r.Content) == 0 || len(r.ScenarioFiles) == 0 {
		t.Fatalf("the save carries %d content files and %d scenario files", len(r.Content), len(r.ScenarioFiles))
	}
	later := rulesContent.Copy() // a later build: every unit costs 1 less
	later.Units = nil
	for _, u := range rulesContent.Units {
		again := *u
		again.Cost = max(again.Cost-1, 1)
		later.Units = append(later.Units, &again)
	}
	if ls, err := scenarios.LoadShipped("hangar-deathmatch", later); err != nil || match.ScenarioHash(ls) == r.ScenarioHash {
		t.Fatalf("the later content changes nothing in the scenario (%v)", err)
	}
	sc, c := reopened(t, r, later)
	if match.ScenarioHash(sc) != r.ScenarioHash {
		t.Fatal("reopened on the later build, the save's scenario is not the one it was played on")
	}
	again, err := match.Replay(r, sc, c, r.SavedAt)
	if err != nil {
		t.Fatalf("the replay breaks: %v", err)
	}
	resumed, err := match.Resume(r, sc, c, [2]match.Player{})
	if err != nil {
		t.Fatalf("the save does not resume: %v", err)
	}
	if again.StateHash() != m.StateHash() || resumed.StateHash() != m.StateHash() {
		t.Fatal("replayed or resumed on the later build, the match is not where it was saved")
	}
	playOut(t, m, s, seed+1)
	playOut(t, resumed, sc, seed+1)
	if resumed.StateHash() != m.StateHash() {
		t.Fatal("resumed on the later build, the match plays on differently")
	}
	// The army lists are the record's too: a later build's shipped list
	// (here, one model short of the list the save carries) is not read.
	if len(r.Armies) != 2 {
		t.Fatalf("the save carries %d army lists", len(r.Armies))
	}
	shorter := r
	shorter.Armies = append([]match.FieldedArmy(nil), r.Armies...)
	list := shorter.Armies[1].List
	cut := strings.LastIndex(strings.TrimRight(list, "\n"), "\n  - ")
	if cut < 0 {
		t.Fatalf("cannot find the last model of the list:\n%s", list)
	}
	shorter.Armies[1].List = list[:cut+1]
	carried, err := match.OpenScenario("save.json", shorter, rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	if len(carried.Sides[1].Army.Models) != len(s.Sides[1].Army.Models)-1 {
		t.Fatalf("the side fields %d models; its list in the save holds %d", len(carried.Sides[1].Army.Models), len(s.Sides[1].Army.Models)-1)
	}
}

// A save made by a build of other rules (here: a rule option the later
// build plays on, and the rules version it names) is not replayed, with
// both versions named and the note that it resumes; it resumes from its
// snapshot, where it was saved, and plays on by this build's rules.
func TestASaveOfOtherRulesResumes(t *testing.T) {
	m, r, _ := aiSave(t, "cargo-bay", 3, 700)
	r.RulesVersion = match.RulesVersion + 1
	s, c := reopened(t, r, rulesContent)
	_, err := match.Replay(r, s, c, r.SavedAt)
	if err == nil || !strings.Contains(err.Error(), "rules version") || !strings.Contains(err.Error(), "resumes from its snapshot") {
		t.Fatalf("a replay of other rules: %v", err)
	}
	if cp := r.Compatibility(); !cp.Resumes || cp.Replays {
		t.Fatalf("Compatibility says %+v", cp)
	}
	wide := *s // the later build plays 180° arcs (GAP-12)
	wide.Options = map[string]bool{"wideArc": true}
	resumed, err := match.Resume(r, &wide, c, [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	if resumed.StateHash() != m.StateHash() {
		t.Fatal("resumed on other rules, the match is not where it was saved")
	}
	if resumed.View().LogLen() != 0 {
		t.Fatal("resumed on other rules, the log holds a replay of play those rules did not make")
	}
	playOut(t, resumed, &wide, 9)
	if !resumed.Over() {
		t.Fatal("resumed on other rules, the match never ends")
	}
}

// A save written, read back and resumed, then saved again, carries the
// whole record: the declarations before the first save and after it, so
// the second save replays from the start.
func TestASaveOfAResumedMatchReplays(t *testing.T) {
	_, r, s := aiSave(t, "hangar-deathmatch", 8, 600)
	resumed, err := match.Resume(r, s, rulesContent, forkPlayers(t, s, [2]string{"normal", "normal"}, 8))
	if err != nil {
		t.Fatal(err)
	}
	if err := resumed.Run(1200); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "again.json")
	if err := match.Save(path, resumed.Record("hangar-deathmatch", 8, nil)); err != nil {
		t.Fatal(err)
	}
	second, err := match.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(second.Declarations) <= len(r.Declarations) {
		t.Fatalf("the second save holds %d declarations, the first %d", len(second.Declarations), len(r.Declarations))
	}
	again, err := match.Replay(second, s, rulesContent, second.SavedAt)
	if err != nil || again.StateHash() != resumed.StateHash() {
		t.Fatalf("the save of a resumed match does not replay to where it was saved: %v", err)
	}
}

// A rule module may mark a side rather than a unit (morale's thresholds
// crossed, XS-15): a snapshot carries such a mark and restores it. The
// soak of saves found a save it refused (-resume-rounds 4).
func TestASnapshotKeepsMarksOnASide(t *testing.T) {
	_, r, s := aiSave(t, "hangar-deathmatch", 2, 300)
	snap := *r.Snapshot
	side := s.Sides[1].ID
	snap.Marks = append(append([]match.MarkState(nil), snap.Marks...), match.MarkState{Unit: side, Mark: "morale-thresholds-crossed", Value: 1})
	r.Snapshot = &snap
	m, err := match.FromSnapshot(r, s, rulesContent, [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	if m.Marks()[orders.MarkKey{Unit: side, Mark: "morale-thresholds-crossed"}] != 1 {
		t.Fatal("the side's mark was not restored")
	}
}
