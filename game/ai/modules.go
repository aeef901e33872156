package ai

import (
	"slices"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// The rule modules in the AI. The AI names no module: each module the
// match plays with offers its own orders through its Brain (rules/facet),
// with what each is worth, judged with the AI's own measures (an
// advisor), and the Tactician weighs them with the core's by worth per
// AP. A module may change those measures too, through the AI's hooks
// (facet.Holds, Stakes, Kills, …), asked where the core judges.

// advisor is what the Tactician knows and how it judges, lent to the
// modules' facets for one decision (facet.Advisor).
type advisor struct {
	match.View
	a        *Tactician // nil when a measure of the table asks (stake, killChance)
	t        *table
	bestShot float64
}

var _ facet.Advisor = advisor{}

func (d advisor) Side() string                               { return d.t.me.ID }
func (d advisor) Index() int                                 { return d.t.index }
func (d advisor) AP() int                                    { return d.t.me.AP }
func (d advisor) Value(u *orders.Unit) float64               { return d.t.value(u) }
func (d advisor) Harm(e *orders.Unit, o combat.Odds) float64 { return d.t.harm(e, o) }
func (d advisor) Risk(u, e *orders.Unit) float64             { return d.t.risk(u, e) }
func (d advisor) Targets() []*orders.Unit                    { return d.t.targets }
func (d advisor) Enemies() []*orders.Unit                    { return d.t.enemies }
func (d advisor) Own() []*orders.Unit                        { return d.t.own }
func (d advisor) BestShot() float64                          { return d.bestShot }
func (d advisor) Round() int                                 { return d.t.round }
func (d advisor) Urgency() float64                           { return d.t.urgency }
func (d advisor) Attacker() bool                             { return d.t.attacker }
func (d advisor) Waits() bool                                { return d.t.level.Waits }
func (d advisor) Tactics() bool                              { return d.t.level.Tactics }
func (d advisor) Deck() *deck.Deck                           { return d.t.deck }

// Preview is the match's preview of o by side, once a decision for the
// side deciding (table.preview).
func (d advisor) Preview(side string, o orders.Order) orders.Preview { return d.t.preview(side, o) }

// Units are the units the AI's side sees (under the fog of war, no more).
func (d advisor) Units() []orders.Unit { return d.t.units }

// Weight is the level's weight of a module's own, or the module's default.
func (d advisor) Weight(name string) float64 { return d.t.level.Weights.module(name) }

// Keep is what a module keeps from decision to decision of this player.
func (d advisor) Keep(key any, make func() any) any {
	if d.a.kept == nil {
		d.a.kept = map[any]any{}
	}
	return memo(d.a.kept, key, make)
}

// Now is what a module works out once a decision.
func (d advisor) Now(key any, make func() any) any {
	if d.t.now == nil {
		d.t.now = map[any]any{}
	}
	return memo(d.t.now, key, make)
}

// memo is m's value under key, made first if it has none.
func memo(m map[any]any, key any, make func() any) any {
	v, ok := m[key]
	if !ok {
		v = make()
		m[key] = v
	}
	return v
}

// advise is the Tactician's advisor for a decision on table t.
func (a *Tactician) advise(t *table) *advisor {
	t.asked = advisor{View: t.v, a: a, t: t}
	return &t.asked
}

// measuring is the advisor of the table alone, for its measures (a
// model's stake, a kill's chance, the worth of ground).
func (t *table) measuring() *advisor {
	t.measure = advisor{View: t.v, t: t}
	return &t.measure
}

// hooks are the AI facets of the modules a match plays with, gathered
// once a table: the judging that runs for every candidate (a model's
// worth, an attack's harm) asks only the modules that have a say.
type hooks struct {
	brains   []facet.Brain
	holds    []facet.Holds
	mends    []facet.Mends
	stakes   []facet.Stakes
	kills    []facet.Kills
	drives   []facet.Drives
	grounds  []facet.Grounds
	shelters []facet.Shelters
	combos   []facet.Combos
	notes    []facet.Notes
	reaches  []facet.Reach
}

// hooksOf gathers the AI facets of a set of modules; the Brains in the
// turn each is asked in.
func hooksOf(set facet.Set) hooks {
	var h hooks
	for _, m := range set {
		l := m.Loaded
		if x, ok := l.(facet.Brain); ok {
			h.brains = append(h.brains, x)
		}
		if x, ok := l.(facet.Holds); ok {
			h.holds = append(h.holds, x)
		}
		if x, ok := l.(facet.Mends); ok {
			h.mends = append(h.mends, x)
		}
		if x, ok := l.(facet.Stakes); ok {
			h.stakes = append(h.stakes, x)
		}
		if x, ok := l.(facet.Kills); ok {
			h.kills = append(h.kills, x)
		}
		if x, ok := l.(facet.Drives); ok {
			h.drives = append(h.drives, x)
		}
		if x, ok := l.(facet.Grounds); ok {
			h.grounds = append(h.grounds, x)
		}
		if x, ok := l.(facet.Shelters); ok {
			h.shelters = append(h.shelters, x)
		}
		if x, ok := l.(facet.Combos); ok {
			h.combos = append(h.combos, x)
		}
		if x, ok := l.(facet.Notes); ok {
			h.notes = append(h.notes, x)
		}
		if x, ok := l.(facet.Reach); ok {
			h.reaches = append(h.reaches, x)
		}
	}
	slices.SortStableFunc(h.brains, func(a, b facet.Brain) int { return a.Turn() - b.Turn() })
	return h
}

// moduleCandidates offers the orders of the modules played worth weighing
// for model u, bestShot being the best a plain shot of u is worth per AP.
func (a *Tactician) moduleCandidates(t *table, u *orders.Unit, bestShot float64, consider func(candidate)) {
	d := a.advise(t)
	d.bestShot = bestShot
	for _, b := range t.hooks.brains {
		b.Candidates(d, u, func(c facet.Candidate) {
			consider(candidate{order: c.Order, ap: c.AP, score: c.Score, steps: c.Steps})
		})
	}
}

// inReach reports whether some shot of u's may be in range of an enemy
// d inches off: its weapon's (KG-RC-11), or a further reach a module
// gives it (facet.Reach: an aimed shot through a scope). Each shot's
// preview still says whether it is.
func (t *table) inReach(u *orders.Unit, d float64) bool {
	if u.F.InRange(d) {
		return true
	}
	for _, r := range t.hooks.reaches {
		if d < r.Reach(t.v, *u) {
			return true
		}
	}
	return false
}

// holds reports whether a module keeps u at its post this decision.
func (a *Tactician) holds(t *table, u *orders.Unit) bool {
	for _, h := range t.hooks.holds {
		if h.Holds(a.advise(t), u) {
			return true
		}
	}
	return false
}

// mend is the combo a module makes of shot o by u at e, with its
// preview; hopeless when no module can mend a shot of u's at e.
func (a *Tactician) mend(t *table, u, e *orders.Unit, o orders.Order, p orders.Preview) (steps []orders.Order, mended orders.Preview, ok, hopeless bool) {
	hopeless = true
	for _, m := range t.hooks.mends {
		s, mp, ok, hope := m.Mend(a.advise(t), u, e, o, p)
		if ok {
			return s, mp, true, false
		}
		hopeless = hopeless && hope
	}
	return nil, p, false, hopeless
}

// stake multiplies v, u's worth (or with shelter its shelter weight), as
// the modules say.
func (t *table) stake(u *orders.Unit, v float64, shelter bool) float64 {
	for _, s := range t.hooks.stakes {
		worth, sh := s.Stake(t.measuring(), u)
		if shelter {
			v *= sh
		} else {
			v *= worth
		}
	}
	return v
}

// moduleKill is the chance an attack with odds o removes e, k as the
// core reads it, as the modules read it (a vehicle's wreck).
func (t *table) moduleKill(e *orders.Unit, o combat.Odds, k float64) float64 {
	for _, x := range t.hooks.kills {
		k = x.Kill(t.measuring(), e, o, k)
	}
	return k
}

// drive is how a module limits u's moves, if one does.
func (a *Tactician) drive(t *table, u *orders.Unit) (func(float64) bool, bool) {
	for _, d := range t.hooks.drives {
		if allows, ok := d.Drive(a.advise(t), u); ok {
			return allows, true
		}
	}
	return nil, false
}

// moduleGround is what the modules add to the worth of u standing at p.
func (t *table) moduleGround(u *orders.Unit, p geom.Vec) float64 {
	g := 0.0
	for _, x := range t.hooks.grounds {
		g += x.Ground(t.measuring(), u, p)
	}
	return g
}

// coverKept is how much of the core's worth of cover u standing at p
// keeps against enemy e's shots, as the modules judge it
// (facet.Shelters): 1 when none has a say.
func (t *table) coverKept(e, u *orders.Unit, p geom.Vec) float64 {
	k := 1.0
	for _, x := range t.hooks.shelters {
		k *= x.Shelter(t.measuring(), e, u, p)
	}
	return k
}

// combo is the steps candidate c is declared as: a module's combo of it,
// or its order alone.
func (a *Tactician) combo(t *table, c candidate, all []candidate) []orders.Order {
	if len(t.hooks.combos) == 0 {
		return []orders.Order{c.order}
	}
	cs := a.candidatesBuf[:0] // reused decision after decision
	for _, x := range all {
		cs = append(cs, facet.Candidate{Order: x.order, Steps: x.steps, AP: x.ap, Score: x.score})
	}
	a.candidatesBuf = cs
	fc := facet.Candidate{Order: c.order, Steps: c.steps, AP: c.ap, Score: c.score}
	for _, x := range t.hooks.combos {
		if steps := x.Combo(a.advise(t), fc, cs); steps != nil {
			return steps
		}
	}
	return []orders.Order{c.order}
}

// noted has the modules note what the side declared.
func (a *Tactician) noted(t *table, steps []orders.Order) {
	for _, n := range t.hooks.notes {
		n.Declared(a.advise(t), steps)
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

// The advisor tells each side's points as every player knows them, under
// the fog of war too (match.View's), though its Units are only the units
// its side sees.
var _ facet.Points = advisor{}
