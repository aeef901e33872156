package evasion_test

import (
	"math"
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/blast"
	"github.com/krygothic/krygothic/rules/modules/evasion"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/orders/orderstest"
)

var shipped = func() *content.Content {
	c, err := content.Default()
	if err != nil {
		panic(err)
	}
	return c
}()

// unit is a model of side at (x, y) facing facingDeg, with a rifle and
// the Average Joe's Speed 3 (KG-DATA-02).
func unit(id string, side int, x, y, facingDeg float64) *orders.Unit {
	rifle, _ := shipped.Ranged("rifle")
	f := combat.Fighter{ID: id, WoundCapacity: 2, Ranged: rifle}
	f.Stats.RC, f.Stats.Speed, f.Stats.Body, f.Stats.Willpower, f.Stats.Strength = 3, 3, 2, 3, 2
	return &orders.Unit{ID: id, Side: side, F: f, Base: geom.Base{Centre: geom.Vec{X: x, Y: y}, Radius: 0.5, Facing: geom.Degrees(facingDeg)}, OnTable: true}
}

// table is a table of units on an open deck 40" by 30", played by rules.
func table(t *testing.T, rules *orders.Rules, units ...*orders.Unit) *orders.Table {
	t.Helper()
	return orderstest.Table(t, rules, orderstest.Open(40, 30), units...)
}

// withEvasion is the core rules with the module's shipped rules.
func withEvasion() *orders.Rules { return orders.Core().With(evasion.Rules(evasion.Shipped())) }

// shotAt previews red.a's standard shot at blue.b, 8" east of it, which
// ran (KG-RC-10) as ran says and has moved hundredths of an inch this AP
// round (the module's mark), under rules.
func shotAt(t *testing.T, rules *orders.Rules, ran bool, hundredths int) orders.Preview {
	t.Helper()
	target := unit("blue.b", 1, 18, 15, 180)
	target.Ran = ran
	tb := table(t, rules, unit("red.a", 0, 10, 15, 0), target)
	if hundredths != 0 {
		tb.Marks[orders.MarkKey{Unit: "blue.b", Mark: evasion.MovedMark}] = hundredths
	}
	p := rules.Preview(tb, 0, orders.Order{Unit: "red.a", Verb: orders.Shoot, Target: "blue.b", Shot: combat.Standard})
	if p.Err != nil || p.Ranged == nil {
		t.Fatalf("the shot was refused: %v", p.Err)
	}
	return p
}

// movement is the TN the rules named add to hit for movement: the core's
// sprint (KG-RC-10) and the module's (XS-18), and their words.
func movement(p orders.Preview) (sprint, moved int, what string) {
	for _, m := range p.Ranged.HitMods {
		switch {
		case m.RuleID == "KG-RC-10" && m.What == "target sprinting":
			sprint += m.Value
		case m.RuleID == evasion.Rule:
			moved, what = moved+m.Value, m.What
		}
	}
	return sprint, moved, what
}

// XS-18: +1 TN for every full 5" moved this AP round, at most +2.
func TestBonusPerFullStep(t *testing.T) {
	d := evasion.Shipped()
	for _, c := range []struct{ hundredths, want int }{
		{0, 0}, {499, 0}, {500, 1}, {999, 1}, {1000, 2}, {1500, 2}, {3000, 2},
	} {
		if got := d.Bonus(c.hundredths); got != c.want {
			t.Errorf("%s\" moved: +%d TN, want +%d", evasion.Inches(c.hundredths), got, c.want)
		}
	}
	if got := evasion.Inches(996); got != "9.9" {
		t.Errorf("9.96\" reads %q: a player must not read a full 10\" that gives only +1", got)
	}
}

// XS-18 in place of KG-RC-10's flat +1 against a target that ran: with
// the module a target that ran 4" (a short run) is no harder to hit, one
// that ran 6" is +1 as before but by the module's rule, one that walked
// 10.4" in two moves (no run) is +2, and 25" is still +2.
func TestItReplacesTheSprintModifier(t *testing.T) {
	base := shotAt(t, orders.Core(), false, 0).Ranged.TN
	if sprint, _, _ := movement(shotAt(t, orders.Core(), true, 0)); sprint != 1 {
		t.Fatalf("KG-RC-10: without the module a target that ran is +1 (got %+d)", sprint)
	}
	for _, c := range []struct {
		ran        bool
		hundredths int
		want       int
		what       string
	}{
		{true, 400, 0, ""},
		{true, 600, 1, "target moved 6.0\" this AP round"},
		{false, 1040, 2, "target moved 10.4\" this AP round"},
		{true, 2500, 2, "target moved 25.0\" this AP round"},
	} {
		p := shotAt(t, withEvasion(), c.ran, c.hundredths)
		sprint, moved, what := movement(p)
		if sprint != 0 || moved != c.want || what != c.what || p.Ranged.TN != base+c.want {
			t.Errorf("moved %d/100\" (ran %v): sprint %+d, XS-18 %+d %q, TN %d; want no sprint, %+d %q, TN %d",
				c.hundredths, c.ran, sprint, moved, what, p.Ranged.TN, c.want, c.what, base+c.want)
		}
	}
}

