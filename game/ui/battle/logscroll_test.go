package battle_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
)

// The event log scrolls: the wheel over the log panel scrolls it back
// (and not the map's zoom), the view holds still while new lines arrive,
// the wheel the other way comes back to the newest, the scrollbar dragged
// to its top shows the oldest line kept, and the wheel over the map still
// zooms it without scrolling the log.
func TestEventLogScrolls(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	t.Cleanup(env.Controls.ReleaseCursor)
	b := midFight(t, env, 60*75)
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	b.Draw(img) // lays the log out
	d := &driver{t: t, env: env, b: b}
	lx, ly := float64(ui.ScreenWidth)-200, float64(ui.ScreenHeight)-250 // on the log, above the minimap
	zoom := b.Camera().Zoom
	env.Controls.SimulateCursor(lx, ly)
	env.Controls.Simulate(controls.ZoomIn, lx, ly)
	d.frame()
	back, lines := b.LogScroll()
	if back != 3 || b.Camera().Zoom != zoom {
		t.Fatalf("a wheel notch up over the log: %d lines back of %d, zoom %v → %v; want 3 back, the zoom kept", back, lines, zoom, b.Camera().Zoom)
	}
	for range 6 {
		d.frame() // a notch at a time: each a fresh press
		env.Controls.Simulate(controls.ZoomIn, lx, ly)
		d.frame()
	}
	img.Clear()
	b.Draw(img)
	saveShot(t, img, "log-scrolled")
	uitest.Golden(t, "log-scrolled", img, 3)
	back, lines = b.LogScroll()
	for range 60 * 20 {
		d.frame()
	}
	b.Draw(img)
	if back2, lines2 := b.LogScroll(); lines2 <= lines || lines2-back2 != lines-back {
		t.Errorf("scrolled back while lines came: %d back of %d, then %d back of %d; the view moved", back, lines, back2, lines2)
	}
	for range 300 {
		d.frame()
		env.Controls.Simulate(controls.ZoomOut, lx, ly)
		d.frame()
	}
	if back, _ := b.LogScroll(); back != 0 {
		t.Errorf("after the wheel down: %d lines back, want the newest (0)", back)
	}
	// The scrollbar: in the panel's right margin, beside the lines, held
	// and dragged to the top of the screen.
	bx := float64(ui.ScreenWidth) - 4
	for _, y := range []float64{ly, ly - 100, 0} {
		env.Controls.SimulateCursor(bx, y)
		env.Controls.Simulate(controls.Select, bx, ly)
		d.frame()
	}
	if back, lines := b.LogScroll(); back == 0 || back < lines-60 {
		t.Errorf("the scrollbar dragged to the top: %d lines back of %d, want the oldest in view", back, lines)
	}
	d.frame()
	// Over the map the wheel zooms, and leaves the log.
	back, _ = b.LogScroll()
	mx, my := 300.0, 300.0
	env.Controls.SimulateCursor(mx, my)
	env.Controls.Simulate(controls.ZoomIn, mx, my)
	d.frame()
	if back2, _ := b.LogScroll(); back2 != back || b.Camera().Zoom <= zoom {
		t.Errorf("the wheel over the map: log %d → %d lines back, zoom %v → %v", back, back2, zoom, b.Camera().Zoom)
	}
}
