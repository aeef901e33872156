package priority_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/deck/decktest"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/priority"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

var shipped *content.Content

func init() {
	var err error
	if shipped, err = content.Default(); err != nil {
		panic(err)
	}
}

// unit is a model of side at (x, y), facing facingDeg, with a rifle
// (short 3", long 12").
func unit(id string, side int, x, y, facingDeg float64) *orders.Unit {
	f := combat.Fighter{ID: id, WoundCapacity: 2, Ranged: shipped.RangedWeapons[1]}
	f.Stats.RC, f.Stats.Speed, f.Stats.Body, f.Stats.Willpower, f.Stats.Strength = 3, 4, 3, 3, 3
	return &orders.Unit{ID: id, Side: side, F: f, Base: geom.Base{Centre: geom.Vec{X: x, Y: y}, Radius: 0.5, Facing: geom.Degrees(facingDeg)}, OnTable: true}
}

// deck is 30" by 9": open floor, a bulkhead at x 14 on rows 0 to 2 and
// waist-high cover at x 10 on row 7.
var deck = []string{
	"..............#...............",
	"..............#...............",
	"..............#...............",
	"..............................",
	"..............................",
	"..............................",
	"..............................",
	"..........c...................",
	"..............................",
}

// shoot is red.a's standard shot at target, previewed on a table of the
// units (red.a first) under rules; the shooter stands at (2.5, 4.5)
// facing east.
func shoot(t *testing.T, rules *orders.Rules, target string, units ...*orders.Unit) error {
	t.Helper()
	tb := &orders.Table{Deck: decktest.Build(t, deck...), Units: units, Rules: rules,
		Fought: map[orders.Pair]int{}, Charged: map[orders.Pair]bool{}, Marks: map[orders.MarkKey]int{}}
	for i, id := range []string{"red", "blue"} {
		tb.Sides[i] = &orders.Side{ID: id, Index: i, AP: 12}
	}
	return rules.Preview(tb, 0, orders.Order{Unit: "red.a", Verb: orders.Shoot, Target: target, Shot: combat.Standard}).Err
}

func withPriority(t *testing.T) *orders.Rules {
	t.Helper()
	return orders.Core().With(priority.Rules(priority.Shipped()))
}

// SW-SHOOT-04/05: the shooter must take the closest enemy model of the
// target's size class that it can shoot, unless the farther one it picks
// is easier to hit; the refusal names the closer one.
func TestTargetPriority(t *testing.T) {
	rules := withPriority(t)
	shooter := func() *orders.Unit { return unit("red.a", 0, 2.5, 4.5, 0) }
	far := func() *orders.Unit { return unit("blue.far", 1, 11.5, 4.5, 180) } // 8" off: medium range
	for _, c := range []struct {
		name   string
		near   *orders.Unit
		change func(near, far *orders.Unit)
		refuse bool
	}{
		{"a closer model as easy to hit", unit("blue.near", 1, 8.5, 5.5, 180), nil, true},
		{"a closer model sprinting (+1 TN)", unit("blue.near", 1, 8.5, 5.5, 180), func(n, _ *orders.Unit) { n.Ran = true }, false},
		{"a closer model in cover (+2 TN)", unit("blue.near", 1, 10.5, 7.5, 180), nil, false},
		{"the farther one sprinting: harder", unit("blue.near", 1, 8.5, 5.5, 180), func(_, f *orders.Unit) { f.Ran = true }, true},
		{"the farther one at long range: harder", unit("blue.near", 1, 8.5, 5.5, 180), func(_, f *orders.Unit) { f.Base.Centre.X = 16.5 }, true},
		{"a closer model behind the shooter: out of arc", unit("blue.near", 1, 0.5, 4.5, 0), nil, false},
		{"a closer model behind a bulkhead: out of sight", unit("blue.near", 1, 15.5, 0.5, 180), func(_, f *orders.Unit) { f.Base.Centre.X = 18.5 }, false},
		{"a closer model of another size (a 2\" base)", unit("blue.near", 1, 8.5, 6.5, 180), func(n, _ *orders.Unit) { n.Base.Radius = 1 }, false},
		{"another model exactly as far (5\")", unit("blue.near", 1, 6.5, 7.5, 180), func(_, f *orders.Unit) { f.Base.Centre.X = 7.5 }, false},
	} {
		s, f := shooter(), far()
		if c.change != nil {
			c.change(c.near, f)
		}
		err := shoot(t, rules, "blue.far", s, c.near, f)
		switch {
		case c.refuse && (refusal.RuleOf(err) != "XS-22" || !strings.Contains(refusal.ReasonOf(err), "blue.near")):
			t.Errorf("%s: the shot at the farther model: %v, want XS-22 naming blue.near", c.name, err)
		case c.refuse:
			if id, ok := priority.BoundBy(err); !ok || id != "blue.near" {
				t.Errorf("%s: the refusal names %q (%v) as binding, want blue.near", c.name, id, ok)
			}
		case !c.refuse && err != nil:
			t.Errorf("%s: the shot at the farther model refused: %v", c.name, err)
		}
		if err := shoot(t, orders.Core(), "blue.far", s, c.near, f); err != nil {
			t.Errorf("%s: without the module the shot is the core's: %v", c.name, err)
		}
	}
	// The closest is always a legal pick.
	if err := shoot(t, rules, "blue.near", shooter(), unit("blue.near", 1, 8.5, 5.5, 180), far()); err != nil {
		t.Errorf("the closest model: %v", err)
	}
}

