package menu

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/krygothic/krygothic/game/campaign"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/widget"
)

// The campaign map: the ship's lands drawn on the cruiser's hull, stern
// left and bow right, the passages between them as lines. Each land is a
// token in its holder's colour and shape with the team's number on it
// (so that the teams are told apart without colour too), its den ringed,
// its income in a tag, the land of the next battle ringed in the accent
// colour; the lands a person may attack instead are marked with a dotted
// ring, and a click on one (or left and right, then Enter) attacks it.

// teamShape is the shape of a team's tokens: a circle, a square, a
// diamond, a hexagon.
type teamShape int

// teamColour is the colour of the team at index i: the two sides'
// colours of the palette, then its good and warning colours (four apart
// in the colour-blind palette too; the shapes and numbers tell them
// apart where colour does not).
func teamColour(pal *ui.Palette, i int) color.RGBA {
	switch i % campaign.MaxTeams {
	case 0:
		return pal.Sides[0]
	case 1:
		return pal.Sides[1]
	case 2:
		return pal.Good
	}
	return pal.Warning
}

// inkOn is the ink that reads on a fill: dark on a light one.
func inkOn(fill color.RGBA) color.RGBA {
	if 0.299*float64(fill.R)+0.587*float64(fill.G)+0.114*float64(fill.B) > 150 {
		return color.RGBA{0x14, 0x0c, 0x0e, 0xff}
	}
	return color.RGBA{0xf4, 0xee, 0xe6, 0xff}
}

// shapePath is a team's token shape centred on cx, cy, of radius r, in
// screen pixels.
func shapePath(s teamShape, cx, cy, r float64) *vector.Path {
	var p vector.Path
	x, y, rr := float32(ui.Px(cx)), float32(ui.Px(cy)), float32(ui.Px(r))
	corners := 0
	switch s % campaign.MaxTeams {
	case 0:
		p.Arc(x, y, rr, 0, 2*math.Pi, vector.Clockwise)
		p.Close()
		return &p
	case 1:
		corners, rr = 4, rr*1.2 // a square standing flat
	case 2:
		corners, rr = -4, rr*1.25 // a diamond
	default:
		corners = 6
	}
	n, turn := corners, math.Pi/4
	if corners < 0 {
		n, turn = -corners, 0
	} else if corners == 6 {
		turn = 0
	}
	for i := range n {
		a := turn + 2*math.Pi*float64(i)/float64(n)
		px, py := x+rr*float32(math.Cos(a)), y+rr*float32(math.Sin(a))
		if i == 0 {
			p.MoveTo(px, py)
		} else {
			p.LineTo(px, py)
		}
	}
	p.Close()
	return &p
}

// fillPath fills path with c, anti-aliased.
func fillPath(dst *ebiten.Image, path *vector.Path, c color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(dst, path, nil, op)
}

// strokePath draws path's outline width wide (layout units) in c.
func strokePath(dst *ebiten.Image, path *vector.Path, width float64, c color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.StrokePath(dst, path, &vector.StrokeOptions{Width: float32(ui.Px(width))}, op)
}

