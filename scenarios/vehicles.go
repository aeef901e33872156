package scenarios

import (
	"fmt"
	"slices"

	"github.com/krygothic/krygothic/rules/army"
)

// VehiclesModule is the rule module that plays vehicles (XS-09).
const VehiclesModule = "vehicles"

// checkVehicles refuses a side that fields a vehicle (a model whose unit
// names a vehicle profile) in a scenario that plays without the vehicles
// module: without it the vehicle would be a plain model of many wounds
// (XS-09, docs/modules.md). The problem stands at the model's entry.
func (l *loader) checkVehicles(sd *sideEntry, a *army.Army) {
	if a == nil || slices.Contains(l.s.Modules, VehiclesModule) {
		return
	}
	for _, m := range a.Models {
		if m.Unit != nil && m.Unit.Vehicle != "" {
			at := m.From
			if at.File == "" {
				at = sd.At
			}
			l.problems.Add(at, "side %s: %s is a vehicle (%s); a scenario that fields vehicles names the %s module (modules: [%s]) (XS-09)",
				sd.ID, m.Name, m.Unit.Vehicle, VehiclesModule, VehiclesModule)
			return
		}
	}
}

// CheckVehicles refuses a match of s played with the modules named (a
// --modules override, a new-match choice) when s fields a vehicle and the
// vehicles module is not among them (XS-09).
func (s *Scenario) CheckVehicles(modules []string) error {
	if slices.Contains(modules, VehiclesModule) {
		return nil
	}
	for _, sd := range s.Sides {
		if sd.Army == nil {
			continue
		}
		for _, m := range sd.Army.Models {
			if m.Unit != nil && m.Unit.Vehicle != "" {
				return fmt.Errorf("%s: side %s fields %s, a vehicle: play it with the %s module (XS-09)", s.File, sd.ID, m.Name, VehiclesModule)
			}
		}
	}
	return nil
}
