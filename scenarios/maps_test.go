package scenarios_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/scenarios"
)

func defaultContent(t testing.TB) *content.Content {
	t.Helper()
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// tutorial is the first battle's scenario (issue 16: "a small shipped
// tutorial scenario"): a store room, smaller than the standard deck on
// purpose, so a newcomer's first fight comes at once.
const tutorial = "first-battle"

// Every shipped scenario loads and checks clean (KG-SCN, GAP-31..35), on
// the standard 72×48 deck (GAP-10) but for the tutorial's small room.
func TestShippedScenarios(t *testing.T) {
	c := defaultContent(t)
	names := scenarios.Shipped()
	if len(names) < 4 || names[0] != "hangar-deathmatch" {
		t.Fatalf("shipped scenarios %v; want at least 4, the hangar first", names)
	}
	for _, n := range names {
		s, err := scenarios.LoadShipped(n, c)
		if err != nil {
			t.Errorf("%s:\n%v", n, err)
			continue
		}
		if n == tutorial {
			if s.Deck.W >= 72 || s.Deck.H >= 48 {
				t.Errorf("%s: deck %d×%d; the tutorial's store room is smaller than a standard deck", n, s.Deck.W, s.Deck.H)
			}
			continue
		}
		if s.Deck.W != 72 || s.Deck.H != 48 {
			t.Errorf("%s: deck %d×%d, want the standard 72×48 (GAP-10)", n, s.Deck.W, s.Deck.H)
		}
	}
}