// drawToken draws team i's token: its shape in its colour, edged, with
// its number on it. The shape is drawn once into a picture kept for the
// team, size, scale and palette (see landMap.shapes).
func drawToken(dst *ebiten.Image, s widget.Style, i int, cx, cy, r float64) {
	k := spriteKey{i, r, ui.Scale, teamColour(s.Pal, i), s.Pal.Background}
	img, ok := sprites[k]
	if !ok {
		side := int(math.Ceil(ui.Px(3 * r)))
		img = ebiten.NewImage(side, side)
		c := ui.Units(float64(side) / 2)
		tokenShape(img, s, i, c, c, r)
		sprites[k] = img
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(ui.Px(cx)-float64(img.Bounds().Dx())/2, ui.Px(cy)-float64(img.Bounds().Dy())/2)
	dst.DrawImage(img, &op)
	tokenNumber(dst, s, i, cx, cy, r)
}

// spriteKey tells the pictures of tokens apart.
type spriteKey struct {
	team      int
	r, scale  float64
	fill, rim color.RGBA
}

// sprites are the pictures of tokens drawn so far.
var sprites = map[spriteKey]*ebiten.Image{}

// tokenShape draws team i's token's shape, edged. The anti-aliased
// shapes of a picture are drawn together, before its text: a text drawn
// between two makes the vector package render each on its own, at a
// great cost a frame.
func tokenShape(dst *ebiten.Image, s widget.Style, i int, cx, cy, r float64) {
	path := shapePath(teamShape(i), cx, cy, r)
	fillPath(dst, path, teamColour(s.Pal, i))
	strokePath(dst, path, max(r/10, 1.5), s.Pal.Background)
}

// tokenNumber writes team i's number on its token.
func tokenNumber(dst *ebiten.Image, s widget.Style, i int, cx, cy, r float64) {
	size := max(r*0.95, 11)
	s.WriteCentred(dst, s.Fonts.Bold, size, inkOn(teamColour(s.Pal, i)), widget.Rect{X: cx - r, Y: cy - r, W: 2 * r, H: 2 * r}, fmt.Sprint(i+1))
}

// hull is the cruiser's outline, 0 to 1 across (stern to bow) and down.
var hull = [][2]float64{{0.02, 0.26}, {0.06, 0.1}, {0.2, 0.03}, {0.66, 0.03}, {0.84, 0.14}, {0.995, 0.5},
	{0.84, 0.86}, {0.66, 0.97}, {0.2, 0.97}, {0.06, 0.9}, {0.02, 0.74}}

// landMap is the campaign map as a widget of the page's form.
type landMap struct {
	Rect widget.Rect
	p    *campaignPage
	// aim is the target the keys have stepped to, an index into
	// targets(); -1 for none.
	aim int
	// shapes is the map's anti-aliased shapes drawn once for the screen
	// (the vector package's anti-aliasing costs a software renderer
	// half a second a frame for them), drawn again when key changes.
	shapes *ebiten.Image
	key    string
}

// targets are the lands the next battle's attacker may attack instead,
// when a person attacks; none otherwise.
func (lm *landMap) targets() []*campaign.Land {
	cp := lm.p.cp
	b := cp.Next
	if b == nil || cp.Team(b.Attacker).IsAI() {
		return nil
	}
	return cp.Targets(b.Attacker)
}

// Area is where the map is.
func (lm *landMap) Area() widget.Rect { return lm.Rect }

// inner is the part of the map the lands are placed in: room left round
// it for their names.
func (lm *landMap) inner() widget.Rect {
	r := lm.Rect
	return widget.Rect{X: r.X + r.W*0.06, Y: r.Y + r.H*0.12, W: r.W * 0.86, H: r.H * 0.74}
}

// at is where land l is drawn.
func (lm *landMap) at(l *campaign.Land) (x, y float64) {
	in := lm.inner()
	return in.X + l.X*in.W, in.Y + l.Y*in.H
}

// radius is a land token's radius.
func (lm *landMap) radius() float64 { return min(max(min(lm.Rect.W, lm.Rect.H)*0.045, 14), 40) }

// landAt is the land whose token is under x, y, nil for none.
func (lm *landMap) landAt(x, y float64) *campaign.Land {
	r := lm.radius() * 1.4
	for _, l := range lm.p.cp.Lands {
		lx, ly := lm.at(l)
		if math.Hypot(x-lx, y-ly) <= r {
			return l
		}
	}
	return nil
}

// Key steps through the lands a person may attack on left and right, and
// attacks the one stepped to on Enter.
func (lm *landMap) Key(in *widget.Input) bool {
	ts := lm.targets()
	if len(ts) == 0 {
		return false
	}
	switch {
	case in.Left:
		lm.aim = (max(lm.aim, 0) + len(ts) - 1) % len(ts)
	case in.Right:
		lm.aim = (lm.aim + 1) % len(ts)
	case in.Activate && lm.aim >= 0 && lm.aim < len(ts):
		lm.p.retarget(ts[lm.aim])
	}
	return false
}

// Press attacks a land a person may attack, or shows the roster of the
// team holding the land clicked.
func (lm *landMap) Press(x, y float64) {
	l := lm.landAt(x, y)
	if l == nil {
		return
	}
	if slices.Contains(lm.targets(), l) {
		lm.p.retarget(l)
		return
	}
	lm.p.selectTeam(l.Owner)
}

// Draw draws the hull, the passages, the lands and their marks: every
// anti-aliased shape first, then the text (see tokenShape).
func (lm *landMap) Draw(dst *ebiten.Image, s widget.Style, focused bool) {
	cp := lm.p.cp
	r := lm.Rect
	s.Panel(dst, r)
	if focused {
		widget.Frame(dst, r, 2, s.Pal.Accent)
	}
	h := widget.Rect{X: r.X + 12, Y: r.Y + 30, W: r.W - 24, H: r.H - 42}
	for k := range 3 { // the engines at the stern
		y := h.Y + h.H*(0.34+0.16*float64(k))
		widget.Fill(dst, widget.Rect{X: r.X + 4, Y: y - 8, W: h.W * 0.03, H: 16}, widget.Mix(s.Pal.Background, s.Pal.Accent, 0.35))
	}
	index := map[string]int{}
	for i, t := range cp.Teams {
		index[t.ID] = i
	}
	lm.drawCached(dst, s, h, index, focused)
	s.Write(dst, s.Fonts.Regular, sizeTiny, s.Pal.Dim, r.X+14, r.Y+8, "STERN")
	s.WriteRight(dst, s.Fonts.Regular, sizeTiny, s.Pal.Dim, r.Right()-14, r.Y+8, "BOW")
	rad := lm.radius()
	targets := lm.targets()
	for _, l := range cp.Lands {
		lm.drawWords(dst, s, l, index[l.Owner], rad, targets)
	}
}

// drawCached draws the map's shapes from the picture kept of them, drawn
// again when the screen, the palette, the scale, the lands' holders, the
// next battle or the land stepped to have changed.
func (lm *landMap) drawCached(dst *ebiten.Image, s widget.Style, h widget.Rect, index map[string]int, focused bool) {
	cp := lm.p.cp
	b := dst.Bounds()
	key := fmt.Sprint(b.Size(), ui.Scale, lm.Rect, *s.Pal, lm.aim, focused)
	for _, l := range cp.Lands {
		key += l.Owner
	}
	if n := cp.Next; n != nil {
		key += n.Land + n.Attacker
	}
	if lm.shapes == nil || lm.key != key {
		if lm.shapes == nil || lm.shapes.Bounds().Size() != b.Size() {
			if lm.shapes != nil {
				lm.shapes.Deallocate()
			}
			lm.shapes = ebiten.NewImage(b.Dx(), b.Dy())
		}
		lm.shapes.Clear()
		lm.drawShapes(lm.shapes, s, h, index, focused)
		lm.key = key
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	dst.DrawImage(lm.shapes, &op)
}

// drawShapes draws the hull and its ribs, the passages (in the holder's
// colour between two lands it holds) and each land's marks and token.
func (lm *landMap) drawShapes(dst *ebiten.Image, s widget.Style, h widget.Rect, index map[string]int, focused bool) {
	cp := lm.p.cp
	var path vector.Path
	for i, pt := range hull {
		x, y := float32(ui.Px(h.X+pt[0]*h.W)), float32(ui.Px(h.Y+pt[1]*h.H))
		if i == 0 {
			path.MoveTo(x, y)
		} else {
			path.LineTo(x, y)
		}
	}
	path.Close()
	fillPath(dst, &path, widget.Mix(s.Pal.Background, s.Pal.Panel, 0.45))
	strokePath(dst, &path, 2, s.Pal.Rule)
	rib := widget.Mix(s.Pal.Background, s.Pal.Rule, 0.35)
	for k := 1; k < 9; k++ {
		x := h.X + h.W*float64(k)/10
		top, bottom := hullSpan(x, h)
		ui.Vector.StrokeLine(dst, float32(x), float32(top+6), float32(x), float32(bottom-6), 1, rib, true)
	}
	for i, l := range cp.Lands {
		x0, y0 := lm.at(l)
		for _, id := range l.Links {
			n := cp.Land(id)
			if n == nil || slices.Index(cp.Lands, n) < i {
				continue
			}
			x1, y1 := lm.at(n)
			c := widget.Mix(s.Pal.Panel, s.Pal.Dim, 0.55)
			if n.Owner == l.Owner {
				c = widget.Mix(s.Pal.Panel, teamColour(s.Pal, index[l.Owner]), 0.6)
			}
			ui.Vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), 4, c, true)
		}
	}
	rad := lm.radius()
	targets := lm.targets()
	for _, l := range cp.Lands {
		x, y := lm.at(l)
		team := index[l.Owner]
		if b := cp.Next; b != nil && b.Land == l.ID {
			ui.FillCircle(dst, x, y, rad*1.75, widget.Mix(s.Pal.Panel, s.Pal.Accent, 0.45))
		}
		if i := slices.Index(targets, l); i >= 0 {
			c, dots := s.Pal.Ink, 16
			if focused && i == lm.aim {
				c, dots = s.Pal.Accent, 24
			}
			for k := range dots {
				a := 2 * math.Pi * float64(k) / float64(dots)
				ui.FillCircle(dst, x+math.Cos(a)*rad*1.5, y+math.Sin(a)*rad*1.5, 2.2, c)
			}
		}
		if l.Home {
			strokePath(dst, shapePath(teamShape(team), x, y, rad*1.28), 3, teamColour(s.Pal, team))
		}
		tokenShape(dst, s, team, x, y, rad)
	}
}

