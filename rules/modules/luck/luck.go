// Package luck is XS-11, re-rolls and luck: the moment a roll of a model
// lands failed, its side may have the failed dice rolled again, by a
// Squad Leader's command (2 AP, once per model an AP round) or by a
// veteran's own luck (one die, free, once an AP round). The module says
// what is on offer (orders.OfferRule); the side's player answers.
package luck

import (
	"math"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
)

// Rule is the module's rule ID; Name its short name.
const (
	Rule = "XS-11"
	Name = "luck"
)

// The marks the module keeps on units, for the AP round under way.
const (
	// MarkCommand: the model has had a Squad Leader's command re-roll.
	MarkCommand = "luck-command"
	// MarkVeteran: the veteran has spent its own re-roll.
	MarkVeteran = "luck-veteran"
)

// The options' words.
const (
	commandWhat = "command re-roll"
	veteranWhat = "veteran's re-roll"
)

// rules are the module's rules with one content's data.
type rules struct {
	data Data
}

// Rules are the module's order rules: the re-rolls offered the moment a
// roll lands, and the round's marks cleared as each AP round begins.
func Rules(d Data) orders.Module {
	r := rules{data: d}
	return orders.Module{Name: Name, Offers: []orders.OfferRule{r.offer}, Rounds: []orders.RoundRule{clearMarks}}
}

// offer is what the side of the model that made roll may have rolled
// again, the moment roll lands: its veteran's re-roll of one failed die
// (free), a Squad Leader's command re-roll of every failed die (2 AP,
// the Squad Leader seeing the model). Nothing when the roll cannot be
// turned: it passed, or it keeps as many dice as it can.
func (r rules) offer(t *orders.Table, roll combat.Roll) []orders.Option {
	u := t.Unit(roll.By)
	if u == nil || !u.Alive() || u.Side < 0 {
		return nil
	}
	failed := Failed(roll, t.Options.Combat.Mode)
	if len(failed) == 0 {
		return nil
	}
	p := dice.PassChance(roll.TN, t.Options.Combat.Mode)
	at := stakeOf(t, u, roll)
	var out []orders.Option
	if n := min(r.data.VeteranDice, len(failed)); n > 0 && r.veteran(u) && t.Mark(u.ID, MarkVeteran) == 0 {
		out = append(out, orders.Option{RuleID: Rule, What: veteranWhat, By: u.ID, Dice: failed[:n], Odds: Turns(p, n),
			Sets: []orders.Set{mark(u, MarkVeteran)}, Detail: at})
	}
	if t.Mark(u.ID, MarkCommand) == 0 {
		if sl := Leader(t, u); sl != nil {
			out = append(out, orders.Option{RuleID: Rule, What: commandWhat, By: sl.ID, AP: r.data.CommandAP, Shout: r.data.CommandAP > 0,
				Dice: failed, Odds: Turns(p, len(failed)), Sets: []orders.Set{mark(u, MarkCommand)}, Detail: at})
		}
	}
	return out
}

// mark is the set that marks u with name for the round.
func mark(u *orders.Unit, name string) orders.Set {
	return orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: name}, Value: 1}
}

// veteran reports whether u is a veteran: a model of a veteran class.
func (r rules) veteran(u *orders.Unit) bool {
	return u.Model != nil && u.Model.Class != nil && r.data.Veteran(u.Model.Class.ID)
}

// Rerollable reports whether roll is one a re-roll may turn: a roll whose
// passing dice are good for the model rolling it. An attack's to-hit and
// wound rolls (a wound roll with a weapon or a blow: not a critical
// fail's wounds on the attacker itself), a defender's avoid roll, an
// attribute check. Not a die read as it falls (a scatter, a shove).
func Rerollable(roll combat.Roll) bool {
	switch roll.Kind {
	case combat.HitRoll, combat.AvoidRoll, combat.CheckRoll:
		return true
	case combat.WoundRoll:
		return roll.Arm != combat.NoArm || roll.Weapon != ""
	}
	return false
}

// Failed are the dice of roll that a re-roll would roll again, by index:
// every die that failed its TN, when the roll can be turned (it is
// Rerollable; a check that failed; a pool that keeps fewer dice than it
// may). None otherwise.
func Failed(roll combat.Roll, m dice.Mode) []int {
	if !Rerollable(roll) {
		return nil
	}
	if roll.Kind == combat.CheckRoll {
		if roll.Success {
			return nil
		}
	} else if len(roll.Kept) >= roll.Keep {
		return nil
	}
	var out []int
	for i, c := range roll.Dice {
		if !dice.Passes(c, roll.TN, m) {
			out = append(out, i)
		}
	}
	return out
}

