package blast

import (
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the blast module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: Rule, Name: Name, Default: true,
	Sources: []string{"SW-BLAST-01", "SW-BLAST-02", "SW-BLAST-03", "SW-BLAST-EX1", "SW-SCAT-01", "SW-STAT-09", "KG-EXPL-01", "KG-EXPL-02", "KG-EXPL-03", "GAP-03", "GAP-07"},
	Summary: "Blast templates and scatter: a model carrying frag grenades throws one (2 AP) at an enemy or a point " +
		"within 3\" × Strength. A kept hit centres the 3\" template on the target; a miss scatters it 1D6\", at most half the " +
		"distance. The target takes its hits as a shot; every other model under the template, friends too, rolls one " +
		"wound die and tests for pinning; in a (W) area the floor is damaged. A grenade launcher fires 4\" shells the " +
		"same way (launch, 2 AP)."},
	Load: load,
	Keys: []facet.Binding{throwKey},
}

// throwKey is the key of the throw order.
var throwKey = facet.Binding{Action: "throw", Default: "g", Hint: "throw", Rank: 13,
	About: "order: throw a grenade at the enemy model or the spot at the cursor (the blast module)"}

// module is the blast module as it plays with one content: its data, its
// rules, or why it cannot play with the content.
type module struct {
	data  Data
	rules orders.Module
	err   error
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded {
	data := read(d)
	r, err := Rules(d.Content, data)
	return &module{data: data, rules: r, err: err}
}

// The facets the module hands the game.
var (
	_ facet.Playable = (*module)(nil)
	_ facet.Keys     = (*module)(nil)
	_ facet.Orders   = (*module)(nil)
	_ facet.Becomes  = (*module)(nil)
	_ facet.Previews = (*module)(nil)
	_ facet.Shots    = (*module)(nil)
	_ facet.Aiming   = (*module)(nil)
	_ facet.Shows    = (*module)(nil)
	_ facet.Lobs     = (*module)(nil)
	_ facet.Teller   = (*module)(nil)
	_ facet.Sounds   = (*module)(nil)
	_ facet.Brain    = (*module)(nil)
)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return m.rules }

// Playable is why the module cannot play with the content (no frag
// grenade to throw), nil when it can.
func (m *module) Playable() error { return m.err }

// Keys: G throws a grenade, offered while the model has one left to
// throw (a model with no grenade is not told of a key it cannot use).
func (m *module) Keys() []facet.Key {
	return []facet.Key{{Binding: throwKey,
		Verbs: func(facet.Reader, orders.Unit) []orders.Verb { return []orders.Verb{Throw} },
		Offered: func(r facet.Reader, u orders.Unit) bool {
			return u.Model != nil && u.Model.Grenades > r.Mark(u.ID, Thrown)
		}}}
}

// Verb: a throw and a launch are aimed at an enemy model under the
// pointer, or else at the point.
func (m *module) Verb(v orders.Verb) (facet.Verb, bool) {
	switch v {
	case Throw:
		return facet.Verb{Words: "throw a grenade", Aim: facet.EnemyOrPoint}, true
	case Launch:
		return facet.Verb{Words: "fire the launcher", Aim: facet.EnemyOrPoint}, true
	}
	return facet.Verb{}, false
}

// Become: a model whose gun fires blast shells launches them when it is
// told to shoot: a blast weapon is never shot.
func (m *module) Become(_ facet.Reader, u orders.Unit, v orders.Verb) (orders.Verb, bool) {
	if v == orders.Shoot && u.F.Ranged != nil && u.F.Ranged.Template > 0 {
		return Launch, true
	}
	return "", false
}
