package ai

import (
	"cmp"
	"slices"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/rules/orders"
)

// A peek is the seed's combo "jump out of cover AND fire AND return to
// cover" (KG-CMB-EX1): a move (or run) to a spot from which an enemy is in
// sight and range, a shot, and the move back to where the model stood.
// The shot and the move back are different actions from the step before
// them, which only a Waiting model may interrupt (KG-CMB-04): an enemy
// shot at the model waits until it is back where it was, so the enemy
// cannot answer the shot while the model stands in the open. It costs the
// shot's AP and both legs' (a run is 1 AP, KG-MOVE-02), and the combo's
// commands earn AP when it completes (KG-CMB-07).
const (
	// peekLooks is how many spots, nearest first, a model looks out from.
	peekLooks = 32
	// peekSpots is how many of them with an enemy in view it weighs.
	peekSpots = 3
	// peekTargets is how many targets in view it weighs from a spot.
	peekTargets = 2
)

// peekCandidates offers shooter u, which has no shot from where it stands,
// peeks at the targets in view from the nearest spots a move or a run
// reaches, each worth Weights.Peek times the shot's harm (0: never
// weighed). A spot in the sights of an enemy Waiting model is passed
// over: that model may interrupt the combo with a shot (KG-WAIT-02).
func (a *Tactician) peekCandidates(t *table, u *orders.Unit, reach *move.ReachMap, consider func(candidate)) {
	w := a.Level.Weights.Peek
	if w == 0 || !t.shooter(u) || reach == nil || t.driveWindow(u) != nil {
		return
	}
	weighed := 0
	for _, s := range peekSpotsOf(u, reach) {
		if weighed == peekSpots {
			break
		}
		b := geom.Base{Centre: s.p, Radius: u.Base.Radius, Facing: u.Base.Facing}
		if t.watched(b) {
			continue
		}
		out := orders.Order{Unit: u.ID, Verb: s.verb, X: s.p.X, Y: s.p.Y}
		best, found := candidate{}, false
		for _, e := range t.inView(u, b, peekTargets) {
			for _, shot := range a.shotTypes() {
				o := orders.Order{Unit: u.ID, Verb: orders.Shoot, Target: e.ID, Shot: shot}
				p := t.v.PreviewLast(a.Side, []orders.Order{out, o})
				if p.Err != nil || p.Ranged == nil || p.Ranged.OutOfRange || p.Odds == nil {
					continue
				}
				if c := (candidate{order: o, ap: p.AP, score: t.harm(e, *p.Odds)}); !found || c.better(best) {
					best, found = c, true
				}
			}
		}
		if !found {
			continue
		}
		weighed++
		home := u.Base.Centre
		for _, back := range []orders.Verb{s.verb, orders.Move} {
			steps := []orders.Order{out, best.order, {Unit: u.ID, Verb: back, X: home.X, Y: home.Y}}
			if ap, err := t.v.PreviewCombo(a.Side, steps); err == nil {
				consider(candidate{order: best.order, ap: ap, score: w * best.score, steps: steps})
				break
			}
		}
	}
}

// shotTypes is the shots the level considers.
func (a *Tactician) shotTypes() []combat.Shot {
	if a.Level.ShotTypes {
		return []combat.Shot{combat.Standard, combat.Aimed, combat.Snap}
	}
	return []combat.Shot{combat.Standard}
}

// peekSpot is a spot a model may peek from, and how it gets there.
type peekSpot struct {
	p    geom.Vec
	verb orders.Verb
}

// peekSpotsOf is where u may step out to: the cells one move or run of
// at most 2 AP reaches (every other cell, so as to look further), nearest
// first, at most peekLooks of them.
func peekSpotsOf(u *orders.Unit, reach *move.ReachMap) []peekSpot {
	type cell struct {
		spot peekSpot
		d    float64
	}
	var cells []cell
	for y := 0; y < reach.H; y++ {
		for x := (y & 1); x < reach.W; x += 2 {
			ap, kind := reach.At(x, y), reach.Kind[y*reach.W+x]
			if ap <= 0 || ap > 2 || kind != move.Walk && kind != move.Run {
				continue
			}
			verb := orders.Move
			if kind == move.Run {
				verb = orders.Run
			}
			p := geom.Vec{X: float64(x) + 0.5, Y: float64(y) + 0.5}
			cells = append(cells, cell{peekSpot{p, verb}, u.Base.Centre.Dist(p)})
		}
	}
	slices.SortStableFunc(cells, func(a, b cell) int { return cmp.Compare(a.d, b.d) })
	out := make([]peekSpot, 0, min(len(cells), peekLooks))
	for _, c := range cells[:min(len(cells), peekLooks)] {
		out = append(out, c.spot)
	}
	return out
}

// inView is the targets u would have in range and in sight standing at b,
// nearest first, at most n of them.
func (t *table) inView(u *orders.Unit, b geom.Base, n int) []*orders.Unit {
	var seen []*orders.Unit
	for _, e := range t.targets {
		if geom.Distance(b, e.Base) <= longRange(u) && t.deck.Sight(b, e.Base, nil, -1, -1).InView {
			seen = append(seen, e)
		}
	}
	slices.SortStableFunc(seen, func(x, y *orders.Unit) int {
		return cmp.Compare(geom.Distance(b, x.Base), geom.Distance(b, y.Base))
	})
	return seen[:min(len(seen), n)]
}

// watched reports whether an enemy Waiting model with a gun has b in
// range and in sight: it may shoot a model stepping out there.
func (t *table) watched(b geom.Base) bool {
	for _, e := range t.enemies {
		if e.Waiting && t.shooter(e) && geom.Distance(e.Base, b) <= longRange(e) && t.deck.Sight(e.Base, b, nil, -1, -1).InView {
			return true
		}
	}
	return false
}
