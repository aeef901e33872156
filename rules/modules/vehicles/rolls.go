package vehicles

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/odds"
)

// The rolls of a vehicle ramming a model (SW-VEH-11), written with
// combat's toolkit (combat.Resolver); the wreck's are in wreck.go.

// DodgeTN is the TN of the Speed check a rammed model makes to jump aside
// (XS-09).
const DodgeTN = 4

// Ramming is a vehicle driving into a model (XS-09, SW-VEH-11).
type Ramming struct {
	Rammer, Target *combat.Fighter
	// Speed is the inches the rammer drove to reach the target: it adds
	// Speed/5 wound dice.
	Speed int
	// Dodge: the target may try to jump aside (a model on foot; a
	// vehicle cannot).
	Dodge bool
}

// Dice is the ram's wound dice: the rammer's Body + its speed ÷ 5, rounded
// down (XS-09).
func (r Ramming) Dice() int { return r.Rammer.Stats.Body.Dice() + r.Speed/5 }

// TN is the ram's wound TN: the target's Body + armour (XS-09).
func (r Ramming) TN() int { return r.Target.Stats.Body.Dice() + r.Target.ArmourValue() }

// RamResult is a resolved ram.
type RamResult struct {
	combat.Outcome
	Dodged bool
	Wounds int // wounds dealt to the target
	// Recoil is the wounds the rammer takes itself: half the wounds it
	// inflicted, rounded down, not half its passing dice (SW-VEH-11, the
	// ruling of XS-09). The vehicles module deals them to the rammer's
	// hull.
	Recoil int
}

// ResolveRam resolves a ram (XS-09): the target, if it may, dodges with a
// Speed check at TN 4 and jumps 1" aside on a pass; otherwise the rammer
// rolls Body + speed ÷ 5 wound dice at the target's Body + armour, every
// die that passes a wound (at most what the target has left), and the
// rammer takes half the wounds inflicted. The fighters it is given are
// not changed.
func ResolveRam(rm Ramming, src dice.Source, opts combat.Options) (RamResult, error) {
	r := combat.NewResolver(src, opts)
	rammer, target := r.Own(rm.Rammer), r.Own(rm.Target)
	var res RamResult
	if rm.Dodge {
		ok, err := r.Check(RuleID, "dodge: Speed check", target, target.Stats.Speed.Dice(), DodgeTN, nil)
		if err != nil {
			return RamResult{}, err
		}
		if ok {
			res.Dodged = true
			r.Add(combat.Moved{RuleID: RuleID, Unit: target.ID, Inches: 1, Direction: combat.AwayFrom, Other: rammer.ID, Own: true})
			res.Outcome = r.Outcome()
			return res, nil
		}
	}
	mods := []combat.Modifier{{RuleID: RuleID, What: fmt.Sprintf("speed %d\" ÷ 5", rm.Speed), On: "dice", Value: rm.Speed / 5}}
	n := rm.Dice()
	w, err := r.Armed(RuleID, "ram: to wound", combat.WoundRoll, combat.NoArm, "ram", rammer, n, rm.TN(), n, mods)
	if err != nil {
		return RamResult{}, err
	}
	before := target.Wounds
	r.Wound("SW-VEH-11", target, len(w.Kept))
	res.Wounds = target.Wounds - before
	res.Recoil = res.Wounds / 2 // of the wounds inflicted, not the passes (SW-VEH-11)
	if res.Wounds > 0 {
		if err := r.PinOnHit(target, 1); err != nil {
			return RamResult{}, err
		}
	}
	res.Outcome = r.Outcome()
	return res, nil
}

// RamOdds is the exact distribution of wounds a ram would deal: nothing
// when the target dodges, else one wound for every die that passes, at
// most what the target has left.
func RamOdds(rm Ramming, opts combat.Options) (combat.Odds, error) {
	dodge := 0.0
	if rm.Dodge {
		d, err := odds.KeptSuccesses(rm.Target.Stats.Speed.Dice(), DodgeTN, 1, opts.Mode)
		if err != nil {
			return combat.Odds{}, err
		}
		dodge = odds.AtLeast(d, 1)
	}
	n := rm.Dice()
	dist, err := odds.KeptSuccesses(n, rm.TN(), n, opts.Mode)
	if err != nil {
		return combat.Odds{}, err
	}
	left := max(rm.Target.WoundCapacity-rm.Target.Wounds, 0)
	o := combat.Odds{Wounds: make([]float64, left+1), Hit: 1 - dodge}
	o.Wounds[0] += dodge
	for k, p := range dist {
		o.Wounds[min(k, left)] += (1 - dodge) * p
	}
	return o, nil
}
