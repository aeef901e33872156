package pointblank

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the pointblank module's entry in the registry (rules/modules).
var Module = facet.Entry{
	Info: facet.Info{ID: Rule, Name: Name,
		Sources: []string{"KG-RC-11", "GW-TRG-05", "XC-RNG-02", "KG-CCA-09"},
		Summary: "Point-blank lethality: a shot at a model 1\" away or less (between the bases, the inch included) wounds " +
			"at -1 TN, on top of short range's +2 RC dice; so does a point-blank shot in close combat (KG-CCA-09). The gang " +
			"war's double damage under 2\" is not carried over: short range already makes close shots likelier to hit."},
	Load: load,
}

// module is the pointblank module as it plays with one content's data.
type module struct {
	data Data
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &module{data: read(d)} }

// The facets the module hands the game.
var _ facet.Previews = (*module)(nil)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return Rules(m.data) }

// Rows: a close-combat point-blank shot (an attack or a charge ending in
// one) says what point blank does to the wound TN its odds count (a
// ranged shot's terms list it among their wound modifiers).
func (m *module) Rows(_ facet.Reader, _ orders.Unit, o orders.Order, p orders.Preview) []facet.Row {
	if o.Verb != orders.Attack && o.Verb != orders.Charge || o.Attack != combat.PointBlank || p.Odds == nil {
		return nil
	}
	return []facet.Row{{Place: facet.UnderOdds, Tone: facet.Dim, Terms: []facet.Term{{
		Text: fmt.Sprintf("point blank: to wound %+d TN, counted in the odds (XS-26)", m.data.WoundTN),
		Tip: fmt.Sprintf("Point-blank lethality (XS-26): a shot at a model %s\" away or less, a point-blank shot in close combat (KG-CCA-09) included, wounds at %+d TN.",
			inches(m.data.Reach), m.data.WoundTN),
	}}}}
}
