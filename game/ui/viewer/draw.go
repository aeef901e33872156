package viewer

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
)

// layout is where the viewer's parts go on a w×h screen: the header across
// the top, the panel down the right, the deck view in the rest with a strip
// of key hints under it.
type layout struct {
	w, h                       float64     // the screen in layout units
	px                         image.Point // the screen in pixels
	scale                      float64     // ui.Scale it was laid out at
	origin                     image.Point // the screen's top-left, in pixels
	header, view, hints, panel widget.Rect // in layout units
}

// Layout sizes, in layout units (pixels at ui.Scale 1).
const (
	headerH = 64.0
	hintsH  = 30.0
	pad     = 20.0 // inside the panel and the header
)

// newLayout lays the viewer out on a w×h screen (layout units).
func newLayout(fw, fh float64) layout {
	pw := math.Round(math.Max(300, math.Min(360, fw*0.26)))
	viewW := math.Max(fw-pw, 1)
	viewH := math.Max(fh-headerH-hintsH, 1)
	return layout{w: fw, h: fh,
		header: widget.Rect{W: fw, H: headerH},
		view:   widget.Rect{Y: headerH, W: viewW, H: viewH},
		hints:  widget.Rect{Y: headerH + viewH, W: viewW, H: hintsH},
		panel:  widget.Rect{X: viewW, Y: headerH, W: pw, H: math.Max(fh-headerH, 1)},
	}
}

// space is what lies around the deck in the view.
var space = color.RGBA{0x0b, 0x07, 0x09, 0xff}

// drawDeck draws the deck, the overlays that are on and the markers into
// the view (a sub-image of the screen, so nothing spills out of it).
func (v *Viewer) drawDeck(dst *ebiten.Image) {
	dst.Fill(space)
	cam := &v.cam
	v.deck.Draw(dst, cam, v.on[ShowZones])
	o := &v.ov
	for _, l := range []struct {
		on    Overlay
		layer *board.CellLayer
	}{{ShowCost, o.cost}, {ShowSight, o.sight}, {ShowCover, o.cover}, {ShowReach, o.reach}, {ShowTemplate, o.tp}} {
		if v.on[l.on] && l.layer != nil {
			l.layer.Draw(dst, cam, 1)
		}
	}
	v.deck.DrawMarkers(dst, cam)
	if v.on[ShowZones] {
		v.drawZoneNames(dst)
	}
	if v.hover != nil {
		x, y := cam.ToScreen(geom.Vec{X: float64(v.hover.X), Y: float64(v.hover.Y)})
		v.paint.frame(dst, math.Round(x), math.Round(y), math.Round(cam.Zoom), math.Round(cam.Zoom), 2, v.pal.Ink)
	}
	if v.on[ShowTemplate] && v.hover != nil {
		board.DrawRing(dst, cam, v.at, v.templates[v.template].Diameter/2, 2, v.pal.Ink)
		x, y := cam.ToScreen(v.at)
		board.FillDisc(dst, x, y, 2.5, v.pal.Ink)
	}
	if p := v.point(); p != nil && (v.on[ShowSight] || v.on[ShowCover] || v.on[ShowReach] || v.pin != nil) {
		v.drawPoint(dst, *p)
	}
}

// drawPoint marks the point the sight, cover and reach overlays are seen
// from: a 1" base, filled when pinned.
func (v *Viewer) drawPoint(dst *ebiten.Image, p cell) {
	x, y := v.cam.ToScreen(p.centre())
	r := math.Max(v.cam.Zoom*0.5, 5)
	if v.pin != nil {
		board.FillDisc(dst, x, y, r+3, v.pal.Ink)
		board.FillDisc(dst, x, y, r, v.pal.Accent)
		board.FillDisc(dst, x, y, math.Max(r*0.3, 2), v.pal.Ink)
		return
	}
	board.Ring(dst, x, y, r, 2.5, v.pal.Accent)
	board.FillDisc(dst, x, y, 2.5, v.pal.Accent)
}

// drawZoneNames writes each side's name over the middle of its zone.
func (v *Viewer) drawZoneNames(dst *ebiten.Image) {
	f := v.env.Fonts
	for i, side := range v.scen.Sides {
		if side == nil || len(v.scen.Zones[side.Zone]) == 0 {
			continue
		}
		cells := v.scen.Zones[side.Zone]
		var sx, sy float64
		for _, c := range cells {
			sx, sy = sx+float64(c.X)+0.5, sy+float64(c.Y)+0.5
		}
		x, y := v.cam.ToScreen(geom.Vec{X: sx / float64(len(cells)), Y: sy / float64(len(cells))})
		size := math.Min(18, math.Max(11, v.cam.Zoom*0.8))
		name := side.Name
		w := ui.TextWidth(name, f.Bold, size)
		// Keep the name inside the view, even over a zone on the edge.
		x = math.Max(x, v.cam.ViewX+w/2+10)
		x = math.Min(x, v.cam.ViewX+v.cam.ViewW-w/2-10)
		v.paint.rect(dst, x-w/2-6, y-size*0.7-2, w+12, size*1.4+4, color.RGBA{0x0b, 0x07, 0x09, 0xc0})
		ui.Write(dst, f.Bold, size, v.pal.SidesLight[i%2], x-w/2, y-size*0.7, name)
	}
}

// swatch is one entry of an overlay's colour key.
type swatch struct {
	label  string
	colour color.RGBA
}

// shown is an overlay colour as it looks over easy deck plate, for keys.
func shown(c color.RGBA) color.RGBA {
	base := ui.CellColour(deck.Cell{Terrain: deck.Easy})
	a := uint32(c.A)
	mix := func(f, b uint8) uint8 { return uint8((uint32(f)*a + uint32(b)*(255-a)) / 255) }
	return color.RGBA{mix(c.R, base.R), mix(c.G, base.G), mix(c.B, base.B), 0xff}
}