// Turns is the exact chance that n dice rolled again, each passing with
// chance p, turn a roll: at least one of them passes (a failed check then
// passes; a pool short of its keep keeps one more).
func Turns(p float64, n int) float64 { return 1 - math.Pow(1-p, float64(n)) }

// Leader is the Squad Leader that can order u's re-roll: one of u's side
// standing on the table that sees u (GAP-11, whatever its facing), or u
// itself when it is one; the first in the table's order. nil: none.
func Leader(t *orders.Table, u *orders.Unit) *orders.Unit {
	if u.F.SquadLeader {
		return u
	}
	for _, sl := range t.Units {
		if sl.Side == u.Side && sl.F.SquadLeader && sl.Alive() && t.Sees(sl, u) {
			return sl
		}
	}
	return nil
}

// clearMarks forgets the re-rolls of the last AP round as a new one
// begins: each model may have a command re-roll again, each veteran its
// own.
func clearMarks(t *orders.Table, env orders.Env, _ int) error {
	var sets []orders.Set
	for _, u := range t.Units {
		for _, name := range []string{MarkCommand, MarkVeteran} {
			if t.Mark(u.ID, name) != 0 {
				sets = append(sets, orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: name}})
			}
		}
	}
	if len(sets) == 0 {
		return nil
	}
	return env.Apply(orders.Sets(sets...))
}

// stake is what turning a roll is worth to its side, in AP, worked out
// when the roll lands (an option's Detail): the AI weighs an option's
// chance by it against the option's price (facet.Offers).
type stake float64

// What turning a roll is worth, in AP: a hit or an avoided hit about a
// shot's price, a wound more, a check about as much as the order a pin
// or a fright costs; more when the roll could take a model off the table,
// or is a Squad Leader's.
const (
	hitStake    = 2 // a shot's price: the re-roll spares shooting again
	woundStake  = 3
	avoidStake  = 2
	checkStake  = 2 // a pin costs its order and an unpin (1 AP and a test)
	killStake   = 3 // one more success takes the model off the table
	leaderStake = 2 // a Squad Leader's: its loss or failed Willpower costs the side AP (KG-AP-06/07, KG-PSY-09)
)

// stakeOf is what turning roll by u is worth to u's side.
func stakeOf(t *orders.Table, u *orders.Unit, roll combat.Roll) stake {
	s := 0.0
	switch roll.Kind {
	case combat.HitRoll, combat.WoundRoll:
		s = hitStake
		if roll.Kind == combat.WoundRoll {
			s = woundStake
		}
		if e := targetOf(t, u); e != nil {
			if e.F.WoundsLeft() <= maxWounds(u, roll) {
				s += killStake
			}
			if e.F.SquadLeader {
				s += leaderStake
			}
		}
	case combat.AvoidRoll:
		s = avoidStake
		if u.F.WoundsLeft() <= 1 {
			s += killStake
		}
		if u.F.SquadLeader {
			s += leaderStake
		}
	default:
		s = checkStake
		if u.F.SquadLeader {
			s += leaderStake
		}
	}
	return stake(s)
}

// targetOf is the enemy u's step under way attacks, nil for none known
// (a shot from overwatch has no step).
func targetOf(t *orders.Table, u *orders.Unit) *orders.Unit {
	if st := t.Busy(u); st != nil && st.Target != nil && st.Target.Side != u.Side {
		return st.Target
	}
	return nil
}

// maxWounds is the most wounds one attack of roll's can deal: the ranged
// weapon's c, one close-combat wound (more are paid for, KG-CC-09).
func maxWounds(u *orders.Unit, roll combat.Roll) int {
	if roll.Arm == combat.Gun && u.F.Ranged != nil {
		return u.F.Ranged.Stats.MaxWounds
	}
	return 1
}

// Worth is what taking an option worth at and costing ap, turning its
// roll with chance odds, is worth: its stake at those odds, less its
// price. Above 0 it pays.
func Worth(at stake, odds float64, ap int) float64 { return odds*float64(at) - float64(ap) }
