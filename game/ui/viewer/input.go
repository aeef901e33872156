package viewer

import (
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
)

// Camera steps.
const (
	panStep  = 12.0 // layout units a frame while a pan key is held
	zoomStep = 1.2  // zoom factor per wheel notch or key press
)

// overlayActions are the actions toggling each overlay, in the overlays'
// order; controls.NextProfile, NextTemplate and Fit are the viewer's
// other actions, rebindable like every action.
var overlayActions = [numOverlays]controls.Action{
	controls.Overlay1, controls.Overlay2, controls.Overlay3, controls.Overlay4, controls.Overlay5, controls.Overlay6,
}

// input applies this frame's input: the camera, the pinned point and the
// viewer's own actions.
func (v *Viewer) input() {
	c := v.env.Controls
	if c == nil {
		return
	}
	for o, a := range overlayActions {
		if c.Pressed(a) {
			v.on[o] = !v.on[o]
		}
	}
	switch {
	case c.Pressed(controls.NextProfile):
		v.SetProfile(v.profile + 1)
	case c.Pressed(controls.NextTemplate):
		v.SetTemplate(v.template + 1)
	case c.Pressed(controls.PlanView) && v.deck != nil:
		v.deck.Plan = !v.deck.Plan
	case c.Pressed(controls.Fit) && v.scen != nil:
		v.cam.Fit(v.scen.Deck.W, v.scen.Deck.H)
		v.touched = false
	}
	if c.Pressed(controls.Select) {
		x, y := ui.Where(c, controls.Select)
		v.click(x, y)
	}
	if v.scen == nil {
		return
	}
	v.camera(c)
	if c.Pressed(controls.Back) {
		switch {
		case v.pin != nil:
			v.pin = nil
		case v.env.Nav != nil:
			v.env.Nav.Menu()
		}
	}
}

// camera pans with the pan actions and the drag, and zooms about the
// cursor.
func (v *Viewer) camera(c *controls.Controls) {
	var dx, dy float64
	for _, p := range []struct {
		a      controls.Action
		dx, dy float64
	}{{controls.PanLeft, panStep, 0}, {controls.PanRight, -panStep, 0}, {controls.PanUp, 0, panStep}, {controls.PanDown, 0, -panStep}} {
		if c.Held(p.a) {
			dx, dy = dx+p.dx, dy+p.dy
		}
	}
	cur := v.cursor()
	if c.Held(controls.Drag) {
		if v.drag != nil {
			dx, dy = dx+cur.X-v.drag.X, dy+cur.Y-v.drag.Y
		}
		v.drag = &cur
	} else {
		v.drag = nil
	}
	if dx != 0 || dy != 0 {
		v.cam.Pan(dx, dy)
		v.touched = true
	}
	for _, z := range []struct {
		a      controls.Action
		factor float64
	}{{controls.ZoomIn, zoomStep}, {controls.ZoomOut, 1 / zoomStep}} {
		if !c.Pressed(z.a) {
			continue
		}
		x, y := ui.Where(c, z.a)
		if !v.cam.InView(x, y) {
			x, y = v.cam.ViewX+v.cam.ViewW/2, v.cam.ViewY+v.cam.ViewH/2
		}
		v.cam.ZoomAt(x, y, z.factor)
		v.touched = true
	}
	v.cam.Keep(v.scen.Deck.W, v.scen.Deck.H)
}

// click presses the panel's button under screen (x, y), or pins the point
// at the cell there, or unpins it when that cell is already pinned.
func (v *Viewer) click(x, y float64) {
	for _, b := range v.buttons {
		if b.r.Contains(x-ui.Units(float64(v.lay.origin.X)), y-ui.Units(float64(v.lay.origin.Y))) {
			b.do()
			return
		}
	}
	if v.scen == nil || !v.cam.InView(x, y) {
		return
	}
	p := v.cam.ToWorld(x, y)
	c := cell{floor(p.X), floor(p.Y)}
	if v.pin != nil && *v.pin == c {
		v.pin = nil
		return
	}
	v.Pin(c.X, c.Y)
}
