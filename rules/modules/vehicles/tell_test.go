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
)

// The log tells the module's events as sentences (XS-09): a wreck's blast
// explodes.
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
