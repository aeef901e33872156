package logtext

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/modules/vehicles"
)

// The vehicles module's events (XS-09) read as sentences: a speed kept or
// braked, a location hit (passed on to the hull when gone), a wreck and
// its blast.
func TestVehicleEvents(t *testing.T) {
	for _, x := range []example{
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
	} {
		e := match.Entry{Tick: 100, Round: 1, Event: x.ev}
		if got := show(Lines(e, testNames)); strings.Join(got, "\n") != strings.Join(x.want, "\n") {
			t.Errorf("%s: got\n\t%s\nwant\n\t%s", x.name, strings.Join(got, "\n\t"), strings.Join(x.want, "\n\t"))
		}
	}
}
