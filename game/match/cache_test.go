package match_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
)

// A movement plan asked for again is answered from the match's recent
// plans only while nothing it depends on has changed: a wall raised on
// the destination, or another model standing there, is seen at once, and
// each answer's path is the caller's own to change.
func TestPlansFollowTheTable(t *testing.T) {
	m, err := match.New(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	var red, blue *match.Unit
	for _, u := range m.Units {
		if u.Side == 0 && red == nil {
			red = u
		}
		if u.Side == 1 && blue == nil {
			blue = u
		}
	}
	to := geom.Vec{X: 4.5, Y: 4.5} // round the end of the wall at x = 4

	move := match.Order{Unit: red.ID, Verb: match.Move, X: to.X, Y: to.Y}
	first := m.Preview("red", move)
	if first.Err != nil || len(first.Path) < 2 {
		t.Fatalf("the move: %+v", first)
	}
	first.Path[0] = geom.Vec{X: -1, Y: -1} // the caller's copy
	for range 2 {
		again := m.Preview("red", move)
		if again.Err != nil || again.Path[0] != red.Base.Centre {
			t.Fatalf("asked again: %+v", again)
		}
		again.Path[0] = geom.Vec{X: -1, Y: -1}
	}

	d := m.Scenario.Deck
	cell, _ := d.Cell(4, 4)
	d.SetCell(4, 4, deck.Cell{Terrain: deck.Impossible, Wall: true})
	if walled := m.Preview("red", move); walled.Err == nil {
		t.Errorf("a wall on the destination: %+v", walled)
	}
	d.SetCell(4, 4, cell)
	if open := m.Preview("red", move); open.Err != nil {
		t.Errorf("the wall gone: %v", open.Err)
	}

	home := blue.Base.Centre
	blue.Base.Centre = to
	if blocked := m.Preview("red", move); blocked.Err == nil {
		t.Errorf("a model on the destination: %+v", blocked)
	}
	blue.Base.Centre = home
	if clear := m.Preview("red", move); clear.Err != nil {
		t.Errorf("the model gone: %v", clear.Err)
	}
}
