// Package overwatch is rule module XS-05, overwatch and saturation lanes:
// "U overwatch" has a unit watch its weapon arc out to its maximum range,
// with one prepaid standard shot at the first enemy that begins a
// movement step in the arc or moves into it, single orders included;
// "U lane X Y" has a unit with an automatic weapon lay a 2"-wide lane
// towards a point, in which every enemy that moves takes a pinning test.
// Both are a form of Waiting (KG-WAIT): the unit is Waiting while it
// watches, so whatever breaks Waiting breaks them (KG-WAIT-03), a later
// movement order of its own included, and they last until used or
// broken. A unit on overwatch may not move: no movement step of it
// follows its overwatch in a combo (SW-OVW-02; docs/modules.md).
package overwatch

import (
	"math"
	"slices"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
	"github.com/krygothic/krygothic/rules/words"
)

// Name is the module's short name, as scenarios and flags name it.
const Name = "overwatch"

// Rule is the module's rule ID, cited by its events and refusals.
const Rule = "XS-05"

// The module's orders.
const (
	Overwatch orders.Verb = "overwatch" // "U overwatch": watch the arc
	Lane      orders.Verb = "lane"      // "U lane X Y" or "U lane T": a saturation lane towards a point or an enemy model
)

// The table marks the module keeps on a watching unit.
const (
	// MarkWatching is 1 for a unit watching its arc, 2 for one holding a
	// lane; it counts only while the unit is Waiting (Watching).
	MarkWatching = "overwatch"
	// MarkLaneBearing is a lane's bearing in tenths of a degree, plus 1 (a
	// mark of 0 is no mark).
	MarkLaneBearing = "overwatch-lane"
	// crossedPrefix + a lane's unit marks a mover that has tested in
	// that lane during its step: the step's start tick, plus 1.
	crossedPrefix = "overwatch-lane-tested:"
)

// Mark values of MarkWatching.
const (
	arcMark  = 1
	laneMark = 2
)

// Rules are the overwatch module's order rules, with data d (modules.yaml,
// overwatch).
func Rules(d Data) orders.Module {
	m := &module{data: d}
	return orders.Module{Name: Name,
		Kinds: []*orders.Kind{
			{Verb: Overwatch, Category: orders.Other, Args: orders.NoArgs, Plan: m.planArc, Resolve: m.resolve},
			{Verb: Lane, Category: orders.Other, Args: orders.TargetOrPointArgs, Plan: m.planLane, Resolve: m.resolve},
		},
		Checks:    []orders.CheckRule{stayPut},
		Triggers:  []orders.Trigger{m.moved},
		Observers: []orders.Observer{m.broken},
		Rounds:    []orders.RoundRule{m.roundBegun},
	}
}

// Watch is a unit's overwatch as the table holds it.
type Watch struct {
	Lane    bool
	Bearing float64 // radians: the lane's bearing; the unit's facing for an arc
	Reach   float64 // inches from the unit's base
}

// Watching returns u's overwatch, and whether it has one: it is on the
// table, Waiting, and marked as watching (a mark left on a unit no longer
// Waiting is broken, and the module clears it).
func Watching(mark func(name string) int, u *orders.Unit) (Watch, bool) {
	if !u.Waiting || !u.Alive() { // asked of every model at every tick of a move: the mark only when it could matter
		return Watch{}, false
	}
	kind := mark(MarkWatching)
	if kind == 0 {
		return Watch{}, false
	}
	w := Watch{Lane: kind == laneMark, Bearing: u.Base.Facing, Reach: Reach(u)}
	if w.Lane {
		w.Bearing = geom.Degrees(float64(mark(MarkLaneBearing)-1) / 10)
	}
	return w, true
}

// on returns u's overwatch on table t.
func on(t *orders.Table, u *orders.Unit) (Watch, bool) {
	return Watching(func(name string) int { return t.Mark(u.ID, name) }, u)
}

// Reach is how far u's ranged weapon reaches: a shot at a base closer
// than this keeps at least one die after the long-range penalty
// (KG-RC-11), so it is the weapon's maximum range (SW-OVW-01). 0 for a
// unit with no working ranged weapon.
func Reach(u *orders.Unit) float64 {
	w := weapon(u)
	if w == nil {
		return 0
	}
	long := w.Long
	if w.LongPerStrength > 0 {
		long = float64(w.LongPerStrength * u.F.Stats.Strength.Dice())
	}
	return long + float64(w.Stats.Keep-1)
}

// weapon is u's working ranged weapon, or nil.
func weapon(u *orders.Unit) *content.RangedWeapon {
	if u.F.RangedBroken || u.F.Ranged == nil || u.F.Ranged.Has(content.TagThrown) {
		return nil
	}
	return u.F.Ranged
}

// LaneEnd is where a lane laid by a unit standing at base on bearing
// (radians) ends: its weapon's reach beyond its base.
func LaneEnd(base geom.Base, bearing, reach float64) geom.Vec {
	return base.Centre.Polar(bearing, base.Radius+reach)
}

// InLane reports whether a model's base b touches the lane of width
// inches laid from base on bearing out to reach.
func InLane(base geom.Base, bearing, reach, width float64, b geom.Base) bool {
	return geom.SegmentDist(base.Centre, LaneEnd(base, bearing, reach), b.Centre) <= width/2+b.Radius
}

// planArc checks "U overwatch" from where the unit will stand.
func (m *module) planArc(t *orders.Table, st *orders.Step, at *geom.Base) error {
	st.Cost = m.data.Cost
	return ready(t, st, *at)
}

