package logtext

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/bid"
	"github.com/krygothic/krygothic/rules/modules/command"
	"github.com/krygothic/krygothic/rules/modules/squads"
)

// moduleExamples are events a rule module tells (facet.Teller), each
// with the module that tells it and the lines it must render to when the
// match plays with that module.
var moduleExamples = []struct {
	module string
	example
}{
	// The squads module (XS-23): a squad formed at the start.
	{"squads", example{"a squad", squads.SquadFormed{RuleID: "XS-23", Side: "red", Leader: "red.ec-commander-1", Members: []string{"red.ec-trooper-1", "red.ec-trooper-2"}, Named: "alpha"}, []string{
		"info 0 |red's squad alpha: Commander leads Trooper 1, Trooper 2 (XS-23)",
	}}},
	// The bid module (XS-08): both blind bids revealed, the winner and why.
	{"bid", example{"bids revealed", bid.BidsRevealed{RuleID: "XS-08", Round: 2, Sides: []string{"red", "blue"}, Bids: []int{3, 1}, First: "red", Why: "the higher bid, 3 AP to 1"}, []string{
		"info 0 |red bids 3 AP, blue bids 1 AP: red declares first (the higher bid, 3",
		"info 0 |  AP to 1) (XS-08)",
	}}},
	// The command module (XS-25): a Squad Leader's Called shot given.
	{"command", example{"a Called shot", combat.StateChanged{RuleID: "XS-25", Unit: "red.ec-trooper-1", State: command.AimState, Good: true}, []string{
		"good 0 |Trooper 1 has the Squad Leader's Called shot: +1 RC die on its next",
		"good 0 |  shot (XS-25)",
	}}},
}

// A module's events are told as the module says, in the log's words.
func TestModuleExamples(t *testing.T) {
	c, err := modules.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range moduleExamples {
		t.Run(x.name, func(t *testing.T) {
			set, err := modules.Playing([]string{x.module}, c)
			if err != nil {
				t.Fatal(err)
			}
			names := testNames
			names.Modules = set
			e := match.Entry{Tick: 100, Round: 1, Event: x.ev}
			lines, known := render(e, names)
			if got := show(lines); !known || strings.Join(got, "\n") != strings.Join(x.want, "\n") {
				t.Errorf("got (known %v)\n\t%s\nwant\n\t%s", known, strings.Join(got, "\n\t"), strings.Join(x.want, "\n\t"))
			}
			checkLines(t, e, names)
		})
	}
}
