package scenarios

import (
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
