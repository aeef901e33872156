package ai

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/vehicles"
	"github.com/krygothic/krygothic/scenarios"
)

// vehicleActivity counts what the vehicles did in a match: move orders
// carried out (speed changes by driving), shots fired, rams, refusals.
type vehicleActivity struct{ drives, shots, rams, refused int }

func playCargoBay(t *testing.T, seed uint64, a, b string) (vehicleActivity, *match.Match) {
	t.Helper()
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenarios.LoadShipped("cargo-bay", c)
	if err != nil {
		t.Fatal(err)
	}
	pa, _ := New(a, s.Sides[0].ID, seed)
	pb, _ := New(b, s.Sides[1].ID, seed+1)
	m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(seed), [2]match.Player{pa, pb})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(216000); err != nil {
		t.Fatal(err)
	}
	isVehicle := func(id string) bool {
		u, ok := m.View().Unit(id)
		return ok && u.Model != nil && vehicles.Named(u.Model.Unit) != ""
	}
	var act vehicleActivity
	for _, e := range m.View().Log(0) {
		switch e := e.Event.(type) {
		case vehicles.SpeedChanged:
			if e.Why == "drives" {
				act.drives++
			}
		case combat.Roll:
			if e.Purpose == "to hit" && isVehicle(e.By) {
				act.shots++
			}
			if e.Purpose == "ram: to wound" || e.Purpose == "dodge: Speed check" {
				act.rams++
			}
		case match.Refused:
			act.refused++
		}
	}
	return act, m
}

// XS-09 for the AI: on Cargo Bay (normal against hard, two games) the
// vehicles drive within their speed windows and fire their weapons, and
// no order of either side is refused.
func TestTheAIDrivesVehicles(t *testing.T) {
	var all vehicleActivity
	for seed := uint64(1); seed <= 2; seed++ {
		act, _ := playCargoBay(t, seed, "normal", "hard")
		all.drives, all.shots, all.rams, all.refused = all.drives+act.drives, all.shots+act.shots, all.rams+act.rams, all.refused+act.refused
	}
	if all.drives == 0 || all.shots == 0 || all.refused != 0 {
		t.Errorf("two games: %+v, want drives and shots, and no refusal", all)
	}
}

// ramming is a small deck where the red cargo loader stands 3" from a
// blue gun drone (which cannot dodge); its commander is shut in a
// closet, and the drone's prophet stands behind a bulkhead.
const ramming = `name: Ramming
rounds: 2
modules: [vehicles]
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  ######################
  #a..d.......#.......d#
  ##..........#........#
  #a#.........#........#
  ######################
sides:
  - id: red
    zone: west
    list:
      team: earth-confederate
      models:
        - {unit: ec-cargo-loader, ranged: pistol}
        - {unit: ec-commander, melee: knife}
  - id: blue
    zone: east
    list:
      team: renegades
      models:
        - {unit: renegade-drone, ranged: rifle}
        - {unit: renegade-prophet, ranged: rifle}
`

// XS-09: the loader rams the drone beside it (which cannot dodge; the
// ram is worth more than its shots, less the recoil on its own hull), at
// either level; a cultist in the drone's place mostly dodges, and is not
// worth ramming. (Without the module the vehicles cannot be fielded at
// all: match.New refuses, TestVehiclesNeedTheModuleToPlay.)
func TestTheAIRamsWhenItPays(t *testing.T) {
	for _, l := range []Level{Normal, Hard} {
		if got := firstOrder(t, ramming, l, true); got != "red.ec-cargo-loader-1 ram blue.renegade-drone-1" {
			t.Errorf("%s: %q, want the loader's ram at the drone", l.Name, got)
		}
		cultist := strings.Replace(ramming, "{unit: renegade-drone, ranged: rifle}", "{unit: renegade-cultist, ranged: pistol}", 1)
		if got := firstOrder(t, cultist, l, true); strings.Contains(got, " ram ") {
			t.Errorf("%s: %q at a cultist that dodges on 4+ with 3 dice", l.Name, got)
		}
	}
}
