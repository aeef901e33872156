package orders_test

import (
	"math"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/deck/decktest"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

var gear *content.Content

func init() {
	var err error
	if gear, err = content.Default(); err != nil {
		panic(err)
	}
}

// model is a standard base at (x, y) facing facingDeg.
func model(x, y, facingDeg float64) geom.Base {
	return geom.Base{Centre: geom.Vec{X: x, Y: y}, Radius: 0.5, Facing: geom.Degrees(facingDeg)}
}

// trooper is a unit of side with a rifle (RC 3, Speed 4, Body 3).
func trooper(id string, side int, b geom.Base) *orders.Unit {
	f := combat.Fighter{ID: id, WoundCapacity: 2, Ranged: gear.RangedWeapons[0]}
	f.Stats.RC, f.Stats.Speed, f.Stats.Body, f.Stats.Willpower = 3, 4, 3, 3
	return &orders.Unit{ID: id, Side: side, F: f, Base: b, OnTable: true}
}

// table is a table on a deck drawn by rows (decktest.Build), with units.
func table(t *testing.T, rows []string, units ...*orders.Unit) *orders.Table {
	t.Helper()
	tb := &orders.Table{Deck: decktest.Build(t, rows...), Units: units,
		Fought: map[orders.Pair]int{}, Charged: map[orders.Pair]bool{}, Marks: map[orders.MarkKey]int{}}
	for i, id := range []string{"red", "blue"} {
		tb.Sides[i] = &orders.Side{ID: id, Index: i, AP: 12}
	}
	return tb
}

// The ranged situation the table builds for combat: distance, arcs, the
// blind side, cover, darkness, a weak floor, base contact (GAP-14) and
// the option wideArc (GAP-12).
func TestRangedSituation(t *testing.T) {
	rows := []string{
		"..............",
		"..........kw..",
		"..............",
	}
	shooter := trooper("red.a", 0, model(1.5, 1.5, 0))
	target := trooper("blue.b", 1, model(10.5, 1.5, 0)) // faces away: the shooter is on its blind side
	tb := table(t, rows, shooter, target)
	s := tb.RangedAttack(shooter, shooter.Base, target).Situation
	if math.Abs(s.Distance-8) > 1e-9 || !s.InArc || !s.InView || !s.BlindSide || s.Cover || !s.Dark || s.WeakArea || s.Shooters != 1 {
		t.Errorf("situation %+v", s)
	}
	shooter.Base = model(1.5, 1.5, 180)
	target.Base = model(11.5, 1.5, 180)
	foe := trooper("blue.c", 1, model(0.5, 1.5, 0))
	tb = table(t, rows, shooter, target, foe)
	s = tb.RangedAttack(shooter, shooter.Base, target).Situation
	if s.InArc || s.BlindSide || !s.WeakArea || !s.Engaged || s.Dark {
		t.Errorf("facing away, in contact, target on weak floor facing the shooter: %+v", s)
	}
	shooter.Base, target.Base = model(1.5, 1.5, 90), model(10.5, 1.5, 0)
	tb = table(t, rows, shooter, target)
	tb.Options.WideArc = true
	if s := tb.RangedAttack(shooter, shooter.Base, target).Situation; !s.InArc {
		t.Error("wideArc: a target 90° off is in a 180° arc")
	}
}

// A movement plan asked for again is answered from the table's recent
// plans only while nothing it depends on has changed: a wall raised on
// the destination, or another model standing there, is seen at once, and
// each answer's path is the caller's own to change.
func TestPlansFollowTheTable(t *testing.T) {
	red := trooper("red.a", 0, model(3.5, 3.5, 0))
	blue := trooper("blue.b", 1, model(9.5, 1.5, 180))
	tb := table(t, []string{
		"..........",
		"..........",
		"....#.....",
		"....#.....",
		"....#.....",
		"..........",
	}, red, blue)
	to := geom.Vec{X: 5.5, Y: 5.5} // round the end of the wall
	move := orders.Order{Unit: red.ID, Verb: orders.Move, X: to.X, Y: to.Y}
	r := orders.Core()
	first := r.Preview(tb, 0, move)
	if first.Err != nil || len(first.Path) < 2 {
		t.Fatalf("the move: %+v", first)
	}
	first.Path[0] = geom.Vec{X: -1, Y: -1} // the caller's copy
	for range 2 {
		again := r.Preview(tb, 0, move)
		if again.Err != nil || again.Path[0] != red.Base.Centre {
			t.Fatalf("asked again: %+v", again)
		}
		again.Path[0] = geom.Vec{X: -1, Y: -1}
	}
	cell, _ := tb.Deck.Cell(5, 5)
	tb.Deck.SetCell(5, 5, deck.Cell{Terrain: deck.Impossible, Wall: true})
	if walled := r.Preview(tb, 0, move); walled.Err == nil {
		t.Errorf("a wall on the destination: %+v", walled)
	}
	tb.Deck.SetCell(5, 5, cell)
	if open := r.Preview(tb, 0, move); open.Err != nil {
		t.Errorf("the wall gone: %v", open.Err)
	}
	home := blue.Base.Centre
	blue.Base.Centre = to
	if blocked := r.Preview(tb, 0, move); blocked.Err == nil {
		t.Errorf("a model on the destination: %+v", blocked)
	}
	blue.Base.Centre = home
	if clear := r.Preview(tb, 0, move); clear.Err != nil {
		t.Errorf("the model gone: %v", clear.Err)
	}
}

// KG-AP-03: a side may declare a combo that costs every AP it has, and
// not one that costs one more.
func TestComboCostsNoMoreThanTheSideHas(t *testing.T) {
	rows := []string{"............", "............", "............"}
	shooter := trooper("red.a", 0, model(1.5, 1.5, 0))
	target := trooper("blue.b", 1, model(8.5, 1.5, 180))
	tb := table(t, rows, shooter, target)
	shots := []orders.Order{
		{Unit: shooter.ID, Verb: orders.Shoot, Target: target.ID, Shot: combat.Standard},
		{Unit: shooter.ID, Verb: orders.Shoot, Target: target.ID, Shot: combat.Standard},
	}
	_, cost, err := orders.Core().Check(tb, 0, shots)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		ap   int
		want string
	}{{cost, ""}, {cost - 1, "KG-AP-03"}} {
		tb.Sides[0].AP = c.ap
		_, _, err := orders.Core().Check(tb, 0, shots)
		if got := ruleOf(err); got != c.want {
			t.Errorf("%d AP for a %d-AP combo: %v, want %q", c.ap, cost, err, c.want)
		}
	}
}

