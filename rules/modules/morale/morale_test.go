package morale_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/morale"
	"github.com/krygothic/krygothic/rules/orders"
)

// env is the match as the module sees it: scripted dice, and an apply
// step that keeps what it was handed and sets the marks and conditions.
type env struct {
	t    *orders.Table
	src  *dice.Scripted
	outs []orders.Outcome
}

func (e *env) Dice() dice.Source { return e.src }
func (e *env) Apply(o orders.Outcome) error {
	e.outs = append(e.outs, o)
	for _, c := range o.Changes {
		e.t.Unit(c.ID).F.Condition = c.Now
	}
	for _, s := range o.Sets {
		if m, ok := s.(orders.Marked); ok {
			e.t.Marks[m.Key] = m.Value
		}
	}
	return nil
}
func (e *env) Defence(_, _ *orders.Unit) (combat.DefenceClass, combat.DefenceType) { return 0, 0 }
func (e *env) PayForWound(_ *orders.Unit, _, _, _ int) bool                        { return false }
func (e *env) LetGo(_, _ *orders.Unit) bool                                        { return false }

// events are every event the module handed the match, in order.
func (e *env) events() []combat.Event {
	var out []combat.Event
	for _, o := range e.outs {
		out = append(out, o.Events...)
	}
	return out
}

// withdrawn is the withdrawal the module handed the match, if any.
func (e *env) withdrawn() *orders.Withdrawn {
	for _, o := range e.outs {
		for _, s := range o.Sets {
			if w, ok := s.(orders.Withdrawn); ok {
				return &w
			}
		}
	}
	return nil
}

// model is a fixture: a unit of side, of a class, costing points, with
// a Willpower.
type model struct {
	id        string
	side      int
	class     content.ClassID
	cost      int
	willpower int
}

// table sets out the models on a table; every one is on it and alive.
func table(ms ...model) *orders.Table {
	t := &orders.Table{Marks: map[orders.MarkKey]int{},
		Sides: [2]*orders.Side{{ID: "red", Name: "Red", Index: 0}, {ID: "blue", Name: "Blue", Index: 1}}}
	for _, m := range ms {
		u := &orders.Unit{ID: m.id, Side: m.side, OnTable: true,
			Model: &army.Model{Cost: m.cost, Class: &content.Class{ID: m.class}},
			F: combat.Fighter{ID: m.id, WoundCapacity: 1, SquadLeader: m.class == content.SquadLeader,
				Stats: content.Characteristics{Willpower: content.Stat(m.willpower)}}}
		t.Units = append(t.Units, u)
	}
	return t
}

// remove takes unit id off the table and has the module observe its
// removal, with the given dice.
func remove(t *testing.T, tb *orders.Table, id string, faces ...int) *env {
	t.Helper()
	src, err := dice.NewScripted(faces...)
	if err != nil {
		t.Fatal(err)
	}
	mod := morale.Rules(morale.Shipped())
	u := tb.Unit(id)
	u.F.Wounds = u.F.WoundCapacity
	e := &env{t: tb, src: src}
	var by *orders.Side
	if u.Side >= 0 {
		by = tb.Sides[1-u.Side]
	}
	if err := orders.Core().With(mod).Observe(tb, e, combat.Wounded{RuleID: "KG-RC-13", Unit: id, Wounds: 1, Removed: true}, by); err != nil {
		t.Fatal(err)
	}
	if src.Remaining() != 0 {
		t.Errorf("%d scripted faces unused", src.Remaining())
	}
	return e
}

// taken are the break tests among events.
func taken(events []combat.Event) []morale.BreakTestTaken {
	var out []morale.BreakTestTaken
	for _, e := range events {
		if b, ok := e.(morale.BreakTestTaken); ok {
			out = append(out, b)
		}
	}
	return out
}

// testers are the models that rolled Willpower for XS-15, in order.
func testers(events []combat.Event) []string {
	var out []string
	for _, e := range events {
		if r, ok := e.(combat.Roll); ok && r.RuleID == morale.Rule {
			out = append(out, r.By)
		}
	}
	return out
}

// XS-15 (SW-BRK-01): losses are removed models' points against the
// side's starting points; the first removal that reaches 25% calls for
// one break test of every model of that side left on the table, and no
// other removal until 50% does. The enemy side never tests for it.
func TestBreakTestAtEachThreshold(t *testing.T) {
	tb := table(
		model{"sl", 0, content.SquadLeader, 100, 1}, model{"a", 0, "general", 50, 1}, model{"b", 0, "general", 50, 1},
		model{"c", 0, "general", 50, 1}, model{"d", 0, "general", 50, 1}, model{"foe", 1, "general", 50, 1})
	// 50 of 300 points (17%): no test.
	if e := remove(t, tb, "a"); len(e.outs) != 0 {
		t.Fatalf("a test at 17%% losses: %+v", e.events())
	}
	// 100 of 300 (33%): the 25% test, for sl, c and d (one die each).
	e := remove(t, tb, "b", 4, 4, 4)
	if tk := taken(e.events()); len(tk) != 1 || tk[0].Threshold != 25 || tk[0].Lost != 100 || tk[0].Start != 300 || tk[0].Side != "red" || tk[0].Leader != "" {
		t.Fatalf("break tests %+v, want one at 25%% with 100 of 300 points lost", tk)
	}
	if got := testers(e.events()); len(got) != 3 || got[0] != "sl" || got[1] != "c" || got[2] != "d" {
		t.Errorf("testers %v, want sl, c, d", got)
	}
	if tb.Mark("red", morale.Crossed) != 1 {
		t.Errorf("the threshold mark is %d, want 1", tb.Mark("red", morale.Crossed))
	}
	// The foe's side lost nothing: its removal is the 100% of its own.
	// 150 of 300 (50%): the 50% test.
	e = remove(t, tb, "c", 4, 3)
	if tk := taken(e.events()); len(tk) != 1 || tk[0].Threshold != 50 {
		t.Fatalf("break tests %+v, want one at 50%%", tk)
	}
	if !tb.Unit("d").F.Pin.ByHit || tb.Unit("sl").F.Pin.Pinned() {
		t.Errorf("d failed and is not pinned (%+v), or the Squad Leader was pinned", tb.Unit("d").F.Pin)
	}
}

