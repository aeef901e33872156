package match

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/refusal"
)

// CloseCombatOdds is the exact distribution of wounds an attack by
// attacker on defender would deal as things stand, as if the two were in
// base contact (charged: at the end of a charge), against the defence
// class and type given. It changes nothing; the AI weighs charges and
// defences with it.
func (m *Match) CloseCombatOdds(attacker, defender string, attack combat.AttackType, charged bool, class combat.DefenceClass, t combat.DefenceType) (combat.Odds, error) {
	a, err := m.closeCombatAttack(attacker, defender, attack, charged)
	if err != nil {
		return combat.Odds{}, err
	}
	a.Defence = class
	return combat.CCOdds(a, combat.Fixed{DefenceType: t}, m.Opts)
}

// LegalDefences lists the active defence types defender could use against
// that attack by attacker (KG-CCD-01..06).
func (m *Match) LegalDefences(attacker, defender string, attack combat.AttackType) []combat.DefenceType {
	a, err := m.closeCombatAttack(attacker, defender, attack, false)
	if err != nil {
		return nil
	}
	return a.LegalDefences()
}

// closeCombatAttack describes attacker's attack on defender now.
func (m *Match) closeCombatAttack(attacker, defender string, attack combat.AttackType, charged bool) (combat.CCAttack, error) {
	u, d := m.unit(attacker), m.unit(defender)
	if u == nil || d == nil || !u.Alive() || !d.Alive() {
		return combat.CCAttack{}, refusal.New("KG-FACE-06", "no such models on the table: %q, %q", attacker, defender)
	}
	a := m.ccAttack(u, d, Order{Attack: attack}, charged)
	if err := a.Legal(); err != nil {
		return combat.CCAttack{}, err
	}
	return a, nil
}
