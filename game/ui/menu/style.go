package menu

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/krygothic/krygothic/game/internal/textwrap"
	"github.com/krygothic/krygothic/game/ui"
)

// rect is a rectangle in design units.
type rect struct{ x, y, w, h float64 }

func (r rect) contains(x, y float64) bool {
	return x >= r.x && x < r.x+r.w && y >= r.y && y < r.y+r.h
}

func (r rect) right() float64  { return r.x + r.w }
func (r rect) bottom() float64 { return r.y + r.h }

// inset shrinks r by d on every side.
func (r rect) inset(d float64) rect { return rect{r.x + d, r.y + d, r.w - 2*d, r.h - 2*d} }

// Type sizes, in design units.
const (
	sizeTitle   = 64
	sizeHeading = 28
	sizeButton  = 21
	sizeBody    = 18
	sizeSmall   = 15
	sizeTiny    = 13
)

// Spacing, in design units.
const (
	margin   = 64.0 // screen edge to content
	pad      = 16.0 // panel edge to its text
	gap      = 10.0 // between widgets
	buttonH  = 46.0
	rowH     = 56.0 // a list row of a title and a line
	maxWidth = 1440 // content wider than this is centred
)

// body is the part of area pages draw in: centred, at most maxWidth
// wide, inside the margins.
func body(area rect) rect {
	w := min(area.w, maxWidth)
	return rect{area.x + (area.w-w)/2 + margin, area.y + 40, w - 2*margin, area.h - 40 - 28}
}

// stage is area cut to the design height and centred in it, for pages
// whose content does not grow with the screen.
func stage(area rect) rect {
	h := min(area.h, designH)
	return rect{area.x, area.y + (area.h-h)/2, area.w, h}
}

// style draws with the env's palette and fonts.
type style struct {
	pal   *ui.Palette
	fonts *ui.Fonts
}

func (m *Menu) style() style { return style{pal: m.env.Palette, fonts: m.env.Fonts} }

// write draws s with its top-left corner at x, y.
func (s style) write(dst *ebiten.Image, src *text.GoTextFaceSource, size float64, c color.Color, x, y float64, str string) {
	ui.Write(dst, src, size, c, x, y, str)
}

// writeRight draws s ending at x.
func (s style) writeRight(dst *ebiten.Image, src *text.GoTextFaceSource, size float64, c color.Color, x, y float64, str string) {
	ui.Write(dst, src, size, c, x-ui.TextWidth(str, src, size), y, str)
}

// writeIn draws s in one line centred vertically in r, from r.x, cut with
// an ellipsis to fit.
func (s style) writeIn(dst *ebiten.Image, src *text.GoTextFaceSource, size float64, c color.Color, r rect, str string) {
	str = fit(str, src, size, r.w)
	ui.Write(dst, src, size, c, r.x, r.y+(r.h-lineHeight(size))/2, str)
}

// writeCentred draws s centred in r.
func (s style) writeCentred(dst *ebiten.Image, src *text.GoTextFaceSource, size float64, c color.Color, r rect, str string) {
	str = fit(str, src, size, r.w)
	w := ui.TextWidth(str, src, size)
	ui.Write(dst, src, size, c, r.x+(r.w-w)/2, r.y+(r.h-lineHeight(size))/2, str)
}

// para draws s wrapped to width from x, y and returns the y below it.
// At most maxLines lines are drawn (0: all); the last one ends in an
// ellipsis when text was left out.
func (s style) para(dst *ebiten.Image, src *text.GoTextFaceSource, size float64, c color.Color, x, y, width float64, str string, maxLines int) float64 {
	lines := wrap(str, src, size, width)
	if maxLines > 0 && len(lines) > maxLines {
		lines = lines[:maxLines]
		lines[maxLines-1] = fit(lines[maxLines-1]+" …", src, size, width)
	}
	for _, l := range lines {
		ui.Write(dst, src, size, c, x, y, l)
		y += size * 1.35
	}
	return y
}

// panel draws a panel: a fill and a one-pixel rule round it.
func (s style) panel(dst *ebiten.Image, r rect) {
	fill(dst, r, s.pal.Panel)
	frame(dst, r, 1, s.pal.Rule)
}

// accentBar draws the accent stripe down a panel's left edge.
func (s style) accentBar(dst *ebiten.Image, r rect, c color.Color) {
	fill(dst, rect{r.x, r.y, 4, r.h}, c)
}

func fill(dst *ebiten.Image, r rect, c color.Color) {
	vector.FillRect(dst, float32(r.x), float32(r.y), float32(r.w), float32(r.h), c, false)
}

func frame(dst *ebiten.Image, r rect, width float64, c color.Color) {
	vector.StrokeRect(dst, float32(r.x+width/2), float32(r.y+width/2), float32(r.w-width), float32(r.h-width), float32(width), c, false)
}

// lineHeight is the height of one line of text at size, as drawn by
// ui.Write (ascent and descent).
func lineHeight(size float64) float64 { return size * 1.2 }

// fit cuts s with an ellipsis to fit width.
func fit(s string, src *text.GoTextFaceSource, size, width float64) string {
	if ui.TextWidth(s, src, size) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 {
		r = r[:len(r)-1]
		t := strings.TrimRight(string(r), " ") + "…"
		if ui.TextWidth(t, src, size) <= width {
			return t
		}
	}
	return ""
}

// wrap breaks s into lines no wider than width; "\n" breaks a line, and
// a word too long for a line (a path) is broken where it must.
func wrap(s string, src *text.GoTextFaceSource, size, width float64) []string {
	lines := textwrap.Lines(s, textwrap.Options{Width: width, Measure: ui.Measure(src, size), Cut: textwrap.Long})
	for i, l := range lines {
		lines[i] = fit(l, src, size, width)
	}
	return lines
}

// mix blends a towards b by t (0…1).
func mix(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}
