package handiness

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/facet"
)

// The log's line of a tie-break (XS-31): each model by name with the
// Speed it counted and why.
func TestTheLogTellsTheTieBreak(t *testing.T) {
	m := &loaded{data: Shipped()}
	s, ok := m.Tell(TieBreak{RuleID: Rule, Units: []string{"red.a", "blue.b"}, Speeds: []int{4, 2}, Changes: []int{1, -1}})
	if !ok || len(s) != 1 || s[0].Rule != Rule {
		t.Fatalf("told %+v", s)
	}
	var text []string
	for _, p := range s[0].Parts {
		switch p.Kind {
		case facet.UnitPart:
			text = append(text, "<"+p.ID+">")
		default:
			text = append(text, p.Text)
		}
	}
	if got := strings.Join(text, ""); got != "in the tie-break <red.a> counts Speed 4 (handy weapon +1), <blue.b> counts Speed 2 (Heavy weapon -1)" {
		t.Errorf("told %q", got)
	}
}
