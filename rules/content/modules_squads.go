package content

import (
	"github.com/krygothic/krygothic/rules/datafile"
)

// SquadsData is the data of the squads module (XS-23): how far a squad's
// members may stand from their leader and still take its order, and how
// big the squads it forms for an army that names none are.
type SquadsData struct {
	At   datafile.Pos  `yaml:"-"`
	Keys datafile.Keys `yaml:"-"`
	// Coherency is the most inches between a member's base and its
	// leader's for the squad's order (XS-23, SW-UNIT-04: 4").
	Coherency float64 `yaml:"coherency"`
	// AutoSize is the most models, the leader among them, of a squad
	// formed for an army list that names none (XS-23: 5).
	AutoSize int `yaml:"auto_size"`
}

// shippedSquads is the shipped modules.yaml's squads data.
var shippedSquads = SquadsData{Coherency: 4, AutoSize: 5}

// Limits of the squads data.
const (
	maxCoherency = 24
	maxAutoSize  = 5 // army lists' squads are 2 to 5 models (army.MaxSquad)
)

// readSquads checks the squads data of m, read from file; a modules.yaml
// without a squads key (one made before the module) has the shipped data.
func (l *loader) readSquads(m *ModuleData, file datafile.Pos) {
	if _, ok := m.Keys["squads"]; !ok {
		m.Squads = shippedSquads
		return
	}
	d := m.Squads
	at := m.Keys.At("squads", file)
	if !(d.Coherency > 0 && d.Coherency <= maxCoherency) {
		l.problems.Add(d.Keys.At("coherency", at), "squads: coherency %g; it is over 0 and at most %d inches", d.Coherency, maxCoherency)
	}
	if d.AutoSize < 2 || d.AutoSize > maxAutoSize {
		l.problems.Add(d.Keys.At("auto_size", at), "squads: auto_size %d; a squad is 2 to %d models", d.AutoSize, maxAutoSize)
	}
}
