package battle

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
)

// Scrolling the event log: the mouse wheel (or the zoom keys) over the
// log panel scrolls it instead of zooming the map, and the scrollbar at
// its right edge shows where the lines in view stand among all kept, and
// can be clicked or dragged. Scrolled back, the view holds still while new
// lines arrive, and a note at its foot counts the newer lines below.

// logStep is the height of one log line, in pixels.
const logStep = 15.5

// wheelLines is how many lines a notch of the wheel scrolls.
const wheelLines = 3

// scrollbarW is the scrollbar's width, in pixels; the strip of the log
// that width from its right edge is the scrollbar's.
const scrollbarW = 8.0

// logView is where the log was last drawn and how many lines fit: what
// the input reads to scroll it.
type logView struct {
	x, y, w, h float64
	visible    int  // lines that fit
	dragging   bool // the scrollbar's thumb is being dragged
}

// maxScroll is the furthest back the log scrolls: its oldest line at the
// top of the view.
func (l *eventLog) maxScroll() int { return max(0, len(l.lines)-l.view.visible) }

// scrollBy scrolls the log back (n > 0, to older lines) or forward, kept
// between the newest lines and the oldest.
func (l *eventLog) scrollBy(n int) { l.scroll = min(max(l.scroll+n, 0), l.maxScroll()) }

// window is the part of the lines in view: lines[from:to].
func (l *eventLog) window() (from, to int) {
	l.scroll = min(max(l.scroll, 0), l.maxScroll())
	to = len(l.lines) - l.scroll
	return max(0, to-l.view.visible), to
}

// over reports whether screen point (x, y) is on the log.
func (l *eventLog) over(x, y float64) bool {
	v := l.view
	return x >= v.x && x < v.x+v.w && y >= v.y && y < v.y+v.h
}

// onBar reports whether screen point (x, y) is on the scrollbar.
func (l *eventLog) onBar(x, y float64) bool {
	return l.over(x, y) && x >= l.view.x+l.view.w-scrollbarW-4
}

// scrollTo scrolls so the thumb centres on screen height y.
func (l *eventLog) scrollTo(y float64) {
	v := l.view
	if len(l.lines) == 0 || v.h <= 0 {
		return
	}
	// The line at the top of the view, from where y falls on the track.
	top := int((y-v.y)/v.h*float64(len(l.lines))) - v.visible/2
	l.scroll = 0
	l.scrollBy(len(l.lines) - v.visible - top)
}

// scrollLog reads the wheel and the scrollbar: over the log, the zoom
// actions scroll it (the map zooms only under the cursor, so the wheel
// never does both), and a click or drag on the bar moves there.
func (b *Battle) scrollLog(c *controls.Controls) {
	l := &b.log
	x, y := ui.Cursor(c)
	if l.over(x, y) {
		if c.Pressed(controls.ZoomIn) {
			l.scrollBy(wheelLines)
		}
		if c.Pressed(controls.ZoomOut) {
			l.scrollBy(-wheelLines)
		}
	}
	if c.Pressed(controls.Select) {
		if sx, sy := ui.Where(c, controls.Select); l.onBar(sx, sy) {
			l.view.dragging = true
		}
	}
	l.view.dragging = l.view.dragging && c.Held(controls.Select)
	if l.view.dragging {
		l.scrollTo(y)
	}
}

// drawScrollbar draws the log's scrollbar, and when the log is scrolled
// back, how many newer lines are below.
func (b *Battle) drawScrollbar(dst *ebiten.Image) {
	l, pal, f := &b.log, b.env.Palette, b.env.Fonts
	v := l.view
	n := len(l.lines)
	if n <= v.visible || v.h <= 0 {
		return // everything shows
	}
	from, to := l.window()
	bx := float32(v.x + v.w - scrollbarW)
	ui.Vector.FillRect(dst, bx, float32(v.y), scrollbarW, float32(v.h), pal.PanelLight, false)
	top, height := v.h*float64(from)/float64(n), max(v.h*float64(to-from)/float64(n), 12)
	thumb := pal.Dim
	if l.view.dragging {
		thumb = pal.Ink
	}
	ui.Vector.FillRect(dst, bx+2, float32(min(v.y+top, v.y+v.h-height)), scrollbarW-4, float32(height), thumb, false)
	if l.scroll > 0 {
		note := fmt.Sprintf("%d newer lines below · wheel down", l.scroll)
		w := ui.TextWidth(note, f.Regular, 12)
		nx, ny := v.x+v.w-scrollbarW-12-w, v.y+v.h-18
		ui.Vector.FillRect(dst, float32(nx-6), float32(ny-2), float32(w+12), 18, pal.Rule, false)
		ui.Write(dst, f.Regular, 12, pal.Ink, nx, ny, note)
	}
}

// LogScroll is how many lines back from the newest the event log's view
// stands, and how many lines it keeps (for tests).
func (b *Battle) LogScroll() (back, lines int) { return b.log.scroll, len(b.log.lines) }
