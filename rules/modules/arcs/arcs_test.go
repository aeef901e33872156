package arcs_test

import (
	"math"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/deck/decktest"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/arcs"
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

// lascannon is SW-ARC-EX1's weapon, which the content does not have: a
// lascannon-class weapon with a 20° arc.
var lascannon = &content.RangedWeapon{ID: "lascannon", Name: "Lascannon", Stats: content.WeaponStats{Keep: 2, MaxWounds: 3}, Short: 6, Long: 36, Tags: []string{content.TagHeavy}}

// withLascannon is the module's shipped data with the lascannon's 20°
// arc.
func withLascannon() arcs.Data {
	d := arcs.Shipped()
	d.Weapons = append(d.Weapons, arcs.WeaponArc{Weapon: "lascannon", Degrees: 20})
	return d
}

// weapon is the shipped ranged weapon of id.
func weapon(t *testing.T, id string) *content.RangedWeapon {
	t.Helper()
	for _, w := range shipped.RangedWeapons {
		if w.ID == id {
			return w
		}
	}
	t.Fatalf("no weapon %s", id)
	return nil
}

// unit is a model of side at (x, y) facing facingDeg with weapon w.
func unit(id string, side int, x, y, facingDeg float64, w *content.RangedWeapon) *orders.Unit {
	f := combat.Fighter{ID: id, WoundCapacity: 2, Ranged: w}
	f.Stats.RC, f.Stats.Speed, f.Stats.Body, f.Stats.Willpower, f.Stats.Strength = 3, 4, 3, 3, 3
	return &orders.Unit{ID: id, Side: side, F: f, Base: geom.Base{Centre: geom.Vec{X: x, Y: y}, Radius: 0.5, Facing: geom.Degrees(facingDeg)}, OnTable: true}
}

// open is an open deck 40" by 30".
func open(t *testing.T) []string {
	rows := make([]string, 30)
	for i := range rows {
		rows[i] = strings.Repeat(".", 40)
	}
	return rows
}

// table is a table of units on an open deck, played by rules.
func table(t *testing.T, rules *orders.Rules, units ...*orders.Unit) *orders.Table {
	t.Helper()
	tb := &orders.Table{Deck: decktest.Build(t, open(t)...), Units: units, Rules: rules,
		Fought: map[orders.Pair]int{}, Charged: map[orders.Pair]bool{}, Marks: map[orders.MarkKey]int{}}
	for i, id := range []string{"red", "blue"} {
		tb.Sides[i] = &orders.Side{ID: id, Index: i, AP: 12}
	}
	return tb
}

// withArcs is the core rules with the module's, of data d.
func withArcs(d arcs.Data) *orders.Rules { return orders.Core().With(arcs.Rules(d)) }

// shotAt previews a standard shot by a model with weapon w, at (10, 15)
// facing 0°, at a target 12" away at bearing deg, under rules.
func shotAt(t *testing.T, rules *orders.Rules, w *content.RangedWeapon, deg float64) orders.Preview {
	t.Helper()
	shooter := unit("red.a", 0, 10, 15, 0, w)
	b := geom.Degrees(deg)
	target := unit("blue.b", 1, 10+12*math.Cos(b), 15+12*math.Sin(b), 180, weapon(t, "rifle"))
	tb := table(t, rules, shooter, target)
	return rules.Preview(tb, 0, orders.Order{Unit: "red.a", Verb: orders.Shoot, Target: "blue.b", Shot: combat.Standard})
}

// SW-ARC-EX1: a lascannon's fire arc is 20°, ±10° from straight ahead: a
// target 9° off is in it, one 11° off is not, on either side, and the
// refusal names the weapon's arc (SW-SHOOT-02). Under the core rules the
// same shot at 11° is in the 90° front arc (KG-RC-05).
func TestLascannonArc(t *testing.T) {
	rules := withArcs(withLascannon())
	for _, deg := range []float64{9, -9} {
		if p := shotAt(t, rules, lascannon, deg); p.Err != nil {
			t.Errorf("SW-ARC-EX1: a target %g° off is inside the lascannon's 20° arc: %v", deg, p.Err)
		}
	}
	for _, deg := range []float64{11, -11} {
		p := shotAt(t, rules, lascannon, deg)
		if refusal.RuleOf(p.Err) != "XS-04" || !strings.Contains(refusal.ReasonOf(p.Err), "outside the 20° fire arc of red.a's Lascannon") {
			t.Errorf("SW-ARC-EX1: a target %g° off is outside the lascannon's 20° arc: %v", deg, p.Err)
		}
	}
	if p := shotAt(t, orders.Core(), lascannon, 11); p.Err != nil {
		t.Errorf("KG-RC-05: without the module the lascannon has the 90° front arc: %v", p.Err)
	}
}

// SW-ARC-01: each weapon listed has its own arc, wider or narrower than
// the front arc, its edge inside (GAP-12); a weapon not listed keeps the
// 90° front arc and the core's refusal (KG-RC-05).
func TestWeaponArcs(t *testing.T) {
	rules := withArcs(arcs.Shipped())
	thrower := &content.RangedWeapon{ID: "harpoon", Name: "Harpoon", Stats: content.WeaponStats{Keep: 1, MaxWounds: 1}, Short: 2, Long: 20}
	for _, c := range []struct {
		w       *content.RangedWeapon
		in, out float64 // degrees off straight ahead
		rule    string
	}{
		{weapon(t, "pistol"), 59.5, 60.5, "XS-04"},
		{weapon(t, "rifle"), 45, 45.5, "XS-04"},
		{weapon(t, "assault-rifle"), -44.5, -45.5, "XS-04"},
		{weapon(t, "autocannon"), 29.5, 30.5, "XS-04"},
		{weapon(t, "hand-flamer"), -30, -31, "XS-04"},
		{weapon(t, "sniper-rifle"), 15, 15.5, "XS-04"},
		{thrower, 44.5, 45.5, "KG-RC-05"},
	} {
		w := *c.w
		w.Long = 24 // every target in range: the arc alone decides
		if p := shotAt(t, rules, &w, c.in); p.Err != nil {
			t.Errorf("%s: a target %g° off is in its arc: %v", w.ID, c.in, p.Err)
		}
		p := shotAt(t, rules, &w, c.out)
		if got := refusal.RuleOf(p.Err); got != c.rule {
			t.Errorf("%s: a target %g° off refused by %q (%v), want %s", w.ID, c.out, got, p.Err, c.rule)
		}
	}
	if p := shotAt(t, rules, thrower, 50); !strings.Contains(refusal.ReasonOf(p.Err), "outside red.a's 90° front arc") {
		t.Errorf("KG-RC-05: an unlisted weapon's refusal is the core's: %v", p.Err)
	}
	if p := shotAt(t, orders.Core(), weapon(t, "pistol"), 59.5); refusal.RuleOf(p.Err) != "KG-RC-05" {
		t.Errorf("KG-RC-05: without the module a pistol has the 90° front arc: %v", p.Err)
	}
}

// XS-04: the target's vision arc, which decides the blind side (KG-RC-06),
// stays the 90° front arc whatever the shooter's weapon: a pistol 50° off
// the target's facing is on its blind side, a sniper 40° off is not.
func TestVisionArcStays(t *testing.T) {
	rules := withArcs(arcs.Shipped())
	for _, c := range []struct {
		w     string
		off   float64 // where the shooter stands, seen from the target's facing
		blind bool
	}{{"pistol", 50, true}, {"sniper-rifle", 40, false}, {"rifle", 46, true}} {
		target := unit("blue.b", 1, 20, 15, 0, weapon(t, "rifle"))
		b := geom.Degrees(c.off)
		shooter := unit("red.a", 0, 20+5*math.Cos(b), 15+5*math.Sin(b), 0, weapon(t, c.w))
		shooter.Base.Facing = shooter.Base.Centre.Bearing(target.Base.Centre)
		tb := table(t, rules, shooter, target)
		a := tb.RangedAttack(shooter, shooter.Base, target)
		if !a.InArc || a.BlindSide != c.blind {
			t.Errorf("%s %g° off the target's facing: in arc %v, blind side %v; want in arc, blind side %v", c.w, c.off, a.InArc, a.BlindSide, c.blind)
		}
	}
}

// cost is what orders cost red as one declaration by a model at (10, 15)
// facing 0° with weapon w, under rules.
func cost(t *testing.T, rules *orders.Rules, w *content.RangedWeapon, steps ...orders.Order) int {
	t.Helper()
	u := unit("red.a", 0, 10, 15, 0, w)
	far := unit("blue.b", 1, 35, 25, 0, weapon(t, "rifle"))
	tb := table(t, rules, u, far)
	for i := range steps {
		steps[i].Unit = "red.a"
	}
	_, total, err := rules.Check(tb, 0, steps)
	if err != nil {
		t.Fatalf("%v: %v", steps, err)
	}
	return total
}

func face(deg float64) orders.Order { return orders.Order{Verb: orders.Rotate, Angle: deg} }

// XS-04: a model with a heavy weapon pays 1 AP to turn more than 45° with
// a free turn (KG-MOVE-05's face, KG-MOVE-07's 0-AP small step), measured
// from where it faced as the step came and where it faced when the combo
// was declared; 45° exactly is free; other weapons turn for nothing; a
// move pays its own AP and no more.
func TestHeavyTurnCost(t *testing.T) {
	rules := withArcs(arcs.Shipped())
	ac, rifle := weapon(t, "autocannon"), weapon(t, "rifle")
	step := func(x, y float64) orders.Order { return orders.Order{Verb: orders.SmallStep, X: x, Y: y} }
	move := func(x, y float64) orders.Order { return orders.Order{Verb: orders.Move, X: x, Y: y} }
	for _, c := range []struct {
		name  string
		w     *content.RangedWeapon
		steps []orders.Order
		want  int
	}{
		{"heavy, 45°", ac, []orders.Order{face(45)}, 0},
		{"heavy, -45°", ac, []orders.Order{face(-45)}, 0},
		{"heavy, 46°", ac, []orders.Order{face(46)}, 1},
		{"heavy, about face", ac, []orders.Order{face(180)}, 1},
		{"heavy, 405° is 45°", ac, []orders.Order{face(405)}, 0},
		{"rifle, about face", rifle, []orders.Order{face(180)}, 0},
		{"heavy, 40° then 80°: the second leaves the combo's 45°", ac, []orders.Order{face(40), face(80)}, 1},
		{"heavy, 30° then back to 0°", ac, []orders.Order{face(30), face(0)}, 0},
		{"heavy, 90° then back", ac, []orders.Order{face(90), face(0)}, 2},
		{"heavy, small step back", ac, []orders.Order{step(9.3, 15)}, 1},
		{"heavy, small step ahead", ac, []orders.Order{step(10.7, 15)}, 0},
		{"rifle, small step back", rifle, []orders.Order{step(9.3, 15)}, 0},
	} {
		if got := cost(t, rules, c.w, c.steps...); got != c.want {
			t.Errorf("%s: %d AP, want %d", c.name, got, c.want)
		}
	}
	if got, core := cost(t, rules, ac, move(7, 15)), cost(t, orders.Core(), ac, move(7, 15)); got != core {
		t.Errorf("a heavy weapon's move back costs %d AP with the module, %d without: a move pays no turn", got, core)
	}
	if got := cost(t, orders.Core(), ac, face(180)); got != 0 {
		t.Errorf("KG-MOVE-05: without the module turning is free: %d AP", got)
	}
	// The face order's preview shows what it costs.
	u := unit("red.a", 0, 10, 15, 0, ac)
	tb := table(t, rules, u, unit("blue.b", 1, 35, 25, 0, rifle))
	if p := rules.Preview(tb, 0, orders.Order{Unit: "red.a", Verb: orders.Rotate, Angle: 120}); p.Err != nil || p.AP != 1 {
		t.Errorf("the face preview of a heavy weapon's 120° turn: %d AP (%v), want 1", p.AP, p.Err)
	}
}

// A turn and then a shot are previewed together (orders.PreviewLast): a
// target outside the sniper's 30° arc is shot at after facing it, with
// the shot's odds, and a heavy weapon's big turn adds its AP to the shot's.
func TestTurnThenShoot(t *testing.T) {
	rules := withArcs(arcs.Shipped())
	for _, c := range []struct {
		w    string
		want int
	}{{"sniper-rifle", 2}, {"autocannon", 3}} {
		u := unit("red.a", 0, 10, 15, 0, weapon(t, c.w))
		e := unit("blue.b", 1, 10, 25, 0, weapon(t, "rifle")) // 90° off
		tb := table(t, rules, u, e)
		shot := orders.Order{Unit: "red.a", Verb: orders.Shoot, Target: "blue.b", Shot: combat.Standard}
		if p := rules.Preview(tb, 0, shot); refusal.RuleOf(p.Err) != "XS-04" {
			t.Fatalf("%s: the shot 90° off is refused for its arc: %v", c.w, p.Err)
		}
		p := rules.PreviewLast(tb, 0, []orders.Order{{Unit: "red.a", Verb: orders.Rotate, Angle: 90}, shot})
		if p.Err != nil || p.Odds == nil || p.Ranged == nil || p.AP != c.want {
			t.Errorf("%s: face 90 & shoot: %d AP, odds %v, %v; want %d AP and odds", c.w, p.AP, p.Odds != nil, p.Err, c.want)
		}
	}
}
