package hardcover

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the hardcover module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: Rule, Name: Name,
	Sources: []string{"XC-COV-01", "XC-COV-02", "XC-COV-03", "XC-COV-04", "XC-COV-05", "XC-COV-06", "XC-SHOT-03", "SW-SHOOT-07", "SW-MISC-01", "KG-TERR-07"},
	Summary: "Cover as armour and directional cover: cover counts only when it lies between the shooter and the target " +
		"within 1\" of the target's base. Hard cover (bulkheads, machinery: the scenario's legend says which) also adds +1 " +
		"armour against the shot's wound dice; soft cover (crates, debris, other models) gives only the +2 to hit. A model " +
		"with a radar sight (\"radar: true\" in its army list, 15 points) shoots as if cover and darkness were not there " +
		"(hard cover still stops its round). Without the module all cover is alike, wherever it stands, and a radar sight " +
		"does nothing."}, Load: load,
	Weights: map[string]float64{hardWeight: 0.3}}

// hardWeight is the AI's weight of hard cover over soft, a share of the
// worth of cover the AI sees in a spot (levels.yaml, "hard_cover").
const hardWeight = "hard_cover"

// loaded is the module as it plays with one content's data.
type loaded struct {
	data Data
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &loaded{data: read(d)} }

// The facets the module hands the game.
var (
	_ facet.Armies     = (*loaded)(nil)
	_ facet.ArmyFields = (*loaded)(nil)
	_ facet.Gear       = (*loaded)(nil)
	_ facet.States     = (*loaded)(nil)
	_ facet.Shelters   = (*loaded)(nil)
)

// Rules are its order rules.
func (m *loaded) Rules() orders.Module { return Rules(m.data) }

// ArmyFields: "radar: true" in army list entries, read whether the module
// is played or not (the sight is paid for all the same).
func (m *loaded) ArmyFields() []army.Field { return []army.Field{field{data: &m.data}} }

// Need: a model with a radar sight plays without the module, but its
// sight does nothing (SW-MISC-01).
func (m *loaded) Need(md *army.Model) (facet.Need, string) {
	if Radar(md) {
		return facet.Idle, "a radar sight (radar: true), which sees through cover and darkness only with the hardcover module"
	}
	return facet.NoNeed, ""
}

// Gear: a model's ranged weapon with its sight, "Rifle 3K2S1 with a
// radar sight (sees through cover and darkness, XS-19)".
func (m *loaded) Gear(md *army.Model, slot, piece string) string {
	if slot != "ranged" || !Radar(md) {
		return piece
	}
	return fmt.Sprintf("%s with a radar sight (sees through cover and darkness, %s)", piece, Rule)
}

// States: "radar sight" in the selected model's panel.
func (m *loaded) States(_ facet.Reader, u orders.Unit) []string {
	if !Radar(u.Model) {
		return nil
	}
	return []string{"radar sight: sees through cover and darkness (" + Rule + ")"}
}

// Lines: none.
func (m *loaded) Lines(facet.Reader, orders.Unit) []string { return nil }

// Shelter: the AI's worth of the cover a spot p gives u against enemy e,
// judged as the module judges a shot (without the models in the way, as
// the AI's shelter is): none unless the cover lies within the reach of
// u's base; hard cover worth the level's hard_cover more (0.3 of the
// core's worth of cover); against a radar sight only hard cover's armour
// is left.
func (m *loaded) Shelter(a facet.Advisor, e, u *orders.Unit, p geom.Vec) float64 {
	d := a.Deck()
	b := geom.Base{Centre: p, Radius: u.Base.Radius, Facing: u.Base.Facing}
	s := d.Screen(e.Base, b, nil, -1, -1, d.FiresDown(e.Base.Centre, p), m.data.Reach)
	if !s.Cover() {
		return 0
	}
	hard := 0.0
	if s.HardCover() && m.data.HardArmour > 0 {
		hard = a.Weight(hardWeight)
	}
	if Radar(e.Model) {
		return hard
	}
	return 1 + hard
}
