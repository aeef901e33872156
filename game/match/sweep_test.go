package match_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/sweep"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// sweepDeck is an assault rifle a few inches from four renegades packed
// into a corner, playing with the sweep module (XS-27).
func sweepDeck(t *testing.T) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/sweep.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// XS-27 end to end: the commander's assault rifle sweeps the huddle: one
// to-hit roll at +1 TN, and its kept hits dealt in turn to the target
// and the others within 2" (the wound rolls show whom: the target's
// first, each other's after). The rifleman's sweep is refused (no
// automatic weapon). The preview gives the target's odds and each
// other's. Without the module "sweep" is no order.
func TestSweepingAHuddle(t *testing.T) {
	const text = "0 red ec-commander-1 sweep blue.renegade-cultist-1\n0 blue done\n100 red ec-trooper-1 sweep blue.renegade-cultist-1\n"
	spread := false
	for seed := uint64(1); seed <= 30; seed++ {
		m := playModules(t, sweepDeck(t), text, seed)
		var hits []int
		wounded := map[string]bool{}
		for _, e := range m.View().Log(0) {
			if r, ok := e.Event.(combat.Roll); ok && r.By == "red.ec-commander-1" && r.RuleID == "KG-RC-09" {
				if r.TN != 6 || r.Purpose != "to hit (sweep)" {
					t.Fatalf("seed %d: the sweep's roll %+v, want TN 5 + 1", seed, r)
				}
				if !r.CriticalFail {
					hits = append(hits, len(r.Kept))
				}
			}
			if w, ok := e.Event.(combat.Wounded); ok && w.Wounds > 0 {
				wounded[w.Unit] = true
			}
		}
		if r := refusedAt(m, "XS-27"); len(r) != 1 || r[0] != 100 {
			t.Errorf("seed %d: the rifle's sweep refused at %v, want tick 100", seed, r)
		}
		// Wound rolls: one for each target given a hit, at most four.
		rolls := 0
		for _, r := range find[combat.Roll](m) {
			if r.By == "red.ec-commander-1" && r.Purpose == "to wound" {
				rolls++
			}
		}
		if len(hits) == 1 && rolls != min(hits[0], 4) {
			t.Errorf("seed %d: %d hits kept, %d wound rolls; want one for each target given a hit (4 targets)\n%s", seed, hits[0], rolls, dump(m))
		}
		spread = spread || len(wounded) > 1
	}
	if !spread {
		t.Error("in 30 seeds no sweep wounded two models")
	}
	m, err := match.New(sweepDeck(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	p := m.View().Preview("red", orders.Order{Unit: "ec-commander-1", Verb: "sweep", Target: "blue.renegade-cultist-1"})
	if p.Err != nil || p.Odds == nil || len(sweep.Spread(p)) != 3 || p.AP != 2 || p.Ranged == nil || p.Ranged.TN != 6 {
		t.Fatalf("the sweep's preview: %+v; want 2 AP at TN 6, the target's odds and the 3 others'", p)
	}
	plain := sweepDeck(t)
	plain.Modules = []string{}
	core, err := modules.Rules(plain.Modules, rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := core.ParseOrders("orders", text); err == nil {
		t.Error("sweep was read as an order without the module")
	}
}

// A sweep is a ranged preview like any shot's: with the jams module on
// too, the jams module's row gives the assault rifle's chance of jamming
// (Jam 1) under the sweep's terms, and the sweep's own rows give each
// other model's odds, each citing its model.
func TestASweepsPreviewShowsItsJamChance(t *testing.T) {
	s := sweepDeck(t)
	s.Modules = []string{"jams", "sweep"}
	m, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	v := m.View()
	o := orders.Order{Unit: "red.ec-commander-1", Verb: sweep.Sweep, Target: "blue.renegade-cultist-1"}
	p := v.Preview("red", o)
	u, _ := v.Unit(o.Unit)
	rows := map[string][]facet.Row{}
	for _, md := range v.Played() {
		if pv, ok := md.Loaded.(facet.Previews); ok {
			rows[md.Name] = pv.Rows(v, u, o, p)
		}
	}
	if j := rows["jams"]; len(j) != 1 || j[0].Place != facet.WithShot || len(j[0].Terms) != 1 || !strings.Contains(j[0].Terms[0].Text, "(Jam 1, XS-02)") {
		t.Errorf("the jams module's rows for a sweep: %+v; want its chance of jamming, Jam 1", j)
	}
	others := sweep.Spread(p)
	if sw := rows["sweep"]; len(sw) != len(others) || len(sw) != 3 {
		t.Errorf("the sweep's rows: %+v; want one for each of the %d others", sw, len(others))
	} else {
		for i, r := range sw {
			if r.Place != facet.UnderOdds || !strings.HasPrefix(r.Note, others[i].Unit+": hit ") {
				t.Errorf("the sweep's row %d: %+v; want %s's odds under the target's", i, r, others[i].Unit)
			}
		}
	}
}
