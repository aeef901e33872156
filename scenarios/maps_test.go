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

// bigBattle is the big battle (issue 17: "a 28-against-28 scenario on a
// 144×96 deck"), twice the standard deck each way, battle_size 2.
const bigBattle = "big-battle"

// Every shipped scenario loads and checks clean (KG-SCN, GAP-31..35), on
// the standard 72×48 deck (GAP-10) but for the tutorial's small room and
// the big battle's 144×96 cruiser, 28 models a side.
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
		if n == bigBattle {
			if s.Deck.W != 144 || s.Deck.H != 96 || s.BattleSize != 2 || len(s.Sides[0].Army.Models) != 28 || len(s.Sides[1].Army.Models) != 28 {
				t.Errorf("%s: deck %d×%d, battle size %d, %d against %d models; want 144×96, 2, 28 against 28",
					n, s.Deck.W, s.Deck.H, s.BattleSize, len(s.Sides[0].Army.Models), len(s.Sides[1].Army.Models))
			}
			continue
		}
		if s.Deck.W != 72 || s.Deck.H != 48 {
			t.Errorf("%s: deck %d×%d, want the standard 72×48 (GAP-10)", n, s.Deck.W, s.Deck.H)
		}
	}
}
