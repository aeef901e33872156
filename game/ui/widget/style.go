package widget

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/krygothic/krygothic/game/internal/textwrap"
	"github.com/krygothic/krygothic/game/ui"
)

// Type sizes the widgets draw with, in layout units.
const (
	SizeButton = 21 // a button's label
	SizeBody   = 18 // labels, list rows' titles, values
	SizeSmall  = 15 // list rows' details and notes, a chooser's option, typed text, the status line
)

// Pad is the space between a panel's edge and its text, in layout units.
const Pad = 16.0

// Style is what widgets draw with: the palette and the fonts. Its methods
// draw text and panels the way the widgets do, for the pages around them.
type Style struct {
	Pal   *ui.Palette
	Fonts *ui.Fonts
}

// Write draws str with its top-left corner at x, y.
func (s Style) Write(dst *ebiten.Image, src *text.GoTextFaceSource, size float64, c color.Color, x, y float64, str string) {
	ui.Write(dst, src, size, c, x, y, str)
}

// WriteRight draws str ending at x.
func (s Style) WriteRight(dst *ebiten.Image, src *text.GoTextFaceSource, size float64, c color.Color, x, y float64, str string) {
	ui.Write(dst, src, size, c, x-ui.TextWidth(str, src, size), y, str)
}

// WriteIn draws str on one line centred vertically in r, from r.X, cut
// with an ellipsis to fit (Fit).
func (s Style) WriteIn(dst *ebiten.Image, src *text.GoTextFaceSource, size float64, c color.Color, r Rect, str string) {
	str = Fit(str, src, size, r.W)
	ui.Write(dst, src, size, c, r.X, r.Y+(r.H-LineHeight(size))/2, str)
}

// WriteCentred draws str centred in r, cut with an ellipsis to fit.
func (s Style) WriteCentred(dst *ebiten.Image, src *text.GoTextFaceSource, size float64, c color.Color, r Rect, str string) {
	str = Fit(str, src, size, r.W)
	w := ui.TextWidth(str, src, size)
	ui.Write(dst, src, size, c, r.X+(r.W-w)/2, r.Y+(r.H-LineHeight(size))/2, str)
}

// Para draws str wrapped to width (Wrap) from x, y, lines 1.35 × size
// apart, and returns the y below it. At most maxLines lines are drawn (0:
// all); the last one ends in an ellipsis when text was left out.
func (s Style) Para(dst *ebiten.Image, src *text.GoTextFaceSource, size float64, c color.Color, x, y, width float64, str string, maxLines int) float64 {
	return s.WriteLines(dst, src, size, c, x, y, ParaLines(str, src, size, width, maxLines))
}

// ParaLines are the lines Para writes: str wrapped to width, at most
// maxLines of them (0: any number), the last ending "…" when cut short.
func ParaLines(str string, src *text.GoTextFaceSource, size, width float64, maxLines int) []string {
	lines := Wrap(str, src, size, width)
	if maxLines > 0 && len(lines) > maxLines {
		lines = lines[:maxLines]
		lines[maxLines-1] = Fit(lines[maxLines-1]+" …", src, size, width)
	}
	return lines
}

// WriteLines writes lines one under the other from (x, y), as Para
// spaces them, and returns the y below the last.
func (s Style) WriteLines(dst *ebiten.Image, src *text.GoTextFaceSource, size float64, c color.Color, x, y float64, lines []string) float64 {
	for _, l := range lines {
		ui.Write(dst, src, size, c, x, y, l)
		y += size * 1.35
	}
	return y
}

// Panel draws a panel over r: a fill and a one-pixel rule round it.
func (s Style) Panel(dst *ebiten.Image, r Rect) {
	Fill(dst, r, s.Pal.Panel)
	Frame(dst, r, 1, s.Pal.Rule)
}

// AccentBar draws a stripe of colour c down r's left edge, 4 units wide:
// what marks the focused widget, or a message's kind.
func (s Style) AccentBar(dst *ebiten.Image, r Rect, c color.Color) {
	Fill(dst, Rect{r.X, r.Y, 4, r.H}, c)
}

// label draws a widget's label at x, y in bold: in the accent colour
// while the widget has the focus.
func (s Style) label(dst *ebiten.Image, size, x, y float64, str string, focused bool) {
	ink := s.Pal.Ink
	if focused {
		ink = s.Pal.Accent
	}
	ui.Write(dst, s.Fonts.Bold, size, ink, x, y, str)
}

// edge is the colour of a box's outline: the accent while its widget has
// the focus.
func (s Style) edge(focused bool) color.RGBA {
	if focused {
		return s.Pal.Accent
	}
	return s.Pal.Rule
}

// stepBox draws one of the small square buttons at the ends of a slider
// or a chooser, with sign centred in it.
func (s Style) stepBox(dst *ebiten.Image, r Rect, sign string, ink color.Color) {
	Fill(dst, r, s.Pal.PanelLight)
	Frame(dst, r, 1, s.Pal.Rule)
	s.WriteCentred(dst, s.Fonts.Bold, SizeBody, ink, r, sign)
}

// Fill fills r with c.
func Fill(dst *ebiten.Image, r Rect, c color.Color) {
	ui.FillRect(dst, r.X, r.Y, r.W, r.H, c)
}

// Frame draws a line width thick round the inside of r's edge.
func Frame(dst *ebiten.Image, r Rect, width float64, c color.Color) {
	ui.StrokeRect(dst, r.X+width/2, r.Y+width/2, r.W-width, r.H-width, width, c)
}

// LineHeight is the height of one line of text at size, as ui.Write draws
// it (ascent and descent).
func LineHeight(size float64) float64 { return size * 1.2 }

// Fit cuts str with an ellipsis, and any spaces before it, to fit width
// in the given font; "" when not even the ellipsis fits.
func Fit(str string, src *text.GoTextFaceSource, size, width float64) string {
	if ui.TextWidth(str, src, size) <= width {
		return str
	}
	r := []rune(str)
	for len(r) > 0 {
		r = r[:len(r)-1]
		t := strings.TrimRight(string(r), " ") + "…"
		if ui.TextWidth(t, src, size) <= width {
			return t
		}
	}
	return ""
}

// Wrap breaks str into lines no wider than width in the given font
// (game/internal/textwrap): "\n" breaks a line, a word too long for a
// line (a path) is cut where it must, and a line that still does not fit
// (narrower than a letter) is cut with an ellipsis.
func Wrap(str string, src *text.GoTextFaceSource, size, width float64) []string {
	lines := textwrap.Lines(str, textwrap.Options{Width: width, Measure: ui.Measure(src, size), Cut: textwrap.Long})
	for i, l := range lines {
		lines[i] = Fit(l, src, size, width)
	}
	return lines
}

// Mix blends a towards b by t (0: a, 1: b).
func Mix(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}
