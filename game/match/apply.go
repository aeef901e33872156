package match

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// apply is the match's one writer: it carries out an outcome the rules
// worked out (orders.Outcome). It sets the fighters' new conditions, makes
// the changes the log does not show by itself, then logs each event and
// does what it asks of the table.
func (m *Match) apply(out orders.Outcome) error {
	out = m.rules.Amend(m.table, out) // a module may rewrite it first (a model downed, not removed)
	for _, c := range out.Changes {
		if u := m.table.Unit(c.ID); u != nil {
			u.F.Condition = c.Now
		}
	}
	for _, s := range out.Sets {
		m.set(s)
	}
	roller := ""
	for _, e := range out.Events {
		m.note(e)
		m.noteDeeds(e, out.By, &roller)
		if err := m.act(e, out.By); err != nil {
			return err
		}
		if err := m.rules.Observe(m.table, env{m}, e, out.By); err != nil {
			return err
		}
	}
	return nil
}

// set makes one change the log does not show by itself.
func (m *Match) set(s orders.Set) {
	t := m.table
	switch s := s.(type) {
	case orders.Scheduled:
		m.schedule(s.Combo, s.AP)
	case orders.Delayed:
		m.delay(s.Combo, s.Shift)
	case orders.Stopped:
		m.stop(s.Combo, s.RuleID, s.Why, s.Interrupted)
	case orders.Trimmed:
		s.Combo.Steps = s.Keep
	case orders.Shouted:
		sd := t.Sides[s.Side]
		sd.ChannelFree = max(sd.ChannelFree, m.rules.Effective(t, s.Side, t.Tick)+s.AP*m.settings.ticksPerAP())
	case orders.Paid:
		sd := t.Sides[s.Side]
		sd.AP = max(sd.AP-s.AP, 0)
	case orders.Granted:
		sd := t.Sides[s.Side]
		sd.AP += max(s.AP, 0)
	case orders.SideDone:
		sd := t.Sides[s.Side]
		sd.Done, sd.AP = true, 0 // unspent AP are lost (KG-AP-04)
	case orders.DefenceSet:
		s.Unit.DefenceClass, s.Unit.DefenceType = s.Class, s.Type
	case orders.LetGoSet:
		s.Unit.LetsGo = s.On
	case orders.Stepped:
		s.Unit.Stepped = s.On
	case orders.WaitingSet:
		s.Unit.Waiting = s.On
	case orders.Sprinted:
		s.Unit.Ran = true
	case *orders.Placed:
		s.Unit.Base = s.Base
	case orders.Begun:
		s.Step.Started = true
	case orders.Planned:
		s.Step.Plan = s.Plan
	case orders.Resolved:
		m.resolved(s.Step)
	case orders.ChainSet:
		t.Chain = s.Chain
	case orders.AttackMade:
		t.Fought[s.Pair]++
	case orders.ChargeMade:
		t.Charged[s.Pair] = true
	case orders.ReactionBegun:
		sd := t.Sides[s.Combo.Side]
		m.reacting = append(m.reacting, borrowed{sd.Combo, sd.ChannelFree})
		sd.Combo = s.Combo
	case orders.ReactionEnded:
		sd, b := t.Sides[s.Side], m.reacting[len(m.reacting)-1]
		m.reacting = m.reacting[:len(m.reacting)-1]
		sd.Combo, sd.ChannelFree = b.combo, b.free
	case orders.Withdrawn:
		m.end(t.Sides[1-s.Side].ID, s.RuleID, s.Why)
	case orders.Marked:
		if s.Value == 0 {
			delete(t.Marks, s.Key)
		} else {
			t.Marks[s.Key] = s.Value
		}
	}
}

// act does what a logged event asks of the table: the tally and the end
// of a removed model, combos stopped by a pin or a fall, compulsory moves,
// free attacks, doors opened, damaged floors, the AP tally's setbacks. by
// is the side whose action it was (nil for none).
func (m *Match) act(e combat.Event, by *orders.Side) error {
	t := m.table
	switch e := e.(type) {
	case combat.Wounded:
		m.wounded(t.Unit(e.Unit), e, by)
	case combat.StateChanged:
		switch e.State {
		case combat.PinnedByHit, combat.PinnedByMiss, combat.Prone, combat.Stuck, combat.Fell, combat.BrokeOff, combat.Downed:
			if u := t.Unit(e.Unit); u != nil {
				m.halt(u, e.RuleID, u.ID+" is "+string(e.State), by)
			}
		}
	case combat.Moved:
		u := t.Unit(e.Unit)
		if u == nil || !u.Alive() {
			return nil
		}
		b, ok, err := t.Pushed(m.dice, u, e)
		if err != nil {
			return err
		}
		if ok {
			u.Base = b
		}
		if !e.Own {
			m.halt(u, e.RuleID, u.ID+" was moved by force", by)
		}
	case combat.FreeAttack:
		return m.rules.FreeAttack(t, env{m}, e.By, e.Against)
	case combat.TemplatePlaced:
		if at := m.table.Unit(e.At); at != nil {
			return m.damageFloor(at.Base.Centre, e.Diameter)
		}
	case combat.FloorDamaged:
		return m.damageFloor(geom.Vec{X: e.X, Y: e.Y}, e.Diameter)
	case orders.DoorOpened:
		return m.ownDeck().SetDoor(e.X, e.Y, true)
	case orders.DoorClosed:
		d := m.ownDeck()
		for _, c := range d.Door(e.X, e.Y) {
			if err := d.SetDoor(c[0], c[1], false); err != nil {
				return err
			}
		}
	case combat.SideEffect:
		if u := t.Unit(e.Unit); u != nil && u.Side >= 0 {
			r := &m.tallies[u.Side].round
			switch e.Setback {
			case combat.LeaderFailedWillpower:
				r.LeaderFailedWillpower = true
			case combat.FriendlyDamage:
				r.DamagedByOwnSide = true
			}
		}
	}
	return nil
}

