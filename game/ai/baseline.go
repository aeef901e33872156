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
	"github.com/krygothic/krygothic/rules/orders"
)

// Baseline is the measuring stick for the real AI (issue 7): whenever its
// command channel is free it has its models, in turn, shoot the nearest
// enemy they can hit, or else walk straight at the nearest enemy. It never
// waits, flanks, charges or takes cover, and declares itself done when
// nothing it tries is affordable. Its defences are the standing orders
// and it pays for extra wounds while it can.
type Baseline struct {
	Side  string
	next  int           // the unit to try first, so every model gets a turn
	units []orders.Unit // the table's units, read again at each decision
}

// Declare gives one order when the side can act.
func (p *Baseline) Declare(v match.View) []orders.Declaration {
	me, _ := v.Side(p.Side)
	may, _ := turnOf(v, p.Side) // out of its turn (impulse mode) it does nothing
	if _, over := v.Result(); me.Done || me.Frozen || me.ChannelFree > v.Tick() || me.Acting || over || !may {
		return nil
	}
	p.units = v.AppendUnitsSeenBy(p.Side, p.units[:0]) // under the fog of war, only what it has seen
	units := p.units
	own, idx := p.own(v, units)
	if len(own) == 0 {
		return nil
	}
	done := []orders.Declaration{{Tick: v.Tick(), Side: p.Side, Steps: []orders.Order{{Verb: orders.Done}}}}
	if me.AP < min(combat.Standard.Cost(), move.Walk.BaseAP()) {
		// Whatever it tried, the preview would find it costs more than the
		// side has (KG-AP-03): it is done, without asking.
		return done
	}
	for k := range own {
		u := own[(p.next+k)%len(own)]
		if o, ok := p.orderFor(v, units, u, idx); ok {
			p.next = (p.next + k + 1) % len(own)
			return []orders.Declaration{{Tick: v.Tick(), Side: p.Side, Steps: []orders.Order{o}}}
		}
	}
	return []orders.Declaration{giveUp(v, p.Side, units)}
}

// own lists the side's live models among units, and the side's index.
func (p *Baseline) own(v match.View, units []orders.Unit) ([]*orders.Unit, int) {
	idx := -1
	for i, s := range v.Sides() {
		if s.ID == p.Side {
			idx = i
		}
	}
	var own []*orders.Unit
	for i := range units {
		if u := &units[i]; u.Side == idx && u.Alive() && !u.Objective {
			own = append(own, u)
		}
	}
	return own, idx
}

// orderFor is u's order: a shot at the nearest enemy it may shoot, else a
// walk towards the nearest enemy.
func (p *Baseline) orderFor(v match.View, units []orders.Unit, u *orders.Unit, side int) (orders.Order, bool) {
	enemies := nearest(units, u, side)
	if len(enemies) == 0 {
		return orders.Order{}, false
	}
	if o, ok := urgent(v, p.Side, *u); ok {
		return o, true // what a module says comes first: a jammed weapon cleared
	}
	for _, e := range enemies {
		if !u.F.InRange(geom.Distance(u.Base, e.Base)) {
			continue // the preview would refuse it or find it out of range
		}
		o := orders.Order{Unit: u.ID, Verb: orders.Shoot, Target: e.ID, Shot: combat.Standard}
		if pv := v.Preview(p.Side, o); pv.Err == nil && pv.Ranged != nil && !pv.Ranged.OutOfRange {
			return o, true
		}
	}
	// Walk at the nearest enemy: the furthest point on the straight line
	// that a move reaches, stopping short of its base.
	e := enemies[0]
	gap := u.Base.Centre.Dist(e.Base.Centre) - u.Base.Radius - e.Base.Radius - 0.2
	if gap <= 0.2 {
		return orders.Order{}, false
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
		o := orders.Order{Unit: u.ID, Verb: orders.Move, X: hundredths(to.X), Y: hundredths(to.Y)}
		if pv := v.Preview(p.Side, o); pv.Err == nil {
			return o, true
		}
	}
	return orders.Order{}, false
}

// nearest lists the enemy models among units, nearest first.
func nearest(units []orders.Unit, u *orders.Unit, side int) []*orders.Unit {
	var out []*orders.Unit
	for i := range units {
		if e := &units[i]; e.Alive() && e.Side != side && (e.Side >= 0 || e.Objective) {
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
func (p *Baseline) Defence(v match.View, defender, _ string) (combat.DefenceClass, combat.DefenceType) {
	return match.StandingDefence(v, defender)
}

// PayForWound pays while the side can afford it.
func (p *Baseline) PayForWound(_ match.View, _ string, _, cost, left int) bool { return left >= cost }

// LetGo uses the holder's standing answer.
func (p *Baseline) LetGo(v match.View, _, holder string) bool { return match.StandingLetGo(v, holder) }

// Offer takes what pays of an offer (a re-roll), as the module making it
// judges (facet.Offers).
func (p *Baseline) Offer(v match.View, o orders.Offer) int { return match.Worthiest(v, o) }

// Reply answers a question a module puts to the side (a blind bid) as
// the module asking judges best (facet.Replies).
func (p *Baseline) Reply(v match.View, q orders.Question) int { return match.Judged(v, q) }

// hundredths rounds a coordinate so records and logs stay readable.
func hundredths(v float64) float64 { return math.Round(v*100) / 100 }
