// Package optics is rule module XS-17, range models and optics: a scope
// a model carries ("scope: true" in its army list) makes its aimed shots
// read the weapon's long range as 1.5 × LR (XC-RNG-03); a shotgun's shot
// spreads, +1 RC die at medium and long range, and its pellets lose 1 of
// b at long range (XC-SHOT-01..02); and weapons of gear.yaml may be
// versions of another, high or low calibre (RPG-CAL-01..02), a pistol or
// a heavy version (SW-MISC-03), their numbers checked against their
// base's. It is a shot rule: the shot order is the core's, and its
// preview gives the exact odds. See docs/modules.md.
package optics

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Name is the module's short name.
const Name = "optics"

// Rule is the module's rule ID, cited by the modifiers it adds.
const Rule = "XS-17"

// Rules are the optics module's order rules, with data d.
func Rules(d Data) orders.Module {
	m := &rules{data: d}
	return orders.Module{Name: Name, Shots: []orders.ShotRule{m.shot}}
}

// rules are the module's order rules with its data.
type rules struct {
	data Data
}

// The words of the modifiers the module adds.
const (
	spreadWhat = "shotgun spread"
	spentWhat  = "shotgun pellets spent at long range"
)

// shot changes a ranged attack by u as the module's rules say: an aimed
// shot through a scope reads the weapon's long range as LongScale × LR
// (first, as the band then depends on it); a spreading weapon's shot
// past short range rolls the spread's dice more, and at long range its b
// is lowered, its wound TN raised by as much.
func (r *rules) shot(_ *orders.Table, u *orders.Unit, _ geom.Base, _ *orders.Unit, a *combat.RangedAttack) {
	w := fired(u, a)
	if w == nil {
		return
	}
	if a.Shot == combat.Aimed && r.scoped(u, w) {
		a.LongScale = max(a.LongScale, 1) * r.data.Scope.LongScale
	}
	if !r.data.Spread.Spreads(w.ID) {
		return
	}
	band, _ := a.Band()
	if band == combat.ShortRange {
		return
	}
	if n := r.data.Spread.Dice; n > 0 {
		a.Mods = append(a.Mods, combat.Modifier{RuleID: Rule, What: spreadWhat, On: combat.OnDice, Value: n})
	}
	if s := r.data.Spread.LongStrength; band == combat.LongRange && s != 0 {
		a.WoundMods = append(a.WoundMods, combat.Modifier{RuleID: Rule, What: spentWhat, On: combat.OnTN, Value: -s})
	}
}

// fired is the weapon attack a by u fires: a rule module's (Fired), else
// u's own working ranged weapon; nil for none.
func fired(u *orders.Unit, a *combat.RangedAttack) *content.RangedWeapon {
	if a.Fired != nil {
		return a.Fired
	}
	if u.F.RangedBroken {
		return nil
	}
	return u.F.Ranged
}

// scoped reports whether u fires w through a scope: it carries one, w is
// its own weapon (not one a module fires for it) and the scope fits it.
func (r *rules) scoped(u *orders.Unit, w *content.RangedWeapon) bool {
	return Scoped(u.Model) && u.F.Ranged != nil && w.ID == u.F.Ranged.ID && r.data.Scope.Fits(w.ID)
}
