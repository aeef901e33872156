package match_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/blast"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// grenades is the grenade deck: a red trooper with two grenades, a (W)
// floor between the sides. It names no modules, so it plays with the
// default set, the blast module among them.
func grenades(t *testing.T) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/grenades.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// playModules plays orders on s with s's rule modules, read with their
// verbs, from seed.
func playModules(t *testing.T, s *scenarios.Scenario, text string, seed uint64) *match.Match {
	t.Helper()
	return playWith(t, s, text, dice.NewSeeded(seed))
}

// The throw order end to end (XS-01): the trooper runs up and throws in
// one combo, at a cultist and then at a point; each throw lands a template
// and spends a grenade (GAP-07: it carries two), so a third throw is
// refused. Whatever the dice, every model under a template rolls for it.
func TestThrowingGrenades(t *testing.T) {
	const text = `
0   red ec-trooper-1 run 7.5 4.5 & ec-trooper-1 throw blue.renegade-cultist-1
0   blue done
200 red ec-trooper-1 throw 10.5 2.5
300 red ec-trooper-1 throw blue.renegade-prophet-1
`
	for seed := uint64(1); seed <= 5; seed++ {
		m := playModules(t, grenades(t), text, seed)
		landed := find[blast.BlastLanded](m)
		if len(landed) != 2 {
			t.Fatalf("seed %d: %d blasts, want the two grenades thrown\n%s", seed, len(landed), dump(m))
		}
		if r := refusedAt(m, "XS-01"); len(r) != 1 || r[0] != 300 {
			t.Errorf("seed %d: the third throw refused at %v, want tick 300 (no grenade left)", seed, r)
		}
		wounded := 0
		for _, l := range landed {
			wounded += len(l.Touched)
		}
		dice := 0
		for _, r := range find[combat.Roll](m) {
			if r.Purpose == "blast: to wound" || (r.Purpose == "to wound" && r.RuleID == "KG-RC-13" && r.By == "red.ec-trooper-1") {
				dice++
			}
		}
		if dice > wounded || (wounded > 0 && dice == 0) {
			t.Errorf("seed %d: %d models under the templates, %d wound rolls", seed, wounded, dice)
		}
	}
}

// The set of modules is the match's: recorded, and replayed with the
// record's set whatever the scenario names by then. Without the blast
// module "throw" is no order at all (KG-CMB-01), and grenades stay unused.
func TestModulesAreRecordedAndReplayed(t *testing.T) {
	s := grenades(t)
	if !slices.Equal(s.Modules, modules.Defaults()) || !slices.Contains(s.Modules, "blast") {
		t.Fatalf("a scenario naming no modules plays with %v, want the defaults %v", s.Modules, modules.Defaults())
	}
	m := playModules(t, s, "0 red ec-trooper-1 run 7.5 4.5 & ec-trooper-1 throw blue.renegade-cultist-1\n", 3)
	rec := m.Record("testdata/grenades.yaml", 3, nil)
	rec.SavedAt = 0
	data, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	back, err := match.Parse("rec.json", data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Format != match.FormatVersion || !slices.Equal(back.Modules, []string{"blast"}) {
		t.Fatalf("the record says format %d, modules %v", back.Format, back.Modules)
	}
	core := grenades(t)
	core.Modules = []string{} // the scenario changed its mind since
	again, err := match.Replay(back, core, rulesContent, 100000)
	if err != nil {
		t.Fatal(err)
	}
	if again.StateHash() != m.StateHash() || len(find[blast.BlastLanded](again)) != 1 {
		t.Error("the replay did not play with the recorded modules")
	}
	// The core rules alone know no throw.
	plain, err := match.New(core, rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	p := plain.View().Preview("red", orders.Order{Unit: "ec-trooper-1", Verb: blast.Throw, X: 5, Y: 4.5, Point: true})
	if p.Err == nil {
		t.Error("without the blast module a throw was allowed")
	}
	// A record naming a module this build does not have is refused.
	back.Modules = []string{"teleport"}
	if err := back.Check(); err == nil {
		t.Error("a record with an unknown module passed its check")
	}
}

// A grenade launcher (XS-01, a 4" blast like SW-DATA-05's frag missile)
// fires with launch, as often as its side pays, and lands its own 4"
// template; shoot refuses it, and without the blast module launch is no
// order at all.
func TestLaunchingShells(t *testing.T) {
	s, err := scenarios.LoadFile("testdata/launcher.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	const text = `
0   red ec-commander-1 launch blue.renegade-cultist-1
0   blue done
100 red ec-commander-1 shoot blue.renegade-cultist-2
200 red ec-commander-1 launch 12.5 3.5
`
	m := playModules(t, s, text, 3)
	landed := find[blast.BlastLanded](m)
	if len(landed) != 2 {
		t.Fatalf("%d blasts, want the two shells launched\n%s", len(landed), dump(m))
	}
	for _, l := range landed {
		if l.Diameter != 4 || l.Weapon != "Grenade launcher" || l.By != "red.ec-commander-1" {
			t.Errorf("blast %+v; want the commander's 4\" launcher shell", l)
		}
	}
	if r := refusedAt(m, "XS-01"); len(r) != 1 || r[0] != 100 {
		t.Errorf("shoot with the launcher refused at %v, want tick 100 (XS-01)", r)
	}
	core, _ := modules.Rules([]string{}, rulesContent)
	if _, err := core.ParseOrders("orders", text); err == nil {
		t.Error("without the blast module, launch was read as an order")
	}
}
