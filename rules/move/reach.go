package move

import (
	"math"
	"slices"

	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
)

// ReachMap is, for every cell, the fewest AP a single move or run costs to
// bring the model's centre there, and which action does it.
type ReachMap struct {
	W, H int
	AP   []int8 // −1: out of reach of one movement action
	Kind []Kind
}

// At returns the AP to reach cell (x, y), or −1.
func (r *ReachMap) At(x, y int) int {
	if x < 0 || y < 0 || x >= r.W || y >= r.H {
		return -1
	}
	return int(r.AP[y*r.W+x])
}

// Reach works out the reach map (KG-MOVE-01/02, KG-TERR-06): for each
// terrain tier (easy only; up to difficult; up to very difficult) the
// distance along open paths, then the cheapest of walking (2 AP + tier)
// and running (1 AP + tier) that covers it.
func Reach(d *deck.Deck, m Mover, others []geom.Base) *ReachMap {
	return ReachBy(d, m, others, Run, Walk)
}

// ReachBy is Reach by the movement actions kinds only: ReachBy(…, Walk) is
// where a Normal Move can take the model and for how many AP, which a run
// may reach for fewer; ReachBy(…, Charge) is where a charge's move may
// end (it must end in base contact with its target, KG-MOVE-09).
func ReachBy(d *deck.Deck, m Mover, others []geom.Base, kinds ...Kind) *ReachMap {
	r := &ReachMap{W: d.W, H: d.H, AP: make([]int8, d.W*d.H), Kind: make([]Kind, d.W*d.H)}
	for i := range r.AP {
		r.AP[i] = -1
	}
	if m.allowed(Walk, m.Base.Centre) != nil {
		return r
	}
	away, _ := m.awayFromFire() // allowed above: no error
	var use []Kind
	far := 0.0
	for _, k := range kinds {
		if k != SmallStep && !slices.Contains(use, k) && m.allowed(k, m.Base.Centre) == nil {
			use = append(use, k)
			far = max(far, m.Limit(k))
		}
	}
	if len(use) == 0 {
		return r
	}
	g := newGrid(d, m, others, far)
	defer g.free()
	tiers := 3
	if m.IgnoresTerrain {
		tiers = 1
	}
	for tier := range tiers {
		dist, _ := g.search(m.Base.Centre, tier, far)
		for i, di := range dist {
			if math.IsInf(di, 1) {
				continue
			}
			if !away.allows(g.centreOf(i)) {
				continue
			}
			at := g.deckIndex(i)
			for _, k := range use {
				if di > m.Limit(k)+1e-9 {
					continue
				}
				ap := int8(baseAP[k] + tier)
				if r.AP[at] < 0 || ap < r.AP[at] {
					r.AP[at], r.Kind[at] = ap, k
				}
			}
		}
	}
	return r
}