// A refused step of a combo still names the model that binds it: the
// declaration's refusal says the step's again (refusal.Again), and the
// client marks that model (BoundBy) as it does for a single shot.
func TestBindingInACombo(t *testing.T) {
	rules := withPriority(t)
	tb := &orders.Table{Deck: decktest.Build(t, deck...), Rules: rules,
		Units:  []*orders.Unit{unit("red.a", 0, 2.5, 4.5, 0), unit("blue.near", 1, 8.5, 5.5, 180), unit("blue.far", 1, 11.5, 4.5, 180)},
		Fought: map[orders.Pair]int{}, Charged: map[orders.Pair]bool{}, Marks: map[orders.MarkKey]int{}}
	for i, id := range []string{"red", "blue"} {
		tb.Sides[i] = &orders.Side{ID: id, Index: i, AP: 12}
	}
	_, _, err := rules.Check(tb, 0, []orders.Order{{Unit: "red.a", Verb: orders.Rotate, Angle: 0},
		{Unit: "red.a", Verb: orders.Shoot, Target: "blue.far", Shot: combat.Standard}})
	if refusal.RuleOf(err) != "XS-22" || !strings.HasPrefix(refusal.ReasonOf(err), "step 2 of 2 (red.a shoot): red.a must take the closest medium target it can shoot, blue.near") {
		t.Fatalf("face & shoot the farther model: %v", err)
	}
	if id, ok := priority.BoundBy(err); !ok || id != "blue.near" {
		t.Errorf("the combo's refusal binds to %q (%v), want blue.near", id, ok)
	}
	if _, ok := priority.BoundBy(refusal.New("XS-22", "%s must take the closest medium target it can shoot, %s", "red.a", "blue.near")); ok {
		t.Error("a refusal's words alone name a binding model: no text is parsed")
	}
}

// A shooter is never made to fire into its own side's melee (GAP-14,
// GAP-15), and an objective is no model: it neither binds a shooter nor
// is bound.
func TestPriorityMeleeAndObjectives(t *testing.T) {
	rules := withPriority(t)
	near, friend := unit("blue.near", 1, 8.5, 5.5, 180), unit("red.b", 0, 8.5, 6.5, 0)
	friend.Base.Centre.Y = 5.5 + 1 + geom.ContactDistance/2
	if err := shoot(t, rules, "blue.far", unit("red.a", 0, 2.5, 4.5, 0), near, friend, unit("blue.far", 1, 11.5, 4.5, 180)); err != nil {
		t.Errorf("a closer model in a friend's melee binds the shooter: %v", err)
	}
	console := unit("obj.console", -1, 11.5, 4.5, 0)
	console.Objective, console.F.Ranged = true, nil
	if err := shoot(t, rules, "obj.console", unit("red.a", 0, 2.5, 4.5, 0), unit("blue.near", 1, 8.5, 5.5, 180), console); refusal.RuleOf(err) == "XS-22" {
		t.Errorf("a shot at an objective: %v", err)
	}
}

// SW-SHOOT-05's "easier": a lower to-hit TN, or the same TN with more dice
// or more hits kept.
func TestEasier(t *testing.T) {
	p := func(tn, dice, keep int) combat.RangedPlan { return combat.RangedPlan{TN: tn, Dice: dice, Keep: keep} }
	for _, c := range []struct {
		a, b combat.RangedPlan
		want bool
	}{
		{p(5, 3, 2), p(7, 5, 2), true},
		{p(7, 5, 2), p(5, 3, 2), false},
		{p(5, 5, 2), p(5, 3, 2), true},
		{p(5, 3, 2), p(5, 3, 1), true},
		{p(5, 3, 2), p(5, 3, 2), false},
	} {
		if got := priority.Easier(c.a, c.b); got != c.want {
			t.Errorf("Easier(%+v, %+v) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
