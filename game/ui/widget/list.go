package widget

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
)

// Row is one line of a List.
type Row struct {
	Title, Detail string // the detail, if any, goes on a second line
	Note          string // at the right end of the title line
	Warn          bool   // the detail is a problem
	Disabled      bool   // shown, but cannot be chosen
}

// List is a scrolling list of rows with one selected. Up and down move
// the selection (and past either end, the focus); Declare, or a click on
// the selected row, chooses it. The wheel scrolls it.
type List struct {
	Rect     Rect
	Rows     []Row
	Sel      int     // the selected row
	Top      int     // the first row shown
	RowH     float64 // the height of a row
	Empty    string  // shown when there are no rows
	OnSelect func(i int)
	OnChoose func(i int) // not called for a disabled row

	unshown bool // the selection moved before the list had a size
}

// Area is where the list is.
func (l *List) Area() Rect { return l.Rect }

// visible is how many rows fit.
func (l *List) visible() int { return max(int((l.Rect.H-2)/l.RowH), 1) }

// show scrolls so the selection is in view.
func (l *List) show() {
	if l.Rect.H <= 0 {
		l.unshown = true // not laid out yet: show it when it is
		return
	}
	l.unshown = false
	n := l.visible()
	l.Top = min(l.Top, l.Sel)
	if l.Sel >= l.Top+n {
		l.Top = l.Sel - n + 1
	}
	l.Top = max(min(l.Top, len(l.Rows)-n), 0)
}

// Choose selects row i (kept in range), scrolls it into view and calls
// OnSelect.
func (l *List) Choose(i int) {
	l.Sel = min(max(i, 0), max(len(l.Rows)-1, 0))
	l.show()
	if l.OnSelect != nil && len(l.Rows) > 0 {
		l.OnSelect(l.Sel)
	}
}

// Key moves the selection on up and down, and chooses the selected row on
// Declare or Enter.
func (l *List) Key(in *Input) bool {
	if l.unshown {
		l.show()
	}
	switch {
	case in.Up && l.Sel > 0:
		l.Choose(l.Sel - 1)
		return true
	case in.Down && l.Sel < len(l.Rows)-1:
		l.Choose(l.Sel + 1)
		return true
	case in.Activate:
		l.activate()
	}
	return false
}

// activate chooses the selected row, unless it is disabled.
func (l *List) activate() {
	if l.Sel < len(l.Rows) && !l.Rows[l.Sel].Disabled && l.OnChoose != nil {
		l.OnChoose(l.Sel)
	}
}

// Press selects the row clicked, or chooses it when it was selected.
func (l *List) Press(_, y float64) {
	i := l.Top + int((y-l.Rect.Y-1)/l.RowH)
	if i < 0 || i >= len(l.Rows) || i >= l.Top+l.visible() {
		return
	}
	if i == l.Sel {
		l.activate()
		return
	}
	l.Choose(i)
}

// Scroll moves the rows shown by lines, within the list.
func (l *List) Scroll(lines int) {
	l.Top = max(min(l.Top+lines, len(l.Rows)-l.visible()), 0)
}

// Draw draws the rows that fit, the selected one lit, and a scroll bar
// when some do not fit; or the Empty text.
func (l *List) Draw(dst *ebiten.Image, s Style, focused bool) {
	if l.unshown {
		l.show()
	}
	l.Top = max(min(l.Top, len(l.Rows)-l.visible()), 0) // the list may have grown
	s.Panel(dst, l.Rect)
	if focused {
		Frame(dst, l.Rect, 2, s.Pal.Accent)
	}
	if len(l.Rows) == 0 {
		s.Para(dst, s.Fonts.Regular, SizeBody, s.Pal.Dim, l.Rect.X+Pad, l.Rect.Y+Pad, l.Rect.W-2*Pad, l.Empty, 0)
		return
	}
	n := l.visible()
	for i := l.Top; i < len(l.Rows) && i < l.Top+n; i++ {
		rw := l.Rows[i]
		y := l.Rect.Y + 1 + float64(i-l.Top)*l.RowH
		cell := Rect{l.Rect.X + 1, y, l.Rect.W - 2, l.RowH}
		if i == l.Sel {
			Fill(dst, cell, s.Pal.PanelLight)
			if focused {
				s.AccentBar(dst, cell, s.Pal.Accent)
			}
		} else if i > l.Top {
			Fill(dst, Rect{cell.X + Pad, y, cell.W - 2*Pad, 1}, Mix(s.Pal.Panel, s.Pal.Rule, 0.6))
		}
		ink, sub := s.Pal.Ink, s.Pal.Dim
		if rw.Disabled {
			ink = s.Pal.Dim
		}
		if rw.Warn {
			sub = s.Pal.Warning
			if rw.Detail == "" {
				ink = s.Pal.Warning
			}
		}
		w := cell.W - 2*Pad - 12
		if rw.Note != "" {
			nw := ui.TextWidth(rw.Note, s.Fonts.Regular, SizeSmall)
			ny := y + 10
			if rw.Detail == "" {
				ny = y + (l.RowH-LineHeight(SizeSmall))/2
			}
			s.WriteRight(dst, s.Fonts.Regular, SizeSmall, s.Pal.Dim, cell.Right()-Pad-12, ny, rw.Note)
			w -= nw + 12
		}
		if rw.Detail == "" {
			s.WriteIn(dst, s.Fonts.Bold, SizeBody, ink, Rect{cell.X + Pad, y, w, l.RowH}, rw.Title)
			continue
		}
		s.WriteIn(dst, s.Fonts.Bold, SizeBody, ink, Rect{cell.X + Pad, y + 6, w, LineHeight(SizeBody)}, rw.Title)
		s.WriteIn(dst, s.Fonts.Regular, SizeSmall, sub, Rect{cell.X + Pad, y + 8 + LineHeight(SizeBody), cell.W - 2*Pad - 12, LineHeight(SizeSmall)}, rw.Detail)
	}
	if len(l.Rows) > n { // a scroll bar
		track := Rect{l.Rect.Right() - 8, l.Rect.Y + 4, 4, l.Rect.H - 8}
		Fill(dst, track, Mix(s.Pal.Panel, s.Pal.Rule, 0.5))
		h := track.H * float64(n) / float64(len(l.Rows))
		y := track.Y + (track.H-h)*float64(l.Top)/float64(len(l.Rows)-n)
		Fill(dst, Rect{track.X, y, track.W, h}, s.Pal.Dim)
	}
}
