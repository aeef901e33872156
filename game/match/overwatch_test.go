package match_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/overwatch"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
	"github.com/krygothic/krygothic/scenarios"
)

// overwatchDeck is the overwatch deck (testdata/overwatch.yaml), played
// with the overwatch module: red's trooper 1 (assault rifle) at (2.5,
// 2.5), trooper 2 (rifle, reach 15") at (2.5, 6.5), the commander at
// (2.5, 4.5); blue's cultists at (18.5, 2.5) and (18.5, 6.5), a bulkhead
// between the top rows.
func overwatchDeck(t *testing.T) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/overwatch.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// toHits lists the ticks of unit's to-hit rolls.
func toHits(m *match.Match, unit string) []int {
	var ticks []int
	for _, e := range m.View().Log(0) {
		if r, ok := e.Event.(combat.Roll); ok && r.By == unit && r.Purpose == "to hit" {
			ticks = append(ticks, e.Tick)
		}
	}
	return ticks
}

// watching reports whether unit is on overwatch at the end of m.
func watching(m *match.Match, unit string) bool {
	u, _ := m.View().Unit(unit)
	_, ok := overwatch.Watching(func(name string) int { return m.View().Mark(unit, name) }, &u)
	return ok
}

// XS-05, SW-OVW-01, KG-WAIT-06: a unit on overwatch fires at a single
// move order, which Waiting never answers, the tick the mover comes into
// its arc within its rifle's reach (15": long 12 + keep 4 − 1), before
// the move ends; it fires once only, at an enemy (a friend walking into
// its arc draws nothing), and is then neither Waiting nor watching.
func TestOverwatchFiresOnceAtASingleMove(t *testing.T) {
	const text = `
0   red  ec-trooper-2 face 0 & ec-trooper-2 overwatch
100 red  ec-commander-1 move 5.5 5
200 blue renegade-cultist-2 move 15.5 6.5
400 blue renegade-cultist-2 move 13.5 6.5
600 blue renegade-cultist-1 move 15.5 3.5
`
	for seed := uint64(1); seed <= 4; seed++ {
		m := playModules(t, overwatchDeck(t), text, seed)
		set, fired := find[overwatch.OverwatchSet](m), find[overwatch.OverwatchFired](m)
		if len(set) != 1 || set[0].Lane || set[0].Reach != 15 {
			t.Fatalf("seed %d: overwatch set %+v, want one arc out to 15\"\n%s", seed, set, dump(m))
		}
		if len(fired) != 1 || fired[0].At != "blue.renegade-cultist-2" || fired[0].Began {
			t.Fatalf("seed %d: fired %+v, want one shot at cultist 2 as it moved into range\n%s", seed, fired, dump(m))
		}
		shots := toHits(m, "red.ec-trooper-2")
		if len(shots) != 1 || shots[0] <= 200 || shots[0] >= 260 {
			t.Errorf("seed %d: trooper 2's shots at ticks %v, want one during the first move (ticks 200-260)\n%s", seed, shots, dump(m))
		}
		if watching(m, "red.ec-trooper-2") {
			t.Errorf("seed %d: trooper 2 still watches after its shot", seed)
		}
	}
}

// XS-05: "the shot resolves before that step if the enemy was already in
// the arc": a mover that begins a step in the arc is shot at the tick its
// step begins, before it has moved.
func TestOverwatchShootsBeforeAStepBegunInTheArc(t *testing.T) {
	const text = `
0   blue renegade-cultist-2 move 15.5 6.5
200 red  ec-trooper-2 face 0 & ec-trooper-2 overwatch
400 blue renegade-cultist-2 move 12.5 6.5
`
	m := playModules(t, overwatchDeck(t), text, 1)
	fired := find[overwatch.OverwatchFired](m)
	if len(fired) != 1 || !fired[0].Began {
		t.Fatalf("fired %+v, want one shot as the step began\n%s", fired, dump(m))
	}
	if shots := toHits(m, "red.ec-trooper-2"); len(shots) != 1 || shots[0] != 400 {
		t.Errorf("trooper 2's shots at ticks %v, want one at 400, as the move began\n%s", shots, dump(m))
	}
}

// hasRule reports whether err is a refusal citing rule.
func hasRule(err error, rule string) bool { return err != nil && refusal.RuleOf(err) == rule }

