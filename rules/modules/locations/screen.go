package locations

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/vehicles"
	"github.com/krygothic/krygothic/rules/odds"
	"github.com/krygothic/krygothic/rules/orders"
)

// The called shot and the graze on the battle screen: Shift+S calls a
// shot at the enemy under the pointer (again: the next location), the
// preview gives the called shot's odds and every shot's chance to graze,
// and a grazed model wears a G and says its Speed in the panel.

// Keys: Shift+S chooses the called shot, offered while the selected model
// carries a gun it can aim.
func (m *loaded) Keys() []facet.Key {
	return []facet.Key{{Binding: callKey,
		Verbs: func(_ facet.Reader, u orders.Unit) []orders.Verb {
			if !canAim(&u) {
				return nil
			}
			return []orders.Verb{Call}
		},
		Offered: func(_ facet.Reader, u orders.Unit) bool { return canAim(&u) },
		Nothing: "No gun to aim: a called shot is an aimed shot"}}
}

// Verb: a called shot aims at an enemy model, and takes the location it
// is called at: the head of a model on foot, a vehicle's locations.
func (m *loaded) Verb(v orders.Verb) (facet.Verb, bool) {
	if v != Call {
		return facet.Verb{}, false
	}
	return facet.Verb{Words: "call a shot", Label: "called shot", Aim: facet.Enemy, Choices: m.choices}, true
}

// choices are the locations a shot by u may be called at on target: a
// vehicle's that have wounds (hull, engine, weapon, drive), the head of
// any other model, none on an objective.
func (m *loaded) choices(_ facet.Reader, _, target orders.Unit) []string {
	if target.Objective {
		return nil
	}
	p := m.vehicles.Of(&target)
	if p == nil {
		return []string{Head}
	}
	var out []string
	for _, loc := range vehicles.Locations {
		if p.Wounds(loc) > 0 {
			out = append(out, loc)
		}
	}
	return out
}

// Rows: a called shot says what its location does, with its exact odds;
// a shot or a called shot at a model a graze would slow, its exact
// chance to graze it.
func (m *loaded) Rows(r facet.Reader, u orders.Unit, o orders.Order, p orders.Preview) []facet.Row {
	if (o.Verb != orders.Shoot && o.Verb != Call) || p.Ranged == nil || p.Ranged.OutOfRange {
		return nil
	}
	target, ok := r.Unit(o.Target)
	if !ok {
		return nil
	}
	var rows []facet.Row
	if o.Verb == Call && p.Odds != nil {
		rows = append(rows, m.calledRow(r, target, o.Word, p))
	}
	if m.data.GrazeSpeed > 0 && m.grazeable(&target) {
		chance := ShotGrazeChance(*p.Ranged, &u.F, inMelee(r, u, target), r.Options().Combat.Mode)
		rows = append(rows, facet.Row{Place: facet.UnderOdds, Tone: facet.Good, Terms: []facet.Term{{
			Text: fmt.Sprintf("graze %.0f%%: −%d Speed", 100*chance, m.data.GrazeSpeed),
			Tip: fmt.Sprintf("The exact chance the shot wounds %s not at all and one of its wound dice misses by exactly 1 (a 6 whose re-roll falls short counts "+
				"as it passes a TN one lower): it is grazed, −%d Speed (never below %d) until the next AP round, once a shot (XS-10).",
				facet.Cite(target.ID), m.data.GrazeSpeed, m.data.Slowest),
		}}})
	}
	return rows
}

// calledRow is what a called shot's location does, under its terms: the
// head's wounds multiplied, a vehicle's location struck by every wound
// and the chance it is destroyed.
func (m *loaded) calledRow(r facet.Reader, target orders.Unit, word string, p orders.Preview) facet.Row {
	row := facet.Row{Place: facet.WithShot, Tone: facet.Warning}
	if word == Head {
		most := p.Ranged.MaxWounds * p.Ranged.WoundFactor
		row.Terms = []facet.Term{{
			Text: fmt.Sprintf("head shot: wounds ×%d after the c cap (up to %d)", m.data.HeadFactor, most),
			Tip: fmt.Sprintf("A called head shot is an aimed shot at +%d to hit; the wounds its dice deal, at most the weapon's c of %d, are multiplied by %d "+
				"(XS-10, XC-DMG-05: a 2-point wound to the head is 4), and a critical doubles them again. The odds below count it.",
				m.data.CallTN, p.Ranged.MaxWounds, m.data.HeadFactor),
		}}
		return row
	}
	s, ok := vehicles.FromMarks(m.vehicles, &target, r.Mark)
	if !ok {
		return row
	}
	left, full := s.Left[word], s.Profile.Wounds(word)
	text := fmt.Sprintf("called at the %s (%d of %d left): every wound strikes it", word, left, full)
	chance := odds.AtLeast(p.Odds.Wounds, max(left, 1))
	effect := "destroyed"
	if word == vehicles.Hull {
		effect = "wrecked"
	}
	if left == 0 {
		text = fmt.Sprintf("called at the %s, destroyed already: its wounds strike the hull", word)
	} else {
		text += fmt.Sprintf(" · %s %.0f%%", effect, 100*chance)
	}
	row.Terms = []facet.Term{{Text: text,
		Tip: fmt.Sprintf("A shot called at a vehicle's location is an aimed shot at +%d to hit; every wound it deals strikes that location, "+
			"no location rolled (XS-24, SW-VEH-07); a location with none left passes them to the hull (XS-09).", m.data.CallTN)}}
	return row
}

// inMelee is how many other models stand in base contact with target, as
// the shot's GAP-14 pick counts them: a shot lands on one of them or the
// target.
func inMelee(r facet.Reader, shooter, target orders.Unit) int {
	n := 0
	for _, e := range r.Units() {
		if e.ID != shooter.ID && e.ID != target.ID && e.Alive() && !e.Objective && geom.InContact(e.Base, target.Base) {
			n++
		}
	}
	return n
}

// Badges: a grazed model's "G".
func (m *loaded) Badges(r facet.Reader, u orders.Unit) []facet.Badge {
	if r.Mark(u.ID, GrazedMark) == 0 {
		return nil
	}
	return []facet.Badge{{Text: "G", Tone: facet.Warning}}
}

// States: "grazed" in the selected model's panel.
func (m *loaded) States(r facet.Reader, u orders.Unit) []string {
	if r.Mark(u.ID, GrazedMark) == 0 {
		return nil
	}
	return []string{"grazed"}
}

// Lines: a grazed model's Speed until the next AP round.
func (m *loaded) Lines(r facet.Reader, u orders.Unit) []string {
	n := r.Mark(u.ID, GrazedMark)
	if n == 0 {
		return nil
	}
	speed := u.F.Stats.Speed.Dice()
	return []string{fmt.Sprintf("Grazed: Speed %d until the next AP round (%d − %d)", m.slower(speed, n), speed, n)}
}
