package match

import (
	"fmt"
	"math"

	"github.com/krygothic/krygothic/rules/ap"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// startRound rolls each side's AP for a new AP round (KG-AP-02): the
// highest D6 of its living Squad Leaders, plus its Tactics Rating, less the
// scenario's modifiers, plus last round's losses and triumphs.
func (m *Match) startRound() error {
	m.round++
	m.roundStart = m.table.Tick
	started := RoundStarted{RuleID: "KG-AP-02", Number: m.round, AP: map[string]int{}, Dice: map[string][]int{}}
	for i, s := range m.table.Sides {
		sd := m.scenario.Sides[i]
		leaders, models := 0, 0
		for _, u := range m.table.Units {
			if u.Side == i && u.Alive() {
				models++
				if u.F.SquadLeader {
					leaders++
				}
			}
		}
		roll := ap.Roll{SquadLeaders: leaders, TacticsRating: sd.Army.Team.TacticsRating, Infighting: sd.Army.Team.Infighting,
			Modifier: sd.APModifier + sd.RoundModifiers[m.round], Adjustment: m.tallies[i].adjust}
		res, err := roll.Roll(m.dice)
		if err != nil {
			return fmt.Errorf("round %d: %w", m.round, err)
		}
		s.AP, s.Done = res.AP, false
		m.tallies[i].round = ap.Round{ModelsAtStart: models}
		started.AP[s.ID], started.Dice[s.ID] = res.AP, append([]int{}, res.Dice...) // [] for a side with no Squad Leader
	}
	m.note(started)
	for i, s := range m.table.Sides {
		ap, err := m.rules.AP(m.table, env{m}, i, s.AP)
		if err != nil {
			return fmt.Errorf("round %d: %w", m.round, err)
		}
		s.AP = ap
	}
	return m.rules.RoundBegun(m.table, env{m}, m.round)
}

// endRound closes an AP round (KG-AP-05): losses and triumphs, the
// scenario's events for this round, breath back, and the next round, or
// the end of the match.
func (m *Match) endRound() error {
	if err := m.rules.RoundEnd(m.table, env{m}, m.round, orders.RoundEnding); err != nil {
		return err
	}
	ended := RoundEnded{RuleID: "KG-AP-05", Number: m.round, Tally: map[string][]string{}, Adjust: map[string]int{}}
	for i, s := range m.table.Sides {
		t := ap.Score(m.tallies[i].round)
		m.tallies[i].adjust = t.Total
		for _, it := range t.Items {
			ended.Tally[s.ID] = append(ended.Tally[s.ID], fmt.Sprintf("%s %s %+d", it.Rule, it.Reason, it.AP))
		}
		ended.Adjust[s.ID] = t.Total
		s.AP, s.Done = 0, false
	}
	m.note(ended)
	// The scenario's end-of-round effects (KG-AP-05): demolition charges
	// go off (GAP-34), then its timed events.
	for _, out := range orders.Detonations(m.table) {
		if err := m.apply(out); err != nil {
			return err
		}
	}
	for _, e := range m.scenario.Events {
		if e.Round == m.round {
			m.scenarioEvent(e)
		}
	}
	for _, u := range m.table.Units {
		u.Ran = false
		u.F.Fatigue = move.Recover(u.F.Fatigue) // KG-MOVE-03
	}
	if err := m.rules.RoundEnd(m.table, env{m}, m.round, orders.RoundEnded); err != nil {
		return err
	}
	m.checkVictory()
	if m.result != nil {
		return nil
	}
	if m.round >= m.scenario.Rounds {
		m.endByLimit()
		return nil
	}
	return m.startRound()
}

// scenarioEvent carries out one event of the scenario (KG-SCN-01).
func (m *Match) scenarioEvent(e scenarios.Event) {
	m.note(ScenarioEvent{RuleID: "KG-SCN-01", Kind: e.Type, Side: e.Side, Text: e.Text})
	switch e.Type {
	case scenarios.Unfreeze:
		if s := m.table.SideOf(e.Side); s != nil {
			s.Frozen = false
		}
	case scenarios.Arrive:
		m.arrivals(e)
	case scenarios.Flood:
		m.flood(e)
	case scenarios.Win:
		reason := "the scenario's end"
		if e.Text != "" {
			reason += ": " + e.Text
		}
		m.end(e.Side, "KG-SCN-01", reason)
	}
}

// arrivals brings held-back models on at the entry point, each settled
// clear of walls and other bases.
func (m *Match) arrivals(e scenarios.Event) {
	s := m.table.SideOf(e.Side)
	var entry geom.Vec
	for _, p := range m.scenario.Entries {
		if p.ID == e.Entry {
			entry = geom.Vec{X: float64(p.X) + 0.5, Y: float64(p.Y) + 0.5}
		}
	}
	want := map[string]int{}
	for k, v := range e.Units {
		want[k] = v
	}
	for _, u := range m.table.Units {
		if s == nil || u.Side != s.Index || u.OnTable || u.Model == nil || want[u.Model.Unit.ID] == 0 || !u.F.Alive() {
			continue
		}
		want[u.Model.Unit.ID]--
		b := u.Base
		b.Centre = entry
		for ring := 0; ring < 8; ring++ { // try spots around the entry point
			spot := b
			spot.Centre = entry.Polar(float64(ring)*math.Pi/4, float64(ring+1)/2)
			if ring == 0 {
				spot.Centre = entry
			}
			if settled, ok := m.table.Deck.PushOut(spot, m.table.Others(u)); ok {
				b = settled
				break
			}
		}
		u.Base, u.OnTable = b, true
		m.note(orders.Arrived{RuleID: "KG-SCN-01", Unit: u.ID, X: b.Centre.X, Y: b.Centre.Y, Arrival: true})
	}
}

// flood turns an area into another terrain.
func (m *Match) flood(e scenarios.Event) {
	var cell deck.Cell
	for _, l := range m.scenario.Legend {
		if l.Char == e.To {
			cell = l.Cell
		}
	}
	d := m.ownDeck()
	for y := e.Area[1]; y < e.Area[1]+e.Area[3]; y++ {
		for x := e.Area[0]; x < e.Area[0]+e.Area[2]; x++ {
			d.SetCell(x, y, cell)
		}
	}
}

// checkVictory ends the match when a side has no models left, or the
// saboteurs have destroyed every objective (GAP-31, GAP-34).
func (m *Match) checkVictory() {
	if m.result != nil {
		return
	}
	for i, s := range m.table.Sides {
		left := 0
		for _, u := range m.table.Units {
			if u.Side == i && u.F.Alive() {
				left++
			}
		}
		if left == 0 {
			m.end(m.table.Sides[1-i].ID, "GAP-31", s.Name+" has no models left")
			return
		}
	}
	v := m.scenario.Victory
	if v.Type == scenarios.Sabotage && len(v.Objectives) > 0 {
		for _, id := range v.Objectives {
			if u := m.table.Unit(id); u != nil && u.F.Alive() {
				return
			}
		}
		m.end(v.Attacker, "GAP-34", "every objective is destroyed")
	}
}

// endByLimit decides a match that reached its last round (GAP-31): more
// enemy points destroyed, then more Squad Leaders killed; else a draw.
func (m *Match) endByLimit() {
	a, b := &m.tallies[0], &m.tallies[1]
	ids := [2]string{m.table.Sides[0].ID, m.table.Sides[1].ID}
	switch {
	case m.scenario.Victory.Type == scenarios.Sabotage:
		m.end("", "GAP-34", "the objectives stand at the end and no side claimed the win")
	case a.killed != b.killed:
		w := ids[0]
		if b.killed > a.killed {
			w = ids[1]
		}
		m.end(w, "GAP-31", fmt.Sprintf("the round limit: %d points destroyed against %d", max(a.killed, b.killed), min(a.killed, b.killed)))
	case a.leaders != b.leaders:
		w := ids[0]
		if b.leaders > a.leaders {
			w = ids[1]
		}
		m.end(w, "GAP-31", "the round limit: points level, more Squad Leaders killed")
	default:
		m.end("", "GAP-31", "the round limit: a draw")
	}
}

// end records the result.
func (m *Match) end(winner, rule, reason string) {
	if m.result != nil {
		return
	}
	m.result = &Result{Winner: winner, Reason: reason, Round: m.round, Tick: m.table.Tick}
	m.note(Ended{RuleID: rule, Result: *m.result})
}
