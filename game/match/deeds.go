package match

import (
	"maps"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/orders"
)

// Deeds are what one model did and suffered in a match: the record a
// campaign keeps of each of its models (XS-30: improvement points for a
// battle, a kill and a completed combo; a flaw for having been Down). They
// change nothing in play.
type Deeds struct {
	// Kills are the enemy models it removed or put Down (the kill goes to
	// whoever downed a model, XS-29): a wound's kill goes to the model of
	// the acting side that last rolled before it in the same outcome, else
	// to the unit whose step was resolving.
	Kills int `json:"kills,omitempty"`
	// Combos are the combos of two or more orders it was in that ended
	// with every step played (KG-CMB-01/02).
	Combos int `json:"combos,omitempty"`
	// Wounds are the wounds it took.
	Wounds int `json:"wounds,omitempty"`
	// Down: it went Down at least once (XS-29).
	Down bool `json:"down,omitempty"`
	// Slain: wounds removed it (or a fall, a wreck): not a model left
	// Down as a round ended, which a rule module removes unhurt (XS-29).
	Slain bool `json:"slain,omitempty"`
}

// Deeds are every model's deeds so far, by unit ID; a model that has done
// nothing is left out.
func (v View) Deeds() map[string]Deeds { return maps.Clone(v.m.deeds) }

// UnitIDs are the IDs the units of side i of a scenario take, in the order
// of its army list's models: "attackers.ec-trooper-2" is the army's second
// ec-trooper. A campaign maps its roster to a match's deeds with them.
func (m *Match) UnitIDs(i int) []string {
	var ids []string
	for _, r := range roster(m.scenario, i) {
		ids = append(ids, r.id)
	}
	return ids
}

// deed changes unit id's deeds.
func (m *Match) deed(id string, change func(*Deeds)) {
	if id == "" {
		return
	}
	if m.deeds == nil {
		m.deeds = map[string]Deeds{}
	}
	d := m.deeds[id]
	change(&d)
	m.deeds[id] = d
}

// noteDeeds keeps the deeds an outcome's events make: wounds taken, a
// model Down, a kill for the model of by's side that last rolled (or the
// unit whose step is resolving).
func (m *Match) noteDeeds(e combat.Event, by *orders.Side, roller *string) {
	t := m.table
	ours := func(id string) bool {
		u := t.Unit(id)
		return u != nil && by != nil && u.Side == by.Index
	}
	switch e := e.(type) {
	case combat.Roll:
		if ours(e.By) {
			*roller = e.By
		}
	case combat.StateChanged:
		if e.State == combat.Downed {
			m.deed(e.Unit, func(d *Deeds) { d.Down = true })
		}
	case combat.Wounded:
		m.deed(e.Unit, func(d *Deeds) {
			d.Wounds += max(e.Wounds, 0)
			d.Slain = d.Slain || e.Removed && (e.Wounds > 0 || e.Final)
		})
		u := t.Unit(e.Unit)
		if u == nil || u.Side < 0 || by == nil || u.Side == by.Index || e.Credited || !e.Removed && !e.Downed {
			return
		}
		killer := *roller
		if killer == "" && ours(m.actor) {
			killer = m.actor
		}
		m.deed(killer, func(d *Deeds) { d.Kills++ })
	}
}

// comboDeeds counts a combo of two or more orders that played to its end
// for every unit in it.
func (m *Match) comboDeeds(c *orders.Combo) {
	if c.Reaction || len(c.Steps) < 2 {
		return
	}
	seen := map[*orders.Unit]bool{}
	for _, st := range c.Steps {
		if st.Unit != nil && !seen[st.Unit] {
			seen[st.Unit] = true
			m.deed(st.Unit.ID, func(d *Deeds) { d.Combos++ })
		}
	}
}
