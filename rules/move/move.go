// Package move is movement on the deck (KG-MOVE, KG-TERR): paths on the
// cell grid around walls and other bases, the AP cost of a move with its
// worst terrain surcharge, running fatigue, charge reach, small steps,
// pinned units, and the reach map a player sees when selecting a model.
package move

import (
	"fmt"
	"math"

	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Kind is a movement action.
type Kind int

// The movement actions.
const (
	Walk      Kind = iota // Normal Move: up to Speed, 2 AP (KG-MOVE-01)
	Run                   // up to 2 × Speed, 1 AP, costs breath (KG-MOVE-02/03)
	Charge                // up to Speed + Body into contact, 2 AP + 1 AP attack (KG-MOVE-09)
	SmallStep             // under 1", 0 AP (KG-MOVE-07)
)

var kindNames = [...]string{"move", "run", "charge", "small step"}

// String names the action.
func (k Kind) String() string {
	if k >= 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("movement %d", int(k))
}

// baseAP is each action's cost before terrain (GAP-09, RULINGS §4).
var baseAP = [...]int{Walk: 2, Run: 1, Charge: 3, SmallStep: 0}

// BaseAP is what the action costs before terrain (GAP-09, RULINGS §4).
func (k Kind) BaseAP() int {
	if k >= 0 && int(k) < len(baseAP) {
		return baseAP[k]
	}
	return 0
}

// Mover is a model about to move, with what movement reads of it.
type Mover struct {
	Base           geom.Base
	Speed          int  // after armour (KG-STAT-03)
	Body           int  // bare Body
	Fatigue        int  // Body lost to running (KG-MOVE-03)
	CanRun         bool // false in heavy plate or carrying a heavy weapon (GAP-23)
	IgnoresTerrain bool // wraiths: no surcharges, walls still stop them (KG-TERR-05)
	Prone          bool // must stand up first (GAP-16)
	Stuck          bool // in a floor hole (KG-EXPL-02)
	PinnedByHit    bool // may only move away from the fire (KG-PSY-01, GAP-19)
	PinnedByMiss   bool // may not move at all (KG-PSY-02)
	FireFrom       []geom.Vec
	// Extra are inches a rule adds to a move's, a run's and a charge's
	// reach, not a small step's (a Squad Leader's Go forward!, XS-25);
	// 0 in the core rules.
	Extra float64
}

// Breath is the current Body: bare Body less fatigue, never below 1 for a
// model that has Body (KG-MOVE-03, RULINGS "Added 2026-11-23"); a Body-0
// objective stays 0.
func (m Mover) Breath() int { return max(m.Body-m.Fatigue, min(m.Body, 1)) }

// OutOfBreath reports whether a Run has left the model at Body 1: it cannot
// Run again until an AP round gives Body back (KG-MOVE-03, RULINGS "Added
// 2026-11-23"). A fresh model of normal Body 1 is not out of breath.
func (m Mover) OutOfBreath() bool { return m.Fatigue > 0 && m.Body-m.Fatigue <= 1 }

// Limit is how far an action may carry the model, in inches.
func (m Mover) Limit(k Kind) float64 {
	switch k {
	case Run:
		return float64(2*m.Speed) + m.Extra
	case Charge:
		return float64(m.Speed+m.Breath()) + m.Extra // KG-MOVE-09: Speed + Body
	case SmallStep:
		return 1
	}
	return float64(m.Speed) + m.Extra
}

// Refusal is an illegal move, with the rule that forbids it.
type Refusal = refusal.Error

var refuse = refusal.New

// Plan is a legal move, ready to play out.
type Plan struct {
	Kind      Kind
	Path      []geom.Vec // from the start to the destination
	Length    float64    // inches the base centre travels (RULINGS §8)
	Surcharge int        // the worst terrain crossed (KG-TERR-06)
	AP        int
	Fatigue   int // the mover's fatigue after the move (KG-MOVE-03)
}

// Plan checks a move of kind k to point to and works out its path and
// cost. others are every other model's base: paths go around them.
func (m Mover) Plan(d *deck.Deck, others []geom.Base, k Kind, to geom.Vec) (Plan, error) {
	if err := m.allowed(k, to); err != nil {
		return Plan{}, err
	}
	dest := m.Base
	dest.Centre = to
	if !d.Fits(dest) {
		return Plan{}, refuse("KG-TERR-04", "a base cannot stand at (%.1f, %.1f): impassable or off the deck", to.X, to.Y)
	}
	for _, o := range others {
		if geom.Overlap(dest, o) {
			return Plan{}, refuse("KG-MOVE-01", "another model stands at (%.1f, %.1f)", to.X, to.Y)
		}
	}
	if k == SmallStep {
		return m.smallStep(d, others, to)
	}
	limit := m.Limit(k)
	tooFar := func() error {
		return refuse(map[Kind]string{Walk: "KG-MOVE-01", Run: "KG-MOVE-02", Charge: "KG-MOVE-09"}[k],
			"(%.1f, %.1f) is beyond a %s of %.0f\" along any open path", to.X, to.Y, k, limit)
	}
	if m.Base.Centre.Dist(to) > limit+straightSlack {
		// No path is shorter than the straight line: every tier below
		// would fail, so answer at once.
		return Plan{}, tooFar()
	}
	g := newGrid(d, m, others, limit+2)
	defer g.free()
	goal := g.index(to)
	for tier := 0; tier <= 2; tier++ {
		if m.IgnoresTerrain && tier > 0 {
			break
		}
		if goal < 0 {
			continue
		}
		last, length := g.toGoal(m.Base.Centre, to, goal, tier, limit+2, limit+legSlack)
		if last < 0 {
			continue
		}
		prev := g.prev
		p := Plan{Kind: k, Path: g.path(prev, last, m.Base.Centre, to), Length: length, Surcharge: tier, AP: baseAP[k] + tier, Fatigue: m.Fatigue}
		if k == Run {
			p.Fatigue = m.fatigueAfterRun(g.crossesVeryDifficult(prev, last, m.Base.Centre))
		}
		return p, nil
	}
	return Plan{}, tooFar()
}

// legSlack is how far over its limit a path may measure and still be
// taken (rounding in the sum of its legs).
const legSlack = 1e-9

// straightSlack bounds the rounding in a path's measured length, many
// times over: a straight line longer than the limit by more than this has
// no path within legSlack of it.
const straightSlack = 1e-6

// allowed checks what forbids a move before any path is sought.
func (m Mover) allowed(k Kind, to geom.Vec) error {
	switch {
	case k < Walk || k > SmallStep:
		return refuse("KG-MOVE-01", "unknown movement %d", int(k))
	case m.Prone:
		return refuse("GAP-16", "the model is prone and must stand up first")
	case m.Stuck:
		return refuse("KG-EXPL-02", "the model is stuck in the floor until freed")
	case m.PinnedByMiss:
		return refuse("KG-PSY-02", "pinned by a hail of misses: it cannot move at all")
	case k == Run && !m.CanRun:
		return refuse("GAP-23", "its armour or heavy weapon forbids running")
	case k == Run && m.OutOfBreath():
		return refuse("KG-MOVE-03", "out of breath: a Run has left its Body at 1 until the next AP round")
	}
	away, err := m.awayFromFire()
	if err == nil && !away.allows(to) {
		err = refuse("GAP-19", "pinned: it may only move within 45° of directly away from the fire")
	}
	return err
}

// awayRule is where a model pinned by a hit may go (GAP-19): within 45° of
// directly away from the fire. The zero value allows anywhere.
type awayRule struct {
	from    geom.Vec
	bearing float64
	pinned  bool
}

// awayFromFire works out the model's away rule once; a model fired on from
// every side has nowhere to go (KG-PSY-05).
func (m Mover) awayFromFire() (awayRule, error) {
	if !m.PinnedByHit || len(m.FireFrom) == 0 {
		return awayRule{}, nil
	}
	bearing, ok := geom.AwayFrom(m.Base.Centre, m.FireFrom)
	if !ok {
		return awayRule{}, refuse("KG-PSY-05", "fired on from every side: there is no away to move to")
	}
	return awayRule{from: m.Base.Centre, bearing: bearing, pinned: true}, nil
}

// allows reports whether a move ending at to keeps to the rule.
func (r awayRule) allows(to geom.Vec) bool {
	return !r.pinned || to == r.from || math.Abs(geom.Turn(r.bearing, r.from.Bearing(to))) <= geom.FrontArc+1e-9
}

// smallStep is KG-MOVE-07: a straight move under 1" for 0 AP, not into or
// out of very difficult terrain.
func (m Mover) smallStep(d *deck.Deck, others []geom.Base, to geom.Vec) (Plan, error) {
	length := m.Base.Centre.Dist(to)
	if length >= 1 {
		return Plan{}, refuse("KG-MOVE-07", "a small step is under 1\" (this is %.2f\")", length)
	}
	for _, p := range []geom.Vec{m.Base.Centre, to} {
		if c, _ := d.CellAt(p); c.Terrain >= deck.VeryDifficult {
			return Plan{}, refuse("KG-MOVE-07", "no small steps in very difficult terrain")
		}
	}
	g := grid{d: d, radius: m.Base.Radius, others: others}
	if !g.legClear(m.Base.Centre, to) {
		return Plan{}, refuse("KG-MOVE-07", "another model is in the way")
	}
	if !g.legFits(m.Base.Centre, to) {
		return Plan{}, refuse("KG-TERR-04", "a wall is in the way")
	}
	return Plan{Kind: SmallStep, Path: []geom.Vec{m.Base.Centre, to}, Length: length, Fatigue: m.Fatigue}, nil
}

// fatigueAfterRun is KG-MOVE-03: each run costs 1 Body; a run through very
// difficult terrain drops Body straight to 1. Either way the run adds to the
// marker, so a unit of normal Body 1, whose Body cannot drop, is out of
// breath after it (RULINGS "Added 2026-11-23"); Breath keeps Body at 1.
func (m Mover) fatigueAfterRun(veryDifficult bool) int {
	if veryDifficult {
		return max(m.Body-1, m.Fatigue+1)
	}
	return m.Fatigue + 1
}

// Recover is the start of a new AP round: +1 Body back, never above the
// model's normal Body (KG-MOVE-03, GAP-17). It returns the new fatigue.
func Recover(fatigue int) int { return max(fatigue-1, 0) }
