package ui_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/ui"
)

// A count of one takes the singular; any other the plural.
func TestCount(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{0, "0 events"}, {1, "1 event"}, {2, "2 events"}, {12, "12 events"}} {
		if got := ui.Count(c.n, "event", "events"); got != c.want {
			t.Errorf("Count(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}
