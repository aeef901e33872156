package match

import (
	"github.com/krygothic/krygothic/rules/orders"
)

// The command channels: each side's running combo, its steps timed on
// the clock (RULINGS: the real-time AP clock).

// advance plays out the steps due at this tick, earliest first: a step
// begins when its time comes, a mover moves on every tick, and a step
// resolves at its end.
func (m *Match) advance() error {
	t, e := m.table, env{m}
	if err := m.rules.Tick(t, e); err != nil { // the modules' questions first (a blind bid)
		return err
	}
	for guard := 0; guard < 1000; guard++ {
		var due *orders.Step
		for _, s := range t.Sides {
			c := s.Combo
			st := c.Current()
			if st == nil {
				continue
			}
			if !st.Started && t.Tick >= st.Start {
				if err := m.rules.Begin(t, e, st); err != nil {
					return err
				}
				if s.Combo != c { // it stopped as it began
					continue
				}
			}
			if err := m.rules.PlayOut(t, e, st); err != nil {
				return err
			}
			if t.Tick >= st.End && (due == nil || st.End < due.End) {
				due = st
			}
		}
		if due == nil {
			return nil
		}
		if due.Unit != nil {
			m.actor = due.Unit.ID
		}
		_, err := m.rules.Resolve(t, e, due)
		m.actor = ""
		if err != nil {
			return err
		}
	}
	return m.errorf("more than 1000 steps resolved in one tick")
}

// schedule puts an accepted combo on its side's channel: the side pays
// its whole cost up front (KG-CMB-01), the combo takes effect now or when
// a module says (orders.Rules.Effective: a time slot), each step plays
// out over its share of cost × seconds-per-AP, and the channel is busy
// until the last ends.
func (m *Match) schedule(c *orders.Combo, ap int) {
	s := m.table.Sides[c.Side]
	s.AP -= ap
	t := m.rules.Effective(m.table, c.Side, m.table.Tick)
	for _, st := range c.Steps {
		st.Start = t
		t += max(st.Cost*m.settings.ticksPerAP(), 1)
		st.End = t
	}
	s.ChannelFree = t
	s.Combo = c
}

// delay pushes the rest of a combo later by shift ticks. A move already
// under way waits where it is, then goes on from there; one already at its
// end stays there.
func (m *Match) delay(c *orders.Combo, shift int) {
	if cur := c.Current(); cur != nil && cur.Started && len(cur.Plan.Path) > 1 {
		cur.Plan.Path = orders.Remaining(cur.Plan.Path, cur.Unit.Base.Centre)
		cur.Start = m.table.Tick
	}
	for _, st := range c.Steps[c.Cur:] {
		st.Start += shift
		st.End += shift
	}
	m.table.Sides[c.Side].ChannelFree += shift
}

// stop ends a combo early, when it is still running: the AP stay spent
// (KG-CMB-02). interrupted means the enemy caused it, worth +3 AP to
// them (KG-AP-07(4)), for a combo of several steps.
func (m *Match) stop(c *orders.Combo, rule, why string, interrupted bool) {
	s := m.table.Sides[c.Side]
	if s.Combo != c {
		return
	}
	s.Combo = nil
	s.ChannelFree = min(s.ChannelFree, m.table.Tick)
	interrupted = interrupted && !c.Reaction && len(c.Steps) > 1
	m.note(ComboStopped{RuleID: rule, Side: s.ID, Why: why, Interrupted: interrupted})
	if interrupted {
		m.tallies[1-c.Side].round.InterruptedCombos++
	}
}

// resolved moves a combo on past a step that is over; a combo whose last
// step is over ends, and counts for the AP it earns (KG-CMB-07): its
// commands are the steps that cost AP (our ruling: free turns and small
// steps are no commands to earn from).
func (m *Match) resolved(st *orders.Step) {
	c := st.Combo
	s := m.table.Sides[c.Side]
	if s.Combo != c {
		return // it stopped
	}
	c.Cur++
	if c.Cur >= len(c.Steps) {
		s.Combo = nil
		m.comboDeeds(c)
		if !c.Reaction {
			m.tallies[c.Side].round.CompletedCombos = append(m.tallies[c.Side].round.CompletedCombos, paidSteps(c))
		}
	}
}

// halt stops every combo with steps left for u, now: u has been pinned,
// knocked down, stuck, moved by force or removed (KG-CMB-02/03). A mover
// stays where it got to. by is the side whose action did it, if any.
func (m *Match) halt(u *orders.Unit, rule, why string, by *orders.Side) {
	for _, s := range m.table.Sides {
		c := s.Combo
		if c == nil || c.Reaction {
			continue
		}
		for _, st := range c.Steps[c.Cur:] {
			if st.Unit == u {
				m.stop(c, rule, why, by != nil && by != s)
				break
			}
		}
	}
}

// paidSteps counts a combo's steps that cost AP: its commands for KG-CMB-07.
func paidSteps(c *orders.Combo) int {
	n := 0
	for _, st := range c.Steps {
		if st.Cost > 0 {
			n++
		}
	}
	return n
}
