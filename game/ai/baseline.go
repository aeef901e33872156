// Package ai holds the computer players. They play through the same
// match.Player interface as a person, reading only what a player at the
// table could see, and never import Ebitengine.
package ai

import (
	"math"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
)

// Baseline is the measuring stick for the real AI (issue 7): whenever its
// command channel is free it has its models, in turn, shoot the nearest
// enemy they can hit, or else walk straight at the nearest enemy. It never
// waits, flanks, charges or takes cover, and declares itself done when
// nothing it tries is affordable. Its defences are the standing orders
// and it pays for extra wounds while it can.
type Baseline struct {
	Side string
	next int // the unit to try first, so every model gets a turn
}

// Declare gives one order when the side can act.
func (p *Baseline) Declare(v *match.View) []match.Declaration {
	m := v.Match()
	me, _ := m.Side(p.Side)
	if me.Done || me.Frozen || me.ChannelFree > m.Tick || len(m.Running(p.Side)) > 0 || m.Result != nil {
		return nil
	}
	own, idx := p.units(m)
	if len(own) == 0 {
		return nil
	}
	if me.AP < min(combat.Standard.Cost(), move.Walk.BaseAP()) {
		// Whatever it tried, the preview would find it costs more than the
		// side has (KG-AP-03): it is done, without asking.
		return []match.Declaration{{Tick: m.Tick, Side: p.Side, Steps: []match.Order{{Verb: match.Done}}}}
	}
	for k := range own {
		u := own[(p.next+k)%len(own)]
		if o, ok := p.orderFor(m, u, idx); ok {
			p.next = (p.next + k + 1) % len(own)
			return []match.Declaration{{Tick: m.Tick, Side: p.Side, Steps: []match.Order{o}}}
		}
	}
	return []match.Declaration{{Tick: m.Tick, Side: p.Side, Steps: []match.Order{{Verb: match.Done}}}}
}

// units lists the side's live models and its index.
func (p *Baseline) units(m *match.Match) ([]*match.Unit, int) {
	idx := -1
	for i, s := range m.Sides() {
		if s.ID == p.Side {
			idx = i
		}
	}
	var own []*match.Unit
	for _, u := range m.Units {
		if u.Side == idx && u.Alive() && !u.Objective {
			own = append(own, u)
		}
	}
	return own, idx
}

// orderFor is u's order: a shot at the nearest enemy it may shoot, else a
// walk towards the nearest enemy.
func (p *Baseline) orderFor(m *match.Match, u *match.Unit, side int) (match.Order, bool) {
	enemies := nearest(m, u, side)
	if len(enemies) == 0 {
		return match.Order{}, false
	}
	for _, e := range enemies {
		if !u.F.InRange(geom.Distance(u.Base, e.Base)) {
			continue // the preview would refuse it or find it out of range
		}
		o := match.Order{Unit: u.ID, Verb: match.Shoot, Target: e.ID, Shot: combat.Standard}
		if pv := m.Preview(p.Side, o); pv.Err == nil && pv.Ranged != nil && !pv.Ranged.OutOfRange {
			return o, true
		}
	}
	// Walk at the nearest enemy: the furthest point on the straight line
	// that a move reaches, stopping short of its base.
	e := enemies[0]
	gap := u.Base.Centre.Dist(e.Base.Centre) - u.Base.Radius - e.Base.Radius - 0.2
	if gap <= 0.2 {
		return match.Order{}, false
	}
	dir := geom.Vec{X: (e.Base.Centre.X - u.Base.Centre.X), Y: (e.Base.Centre.Y - u.Base.Centre.Y)}
	l := math.Hypot(dir.X, dir.Y)
	speed := float64(u.F.Stats.Speed.Dice())
	for _, frac := range []float64{1, 0.75, 0.5, 0.25} {
		d := math.Min(gap, speed+1) * frac
		if d > speed+0.01 {
			// A walk goes at most Speed inches, and no path is shorter
			// than the straight line (rounding to hundredths moves the
			// point less than 0.01"): the preview would refuse it.
			continue
		}
		to := geom.Vec{X: u.Base.Centre.X + dir.X/l*d, Y: u.Base.Centre.Y + dir.Y/l*d}
		o := match.Order{Unit: u.ID, Verb: match.Move, X: hundredths(to.X), Y: hundredths(to.Y)}
		if pv := m.Preview(p.Side, o); pv.Err == nil {
			return o, true
		}
	}
	return match.Order{}, false
}

// nearest lists the enemy models, nearest first.
func nearest(m *match.Match, u *match.Unit, side int) []*match.Unit {
	var out []*match.Unit
	for _, e := range m.Units {
		if e.Alive() && e.Side != side && (e.Side >= 0 || e.Objective) {
			out = append(out, e)
		}
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && u.Base.Centre.Dist(out[j].Base.Centre) < u.Base.Centre.Dist(out[j-1].Base.Centre); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// Defence uses the defender's standing order.
func (p *Baseline) Defence(v *match.View, defender, _ string) (combat.DefenceClass, combat.DefenceType) {
	if u := v.Match().Unit(defender); u != nil {
		return u.DefenceClass, u.DefenceType
	}
	return combat.Passive, 0
}

// PayForWound pays while the side can afford it.
func (p *Baseline) PayForWound(v *match.View, _ string, _, cost int) bool {
	return v.Match().SideAP(p.Side) >= cost
}

// hundredths rounds a coordinate so records and logs stay readable.
func hundredths(v float64) float64 { return math.Round(v*100) / 100 }
