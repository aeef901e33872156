package squads_test

import (
	"slices"
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/deck/decktest"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/squads"
	"github.com/krygothic/krygothic/rules/orders"
)

var gear *content.Content

func init() {
	var err error
	if gear, err = content.Default(); err != nil {
		panic(err)
	}
}

// env applies what the module hands the match: marks, and its events.
type env struct {
	t      *orders.Table
	events []combat.Event
}

func (e *env) Dice() dice.Source { return nil }
func (e *env) Apply(o orders.Outcome) error {
	for _, s := range o.Sets {
		if m, ok := s.(orders.Marked); ok {
			e.t.Marks[m.Key] = m.Value
		}
	}
	e.events = append(e.events, o.Events...)
	return nil
}
func (e *env) Defence(_, _ *orders.Unit) (combat.DefenceClass, combat.DefenceType) { return 0, 0 }
func (e *env) PayForWound(_ *orders.Unit, _, _, _ int) bool                        { return false }
func (e *env) LetGo(_, _ *orders.Unit) bool                                        { return false }

// unit is a model of side and class at (x, y) facing +x, with a rifle,
// in the army list's squad (or none).
func unit(id string, side int, class content.ClassID, squad string, x, y float64) *orders.Unit {
	f := combat.Fighter{ID: id, WoundCapacity: 2, Ranged: gear.RangedWeapons[0], SquadLeader: class == content.SquadLeader}
	f.Stats.RC, f.Stats.Speed, f.Stats.Body, f.Stats.Willpower = 3, 4, 3, 3
	m := &army.Model{Unit: &content.Unit{}, Class: &content.Class{ID: class}}
	if squad != "" {
		m.Traits = map[string]any{squads.Field: squad}
	}
	return &orders.Unit{ID: id, Side: side, F: f, OnTable: true, Base: geom.Base{Centre: geom.Vec{X: x, Y: y}, Radius: 0.5}, Model: m}
}

// table sets the units on an open deck 24" × 12" and forms the squads as
// the first round starts; it returns the rules with the module.
func table(t *testing.T, units ...*orders.Unit) (*orders.Table, *orders.Rules, *env) {
	t.Helper()
	rows := make([]string, 12)
	for i := range rows {
		rows[i] = "........................"
	}
	tb := &orders.Table{Deck: decktest.Build(t, rows...), Units: units,
		Fought: map[orders.Pair]int{}, Charged: map[orders.Pair]bool{}, Marks: map[orders.MarkKey]int{}}
	for i, id := range []string{"red", "blue"} {
		tb.Sides[i] = &orders.Side{ID: id, Index: i, AP: 30}
	}
	rules := orders.Core().With(squads.Rules(squads.Shipped()))
	e := &env{t: tb}
	if err := rules.RoundBegun(tb, e, 1); err != nil {
		t.Fatal(err)
	}
	return tb, rules, e
}

// cost is what red's combo costs, and each step's.
func cost(t *testing.T, tb *orders.Table, rules *orders.Rules, text string) (int, []int) {
	t.Helper()
	decls, err := rules.ParseOrders("o", "0 red "+text+"\n")
	if err != nil {
		t.Fatal(err)
	}
	steps, total, err := rules.Check(tb, 0, decls[0].Steps)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	var each []int
	for _, st := range steps {
		each = append(each, st.Cost)
	}
	return total, each
}

// members are the IDs whose squad leader is leader.
func members(tb *orders.Table, leader string) []string {
	var out []string
	for _, u := range tb.Units {
		if l := squads.Leader(tb, u); l != nil && l.ID == leader && u.ID != leader {
			out = append(out, u.ID)
		}
	}
	return out
}

// XS-23 (SW-UNIT-01..03, KG-META-07), ruling: an army that names no
// squads has them formed as the first round starts: each Elite and Squad
// Leader, in table order, takes its nearest models that are neither, up
// to five with it. The enemy's named squads are as its list says.
func TestSquadsAreFormed(t *testing.T) {
	tb, _, e := table(t,
		unit("red.sl", 0, content.SquadLeader, "", 2, 2),
		unit("red.t1", 0, "storm", "", 2, 10), // far from both
		unit("red.t2", 0, "storm", "", 3, 2),
		unit("red.t3", 0, "storm", "", 2, 3),
		unit("red.elite", 0, content.Elite, "", 10, 10),
		unit("red.t4", 0, "storm", "", 4, 2),
		unit("red.t5", 0, "storm", "", 10, 9),
		unit("red.t6", 0, "storm", "", 5, 2),
		unit("red.t7", 0, "storm", "", 11, 10),
		unit("blue.p", 1, content.SquadLeader, "alpha", 20, 2),
		unit("blue.c1", 1, "storm", "alpha", 20, 10),
		unit("blue.c2", 1, "storm", "", 21, 2),
	)
	if got := members(tb, "red.sl"); !slices.Equal(got, []string{"red.t2", "red.t3", "red.t4", "red.t6"}) {
		t.Errorf("the Squad Leader's squad %v, want its four nearest troopers", got)
	}
	if got := members(tb, "red.elite"); !slices.Equal(got, []string{"red.t1", "red.t5", "red.t7"}) {
		t.Errorf("the Elite's squad %v, want the three left", got)
	}
	if got := members(tb, "blue.p"); !slices.Equal(got, []string{"blue.c1"}) {
		t.Errorf("blue's named squad %v, want c1 alone (c2 is named in none)", got)
	}
	if squads.Leader(tb, tb.Unit("blue.c2")) != nil {
		t.Error("blue's c2, in no named squad, was put in one")
	}
	var formed []squads.SquadFormed
	for _, ev := range e.events {
		if f, ok := ev.(squads.SquadFormed); ok {
			formed = append(formed, f)
		}
	}
	if len(formed) != 3 || formed[0].Leader != "red.sl" || formed[2].Named != "alpha" || formed[0].RuleID != "XS-23" {
		t.Errorf("formed %+v, want red's two squads then blue's alpha", formed)
	}
}