// SW-OVW-01: the watched area is the weapon's arc out to its maximum
// range, and the shot obeys the targeting rules: no shot at a mover
// outside the arc, beyond the reach, or out of sight behind the bulkhead,
// and the unit keeps watching.
func TestOverwatchHoldsFireOutsideItsArea(t *testing.T) {
	for _, c := range []struct {
		name, watcher, text string
	}{
		{"outside the arc (facing north)", "red.ec-trooper-2", "0 red ec-trooper-2 face 270 & ec-trooper-2 overwatch\n200 blue renegade-cultist-2 move 15.5 6.5\n"},
		{"beyond the reach (16\" away)", "red.ec-trooper-2", "0 red ec-trooper-2 face 0 & ec-trooper-2 overwatch\n200 blue renegade-cultist-2 move 18.5 5.5\n"},
		{"out of sight behind the bulkhead", "red.ec-trooper-1", "0 red ec-trooper-1 face 0 & ec-trooper-1 overwatch\n200 blue renegade-cultist-1 move 15.5 2.5\n400 blue renegade-cultist-1 move 12.5 2.5\n"},
	} {
		m := playModules(t, overwatchDeck(t), c.text, 1)
		if f := find[overwatch.OverwatchFired](m); len(f) != 0 || len(toHits(m, c.watcher)) != 0 {
			t.Errorf("%s: fired %+v\n%s", c.name, f, dump(m))
		}
		if !watching(m, c.watcher) || len(find[overwatch.OverwatchSet](m)) != 1 {
			t.Errorf("%s: %s no longer watches\n%s", c.name, c.watcher, dump(m))
		}
	}
}

// KG-WAIT-03, XS-05: overwatch is broken exactly as Waiting is: by an
// order of the unit's own, and by a charge (here from behind, outside the
// arc, so no shot comes first); a broken overwatch fires at nobody.
func TestOverwatchIsBrokenByAnOrderOrACharge(t *testing.T) {
	for _, c := range []struct {
		name, text, why string
	}{
		{"an order", "0 red ec-trooper-2 face 0 & ec-trooper-2 overwatch\n100 red ec-trooper-2 face 10\n200 blue renegade-cultist-2 move 15.5 6.5\n",
			"it was given an order"},
		{"a charge", `0 blue renegade-cultist-2 move 15.5 6.5
100 blue renegade-cultist-2 move 12.5 6.5
200 blue renegade-cultist-2 move 9.5 6.5
300 blue renegade-cultist-2 move 6.5 6.5
500 red ec-trooper-2 face 180 & ec-trooper-2 overwatch
700 blue renegade-cultist-2 charge red.ec-trooper-2
`, "it was charged"},
	} {
		m := playModules(t, overwatchDeck(t), c.text, 1)
		broken := find[overwatch.OverwatchBroken](m)
		if len(broken) != 1 || broken[0].Why != c.why || broken[0].RuleID != "KG-WAIT-03" {
			t.Errorf("%s: broken %+v, want %q (KG-WAIT-03)\n%s", c.name, broken, c.why, dump(m))
		}
		if f := find[overwatch.OverwatchFired](m); len(f) != 0 || watching(m, "red.ec-trooper-2") {
			t.Errorf("%s: fired %+v after being broken, or still watching\n%s", c.name, f, dump(m))
		}
	}
}

