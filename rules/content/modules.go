package content

import (
	"errors"
	"io/fs"
	"path"

	"github.com/krygothic/krygothic/rules/datafile"
)

// ModuleData is the data of the rule modules (docs/modules.md), read from
// modules.yaml so a mod can change it. A content folder without that
// file (one made before there were modules) has the shipped values.
type ModuleData struct {
	Keys datafile.Keys `yaml:"-"`
	// Sections are the sections of the modules that read their data
	// themselves (rules/modules), by module name, as written.
	Sections datafile.Extra `yaml:"-"`
	Blast    BlastData      `yaml:"blast"`
	Vehicles VehicleData    `yaml:"vehicles"` // XS-09 (modules_vehicles.go)
}

// BlastData is the data of the blast module (XS-01): how far a blast
// weapon scatters when it misses.
type BlastData struct {
	At   datafile.Pos  `yaml:"-"`
	Keys datafile.Keys `yaml:"-"`
	// ScatterDice is how many D6 inches a miss scatters (XS-01: 1).
	ScatterDice int `yaml:"scatter_dice"`
	// ScatterMaxShare caps the scatter at this share of the distance to
	// the point aimed at (XS-01: at most half).
	ScatterMaxShare float64 `yaml:"scatter_max_share"`
}

// shippedModuleData are the values of the shipped modules.yaml, for a
// content folder that has none.
var shippedModuleData = ModuleData{Blast: BlastData{ScatterDice: 1, ScatterMaxShare: 0.5},
	Vehicles: shippedVehicles}

// Limits of the module data.
const maxScatterDice = 6

// readModules reads modules.yaml into c, when the folder has one.
func (l *loader) readModules(c *Content) {
	c.Modules = shippedModuleData
	if _, err := fs.Stat(l.fsys, "modules.yaml"); errors.Is(err, fs.ErrNotExist) {
		return
	}
	var m ModuleData
	if !l.read("modules.yaml", &m) {
		return
	}
	b := m.Blast
	at := m.Keys.At("blast", datafile.Pos{File: path.Join(l.shown, "modules.yaml"), Line: 1})
	if b.ScatterDice < 0 || b.ScatterDice > maxScatterDice {
		l.problems.Add(b.Keys.At("scatter_dice", at), "blast: scatter_dice %d; a miss scatters 0 to %d D6 inches", b.ScatterDice, maxScatterDice)
	}
	if !(b.ScatterMaxShare >= 0 && b.ScatterMaxShare <= 1) {
		l.problems.Add(b.Keys.At("scatter_max_share", at), "blast: scatter_max_share %g; a share of the distance is 0 to 1", b.ScatterMaxShare)
	}
	if _, ok := m.Keys["vehicles"]; ok {
		checkVehicles(&m.Vehicles, m.Keys.At("vehicles", at), &l.problems)
	} else {
		m.Vehicles = shippedVehicles // a modules.yaml from before XS-09
	}
	c.Modules = m
}
