package overwatch

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
)

// laneShooters is how many units a lane's pinning test counts as firing
// at the mover: its own, alone (no chain of fire).
const laneShooters = 1

// LaneTest is the pinning test of a model that moves into a saturation
// lane (XS-05, XC-SFIRE-08): the KG-PSY-01 test of a unit hit by ranged
// fire, Willpower at TN 5. A failed test is the lane's suppressive hit:
// the model is pinned by a hit, and, as a suppressive hit wounds only on
// a critical to-hit roll (KG-RC-12) and a lane rolls none, it takes no
// wound. It reports whether the model failed; a Squad Leader (KG-PSY-03),
// an inanimate model or one already pinned by a hit has nothing to test
// and does not fail.
func LaneTest(f *combat.Fighter, src dice.Source, opts combat.Options) (bool, combat.Outcome, error) {
	r := combat.NewResolver(src, opts)
	f = r.Own(f)
	before := f.Pin.ByHit
	if err := r.PinOnHit(f, laneShooters); err != nil {
		return false, combat.Outcome{}, err
	}
	return f.Pin.ByHit && !before, r.Outcome(), nil
}

// laneTN is the TN of a lane's pinning test.
func laneTN() int { return combat.PinOnHitTN(laneShooters) }
