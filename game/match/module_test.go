package match_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// sentry is a rule module as small as one can be, made to show the seam
// rule modules plug into (rules/orders.Rules), one hook of each kind:
//
//   - an order type: "U sentry" (1 AP) makes the unit a sentry;
//   - a cost: a sentry's moves cost 1 AP more (it packs up first);
//   - a refusal: a sentry may not run;
//   - a trigger: an enemy that moves within 6" of a sentry, in its sight,
//     draws one free standard shot from it; the sentry is then spent.
//
// Nothing of the core rules knows it; the match plays it through the same
// Declare, Resolve and Apply as every order, and it remembers its sentries
// in the table's marks.
var sentry = orders.Module{
	Name: "sentry",
	Kinds: []*orders.Kind{{Verb: "sentry", Category: orders.Other, Args: orders.NoArgs,
		Plan: func(_ *orders.Table, st *orders.Step, _ *geom.Base) error {
			st.Cost = 1
			return nil
		},
		Resolve: func(_ *orders.Table, env orders.Env, st *orders.Step) error {
			return env.Apply(orders.Sets(orders.Marked{Key: orders.MarkKey{Unit: st.Unit.ID, Mark: "sentry"}, Value: 1}))
		},
	}},
	Costs: []orders.CostRule{func(t *orders.Table, st *orders.Step, cost int) int {
		if t.Mark(st.Unit.ID, "sentry") > 0 && st.Kind.Category == orders.Movement && st.Order.Verb != orders.Rotate {
			return cost + 1
		}
		return cost
	}},
	Checks: []orders.CheckRule{func(t *orders.Table, st *orders.Step) error {
		if t.Mark(st.Unit.ID, "sentry") > 0 && st.Order.Verb == orders.Run {
			return refusal.New("XS-TEST", "a sentry may not run")
		}
		return nil
	}},
	Triggers: []orders.Trigger{func(t *orders.Table, env orders.Env, st *orders.Step, m orders.Moment) error {
		if m != orders.UnitMoved {
			return nil
		}
		for _, s := range t.Units {
			if t.Mark(s.ID, "sentry") == 0 || s.Side == st.Unit.Side || !s.Alive() || geom.Distance(s.Base, st.Unit.Base) > 6 {
				continue
			}
			if err := orders.FreeShot(t, env, s, st.Unit, combat.Standard); err != nil && !orders.IsRefusal(err) {
				return err
			}
			if err := env.Apply(orders.Sets(orders.Marked{Key: orders.MarkKey{Unit: s.ID, Mark: "sentry"}})); err != nil {
				return err
			}
		}
		return nil
	}},
}

// A module plugs into the order rules at one seam and changes nothing
// else: with it, its order parses and plays, its cost and refusal apply
// and its trigger fires; without it, the same orders file is refused at
// the module's verb, and the core rules are as they were.
func TestAModulePlugsIntoOneSeam(t *testing.T) {
	withSentry := orders.Core().With(sentry)
	text := `
0   red  ec-trooper-1 sentry
40  red  ec-trooper-1 run 4.5 4.5
50  red  ec-trooper-1 move 4.5 4.5
200 blue renegade-cultist-1 move 9.5 4.5
`
	decls, err := withSentry.ParseOrders("orders", text)
	if err != nil {
		t.Fatal(err)
	}
	players, _ := match.Scripts([2]string{"red", "blue"}, decls)
	m, err := match.NewWithRules(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(4), [2]match.Player{players[0], players[1]}, withSentry)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(100000); err != nil {
		t.Fatal(err)
	}
	var paid []int
	for _, d := range find[orders.Declared](m) {
		if d.Side == "red" && d.AP > 0 {
			paid = append(paid, d.AP)
		}
	}
	if len(paid) != 2 || paid[0] != 1 || paid[1] != 3 {
		t.Errorf("red paid %v; want 1 for the sentry order, then 3 for a sentry's move (2 + 1)\n%s", paid, dump(m))
	}
	if r := refusedAt(m, "XS-TEST"); len(r) != 1 || r[0] != 40 {
		t.Errorf("the module's refusal of a sentry's run: at %v, want tick 40\n%s", r, dump(m))
	}
	// The trooper, moved on to (4.5, 4.5) facing the enemy, is a sentry
	// still: the cultist walking up to 9.5 comes within 6" of it and draws
	// its shot.
	shots := 0
	for _, e := range m.View().Log(0) {
		if r, ok := e.Event.(combat.Roll); ok && r.By == "red.ec-trooper-1" && r.Purpose == "to hit" {
			shots++
			if e.Tick < 200 {
				t.Errorf("the sentry fired at tick %d, before the cultist moved", e.Tick)
			}
		}
	}
	if shots != 1 {
		t.Errorf("the sentry fired %d shots, want 1\n%s", shots, dump(m))
	}
	// Without the module its verb is no order at all.
	if _, err := orders.ParseOrders("orders", text); err == nil || !strings.Contains(err.Error(), `unknown order "sentry"`) {
		t.Errorf("the core rules read the module's verb: %v", err)
	}
	if orders.Core().Kind("sentry") != nil {
		t.Error("With changed the core rules")
	}
	var r *refusal.Error
	if p := m.View().Preview("red", orders.Order{Unit: "ec-trooper-2", Verb: orders.Run, X: 4.5, Y: 2.5}); p.Err != nil && errors.As(p.Err, &r) && r.RuleID == "XS-TEST" {
		t.Error("the refusal reached a unit that is no sentry")
	}
}