// XS-05, SW-OVW-02 (the ruling of 2026-11-28): a unit on overwatch may
// not move that turn. A movement step of the watcher after its overwatch
// or lane in the same combo (a move, a turn) is refused citing SW-OVW-02,
// so the combo is not taken and the unit never watches; another unit of
// the combo may move. A later movement order of the watcher ends its
// overwatch, as an order ends Waiting (KG-WAIT-03): the cultist walking
// into its arc afterwards draws no shot.
func TestOverwatchMayNotMoveSWOVW02(t *testing.T) {
	for _, c := range []struct {
		name, text string
		refused    bool   // the first declaration is refused, citing SW-OVW-02
		fired      int    // overwatch shots at the cultist
		broken     string // why the overwatch ended, "" for not broken
	}{
		{"a move after overwatch in its combo", "0 red ec-trooper-2 face 0 & ec-trooper-2 overwatch & ec-trooper-2 move 4.5 6.5\n", true, 0, ""},
		{"a turn after overwatch in its combo", "0 red ec-trooper-2 face 0 & ec-trooper-2 overwatch & ec-trooper-2 face 10\n", true, 0, ""},
		{"a move after a lane in its combo", "0 red ec-trooper-1 face 27 & ec-trooper-1 lane 12.5 7.5 & ec-trooper-1 move 2.5 3.5\n", true, 0, ""},
		{"another unit moves in the combo", "0 red ec-trooper-2 face 0 & ec-trooper-2 overwatch & ec-commander-1 move 4.5 4.5\n", false, 1, ""},
		{"a later move order", "0 red ec-trooper-2 face 0 & ec-trooper-2 overwatch\n100 red ec-trooper-2 move 4.5 6.5\n", false, 0, "it was given an order"},
		{"a later run order", "0 red ec-trooper-2 face 0 & ec-trooper-2 overwatch\n100 red ec-trooper-2 run 5.5 6.5\n", false, 0, "it was given an order"},
	} {
		m := playModules(t, overwatchDeck(t), c.text+"300 blue renegade-cultist-2 move 15.5 6.5\n", 1)
		if got := len(refusedAt(m, "SW-OVW-02")) > 0; got != c.refused {
			t.Errorf("%s: refused citing SW-OVW-02 %v, want %v\n%s", c.name, got, c.refused, dump(m))
		}
		if f := find[overwatch.OverwatchFired](m); len(f) != c.fired {
			t.Errorf("%s: fired %+v, want %d shot(s)\n%s", c.name, f, c.fired, dump(m))
		}
		broken := find[overwatch.OverwatchBroken](m)
		switch {
		case c.broken == "" && len(broken) != 0:
			t.Errorf("%s: broken %+v, want none\n%s", c.name, broken, dump(m))
		case c.broken != "" && (len(broken) != 1 || broken[0].Why != c.broken || broken[0].RuleID != "KG-WAIT-03"):
			t.Errorf("%s: broken %+v, want %q (KG-WAIT-03)\n%s", c.name, broken, c.broken, dump(m))
		}
		for _, u := range []string{"red.ec-trooper-1", "red.ec-trooper-2"} {
			if watching(m, u) {
				t.Errorf("%s: %s still watches at the end\n%s", c.name, u, dump(m))
			}
		}
	}
}

// KG-WAIT-03: a hit by ranged fire breaks overwatch (the prophet, moved
// up first, shoots trooper 2 once it watches); a miss does not, and the
// unit still fires at the next mover. Seeds give both.
func TestOverwatchIsBrokenByAHit(t *testing.T) {
	const text = `
0   blue renegade-prophet-1 move 15.5 5.5
100 red  ec-trooper-2 face 0 & ec-trooper-2 overwatch
300 blue renegade-prophet-1 shoot red.ec-trooper-2
500 blue renegade-cultist-2 move 15.5 6.5
`
	hit, missed := false, false
	for seed := uint64(1); seed <= 30 && !(hit && missed); seed++ {
		m := playModules(t, overwatchDeck(t), text, seed)
		wounds := 0
		for _, r := range find[combat.Roll](m) {
			if r.By == "blue.renegade-prophet-1" && r.Purpose == "to wound" {
				wounds++
			}
		}
		broken, fired := find[overwatch.OverwatchBroken](m), find[overwatch.OverwatchFired](m)
		if wounds > 0 {
			hit = true
			if len(broken) != 1 || broken[0].Why != "it was hit by ranged fire" || len(fired) != 0 {
				t.Errorf("seed %d: hit, yet broken %+v and fired %+v\n%s", seed, broken, fired, dump(m))
			}
			continue
		}
		missed = true
		if len(broken) != 0 || len(fired) != 1 || fired[0].At != "blue.renegade-cultist-2" {
			t.Errorf("seed %d: missed, yet broken %+v and fired %+v\n%s", seed, broken, fired, dump(m))
		}
	}
	if !hit || !missed {
		t.Fatalf("30 seeds gave hit %v, missed %v", hit, missed)
	}
}

