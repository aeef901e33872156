package combat

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/odds"
)

// Vehicles (XS-09, from SW-VEH-08..11 and SW-VEH-EX2): the rolls of a
// vehicle ramming a model, and of a wrecked vehicle's hull exploding. The
// rest of the module (speed, hit locations) is the table's, in
// rules/modules/vehicles.

// DodgeTN is the TN of the Speed check a rammed model makes to jump aside
// (XS-09).
const DodgeTN = 4

// Ram is a vehicle driving into a model (XS-09, SW-VEH-11).
type Ram struct {
	Rammer, Target *Fighter
	// Speed is the inches the rammer drove to reach the target: it adds
	// Speed/5 wound dice.
	Speed int
	// Dodge: the target may try to jump aside (a model on foot; a
	// vehicle cannot).
	Dodge bool
}

// Dice is the ram's wound dice: the rammer's Body + its speed ÷ 5, rounded
// down (XS-09).
func (r Ram) Dice() int { return r.Rammer.Stats.Body.Dice() + r.Speed/5 }

// TN is the ram's wound TN: the target's Body + armour (XS-09).
func (r Ram) TN() int { return r.Target.Stats.Body.Dice() + r.Target.ArmourValue() }

// RamResult is a resolved ram.
type RamResult struct {
	Outcome
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
func ResolveRam(rm Ram, src dice.Source, opts Options) (RamResult, error) {
	r := &Resolver{src: src, opts: opts}
	rammer, target := r.Own(rm.Rammer), r.Own(rm.Target)
	var res RamResult
	if rm.Dodge {
		ok, err := r.Check("XS-09", "dodge: Speed check", target, target.Stats.Speed.Dice(), DodgeTN, nil)
		if err != nil {
			return RamResult{}, err
		}
		if ok {
			res.Dodged = true
			r.Add(Moved{RuleID: "XS-09", Unit: target.ID, Inches: 1, Direction: AwayFrom, Other: rammer.ID, Own: true})
			res.Outcome = r.Outcome()
			return res, nil
		}
	}
	mods := []Modifier{{RuleID: "XS-09", What: fmt.Sprintf("speed %d\" ÷ 5", rm.Speed), On: "dice", Value: rm.Speed / 5}}
	n := rm.Dice()
	w, err := r.Armed("XS-09", "ram: to wound", WoundRoll, NoArm, "ram", rammer, n, rm.TN(), n, mods)
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
func RamOdds(rm Ram, opts Options) (Odds, error) {
	dodge := 0.0
	if rm.Dodge {
		d, err := odds.KeptSuccesses(rm.Target.Stats.Speed.Dice(), DodgeTN, 1, opts.Mode)
		if err != nil {
			return Odds{}, err
		}
		dodge = odds.AtLeast(d, 1)
	}
	n := rm.Dice()
	dist, err := odds.KeptSuccesses(n, rm.TN(), n, opts.Mode)
	if err != nil {
		return Odds{}, err
	}
	left := max(rm.Target.WoundCapacity-rm.Target.Wounds, 0)
	o := Odds{Wounds: make([]float64, left+1), Hit: 1 - dodge}
	o.Wounds[0] += dodge
	for k, p := range dist {
		o.Wounds[min(k, left)] += (1 - dodge) * p
	}
	return o, nil
}
