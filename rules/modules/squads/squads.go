// Package squads is rule module XS-23, squads and coherency: models form
// squads of 2 to 5 under an Elite or a Squad Leader, named in the army
// list ("squad: alpha") or, for an army that names none, formed at the
// start round each leader taking its nearest models. An order to the
// squad costs what the leader's costs: in one combo, a member's step of
// the same verb as a leader's step before it is paid by that step, while
// every member of the squad stands within 4" of its leader (coherency);
// a squad out of coherency pays for each model's steps in full until it
// regroups (SW-SEQ-08; docs/modules.md).
package squads

import (
	"math"
	"sort"

	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Name is the module's short name, as scenarios and flags name it.
const Name = "squads"

// Member is the table mark of a squad's models: 1 + the index in the
// table's units of its leader (the leader carries its own); 0 for a model
// in no squad.
const Member = "squad-leader"

// SquadFormed reports a squad formed at the start (XS-23): its side, its
// leader, its other members, and whether the army list named it.
type SquadFormed struct {
	RuleID  string
	Side    string
	Leader  string
	Members []string
	Named   string // the army list's name for it; "" for a squad formed by the module
}

// Rule names the rule that forms the squad.
func (e SquadFormed) Rule() string { return e.RuleID }

// Rule is the module's rule ID, cited by its events and messages.
const Rule = "XS-23"

// Rules are the squads module's order rules, with data d: its coherency
// and the size of the squads it forms.
func Rules(d Data) orders.Module {
	m := &module{data: d}
	return orders.Module{Name: Name, Rounds: []orders.RoundRule{m.form}, Costs: []orders.CostRule{m.cost}}
}

type module struct{ data Data }

// Leader is u's squad leader (u itself when it leads one), nil when u is
// in no squad.
func Leader(t *orders.Table, u *orders.Unit) *orders.Unit {
	i := t.Mark(u.ID, Member) - 1
	if i < 0 || i >= len(t.Units) {
		return nil
	}
	return t.Units[i]
}

// Coherent reports whether u, a member of a squad other than its leader,
// may take the squad's order: its leader is living and the squad is in
// coherency (InCoherency).
func Coherent(t *orders.Table, u *orders.Unit, coherency float64) bool {
	l := Leader(t, u)
	return l != nil && l != u && l.Alive() && u.Alive() && InCoherency(t, l, coherency)
}

// InCoherency reports whether every member of leader's squad on the
// table stands within coherency inches of leader (exactly coherency is
// within), measured between the bases as they stand (XS-23, SW-SEQ-08).
// A member not on the table (removed, or held back for an arrival) holds
// no squad apart.
func InCoherency(t *orders.Table, leader *orders.Unit, coherency float64) bool {
	li := index(t, leader)
	for _, u := range t.Units {
		if u != leader && u.Alive() && t.Mark(u.ID, Member) == li+1 && geom.Distance(u.Base, leader.Base) > coherency+1e-9 {
			return false
		}
	}
	return true
}

// Squadable reports whether a step of kind k can be given to a squad as
// one order: a move, a shot or an attack, not a model's own business
// (unpinning, standing up, freeing itself, waiting).
func Squadable(k *orders.Kind) bool {
	return k.Category == orders.Movement || k.Category == orders.Ranged || k.Category == orders.CloseCombat
}

// cost is the squad's order (XS-23): a member's k-th step of a verb in a
// combo is paid by its leader's k-th step of that verb before it, while
// the squad is in coherency (SW-SEQ-08: out of it, every model pays its
// own until it regroups); a dearer member step pays the difference.
func (m *module) cost(t *orders.Table, st *orders.Step, cost int) int {
	if cost == 0 || st.Combo == nil || !Squadable(st.Kind) || !Coherent(t, st.Unit, m.data.Coherency) {
		return cost
	}
	leader := Leader(t, st.Unit)
	var leads []int
	own := 0
	for _, s := range st.Combo.Steps {
		if s == st || s.Order.Verb != st.Order.Verb {
			continue
		}
		switch s.Unit {
		case leader:
			leads = append(leads, s.Cost)
		case st.Unit:
			own++
		}
	}
	if own >= len(leads) {
		return cost
	}
	return max(cost-leads[own], 0)
}

// form forms the squads as the first AP round starts: for each side the
// squads its army list names, or, when it names none, one under each
// Elite and Squad Leader on the table (in table order) of its nearest
// models that are neither, up to the data's size; a leader with no model
// left to take leads no squad.
func (m *module) form(t *orders.Table, env orders.Env, round int) error {
	if round != 1 {
		return nil
	}
	var out orders.Outcome
	for side := range t.Sides {
		squads := named(t, side)
		if len(squads) == 0 {
			squads = m.auto(t, side)
		}
		for _, sq := range squads {
			li := index(t, sq.leader)
			f := SquadFormed{RuleID: Rule, Side: t.Sides[side].ID, Leader: sq.leader.ID, Named: sq.name}
			out.Sets = append(out.Sets, orders.Marked{Key: orders.MarkKey{Unit: sq.leader.ID, Mark: Member}, Value: li + 1})
			for _, u := range sq.members {
				f.Members = append(f.Members, u.ID)
				out.Sets = append(out.Sets, orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: Member}, Value: li + 1})
			}
			out.Events = append(out.Events, f)
		}
	}
	if len(out.Sets) == 0 {
		return nil
	}
	return env.Apply(out)
}

// squad is a leader and its other members.
type squad struct {
	name    string
	leader  *orders.Unit
	members []*orders.Unit
}

// named are the squads side's army list names, in the order they first
// appear; army lists are checked to give each one leader.
func named(t *orders.Table, side int) []squad {
	var out []squad
	at := map[string]int{}
	for _, u := range t.Units {
		name := Named(u.Model)
		if u.Side != side || name == "" {
			continue
		}
		i, ok := at[name]
		if !ok {
			i = len(out)
			at[name] = i
			out = append(out, squad{name: name})
		}
		if LeaderClass(u.Model.Class.ID) && out[i].leader == nil {
			out[i].leader = u
		} else {
			out[i].members = append(out[i].members, u)
		}
	}
	return out
}

// auto forms side's squads when its list names none: each Elite and
// Squad Leader on the table, in table order, takes the nearest models on
// the table that are neither and in no squad yet (ties in table order),
// up to the data's size with it.
func (m *module) auto(t *orders.Table, side int) []squad {
	var leaders, free []*orders.Unit
	for _, u := range t.Units {
		if u.Side != side || u.Model == nil || u.Objective || !u.Alive() {
			continue
		}
		if LeaderClass(u.Model.Class.ID) {
			leaders = append(leaders, u)
		} else {
			free = append(free, u)
		}
	}
	var out []squad
	for _, l := range leaders {
		if len(free) == 0 {
			break
		}
		sort.SliceStable(free, func(i, j int) bool {
			return geom.Distance(free[i].Base, l.Base) < geom.Distance(free[j].Base, l.Base)
		})
		n := min(m.data.AutoSize-1, len(free))
		sq := squad{leader: l, members: append([]*orders.Unit(nil), free[:n]...)}
		free = free[n:]
		sort.SliceStable(free, func(i, j int) bool { return index(t, free[i]) < index(t, free[j]) })
		sort.SliceStable(sq.members, func(i, j int) bool { return index(t, sq.members[i]) < index(t, sq.members[j]) })
		out = append(out, sq)
	}
	return out
}

// index is u's index in the table's units.
func index(t *orders.Table, u *orders.Unit) int {
	for i, o := range t.Units {
		if o == u {
			return i
		}
	}
	return math.MinInt32
}
