package battle_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/geom"
)

// A called shot from the battle screen (XS-10, XS-24): the hint bar
// offers the called shot to a model with a gun; Shift+S and the cursor
// on a cultist preview a head shot (its wounds doubled, the chance to
// graze); on the gun drone the first of its locations, the hull, and
// Shift+S again the next, the engine, each with the chance it is
// destroyed; the order goes through the orders format.
func TestACalledShotFromTheBattleScreen(t *testing.T) {
	d := openPaused(t, "testdata/locations.yaml")
	v := d.b.Match().View()
	commander, _ := v.Unit("red.ec-commander-1")
	cultist, _ := v.Unit("blue.renegade-cultist-1")
	drone, _ := v.Unit("blue.renegade-drone-1")
	call, ok := controls.ModuleAction("called_shot")
	if !ok {
		t.Fatal("no called_shot key")
	}
	cam := d.b.Camera()
	cam.Centre, cam.Zoom = geom.Vec{X: 6, Y: 3}, 60
	d.press(controls.Select, commander.Base.Centre)
	if got := d.drawn(); !strings.Contains(got, "called shot") {
		t.Errorf("the hints for the commander lack the called shot: %q", got)
	}
	point := func(at geom.Vec) {
		x, y := cam.ToScreen(at)
		d.env.Controls.SimulateCursor(ui.Px(x), ui.Px(y))
		d.frame()
	}
	d.env.Controls.Simulate(call, 0, 0)
	point(cultist.Base.Centre)
	got := d.drawn()
	for _, w := range []string{"head shot: wounds ×2 after the c cap", "graze", "called head shot"} {
		if !strings.Contains(got, w) {
			t.Errorf("the head shot's preview lacks %q: %q", w, got)
		}
	}
	point(drone.Base.Centre)
	if got := d.drawn(); !strings.Contains(got, "called at the hull (2 of 2 left)") || strings.Contains(got, "graze") {
		t.Errorf("the call at the drone: %q; want its hull first, and no graze (a vehicle)", got)
	}
	d.frame() // the key let go
	d.env.Controls.Simulate(call, 0, 0)
	point(drone.Base.Centre)
	if got := d.drawn(); !strings.Contains(got, "called at the engine (1 of 1 left)") {
		t.Errorf("Shift+S again at the drone: %q; want its engine", got)
	}
}