// drawWords writes a land's words: the battle's mark, the team's number
// on its token, its name (and den), its income.
func (lm *landMap) drawWords(dst *ebiten.Image, s widget.Style, l *campaign.Land, team int, rad float64, targets []*campaign.Land) {
	x, y := lm.at(l)
	if b := lm.p.cp.Next; b != nil && b.Land == l.ID {
		s.WriteCentred(dst, s.Fonts.Bold, sizeTiny, s.Pal.Accent, widget.Rect{X: x - 60, Y: y - rad*1.75 - 20, W: 120, H: 18}, "BATTLE")
	}
	tokenNumber(dst, s, team, x, y, rad)
	ly := y + rad*1.3 + 2
	if slices.Contains(targets, l) {
		ly = y + rad*1.5 + 4 // below the dotted ring
	}
	mapLabel(dst, s, s.Fonts.Bold, s.Pal.Ink, x, ly, l.Name)
	if l.Home {
		mapLabel(dst, s, s.Fonts.Regular, teamColour(s.Pal, team), x, ly+18, "den")
	}
	tag := fmt.Sprintf("+%d", l.Income)
	tw := ui.TextWidth(tag, s.Fonts.Regular, sizeTiny) + 10
	box := widget.Rect{X: x + rad*0.75, Y: y - rad*1.25 - 4, W: tw, H: 18}
	widget.Fill(dst, box, s.Pal.Background)
	widget.Frame(dst, box, 1, s.Pal.Rule)
	s.WriteCentred(dst, s.Fonts.Regular, sizeTiny, s.Pal.Good, box, tag)
}

