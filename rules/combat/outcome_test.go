package combat_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
)

// One writer: a resolution never changes the fighters it is given; it
// reports each one it changed, and the wounds its Changes add are exactly
// the wounds its Wounded events report. Checked over the thirty varied
// attacks of the odds tests, a thousand seeded resolutions each.
func TestResolutionsChangeOnlyTheirCopies(t *testing.T) {
	for i, tc := range oddsCases() {
		src := dice.NewSeeded(uint64(7000 + i))
		for range 1000 {
			var given []*combat.Fighter
			var out combat.Outcome
			var err error
			if tc.ranged != nil {
				a := *tc.ranged
				given = append([]*combat.Fighter{a.Shooter, a.Target}, a.Melee...)
				before := conditions(given)
				var res combat.RangedResult
				res, err = combat.ResolveRanged(a, src, tc.opts)
				out = res.Outcome
				checkUnchanged(t, tc.name, given, before)
			} else {
				a := *tc.cc
				given = []*combat.Fighter{a.Attacker, a.Defender}
				before := conditions(given)
				var res combat.CCResult
				res, err = combat.ResolveCC(a, src, tc.opts, tc.choose)
				out = res.Outcome
				checkUnchanged(t, tc.name, given, before)
			}
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			reported := map[string]int{}
			for _, e := range out.Events {
				if w, ok := e.(combat.Wounded); ok {
					reported[w.Unit] += w.Wounds
				}
			}
			for _, c := range out.Changes {
				for _, f := range given {
					if f.ID == c.ID && c.Now.Wounds-f.Wounds != reported[f.ID] {
						t.Fatalf("%s: %s's change adds %d wounds; its events report %d", tc.name, f.ID, c.Now.Wounds-f.Wounds, reported[f.ID])
					}
				}
				delete(reported, c.ID)
			}
			for id, n := range reported {
				if n > 0 {
					t.Fatalf("%s: %d wounds reported on %s and no change for it", tc.name, n, id)
				}
			}
		}
	}
}

func conditions(fs []*combat.Fighter) []combat.Condition {
	out := make([]combat.Condition, len(fs))
	for i, f := range fs {
		out[i] = f.Condition
	}
	return out
}

func checkUnchanged(t *testing.T, name string, fs []*combat.Fighter, before []combat.Condition) {
	t.Helper()
	for i, f := range fs {
		if f.Condition != before[i] {
			t.Fatalf("%s: the resolution changed %s in place: %+v, was %+v", name, f.ID, f.Condition, before[i])
		}
	}
}
