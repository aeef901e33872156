package squads

import (
	"fmt"
	"slices"

	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// The module on the battle screen: each squad's coherency drawn (a ring
// of the coherency round its leader's base, a line to each member, a
// member beyond it ringed in the warning colour), and the squad order
// key, which gives the combo's last step, made by a squad leader, to
// each of its coherent members too.

// leaders is, for each of units, the index in units of its squad's
// leader (its own for a leader), −1 for a model in no squad or one whose
// leader is not among units.
//
// The Member mark holds the leader's index in the whole table, and units
// may leave models out (under the fog of war, the enemies a side has not
// seen), so the index is not read against units: a squad's models carry
// the same mark, and its leader is the first of them of a leading class
// (an Elite or a Squad Leader) in the table's order, as the module chose
// it when it formed the squad (a squad formed for an army that names
// none has no other; a named squad's is the first of its list, checked
// to be its only one).
func leaders(r facet.Reader, units []orders.Unit) []int {
	out := make([]int, len(units))
	first := map[int]int{} // mark → the index in units of the squad's leader
	for i := range units {
		k := r.Mark(units[i].ID, Member)
		out[i] = k
		if _, ok := first[k]; k > 0 && !ok && leads(&units[i]) {
			first[k] = i
		}
	}
	for i, k := range out {
		l, ok := first[k]
		if k <= 0 || !ok {
			l = -1
		}
		out[i] = l
	}
	return out
}

// leads reports whether u is of a class that leads squads.
func leads(u *orders.Unit) bool {
	return u.Model != nil && u.Model.Class != nil && LeaderClass(u.Model.Class.ID)
}

// Standing: every squad's coherency, for the units shown: a ring of the
// coherency round its leader's base, in the side's colour; a line from
// the leader to each member, in the warning colour with a ring round the
// member when it stands beyond.
func (m *loaded) Standing(r facet.Reader, units []orders.Unit) []facet.Shape {
	var out []facet.Shape
	lead := leaders(r, units)
	for i := range units {
		u := &units[i]
		l := lead[i]
		if l < 0 || !u.Alive() || u.Side < 0 {
			continue
		}
		leader := &units[l]
		if l == i {
			out = append(out, facet.Shape{Kind: facet.Ring, At: u.Base.Centre, Radius: m.data.Coherency + u.Base.Radius, Width: 1.5,
				Sided: true, Side: u.Side, Alpha: 0x90})
			continue
		}
		if !leader.Alive() {
			continue
		}
		line := facet.Shape{Kind: facet.Line, Path: []geom.Vec{leader.Base.Centre, u.Base.Centre}, Width: 1.5, Sided: true, Side: u.Side, Alpha: 0xa0}
		if geom.Distance(u.Base, leader.Base) > m.data.Coherency+1e-9 {
			out = append(out, facet.Shape{Kind: facet.Ring, At: u.Base.Centre, Radius: u.Base.Radius + 0.25, Width: 2, Tone: facet.Warning})
			line.Sided, line.Alpha, line.Tone = false, 0, facet.Warning
		}
		out = append(out, line)
	}
	return out
}

// ComboKeys: the squad order, offered while the module is played.
func (m *loaded) ComboKeys() []facet.ComboKey {
	return []facet.ComboKey{{Binding: squadKey, Build: m.squadOrder}}
}

// squadOrder gives the combo's last step, when a squad leader's, to each
// member of its squad in coherency too, as the squad's one order (XS-23):
// the same verb, at the same target, or for a move at the same offset
// from the point the leader goes to.
func (m *loaded) squadOrder(r facet.Reader, steps []orders.Order, declare string) ([]orders.Order, facet.Sentence) {
	bad := func(say string) ([]orders.Order, facet.Sentence) {
		return steps, facet.Sentence{Tone: facet.Bad, Parts: []facet.Part{facet.Words("Squad order: " + say)}, Rule: Rule}
	}
	n := len(steps)
	if n == 0 {
		return bad("give the squad leader its order first (add a step), then the squad's")
	}
	last := steps[n-1]
	units := r.Units()
	lead := leaders(r, units)
	li := slices.IndexFunc(units, func(u orders.Unit) bool { return u.ID == last.Unit })
	if li < 0 || lead[li] != li {
		return bad("the last step is not a squad leader's")
	}
	leader := &units[li]
	added := 0
	for i := range units {
		u := &units[i]
		if i == li || lead[i] != li || !u.Alive() || geom.Distance(u.Base, leader.Base) > m.data.Coherency+1e-9 {
			continue
		}
		o := last
		o.Unit = u.ID
		if o.Verb == orders.Move || o.Verb == orders.Run || o.Verb == orders.SmallStep {
			o.X += u.Base.Centre.X - leader.Base.Centre.X
			o.Y += u.Base.Centre.Y - leader.Base.Centre.Y
		}
		steps = append(steps, o)
		added++
	}
	return steps, facet.Sentence{Parts: []facet.Part{facet.Words(fmt.Sprintf("Squad order: %d coherent members follow ", added)), facet.Unit(leader.ID),
		facet.Words("; " + declare + " declares it")}, Rule: Rule}
}
