package vehicles_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/content/contenttest"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/vehicles"
)

// XS-09's data is checked where it is written: a unit naming no known
// profile, a unit whose wounds are not its locations', a location table
// naming an unknown location or not six, a profile of no acceleration or
// no hull. A modules.yaml without vehicles has the shipped ones; the
// shipped content's loader and drone are vehicles of the inventory's
// locations.
func TestVehicleData(t *testing.T) {
	shipped, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	loader, _ := shipped.Unit("ec-cargo-loader")
	data := vehicles.Shipped()
	p, ok := data.Profile(vehicles.Named(loader))
	if !ok || p.Hull != 4 || p.Engine != 2 || p.Weapon != 1 || p.Drive != 2 || loader.Wounds != 9 || data.Explosion != 6 {
		t.Fatalf("the shipped cargo loader: %+v, profile %+v", loader, p)
	}
	const profiles = "vehicles:\n  explosion: 6\n  location_faces: [hull, hull, engine, weapon, drive, drive]\n  profiles:\n" +
		"    - {id: rig, name: Rig, acceleration: 2, hull: 2, engine: 1, weapon: 0, drive: 1}\n"
	unit := func(extra string) string {
		return "team: t\nunits:\n  - id: boss\n    name: Boss\n    class: squad-leader\n  - {id: rig, class: squad-leader" + extra + "}\n"
	}
	for _, tc := range []struct {
		name, modules, units, want string
	}{
		{"a vehicle", profiles, unit(", vehicle: rig, wounds: 4"), ""},
		{"an unknown profile", profiles, unit(", vehicle: tank, wounds: 4"), `mod/units/t.yaml:6:5: unit rig: vehicle "tank" is not a profile`},
		{"wounds not the locations'", profiles, unit(", vehicle: rig, wounds: 3"), "mod/units/t.yaml:6:5: unit rig: wounds 3, but vehicle rig's locations have 4"},
		{"an unknown location", strings.Replace(profiles, "weapon, drive, drive", "weapon, turret, drive", 1), unit(""), `mod/modules.yaml:3:3: vehicles: location_faces: unknown location "turret"`},
		{"five faces", strings.Replace(profiles, "hull, hull,", "hull,", 1), unit(""), "mod/modules.yaml:3:3: vehicles: location_faces names 5 locations"},
		{"no acceleration", strings.Replace(profiles, "acceleration: 2", "acceleration: 0", 1), unit(""), "mod/modules.yaml:5:28: vehicle rig: acceleration 0"},
		{"no hull", strings.Replace(profiles, "hull: 2", "hull: 0", 1), unit(""), "vehicle rig: hull 0 wounds"},
		{"shipped vehicles", "blast: {scatter_dice: 1, scatter_max_share: 0.5}\n", unit(", vehicle: drone, wounds: 5"), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fsys := contenttest.Minimal()
			fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(tc.modules)}
			fsys["units/t.yaml"] = &fstest.MapFile{Data: []byte(tc.units)}
			_, err := modules.Read(fsys, "mod")
			switch {
			case tc.want == "" && err != nil:
				t.Fatal(err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("got error:\n%v\nwant it to contain %q", err, tc.want)
			}
		})
	}
}
