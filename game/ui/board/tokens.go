package board

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/rules/geom"
)

// Token is a model as the board draws it: a round base in its side's
// colour with a class marker, or its figure (the ship view), its facing
// and front arc, wound pips and state markers placed off its neighbours.
type Token struct {
	Centre   geom.Vec
	Radius   float64 // inches
	Facing   float64 // radians, 0 = +x, clockwise on screen
	HalfArc  float64 // radians: half the front arc (45° unless wideArc)
	Side     int     // 0 or 1; −1 for an objective
	Marker   string  // class marker: "SL", "H", "T"…, drawn when Class has no silhouette
	Class    string  // the class's silhouette (glyphs.go): GlyphLeader…; "" for none
	Wounds   int     // taken
	Capacity int     // wounds that remove it

	Pinned, Prone, Stuck, Waiting bool
	Charged                       bool // a demolition charge is set on it, to go off at the end of the round (GAP-34)
	Fatigue                       int
	// Badges are what the rule modules' marks show of it (a jammed
	// weapon's "J"), after the core's states.
	Badges                     []Badge
	Selected, Targeted, Dimmed bool // Dimmed: cannot act now (its side is busy)
	// Down: it lies on the deck, out of the fight until it is brought
	// back or removed (KG-STAT-06): drawn faded, with no facing or arc.
	Down bool
	// InContact: its base touches another's (MarkContacts); its front arc
	// is left out, a pointer at its rim shows its facing instead.
	InContact bool

	// Figure, when it has a body, is the model drawn as a figure of its
	// people and class (figures.go, the ship view); else the token is a
	// disc with its class's glyph.
	Figure Figure

	// Marks is where its pips and badges stand round its base
	// (PlaceMarks): on its free side, off its neighbours.
	Marks MarkPlace

	// Hull, for a model drawn as a hull (a vehicle, facet.Hulls), draws
	// it so, with its badge's number and groups of pips (hull.go); nil
	// for a round base.
	Hull *Hull
}

// Tokens draws models with shared fonts and palette.
type Tokens struct {
	Fonts *ui.Fonts
	Pal   *ui.Palette
}

// MinTokenRadius is the smallest radius, in pixels, a token is drawn
// with, however far the camera is zoomed out: a base stays big enough to
// read its class, facing and wounds.
const MinTokenRadius = 9.0

// contactGap is how far apart, in pixels, two tokens as drawn may be and
// still count as touching (MarkContacts): closer, their arcs would crowd.
const contactGap = 6.0

// MarkContacts sets InContact on every model token whose disc, as cam
// draws it (no smaller than MinTokenRadius), touches another's or nearly:
// models in base contact, and models side by side seen from far off.
func MarkContacts(ts []Token, cam *Camera) {
	for i := range ts {
		ts[i].InContact = false
	}
	for i := range ts {
		if ts[i].Side < 0 {
			continue
		}
		for j := i + 1; j < len(ts); j++ {
			ri, rj := max(ts[i].Radius*cam.Zoom, MinTokenRadius), max(ts[j].Radius*cam.Zoom, MinTokenRadius)
			if ts[j].Side >= 0 && ts[i].Centre.Dist(ts[j].Centre)*cam.Zoom <= ri+rj+contactGap {
				ts[i].InContact, ts[j].InContact = true, true
			}
		}
	}
}

var (
	tokenShadow = color.RGBA{0, 0, 0, 0x70}
	downGrey    = color.RGBA{0x55, 0x52, 0x50, 0xff} // what a Down model fades towards
	pipLost     = color.RGBA{0x30, 0x20, 0x20, 0xff}
	pipLeft     = color.RGBA{0x9a, 0xe0, 0x8a, 0xff}
	badgeInk    = color.RGBA{0x14, 0x0c, 0x0e, 0xff}
	objectiveC  = color.RGBA{0xd8, 0xc8, 0x60, 0xff}
)

// DrawArcs draws every token's front arc; draw them all before any token
// so no arc covers a base. A token in contact shows none unless selected:
// overlapping arcs in a melee would blur into one.
func (d *Tokens) DrawArcs(dst *ebiten.Image, cam *Camera, ts []Token) {
	for _, t := range ts {
		if t.Side < 0 || t.Down || t.InContact && !t.Selected {
			continue
		}
		x, y := cam.ToScreen(t.Centre)
		reach := max(t.Radius*cam.Zoom, MinTokenRadius) + 1.5*cam.Zoom
		c := d.Pal.SidesLight[t.Side]
		c.A = 0x38
		if t.Selected {
			c.A = 0x60
		}
		Wedge(dst, x, y, reach, t.Facing, t.HalfArc, premultiplied(c))
	}
}