// mapLabel writes str centred under x at y on a dark backing, so that
// it reads over the passages and rings.
func mapLabel(dst *ebiten.Image, s widget.Style, font *text.GoTextFaceSource, ink color.Color, x, y float64, str string) {
	w := ui.TextWidth(str, font, sizeTiny) + 8
	box := widget.Rect{X: x - w/2, Y: y, W: w, H: 18}
	widget.Fill(dst, box, widget.Mix(s.Pal.Background, s.Pal.Panel, 0.45))
	s.WriteCentred(dst, font, sizeTiny, ink, box, str)
}

// hullSpan is the top and bottom of the hull h at x, from its outline.
func hullSpan(x float64, h widget.Rect) (top, bottom float64) {
	u := (x - h.X) / h.W
	half := len(hull) / 2
	edge := func(pts [][2]float64) float64 {
		for i := 0; i+1 < len(pts); i++ {
			a, b := pts[i], pts[i+1]
			if (a[0]-u)*(b[0]-u) <= 0 && a[0] != b[0] {
				t := (u - a[0]) / (b[0] - a[0])
				return a[1] + t*(b[1]-a[1])
			}
		}
		return 0.5
	}
	top = h.Y + edge(hull[:half+1])*h.H
	bottom = h.Y + edge(hull[half:])*h.H
	return
}
