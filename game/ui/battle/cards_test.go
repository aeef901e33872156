package battle_test

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/geom"
)

// Tactics cards on the battle screen (XS-08, facet.Hand): against the AI
// the panel shows the person's hand (red's), never the AI's, and the log
// tells red's draw but not blue's; the hint bar offers "tactics card";
// Shift+T with the cursor on the commander previews the card's effect.
func TestTheHandOnTheBattleScreen(t *testing.T) {
	d := openPaused(t, "testdata/cards.yaml")
	v := d.b.Match().View()
	commander, _ := v.Unit("red.ec-commander-1")
	play, ok := controls.ModuleAction("play_card")
	if !ok {
		t.Fatal("no play_card key")
	}
	cam := d.b.Camera()
	cam.Centre, cam.Zoom = geom.Vec{X: 6, Y: 3}, 60
	d.press(controls.Select, commander.Base.Centre)
	got := d.drawn()
	for _, want := range []string{"tactics card", "HAND (only this side sees it)", "red draws the tactics card"} {
		if !strings.Contains(got, want) {
			t.Errorf("the screen lacks %q: %q", want, got)
		}
	}
	for _, not := range []string{"BLUE HAND", "blue draws"} {
		if strings.Contains(got, not) {
			t.Errorf("the screen shows the AI's secret %q: %q", not, got)
		}
	}
	d.env.Controls.Simulate(play, 0, 0)
	x, y := cam.ToScreen(commander.Base.Centre)
	d.env.Controls.SimulateCursor(ui.Px(x), ui.Px(y))
	d.frame()
	if got := d.drawn(); !strings.Contains(got, "AP, played") {
		t.Errorf("Shift+T at the commander: %q; want the card's preview", got)
	}
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	d.b.Draw(img)
	saveShot(t, img, "tactics-card")
}
