package down

import (
	"fmt"
	"math"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the down module's entry in the registry (rules/modules).
var Module = facet.Entry{
	Info: facet.Info{ID: Rule, Name: Name,
		Sources: []string{"GW-WND-01", "XC-DMG-02", "XC-DMG-03", "XC-DMG-04", "XC-DMG-05", "XC-DMG-06"},
		Summary: "Down but not out: a model that reaches its wound limit is Down, not removed: it lies where it fell and does " +
			"nothing. A friend in base contact brings it back with 1 wound left (\"revive\", 2 AP; a medic, a unit whose profile " +
			"says medic: true, 1 AP); a model still Down when the AP round ends is removed. A Down model may be shot or struck, " +
			"and any wound removes it. The kill counts for whoever downed it; its side loses it only when it is removed."},
	Load: load,
	Keys: []facet.Binding{reviveKey},
}

// reviveKey is the key of the revive order.
var reviveKey = facet.Binding{Action: "revive", Default: "shift+h", Hint: "revive", Rank: 15,
	About: "order: bring back a Down friend in base contact with the selected model (the down module)"}

// module is the down module as it plays with one content's data.
type module struct {
	rules
}

// load reads the module's data and the content's medics.
func load(d facet.Data) facet.Loaded {
	return &module{rules{data: read(d), medics: readMedics(d)}}
}

// The facets the module hands the game.
var (
	_ facet.UnitFields = (*module)(nil)
	_ facet.Keys       = (*module)(nil)
	_ facet.Orders     = (*module)(nil)
	_ facet.Previews   = (*module)(nil)
	_ facet.Badges     = (*module)(nil)
	_ facet.States     = (*module)(nil)
	_ facet.Teller     = (*module)(nil)
	_ facet.Brain      = (*module)(nil)
)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return Rules(m.data, m.medics) }

// UnitFields: a unit profile may say it is a medic.
func (m *module) UnitFields() []string { return []string{medicField} }

// Keys: the revive key, offered while the selected model touches a Down
// friend.
func (m *module) Keys() []facet.Key {
	return []facet.Key{{Binding: reviveKey,
		Verbs:   func(facet.Reader, orders.Unit) []orders.Verb { return []orders.Verb{Revive} },
		Offered: func(r facet.Reader, u orders.Unit) bool { return downFriend(r.Units(), u) != nil }}}
}

// downFriend is a Down model of u's side in base contact with u, or nil.
func downFriend(units []orders.Unit, u orders.Unit) *orders.Unit {
	for i := range units {
		f := &units[i]
		if f.ID != u.ID && f.Side == u.Side && f.OnTable && f.F.Down && geom.InContact(u.Base, f.Base) {
			return f
		}
	}
	return nil
}

// Verb: a revive aims at a friend.
func (m *module) Verb(v orders.Verb) (facet.Verb, bool) {
	if v != Revive {
		return facet.Verb{}, false
	}
	return facet.Verb{Words: "bring back a Down friend", Aim: facet.Friend}, true
}

// Rows: a revive says what it does; an attack on a Down model says any
// wound removes it.
func (m *module) Rows(r facet.Reader, u orders.Unit, o orders.Order, _ orders.Preview) []facet.Row {
	if o.Verb == Revive {
		cost := fmt.Sprintf("%d AP", m.data.ReviveAP)
		if m.medic(&u) {
			cost = fmt.Sprintf("%d AP: a medic", m.data.MedicAP)
		}
		return []facet.Row{{Place: facet.UnderCost, Tone: facet.Dim,
			Note: fmt.Sprintf("Brings a Down friend in base contact back with %d wound left (%s). Left Down, it is removed when the AP round ends (XS-29).", m.data.WoundsLeft, cost)}}
	}
	if t, ok := r.Unit(o.Target); ok && t.F.Down && o.Target != "" {
		return []facet.Row{{Place: facet.UnderCost, Tone: facet.Warning, Note: "The target is Down: any wound removes it (XS-29)."}}
	}
	return nil
}

