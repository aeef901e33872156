package orders_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/orders"
)

// Elevation (GAP-37): a model whose base centre stands on a gantry ('g')
// fires down over waist-high cover ('c') at a target on the floor; the
// cover still counts for a target up on a gantry too, and for a shot
// fired up from the floor. The preview's modifiers say so.
func TestFiringDownFromAGantry(t *testing.T) {
	floorEnd := []string{ // the target's end is deck floor
		"gggg...........",
		"gggg.......c...",
		"gggg...........",
	}
	gantryEnd := []string{ // the target's end is a gantry too
		"gggg.......gggg",
		"gggg.......cggg",
		"gggg.......gggg",
	}
	for _, c := range []struct {
		name      string
		rows      []string
		shooterX  float64
		cover     bool // the target has cover
		fromAbove bool // the GAP-37 modifier is shown
	}{
		{"from the floor at a target on the floor", floorEnd, 5.5, true, false},
		{"from the gantry at a target on the floor", floorEnd, 1.5, false, true},
		{"from the gantry at a target on a gantry", gantryEnd, 1.5, true, false},
		{"from the floor up at a target on a gantry", gantryEnd, 5.5, true, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			shooter := trooper("red.a", 0, model(c.shooterX, 1.5, 0))
			target := trooper("blue.b", 1, model(13.5, 1.5, 180))
			tb := table(t, c.rows, shooter, target)
			a := tb.RangedAttack(shooter, shooter.Base, target)
			if !a.InView || a.Cover != c.cover {
				t.Errorf("in view %v, cover %v; want cover %v", a.InView, a.Cover, c.cover)
			}
			p := orders.Core().Preview(tb, 0, orders.Order{Unit: shooter.ID, Verb: orders.Shoot, Target: target.ID, Shot: combat.Standard})
			if p.Err != nil || p.Ranged == nil || p.Odds == nil {
				t.Fatalf("preview: %+v", p)
			}
			if got := hasMod(p.Ranged.HitMods, "KG-RC-10", "target in cover"); got != c.cover {
				t.Errorf("the cover modifier shown: %v, want %v (%+v)", got, c.cover, p.Ranged.HitMods)
			}
			if got := hasMod(p.Ranged.HitMods, "GAP-37", "firing down from a gantry: waist-high cover ignored"); got != c.fromAbove {
				t.Errorf("the GAP-37 line shown: %v, want %v (%+v)", got, c.fromAbove, p.Ranged.HitMods)
			}
		})
	}
}

// From a gantry, another model in the way still gives cover (GAP-37
// ignores waist-high cover cells only), and no GAP-37 line is shown.
func TestAModelStillCoversFromAbove(t *testing.T) {
	shooter := trooper("red.a", 0, model(1.5, 1.5, 0))
	friend := trooper("blue.c", 1, model(9.5, 1.5, 180))
	target := trooper("blue.b", 1, model(13.5, 1.5, 180))
	tb := table(t, []string{"gggg...........", "gggg...........", "gggg..........."}, shooter, friend, target)
	a := tb.RangedAttack(shooter, shooter.Base, target)
	if !a.Cover || hasMod(a.Mods, "GAP-37", "firing down from a gantry: waist-high cover ignored") {
		t.Errorf("behind a model, from a gantry: %+v, mods %+v", a.Situation, a.Mods)
	}
}

// hasMod reports whether mods holds the modifier of rule saying what.
func hasMod(mods []combat.Modifier, rule, what string) bool {
	for _, m := range mods {
		if m.RuleID == rule && m.What == what {
			return true
		}
	}
	return false
}