// XS-23 (SW-UNIT-03, SW-UNIT-04): in one combo, a member's step of the
// leader's verb is paid by the leader's step before it while the squad is
// in coherency; a dearer step pays the difference; one leader step pays
// one step of each member; a step before the leader's, or a step that is
// a model's own business (unpin) pays in full. (A squad out of coherency:
// TestASquadOutOfCoherencyPaysInFullSWSEQ08.)
func TestTheSquadOrder(t *testing.T) {
	tb, rules, _ := table(t,
		unit("red.sl", 0, content.SquadLeader, "a", 2, 5),
		unit("red.near", 0, "storm", "a", 2, 7),  // 1" between bases
		unit("red.edge", 0, "storm", "a", 2, 10), // 4" between bases: within
		unit("blue.x", 1, "storm", "", 12, 5),
	)
	for _, tc := range []struct {
		name  string
		combo string
		want  []int
	}{
		{"alone", "near move 5 7", []int{2}},
		{"the leader's move pays the member's", "sl move 5 5 & near move 5 7", []int{2, 0}},
		{"exactly 4\" away is within", "sl move 5 5 & edge move 5 10", []int{2, 0}},
		{"a member before its leader", "near move 5 7 & sl move 5 5", []int{2, 2}},
		{"the leader's shot pays the member's", "sl shoot blue.x & near shoot blue.x", []int{2, 0}},
		{"an aimed shot pays the difference", "sl shoot blue.x & near shoot blue.x aimed", []int{2, 4 - 2}}, // GAP-09: an aimed shot is 4 AP
		{"one leader step, one member step", "sl shoot blue.x & near shoot blue.x & near shoot blue.x", []int{2, 0, 2}},
		{"another verb is no squad order", "sl shoot blue.x & near move 5 7", []int{2, 2}},
	} {
		total, each := cost(t, tb, rules, tc.combo)
		if !slices.Equal(each, tc.want) {
			t.Errorf("%s: %q costs %v (total %d), want %v", tc.name, tc.combo, each, total, tc.want)
		}
	}
	// Without the module the same combo is paid in full.
	decls, _ := orders.Core().ParseOrders("o", "0 red sl move 5 5 & near move 5 7\n")
	if _, total, err := orders.Core().Check(tb, 0, decls[0].Steps); err != nil || total != 4 {
		t.Errorf("the core rules: %d AP (%v), want 4", total, err)
	}
	// A squad whose leader has fallen pays per model.
	tb.Unit("red.sl").F.Wounds = 2
	if squads.Coherent(tb, tb.Unit("red.near"), 4) {
		t.Error("a member of a fallen leader is in coherency")
	}
}

// XS-23, SW-SEQ-08 (the ruling of 2026-11-28): the one-order price of a
// squad holds only while every member stands within 4" of its leader
// (exactly 4" is within). With one member beyond it the whole squad pays
// for each model's steps in full, the coherent members too, until it
// regroups; a member no longer on the table does not hold it apart, and
// another squad's straggler does not touch this one.
func TestASquadOutOfCoherencyPaysInFullSWSEQ08(t *testing.T) {
	for _, tc := range []struct {
		name     string
		straggle float64 // where red.t2 stands, down the deck from its leader at y 5
		removed  bool    // red.t2 is off the table
		combo    string
		want     []int
	}{
		{"all within 4\"", 8, false, "sl move 5 5 & t1 move 5 7", []int{2, 0}},
		{"one exactly 4\" away", 10, false, "sl move 5 5 & t1 move 5 7", []int{2, 0}},
		{"one beyond: the coherent member pays", 10.6, false, "sl move 5 5 & t1 move 5 7", []int{2, 2}},
		{"one beyond: the straggler pays", 10.6, false, "sl move 5 5 & t2 move 5 10.6", []int{2, 2}},
		{"one beyond: shots too", 10.6, false, "sl shoot blue.x & t1 shoot blue.x", []int{2, 2}},
		{"one beyond: an aimed shot in full", 10.6, false, "sl shoot blue.x & t1 shoot blue.x aimed", []int{2, 4}},
		{"the straggler removed", 10.6, true, "sl move 5 5 & t1 move 5 7", []int{2, 0}},
		{"another squad's straggler", 10.6, false, "el move 15 5 & t3 move 15 7", []int{2, 0}},
	} {
		tb, rules, _ := table(t,
			unit("red.sl", 0, content.SquadLeader, "a", 2, 5),
			unit("red.t1", 0, "storm", "a", 2, 7), // 1" between bases
			unit("red.t2", 0, "storm", "a", 2, tc.straggle),
			unit("red.el", 0, content.Elite, "b", 12, 5),
			unit("red.t3", 0, "storm", "b", 12, 7),
			unit("red.t4", 0, "storm", "b", 12, 9), // 3" between bases
			unit("blue.x", 1, "storm", "", 22, 5),
		)
		if tc.removed {
			tb.Unit("red.t2").OnTable = false
		}
		total, each := cost(t, tb, rules, tc.combo)
		if !slices.Equal(each, tc.want) {
			t.Errorf("%s: %q costs %v (total %d), want %v", tc.name, tc.combo, each, total, tc.want)
		}
	}
}