// A trigger on UnitMoved fires once for each tick a mover moves on,
// however often the match looks at the step within that tick.
func TestUnitMovedFiresOnceATick(t *testing.T) {
	type at struct {
		unit string
		tick int
	}
	fired := map[at]int{}
	counter := orders.Module{Name: "counter", Triggers: []orders.Trigger{func(t *orders.Table, _ orders.Env, st *orders.Step, m orders.Moment) error {
		if m == orders.UnitMoved {
			fired[at{st.Unit.ID, t.Tick}]++
		}
		return nil
	}}}
	rules := orders.Core().With(counter)
	decls, err := rules.ParseOrders("orders", "0 red ec-trooper-1 move 4.5 4.5\n0 blue renegade-cultist-1 move 9.5 4.5\n")
	if err != nil {
		t.Fatal(err)
	}
	players, _ := match.Scripts([2]string{"red", "blue"}, decls)
	m, err := match.NewWithRules(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(4), [2]match.Player{players[0], players[1]}, rules)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(400); err != nil {
		t.Fatal(err)
	}
	if len(fired) < 20 {
		t.Fatalf("UnitMoved fired on %d ticks; the moves should take dozens\n%s", len(fired), dump(m))
	}
	for k, n := range fired {
		if n != 1 {
			t.Errorf("%s moved on %d times at tick %d", k.unit, n, k.tick)
		}
	}
}

// The seam's other hooks: an observer answers what the match logged, a
// shot rule changes how the table describes a shot, a round rule answers
// each AP round's start, and a module may have a side withdraw.
func TestObserversShotRulesRoundsAndWithdrawal(t *testing.T) {
	rounds, wounded := []int{}, 0
	mod := orders.Module{Name: "hooks",
		// Every shot is taken as from the blind side: the wound TN drops
		// by 2 (KG-RC-06), which the log's to-wound roll shows.
		Shots: []orders.ShotRule{func(_ *orders.Table, _ *orders.Unit, _ geom.Base, _ *orders.Unit, a *combat.RangedAttack) {
			a.BlindSide = true
		}},
		Observers: []orders.Observer{func(t *orders.Table, env orders.Env, e combat.Event, by *orders.Side) error {
			if w, ok := e.(combat.Wounded); ok && w.Wounds > 0 {
				wounded++
				// The first wound makes the wounded model's side withdraw.
				return env.Apply(orders.Sets(orders.Withdrawn{Side: t.Unit(w.Unit).Side, RuleID: "XS-TEST", Why: "it has had enough"}))
			}
			return nil
		}},
		Rounds: []orders.RoundRule{func(_ *orders.Table, _ orders.Env, n int) error {
			rounds = append(rounds, n)
			return nil
		}},
	}
	rules := orders.Core().With(mod)
	_, err := match.NewWithRules(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(7), [2]match.Player{}, rules)
	if err != nil {
		t.Fatal(err)
	}
	if len(rounds) != 1 || rounds[0] != 1 {
		t.Errorf("round rule saw rounds %v, want [1]", rounds)
	}
	decls, err := rules.ParseOrders("orders", "0 red ec-trooper-1 shoot blue.renegade-cultist-1 aimed\n5 red ec-trooper-1 shoot blue.renegade-cultist-1 aimed\n10 red ec-trooper-1 shoot blue.renegade-cultist-1 aimed\n")
	if err != nil {
		t.Fatal(err)
	}
	players, _ := match.Scripts([2]string{"red", "blue"}, decls)
	for seed := uint64(1); seed < 40; seed++ {
		wounded = 0
		m, err := match.NewWithRules(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(seed), [2]match.Player{players[0], players[1]}, rules)
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Run(5000); err != nil {
			t.Fatal(err)
		}
		blind := false
		for _, e := range m.View().Log(0) {
			if r, ok := e.Event.(combat.Roll); ok && r.Purpose == "to wound" {
				for _, md := range r.Modifiers {
					blind = blind || md.RuleID == "KG-RC-06"
				}
			}
		}
		if wounded == 0 {
			continue
		}
		if !blind {
			t.Errorf("seed %d: the to-wound roll was not from the blind side: the shot rule changed nothing\n%s", seed, dump(m))
		}
		res, over := m.Result()
		if !over || res.Winner != "red" || res.Reason != "it has had enough" {
			t.Fatalf("seed %d: after a wound the blue side withdrew, yet the result is %+v (over %v)\n%s", seed, res, over, dump(m))
		}
		return
	}
	t.Fatal("no seed of 40 wounded the cultist")
}

