package sweep

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
)

// Fire is a sweep of automatic fire (XS-27): one to-hit roll at the
// target, its kept hits split between the target and the other enemies
// near it. Its rolls are the module's own, made with combat's toolkit
// (combat.Resolver).
type Fire struct {
	// Attack is the shot at the target (the primary), its modifiers the
	// sweep's own included (+1 TN).
	Attack combat.RangedAttack
	// Others are the shots the other models would take, as the table
	// describes them (their blind side, cover and floor), nearest the
	// target first: the hits after the target's go to them in turn.
	Others []combat.RangedAttack
}

// Shares splits hits kept hits in turn among n targets, the primary
// first, then each other in order, and round again: the primary gets
// ⌈hits/n⌉ (XS-27, SW-MULTI-02's "spread").
func Shares(hits, n int) []int {
	out := make([]int, n)
	for i := range hits {
		out[i%n]++
	}
	return out
}

// Result is a resolved sweep: the plan rolled, the outcome, and the hits
// and wounds each target took (the primary first).
type Result struct {
	Plan combat.RangedPlan
	combat.Outcome
	Targets []string // the primary, then the others
	Hits    []int
	Wounds  []int
}

// Resolve resolves a sweep: to hit at the primary (a critical fail
// turns on the shooter, KG-DICE-08), the kept hits split (Shares), each
// target's share rolled to wound at its own wound TN, capped at c and
// doubled on a critical pass (KG-RC-13, KG-DICE-09); every target hit
// tests for pinning (KG-PSY-01), a primary missed counts as a miss
// (KG-PSY-02). The fighters it is given are not changed.
func Resolve(s Fire, src dice.Source, opts combat.Options) (Result, error) {
	p, err := s.Attack.Plan()
	if err != nil {
		return Result{}, err
	}
	r := combat.NewResolver(src, opts)
	a := s.Attack
	a.Shooter, a.Target = r.Own(a.Shooter), r.Own(a.Target)
	targets := []*combat.RangedAttack{&a}
	for i := range s.Others {
		o := s.Others[i]
		o.Target = r.Own(o.Target)
		targets = append(targets, &o)
	}
	res := Result{Plan: p, Hits: make([]int, len(targets)), Wounds: make([]int, len(targets))}
	for _, t := range targets {
		res.Targets = append(res.Targets, t.Target.ID)
	}
	if p.OutOfRange {
		r.Add(combat.Note{RuleID: "KG-RC-11", Text: fmt.Sprintf("%s at %.1f\" is out of range of the %s", a.Target.ID, a.Distance, p.Weapon.Name)})
		res.Outcome = r.Outcome()
		return res, nil
	}
	hit, err := r.Attack("KG-RC-09", "to hit (sweep)", combat.Gun, p.Weapon.Name, a.Shooter, p.Dice, p.TN, p.Keep, p.HitMods)
	if err != nil {
		return Result{}, err
	}
	if hit.CriticalFail {
		own, ownMods := combat.WoundTN(a.Shooter, p.Weapon, false)
		n := min(len(hit.Chains), p.Keep)
		w, err := r.Pool("KG-DICE-08", "critical fail: wounds on itself", combat.WoundRoll, a.Shooter, n, own, n, ownMods)
		if err != nil {
			return Result{}, err
		}
		r.Wound("KG-DICE-08", a.Shooter, min(len(w.Kept), p.MaxWounds))
		r.Add(combat.SideEffect{RuleID: "KG-AP-06", Unit: a.Shooter.ID, What: "damaged by its own side (critical fail)", Setback: combat.FriendlyDamage})
	} else if len(hit.Kept) > 0 {
		if len(targets) > 1 {
			r.Add(combat.Note{RuleID: Rule, Text: fmt.Sprintf("%s sweeps %d hit(s) across %d models", a.Shooter.ID, len(hit.Kept), len(targets))})
		}
		for i, h := range Shares(len(hit.Kept), len(targets)) {
			res.Hits[i] = h
			if h == 0 || !targets[i].Target.Alive() {
				continue
			}
			tn, mods := combat.WoundTN(targets[i].Target, p.Weapon, targets[i].BlindSide)
			w, err := r.Hurt("KG-RC-13", "to wound", combat.Gun, p.Weapon.Name, a.Shooter, h, tn, h, mods)
			if err != nil {
				return Result{}, err
			}
			wounds := min(len(w.Kept), p.MaxWounds)
			if hit.CriticalPass {
				wounds *= 2
			}
			before := targets[i].Target.Wounds
			r.Wound("KG-RC-13", targets[i].Target, wounds)
			res.Wounds[i] = targets[i].Target.Wounds - before
		}
	}
	for i, t := range targets {
		if t.WeakArea && res.Hits[i] > 0 && p.Weapon.Has(content.TagHeavy) {
			r.Add(combat.TemplatePlaced{RuleID: "KG-EXPL-01", At: t.Target.ID, Diameter: 2 * t.Target.BaseDiameter()})
		}
		switch {
		case res.Hits[i] > 0:
			err = r.PinOnHit(t.Target, t.Shooters)
		case i == 0:
			err = r.PinOnMisses(t.Target, t.PriorMisses+1)
		}
		if err != nil {
			return Result{}, err
		}
	}
	res.Outcome = r.Outcome()
	return res, nil
}

// Odds is the exact distribution of wounds each target of a sweep
// takes (the primary first), from the plan the resolution rolls: for
// each number of kept hits, each target's share (Shares) rolled to wound.
func Odds(s Fire, opts combat.Options) ([]combat.Odds, error) {
	p, err := s.Attack.Plan()
	if err != nil {
		return nil, err
	}
	targets := append([]combat.RangedAttack{s.Attack}, s.Others...)
	out := make([]combat.Odds, len(targets))
	for i, t := range targets {
		out[i].Wounds = make([]float64, max(t.Target.WoundCapacity-t.Target.Wounds, 0)+1)
	}
	if p.OutOfRange {
		for i := range out {
			out[i].Wounds[0] = 1
		}
		return out, nil
	}
	hit := combat.HitDistribution(p.Dice, p.TN, p.Keep, opts.Mode)
	for i := range out {
		out[i].CriticalFail = hit.CritFail
		out[i].Wounds[0] += hit.CritFail
	}
	for c := range 2 {
		for h, ph := range hit.ByHits[c] {
			if ph == 0 {
				continue
			}
			for i, share := range Shares(h, len(targets)) {
				o := &out[i]
				if share == 0 {
					o.Wounds[0] += ph
					continue
				}
				o.Hit += ph
				if c == 1 {
					o.CriticalPass += ph
				}
				tn, _ := combat.WoundTN(targets[i].Target, p.Weapon, targets[i].BlindSide)
				for w, pw := range combat.WoundsGiven(share, tn, p.MaxWounds, 0, c == 1, len(o.Wounds)-1, opts.Mode) {
					o.Wounds[w] += ph * pw
				}
			}
		}
	}
	return out, nil
}
