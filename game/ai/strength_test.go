package ai_test

import (
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/scenarios"
)

// duel plays games of AI a against AI b on scenario, swapping sides each
// game, and returns a's wins, b's wins and draws.
func duel(t testing.TB, c *content.Content, scenario, a, b string, games int) (wa, wb, draws int) {
	t.Helper()
	s, err := scenarios.LoadShipped(scenario, c)
	if err != nil {
		t.Fatal(err)
	}
	for g := range games {
		names := [2]string{a, b}
		if g%2 == 1 {
			names = [2]string{b, a}
		}
		var players [2]match.Player
		for i := range players {
			if players[i], err = ai.New(names[i], s.Sides[i].ID, uint64(g*2+i)); err != nil {
				t.Fatal(err)
			}
		}
		m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(uint64(1000+g)), players)
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Run(60 * 60 * 60); err != nil {
			t.Fatal(err)
		}
		switch {
		case m.Result == nil || m.Result.Winner == "":
			draws++
		case m.Result.Winner == s.Sides[0].ID && names[0] == a, m.Result.Winner == s.Sides[1].ID && names[1] == a:
			wa++
		default:
			wb++
		}
	}
	return wa, wb, draws
}

// TestStrength plays a few games of each pairing on every shipped
// scenario and prints the score; KRYGOTHIC_AI_GAMES sets how many.
func TestStrength(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("KRYGOTHIC_AI_GAMES"))
	if n == 0 {
		t.Skip("set KRYGOTHIC_AI_GAMES to play")
	}
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	pair := [2]string{"hard", "baseline"}
	if p := os.Getenv("KRYGOTHIC_AI_PAIR"); p != "" {
		fmt.Sscanf(p, "%s %s", &pair[0], &pair[1])
	}
	for _, sc := range scenarios.Shipped() {
		if only := os.Getenv("KRYGOTHIC_AI_SCENARIO"); only != "" && only != sc {
			continue
		}
		start := time.Now()
		wa, wb, d := duel(t, c, sc, pair[0], pair[1], n)
		t.Logf("%-18s %s %d, %s %d, draws %d (%v)", sc, pair[0], wa, pair[1], wb, d, time.Since(start).Round(time.Millisecond))
	}
}
