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

func TestTitleGolden(t *testing.T) {
	fonts, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	title := ui.NewTitle(fonts, []ui.TeamLine{
		{Team: "Earth Confederate", TacticsRating: 15, Army: "Test Team", Models: 8, Points: 930},
		{Team: "The Possessed", TacticsRating: 13, Army: "Test Haunting", Models: 14, Points: 765},
	}, 1000, tinyScenario(t))
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	title.Draw(img)
	golden(t, "title", img, 3)
}

func TestTitleLayoutIsFixed(t *testing.T) {
	title := ui.NewTitle(nil, nil, 1000, nil)
	if w, h := title.Layout(1920, 1080); w != ui.ScreenWidth || h != ui.ScreenHeight {
		t.Errorf("layout %dx%d", w, h)
	}
}