// planLane checks "U lane X Y" (or "U lane T", towards enemy model T where
// it stands): a unit that may go on overwatch, with an automatic weapon,
// the point on the deck, in its arc and in reach.
func (m *module) planLane(t *orders.Table, st *orders.Step, at *geom.Base) error {
	st.Cost = m.data.LaneCost
	if err := ready(t, st, *at); err != nil {
		return err
	}
	u := st.Unit
	if w := weapon(u); !slices.Contains(m.data.LaneWeapons, w.ID) {
		return refusal.New("XC-SFIRE-08", "the %s is no automatic weapon: a saturation lane needs one of %v", w.Name, m.data.LaneWeapons)
	}
	p, err := lanePoint(t, st)
	if err != nil {
		return err
	}
	reach := Reach(u)
	switch _, onDeck := t.Deck.CellAt(p); {
	case !onDeck:
		return refusal.New(Rule, "(%g, %g) is off the deck", p.X, p.Y)
	case p.Dist(at.Centre) <= at.Radius:
		return refusal.New(Rule, "a lane runs from %s towards a point beyond its own base", u.ID)
	case !at.Sees(p, geom.HalfArc(t.Options.WideArc)):
		return refusal.New("SW-OVW-01", "(%g, %g) is outside %s's front arc: a lane is laid in the weapon's arc", p.X, p.Y, u.ID)
	case p.Dist(at.Centre)-at.Radius >= reach:
		return refusal.New("SW-OVW-01", "(%g, %g) is %s\" away, beyond the %s's maximum range of %s\"", p.X, p.Y, words.Past(p.Dist(at.Centre)-at.Radius, reach), weapon(u).Name, words.Tenths(reach))
	}
	return nil
}

// lanePoint is the point a lane order lays its lane towards: its point,
// or where its enemy model stands.
func lanePoint(t *orders.Table, st *orders.Step) (geom.Vec, error) {
	o := st.Order
	if o.Point {
		return geom.Vec{X: o.X, Y: o.Y}, nil
	}
	target := t.Find(o.Target, 1-st.Unit.Side)
	if target == nil || !target.Alive() || target.Side == st.Unit.Side {
		return geom.Vec{}, refusal.New("KG-FACE-06", "no enemy %q on the table to lay a lane towards", o.Target)
	}
	return target.Base.Centre, nil
}

// ready checks that st's unit, standing at at, may go on overwatch: a
// working ranged weapon, not engaged, and no move before it in the combo
// (SW-OVW-02; a turn on the spot to aim is allowed).
func ready(t *orders.Table, st *orders.Step, at geom.Base) error {
	u := st.Unit
	if weapon(u) == nil {
		return refusal.New("KG-RC-02", "%s carries no working ranged weapon to watch with", u.ID)
	}
	if at.Centre != u.Base.Centre {
		return refusal.New("SW-OVW-02", "%s moves earlier in this combo: a unit going on overwatch may not move first", u.ID)
	}
	for _, e := range t.Units {
		if e.Side != u.Side && e.Side >= 0 && e.Alive() && geom.InContact(at, e.Base) {
			return refusal.New("GAP-14", "%s is in base contact with %s and cannot watch for a shot", u.ID, e.ID)
		}
	}
	return nil
}

// stayPut refuses a movement step (a move, a run, a charge, a turn, a
// small step) after its unit's overwatch or lane in the same combo
// (SW-OVW-02): a unit on overwatch may not move that turn. A movement
// order declared later ends the overwatch instead, as any order of the
// unit's own ends Waiting (KG-WAIT-03).
func stayPut(_ *orders.Table, st *orders.Step) error {
	if st.Combo == nil || st.Kind.Category != orders.Movement {
		return nil
	}
	for _, s := range st.Combo.Steps {
		if s.Unit == st.Unit && (s.Order.Verb == Overwatch || s.Order.Verb == Lane) {
			return refusal.New("SW-OVW-02", "%s goes on overwatch earlier in this combo: a unit on overwatch may not move (XS-05)", st.Unit.ID)
		}
	}
	return nil
}

// resolve puts the unit on overwatch, over its arc or a lane: it is
// Waiting, marked, and the log says what it watches.
func (m *module) resolve(t *orders.Table, env orders.Env, st *orders.Step) error {
	u := st.Unit
	set := OverwatchSet{RuleID: Rule, Unit: u.ID, Bearing: degrees(u.Base.Facing), Reach: Reach(u)}
	sets := []orders.Set{orders.WaitingSet{Unit: u, On: true}, mark(u, MarkWatching, arcMark)}
	if st.Order.Verb == Lane {
		p, err := lanePoint(t, st)
		if err != nil {
			return err
		}
		if !u.Base.Sees(p, geom.HalfArc(t.Options.WideArc)) { // a model aimed at has moved out of the arc since
			return refusal.New("SW-OVW-01", "(%g, %g) is no longer in %s's front arc", p.X, p.Y, u.ID)
		}
		b := u.Base.Centre.Bearing(p)
		tenths := int(math.Round(degrees(b)*10)) % 3600
		set.Lane, set.Bearing = true, float64(tenths)/10
		sets = []orders.Set{sets[0], mark(u, MarkWatching, laneMark), mark(u, MarkLaneBearing, tenths+1)}
	}
	out := orders.Sets(sets...)
	out.Events = []combat.Event{set}
	return env.Apply(out)
}

// mark sets u's mark name to v (0 clears it).
func mark(u *orders.Unit, name string, v int) orders.Marked {
	return orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: name}, Value: v}
}

// degrees turns radians into degrees in [0, 360).
func degrees(rad float64) float64 {
	d := math.Mod(rad*180/math.Pi, 360)
	if d < 0 {
		d += 360
	}
	return d
}