// SW-MOVE-02: a model caught in a blast has no movement bonus. A throw
// (XS-01) reads only the shot's situation, from which the module has
// taken the sprint: with the module, a grenade at a target that has run
// 12" rolls to hit at the TN of a target standing still; without it, the
// core's +1 for a target that ran stands (the blast module's own
// reading, unchanged).
func TestNoMovementBonusAgainstABlast(t *testing.T) {
	b, err := blast.Rules(shipped, blast.Shipped())
	if err != nil {
		t.Fatal(err)
	}
	throw := func(rules *orders.Rules, ran bool, hundredths int) int {
		thrower := unit("red.a", 0, 10, 15, 0)
		thrower.Model = &army.Model{Grenades: 2}
		target := unit("blue.b", 1, 14, 15, 180)
		target.Ran = ran
		tb := table(t, rules, thrower, target)
		tb.Marks[orders.MarkKey{Unit: "blue.b", Mark: evasion.MovedMark}] = hundredths
		p := rules.Preview(tb, 0, orders.Order{Unit: "red.a", Verb: blast.Throw, Target: "blue.b"})
		if p.Err != nil || p.Ranged == nil {
			t.Fatalf("the throw was refused: %v", p.Err)
		}
		return p.Ranged.TN
	}
	still := throw(orders.Core().With(b), false, 0)
	if got := throw(orders.Core().With(b), true, 0); got != still+1 {
		t.Errorf("KG-RC-10: without evasion a grenade at a target that ran is at TN %d, want %d", got, still+1)
	}
	if got := throw(orders.Core().With(b, evasion.Rules(evasion.Shipped())), true, 1200); got != still {
		t.Errorf("SW-MOVE-02: with evasion a grenade at a target that ran 12\" is at TN %d, want %d (no movement bonus)", got, still)
	}
}

// env is the match as the module's trigger uses it: it carries out the
// marks it sets.
type env struct{ t *orders.Table }

func (e env) Dice() dice.Source { return nil }
func (e env) Apply(o orders.Outcome) error {
	for _, s := range o.Sets {
		if m, ok := s.(orders.Marked); ok {
			if m.Value == 0 {
				delete(e.t.Marks, m.Key)
			} else {
				e.t.Marks[m.Key] = m.Value
			}
		}
	}
	return nil
}
func (e env) Defence(_, _ *orders.Unit) (combat.DefenceClass, combat.DefenceType) {
	return combat.Passive, combat.NoDefenceType
}
func (e env) PayForWound(*orders.Unit, int, int, int) bool { return false }
func (e env) LetGo(_, _ *orders.Unit) bool                 { return false }

// walker plays a step of kind k along path on table tb for unit u, as
// the match does: begun, moved on to each point of at (the unit placed
// there, the trigger told), resolved.
type walker struct {
	t    *testing.T
	tb   *orders.Table
	mod  orders.Module
	step *orders.Step
}

func (w walker) at(m orders.Moment) {
	w.t.Helper()
	for _, tr := range w.mod.Triggers {
		if err := tr(w.tb, env{w.tb}, w.step, m); err != nil {
			w.t.Fatal(err)
		}
	}
}

func (w walker) to(p geom.Vec) {
	w.step.Unit.Base.Centre = p
	w.at(orders.UnitMoved)
}

func moved(tb *orders.Table, id string) int { return evasion.Moved(tb, id) }