// Badges: a Down model's "D".
func (m *module) Badges(_ facet.Reader, u orders.Unit) []facet.Badge {
	if !u.F.Down {
		return nil
	}
	return []facet.Badge{{Text: "D", Tone: facet.Bad}}
}

// States: "down" in the selected model's panel.
func (m *module) States(_ facet.Reader, u orders.Unit) []string {
	if !u.F.Down {
		return nil
	}
	return []string{"down: removed at the round's end unless a friend brings it back (XS-29)"}
}

// Lines: none.
func (m *module) Lines(facet.Reader, orders.Unit) []string { return nil }

// Tell: a model left Down at the round's end.
func (m *module) Tell(e combat.Event) ([]facet.Sentence, bool) {
	w, ok := e.(combat.Wounded)
	if !ok || w.RuleID != Rule || !w.Removed {
		return nil, false
	}
	return []facet.Sentence{{Tone: facet.Bad, About: w.Unit, Rule: Rule,
		Parts: []facet.Part{facet.Unit(w.Unit), facet.Words(" lay Down as the AP round ended, and is removed")}}}, true
}

// Worth of the module's orders to the AI, as shares of the worth of the
// model they are about: bringing a friend back is worth most of it (a
// Squad Leader's worth is its die for the AP, KG-AP-02); going to a Down
// Squad Leader is worth less (it may be finished first); a shot at a Down
// enemy is worth its kill.
const (
	reviveShare   = 0.8
	approachShare = 0.25
)

// Candidates: a model brings back a Down friend it touches; walks to a
// Down Squad Leader of its side within a move; and finishes off Down
// enemies it can shoot or strike.
func (m *module) Candidates(a facet.Advisor, u *orders.Unit, consider func(facet.Candidate)) {
	units := a.Units()
	for i := range units {
		f := &units[i]
		if !f.OnTable || !f.F.Down || f.ID == u.ID {
			continue
		}
		if f.Side == u.Side {
			m.tend(a, u, f, consider)
			continue
		}
		for _, o := range []orders.Order{
			{Unit: u.ID, Verb: orders.Shoot, Target: f.ID, Shot: combat.Standard},
			{Unit: u.ID, Verb: orders.Attack, Target: f.ID, Attack: combat.UseWeapon},
		} {
			if p := a.Preview(a.Side(), o); p.Err == nil && p.Odds != nil {
				consider(facet.Candidate{Order: o, AP: p.AP, Score: a.Harm(f, *p.Odds)})
			}
		}
	}
}

// tend offers bringing back f, a Down friend of u's: at once when they
// touch; a Squad Leader, by walking to it first.
func (m *module) tend(a facet.Advisor, u, f *orders.Unit, consider func(facet.Candidate)) {
	if geom.InContact(u.Base, f.Base) {
		o := orders.Order{Unit: u.ID, Verb: Revive, Target: f.ID}
		if p := a.Preview(a.Side(), o); p.Err == nil {
			consider(facet.Candidate{Order: o, AP: p.AP, Score: reviveShare * a.Value(f)})
		}
		return
	}
	if !f.F.SquadLeader || u.F.Pin.ByMiss {
		return
	}
	// To the near side of the leader's base, touching it.
	d := u.Base.Centre.Sub(f.Base.Centre)
	if d.Len() == 0 {
		return
	}
	at := f.Base.Centre.Add(d.Scale((f.Base.Radius + u.Base.Radius + 0.02) / d.Len()))
	o := orders.Order{Unit: u.ID, Verb: orders.Move, X: math.Round(at.X*100) / 100, Y: math.Round(at.Y*100) / 100}
	if p := a.Preview(a.Side(), o); p.Err == nil {
		consider(facet.Candidate{Order: o, AP: p.AP, Score: approachShare * a.Value(f)})
	}
}

// Turn: the AI asks the down module last.
func (m *module) Turn() int { return 7 }
