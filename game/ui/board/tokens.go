package board

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/rules/geom"
)

// Token is a model as the board draws it: a round base in its side's
// colour with a class marker, its facing and front arc, wound pips and
// state markers.
type Token struct {
	Centre   geom.Vec
	Radius   float64 // inches
	Facing   float64 // radians, 0 = +x, clockwise on screen
	HalfArc  float64 // radians: half the front arc (45° unless wideArc)
	Side     int     // 0 or 1; −1 for an objective
	Marker   string  // class marker: "SL", "H", "T"…
	Wounds   int     // taken
	Capacity int     // wounds that remove it

	Pinned, Prone, Stuck, Waiting bool
	Fatigue                       int
	Selected, Targeted, Dimmed    bool // Dimmed: cannot act now (its side is busy)
}

// Tokens draws models with shared fonts and palette.
type Tokens struct {
	Fonts *ui.Fonts
	Pal   *ui.Palette
}

var (
	tokenShadow = color.RGBA{0, 0, 0, 0x70}
	pipLost     = color.RGBA{0x30, 0x20, 0x20, 0xff}
	pipLeft     = color.RGBA{0x9a, 0xe0, 0x8a, 0xff}
	badgeInk    = color.RGBA{0x14, 0x0c, 0x0e, 0xff}
	objectiveC  = color.RGBA{0xd8, 0xc8, 0x60, 0xff}
)

// DrawArcs draws every token's front arc; draw them all before any token
// so no arc covers a base.
func (d *Tokens) DrawArcs(dst *ebiten.Image, cam *Camera, ts []Token) {
	for _, t := range ts {
		if t.Side < 0 {
			continue
		}
		x, y := cam.ToScreen(t.Centre)
		reach := float32((t.Radius + 1.5) * cam.Zoom)
		c := d.Pal.SidesLight[t.Side]
		c.A = 0x38
		if t.Selected {
			c.A = 0x60
		}
		var p vector.Path
		p.MoveTo(float32(x), float32(y))
		p.Arc(float32(x), float32(y), reach, float32(t.Facing-t.HalfArc), float32(t.Facing+t.HalfArc), vector.Clockwise)
		p.Close()
		vector.FillPath(dst, &p, nil, colourOptions(c))
	}
}

// Draw draws one token through the camera.
func (d *Tokens) Draw(dst *ebiten.Image, cam *Camera, t Token) {
	x, y := cam.ToScreen(t.Centre)
	fx, fy := float32(x), float32(y)
	r := float32(t.Radius * cam.Zoom)
	if t.Side < 0 { // an objective: a console block
		vector.FillRect(dst, fx-r, fy-r, 2*r, 2*r, objectiveC, true)
		vector.StrokeRect(dst, fx-r, fy-r, 2*r, 2*r, 2, badgeInk, true)
		d.pips(dst, fx, fy, r, t)
		return
	}
	fill, rim := d.Pal.Sides[t.Side], d.Pal.SidesLight[t.Side]
	if t.Dimmed {
		fill = mix(fill, color.RGBA{0x30, 0x30, 0x30, 0xff}, 0.45)
	}
	vector.FillCircle(dst, fx+1.5, fy+2, r, tokenShadow, true)
	if t.Selected {
		vector.StrokeCircle(dst, fx, fy, r+4, 3, d.Pal.Warning, true)
	}
	if t.Targeted {
		vector.StrokeCircle(dst, fx, fy, r+4, 2, d.Pal.Accent, true)
	}
	vector.FillCircle(dst, fx, fy, r, fill, true)
	vector.StrokeCircle(dst, fx, fy, r, max(1.5, r/8), rim, true)
	// Facing: a notch from the centre to the rim.
	nx, ny := float32(math.Cos(t.Facing)), float32(math.Sin(t.Facing))
	vector.StrokeLine(dst, fx+nx*r*0.45, fy+ny*r*0.45, fx+nx*(r+3), fy+ny*(r+3), max(2, r/6), rim, true)
	if r >= 7 {
		size := float64(r) * 0.8
		if len(t.Marker) > 1 {
			size = float64(r) * 0.62
		}
		d.centred(dst, t.Marker, d.Fonts.Bold, size, ui.StandardPalette.Ink, x, y)
	}
	d.pips(dst, fx, fy, r, t)
	d.badges(dst, fx, fy, r, t)
}

