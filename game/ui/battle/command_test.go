package battle_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/geom"
)

// A Squad Leader's help from the battle screen (XS-25): the hint bar
// offers "orders to a friend" while the commander is selected; Shift+O
// and the cursor on a trooper preview a Called shot, and Shift+O again
// Keep your head down: a verb aimed at a friend takes its word as a
// called shot's takes its location.
func TestAHelpFromTheBattleScreen(t *testing.T) {
	d := openPaused(t, "testdata/command.yaml")
	v := d.b.Match().View()
	commander, _ := v.Unit("red.ec-commander-1")
	trooper, _ := v.Unit("red.ec-trooper-1")
	help, ok := controls.ModuleAction("help")
	if !ok {
		t.Fatal("no help key")
	}
	cam := d.b.Camera()
	cam.Centre, cam.Zoom = geom.Vec{X: 6, Y: 3}, 60
	d.press(controls.Select, commander.Base.Centre)
	if got := d.drawn(); !strings.Contains(got, "orders to a friend") {
		t.Errorf("the hints for the commander lack the help: %q", got)
	}
	point := func(at geom.Vec) {
		x, y := cam.ToScreen(at)
		d.env.Controls.SimulateCursor(ui.Px(x), ui.Px(y))
		d.frame()
	}
	d.env.Controls.Simulate(help, 0, 0)
	point(trooper.Base.Centre)
	if got := d.drawn(); !strings.Contains(got, "Called shot: +1 RC die on its next shot") {
		t.Errorf("the help's preview: %q; want the Called shot", got)
	}
	d.frame() // the key let go
	d.env.Controls.Simulate(help, 0, 0)
	point(trooper.Base.Centre)
	if got := d.drawn(); !strings.Contains(got, "Keep your head down") {
		t.Errorf("Shift+O again at the trooper: %q; want Keep your head down", got)
	}
}
