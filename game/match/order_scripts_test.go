package match_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/orders"
)

// Scripts deals an orders list to the two sides and keeps what names
// neither, so kg run can point at its line.
func TestScripts(t *testing.T) {
	decls, err := orders.ParseOrders("orders", "0 red ec-trooper-1 wait\n5 blue renegade-cultist-1 wait\n9 green x wait\n12 red done\n")
	if err != nil {
		t.Fatal(err)
	}
	p, stray := match.Scripts([2]string{"red", "blue"}, decls)
	if len(p[0].Queue) != 2 || len(p[1].Queue) != 1 || !p[0].AutoDone || p[1].Side != "blue" {
		t.Errorf("red %+v, blue %+v", p[0], p[1])
	}
	if len(stray) != 1 || stray[0].Side != "green" || stray[0].Line != 3 {
		t.Errorf("stray %+v", stray)
	}
}
