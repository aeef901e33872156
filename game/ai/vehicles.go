package ai

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/vehicles"
	"github.com/krygothic/krygothic/rules/orders"
)

// ramCandidates offers a vehicle's ram at each enemy model its drive can
// reach, when the match plays with the vehicles module (XS-09; otherwise
// every preview refuses, and the speed window refuses a ram too far or
// too near). A ram is worth the target's odds (a model on foot mostly
// dodges; a vehicle cannot), less the half of the wounds dealt that the
// rammer takes on its own hull.
func (a *Tactician) ramCandidates(t *table, u *orders.Unit, consider func(candidate)) {
	if u.Model == nil || u.Model.Unit.Vehicle == "" || u.F.Pin.ByMiss {
		return
	}
	reach := float64(u.F.Stats.Speed.Dice()) + 1.5 // the drive, and the two bases to contact
	for _, e := range t.targets {
		if e.Objective || geom.Distance(u.Base, e.Base) > reach {
			continue
		}
		o := orders.Order{Unit: u.ID, Verb: vehicles.Ram, Target: e.ID}
		p := t.v.Preview(a.Side, o)
		if p.Err != nil || p.Odds == nil {
			continue
		}
		// The recoil, half the wounds dealt, strikes the hull.
		hull := 1.0
		if s, ok := t.vehicle(u); ok {
			hull = float64(max(s.Left["hull"], 1))
		}
		recoil := t.value(u) * 0.5 * p.Odds.MeanWounds() / 2 / hull
		consider(candidate{order: o, ap: p.AP, score: t.harm(e, *p.Odds) - recoil})
	}
}

// vehicle is e's state as a vehicle (XS-09); ok is false for a model
// that is none.
func (t *table) vehicle(e *orders.Unit) (vehicles.State, bool) {
	if e.Model == nil || e.Model.Unit == nil || e.Model.Unit.Vehicle == "" || t.v.Content() == nil {
		return vehicles.State{}, false
	}
	return vehicles.FromMarks(t.v.Content().Modules.Vehicles, e, t.v.Mark)
}

// killChance is the chance an attack with odds o removes e: all its
// wounds, or for a vehicle its hull destroyed (XS-09), whichever is
// likelier.
func (t *table) killChance(e *orders.Unit, o combat.Odds) float64 {
	k := o.Kill()
	if s, ok := t.vehicle(e); ok {
		k = max(k, s.WreckChance(t.v.Content().Modules.Vehicles.LocationFaces, o.Wounds))
	}
	return k
}

// window is the inches a vehicle's next move may carry it (XS-09).
type window struct{ lo, hi int }

// allows reports whether a spot d inches away in a straight line may be
// in the window: a path is at least as long, and a move's length rounds
// to whole inches (the preview then checks the path itself).
func (w *window) allows(d float64) bool { return d <= float64(w.hi)+0.5 && d >= float64(w.lo)-0.5 }

// driveWindow is u's speed window as a vehicle, nil for a model on foot.
func (t *table) driveWindow(u *orders.Unit) *window {
	s, ok := t.vehicle(u)
	if !ok {
		return nil
	}
	lo, hi := s.Window()
	return &window{lo, hi}
}
