package blast_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/logtext"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/blast"
)

// The log tells where the module's blast came down, and whom it covers
// (XS-01), as the module says it.
func TestBlastLandedInTheLog(t *testing.T) {
	played, err := modules.Playing([]string{blast.Name}, gear)
	if err != nil {
		t.Fatal(err)
	}
	names := logtext.Names{Sides: []string{"red", "blue"}, Modules: played,
		Unit: func(id string) string {
			return map[string]string{"red.ec-trooper-1": "Trooper 1", "blue.renegade-cultist-1": "Cultist 1", "blue.renegade-cultist-2": "Cultist 2"}[id]
		}}
	for _, x := range []struct {
		name string
		ev   combat.Event
		want []string
	}{
		{"a blast on target", blast.BlastLanded{RuleID: "XS-01", By: "red.ec-trooper-1", Weapon: "Frag grenade", X: 12.5, Y: 4.5, Diameter: 3,
			Touched: []string{"blue.renegade-cultist-1", "blue.renegade-cultist-2"}}, []string{
			"bad 0 |Trooper 1's Frag grenade lands on target: a 3\" template over",
			"bad 0 |  Cultist 1, Cultist 2 (XS-01)",
		}},
		{"a blast scattered over nobody", blast.BlastLanded{RuleID: "XS-01", By: "red.ec-trooper-1", Weapon: "Frag grenade", X: 10.5, Y: 5.04, Diameter: 3,
			Scattered: 2.54, Touched: []string{}}, []string{
			"bad 0 |Trooper 1's Frag grenade scatters 2.5\" to (10.5, 5): a 3\" template",
			"bad 0 |  over nobody (XS-01)",
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