// XS-18 (SW-SEQ-07's "moving at that rate"): the inches are counted as
// the model walks, so a shot in the middle of a move sees the way walked
// so far; a move delayed on its way (its path cut to what is left) goes
// on counting from where it stood; the next step adds to the round's
// total; a psychic's warp adds nothing; and as an AP round begins the
// total is forgotten, a step under way counting only what it walks from
// then on.
func TestTheInchesAreCountedAsItWalks(t *testing.T) {
	rules := withEvasion()
	u := unit("red.a", 0, 0, 0, 0)
	tb := table(t, rules, u)
	mod := evasion.Rules(evasion.Shipped())
	path := []geom.Vec{{X: 0, Y: 0}, {X: 3, Y: 0}, {X: 3, Y: 4}}
	w := walker{t, tb, mod, &orders.Step{Unit: u, Kind: rules.Kind(orders.Move), Plan: move.Plan{Kind: move.Walk, Path: path, Length: 7}}}
	w.at(orders.StepBegun)
	w.to(geom.Vec{X: 1.5, Y: 0})
	if got := moved(tb, u.ID); got != 150 {
		t.Errorf("1.5\" along the path: %d/100\" moved", got)
	}
	// Delayed at (3, 1): the path is what is left of it (KG-FACE-01).
	w.to(geom.Vec{X: 3, Y: 1})
	w.step.Plan.Path = orders.Remaining(path, u.Base.Centre)
	w.to(geom.Vec{X: 3, Y: 2.5})
	if got := moved(tb, u.ID); got != 550 {
		t.Errorf("5.5\" along the delayed path: %d/100\" moved", got)
	}
	w.to(geom.Vec{X: 3, Y: 4})
	w.at(orders.StepResolved)
	if got := moved(tb, u.ID); got != 700 {
		t.Errorf("the whole 7\" move: %d/100\" moved", got)
	}
	// A second move, 3.2" on: 10.2" this round.
	w.step = &orders.Step{Unit: u, Kind: rules.Kind(orders.Run), Plan: move.Plan{Kind: move.Run, Path: []geom.Vec{{X: 3, Y: 4}, {X: 6.2, Y: 4}}, Length: 3.2}}
	w.at(orders.StepBegun)
	w.to(geom.Vec{X: 4, Y: 4})
	if got := moved(tb, u.ID); got != 800 {
		t.Errorf("1\" into the second move: %d/100\" moved, want 800", got)
	}
	w.to(geom.Vec{X: 6.2, Y: 4})
	if got := moved(tb, u.ID); got != 1020 || evasion.Shipped().Bonus(got) != 2 {
		t.Errorf("after both moves: %d/100\" moved, want 1020 (+2)", got)
	}
	// A warp (the psychic discipline's, GAP-22) is no movement step.
	warp := &orders.Kind{Verb: "warp", Category: orders.Psychic}
	w.step = &orders.Step{Unit: u, Kind: warp, Plan: move.Plan{Path: []geom.Vec{{X: 6.2, Y: 4}, {X: 26.2, Y: 4}}, Length: 20}}
	w.at(orders.StepBegun)
	w.to(geom.Vec{X: 26.2, Y: 4})
	w.at(orders.StepResolved)
	if got := moved(tb, u.ID); got != 1020 {
		t.Errorf("a warp of 20\": %d/100\" moved, want 1020 still", got)
	}
	// A new AP round in the middle of a move: only what it walks from
	// then on counts.
	w.step = &orders.Step{Unit: u, Kind: rules.Kind(orders.Move), Plan: move.Plan{Kind: move.Walk, Path: []geom.Vec{{X: 26.2, Y: 4}, {X: 26.2, Y: 10}}, Length: 6}}
	w.at(orders.StepBegun)
	w.to(geom.Vec{X: 26.2, Y: 6})
	for _, r := range mod.Rounds {
		if err := r(tb, env{tb}, 2); err != nil {
			t.Fatal(err)
		}
	}
	if got := moved(tb, u.ID); got != 0 {
		t.Errorf("as the AP round begins: %d/100\" moved, want 0", got)
	}
	w.to(geom.Vec{X: 26.2, Y: 10})
	if got := moved(tb, u.ID); got != 400 {
		t.Errorf("the 4\" walked in the new round: %d/100\" moved, want 400", got)
	}
}

// Remaining and Walked measure along the path: a unit off to the side of
// a leg counts from its nearest point.
func TestWalkedAlongThePath(t *testing.T) {
	path := []geom.Vec{{X: 0, Y: 0}, {X: 4, Y: 0}, {X: 4, Y: 3}}
	for _, c := range []struct {
		at   geom.Vec
		want float64
	}{
		{geom.Vec{X: 0, Y: 0}, 7}, {geom.Vec{X: 4, Y: 0}, 3}, {geom.Vec{X: 4, Y: 1}, 2}, {geom.Vec{X: 4, Y: 3}, 0},
	} {
		if got := evasion.Remaining(path, c.at); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("from %v: %v left, want %v", c.at, got, c.want)
		}
	}
	if got := evasion.PathLength(path); got != 7 {
		t.Errorf("the path's length %v, want 7", got)
	}
}
