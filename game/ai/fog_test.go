package ai

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
)

// Under the fog of war the AI reads the table as its side sees it
// (match.View.AppendUnitsSeenBy): with a bulkhead between the sides it
// weighs no enemy at all, and plays on (it walks to find them) without an
// order refused; without fog it sees them all.
func TestTheAIPlaysUnderTheFog(t *testing.T) {
	text := strings.Replace(huddle, "  #a....dd.#\n  #a....dd.#\n  #........#\n", "  #a..#.dd.#\n  #a..#.dd.#\n  #........#\n", 1)
	if text == huddle {
		t.Fatal("no bulkhead put into the huddle")
	}
	c, s := textScenario(t, text)
	for _, fog := range []bool{false, true} {
		st := match.DefaultSettings()
		st.Fog = fog
		red, blue := NewTactician("red", Hard, 1), NewTactician("blue", Normal, 1)
		m, err := match.New(s, c, st, dice.NewSeeded(1), [2]match.Player{red, blue})
		if err != nil {
			t.Fatal(err)
		}
		m.Step()
		tb := red.table(m.View())
		if want := map[bool]int{false: 4, true: 0}[fog]; len(tb.enemies) != want {
			t.Errorf("fog %v: red weighs %d enemies; want %d", fog, len(tb.enemies), want)
		}
		if err := m.Run(20000); err != nil {
			t.Fatal(err)
		}
		for _, e := range m.View().Log(0) {
			if r, ok := e.Event.(match.Refused); ok {
				t.Errorf("fog %v: %s's %q refused: %s", fog, r.Side, r.Order, r.Reason)
			}
		}
	}
}