// A melee rule changes a close-combat attack as the table describes it,
// through its modifiers: the preview's odds, and the plan the attack
// rolls, take them in; without the rule they are the core's.
func TestMeleeRules(t *testing.T) {
	mod := orders.Module{Name: "fury", Melees: []orders.MeleeRule{func(_ *orders.Table, _, _ *orders.Unit, a *combat.CCAttack) {
		a.Mods = append(a.Mods, combat.Modifier{RuleID: "XS-TEST", What: "fury", On: "dice", Value: 3})
	}}}
	odds := func(rules *orders.Rules) float64 {
		m, err := match.NewWithRules(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{}, rules)
		if err != nil {
			t.Fatal(err)
		}
		o, err := m.View().CloseCombatOdds("red.ec-trooper-1", "blue.renegade-cultist-1", combat.Punch, false, combat.Passive, combat.NoDefenceType)
		if err != nil {
			t.Fatal(err)
		}
		return o.Hit
	}
	if core, fury := odds(orders.Core()), odds(orders.Core().With(mod)); !(fury > core) {
		t.Errorf("3 more CC dice: hit %.3f, the core's %.3f", fury, core)
	}
}

// The hooks the packs to come need, each shown by a small module:
//
//   - an amend rule rewrites an outcome before the match carries it out:
//     here no model is ever removed, it keeps one wound (as a model downed
//     instead of removed would, XS-29);
//   - a round-end rule is asked as each AP round ends, before its losses
//     and triumphs are tallied (RoundEnding) and after them and the
//     scenario's events (RoundEnded), before victory is checked;
//   - an AP rule changes a side's AP once rolled: red gets 3 more;
//   - a gate refuses a side's declaration at this moment: blue may not
//     declare in round 1;
//   - an initiative rule changes a face-off's tie-break Speed: red's
//     models are quicker by 5;
//   - a kind may aim at a friend: "U patch T" names a model of its own
//     side, and the core refuses an enemy.
func TestTheHooksForThePacksToCome(t *testing.T) {
	type end struct {
		round int
		phase orders.RoundPhase
		after bool // the round's RoundEnded was logged already
	}
	var ends []end
	var m *match.Match
	mod := orders.Module{Name: "hooks",
		Kinds: []*orders.Kind{{Verb: "patch", Category: orders.Other, Args: orders.TargetArgs, Friend: true,
			Plan:    func(_ *orders.Table, st *orders.Step, _ *geom.Base) error { st.Cost = 1; return nil },
			Resolve: func(*orders.Table, orders.Env, *orders.Step) error { return nil }}},
		Amends: []orders.AmendRule{func(_ *orders.Table, out *orders.Outcome) {
			for i, e := range out.Events {
				if w, ok := e.(combat.Wounded); ok && w.Removed {
					w.Removed, w.Wounds = false, w.Wounds-1
					out.Events[i] = w
				}
			}
			for i, c := range out.Changes {
				if c.Now.Wounds > 0 && m != nil {
					if u, ok := m.View().Unit(c.ID); ok && c.Now.Wounds >= u.F.WoundCapacity {
						out.Changes[i].Now.Wounds = u.F.WoundCapacity - 1
					}
				}
			}
		}},
		RoundEnds: []orders.RoundEndRule{func(_ *orders.Table, _ orders.Env, round int, phase orders.RoundPhase) error {
			after := false
			for _, e := range m.View().Log(0) {
				if r, ok := e.Event.(match.RoundEnded); ok && r.Number == round {
					after = true
				}
			}
			ends = append(ends, end{round, phase, after})
			return nil
		}},
		APs: []orders.APRule{func(_ *orders.Table, _ orders.Env, side, ap int) (int, error) {
			if side == 0 {
				return ap + 3, nil
			}
			return ap, nil
		}},
		Gates: []orders.GateRule{func(tb *orders.Table, side int, _ []orders.Order) error {
			if side == 1 && m != nil && m.View().Round() == 1 {
				return refusal.New("XS-TEST", "blue waits for round 2")
			}
			return nil
		}},
		Initiatives: []orders.InitiativeRule{func(_ *orders.Table, st *orders.Step, speed int) int {
			if st.Unit.Side == 0 {
				return speed + 5
			}
			return speed
		}},
	}
	rules := orders.Core().With(mod)
	decls, err := rules.ParseOrders("orders", `
0   red  ec-trooper-1 patch ec-trooper-2
0   blue renegade-cultist-1 move 10.5 4.5
40  red  ec-trooper-2 patch blue.renegade-cultist-1
50  red  ec-trooper-1 shoot blue.renegade-cultist-1 aimed
200 red  ec-trooper-1 shoot blue.renegade-cultist-1 aimed
350 red  ec-trooper-1 shoot blue.renegade-cultist-1 aimed
500 red  done
500 blue done
`)
	if err != nil {
		t.Fatal(err)
	}
	players, _ := match.Scripts([2]string{"red", "blue"}, decls)
	m, err = match.NewWithRules(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(11), [2]match.Player{players[0], players[1]}, rules)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(20000); err != nil {
		t.Fatal(err)
	}
	// The friend aim: the patch at a friend is accepted, at an enemy
	// refused by the core.
	if r := refusedAt(m, "KG-FACE-06"); len(r) != 1 || r[0] != 40 {
		t.Errorf("a patch aimed at an enemy refused at %v, want once at tick 40\n%s", r, dump(m))
	}
	// The gate: blue's move in round 1 refused.
	if r := refusedAt(m, "XS-TEST"); len(r) == 0 || r[0] != 0 {
		t.Errorf("blue's declaration in round 1 refused at %v, want at tick 0\n%s", r, dump(m))
	}
	// The AP rule: red's first AP are 3 more than it rolled.
	started := find[match.RoundStarted](m)
	if len(started) == 0 {
		t.Fatal("no round started")
	}
	fresh, err := match.NewWithRules(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(11), [2]match.Player{}, rules)
	if err != nil {
		t.Fatal(err)
	}
	if red, _ := fresh.View().Side("red"); red.AP != started[0].AP["red"]+3 {
		t.Errorf("red holds %d AP as round 1 begins; it rolled %d, and the rule gives 3 more", red.AP, started[0].AP["red"])
	}
	if blue, _ := fresh.View().Side("blue"); blue.AP != started[0].AP["blue"] {
		t.Errorf("blue holds %d AP; it rolled %d, and the rule gives it none", blue.AP, started[0].AP["blue"])
	}
	// The amend: four aimed shots, and nobody removed.
	for _, w := range find[combat.Wounded](m) {
		if w.Removed {
			t.Errorf("%s was removed: the amend rule let a removal through\n%s", w.Unit, dump(m))
		}
	}
	// The round ends: each round's Ending before its tally, Ended after.
	if len(ends) < 2 {
		t.Fatalf("round-end rule asked %v", ends)
	}
	for _, e := range ends {
		if want := e.phase == orders.RoundEnded; e.after != want {
			t.Errorf("round %d, phase %d: asked with the round's tally logged %v, want %v", e.round, e.phase, e.after, want)
		}
	}
	if ends[0] != (end{1, orders.RoundEnding, false}) || ends[1] != (end{1, orders.RoundEnded, true}) {
		t.Errorf("round-end rule asked %v; want round 1 ending, then ended", ends)
	}
}

