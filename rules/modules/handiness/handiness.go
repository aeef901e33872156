// Package handiness is XS-31, weapon handiness in face-offs: in a
// face-off between two attacks of the same kind, a model holding a handy
// weapon (a pistol) counts +1 Speed and one holding a Heavy weapon −1
// Speed for the tie-break (KG-FACE-03; XC-INIT-05's initiative bonuses).
package handiness

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/orders"
)

// Rule is the module's design ID; Name its short name.
const (
	Rule = "XS-31"
	Name = "handiness"
)

// Rules are the module's order rules for its data: an initiative rule,
// and an observer that logs the Speeds a face-off's tie-break counted.
func Rules(d Data) orders.Module {
	return orders.Module{Name: Name, Initiatives: []orders.InitiativeRule{func(_ *orders.Table, st *orders.Step, speed int) int {
		if !Attack(st.Kind.Category) {
			return speed
		}
		return speed + d.Step(st.Unit.F.Ranged)
	}}, Observers: []orders.Observer{d.tell}}
}

// tell logs, after a face-off between two attacks of the same kind, the
// Speed each model counted when a weapon changed one (TieBreak).
func (d Data) tell(t *orders.Table, env orders.Env, e combat.Event, _ *orders.Side) error {
	f, ok := e.(orders.FaceOff)
	if !ok {
		return nil
	}
	first, second := t.SideOf(f.First), t.SideOf(f.Second)
	if first == nil || second == nil {
		return nil
	}
	a, b := first.Combo.Current(), second.Combo.Current()
	if a == nil || b == nil || a.Kind.Category != b.Kind.Category || !Attack(a.Kind.Category) {
		return nil
	}
	na, nb := d.Step(a.Unit.F.Ranged), d.Step(b.Unit.F.Ranged)
	if na == 0 && nb == 0 {
		return nil
	}
	sa, sb := a.Unit.F.Stats.Speed.Dice(), b.Unit.F.Stats.Speed.Dice()
	return env.Apply(orders.Events(TieBreak{RuleID: Rule, Units: []string{a.Unit.ID, b.Unit.ID}, Speeds: []int{sa + na, sb + nb}, Changes: []int{na, nb}}))
}

// TieBreak is the event of a face-off between two attacks in which a
// weapon changed a model's Speed (the log kind "tie_break"): each model
// (the first to go first) with the Speed it counted and the change its
// weapon made.
type TieBreak struct {
	RuleID  string
	Units   []string
	Speeds  []int
	Changes []int
}

// Rule names the rule the event is about.
func (e TieBreak) Rule() string { return e.RuleID }

// Attack reports whether a step of a face-off category is an attack, the
// face-offs handiness decides: ranged and close combat (our ruling: a
// weapon makes a model no quicker to move or to cast).
func Attack(c orders.Category) bool { return c == orders.Ranged || c == orders.CloseCombat }

// Step is what holding ranged weapon w (nil: none) adds to its holder's
// Speed in an attack's face-off: the handy bonus, minus the Heavy
// penalty, or 0.
func (d Data) Step(w *content.RangedWeapon) int {
	switch {
	case w == nil:
		return 0
	case w.Has(content.TagHeavy):
		return -d.HeavyPenalty
	case d.IsHandy(w.ID):
		return d.HandyBonus
	}
	return 0
}
