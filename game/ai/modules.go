package ai

import (
	"slices"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// The rule modules in the AI. The AI names no module: each module the
// match plays with offers its own orders through its Brain (rules/facet),
// with what each is worth, judged with the AI's own measures (an
// advisor), and the Tactician weighs them with the core's by worth per
// AP.

// advisor is what the Tactician knows and how it judges, lent to the
// modules' Brains for one model of one decision (facet.Advisor).
type advisor struct {
	match.View
	a        *Tactician
	t        *table
	bestShot float64
}

var _ facet.Advisor = advisor{}

func (d advisor) Side() string                               { return d.a.Side }
func (d advisor) Index() int                                 { return d.t.index }
func (d advisor) AP() int                                    { return d.t.me.AP }
func (d advisor) Value(u *orders.Unit) float64               { return d.t.value(u) }
func (d advisor) Harm(e *orders.Unit, o combat.Odds) float64 { return d.t.harm(e, o) }
func (d advisor) Risk(u, e *orders.Unit) float64             { return d.t.risk(u, e) }
func (d advisor) Targets() []*orders.Unit                    { return d.t.targets }
func (d advisor) Enemies() []*orders.Unit                    { return d.t.enemies }
func (d advisor) Own() []*orders.Unit                        { return d.t.own }
func (d advisor) BestShot() float64                          { return d.bestShot }

// brains are the Brains of the modules the match plays with, in the turn
// each is asked in.
func brains(set facet.Set) []facet.Brain {
	var out []facet.Brain
	for _, m := range set {
		if b, ok := m.Loaded.(facet.Brain); ok {
			out = append(out, b)
		}
	}
	slices.SortStableFunc(out, func(a, b facet.Brain) int { return a.Turn() - b.Turn() })
	return out
}

// moduleCandidates offers the orders of the modules played worth weighing
// for model u, bestShot being the best a plain shot of u is worth per AP.
func (a *Tactician) moduleCandidates(t *table, u *orders.Unit, bestShot float64, consider func(candidate)) {
	d := advisor{View: t.v, a: a, t: t, bestShot: bestShot}
	for _, b := range brains(t.v.Played()) {
		b.Candidates(d, u, func(c facet.Candidate) {
			consider(candidate{order: c.Order, ap: c.AP, score: c.Score, steps: c.Steps})
		})
	}
}

// urgent is the order a module played says model u of side must give
// before any other (a jammed weapon cleared), if one does.
func urgent(v match.View, side string, u orders.Unit) (orders.Order, bool) {
	for _, m := range v.Played() {
		if g, ok := m.Loaded.(facet.Urgent); ok {
			if o, ok := g.Urgent(v, side, u); ok {
				return o, true
			}
		}
	}
	return orders.Order{}, false
}