// The initiative rule decides a face-off between two models of equal
// Speed, where the core rolls dice (KG-FACE-03).
func TestAnInitiativeRuleDecidesATie(t *testing.T) {
	quick := orders.Module{Name: "quick", Initiatives: []orders.InitiativeRule{func(_ *orders.Table, st *orders.Step, speed int) int {
		if st.Unit.Side == 1 {
			return speed + 5
		}
		return speed
	}}}
	for seed := uint64(1); seed <= 10; seed++ {
		rules := orders.Core().With(quick)
		decls, err := rules.ParseOrders("orders", "0 red ec-trooper-1 shoot blue.renegade-cultist-1\n0 blue renegade-cultist-1 shoot red.ec-trooper-1\n")
		if err != nil {
			t.Fatal(err)
		}
		players, _ := match.Scripts([2]string{"red", "blue"}, decls)
		m, err := match.NewWithRules(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(seed), [2]match.Player{players[0], players[1]}, rules)
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Run(200); err != nil {
			t.Fatal(err)
		}
		f := find[orders.FaceOff](m)
		if len(f) != 1 || f[0].First != "blue" || !strings.Contains(f[0].Why, "faster") {
			t.Fatalf("seed %d: face-offs %+v; want blue first, as the faster\n%s", seed, f, dump(m))
		}
	}
}

