package squads

import (
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (squads:): how
// far a squad's members may stand from their leader and still take its
// order, and how big the squads it forms for an army that names none
// are.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// Coherency is the most inches between a member's base and its
	// leader's for the squad's order (XS-23, SW-UNIT-04: 4").
	Coherency float64 `yaml:"coherency"`
	// AutoSize is the most models, the leader among them, of a squad
	// formed for an army list that names none (XS-23: 5).
	AutoSize int `yaml:"auto_size"`
}

// Shipped is the module's data when a content's modules.yaml has no
// squads section (one made before the module).
func Shipped() Data { return Data{Coherency: 4, AutoSize: 5} }

// Limits of the data.
const (
	maxCoherency = 24
	maxAutoSize  = MaxSquad // army lists' squads are 2 to 5 models
)

// read reads the module's section of d's content, checked: a coherency
// over 0 and at most 24 inches, squads formed of 2 to 5 models. Without a
// section, the shipped data.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Data{})
	if !ok {
		return Shipped()
	}
	at, p := d.Section.At, d.Problems
	if !(data.Coherency > 0 && data.Coherency <= maxCoherency) {
		p.Add(data.Keys.At("coherency", at), "squads: coherency %g; it is over 0 and at most %d inches", data.Coherency, maxCoherency)
	}
	if data.AutoSize < 2 || data.AutoSize > maxAutoSize {
		p.Add(data.Keys.At("auto_size", at), "squads: auto_size %d; a squad is 2 to %d models", data.AutoSize, maxAutoSize)
	}
	return data
}
