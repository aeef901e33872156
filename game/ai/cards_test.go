package ai

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/modules/cards"
)

// The AI with the tactics cards module (XS-08; GW-ACT-05, GW-WND-03,
// GW-PAN-02): both sides draw cards each AP round and play them on their
// triggers when they pay (AP as an enemy model is wounded or pinned, a
// die for a model with a shot, ...), no order of either AI is ever
// refused, and every game ends.
func TestTheAIPlaysItsTacticsCards(t *testing.T) {
	c, s := textScenario(t, strings.Replace(outpost, "modules: [command]", "modules: [cards]", 1))
	drawn, played := 0, map[string]int{}
	games := playGames(t, c, s, 12, func(seed uint64) [2]match.Player {
		return [2]match.Player{NewTactician("red", Normal, seed), NewTactician("blue", Hard, seed+50)}
	})
	for _, m := range games {
		for _, e := range m.View().Log(0) {
			switch e := e.Event.(type) {
			case cards.CardDrawn:
				drawn++
			case cards.CardPlayed:
				played[e.Card]++
			}
		}
	}
	total := 0
	for _, n := range played {
		total += n
	}
	t.Logf("%d cards drawn, %d played: %v", drawn, total, played)
	if drawn == 0 || total == 0 {
		t.Fatalf("%d cards drawn, %d played: the AI should play its cards", drawn, total)
	}
	if len(played) < 6 {
		t.Errorf("the AI played only %d kinds of card: %v", len(played), played)
	}
}
