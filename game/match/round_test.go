package match_test

import (
	"testing"

	"github.com/krygothic/krygothic/scenarios"
)

// A scenario's win event ends the match at the end of its round, with the
// event's text as the reason; without text the reason is a whole phrase,
// with no colon left dangling (KG-SCN-01).
func TestScenarioWinReason(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"", "the scenario's end"},
		{"The console is held.", "the scenario's end: The console is held."},
	} {
		s := skirmish(t)
		s.Events = append(s.Events, scenarios.Event{Round: 1, Type: scenarios.Win, Side: "red", Text: c.text})
		m := playOn(t, s, "", 3, 3)
		r := result(m)
		if r == nil {
			t.Fatalf("text %q: the match did not end\n%s", c.text, dump(m))
		}
		if r.Winner != "red" || r.Round != 1 || r.Reason != c.want {
			t.Errorf("text %q: result %+v, want red winning in round 1 for %q", c.text, *r, c.want)
		}
	}
}
