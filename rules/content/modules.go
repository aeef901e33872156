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
	Vehicles VehicleData    `yaml:"vehicles"` // XS-09 (modules_vehicles.go)
}

// shippedModuleData are the values of the shipped modules.yaml, for a
// content folder that has none.
var shippedModuleData = ModuleData{Vehicles: shippedVehicles}

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
	at := datafile.Pos{File: path.Join(l.shown, "modules.yaml"), Line: 1}
	if _, ok := m.Keys["vehicles"]; ok {
		checkVehicles(&m.Vehicles, m.Keys.At("vehicles", at), &l.problems)
	} else {
		m.Vehicles = shippedVehicles // a modules.yaml from before XS-09
	}
	c.Modules = m
}