// Draw draws one token through the camera.
func (d *Tokens) Draw(dst *ebiten.Image, cam *Camera, t Token) {
	x, y := cam.ToScreen(t.Centre)
	r := max(t.Radius*cam.Zoom, MinTokenRadius)
	if t.Side < 0 { // an objective: a console block
		ui.Vector.FillRect(dst, float32(x-r), float32(y-r), float32(2*r), float32(2*r), badgeInk, false)
		ui.Vector.FillRect(dst, float32(x-r+2), float32(y-r+2), float32(2*r-4), float32(2*r-4), objectiveC, false)
		d.marks(dst, x, y, r, t) // a charge set on it (GAP-34)
		return
	}
	if t.Hull != nil {
		d.drawHull(dst, x, y, r, t)
		return
	}
	fill, rim := d.Pal.Sides[t.Side], d.Pal.SidesLight[t.Side]
	if t.Dimmed {
		fill = mix(fill, color.RGBA{0x30, 0x30, 0x30, 0xff}, 0.45)
	}
	if t.Down {
		fill, rim = mix(fill, downGrey, 0.6), mix(rim, downGrey, 0.6)
	}
	FillDisc(dst, x+1.5, y+2, r, tokenShadow)
	if t.Selected {
		Ring(dst, x, y, r+4, 3, d.Pal.Warning)
	}
	if t.Targeted {
		Ring(dst, x, y, r+4, 2, d.Pal.Accent)
	}
	if t.Figure.Build != NoFigure && ui.Px(r) >= FigureMinRadius {
		d.drawFigure(dst, x, y, r, t, fill, rim)
		d.marks(dst, x, y, r, t)
		return
	}
	FillDisc(dst, x, y, r, fill)
	Ring(dst, x, y, r, max(1.5, r/5), rim)
	// Facing: a notch from the centre to the rim; a Down model faces nowhere.
	nx, ny := math.Cos(t.Facing), math.Sin(t.Facing)
	if !t.Down {
		Line(dst, x+nx*r*0.45, y+ny*r*0.45, x+nx*(r+3), y+ny*(r+3), max(2, r/6), rim)
	}
	if t.InContact && !t.Down {
		ps := max(9, r*0.7)
		Pointer(dst, x+nx*(r+ps*0.35), y+ny*(r+ps*0.35), ps+3, t.Facing, badgeInk)
		Pointer(dst, x+nx*(r+ps*0.35), y+ny*(r+ps*0.35), ps, t.Facing, rim)
	}
	if HasGlyph(t.Class) {
		size := r * 1.05
		Glyph(dst, t.Class, x+0.8, y+1, size, badgeInk)
		Glyph(dst, t.Class, x, y, size*0.92, ui.StandardPalette.Ink)
	} else if r >= 7 {
		size := r * 0.8
		if len(t.Marker) > 1 {
			size = r * 0.62
		}
		d.centred(dst, t.Marker, d.Fonts.Bold, size, markerInk(fill), x, y)
	}
	d.marks(dst, x, y, r, t)
}

// marks draws its pips (one a wound the model can take, lost ones dark;
// a hull's groups each in its colour) and its badges round its base, where
// t.Marks places them (MarkDiscs).
func (d *Tokens) marks(dst *ebiten.Image, x, y, r float64, t Token) {
	p := t.Marks
	if !p.Placed {
		p = marksUsual
	}
	var buf [32]Disc
	ds := appendPips(buf[:0], t, x, y, r, p.Pips, p.PipScale)
	pip := func(dd Disc, c color.RGBA) {
		FillDisc(dst, dd.X, dd.Y, dd.R, badgeInk)
		FillDisc(dst, dd.X, dd.Y, dd.R-1, c)
	}
	if t.Hull != nil {
		i := 0
		for gi, g := range t.Hull.Pips {
			for k := range max(g.Capacity, 0) {
				c := pipGroupC[gi%len(pipGroupC)]
				if k >= g.Left {
					c = pipLost
				}
				pip(ds[i], c)
				i++
			}
		}
	} else {
		for i, dd := range ds {
			c := pipLeft
			if i < t.Wounds {
				c = pipLost
			}
			pip(dd, c)
		}
	}
	marks := d.stateMarks(t)
	for i, b := range appendBadges(buf[:0], t, x, y, r, p.Badges, p.BadgeScale) {
		br := b.R - 1
		FillDisc(dst, b.X, b.Y, b.R, badgeInk)
		FillDisc(dst, b.X, b.Y, br, marks[i].Colour)
		d.centred(dst, marks[i].Text, d.Fonts.Bold, br*1.3, badgeInk, b.X, b.Y)
	}
}

