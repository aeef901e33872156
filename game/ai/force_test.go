package ai

import (
	"slices"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
)

// The AI with custom units (XS-14): a list built under the force module
// (modules: [force]) switches the module on in a scenario that names
// only blast; its models play with their raised stats (the commander's
// RC 5 → 7, the troopers' 2 → 3); the AI fights with them, no order of
// either side is refused, and every game ends.
func TestTheAIFightsWithCustomUnits(t *testing.T) {
	text := strings.Replace(outpost, "modules: [command]", "modules: [blast]", 1)
	text = strings.Replace(text, `      team: earth-confederate
      models:
        - {unit: ec-commander, ranged: rifle}
        - {unit: ec-trooper, count: 3, ranged: rifle}`, `      team: earth-confederate
      modules: [force]
      models:
        - {unit: ec-commander, melee: knife, raise: {rc: 2}}
        - {unit: ec-trooper, count: 4, ranged: rifle, raise: {rc: 1}}`, 1)
	c, s := textScenario(t, text)
	if !slices.Equal(s.Modules, []string{"blast", "force"}) {
		t.Fatalf("the scenario plays %v; want blast and force", s.Modules)
	}
	m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(1), tacticians(Normal, Hard)(1))
	if err != nil {
		t.Fatal(err)
	}
	rc := map[string]int{}
	for _, u := range m.View().Units() {
		if u.Model != nil && u.F.Side == "red" {
			rc[u.Model.Unit.ID] = int(u.F.Stats.RC)
		}
	}
	if rc["ec-commander"] != 7 || rc["ec-trooper"] != 3 {
		t.Errorf("red's RC in play: %v; want the commander 7 and the troopers 3", rc)
	}
	playGames(t, c, s, 4, tacticians(Normal, Hard))
}