// downer is a module that downs a model where the core would remove it,
// through an amend rule: the core's Down condition (combat.Condition.Down)
// then plays as XS-29 reads it.
var downer = orders.Module{Name: "downer", Amends: []orders.AmendRule{func(t *orders.Table, out *orders.Outcome) {
	var events []combat.Event
	for _, e := range out.Events {
		w, ok := e.(combat.Wounded)
		if ok && w.Removed && !w.Credited {
			w.Removed, w.Downed = false, true
			for i, c := range out.Changes {
				if c.ID == w.Unit {
					out.Changes[i].Now.Down = true
				}
			}
			events = append(events, w, combat.StateChanged{RuleID: "XS-TEST", Unit: w.Unit, State: combat.Downed})
			continue
		}
		events = append(events, e)
	}
	out.Events = events
}}}

// A Down model (XS-29's reading of the core's Down condition): the kill
// counts for whoever downed it at once; it lies on the table, does
// nothing, and may still be shot; any wound removes it, and only then
// does its side lose it.
func TestADownModelLiesUntilAWoundRemovesIt(t *testing.T) {
	rules := orders.Core().With(downer)
	script := ""
	for tick := 0; tick < 700; tick += 70 {
		script += fmt.Sprintf("%d red ec-trooper-1 shoot blue.renegade-cultist-1\n", tick)
		script += fmt.Sprintf("%d blue renegade-cultist-1 face 180\n", tick+35)
	}
	decls, err := rules.ParseOrders("orders", script)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed < 40; seed++ {
		players, _ := match.Scripts([2]string{"red", "blue"}, decls)
		m, err := match.NewWithRules(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(seed), [2]match.Player{players[0], players[1]}, rules)
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Run(800); err != nil {
			t.Fatal(err)
		}
		downAt, goneAt := -1, -1
		for _, e := range m.View().Log(0) {
			w, ok := e.Event.(combat.Wounded)
			if !ok || w.Unit != "blue.renegade-cultist-1" {
				continue
			}
			if w.Downed && downAt < 0 {
				downAt = e.Tick
			}
			if w.Removed {
				goneAt = e.Tick
				if !w.Credited {
					t.Errorf("seed %d: a Down model's removal is not marked Credited: its kill would count twice", seed)
				}
			}
		}
		if downAt < 0 || goneAt < 0 {
			continue // not downed, or not finished off, on this seed
		}
		refused := refusedAt(m, "KG-STAT-06")
		if len(refused) == 0 {
			t.Errorf("seed %d: the cultist, down from tick %d to %d, was never refused an order\n%s", seed, downAt, goneAt, dump(m))
		}
		for _, r := range refused {
			if r < downAt {
				t.Errorf("seed %d: an order refused at tick %d, before the cultist went down at %d", seed, r, downAt)
			}
		}
		if u, _ := m.View().Unit("blue.renegade-cultist-1"); u.Present() {
			t.Errorf("seed %d: the cultist is still on the table after the wound that removes it", seed)
		}
		return
	}
	t.Fatal("no seed of 40 downed the cultist and then removed it")
}
