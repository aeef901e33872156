package combat_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
)

// KG-EXPL-02 and KG-EXPL-EX1: 1-3 holds; 4-5 → stuck 2 AP; 6 → 3 AP
// (KG-EXPL-EX1: a 6 → 3 AP, a 5 → 2 AP); 6 then 6 → falls to its death.
func TestCollapse(t *testing.T) {
	tests := []struct {
		id    string
		faces []int
		fresh bool
		stuck int
		dead  bool
	}{
		{"KG-EXPL-02 holds", []int{3}, false, 0, false},
		{"KG-EXPL-EX1 a 5 → 2 AP", []int{5}, false, 2, false},
		{"KG-EXPL-02 a 4 → 2 AP", []int{4}, false, 2, false},
		{"KG-EXPL-EX1 a 6 → 3 AP", []int{6, 2}, false, 3, false},
		{"KG-EXPL-02 6 then 6 → falls", []int{6, 6}, false, 0, true},
		{"option fresh die, minimum 1", []int{5, 1}, true, 1, false},
		{"option fresh die", []int{4, 6}, true, 3, false},
	}
	for _, tc := range tests {
		f := joe("u")
		src := script(t, tc.faces...)
		out, err := combat.Collapse(f, src, combat.Options{FreshStuckDie: tc.fresh})
		if err != nil {
			t.Fatal(err)
		}
		used(t, src)
		settle(out, f)
		if f.StuckAP != tc.stuck || f.Alive() == tc.dead || hasState(out.Events, combat.Fell) != tc.dead {
			t.Errorf("%s: stuck %d alive %v; want %d, dead %v", tc.id, f.StuckAP, f.Alive(), tc.stuck, tc.dead)
		}
	}
}

// KG-EXPL-02: the AP to free a unit may be spread over several orders.
func TestFreeStuckUnit(t *testing.T) {
	f := with(joe("u"), func(f *combat.Fighter) { f.StuckAP = 3 })
	used, out, err := combat.Free(f, 2)
	settle(out, f)
	if err != nil || used != 2 || f.StuckAP != 1 {
		t.Fatalf("first 2 AP: used %d left %d (%v)", used, f.StuckAP, err)
	}
	used, out, err = combat.Free(f, 5)
	settle(out, f)
	if err != nil || used != 1 || f.StuckAP != 0 || !hasState(out.Events, combat.FreedFromHole) {
		t.Errorf("last AP: used %d left %d (%v)", used, f.StuckAP, err)
	}
	if _, _, err := combat.Free(f, 1); !isRefusal(err, "KG-EXPL-02") {
		t.Errorf("freeing a free unit: %v", err)
	}
}
