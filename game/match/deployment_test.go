package match_test

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/refusal"
	"github.com/krygothic/krygothic/scenarios"
)

func shipped(t testing.TB, name string) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadShipped(name, rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// GAP-32: the sides alternate one model at a time, the scenario's first
// side first, lowest Mind first, Squad Leaders after every other model;
// a side with models left places them one after another; models held for
// an arrival are not deployed.
func TestDeploymentOrderGAP32(t *testing.T) {
	tests := []struct {
		name, scenario string
		want           []string // the order's first models, then "…", then its last
	}{
		{"GAP-32 alternate, first side first, leaders last", "skirmish",
			[]string{"red.ec-trooper-1", "blue.renegade-cultist-1", "red.ec-trooper-2", "blue.renegade-cultist-2", "red.ec-commander-1", "blue.renegade-prophet-1"}},
		{"GAP-32 lowest Mind first (the Mind 2 heavies open)", "hangar-deathmatch",
			[]string{"confederates.ec-gunner-1", "renegades.renegade-brute-1", "…", "confederates.ec-commander-1", "renegades.renegade-prophet-1", "renegades.renegade-prophet-2"}},
		{"GAP-32 the side with more models places the rest in a row, before the leaders", "dark-engine-room",
			[]string{"…", "possessed.possessed-wraith-8", "possessed.possessed-shade-1", "possessed.possessed-shade-2", "possessed.possessed-haunt-1", "confederates.ec-commander-1", "possessed.possessed-spectre-lord-1", "confederates.ec-commander-2"}},
		{"GAP-32 models held for an arrival are not deployed (sabotage's leader and first thralls)", "sabotage",
			[]string{"…", "defenders.slave-thrall-4", "…", "defenders.slave-bloodcaller-1", "attackers.ec-commander-1"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := skirmish(t)
			if tc.scenario != "skirmish" {
				s = shipped(t, tc.scenario)
			}
			var got []string
			for _, turn := range match.DeploymentOrder(s) {
				got = append(got, turn.Unit)
			}
			if !matchesOutline(got, tc.want) {
				t.Errorf("order %v\nwant %v", got, tc.want)
			}
			// Every model on the table at the start is placed once.
			m, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
			if err != nil {
				t.Fatal(err)
			}
			var on []string
			for _, u := range m.View().Units() {
				if u.OnTable && !u.Objective {
					on = append(on, u.ID)
				}
			}
			slices.Sort(on)
			slices.Sort(got)
			if !slices.Equal(on, got) {
				t.Errorf("the order places %v; the table holds %v", got, on)
			}
		})
	}
}

// matchesOutline reports whether got is want with each "…" standing for
// any run of entries (want's other entries in order, nothing in between).
func matchesOutline(got, want []string) bool {
	if len(want) == 0 {
		return len(got) == 0
	}
	if want[0] == "…" {
		for k := 0; k <= len(got); k++ {
			if matchesOutline(got[k:], want[1:]) {
				return true
			}
		}
		return false
	}
	return len(got) > 0 && got[0] == want[0] && matchesOutline(got[1:], want[1:])
}

// GAP-32: a placement is refused, citing the rule, when it is not the
// model's turn, the model arrives later, the cell is outside the side's
// zone, its base would stand on a wall or off the deck, or it would
// overlap another model or an objective.
func TestPlacementRefusals(t *testing.T) {
	tests := []struct {
		name     string
		scenario string
		before   []match.Placement // placed first, all valid
		p        match.Placement
		want     string
	}{
		{"not its turn", "skirmish", nil, match.Placement{Unit: "red.ec-commander-1", X: 1.5, Y: 1.5}, "it is red.ec-trooper-1's turn"},
		{"the other side's turn", "skirmish", []match.Placement{{Unit: "red.ec-trooper-1", X: 1.5, Y: 1.5}},
			match.Placement{Unit: "red.ec-trooper-2", X: 2.5, Y: 3.5}, "it is blue.renegade-cultist-1's turn"},
		{"already placed", "skirmish", []match.Placement{{Unit: "red.ec-trooper-1", X: 1.5, Y: 1.5}},
			match.Placement{Unit: "red.ec-trooper-1", X: 2.5, Y: 3.5}, "already deployed"},
		{"outside its zone", "skirmish", nil, match.Placement{Unit: "red.ec-trooper-1", X: 6.5, Y: 2.5}, "is outside the west deployment zone, where red.ec-trooper-1 must deploy"},
		{"in the enemy's zone", "skirmish", nil, match.Placement{Unit: "red.ec-trooper-1", X: 13.5, Y: 2.5}, "is outside the west deployment zone, where red.ec-trooper-1 must deploy"},
		{"half on a wall", "skirmish", nil, match.Placement{Unit: "red.ec-trooper-1", X: 1.2, Y: 2.5}, "would stand on a wall"},
		{"overlapping a model", "skirmish", []match.Placement{{Unit: "red.ec-trooper-1", X: 1.5, Y: 1.5}, {Unit: "blue.renegade-cultist-1", X: 13.5, Y: 1.5}},
			match.Placement{Unit: "red.ec-trooper-2", X: 2.2, Y: 1.5}, "would overlap red.ec-trooper-1's"},
		{"not a number", "skirmish", nil, match.Placement{Unit: "red.ec-trooper-1", X: math.NaN(), Y: 1.5}, "not a number"},
		{"held for an arrival", "sabotage", nil, match.Placement{Unit: "defenders.slave-thrall-1", X: 1.5, Y: 1.5}, "arrives later in the scenario"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := skirmish(t)
			if tc.scenario != "skirmish" {
				s = shipped(t, tc.scenario)
			}
			d := match.NewDeployment(s)
			for _, p := range tc.before {
				if err := d.Place(p); err != nil {
					t.Fatalf("placing %v first: %v", p, err)
				}
			}
			err := d.Place(tc.p)
			if err == nil || refusal.RuleOf(err) != "GAP-32" || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("placing %+v: %v; want a GAP-32 refusal saying %q", tc.p, err, tc.want)
			}
			if len(d.Placements()) != len(tc.before) {
				t.Errorf("a refused placement was kept: %v", d.Placements())
			}
		})
	}
}

