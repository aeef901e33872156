package ai_test

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/selfplay"
	"github.com/krygothic/krygothic/scenarios"
)

// TestStrength is a quick look while tuning: a few side-swapped games of
// one AI against another on every shipped scenario (kg selfplay is the
// measurement). KRYGOTHIC_AI_GAMES sets how many (none: skipped),
// KRYGOTHIC_AI_PAIR the pair ("hard,baseline" by default) and
// KRYGOTHIC_AI_SCENARIO one scenario.
func TestStrength(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("KRYGOTHIC_AI_GAMES"))
	if n == 0 {
		t.Skip("set KRYGOTHIC_AI_GAMES to play")
	}
	pair := [2]string{"hard", "baseline"}
	if p := os.Getenv("KRYGOTHIC_AI_PAIR"); p != "" {
		a, b, _ := strings.Cut(p, ",")
		pair = [2]string{a, b}
	}
	for _, sc := range scenarios.Shipped() {
		if only := os.Getenv("KRYGOTHIC_AI_SCENARIO"); only != "" && only != sc {
			continue
		}
		s, err := selfplay.Run(selfplay.Config{Games: n, AI: pair, Scenario: sc, Seed: 1, SwapSides: true, Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%-18s %s %d, %s %d, draws %d, refused %d", sc, pair[0], s.WinsPerSlot[0], pair[1], s.WinsPerSlot[1], s.Draws, s.Refused)
	}
}
