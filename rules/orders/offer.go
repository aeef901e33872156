package orders

import (
	"github.com/krygothic/krygothic/rules/combat"
)

// Offers: a choice the rules put to a side in the middle of a resolution,
// the moment the dice of a roll of one of its units land, before the
// resolution reads them: a re-roll a rule module grants (a Squad Leader's
// command re-roll, a veteran's luck). The module says what is on offer
// (OfferRule): the options, what each costs and changes, and the exact
// chance each turns the roll. The match asks the side's player, keeps the
// answer in its record, carries out the option taken (its AP paid, its
// marks set) and has the resolution roll its dice again
// (combat.Rerolls); the roll is then read, and logged, as re-rolled.

// OfferRule is what a rule module offers roll's side the moment roll, by
// one of the side's units, has landed in a resolution: its options, none
// for most rolls. It reads the table and changes nothing.
type OfferRule func(t *Table, roll combat.Roll) []Option

// Offer is a choice put to a side when a roll of one of its units has
// landed: take one of the options, or let the roll stand.
type Offer struct {
	Side    int         // the side answering: the rolling unit's
	Roll    combat.Roll // the roll as it landed
	Options []Option    // in the order the modules give them
}

// Option is one thing an offer gives a side: dice of the roll rolled
// again, at a price.
type Option struct {
	RuleID string
	// What is the option in words ("command re-roll"); By the model that
	// grants it (a Squad Leader; the rolling model for its own luck).
	What, By string
	// AP is what taking it costs the side, paid at once; Shout: spending
	// them keeps the side's command channel busy for them, as a cancel's
	// AP do (a command shouted, KG-CMB-06).
	AP    int
	Shout bool
	// Dice are the indices of the roll's dice rolled again.
	Dice []int
	// Odds is the exact chance that the dice rolled again turn the roll
	// (Offer.Turns): a failed roll passes, a pool keeps more dice.
	Odds float64
	// Sets are what taking it changes besides the AP (the module's
	// marks: used this AP round).
	Sets []Set
	// Detail is the module's own, read back by its facets (what the roll
	// is at stake for).
	Detail any
}

// Turns is what turning the roll means, in words, after its chance
// ("70% to hit"): a failed roll passing, or a pool keeping one more die
// ("40% of another hit").
func (o Offer) Turns() string {
	r := o.Roll
	more := len(r.Kept) > 0
	switch {
	case r.Kind == combat.HitRoll && more:
		return "of another hit"
	case r.Kind == combat.HitRoll:
		return "to hit"
	case r.Kind == combat.WoundRoll && more:
		return "of another wound"
	case r.Kind == combat.WoundRoll:
		return "to wound"
	case r.Kind == combat.AvoidRoll && more:
		return "of avoiding another hit"
	case r.Kind == combat.AvoidRoll:
		return "to avoid a hit"
	}
	return "to pass"
}

// Taken is what taking option i of o does to the table: the AP paid by
// the side (and shouted), the option's own changes.
func (o Offer) Taken(i int) Outcome {
	opt := o.Options[i]
	var sets []Set
	if opt.AP > 0 {
		sets = append(sets, Paid{Side: o.Side, AP: opt.AP})
		if opt.Shout {
			sets = append(sets, Shouted{Side: o.Side, AP: opt.AP})
		}
	}
	return Sets(append(sets, opt.Sets...)...)
}

// Rerolled is the log's event of option i of o taken: the re-roll, before
// the resolution rolls it.
func (o Offer) Rerolled(i int) combat.Rerolled {
	opt := o.Options[i]
	return combat.Rerolled{RuleID: opt.RuleID, By: opt.By, What: opt.What, Again: opt.Dice, AP: opt.AP}
}

// Offers reports whether any module of the rules makes offers.
func (r *Rules) Offers() bool { return len(r.offers) > 0 }

// Offer is what the modules offer roll's side now that roll has landed,
// with the options the side can pay for; false when there is none (a
// roll of no side's unit, or nothing on offer).
func (r *Rules) Offer(t *Table, roll combat.Roll) (Offer, bool) {
	u := t.Unit(roll.By)
	if u == nil || u.Side < 0 || u.Objective || len(r.offers) == 0 {
		return Offer{}, false
	}
	o := Offer{Side: u.Side, Roll: roll}
	for _, rule := range r.offers {
		for _, opt := range rule(t, roll) {
			if opt.AP <= t.Sides[u.Side].AP && len(opt.Dice) > 0 {
				o.Options = append(o.Options, opt)
			}
		}
	}
	return o, len(o.Options) > 0
}
