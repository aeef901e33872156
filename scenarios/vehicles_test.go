package scenarios_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/scenarios"
)

// XS-09: a side that fields a vehicle needs the vehicles module: without
// it (the default set, or a set that leaves it out) the scenario is
// refused at the vehicle's entry in the list; with it, it loads. The
// shipped Cargo Bay plays with it.
func TestVehiclesNeedTheModule(t *testing.T) {
	red := "  - {id: red, name: Red, army: slaves, zone: west}\n"
	withLoader := "  - id: red\n    zone: west\n    list:\n      team: earth-confederate\n      models:\n" +
		"        - {unit: ec-commander, ranged: rifle}\n        - {unit: ec-cargo-loader, ranged: autocannon}\n"
	for _, tc := range []struct{ name, modules, problem string }{
		{"the default set", "", "s.yaml:"},
		{"blast only", "modules: [blast]\n", "s.yaml:"},
		{"with the module", "modules: [vehicles]\n", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := edit(t, red, withLoader)
			src = strings.Replace(src, "rounds: 10\n", "rounds: 10\n"+tc.modules, 1)
			_, err := loadText(t, src)
			switch {
			case tc.problem == "" && err != nil:
				t.Fatal(err)
			case tc.problem != "" && (err == nil || !strings.Contains(err.Error(), "side red: Cargo Loader is a vehicle; a scenario that fields it names the vehicles module")):
				t.Fatalf("error %v, want the vehicle refused", err)
			case tc.problem != "":
				line := strings.Count(src[:strings.Index(src, "{unit: ec-cargo-loader")], "\n") + 1
				if want := fmt.Sprintf("s.yaml:%d:11:", line); !strings.HasPrefix(err.Error(), want) {
					t.Errorf("error %v, want it at %s (the loader's entry)", err, want)
				}
			}
		})
	}
	s, err := scenarios.LoadShipped("cargo-bay", defaultContent(t))
	if err != nil || !slices.Contains(s.Modules, "vehicles") {
		t.Fatalf("Cargo Bay: %v, modules %v", err, s.Modules)
	}
}
