package orders

import (
	"math"
	"slices"

	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
)

// Caches of work the rules would otherwise redo many times a tick (a bot
// previews a shot at every enemy each time its channel frees). Each is
// checked against the state it was made from on every use, never trusted
// on a promise to invalidate, so a cached answer is always the answer the
// work would give now (docs/performance.md, "Headless games").

// cache is a Table's caches.
type cache struct {
	standing standing // the bases on the table and their index
	// the last few movement plans
	planned     [plannedMoves]plannedMove
	nextPlanned int
	othersBuf   []geom.Base
}

// standing is every unit on the table, their bases and the deck's index
// of them (deck.Occupy), as of the last time a ranged attack was worked
// out. It is rebuilt whenever a unit has come, gone or moved.
type standing struct {
	deck  *deck.Deck
	units []*Unit // standing units, in t.Units order
	bases []geom.Base
	occ   *deck.Occupancy
}

// occupancy returns the standing units, their bases (in the same order)
// and the deck's index of those bases, rebuilding them only when a unit
// has come, gone or moved since the last call.
func (t *Table) occupancy() ([]*Unit, []geom.Base, *deck.Occupancy) {
	c := &t.standing
	if c.occ != nil && c.deck == t.Deck {
		k := 0
		for _, u := range t.Units {
			if !u.Alive() {
				continue
			}
			if k >= len(c.units) || c.units[k] != u || c.bases[k] != u.Base {
				k = -1
				break
			}
			k++
		}
		if k == len(c.units) {
			return c.units, c.bases, c.occ
		}
	}
	// The old index is not in use (rangedAttack keeps none): its memory
	// is reused.
	c.units, c.bases = c.units[:0], c.bases[:0]
	for _, u := range t.Units {
		if u.Alive() {
			c.units = append(c.units, u)
			c.bases = append(c.bases, u.Base)
		}
	}
	if c.deck != t.Deck {
		c.occ = nil
	}
	c.deck = t.Deck
	c.occ = c.deck.Reoccupy(c.occ, c.bases)
	return c.units, c.bases, c.occ
}

// indexOf is u's place among units, or 0 when it is not there (as a
// missing key read from an index by id).
func indexOf(units []*Unit, u *Unit) int {
	for i, o := range units {
		if o == u {
			return i
		}
	}
	return 0
}

// plannedMove is a movement plan worked out for a unit, with everything it
// was worked out from.
type plannedMove struct {
	deck    *deck.Deck
	version uint64 // the deck's, then
	mover   move.Mover
	others  []geom.Base
	kind    move.Kind
	to      geom.Vec
	plan    move.Plan
	err     error
}

// plannedMoves is how many recent plans a Table keeps. A bot previews
// a move, declares it, and the step plans it again as it begins, all at
// one tick, while the other side previews its own.
const plannedMoves = 8

// planMove plans a move of kind for u standing at base, to point to, past
// every other standing unit (move.Mover.Plan). A plan asked for again with
// the same mover, the same other bases and the same deck is answered from
// the last few plans: Plan depends on nothing else.
func (t *Table) planMove(u *Unit, base geom.Base, kind move.Kind, to geom.Vec) (move.Plan, error) {
	mv := t.Mover(u, base)
	t.othersBuf = t.othersBuf[:0]
	for _, o := range t.Units {
		if o != u && o.Alive() {
			t.othersBuf = append(t.othersBuf, o.Base)
		}
	}
	others, d := t.othersBuf, t.Deck
	for i := range t.planned {
		e := &t.planned[i]
		if e.deck == d && e.version == d.Version() && e.kind == kind && sameVec(e.to, to) && sameMover(e.mover, mv) && sameBases(e.others, others) {
			p := e.plan
			p.Path = slices.Clone(p.Path) // the caller's own, as a fresh plan's is
			return p, e.err
		}
	}
	p, err := mv.Plan(d, others, kind, to)
	e := &t.planned[t.nextPlanned]
	t.nextPlanned = (t.nextPlanned + 1) % plannedMoves
	*e = plannedMove{deck: d, version: d.Version(), mover: mv, others: append(e.others[:0], others...), kind: kind, to: to, plan: p, err: err}
	e.mover.FireFrom = slices.Clone(mv.FireFrom)
	e.plan.Path = slices.Clone(p.Path)
	return p, err
}

// sameVec compares two points bit for bit (−0 is not 0: it prints
// differently in a refusal).
func sameVec(a, b geom.Vec) bool {
	return math.Float64bits(a.X) == math.Float64bits(b.X) && math.Float64bits(a.Y) == math.Float64bits(b.Y)
}

func sameBase(a, b geom.Base) bool {
	return sameVec(a.Centre, b.Centre) && math.Float64bits(a.Radius) == math.Float64bits(b.Radius) &&
		math.Float64bits(a.Facing) == math.Float64bits(b.Facing)
}

func sameBases(a, b []geom.Base) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !sameBase(a[i], b[i]) {
			return false
		}
	}
	return true
}

// sameMover compares every field of a move.Mover, which a plan may read
// (TestSameMoverComparesEveryField keeps the list whole).
func sameMover(a, b move.Mover) bool {
	if !sameBase(a.Base, b.Base) || len(a.FireFrom) != len(b.FireFrom) {
		return false
	}
	for i := range a.FireFrom {
		if !sameVec(a.FireFrom[i], b.FireFrom[i]) {
			return false
		}
	}
	return a.Speed == b.Speed && a.Body == b.Body && a.Fatigue == b.Fatigue && a.CanRun == b.CanRun &&
		a.IgnoresTerrain == b.IgnoresTerrain && a.Prone == b.Prone && a.Stuck == b.Stuck &&
		a.PinnedByHit == b.PinnedByHit && a.PinnedByMiss == b.PinnedByMiss && a.Extra == b.Extra
}

// pathLegs are the lengths of a path's legs and their sum, worked out the
// first time a step walks it rather than every tick. A path is never
// changed in place (a delayed move is given a new one), so the path's
// first point's address and its length tell whether they are its.
type pathLegs struct {
	of    *geom.Vec
	n     int
	legs  []float64
	total float64
}

// along is the point a fraction of the way along path.
func (pl *pathLegs) along(path []geom.Vec, frac float64) geom.Vec {
	if len(path) == 0 {
		return geom.Vec{}
	}
	if pl.of != &path[0] || pl.n != len(path) {
		pl.of, pl.n, pl.legs, pl.total = &path[0], len(path), pl.legs[:0], 0
		for i := 1; i < len(path); i++ {
			l := path[i].Dist(path[i-1])
			pl.legs = append(pl.legs, l)
			pl.total += l
		}
	}
	want := pl.total * frac
	for i := 1; i < len(path); i++ {
		l := pl.legs[i-1]
		if want <= l && l > 0 {
			return path[i-1].Add(path[i].Sub(path[i-1]).Scale(want / l))
		}
		want -= l
	}
	return path[len(path)-1]
}
