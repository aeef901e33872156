package vehicles

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules/blast"
)

// A wrecked vehicle's explosion is a blast (XS-01): the vehicles module is
// built on the blast module, whose machinery lands it (blast.Land), shows
// it and tells it.

// Wreck is a vehicle's hull destroyed: it explodes under a round template
// at its centre (XS-09, SW-VEH-EX2).
type Wreck struct {
	Vehicle string // the wrecked vehicle's id
	At      blast.Point
	// Diameter is the template's, in inches (XS-09: 6").
	Diameter float64
	// Weapon wounds the models under the template as a blast weapon's
	// template does: the frag grenade's (one wound die at Body + armour −
	// its b, XS-01).
	Weapon *content.RangedWeapon
	// Under is what the template touches, the wreck itself left out, and
	// whether its centre is in a (W) area (blast.Under).
	Under func(c blast.Point) (touched []blast.Touched, weak bool)
}

// wreckWeapon is the name a wreck's blast comes down under.
const wreckWeapon = "wreck"

// ResolveWreck resolves a wreck's explosion (XS-09): the template comes
// down on the wreck's centre, every model under it rolls one wound die as
// under a blast (XS-01) and tests for pinning, and a centre in a (W) area
// damages the floor. Nobody's side threw it: no friend is damaged by its
// own side. The fighters it is given are not changed.
func ResolveWreck(w Wreck, src dice.Source, opts combat.Options) (combat.Outcome, error) {
	if w.Weapon == nil {
		return combat.Outcome{}, fmt.Errorf("%s's wreck: no blast weapon to wound with", w.Vehicle)
	}
	r := combat.NewResolver(src, opts)
	wreck := &combat.Fighter{ID: w.Vehicle, WoundCapacity: 1, Inanimate: true} // stands for the blast: no side
	b := blast.Blast{Thrower: wreck, Weapon: w.Weapon, Aim: w.At, From: w.At}
	touched, weak := w.Under(w.At)
	landed := blast.BlastLanded{RuleID: RuleID, By: w.Vehicle, Weapon: wreckWeapon, X: w.At.X, Y: w.At.Y, AimX: w.At.X, AimY: w.At.Y,
		Diameter: w.Diameter, Touched: []string{}}
	if err := blast.Land(r, b, landed, combat.RangedPlan{}, dice.SuccessResult{}, 0, touched, weak); err != nil {
		return combat.Outcome{}, err
	}
	return r.Outcome(), nil
}

// tellWreck tells a wreck's blast, which explodes where the wreck stood,
// over the models under its template (the blast module's line for a
// blast come down).
func tellWreck(e combat.Event) ([]facet.Sentence, bool) {
	if l, ok := e.(blast.BlastLanded); ok && l.RuleID == RuleID {
		return []facet.Sentence{blast.Landed(l, facet.Words(" explodes"))}, true
	}
	return nil, false
}

// Cue: a wreck's blast is heard as any blast.
func (m *loaded) Cue(e combat.Event) (string, bool) {
	if l, ok := e.(blast.BlastLanded); ok && l.RuleID == RuleID {
		return blast.Explosion, true
	}
	return "", false
}

// Shown: a wreck's template, for a few seconds, as any blast's.
func (m *loaded) Shown(e combat.Event) []facet.Shape {
	if l, ok := e.(blast.BlastLanded); ok && l.RuleID == RuleID {
		return blast.Shapes(l)
	}
	return nil
}