// XS-15, ruling: a removal that takes losses past several thresholds at
// once calls for one test, for the highest; the lower ones count as
// crossed. Here 0 → 75% at once is the rout test straight away.
func TestSeveralThresholdsAtOnce(t *testing.T) {
	tb := table(model{"big", 0, "general", 150, 1}, model{"sl", 0, content.SquadLeader, 50, 1})
	e := remove(t, tb, "big", 5)
	if tk := taken(e.events()); len(tk) != 1 || tk[0].Threshold != 75 || tk[0].Leader != "sl" {
		t.Fatalf("break tests %+v, want one only, at 75%%, the Squad Leader's rout test", tk)
	}
	if tb.Mark("red", morale.Crossed) != 3 || e.withdrawn() != nil {
		t.Errorf("mark %d, withdrawn %+v: want every threshold crossed and no rout (the leader passed)", tb.Mark("red", morale.Crossed), e.withdrawn())
	}
}

// XS-15 (SW-BRK-01, SW-BRK-03), rulings: at 75% the side's leader is its
// Squad Leader with the best Willpower; with none left, the Elite with the
// best, else the model with the best: a side without a Squad Leader is
// not routed automatically. Its failed test has the side withdraw, after
// the test's own events.
func TestRoutAtSeventyFivePercent(t *testing.T) {
	for _, tc := range []struct {
		name   string
		extra  []model
		faces  []int // the remaining models' dice, in table order
		leader string
		routed bool
	}{
		{"best Squad Leader", []model{{"sl1", 0, content.SquadLeader, 10, 1}, {"sl2", 0, content.SquadLeader, 10, 2}, {"elite", 0, content.Elite, 10, 3}},
			[]int{5, 1, 1, 5, 1, 1}, "sl2", true},
		{"an Elite stands in", []model{{"trooper", 0, "general", 10, 3}, {"elite", 0, content.Elite, 10, 1}},
			[]int{1, 1, 1, 4}, "elite", false},
		{"the best Willpower stands in", []model{{"t1", 0, "general", 10, 1}, {"t2", 0, "general", 10, 2}},
			[]int{5, 3, 3}, "t2", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := table(append([]model{{"gone", 0, "general", 300, 1}}, tc.extra...)...)
			e := remove(t, tb, "gone", tc.faces...)
			tk := taken(e.events())
			if len(tk) != 1 || tk[0].Leader != tc.leader {
				t.Fatalf("break tests %+v, want the rout test led by %s", tk, tc.leader)
			}
			w := e.withdrawn()
			if tc.routed != (w != nil) {
				t.Fatalf("withdrawn %+v, want routed %v", w, tc.routed)
			}
			if w != nil && (w.Side != 0 || w.RuleID != "XS-15") {
				t.Errorf("withdrawal %+v", w)
			}
			if w != nil && len(e.outs[len(e.outs)-1].Events) != 0 {
				t.Error("the withdrawal came with the test's events: the match would end before they are logged")
			}
		})
	}
}

// XS-15: models held back for an arrival count in the starting points but
// do not test; objectives count for nothing; a removed objective calls
// for no test.
func TestWhoCountsAndWhoTests(t *testing.T) {
	tb := table(model{"a", 0, "general", 100, 1}, model{"b", 0, "general", 100, 1}, model{"reserve", 0, "general", 100, 1},
		model{"console", -1, "", 0, 0})
	tb.Unit("reserve").OnTable = false
	tb.Unit("console").Objective, tb.Unit("console").Model = true, nil
	if lost, start := morale.Losses(tb, 0); lost != 0 || start != 300 {
		t.Errorf("losses %d of %d, want 0 of 300", lost, start)
	}
	if e := remove(t, tb, "console"); len(e.outs) != 0 {
		t.Errorf("a removed objective called for a test")
	}
	e := remove(t, tb, "a", 4)
	if got := testers(e.events()); len(got) != 1 || got[0] != "b" {
		t.Errorf("testers %v, want b alone: the reserve is not on the table", got)
	}
	if th, pts, ok := morale.Next(morale.Data{Thresholds: []int{25, 50, 75}}, 100, 300); !ok || th != 50 || pts != 150 {
		t.Errorf("next threshold %d%% at %d points (%v), want 50%% at 150", th, pts, ok)
	}
}

// The AI's hint (XS-15): a side is threatened by the rout test once its
// losses pass the threshold before it (50%), until they reach it (75%).
func TestThreatened(t *testing.T) {
	d := morale.Data{Thresholds: []int{25, 50, 75}, RoutThreshold: 75}
	for _, tc := range []struct {
		lost int
		want bool
	}{{0, false}, {30, false}, {49, false}, {50, true}, {74, true}, {75, false}, {100, false}} {
		if got := morale.Threatened(d, tc.lost, 100); got != tc.want {
			t.Errorf("%d%% lost: threatened %v, want %v", tc.lost, got, tc.want)
		}
	}
	if morale.Threatened(morale.Data{Thresholds: []int{25, 50}}, 60, 100) {
		t.Error("no rout threshold, yet threatened")
	}
}
