package match_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// arcsDeck is the fire-arcs deck: a red gunner (autocannon, 60°, heavy)
// and marksman (sniper rifle, 30°) facing blue across open floor, with
// the arcs module on.
func arcsDeck(t *testing.T, mods ...string) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/arcs.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	if mods != nil {
		s.Modules = mods
	}
	return s
}

// The fire-arcs module in a match (XS-04): the marksman turned 30° away
// from the prophet (35° off) is refused the shot, naming its 30° arc,
// where the core's 90° front arc allows it; the gunner's about-face costs
// 1 AP, and its turn back and shot 1 + 2.
func TestFireArcsInAMatch(t *testing.T) {
	const text = `
0   red  ec-gunner-1 face 180
0   blue done
100 red  ec-gunner-1 face 0 & ec-gunner-1 shoot blue.renegade-cultist-2
300 red  ec-marksman-1 face 30 & ec-marksman-1 shoot blue.renegade-prophet-1
`
	m := playModules(t, arcsDeck(t), text, 1)
	refused := find[match.Refused](m)
	if len(refused) != 1 || refused[0].RuleID != "XS-04" || !strings.Contains(refused[0].Reason, "outside the 30° fire arc of red.ec-marksman-1's Sniper rifle") {
		t.Fatalf("refusals %+v, want the marksman's shot outside its 30° arc\n%s", refused, dump(m))
	}
	var aps []int
	for _, d := range find[orders.Declared](m) {
		if d.Side == "red" {
			aps = append(aps, d.AP)
		}
	}
	if len(aps) < 2 || aps[0] != 1 || aps[1] != 3 {
		t.Errorf("the gunner's declarations cost %v AP, want 1 (about face) and 3 (turn back and shoot)\n%s", aps, dump(m))
	}
	shots := 0
	for _, r := range find[combat.Roll](m) {
		if r.By == "red.ec-gunner-1" && r.RuleID == "KG-RC-09" {
			shots++
		}
	}
	if shots == 0 {
		t.Errorf("the gunner never rolled to hit\n%s", dump(m))
	}

	core := playModules(t, arcsDeck(t, []string{}...), text, 1)
	if d := find[orders.Declared](core); len(find[match.Refused](core)) != 0 || len(d) < 1 || d[0].AP != 0 {
		t.Errorf("core rules: the marksman's shot 35° off is in the 90° front arc, and turning is free\n%s", dump(core))
	}
}
