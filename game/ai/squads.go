package ai

import (
	"math"

	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/squads"
	"github.com/krygothic/krygothic/rules/orders"
)

// With the squads module on (XS-23) the AI keeps its squads' members
// within coherency of their leaders when they move, and gives a squad one
// order: a squad leader's shot is followed, in one combo, by each
// coherent member's best shot, which the leader's pays for.

// squadLeaders finds, with the squads module on, each squad member's
// living leader (squadOf, by the member's ID; the leader itself is not in
// it), in the map squadOf holds if any (the Tactician reuses one).
// Without the module squadOf is nil.
func (t *table) squadLeaders() {
	if !t.v.Plays(squads.Name) {
		t.squadOf = nil
		return
	}
	t.coherency = t.v.Content().Modules.Squads.Coherency
	if t.squadOf == nil {
		t.squadOf = map[string]*orders.Unit{}
	}
	clear(t.squadOf)
	for i := range t.units {
		l := t.v.Mark(t.units[i].ID, squads.Member) - 1
		if l >= 0 && l != i && l < len(t.units) && t.units[l].Alive() {
			t.squadOf[t.units[i].ID] = &t.units[l]
		}
	}
}

// squadLeader is u's living squad leader when u is another member of a
// squad, else nil.
func (t *table) squadLeader(u *orders.Unit) *orders.Unit { return t.squadOf[u.ID] }

// squadGround is what standing at p is worth to u for its squad's
// coherency (XS-23): for a member, nothing within coherency of its
// leader and less for every inch beyond; for a leader, the same for its
// members on average, so it does not leave them behind.
func (t *table) squadGround(u *orders.Unit, p geom.Vec) float64 {
	if t.squadOf == nil {
		return 0
	}
	at := geom.Base{Centre: p, Radius: u.Base.Radius}
	if l := t.squadLeader(u); l != nil {
		return -squadPull * math.Max(geom.Distance(at, l.Base)-t.coherency, 0)
	}
	beyond, n := 0.0, 0
	for i := range t.units {
		m := &t.units[i]
		if m.Alive() && t.squadOf[m.ID] == u {
			beyond += math.Max(geom.Distance(at, m.Base)-t.coherency, 0)
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return -squadPull * beyond / float64(n)
}

// squadOrder turns c, a shot by a model of a squad, into the squad's
// order when that is worth more per AP: the leader's best shot (c itself
// when c is the leader's), then each coherent member's best shot among
// the candidates (c for c's model), which the leader's pays for. It keeps
// c alone when the match would not accept the combo or the side cannot
// pay it.
func (a *Tactician) squadOrder(t *table, c candidate, all []candidate) []orders.Order {
	alone := []orders.Order{c.order}
	if t.squadOf == nil || c.order.Verb != orders.Shoot {
		return alone
	}
	shooter := t.unit(c.order.Unit)
	if shooter == nil {
		return alone
	}
	leader := t.squadLeader(shooter)
	if leader == nil {
		leader = shooter // c may be the leader's own shot
	}
	best := map[string]candidate{c.order.Unit: c}
	for _, o := range all { // best first
		if _, ok := best[o.order.Unit]; !ok && o.order.Verb == orders.Shoot {
			best[o.order.Unit] = o
		}
	}
	lead, ok := best[leader.ID]
	if !ok {
		return alone
	}
	steps, score := []orders.Order{lead.order}, lead.score
	for i := range t.units {
		u := &t.units[i]
		o, ok := best[u.ID]
		if !ok || u.ID == leader.ID || t.squadLeader(u) != leader || geom.Distance(u.Base, leader.Base) > t.coherency {
			continue
		}
		steps, score = append(steps, o.order), score+o.score
	}
	if len(steps) == 1 {
		return alone
	}
	ap, err := t.v.PreviewCombo(a.Side, steps)
	if err != nil || ap > t.me.AP || !(candidate{ap: ap, score: score}).better(c) {
		return alone
	}
	return steps
}

// unit is the unit of t with id, nil when none.
func (t *table) unit(id string) *orders.Unit {
	for i := range t.units {
		if t.units[i].ID == id {
			return &t.units[i]
		}
	}
	return nil
}

// squadPull is what each inch beyond coherency costs a member's ground
// (XS-23): about what half an inch of approach is worth.
const squadPull = 0.5