// A placement on an objective (here one moved into the attackers' zone)
// is refused; one beside it is taken.
func TestPlacementOnAnObjective(t *testing.T) {
	s := shipped(t, "sabotage")
	d := match.NewDeployment(s)
	o := &s.Objectives[0]
	o.Cell = d.ZoneCells(0)[1]
	p, _ := d.At(o.Cell)
	if err := d.Check(p); err == nil || !strings.Contains(err.Error(), "objective "+o.ID) {
		t.Errorf("on objective %s: %v", o.ID, err)
	}
	p, _ = d.At(d.ZoneCells(0)[0])
	if err := d.Place(p); err != nil {
		t.Errorf("in the zone: %v", err)
	}
}

// handDeployed places the first models of the skirmish by hand, in the
// west zone's back column and the east's, and the rest automatically.
func handDeployed(t *testing.T) *match.Deployment {
	t.Helper()
	d := match.NewDeployment(skirmish(t))
	for _, c := range []scenarios.Cell{{X: 1, Y: 1}, {X: 14, Y: 4}, {X: 1, Y: 3}} {
		p, _ := d.At(c)
		if err := d.Place(p); err != nil {
			t.Fatal(err)
		}
	}
	if !d.Undo() {
		t.Fatal("nothing to undo")
	}
	p, _ := d.At(scenarios.Cell{X: 2, Y: 4})
	if err := d.Place(p); err != nil {
		t.Fatal(err)
	}
	if err := d.AutoRest(); err != nil {
		t.Fatal(err)
	}
	return d
}

