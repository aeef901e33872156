package vehicles_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/logtext"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/blast"
	"github.com/krygothic/krygothic/rules/modules/vehicles"
)

// The log tells the module's events as sentences (XS-09): a speed kept or
// braked, a location hit (passed on to the hull when gone), a wreck and
// its blast, which explodes.
func TestVehicleEventsInTheLog(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	played, err := modules.Playing([]string{"blast", "vehicles"}, c)
	if err != nil {
		t.Fatal(err)
	}
	names := logtext.Names{Sides: []string{"red", "blue"}, Modules: played,
		Unit: func(id string) string {
			return map[string]string{"red.ec-trooper-1": "Trooper 1", "blue.renegade-cultist-1": "Cultist 1"}[id]
		}}
	for _, x := range []struct {
		name string
		ev   combat.Event
		want []string
	}{
		{"speed", vehicles.SpeedChanged{RuleID: "XS-09", Unit: "red.ec-trooper-1", From: 3, To: 5, Why: "drives"}, []string{
			"info 0 |Trooper 1 drives: speed 3\" → 5\" (XS-09)",
		}},
		{"location halved", vehicles.LocationHit{RuleID: "XS-09", Unit: "blue.renegade-cultist-1", Location: "engine", Left: 1, Effect: "halved"}, []string{
			"bad 1 |Cultist 1 is hit in the engine: 1 left, working at half (XS-09)",
		}},
		{"location passed to the hull", vehicles.LocationHit{RuleID: "XS-09", Unit: "blue.renegade-cultist-1", Location: "hull", Left: 2, Redirected: "weapon"}, []string{
			"bad 1 |Cultist 1 is hit in the hull (its weapon is gone): 2 left (XS-09)",
		}},
		{"wrecked", vehicles.Wrecked{RuleID: "XS-09", Unit: "blue.renegade-cultist-1", Diameter: 6}, []string{
			"bad 1 |Cultist 1's hull is destroyed: it is wrecked and explodes",
			"bad 1 |  (6\") (XS-09)",
		}},
		{"the wreck's blast", blast.BlastLanded{RuleID: "XS-09", By: "blue.renegade-cultist-1", Weapon: "wreck", X: 3, Y: 4, Diameter: 6,
			Touched: []string{"red.ec-trooper-1"}}, []string{
			"bad 1 |Cultist 1's wreck explodes: a 6\" template over Trooper 1 (XS-09)",
		}},
	} {
		var got []string
		for _, l := range logtext.Lines(match.Entry{Tick: 100, Round: 1, Event: x.ev}, names) {
			got = append(got, fmt.Sprintf("%s %d |%s", l.Kind, l.Side, l.Text))
		}
		if strings.Join(got, "\n") != strings.Join(x.want, "\n") {
			t.Errorf("%s: got\n\t%s\nwant\n\t%s", x.name, strings.Join(got, "\n\t"), strings.Join(x.want, "\n\t"))
		}
	}
}
