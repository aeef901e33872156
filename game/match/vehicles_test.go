package match_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/vehicles"
	"github.com/krygothic/krygothic/scenarios"
)

// vehicleOrders drive the loader off from a standstill (5" refused: it
// accelerates by 3"), then 3" and 5"; the drone comes 4" and 4"; the
// loader rams it from 3".
const vehicleOrders = `
0   red ec-cargo-loader-1 move 7.5 4.5
10  red ec-cargo-loader-1 move 5.5 4.5
10  blue renegade-drone-1 move 18.5 4.5
200 red ec-cargo-loader-1 move 10.5 4.5
200 blue renegade-drone-1 move 14.5 4.5
400 red ec-cargo-loader-1 ram blue.renegade-drone-1
`

// The vehicles module end to end (XS-09): a move beyond the loader's
// acceleration is refused with XS-09, the moves within it keep its speed
// (speed_changed 0 → 3 → 5), the ram rolls Body 4 + 3"/5 wound dice at
// the drone's Body 2, each wound on the drone rolls a location, and the
// ram stops the loader. The match replays to the same state.
func TestVehiclesInAMatch(t *testing.T) {
	s, err := scenarios.LoadFile("testdata/vehicles.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 4; seed++ {
		m := playModules(t, s, vehicleOrders, seed)
		if r := refusedAt(m, vehicles.RuleID); !slices.Equal(r, []int{0}) {
			t.Fatalf("seed %d: XS-09 refusals at %v, want the 5\" move at tick 0\n%s", seed, r, dump(m))
		}
		var loader []int
		for _, e := range find[vehicles.SpeedChanged](m) {
			if e.Unit == "red.ec-cargo-loader-1" && e.Why != "brakes: no move order last round" {
				loader = append(loader, e.To)
			}
		}
		if !slices.Equal(loader, []int{3, 5, 0}) {
			t.Errorf("seed %d: the loader's speeds %v, want 3, 5, then 0 after the ram", seed, loader)
		}
		var ram *combat.Roll
		locations := 0
		for _, r := range find[combat.Roll](m) {
			switch r.Purpose {
			case "ram: to wound":
				ram = &r
			case "hit location":
				if r.By == "blue.renegade-drone-1" {
					locations++
				}
			}
		}
		if ram == nil || len(ram.Dice) != 4 || ram.TN != 2 {
			t.Fatalf("seed %d: the ram rolled %+v, want 4 dice at TN 2", seed, ram)
		}
		dealt := 0
		for _, w := range find[combat.Wounded](m) {
			if w.Unit == "blue.renegade-drone-1" && w.RuleID == "SW-VEH-11" {
				dealt += w.Wounds
			}
		}
		if dealt != locations && len(find[vehicles.Wrecked](m)) == 0 {
			t.Errorf("seed %d: %d wounds on the drone, %d locations rolled", seed, dealt, locations)
		}
		rec := m.Record("testdata/vehicles.yaml", seed, nil)
		again, err := match.Replay(rec, s, rulesContent, 100000)
		if err != nil {
			t.Fatal(err)
		}
		if again.StateHash() != m.StateHash() {
			t.Errorf("seed %d: the replay ended in another state", seed)
		}
	}
}

// XS-09: a scenario that fields vehicles is played with the vehicles
// module: a match of it with a set that leaves it out (a --modules
// override, a new-match choice) is refused, naming the vehicle.
func TestVehiclesNeedTheModuleToPlay(t *testing.T) {
	s, err := scenarios.LoadFile("testdata/vehicles.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	s.Modules = []string{"blast"}
	_, err = match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
	if err == nil || !strings.Contains(err.Error(), "side red fields Cargo Loader, a vehicle: play it with the vehicles module (XS-09)") {
		t.Errorf("a vehicle played without the module: %v", err)
	}
}
