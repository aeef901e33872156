package orders

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
)

// InFireArc reports whether target stands in the fire arc u, standing at
// base, would shoot it in: the front arc (KG-RC-05), or its weapon's own
// as the shot rules judge it (a rule module's fire arcs). It asks no
// sight, the costly part of RangedAttack: a rule that must know whether a
// shot is possible (a watcher's shot at a mover, a closer target binding
// a shooter) skips a target outside the arc, whose shot the plan would
// refuse anyway.
func (t *Table) InFireArc(u *Unit, base geom.Base, target *Unit) bool {
	a := combat.RangedAttack{Shooter: &u.F, Target: &target.F, Shot: combat.Standard,
		Situation: combat.Situation{InArc: base.Sees(target.Base.Centre, geom.HalfArc(t.Options.WideArc)), Shooters: 1}}
	if t.Rules != nil {
		for _, sr := range t.Rules.shots {
			sr(t, u, base, target, &a)
		}
	}
	return a.InArc
}