// wounded keeps the tally: first blood, models and leaders lost, points.
func (m *Match) wounded(u *orders.Unit, e combat.Wounded, by *orders.Side) {
	if u == nil {
		return
	}
	if !m.firstBlood && by != nil && u.Side >= 0 && u.Side != by.Index {
		m.firstBlood = true
		m.tallies[by.Index].round.FirstBlood = true // KG-AP-07(5)
	}
	if !e.Removed && !e.Downed {
		return
	}
	if e.Removed && u.Side >= 0 {
		victim := &m.tallies[u.Side].round
		victim.ModelsLost++
		if u.F.SquadLeader {
			victim.SquadLeadersLost++
		}
		m.halt(u, "KG-CMB-02", u.ID+" was removed", by)
	}
	if e.Downed {
		m.halt(u, "KG-CMB-02", u.ID+" is down", by)
	}
	if by != nil && u.Side != by.Index && !e.Credited {
		k := &m.tallies[by.Index]
		k.killed += u.Points
		if u.F.SquadLeader {
			k.leaders++
			k.round.EnemyLeadersKilled++
		}
	}
	m.checkVictory()
}

// damageFloor lays a damaged-structure template of diameter inches at
// centre and tests every unit on it (KG-EXPL-01/02).
func (m *Match) damageFloor(centre geom.Vec, diameter float64) error {
	tp := geom.Base{Centre: centre, Radius: diameter / 2}
	m.table.Templates = append(m.table.Templates, tp)
	for _, u := range m.table.Units {
		if u.Alive() && !u.Objective && geom.Touches(tp.Centre, tp.Radius, u.Base) {
			out, err := combat.Collapse(&u.F, m.dice, m.table.Options.Combat)
			if err != nil {
				return err
			}
			if err := m.apply(orders.Of(out)); err != nil {
				return err
			}
		}
	}
	return nil
}

// env is the match as the order rules use it (orders.Env).
type env struct{ m *Match }

// Dice are the match's dice; when the rules make offers (a re-roll),
// wrapped so that a resolution asks them the moment a roll lands
// (offering).
func (e env) Dice() dice.Source {
	if e.m.rules.Offers() {
		return offering(e)
	}
	return e.m.dice
}

func (e env) Apply(out orders.Outcome) error { return e.m.apply(out) }

// Defence asks the defender's player (KG-CC-05); the answer goes into the
// record. A side no player plays defends passively.
func (e env) Defence(defender, attacker *orders.Unit) (combat.DefenceClass, combat.DefenceType) {
	p := e.m.players[defender.Side]
	if p == nil {
		return combat.Passive, combat.NoDefenceType
	}
	e.m.choosing = true
	cl, ty := p.Defence(e.m.View(), defender.ID, attacker.ID)
	e.m.choosing = false
	e.m.choices = append(e.m.choices, Choice{Tick: e.m.table.Tick, Side: e.m.table.Sides[defender.Side].ID, Unit: defender.ID, Kind: DefenceChoice, Class: cl, Type: ty})
	return cl, ty
}

// PayForWound asks the attacker's player (KG-CC-09); the answer goes into
// the record. A side no player plays pays nothing.
func (e env) PayForWound(attacker *orders.Unit, n, cost, left int) bool {
	p := e.m.players[attacker.Side]
	if p == nil {
		return false
	}
	e.m.choosing = true
	pay := p.PayForWound(e.m.View(), attacker.ID, n, cost, left)
	e.m.choosing = false
	e.m.choices = append(e.m.choices, Choice{Tick: e.m.table.Tick, Side: e.m.table.Sides[attacker.Side].ID, Unit: attacker.ID, Kind: PayChoice, Pay: pay})
	return pay
}

// LetGo asks the holder's player (KG-CC-14); the answer goes into the
// record. A side no player plays holds on.
func (e env) LetGo(leaving, holder *orders.Unit) bool {
	p := e.m.players[holder.Side]
	if p == nil {
		return false
	}
	e.m.choosing = true
	yes := p.LetGo(e.m.View(), leaving.ID, holder.ID)
	e.m.choosing = false
	e.m.choices = append(e.m.choices, Choice{Tick: e.m.table.Tick, Side: e.m.table.Sides[holder.Side].ID, Unit: holder.ID, Kind: LetGoChoice, Pay: yes})
	return yes
}
