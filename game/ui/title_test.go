package ui_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
)

func TestTitleGolden(t *testing.T) {
	fonts, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	title := ui.NewTitle(fonts, []ui.TeamLine{
		{Team: "Earth Confederate", TacticsRating: 15, Army: "Test Team", Models: 8, Points: 930},
		{Team: "The Possessed", TacticsRating: 13, Army: "Test Haunting", Models: 14, Points: 765},
	}, 1000)
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	title.Draw(img)
	golden(t, "title", img, 3)
}

func TestTitleLayoutIsFixed(t *testing.T) {
	title := ui.NewTitle(nil, nil, 1000)
	if w, h := title.Layout(1920, 1080); w != ui.ScreenWidth || h != ui.ScreenHeight {
		t.Errorf("layout %dx%d", w, h)
	}
}
