package combat

import "github.com/krygothic/krygothic/rules/dice"

// LaneTest is the pinning test of a model that moves into a saturation
// lane (XS-05, XC-SFIRE-08): the KG-PSY-01 test of a unit hit by ranged
// fire, Willpower at TN 5. A failed test is the lane's suppressive hit:
// the model is pinned by a hit, and, as a suppressive hit wounds only on
// a critical to-hit roll (KG-RC-12) and a lane rolls none, it takes no
// wound. It reports whether the model failed; a Squad Leader (KG-PSY-03),
// an inanimate model or one already pinned by a hit has nothing to test
// and does not fail.
func LaneTest(f *Fighter, src dice.Source, opts Options) (bool, Outcome, error) {
	r := &Resolver{src: src, opts: opts}
	f = r.Own(f)
	before := f.Pin.ByHit
	if err := r.PinOnHit(f, 1); err != nil {
		return false, Outcome{}, err
	}
	return f.Pin.ByHit && !before, r.Outcome(), nil
}
