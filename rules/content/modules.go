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
	Sections  datafile.Extra `yaml:"-"`
	Arcs      ArcsData       `yaml:"arcs"`
	Overwatch OverwatchData  `yaml:"overwatch"` // the overwatch module's (XS-05, modules_overwatch.go)
	Vehicles  VehicleData    `yaml:"vehicles"`  // XS-09 (modules_vehicles.go)
	Morale    MoraleData     `yaml:"morale"`
	Dual      DualData       `yaml:"dual"`
	Priority  PriorityData   `yaml:"priority"` // the target-priority module's (XS-22)
	Squads    SquadsData     `yaml:"squads"`
	Sweep     SweepData      `yaml:"sweep"`
	Psychic   PsychicData    `yaml:"psychic"` // the psychic discipline's (GAP-22, modules_psychic.go)
}

// shippedModuleData are the values of the shipped modules.yaml, for a
// content folder that has none.
var shippedModuleData = ModuleData{Arcs: shippedArcs,
	Overwatch: shippedOverwatch, Vehicles: shippedVehicles, Morale: shippedMorale, Dual: shippedDual, Priority: shippedPriority,
	Squads: shippedSquads, Sweep: shippedSweep, Psychic: shippedPsychic}

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
	l.checkArcs(c, &m)
	l.readMorale(&m, datafile.Pos{File: path.Join(l.shown, "modules.yaml"), Line: 1})
	l.readSquads(&m, datafile.Pos{File: path.Join(l.shown, "modules.yaml"), Line: 1})
	l.checkPriority(&m)
	l.checkPsychic(&m)
	l.checkOverwatch(c, &m)
	if _, ok := m.Keys["dual"]; ok {
		l.checkDual(c, m.Dual, m.Keys.At("dual", at))
	} else {
		m.Dual = shippedDual
	}
	if _, ok := m.Keys["sweep"]; ok {
		l.checkSweep(c, m.Sweep, m.Keys.At("sweep", at))
	} else {
		m.Sweep = shippedSweep
	}
	if _, ok := m.Keys["vehicles"]; ok {
		checkVehicles(&m.Vehicles, m.Keys.At("vehicles", at), &l.problems)
	} else {
		m.Vehicles = shippedVehicles // a modules.yaml from before XS-09
	}
	c.Modules = m
}
