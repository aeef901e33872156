// Package vehicles is rule module XS-09, vehicles: small ship vehicles
// (cargo loaders, drones) whose roster unit names a vehicle profile
// (modules.yaml). A vehicle keeps a speed from one move order to the next
// and may change it by at most its acceleration; hits on it strike a
// location rolled on a D6, each with wounds of its own, and a damaged
// engine, drive or weapon works at half or not at all; a destroyed hull
// wrecks it in a 6" blast; it rams models with "U ram T", and they may
// dodge (docs/modules.md). The rolls of a ram and a wreck are
// ResolveRam's and ResolveWreck's.
package vehicles

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/odds"
	"github.com/krygothic/krygothic/rules/orders"
)

// RuleID is the module's rule.
const RuleID = "XS-09"

// Name is the module's short name.
const Name = "vehicles"

// The table marks the module keeps of each vehicle.
const (
	// SpeedMark is the vehicle's speed: the inches its last move order
	// carried it, rounded to the nearest inch.
	SpeedMark = "vehicle-speed"
	// MovedMark is 1 when the vehicle made a move order this AP round.
	MovedMark = "vehicle-moved"
	// WreckedMark is 1 once its hull is destroyed.
	WreckedMark = "vehicle-wrecked"
	// CalledMark is the location a shot being resolved was called at
	// (SW-VEH-07, XS-24: the locations module's called shot), 1 + its
	// index in Locations: the shot's wounds on the vehicle strike it,
	// with no location rolled. The module that calls the shot sets it
	// for the shot, and clears it after.
	CalledMark = "vehicle-called-location"
)

// TakenMark is the mark counting the wounds location loc has taken.
func TakenMark(loc string) string { return "vehicle-" + loc + "-wounds" }

// with is the module's order rules, with the frag grenade of content c
// for a wreck's blast.
func (m *module) with(c *content.Content) (orders.Module, error) {
	g, ok := c.Ranged(army.Grenade)
	if !ok || g.Template <= 0 {
		return orders.Module{}, fmt.Errorf("the content has no %s with a template (gear.yaml) for a wreck's blast", army.Grenade)
	}
	m.blast = g
	return orders.Module{
		Name:      Name,
		Kinds:     []*orders.Kind{m.ramKind()},
		Checks:    []orders.CheckRule{m.checkMove},
		Triggers:  []orders.Trigger{m.moved},
		Observers: []orders.Observer{m.observe},
		Shots:     []orders.ShotRule{m.damagedWeapon},
		Melees:    []orders.MeleeRule{m.closeCombat},
		Rounds:    []orders.RoundRule{m.brake},
		Amends:    []orders.AmendRule{m.final},
	}, nil
}

// module is the vehicles module as it plays with one content's data.
type module struct {
	data  Data
	blast *content.RangedWeapon
}

// State is a vehicle as the table has it now: its speed and what each
// location has left.
type State struct {
	Profile *Profile
	Speed   int            // inches its last move order carried it
	Left    map[string]int // wounds left, by location
	Top     int            // the most inches a move order may carry it now
	Accel   int            // the most a move order may change its speed by now
}

// Of is vehicle u's state on table t; ok is false for a model that is no
// vehicle.
func Of(data Data, t *orders.Table, u *orders.Unit) (State, bool) {
	return FromMarks(data, u, t.Mark)
}

// FromMarks is vehicle u's state as mark tells the table's marks (a
// match.View's Mark, for the screens and the AI); ok is false for a model
// that is no vehicle.
func FromMarks(data Data, u *orders.Unit, mark func(id, name string) int) (State, bool) {
	p := data.Of(u)
	if p == nil {
		return State{}, false
	}
	s := State{Profile: p, Speed: mark(u.ID, SpeedMark), Left: map[string]int{}}
	for _, loc := range Locations {
		s.Left[loc] = max(p.Wounds(loc)-mark(u.ID, TakenMark(loc)), 0)
	}
	s.Top, s.Accel = u.F.Stats.Speed.Dice(), p.Acceleration
	if Halved(p.Engine, s.Left[Engine]) {
		s.Top /= 2 // SW-VEH-EX2: engine damage halves the movement rate
	}
	if Halved(p.Drive, s.Left[Drive]) {
		s.Accel = max(s.Accel/2, 1)
	}
	if Destroyed(p.Engine, s.Left[Engine]) || Destroyed(p.Drive, s.Left[Drive]) {
		s.Top = 0
	}
	return s, true
}

// Window is the speeds a move order may leave a vehicle at, in whole
// inches: at most accel from its speed now, never above top or below 0
// (XS-09, SW-VEH-03). When a damaged engine has dropped top below what
// braking allows, it may slow to top at once.
func Window(speed, accel, top int) (lo, hi int) {
	hi = min(speed+accel, top)
	lo = min(max(speed-accel, 0), max(hi, 0))
	return lo, max(hi, 0)
}

// Window is the speeds a move order may leave the vehicle at.
func (s State) Window() (lo, hi int) { return Window(s.Speed, s.Accel, s.Top) }

// Halved reports whether a location of capacity wounds with left of them
// works at half: at half its wounds or fewer (XS-09; SW-VEH-EX2: 6 → 3
// left is 50%). A location of no wounds never is.
func Halved(capacity, left int) bool { return capacity > 0 && 2*left <= capacity }

// Destroyed reports whether a location of capacity wounds has none left.
func Destroyed(capacity, left int) bool { return capacity > 0 && left <= 0 }

// WreckChance is roughly the chance that wounds dealt with distribution
// dist (dist[k]: exactly k wounds) wreck the vehicle: each wound strikes
// the hull on the faces that name it, and on those of locations already
// destroyed (passed on to the hull), independently. It is the AI's
// estimate: it leaves out locations destroyed by the same wounds.
func (s State) WreckChance(faces []string, dist []float64) float64 {
	q := 0
	for _, f := range faces {
		if f == Hull || s.Left[f] == 0 {
			q++
		}
	}
	p := float64(q) / float64(max(len(faces), 1))
	need := s.Left[Hull]
	chance := 0.0
	for k, pk := range dist {
		if k >= need && pk > 0 {
			chance += pk * odds.AtLeast(odds.Binomial(k, p), need)
		}
	}
	return chance
}