// pips draws one dot per wound the model can take under its base: lost
// ones dark.
func (d *Tokens) pips(dst *ebiten.Image, x, y, r float32, t Token) {
	if t.Capacity <= 1 && t.Wounds == 0 {
		return
	}
	pr := max(2, r/6)
	w := float32(t.Capacity) * pr * 2.6
	for i := range t.Capacity {
		c := pipLeft
		if i < t.Wounds {
			c = pipLost
		}
		px := x - w/2 + pr*1.3 + float32(i)*pr*2.6
		vector.FillCircle(dst, px, y+r+pr+2, pr, c, true)
		vector.StrokeCircle(dst, px, y+r+pr+2, pr, 1, badgeInk, true)
	}
}

// badges draws the state markers round the top right of the base.
func (d *Tokens) badges(dst *ebiten.Image, x, y, r float32, t Token) {
	var marks []badge
	if t.Pinned {
		marks = append(marks, badge{"P", d.Pal.Warning})
	}
	if t.Prone {
		marks = append(marks, badge{"v", d.Pal.Accent})
	}
	if t.Stuck {
		marks = append(marks, badge{"S", d.Pal.Accent})
	}
	if t.Waiting {
		marks = append(marks, badge{"W", d.Pal.Good})
	}
	if t.Fatigue > 0 {
		marks = append(marks, badge{fmt.Sprintf("%d", t.Fatigue), ui.StandardPalette.Dim})
	}
	br := max(6, r*0.42)
	for i, m := range marks {
		a := -math.Pi/4 + float64(i)*0.75
		bx := x + float32(math.Cos(a))*(r+br*0.4)
		by := y + float32(math.Sin(a))*(r+br*0.4)
		vector.FillCircle(dst, bx, by, br, m.colour, true)
		vector.StrokeCircle(dst, bx, by, br, 1, badgeInk, true)
		d.centred(dst, m.text, d.Fonts.Bold, float64(br)*1.3, badgeInk, float64(bx), float64(by))
	}
}

type badge struct {
	text   string
	colour color.RGBA
}

// centred writes s centred on (x, y).
func (d *Tokens) centred(dst *ebiten.Image, s string, src *text.GoTextFaceSource, size float64, c color.Color, x, y float64) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	op.PrimaryAlign, op.SecondaryAlign = text.AlignCenter, text.AlignCenter
	text.Draw(dst, s, ui.Face(src, size), op)
}

// mix blends a towards b by t.
func mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 0xff}
}

// DrawTemplate draws a round template (a blast, a damaged structure) of
// radius inches at centre.
func DrawTemplate(dst *ebiten.Image, cam *Camera, centre geom.Vec, radius float64, c color.RGBA) {
	x, y := cam.ToScreen(centre)
	r := float32(radius * cam.Zoom)
	fill := c
	fill.A = 0x50
	vector.FillCircle(dst, float32(x), float32(y), r, fill, true)
	vector.StrokeCircle(dst, float32(x), float32(y), r, 2, c, true)
	vector.StrokeLine(dst, float32(x)-4, float32(y), float32(x)+4, float32(y), 1.5, c, true)
	vector.StrokeLine(dst, float32(x), float32(y)-4, float32(x), float32(y)+4, 1.5, c, true)
}

// DrawPath draws a path of deck points as a line with a dot at its end.
func DrawPath(dst *ebiten.Image, cam *Camera, path []geom.Vec, width float32, c color.Color) {
	for i := 1; i < len(path); i++ {
		x0, y0 := cam.ToScreen(path[i-1])
		x1, y1 := cam.ToScreen(path[i])
		vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), width, c, true)
	}
	if n := len(path); n > 0 {
		x, y := cam.ToScreen(path[n-1])
		vector.FillCircle(dst, float32(x), float32(y), width*1.6, c, true)
	}
}

// DrawRing draws a circle of radius inches round centre: a range band's
// edge.
func DrawRing(dst *ebiten.Image, cam *Camera, centre geom.Vec, radius float64, width float32, c color.Color) {
	x, y := cam.ToScreen(centre)
	vector.StrokeCircle(dst, float32(x), float32(y), float32(radius*cam.Zoom), width, c, true)
}
