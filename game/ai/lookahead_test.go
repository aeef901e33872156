package ai

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/orders"
)

// The lookahead judges a choice by where its forks lead: declaring done
// (the AP lost) against a point-blank shot at a cultist in the open, it
// takes the shot though it is listed second; under the fog of war it
// may not fork, and the side's own first choice stands.
func TestLookaheadPrefersTheBetterFuture(t *testing.T) {
	text := room + sides([]string{"ec-commander, ranged: rifle"}, []string{"renegade-cultist, ranged: rifle"})
	at := map[string]spot{"red.ec-commander-1": {8.5, 6.5, 0}, "blue.renegade-cultist-1": {11.5, 6.5, 180}}
	hideLeaders(at)
	options := [][]orders.Order{
		{{Verb: orders.Done}},
		{{Unit: "red.ec-commander-1", Verb: orders.Shoot, Target: "blue.renegade-cultist-1", Shot: 0}},
	}
	m := placed(t, text, Hard, at)
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	l := NewLookahead("red", 1).look
	if got := l.choose(m.View(), "red", options); got != 1 {
		t.Errorf("chose option %d; want the shot (1)", got)
	}
	if l.Forks != 2*l.Samples {
		t.Errorf("%d forks; want %d (each option, each sample)", l.Forks, 2*l.Samples)
	}
	if l.Decisions != 1 || l.Kept != 0 {
		t.Errorf("decisions %d, kept %d; want 1 decision that changed the first choice", l.Decisions, l.Kept)
	}

	fogged := strings.Replace(text, "rounds: 10\n", "rounds: 10\nfog: true\n", 1)
	m = placed(t, fogged, Hard, at)
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	if got := NewLookahead("red", 1).look.choose(m.View(), "red", options); got != 0 {
		t.Errorf("under the fog of war chose option %d; want the first, no fork being allowed", got)
	}
}

// worth counts for the side what it destroyed and the wounds it dealt,
// against it what it lost, and a win or a loss above all.
func TestWorth(t *testing.T) {
	text := room + sides([]string{"ec-commander, ranged: rifle"}, []string{"renegade-cultist, ranged: rifle"})
	at := map[string]spot{"red.ec-commander-1": {8.5, 6.5, 0}, "blue.renegade-cultist-1": {11.5, 6.5, 180}}
	hideLeaders(at)
	m := placed(t, text, Hard, at)
	if w := worth(m.View(), "red"); w != 0 {
		t.Errorf("at the start red's position is worth %v; want 0", w)
	}
	for !m.Over() && m.Tick() < 20*match.TicksPerSecond {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
		if r, over := m.View().Result(); over && r.Winner == "red" && worth(m.View(), "red") != 1e4 {
			t.Errorf("red won; its position is worth %v", worth(m.View(), "red"))
		}
	}
	red, blue := worth(m.View(), "red"), worth(m.View(), "blue")
	if red == 0 || red != -blue {
		t.Errorf("after 20 s of red's shots: red %v, blue %v; want opposite and not 0", red, blue)
	}
}
