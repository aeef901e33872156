package ui_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/scenarios"
)

// tinyScenario is a small deck with one of every kind of cell.
func tinyScenario(t *testing.T) *scenarios.Scenario {
	t.Helper()
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenarios.LoadFile("testdata/tiny.yaml", c)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// The deck picture: one pixel per cell, scaled 8× with nearest filtering.
func TestDeckImageGolden(t *testing.T) {
	s := tinyScenario(t)
	pic := ui.DeckImage(s)
	img := ebiten.NewImage(s.Deck.W*8, s.Deck.H*8)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(8, 8)
	img.DrawImage(pic, op)
	golden(t, "deck", img, 0)
}