// stateMarks are the badges t wears, in order: a hull's number, its
// states, the modules' marks, a charge set on it, its fatigue.
func (d *Tokens) stateMarks(t Token) []Badge {
	var marks []Badge
	if t.Hull != nil {
		marks = append(marks, Badge{fmt.Sprintf("%d", t.Hull.Number), ui.StandardPalette.Dim})
	}
	if t.Pinned {
		marks = append(marks, Badge{"P", d.Pal.Warning})
	}
	if t.Prone {
		marks = append(marks, Badge{"v", d.Pal.Accent})
	}
	if t.Stuck {
		marks = append(marks, Badge{"S", d.Pal.Accent})
	}
	if t.Waiting {
		marks = append(marks, Badge{"W", d.Pal.Good})
	}
	marks = append(marks, t.Badges...)
	if t.Charged {
		marks = append(marks, Badge{"C", d.Pal.Warning})
	}
	if t.Fatigue > 0 {
		marks = append(marks, Badge{fmt.Sprintf("%d", t.Fatigue), ui.StandardPalette.Dim})
	}
	return marks
}

// Badge is a state marker on a token: a letter on a disc of its colour.
type Badge struct {
	Text   string
	Colour color.RGBA
}

// centred writes s centred on (x, y).
func (d *Tokens) centred(dst *ebiten.Image, s string, src *text.GoTextFaceSource, size float64, c color.Color, x, y float64) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(ui.Px(x), ui.Px(y))
	op.ColorScale.ScaleWithColor(c)
	op.PrimaryAlign, op.SecondaryAlign = text.AlignCenter, text.AlignCenter
	text.Draw(dst, s, ui.Face(src, ui.Px(size)), op)
}

// mix blends a towards b by t.
func mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 0xff}
}

// premultiplied turns a straight-alpha colour into the premultiplied
// form Ebitengine's colour scales take.
func premultiplied(c color.RGBA) color.RGBA {
	k := float64(c.A) / 255
	return color.RGBA{uint8(float64(c.R) * k), uint8(float64(c.G) * k), uint8(float64(c.B) * k), c.A}
}

// DrawTemplate draws a round template (a blast, a damaged structure) of
// radius inches at centre.
func DrawTemplate(dst *ebiten.Image, cam *Camera, centre geom.Vec, radius float64, c color.RGBA) {
	x, y := cam.ToScreen(centre)
	r := radius * cam.Zoom
	fill := c
	fill.A = 0x50
	FillDisc(dst, x, y, r, premultiplied(fill))
	Ring(dst, x, y, r, 2, c)
	Line(dst, x-4, y, x+4, y, 1.5, c)
	Line(dst, x, y-4, x, y+4, 1.5, c)
}

// DrawScatter draws a blast's scatter: a cross on the point aimed
// at and a dashed line from there to where the template came down.
func DrawScatter(dst *ebiten.Image, cam *Camera, aim, landed geom.Vec, c color.RGBA) {
	x0, y0 := cam.ToScreen(aim)
	x1, y1 := cam.ToScreen(landed)
	Line(dst, x0-7, y0-7, x0+7, y0+7, 3, c)
	Line(dst, x0-7, y0+7, x0+7, y0-7, 3, c)
	n := max(int(math.Hypot(x1-x0, y1-y0)/8), 1)
	for i := 0; i < n; i += 2 {
		a, b := float64(i)/float64(n), float64(i+1)/float64(n)
		Line(dst, x0+(x1-x0)*a, y0+(y1-y0)*a, x0+(x1-x0)*b, y0+(y1-y0)*b, 2.5, c)
	}
}

// DrawPath draws a path of deck points as a line with a dot at its end.
func DrawPath(dst *ebiten.Image, cam *Camera, path []geom.Vec, width float64, c color.Color) {
	for i := 1; i < len(path); i++ {
		x0, y0 := cam.ToScreen(path[i-1])
		x1, y1 := cam.ToScreen(path[i])
		Line(dst, x0, y0, x1, y1, width, c)
	}
	if n := len(path); n > 0 {
		x, y := cam.ToScreen(path[n-1])
		FillDisc(dst, x, y, width*1.6, c)
	}
}

// DrawRing draws a circle of radius inches round centre: a range band's
// edge.
func DrawRing(dst *ebiten.Image, cam *Camera, centre geom.Vec, radius float64, width float64, c color.Color) {
	x, y := cam.ToScreen(centre)
	Ring(dst, x, y, radius*cam.Zoom, width, c)
}
