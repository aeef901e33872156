package sweep_test

import (
	"math"
	"slices"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/combat/combattest"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/sweep"
)

// The fixtures of combat's tests (rules/combat/combattest).
var (
	ranged = combattest.Ranged
	armour = combattest.Armour
	open   = combattest.Open
)

// joe is an Average Joe (KG-DATA-02: 3/2/2/3/3/2/2) with 2 wounds, changed
// by change.
func joe(id string, change func(*combat.Fighter)) *combat.Fighter {
	f := &combat.Fighter{ID: id, WoundCapacity: 2, Stats: content.Characteristics{
		Speed: 3, Strength: 2, Body: 2, Mind: 3, Willpower: 3, CC: 2, RC: 2}}
	change(f)
	return f
}

func clone(f *combat.Fighter) *combat.Fighter { c := *f; return &c }

// XS-27, SW-MULTI-02 "spread": kept hits go in turn to the primary, then
// each other model, and round again.
func TestSweepShares(t *testing.T) {
	for _, c := range []struct {
		hits, n int
		want    []int
	}{
		{0, 3, []int{0, 0, 0}}, {1, 3, []int{1, 0, 0}}, {2, 3, []int{1, 1, 0}}, {4, 3, []int{2, 1, 1}}, {6, 2, []int{3, 3}}, {5, 1, []int{5}},
	} {
		if got := sweep.Shares(c.hits, c.n); !slices.Equal(got, c.want) {
			t.Errorf("Shares(%d, %d) = %v, want %v", c.hits, c.n, got, c.want)
		}
	}
}

// sweepAt is an autocannon (RC 6) sweeping at t with two others near it,
// the first of them seen from its blind side, at +1 TN (XS-27).
func sweepAt() sweep.Fire {
	s := joe("s", func(f *combat.Fighter) { f.Stats.RC = 6; f.Ranged = ranged("autocannon") })
	mod := []combat.Modifier{{RuleID: "XS-27", What: "sweep", On: "TN", Value: 1}}
	primary := combat.RangedAttack{Shooter: s, Target: joe("t", func(f *combat.Fighter) { f.Armour = armour("flak-jacket") }), Situation: open(8), Mods: mod}
	o1 := combat.RangedAttack{Shooter: s, Target: joe("o1", func(f *combat.Fighter) { f.Armour = armour("carapace") }), Situation: open(9)}
	o1.BlindSide = true
	o2 := combat.RangedAttack{Shooter: s, Target: joe("o2", func(*combat.Fighter) {}), Situation: open(9)}
	return sweep.Fire{Attack: primary, Others: []combat.RangedAttack{o1, o2}}
}

// A sweep's exact odds, per target, agree with 40 000 seeded resolutions
// within 1% for every wound count; the +1 TN shows in its to-hit roll.
func TestSweepOddsMatchSampling(t *testing.T) {
	s := sweepAt()
	exact, err := sweep.Odds(s, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(exact) != 3 {
		t.Fatalf("%d odds, want one for each of 3 targets", len(exact))
	}
	got := make([][]float64, 3)
	for i := range got {
		got[i] = make([]float64, len(exact[i].Wounds))
	}
	src := dice.NewSeeded(7)
	const trials = 40000
	for range trials {
		c := s
		c.Attack.Shooter, c.Attack.Target = clone(s.Attack.Shooter), clone(s.Attack.Target)
		c.Others = nil
		for _, o := range s.Others {
			o.Target = clone(o.Target)
			c.Others = append(c.Others, o)
		}
		res, err := sweep.Resolve(c, src, combat.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for i, w := range res.Wounds {
			got[i][w]++
		}
		for _, e := range res.Events {
			if r, ok := e.(combat.Roll); ok && r.RuleID == "KG-RC-09" && r.TN != 6 {
				t.Fatalf("the sweep rolled to hit at TN %d, want 5 + 1", r.TN)
			}
		}
	}
	for i := range got {
		sum := 0.0
		for w := range got[i] {
			sum += exact[i].Wounds[w]
			if d := math.Abs(got[i][w]/trials - exact[i].Wounds[w]); d > 0.01 {
				t.Errorf("target %d, P(%d wounds): exact %.4f, sampled %.4f", i, w, exact[i].Wounds[w], got[i][w]/trials)
			}
		}
		if math.Abs(sum-1) > 1e-9 {
			t.Errorf("target %d's odds sum to %v", i, sum)
		}
	}
	if !(exact[0].MeanWounds() > exact[1].MeanWounds() && exact[1].MeanWounds() > 0) {
		t.Errorf("mean wounds %v, %v, %v: the primary gets the most hits, the others some", exact[0].MeanWounds(), exact[1].MeanWounds(), exact[2].MeanWounds())
	}
}