// XS-05, XC-SFIRE-08: a saturation lane (trooper 1's assault rifle,
// towards (12.5, 7.5)) tests every step of an enemy that moves in it, at
// TN 5; a failed test pins the mover where it stands (its move stops) and
// is logged as the lane's suppressive hit; a pass lets it go on. A mover
// elsewhere takes no test, and the lane lifts when the AP round ends.
func TestSaturationLane(t *testing.T) {
	const text = `
0   red  ec-trooper-1 face 27 & ec-trooper-1 lane 12.5 7.5
200 blue renegade-cultist-2 move 15.5 6.5
300 blue renegade-cultist-2 move 12.5 6.5
400 blue renegade-cultist-1 move 15.5 1.5
`
	passed, failed := false, false
	for seed := uint64(1); seed <= 30 && !(passed && failed); seed++ {
		m := playModules(t, overwatchDeck(t), text, seed)
		set := find[overwatch.OverwatchSet](m)
		if len(set) != 1 || !set[0].Lane || set[0].Bearing != 26.6 || set[0].Reach != 13 {
			t.Fatalf("seed %d: lane set %+v, want one at 26.6° out to 13\"", seed, set)
		}
		entered := find[overwatch.LaneEntered](m)
		if len(entered) != 1 || entered[0].Mover != "blue.renegade-cultist-2" {
			t.Fatalf("seed %d: lane entered %+v, want cultist 2's second move only\n%s", seed, entered, dump(m))
		}
		var test *combat.Roll
		for _, r := range find[combat.Roll](m) {
			if r.By == "blue.renegade-cultist-2" && r.Purpose == "Willpower" {
				test = &r
			}
		}
		if test == nil || test.TN != 5 || test.RuleID != "KG-PSY-01" {
			t.Fatalf("seed %d: the lane's test %+v, want Willpower at TN 5", seed, test)
		}
		hits := find[overwatch.LaneHit](m)
		cultist := unitAt(t, m, "blue.renegade-cultist-2")
		if test.Success {
			passed = true
			if len(hits) != 0 || cultist.Base.Centre.X != 12.5 || cultist.F.Pin.ByHit {
				t.Errorf("seed %d: passed, yet hits %+v, cultist at %v pinned %v", seed, hits, cultist.Base.Centre, cultist.F.Pin)
			}
		} else {
			failed = true
			if len(hits) != 1 || cultist.Base.Centre.X <= 12.5 || !cultist.F.Pin.ByHit {
				t.Errorf("seed %d: failed, yet hits %+v, cultist at %v pinned %v", seed, hits, cultist.Base.Centre, cultist.F.Pin)
			}
		}
		broken := find[overwatch.OverwatchBroken](m)
		if len(broken) != 1 || broken[0].RuleID != "XC-SFIRE-08" || watching(m, "red.ec-trooper-1") {
			t.Errorf("seed %d: the lane was lifted %+v, want once as round 2 began", seed, broken)
		}
	}
	if !passed || !failed {
		t.Fatalf("30 seeds gave a pass %v, a fail %v", passed, failed)
	}
}

// XS-05's refusals: a lane needs an automatic weapon (XC-SFIRE-08) and a
// point in the arc (SW-OVW-01) within reach; a unit going on overwatch
// may not move first in its combo (SW-OVW-02), though it may turn.
func TestOverwatchRefusals(t *testing.T) {
	s := overwatchDeck(t)
	rules, err := modules.Rules(s.Modules, rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.NewWithRules(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{}, rules)
	if err != nil {
		t.Fatal(err)
	}
	v := m.View() // round 1, before anyone declares
	for _, c := range []struct {
		o    orders.Order
		rule string
	}{
		{orders.Order{Unit: "ec-trooper-2", Verb: overwatch.Lane, X: 12.5, Y: 6.5, Point: true}, "XC-SFIRE-08"},
		{orders.Order{Unit: "ec-trooper-1", Verb: overwatch.Lane, X: 2.5, Y: 0.5, Point: true}, "SW-OVW-01"},
		{orders.Order{Unit: "ec-trooper-1", Verb: overwatch.Lane, X: 19.5, Y: 6.5, Point: true}, "SW-OVW-01"},
	} {
		p := v.Preview("red", c.o)
		if p.Err == nil || !hasRule(p.Err, c.rule) {
			t.Errorf("%v: %v, want a refusal citing %s", c.o, p.Err, c.rule)
		}
	}
	if _, err := v.PreviewCombo("red", []orders.Order{{Unit: "ec-trooper-2", Verb: orders.Move, X: 4.5, Y: 6.5}, {Unit: "ec-trooper-2", Verb: overwatch.Overwatch}}); !hasRule(err, "SW-OVW-02") {
		t.Errorf("a move then overwatch: %v, want SW-OVW-02", err)
	}
	if _, err := v.PreviewCombo("red", []orders.Order{{Unit: "ec-trooper-2", Verb: orders.Rotate, Angle: 90}, {Unit: "ec-trooper-2", Verb: overwatch.Overwatch}}); err != nil {
		t.Errorf("a turn then overwatch: %v, want it allowed", err)
	}
	if p := v.Preview("red", orders.Order{Unit: "ec-trooper-1", Verb: overwatch.Lane, X: 12.5, Y: 4.5, Point: true}); p.Err != nil || p.AP != 2 {
		t.Errorf("a lane in the arc: %+v, want 2 AP and no refusal", p)
	}
}
