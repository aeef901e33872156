package menu

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/scenarios"
	"github.com/krygothic/krygothic/scenarios/scenariotest"
)

// A scenario's summary counts its rounds and events in the right number:
// "1 event", not "1 events".
func TestFactsCounts(t *testing.T) {
	_, s := scenariotest.Default(t)
	one := *s
	one.Rounds = 1
	one.Events = []scenarios.Event{{}}
	got := facts(&one)
	for _, want := range []string{" 1 round ", " 1 event"} {
		if !strings.Contains(got, want) {
			t.Errorf("facts = %q, want it to hold %q", got, want)
		}
	}
	for _, bad := range []string{"1 rounds", "1 events"} {
		if strings.Contains(got, bad) {
			t.Errorf("facts = %q: %q", got, bad)
		}
	}
	two := one
	two.Rounds = 2
	two.Events = []scenarios.Event{{}, {}}
	if got := facts(&two); !strings.Contains(got, " 2 rounds ") || !strings.Contains(got, " 2 events") {
		t.Errorf("facts = %q, want 2 rounds and 2 events", got)
	}
}
