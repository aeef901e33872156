package ai

import (
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/orders"
)

// react has a Waiting model fire on the enemy during an enemy combo, once
// its reaction delay has passed since the combo began (KG-WAIT-02: a
// standard shot, prepaid, at once, no channel).
func (a *Tactician) react(t *table) (orders.Declaration, bool) {
	m := t.v
	now := m.Tick()
	running := m.Running(t.enemy.ID)
	if len(running) < 2 {
		clear(a.reactAt)
		return orders.Declaration{}, false
	}
	for _, u := range t.own {
		if !u.Waiting {
			continue
		}
		at, seen := a.reactAt[u.ID]
		if !seen {
			a.reactAt[u.ID] = now + a.Level.Reaction
			continue
		}
		if now < at {
			continue
		}
		var best orders.Order
		bestHarm := 0.0
		for _, e := range t.targets {
			o := orders.Order{Unit: u.ID, Verb: orders.Shoot, Target: e.ID, Shot: combat.Standard}
			p := m.Preview(a.Side, o) // a reaction is prepaid: an AP refusal does not apply
			if p.Ranged == nil || p.Ranged.OutOfRange || p.Odds == nil {
				continue
			}
			if h := t.harm(e, *p.Odds); h > bestHarm {
				best, bestHarm = o, h
			}
		}
		if bestHarm > 0 {
			delete(a.reactAt, u.ID)
			then := best
			then.Unit = ""
			return orders.Declaration{Tick: now, Side: a.Side, Steps: []orders.Order{{Unit: u.ID, Verb: orders.React, Then: &then}}}, true
		}
	}
	return orders.Declaration{}, false
}

// activeDefenceGain is how many fewer wounds, on average, an active
// defence must promise to be worth its AP (GAP-09: 1 AP).
const activeDefenceGain = 0.15

// Defence chooses the defence with the fewest expected wounds by the exact
// odds (Level.Defences), an active one only when it is worth its AP and
// the side has it; else the model's standing order.
func (a *Tactician) Defence(v match.View, defender, attacker string) (combat.DefenceClass, combat.DefenceType) {
	u, ok := v.Unit(defender)
	if !ok {
		return combat.Passive, 0
	}
	if !a.Level.Defences {
		return u.DefenceClass, u.DefenceType
	}
	o, ok := v.Targets()[defender]
	attack, charged := combat.UseWeapon, false
	if ok {
		attack, charged = o.Attack, o.Verb == orders.Charge
	}
	passive, err := v.CloseCombatOdds(attacker, defender, attack, charged, combat.Passive, 0)
	if err != nil {
		return u.DefenceClass, u.DefenceType
	}
	bestClass, bestType, bestMean := combat.Passive, combat.NoDefenceType, passive.MeanWounds()-activeDefenceGain
	if me, _ := v.Side(a.Side); me.AP >= 1 {
		for _, d := range v.LegalDefences(attacker, defender, attack) {
			odds, err := v.CloseCombatOdds(attacker, defender, attack, charged, combat.Active, d)
			if err == nil && odds.MeanWounds() < bestMean {
				bestClass, bestType, bestMean = combat.Active, d, odds.MeanWounds()
			}
		}
	}
	return bestClass, bestType
}

// PayForWound buys extra close-combat wounds while the side can afford
// them and keeps 2 AP for what comes next.
func (a *Tactician) PayForWound(_ match.View, _ string, _, cost, left int) bool {
	return left >= cost+2
}

// LetGo lets an enemy break off (KG-CC-14) when the fight goes against
// the holder: the enemy's expected wounds on it, blow for blow, beat its
// own on the enemy. Levels without Level.Defences give the standing answer.
func (a *Tactician) LetGo(v match.View, leaving, holder string) bool {
	if !a.Level.Defences {
		return match.StandingLetGo(v, holder)
	}
	mine, ok := meanBlow(v, holder, leaving)
	if !ok {
		return true // it cannot hurt the enemy: nothing to hold it for
	}
	theirs, ok := meanBlow(v, leaving, holder)
	return ok && theirs > mine
}

// Offer takes the option of an offer (a re-roll, the moment its dice
// land) that the module making it judges worth most above its price
// (facet.Offers): a failed kill shot, a Squad Leader's failed Willpower
// test; none when none pays.
func (a *Tactician) Offer(v match.View, o orders.Offer) int { return match.Worthiest(v, o) }

// Reply answers a question a module puts to the side (a blind bid as
// an AP round begins) as the module asking judges best (facet.Replies).
func (a *Tactician) Reply(v match.View, q orders.Question) int { return match.Judged(v, q) }

// meanBlow is the wounds the best attack by attacker on defender deals on
// average against a passive defence; ok is false when it can make none.
func meanBlow(v match.View, attacker, defender string) (float64, bool) {
	_, o, ok := bestBlow(v, attacker, defender, false, combat.Passive, combat.NoDefenceType)
	return o.MeanWounds(), ok
}

// blows are the attacks the Tactician weighs in close combat: the model's
// close-combat weapon (KG-CCA-01), its own attack such as claws or a
// backstab (GAP-08), and a punch (KG-CCA-06). One it cannot make is
// refused and passed over.
var blows = [...]combat.AttackType{combat.UseWeapon, combat.SpecialAttack, combat.Punch}

// bestBlow is the attack by attacker on defender (defending with class
// and t; charged: at the end of a charge) that deals the most wounds on
// average, with its odds; ok is false when it can make none.
func bestBlow(v match.View, attacker, defender string, charged bool, class combat.DefenceClass, t combat.DefenceType) (best combat.AttackType, odds combat.Odds, ok bool) {
	for _, at := range blows {
		o, err := v.CloseCombatOdds(attacker, defender, at, charged, class, t)
		if err == nil && (!ok || o.MeanWounds() > odds.MeanWounds()) {
			best, odds, ok = at, o, true
		}
	}
	return best, odds, ok
}
