package suppression_test

import (
	"math"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/combat/combattest"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/blast"
	"github.com/krygothic/krygothic/rules/modules/suppression"
	"github.com/krygothic/krygothic/rules/orders"
)

// XS-06: the suppression test is Willpower at TN 3 + tokens, never above
// 9, so a model holds at most 6 tokens (more would not make it harder).
func TestTheTestIsThreePlusTokensAtMostNineXS06(t *testing.T) {
	d := suppression.Shipped()
	for tokens, want := range map[int]int{1: 4, 3: 6, 4: 7, 6: 9, 7: 9, 12: 9} {
		if got := d.TestTN(tokens); got != want {
			t.Errorf("%d tokens: TN %d, want %d", tokens, got, want)
		}
	}
	if d.MaxTokens() != 6 {
		t.Errorf("a model holds at most %d tokens, want 6", d.MaxTokens())
	}
}

// The odds the preview gives (KG-DICE-07, the 7+ table of RULINGS §1): a
// Willpower 3 model passes TN 4 with 1 − (1/2)³, TN 6 (a hit) with
// 1 − (5/6)³, TN 9 (the most) with 1 − (1 − 1/6 · 2/6)³.
func TestPassChance(t *testing.T) {
	for _, c := range []struct {
		wp, tn int
		want   float64
	}{
		{3, 4, 1 - 0.125},
		{3, 6, 1 - math.Pow(5.0/6, 3)},
		{3, 9, 1 - math.Pow(1-1.0/18, 3)},
		{0, 4, 0},
	} {
		if got := suppression.PassChance(c.wp, c.tn, dice.Table); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("Willpower %d at TN %d: %.6f, want %.6f", c.wp, c.tn, got, c.want)
		}
	}
}