// A match deployed by hand stands its models where they were placed,
// records the placements, and its record saves, loads and replays to the
// same state; a save resumes deployed the same way.
func TestDeployedRecordRoundTrip(t *testing.T) {
	d := handDeployed(t)
	placements := d.Placements()
	if placements[2].X != 2.5 || placements[2].Y != 4.5 {
		t.Fatalf("the undone placement stayed: %+v", placements[2])
	}
	m, err := match.NewDeployed(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(7), scripts(t, ""), placements)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range placements {
		u, ok := m.View().Unit(p.Unit)
		if !ok || u.Base.Centre.X != p.X || u.Base.Centre.Y != p.Y || math.Abs(u.Base.Facing*180/math.Pi-p.Facing) > 1e-9 {
			t.Errorf("%s stands at %+v; placed at %+v", p.Unit, u.Base, p)
		}
	}
	auto, _ := match.New(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(7), scripts(t, ""))
	if auto.StateHash() == m.StateHash() {
		t.Fatal("the hand deployment changed nothing")
	}
	if err := m.Run(300); err != nil {
		t.Fatal(err)
	}
	r := m.Record("testdata/skirmish.yaml", 7, nil)
	path := filepath.Join(t.TempDir(), "save.json")
	if err := match.Save(path, r); err != nil {
		t.Fatal(err)
	}
	back, err := match.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.Placements, placements) {
		t.Fatalf("placements saved as %v; want %v", back.Placements, placements)
	}
	again, err := match.Replay(back, skirmish(t), rulesContent, 300)
	if err != nil {
		t.Fatal(err)
	}
	if again.StateHash() != m.StateHash() {
		t.Error("the replay ends in another state")
	}
	resumed, err := match.Resume(back, skirmish(t), rulesContent, scripts(t, ""))
	if err != nil {
		t.Fatal(err)
	}
	if resumed.StateHash() != m.StateHash() {
		t.Error("the resumed save stands in another state")
	}
	// Without placements the record says nothing of them and the match
	// deploys automatically, as records before them did.
	data, _ := json.Marshal(auto.Record("testdata/skirmish.yaml", 7, nil))
	if strings.Contains(string(data), "placements") {
		t.Errorf("an automatic deployment's record names placements: %s", data)
	}
	none, _ := match.NewDeployed(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(7), scripts(t, ""), nil)
	if none.StateHash() != auto.StateHash() {
		t.Error("no placements deploys otherwise than New")
	}
}

// A record whose placements break GAP-32, or leave a model out, does not
// replay; the error says which and why.
func TestBadPlacementsDoNotReplay(t *testing.T) {
	good := handDeployed(t).Placements()
	m, _ := match.NewDeployed(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(7), scripts(t, ""), good)
	base := m.Record("testdata/skirmish.yaml", 7, nil)
	tests := []struct {
		name string
		edit func([]match.Placement) []match.Placement
		want string
	}{
		{"one missing", func(p []match.Placement) []match.Placement { return p[:len(p)-1] }, "5 of 6 models placed; blue.renegade-prophet-1 is not deployed"},
		{"out of its zone", func(p []match.Placement) []match.Placement { p[0].X = 7.5; return p }, "is outside the west deployment zone, where red.ec-trooper-1 must deploy"},
		{"out of order", func(p []match.Placement) []match.Placement { p[0], p[1] = p[1], p[0]; return p }, "it is red.ec-trooper-1's turn"},
	}
	for _, tc := range tests {
		r := base
		r.Placements = tc.edit(slices.Clone(good))
		if _, err := match.Replay(r, skirmish(t), rulesContent, 10); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v; want %q", tc.name, err, tc.want)
		}
	}
}

// A record's placements are checked as any other input when it loads.
func TestBadPlacementsInARecord(t *testing.T) {
	dir := t.TempDir()
	tests := []struct{ name, field, want string }{
		{"twice.json", `"placements": [{"unit": "a", "x": 1, "y": 1, "facing": 0}, {"unit": "a", "x": 2, "y": 1, "facing": 0}]`, "bad.json:4:61: placement 2: a is placed twice"},
		{"no unit.json", `"placements": [{"x": 1, "y": 1, "facing": 0}]`, `placement 1: unit "" is not a unit's ID`},
		{"off deck.json", `"placements": [{"unit": "a", "x": -3, "y": 1, "facing": 0}]`, "placement 1: a at (-3, 1): off any deck (0 to 200)"},
		{"far.json", `"placements": [{"unit": "a", "x": 3, "y": 1e6, "facing": 0}]`, "off any deck"},
		{"facing.json", `"placements": [{"unit": "a", "x": 3, "y": 1, "facing": 720}]`, "placement 1: a faces 720°"},
		{"type.json", `"placements": [{"unit": 5, "x": 3, "y": 1, "facing": 0}]`, "holds a number where a string belongs"},
	}
	for _, tc := range tests {
		p := filepath.Join(dir, "bad.json")
		if err := os.WriteFile(p, []byte(fmtRecord(tc.field)), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := match.Load(p); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v; want %q", tc.name, err, tc.want)
		}
	}
}
