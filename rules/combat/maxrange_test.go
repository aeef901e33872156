package combat_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/content"
)

// KG-RC-11: MaxRange is where InRange ends, for every shipped weapon and
// Strength: in range just under it, out of range at it.
func TestMaxRangeIsWhereInRangeEnds(t *testing.T) {
	for _, w := range gear.RangedWeapons {
		for _, strength := range []int{1, 3, 5} {
			s := joe("shooter")
			s.Stats.Strength, s.Stats.RC, s.Ranged = content.Stat(strength), 3, w
			m := s.MaxRange(w)
			if !s.InRange(m-0.01) || s.InRange(m) {
				t.Errorf("%s, Strength %d: MaxRange %g\", in range just under it %v, at it %v", w.Name, strength, m, s.InRange(m-0.01), s.InRange(m))
			}
		}
	}
}