// XC-RNG-EX2 in the design's terms: "a long-range shot counts as medium;
// the maximum braced range is longer". A rifle (4K2S1, LR 12") at 15" has
// a penalty of 4 and keeps nothing: out of range; a braced aimed shot
// cuts it to 3 and keeps 1 (the reach of the rifle grows by an inch, not
// to the seed's 4 × listed range). The module's braced plan, which the
// AI and the preview weigh, is the plan the shot rule makes.
func TestBracingReachesFurtherXCRNGEX2(t *testing.T) {
	shooter := combattest.With(combattest.Joe("s"), func(f *combat.Fighter) { f.Ranged = combattest.Ranged("rifle") })
	at := func(distance float64, cut int) combat.RangedPlan {
		p, err := combat.RangedAttack{Shooter: shooter, Target: combattest.Joe("t"), Shot: combat.Aimed, Situation: combattest.Open(distance), PenaltyCut: cut}.Plan()
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	if p := at(15, 0); !p.OutOfRange || p.Penalty != 4 {
		t.Errorf("unbraced at 15\": penalty %d, out of range %v; want 4, out of range", p.Penalty, p.OutOfRange)
	}
	if p := at(15, 1); p.OutOfRange || p.Penalty != 3 || p.Keep != 1 {
		t.Errorf("braced at 15\": penalty %d keep %d, out of range %v; want 3, 1, in range", p.Penalty, p.Keep, p.OutOfRange)
	}
	if p := at(12, 1); p.Penalty != 0 || p.TN != 5 || p.Keep != 4 || p.Band != combat.LongRange {
		t.Errorf("braced at 12\": %+v; want long range counted as medium: no penalty, TN 5, keep 4", p)
	}
	d := suppression.Shipped()
	for _, distance := range []float64{12, 13, 14, 15} {
		q, ok := d.BracedPlan(at(distance, 0))
		want := at(distance, 1)
		if !ok || q.TN != want.TN || q.Keep != want.Keep || q.Penalty != want.Penalty || q.OutOfRange != want.OutOfRange {
			t.Errorf("at %g\": the module's braced plan %+v, the shot rule's %+v", distance, q, want)
		}
		odds := combat.AttackOdds(q, 2, dice.Table)
		real, err := combat.RangedOdds(combat.RangedAttack{Shooter: shooter, Target: combattest.Joe("t"), Shot: combat.Aimed, Situation: combattest.Open(distance), PenaltyCut: 1}, combat.Options{})
		if err != nil || math.Abs(odds.Kill()-real.Kill()) > 1e-12 || math.Abs(odds.Hit-real.Hit) > 1e-12 {
			t.Errorf("at %g\": braced odds %+v, the shot's %+v (%v)", distance, odds, real, err)
		}
	}
	if _, ok := d.BracedPlan(at(11, 0)); ok {
		t.Error("bracing a shot at medium range changes nothing, yet a braced plan was made")
	}
}

// XC-COV-06, XS-06: full cover needs a wall, a closed door or a cover
// cell within 1" of the model's base; 1" exactly is within (RULINGS).
func TestCoverWithinAnInchXCCOV06(t *testing.T) {
	cells := make([]deck.Cell, 10*5)
	cells[2*10+5] = deck.Cell{Wall: true, Terrain: deck.Impossible} // the cell (5, 2): x 5–6, y 2–3
	cells[4*10+0] = deck.Cell{Cover: true, Terrain: deck.Difficult} // (0, 4)
	d, err := deck.New(10, 5, cells)
	if err != nil {
		t.Fatal(err)
	}
	base := func(x, y float64) geom.Base { return geom.Base{Centre: geom.Vec{X: x, Y: y}, Radius: 0.5} }
	for _, c := range []struct {
		at   geom.Base
		want bool
	}{
		{base(3.5, 2.5), true},   // its base 1" from the wall
		{base(3.49, 2.5), false}, // a hair further
		{base(7.2, 1.5), true},   // diagonally: the corner (6, 2) at 1.3 − 0.5 = 0.8"
		{base(7.5, 1.5), false},  // the corner at 1.58 − 0.5 = 1.08"
		{base(2.5, 4.5), true},   // the crates at (0, 4): 1" from x = 1
		{base(2.5, 0.5), false},  // in the open
	} {
		if got := suppression.CoverNear(d, c.at, 1); got != c.want {
			t.Errorf("a model at %v: cover %v, want %v", c.at.Centre, got, c.want)
		}
	}
}

// XC-STNC-04: in full cover a model may turn, fire suppressively, throw a
// grenade and do what needs no sight (unpin, a reload); every other order
// takes it out, a brace and a Waiting order included.
func TestWhatLeavesFullCoverXCSTNC04(t *testing.T) {
	for _, c := range []struct {
		o    orders.Order
		cat  orders.Category
		want bool
	}{
		{orders.Order{Verb: orders.Shoot, Shot: combat.Suppressive}, orders.Ranged, false},
		{orders.Order{Verb: orders.Shoot, Shot: combat.Standard}, orders.Ranged, true},
		{orders.Order{Verb: orders.Shoot, Shot: combat.Aimed}, orders.Ranged, true},
		{orders.Order{Verb: blast.Throw}, orders.Ranged, false},
		{orders.Order{Verb: blast.Launch}, orders.Ranged, true},
		{orders.Order{Verb: orders.Rotate}, orders.Movement, false},
		{orders.Order{Verb: orders.Move}, orders.Movement, true},
		{orders.Order{Verb: orders.Charge}, orders.Movement, true},
		{orders.Order{Verb: orders.Attack}, orders.CloseCombat, true},
		{orders.Order{Verb: orders.Unpin}, orders.Other, false},
		{orders.Order{Verb: "reload"}, orders.Other, false},
		{orders.Order{Verb: orders.Wait}, orders.Other, true},
		{orders.Order{Verb: suppression.Brace}, orders.Other, true},
		{orders.Order{Verb: "bolt"}, orders.Psychic, true},
	} {
		if got := suppression.Leaves(c.o, c.cat); got != c.want {
			t.Errorf("%s %v: leaves full cover %v, want %v", c.o.Verb, c.o.Shot, got, c.want)
		}
	}
}
