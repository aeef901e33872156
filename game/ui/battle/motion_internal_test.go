package battle

import (
	"math"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
)

// A shot's roll to hit flashes at the shooter's muzzle, pointing at the
// target, for a fifth of a second of game time; its target, removed,
// falls away from the shot.
func TestMuzzleFlashAndTheBodyFallsAway(t *testing.T) {
	var f feedback
	f.noteAim("red.a", "blue.b")
	f.observe(10, entry(combat.Roll{Purpose: "to hit", Kind: combat.HitRoll, Arm: combat.Gun, By: "red.a", TN: 4,
		Dice: []dice.Chain{{5}}, Passed: []bool{true}, Kept: []int{0}, Success: true}), fxTable)
	var flash *effect
	for i, e := range f.effects {
		if e.kind == fxMuzzle {
			flash = &f.effects[i]
		}
	}
	if flash == nil {
		t.Fatalf("no muzzle flash: %v", f.kinds(10))
	}
	if flash.from != (geom.Vec{X: 2, Y: 3}) || flash.at != (geom.Vec{X: 10, Y: 3}) || flash.anchor != "red.a" {
		t.Errorf("the flash at %v towards %v over %s, want at the shooter towards the target", flash.from, flash.at, flash.anchor)
	}
	if got := f.kinds(10.25); got[fxMuzzle] != 0 {
		t.Errorf("a flash still lit after a quarter second: %v", got)
	}
	f.observe(10.3, entry(combat.Wounded{Unit: "blue.b", Wounds: 1, Removed: true}), fxTable)
	if len(f.deaths) != 1 || math.Abs(f.deaths[0].fall) > 1e-9 { // shot from the west: it falls east
		t.Errorf("the body: %+v, want one fallen east (0)", f.deaths)
	}
}

// A grenade come down flies from its thrower to where it landed first,
// and only then does its blast show; at 2× both take half as long.
func TestGrenadeFliesBeforeItsBlast(t *testing.T) {
	for _, rate := range []float64{1, 2} {
		f := feedback{rate: rate}
		f.lob(10, "red.a", geom.Vec{X: 8, Y: 6}, 3, fxTable)
		flight := fxLife[fxGrenade] / rate
		live := func(now float64) (grenade, blast bool) {
			for _, e := range f.effects {
				if a := e.age(now); a >= 0 && a < 1 {
					grenade = grenade || e.kind == fxGrenade
					blast = blast || e.kind == fxBlast
				}
			}
			return
		}
		if g, b := live(10 + flight/2); !g || b {
			t.Errorf("%v×, half way through its flight: grenade %v, blast %v", rate, g, b)
		}
		if g, b := live(10 + flight + 0.01); g || !b {
			t.Errorf("%v×, as it lands: grenade %v, blast %v", rate, g, b)
		}
		if g, b := live(10 + flight + fxLife[fxBlast]/rate + 0.01); g || b {
			t.Errorf("%v×, after the blast: grenade %v, blast %v", rate, g, b)
		}
	}
	// A thrower out of sight: the blast alone, at once.
	var f feedback
	f.lob(10, "blue.hidden.x", geom.Vec{X: 8, Y: 6}, 3, func(string) (geom.Vec, int, bool) { return geom.Vec{}, -1, false })
	if got := f.kinds(10.01); got[fxGrenade] != 0 || got[fxBlast] != 1 {
		t.Errorf("a throw from out of sight: %v", got)
	}
}

// A figure turns towards where it is heading by at most a step, the
// short way round.
func TestTurnTowards(t *testing.T) {
	for _, c := range []struct{ a, b, step, want float64 }{
		{0, 1, 0.25, 0.25}, {0, -1, 0.25, -0.25}, {3, -3, 0.1, 3.1}, {0, 0.1, 0.25, 0.1},
	} {
		if got := turnTowards(c.a, c.b, c.step); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("turnTowards(%v, %v, %v) = %v, want %v", c.a, c.b, c.step, got, c.want)
		}
	}
}
