package squads

import (
	"math"

	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// The module in the AI: the computer players keep their squads' members
// within coherency of their leaders when they move (Grounds), and give a
// squad one order: a squad leader's shot is followed, in one combo, by
// each coherent member's best shot, which the leader's pays for
// (Combos).

// squadPull is what each inch beyond coherency costs a member's ground
// (XS-23): about what half an inch of approach is worth.
const squadPull = 0.5

// nowKey is the key the squads of a decision are worked out under
// (facet.Advisor.Now).
type nowKey struct{}

// squadOf is each squad member's living leader, by the member's ID (the
// leader itself is not in it), among the units the AI sees.
type squadOf map[string]*orders.Unit

// squadsNow are the squads as the AI sees them for the decision a
// advises on, worked out once a decision.
func squadsNow(a facet.Advisor) squadOf {
	return a.Now(nowKey{}, func() any {
		units := a.Units()
		lead := leaders(a, units)
		of := squadOf{}
		for i := range units {
			if l := lead[i]; l >= 0 && l != i && units[l].Alive() {
				of[units[i].ID] = &units[l]
			}
		}
		return of
	}).(squadOf)
}

// Ground is what standing at p is worth to u for its squad's coherency
// (XS-23): for a member, nothing within coherency of its leader and less
// for every inch beyond; for a leader, the same for its members on
// average, so it does not leave them behind.
func (m *loaded) Ground(a facet.Advisor, u *orders.Unit, p geom.Vec) float64 {
	of := squadsNow(a)
	at := geom.Base{Centre: p, Radius: u.Base.Radius}
	if l := of[u.ID]; l != nil {
		return -squadPull * math.Max(geom.Distance(at, l.Base)-m.data.Coherency, 0)
	}
	units := a.Units()
	beyond, n := 0.0, 0
	for i := range units {
		mb := &units[i]
		if mb.Alive() && of[mb.ID] == u {
			beyond += math.Max(geom.Distance(at, mb.Base)-m.data.Coherency, 0)
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return -squadPull * beyond / float64(n)
}

// Combo turns c, a shot by a model of a squad, into the squad's order
// when that is worth more per AP: the leader's best shot (c itself when c
// is the leader's), then each coherent member's best shot among the
// candidates (c for c's model), which the leader's pays for. It keeps c
// alone (nil) when the match would not accept the combo or the side
// cannot pay it.
func (m *loaded) Combo(a facet.Advisor, c facet.Candidate, all []facet.Candidate) []orders.Order {
	if c.Order.Verb != orders.Shoot {
		return nil
	}
	of := squadsNow(a)
	units := a.Units()
	var shooter *orders.Unit
	for i := range units {
		if units[i].ID == c.Order.Unit {
			shooter = &units[i]
			break
		}
	}
	if shooter == nil {
		return nil
	}
	leader := of[shooter.ID]
	if leader == nil {
		leader = shooter // c may be the leader's own shot
	}
	best := map[string]facet.Candidate{c.Order.Unit: c}
	for _, o := range all { // best first
		if _, ok := best[o.Order.Unit]; !ok && o.Order.Verb == orders.Shoot {
			best[o.Order.Unit] = o
		}
	}
	lead, ok := best[leader.ID]
	if !ok {
		return nil
	}
	steps, score := []orders.Order{lead.Order}, lead.Score
	for i := range units {
		u := &units[i]
		o, ok := best[u.ID]
		if !ok || u.ID == leader.ID || of[u.ID] != leader || geom.Distance(u.Base, leader.Base) > m.data.Coherency {
			continue
		}
		steps, score = append(steps, o.Order), score+o.Score
	}
	if len(steps) == 1 {
		return nil
	}
	ap, err := a.PreviewCombo(a.Side(), steps)
	if err != nil || ap > a.AP() || !(score/float64(max(ap, 1)) > c.Score/float64(max(c.AP, 1))) {
		return nil
	}
	return steps
}