// ruleOf is the rule err cites, "" for none.
func ruleOf(err error) string {
	if err == nil {
		return ""
	}
	return refusal.RuleOf(err)
}

// A declaration from any player, not only a file, holds at most
// MaxComboSteps steps (KG-CMB-01, issue 13): 48 free turns are taken, 49
// refused before any is checked.
func TestComboStepCap(t *testing.T) {
	rows := []string{"......", "......", "......"}
	u := trooper("red.a", 0, model(1.5, 1.5, 0))
	tb := table(t, rows, u, trooper("blue.b", 1, model(4.5, 1.5, 180)))
	turns := make([]orders.Order, orders.MaxComboSteps+1)
	for i := range turns {
		turns[i] = orders.Order{Unit: u.ID, Verb: orders.Rotate, Angle: float64(i)}
	}
	if _, _, err := orders.Core().Check(tb, 0, turns[:orders.MaxComboSteps]); err != nil {
		t.Errorf("%d turns: %v", orders.MaxComboSteps, err)
	}
	_, _, err := orders.Core().Check(tb, 0, turns)
	if ruleOf(err) != "KG-CMB-01" || !strings.Contains(err.Error(), "holds at most 48") {
		t.Errorf("%d turns: %v, want a KG-CMB-01 refusal", len(turns), err)
	}
}

// A short id names the unit whose full id ends in a dot and it: never
// one whose id merely ends in the same letters.
func TestShortIDs(t *testing.T) {
	tb := &orders.Table{Units: []*orders.Unit{{ID: "red.ec-trooper-12", Side: 0}, {ID: "red.ec-trooper-2", Side: 0}, {ID: "blue.ec-trooper-2", Side: 1}}}
	for _, c := range []struct {
		id   string
		side int
		want string
	}{
		{"ec-trooper-2", 0, "red.ec-trooper-2"},
		{"ec-trooper-2", 1, "blue.ec-trooper-2"},
		{"ec-trooper-2", -1, ""}, // two sides have one: ambiguous
		{"trooper-2", 0, ""},     // no unit is "….trooper-2"
		{"ec-trooper-12", -1, "red.ec-trooper-12"},
		{"blue.ec-trooper-2", 0, "blue.ec-trooper-2"},
	} {
		got := ""
		if u := tb.Find(c.id, c.side); u != nil {
			got = u.ID
		}
		if got != c.want {
			t.Errorf("Find(%q, %d) = %q, want %q", c.id, c.side, got, c.want)
		}
	}
}
