package vehicles

import (
	"fmt"
	"strings"

	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Vehicles on the battle screen: a vehicle's token is its hull with its
// speed and location wounds, the panel says its speed window and each
// location, and V rams.

// ramKey is the key of the ram order.
var ramKey = facet.Binding{Action: "ram", Default: "v", Hint: "ram", Rank: 14,
	About: "order: the selected vehicle rams an enemy model (the vehicles module)"}

// Keys: V chooses the ram (the preview refuses it to a model that is no
// vehicle); the hint bar offers it for a vehicle only.
func (m *loaded) Keys() []facet.Key {
	return []facet.Key{{Binding: ramKey,
		Verbs:   func(facet.Reader, orders.Unit) []orders.Verb { return []orders.Verb{Ram} },
		Offered: func(_ facet.Reader, u orders.Unit) bool { return m.data.Of(&u) != nil }}}
}

// Verb: a ram is aimed at an enemy model.
func (m *loaded) Verb(v orders.Verb) (facet.Verb, bool) {
	if v != Ram {
		return facet.Verb{}, false
	}
	return facet.Verb{Words: "ram", Aim: facet.Enemy}, true
}

// Rows: a ram's preview says how it is rolled, where a shot's terms
// would be.
func (m *loaded) Rows(_ facet.Reader, _ orders.Unit, o orders.Order, _ orders.Preview) []facet.Row {
	if o.Verb != Ram {
		return nil
	}
	return []facet.Row{{Place: facet.WithShot, Tone: facet.Dim,
		Note: "Body + speed ÷ 5 wound dice at the target's Body + armour; a model on foot may dodge " +
			"(Speed, TN 4: 'hit' is the chance it does not); the rammer takes half on its hull and stops (XS-09)."}}
}

// States: none of its own words; Lines: a selected vehicle's speed and
// what its next move may carry it, and each location's wounds left.
func (m *loaded) States(facet.Reader, orders.Unit) []string { return nil }

// Lines are the panel's lines on a selected vehicle.
func (m *loaded) Lines(r facet.Reader, u orders.Unit) []string {
	s, ok := FromMarks(m.data, &u, r.Mark)
	if !ok {
		return nil
	}
	lo, hi := s.Window()
	speed := fmt.Sprintf("%s · speed %d\" · next move %d\"–%d\" (acceleration %d\", top %d\")", s.Profile.Name, s.Speed, lo, hi, s.Accel, s.Top)
	var locs []string
	for _, loc := range Locations {
		if c := s.Profile.Wounds(loc); c > 0 {
			word := fmt.Sprintf("%s %d/%d", loc, s.Left[loc], c)
			switch {
			case Destroyed(c, s.Left[loc]):
				word += " gone"
			case Halved(c, s.Left[loc]):
				word += " half"
			}
			locs = append(locs, word)
		}
	}
	return []string{speed, strings.Join(locs, " · ")}
}

// Hulled: a vehicle is drawn as a hull, wearing the initials of its
// profile's id ("cargo-loader" CL, "drone" D).
func (m *loaded) Hulled(u orders.Unit) (string, bool) {
	if m.data.Of(&u) == nil {
		return "", false
	}
	var marker string
	for _, w := range strings.Split(Named(u.Model.Unit), "-") {
		if w != "" {
			marker += strings.ToUpper(w[:1])
		}
	}
	return marker, true
}

// Hull: a vehicle's badge is its speed, its pips each location's wounds
// (hull, engine, weapon, drive).
func (m *loaded) Hull(r facet.Reader, u orders.Unit) facet.Hull {
	s, ok := FromMarks(m.data, &u, r.Mark)
	if !ok {
		return facet.Hull{}
	}
	h := facet.Hull{Number: s.Speed}
	for _, loc := range Locations {
		h.Pips = append(h.Pips, facet.Pips{Left: s.Left[loc], Capacity: s.Profile.Wounds(loc)})
	}
	return h
}
