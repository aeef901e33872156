package match_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// opticsDeck is one of the optics module's decks (testdata/optics.yaml:
// a scoped rifle 17" off its target; shotgun.yaml: a shotgun 8" off),
// modules overriding the scenario's set.
func opticsDeck(t *testing.T, file string, modules ...string) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/"+file, rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	if modules != nil {
		s.Modules = modules
	}
	return s
}

// opticsMatch is a match on s with no players, to preview on.
func opticsMatch(t *testing.T, s *scenarios.Scenario) *match.Match {
	t.Helper()
	m, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// moduleRows are the rows the optics module (and any other played)
// adds to the preview of o, as the order panel asks them.
func moduleRows(m *match.Match, o orders.Order, p orders.Preview) string {
	u, _ := m.View().Unit(o.Unit)
	var out []string
	for _, x := range m.View().Played() {
		if pv, ok := x.Loaded.(facet.Previews); ok {
			for _, r := range pv.Rows(m.View(), u, o, p) {
				for _, tm := range r.Terms {
					out = append(out, tm.Text)
				}
				if r.Note != "" {
					out = append(out, r.Note)
				}
			}
		}
	}
	return strings.Join(out, " | ")
}

// XS-17's scope end to end (XC-RNG-03, KG-RC-11): the commander's rifle
// reaches under 15" (LR 12" and its 4K), so at 17" its standard shot is
// out of range; its aimed shot through the scope reads long range as
// 18": at 17" it is at medium range, TN 5, keeping 4, with odds, and the
// order panel says so with the exact odds against none without it. With
// the module off the aimed shot is out of range too, and the match notes
// that the commander's scope does nothing (facet.Idle).
func TestAnAimedShotThroughTheScope(t *testing.T) {
	m := opticsMatch(t, opticsDeck(t, "optics.yaml"))
	shoot := func(m *match.Match, s combat.Shot) (orders.Order, orders.Preview) {
		o := orders.Order{Unit: "ec-commander-1", Verb: orders.Shoot, Target: "blue.renegade-prophet-1", Shot: s}
		return o, m.View().Preview("red", o)
	}
	if _, p := shoot(m, combat.Standard); p.Err != nil || p.Ranged == nil || !p.Ranged.OutOfRange {
		t.Fatalf("the standard shot at 17\": %+v, want out of range", p)
	}
	o, p := shoot(m, combat.Aimed)
	if p.Err != nil || p.Ranged.OutOfRange || p.Ranged.Band != combat.MediumRange || p.Ranged.TN != 5 || p.Ranged.Keep != 4 || p.Odds == nil || p.Odds.Hit <= 0 {
		t.Fatalf("the aimed shot through the scope at 17\": %+v %+v, want medium range, TN 5, keep 4, odds", p.Ranged, p.Odds)
	}
	if rows := moduleRows(m, o, p); !strings.Contains(rows, "scope: long range 18\" (12\" × 1.5), reach 21\"") || !strings.Contains(rows, "out of range without it") {
		t.Errorf("the aimed shot's rows: %s", rows)
	}
	if so, sp := shoot(m, combat.Standard); !strings.Contains(moduleRows(m, so, sp), "only an aimed shot looks through it") {
		t.Errorf("the standard shot's rows: %s", moduleRows(m, so, sp))
	}
	off := opticsDeck(t, "optics.yaml", "blast")
	if _, p := shoot(opticsMatch(t, off), combat.Aimed); p.Ranged == nil || !p.Ranged.OutOfRange {
		t.Errorf("the aimed shot without the module: %+v, want out of range", p.Ranged)
	}
	if idle := off.Idle(); len(idle) != 1 || idle[0].Module.Name != "optics" || !strings.Contains(idle[0].Is, "scope") {
		t.Errorf("the idle note without the module: %+v", idle)
	}
	if idle := opticsDeck(t, "optics.yaml").Idle(); len(idle) != 0 {
		t.Errorf("an idle note with the module on: %+v", idle)
	}
	// The shot played: the to-hit roll pays no long-range penalty.
	for seed := uint64(1); seed <= 3; seed++ {
		played := playModules(t, opticsDeck(t, "optics.yaml"), "0 red ec-commander-1 shoot blue.renegade-prophet-1 aimed\n0 blue done\n", seed)
		rolls := 0
		for _, r := range find[combat.Roll](played) {
			if r.By != "red.ec-commander-1" || r.RuleID != "KG-RC-09" {
				continue
			}
			rolls++
			for _, md := range r.Modifiers {
				if md.RuleID == "KG-RC-11" {
					t.Errorf("seed %d: the scoped shot at 17\" has a range modifier %+v", seed, md)
				}
			}
		}
		if rolls != 1 || len(find[match.Refused](played)) != 0 {
			t.Errorf("seed %d: %d to-hit rolls, refusals %v", seed, rolls, find[match.Refused](played))
		}
	}
}

// XS-17's shotgun end to end (XC-SHOT-01..02): at 8" (its long range,
// p = 1) the commander's RC 5 rolls 6 dice, not 5 (the spread), at TN 6
// keeping 2; its wound TN against the prophet (Body 3, flak jacket 4) is
// 3 + 4 − 2 + 1 = 6, the spent pellets' +1. The rolls carry both
// modifiers; the order panel gives the odds with and without them. With
// the module off the shot is the core's: 5 dice, wound TN 5.
func TestTheShotgunsSpreadInPlay(t *testing.T) {
	o := orders.Order{Unit: "ec-commander-1", Verb: orders.Shoot, Target: "blue.renegade-prophet-1"}
	m := opticsMatch(t, opticsDeck(t, "shotgun.yaml"))
	p := m.View().Preview("red", o)
	if p.Err != nil || p.Ranged.Band != combat.LongRange || p.Ranged.Dice != 6 || p.Ranged.TN != 6 || p.Ranged.Keep != 2 || p.Ranged.WoundTN != 6 {
		t.Fatalf("the shotgun at 8\": %+v", p.Ranged)
	}
	if rows := moduleRows(m, o, p); !strings.Contains(rows, "spread +1: hit ") || !strings.Contains(rows, "spent pellets: wound 17% a die (33% closer in)") {
		t.Errorf("the shotgun's rows: %s", rows)
	}
	plain := opticsMatch(t, opticsDeck(t, "shotgun.yaml", "blast")).View().Preview("red", o)
	if plain.Ranged.Dice != 5 || plain.Ranged.WoundTN != 5 {
		t.Errorf("the shotgun without the module: %d dice, wound TN %d; want 5 and 5", plain.Ranged.Dice, plain.Ranged.WoundTN)
	}
	spread, spent := 0, 0
	for seed := uint64(1); seed <= 12; seed++ {
		played := playModules(t, opticsDeck(t, "shotgun.yaml"), "0 red ec-commander-1 shoot blue.renegade-prophet-1\n0 blue done\n", seed)
		for _, r := range find[combat.Roll](played) {
			if r.By != "red.ec-commander-1" {
				continue
			}
			for _, md := range r.Modifiers {
				switch {
				case md.RuleID == "XS-17" && r.Kind == combat.HitRoll && md.On == combat.OnDice && md.Value == 1:
					spread++
				case md.RuleID == "XS-17" && r.Kind == combat.WoundRoll && md.On == combat.OnTN && md.Value == 1:
					spent++
				}
			}
		}
	}
	if spread != 12 || spent == 0 {
		t.Errorf("12 shots: %d to-hit rolls with the spread, %d wound rolls with spent pellets; want 12 and some", spread, spent)
	}
}
