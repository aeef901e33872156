package locations

import (
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules/vehicles"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the locations module's entry in the registry (rules/modules).
var Module = facet.Entry{
	Info: facet.Info{ID: Rule, Name: Name,
		Sources: []string{"XC-DMG-01", "XC-DMG-02", "XC-DMG-03", "XC-DMG-04", "XC-DMG-05", "XC-DMG-06",
			"XC-DMG-EX1", "XC-DMG-EX2", "XC-DMG-EX3", "XC-DMG-EX4",
			"XC-GRZ-01", "XC-GRZ-02", "XC-GRZ-03", "XC-GRZ-04", "XC-GRZ-05", "XC-GRZ-EX1",
			"GW-WND-02", "SW-CC-03", "SW-VEH-06", "SW-SHOOT-08", "SW-VEH-07", "XC-STNC-05"},
		Summary: "Hit locations, grazes and called shots (XS-10 with XS-24). \"U call T head\" is an aimed shot called at a " +
			"model's head: +2 to hit (TN), and its wounds are doubled after the weapon's c cap; where stances are played " +
			"(the suppression module) only a braced model may take it. \"U call T engine\" (hull, engine, weapon, drive) is " +
			"an aimed shot called at a vehicle's location, +2 TN: every wound strikes that location, no roll. A shot that " +
			"wounds a model on foot not at all, one of its wound dice missing by exactly 1, grazes it: −1 Speed (never " +
			"below 1) until the next AP round, once a shot."},
	Load: load,
	Keys: []facet.Binding{callKey},
	Weights: map[string]float64{
		// called_shot scales what the AI thinks a called shot is worth:
		// 0 and it never calls one.
		"called_shot": 1,
	},
}

// callKey is the key of the called shot.
var callKey = facet.Binding{Action: "called_shot", Default: "shift+s", Hint: "called shot", Rank: 16,
	About: "order: an aimed shot called at the head of the enemy model under the pointer, or at a vehicle's location; " +
		"press it again for the next location (the locations module)"}

// loaded is the module as it plays with one content.
type loaded struct {
	*module
}

// load reads the module's data, and the vehicles module's from the same
// content (the vehicles a shot may be called at).
func load(d facet.Data) facet.Loaded {
	return &loaded{&module{data: read(d), vehicles: vehicles.ContentData(d.Content)}}
}

// The facets the module hands the game.
var (
	_ facet.Keys     = (*loaded)(nil)
	_ facet.Orders   = (*loaded)(nil)
	_ facet.Previews = (*loaded)(nil)
	_ facet.Badges   = (*loaded)(nil)
	_ facet.States   = (*loaded)(nil)
	_ facet.Teller   = (*loaded)(nil)
	_ facet.Phrases  = (*loaded)(nil)
	_ facet.Brain    = (*loaded)(nil)
)

// Rules are its order rules.
func (m *loaded) Rules() orders.Module { return m.rules() }
