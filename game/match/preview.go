package match

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Preview is what an order would do if declared now, worked out without
// changing the match: the client shows it before the player commits
// (RULINGS §6, pre-measuring).
type Preview struct {
	AP     int                // what it costs
	Path   []geom.Vec         // a move's or charge's path
	Ranged *combat.RangedPlan // a shot's band, target number and modifiers
	Odds   *combat.Odds       // a shot's or attack's exact odds of wounding
	Err    error              // the refusal the order would meet, with its rule
}

// Preview works out order o for side (its id) as if declared now. It
// checks the order as a one-step declaration against the table and the
// side's AP (an order it cannot afford keeps its odds, with the refusal);
// it does not ask whether the side may declare at this moment (frozen,
// done, its channel busy), so a player can weigh an order while waiting.
// PreviewCombo asks that too.
func (m *Match) Preview(side string, o Order) Preview {
	s := m.side(side)
	if s == nil {
		return Preview{Err: m.errorf("no side %q", side)}
	}
	st, err := m.plan(s, o, map[*Unit]geom.Base{})
	if err != nil {
		return Preview{Err: err}
	}
	p := Preview{AP: st.cost, Path: st.plan.Path}
	switch o.Verb {
	case Shoot:
		a := m.rangedAttack(st.unit, st.unit.Base, st.target)
		a.Shot = o.Shot
		plan, err := a.Plan()
		if err != nil {
			p.Err = err
			return p
		}
		p.Ranged = &plan
		if odds, err := combat.RangedOdds(a, m.Opts); err == nil {
			p.Odds = &odds
		}
	case Attack:
		a := m.ccAttack(st.unit, st.target, o, false)
		if odds, err := combat.CCOdds(a, combat.Fixed{DefenceType: st.target.DefenceType}, m.Opts); err == nil {
			p.Odds = &odds
		}
	}
	if p.Err == nil && st.cost > s.AP {
		p.Err = refusal.New("KG-AP-03", "it costs %d AP and the side has %d", st.cost, s.AP)
	}
	return p
}

// PreviewCombo checks orders as one paid declaration by side now (a
// combo, or a single order), as Declare would, without changing the
// match: the AP it would cost, or the refusal it would meet with its rule
// and, for a step, which step. Done, cancel, defend and react are not
// paid declarations: Declare handles them on their own.
func (m *Match) PreviewCombo(side string, orders []Order) (int, error) {
	s := m.side(side)
	switch {
	case s == nil:
		return 0, m.errorf("no side %q", side)
	case len(orders) == 0:
		return 0, refusal.New("KG-CMB-01", "an empty declaration")
	}
	_, total, err := m.planSteps(s, orders)
	return total, err
}

// Reach is the reach map of unit id from where it stands: the AP a single
// move or run costs to each cell. It is nil for an unknown or removed unit.
func (m *Match) Reach(id string) *move.ReachMap {
	u := m.unit(id)
	if u == nil || !u.Alive() || u.Objective {
		return nil
	}
	return move.Reach(m.Scenario.Deck, m.mover(u, u.Base), m.others(u))
}

// Moving returns the rest of the path unit id is walking now, or nil.
func (m *Match) Moving(id string) []geom.Vec {
	for _, s := range m.sides {
		if s.combo == nil || s.combo.cur >= len(s.combo.steps) {
			continue
		}
		st := s.combo.steps[s.combo.cur]
		if st.unit.ID == id && st.started && len(st.plan.Path) > 0 {
			return remaining(st.plan.Path, st.unit.Base.Centre)
		}
	}
	return nil
}

// Running lists side's declared steps still to play out; the first is
// the one playing now.
func (m *Match) Running(side string) []Order {
	s := m.side(side)
	if s == nil || s.combo == nil {
		return nil
	}
	var out []Order
	for _, st := range s.combo.steps[min(s.combo.cur, len(s.combo.steps)):] {
		out = append(out, st.order)
	}
	return out
}

// Targets lists the units under a declared attack that has not resolved
// yet, each with the attacking order (its unit is the attacker): the
// client asks their side for a close-combat defence.
func (m *Match) Targets() map[string]Order {
	out := map[string]Order{}
	for _, s := range m.sides {
		if s.combo == nil {
			continue
		}
		for _, st := range s.combo.steps[min(s.combo.cur, len(s.combo.steps)):] {
			if st.target != nil {
				out[st.target.ID] = st.order
			}
		}
	}
	return out
}

// Unit returns the unit with id, or nil.
func (m *Match) Unit(id string) *Unit { return m.unit(id) }
