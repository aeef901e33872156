package combat

import "github.com/krygothic/krygothic/rules/dice"

// Weak floors (KG-EXPL).

// Collapse rolls for a unit standing in a damaged-structure template when
// it is placed, or moving or pushed onto it (KG-EXPL-02): a d6 of 4+ and the
// floor gives way; the unit is stuck until floor(D6/2) AP are spent on it,
// reusing the collapse die (4-5 → 2 AP, 6 → 3 AP; option FreshStuckDie
// rolls a new die, minimum 1). A 6 also rolls again: a second 6 and the
// section collapses and the unit falls to its death.
func Collapse(f *Fighter, src dice.Source, opts Options) (Outcome, error) {
	r := &Resolver{src: src, opts: opts}
	f = r.Own(f)
	d, err := r.D6("KG-EXPL-02", "floor collapse", f)
	if err != nil {
		return Outcome{}, err
	}
	if d < 4 {
		return r.Outcome(), nil
	}
	if d == 6 {
		again, err := r.D6("KG-EXPL-02", "whole section collapses?", f)
		if err != nil {
			return Outcome{}, err
		}
		if again == 6 {
			r.State("KG-EXPL-02", f, Fell)
			r.Wound(FallRule, f, f.WoundCapacity)
			return r.Outcome(), nil
		}
	}
	stuck := d / 2
	if opts.FreshStuckDie {
		fresh, err := r.D6("KG-EXPL-02", "stuck for D6/2 AP", f)
		if err != nil {
			return Outcome{}, err
		}
		stuck = max(fresh/2, 1)
	}
	f.StuckAP = max(f.StuckAP, stuck)
	r.State("KG-EXPL-02", f, Stuck)
	return r.Outcome(), nil
}

// Free spends ap AP on freeing a stuck unit; the AP may be spread over
// several orders and rounds (KG-EXPL-02). It returns the AP actually used.
func Free(f *Fighter, ap int) (int, Outcome, error) {
	if f.StuckAP == 0 {
		return 0, Outcome{}, refuse("KG-EXPL-02", "%s is not stuck", f.ID)
	}
	if ap < 1 {
		return 0, Outcome{}, refuse("GAP-09", "freeing a stuck unit costs at least 1 AP")
	}
	r := &Resolver{}
	f = r.Own(f)
	used := min(ap, f.StuckAP)
	f.StuckAP -= used
	r.Add(APSpent{RuleID: "KG-EXPL-02", By: f.ID, AP: used, For: "freeing from the floor"})
	if f.StuckAP == 0 {
		r.State("KG-EXPL-02", f, FreedFromHole)
	}
	return used, r.Outcome(), nil
}
