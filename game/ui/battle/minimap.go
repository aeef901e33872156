package battle

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/geom"
)

// The minimap: the whole deck drawn small at the foot of the side panel,
// under the event log (so it covers nothing on the map: not the colour
// key, the toasts or the banners), with the models the screen shows under
// the fog of war (the enemies the side sees, ghosts where it last saw
// them) and the camera's view as a rectangle. A click or a drag on it
// moves the camera there.

// minimap is the minimap's state.
type minimap struct {
	cam      board.Camera // the whole deck in the minimap's rectangle
	dragging bool         // the pointer went down on it and is still down
}

// minimapRect is where the minimap stands (layout units): as wide as the
// panel allows and a fifth of its height at most, at the panel's foot.
func (b *Battle) minimapRect() (x, y, w, h float64) {
	d := b.deck.Deck
	roomW := panelW - 32
	roomH := min(max((b.layout.h-topBar-bottomBar)/5, 60), 170)
	s := min(roomW/float64(d.W), roomH/float64(d.H))
	w, h = s*float64(d.W), s*float64(d.H)
	return b.layout.w - panelW + 16 + (roomW-w)/2, b.layout.h - bottomBar - 8 - h, w, h
}

// minimapTop is the top of the minimap: the event log ends above it.
func (b *Battle) minimapTop() float64 {
	_, y, _, _ := b.minimapRect()
	return y - 6
}

// miniCam is the minimap's camera: the whole deck in its rectangle.
func (b *Battle) miniCam() *board.Camera {
	x, y, w, h := b.minimapRect()
	m := &b.mini.cam
	m.SetView(x, y, w, h)
	m.Centre = geom.Vec{X: float64(b.deck.Deck.W) / 2, Y: float64(b.deck.Deck.H) / 2}
	m.Zoom = w / float64(b.deck.Deck.W)
	return m
}

// drawMinimap draws the minimap: the deck, the models shown, the ghosts
// and the camera's view.
func (b *Battle) drawMinimap(dst *ebiten.Image) {
	pal := b.env.Palette
	m := b.miniCam()
	view := dst.SubImage(ui.Rect(m.ViewX, m.ViewY, m.ViewW, m.ViewH)).(*ebiten.Image)
	b.deck.Lit = false // small, for finding one's way: its dark shaded half, no lamps (light.go)
	b.deck.Draw(view, m, false)
	b.deck.Lit = true
	ghosts := b.lens.ghosts()
	r := max(2, m.Zoom*0.6)
	for _, u := range b.shownUnits(&b.bufs.draw) {
		if !u.Present() || u.Objective || u.Side < 0 {
			continue
		}
		x, y := m.ToScreen(u.Base.Centre)
		if _, ghost := ghosts[u.ID]; ghost {
			board.Ring(view, x, y, r, 1, withAlpha(pal.SidesLight[u.Side], 0xa0))
			continue
		}
		board.FillDisc(view, x, y, r+1, pal.Background)
		board.FillDisc(view, x, y, r, pal.SidesLight[u.Side])
	}
	// The camera's view, cut to the minimap.
	mx, my, mw, mh := b.layout.mapRect()
	tl, br := b.cam.ToWorld(mx, my), b.cam.ToWorld(mx+mw, my+mh)
	x0, y0 := m.ToScreen(tl)
	x1, y1 := m.ToScreen(br)
	x0, y0 = max(x0, m.ViewX), max(y0, m.ViewY)
	x1, y1 = min(x1, m.ViewX+m.ViewW-1), min(y1, m.ViewY+m.ViewH-1)
	ui.StrokeRect(view, x0, y0, x1-x0, y1-y0, 1.5, pal.Ink)
	ui.StrokeRect(dst, m.ViewX-1, m.ViewY-1, m.ViewW+2, m.ViewH+2, 1, pal.Rule)
}

// minimapClick moves the camera to the deck point clicked on the
// minimap, and along while the click drags on it.
func (b *Battle) minimapClick(c *controls.Controls) {
	m := b.miniCam()
	if c.Pressed(controls.Select) {
		x, y := ui.Where(c, controls.Select)
		b.mini.dragging = m.InView(x, y)
	}
	if !c.Held(controls.Select) && !c.Pressed(controls.Select) {
		b.mini.dragging = false
	}
	if !b.mini.dragging {
		return
	}
	x, y := ui.Cursor(c)
	if c.Pressed(controls.Select) {
		x, y = ui.Where(c, controls.Select)
	}
	p := m.ToWorld(min(max(x, m.ViewX), m.ViewX+m.ViewW), min(max(y, m.ViewY), m.ViewY+m.ViewH))
	b.cam.Centre = p
	b.touched, b.follow.on = true, false
}
