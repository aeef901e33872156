package widget

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
)

// Status is the line at the foot of a page: what just happened, or what
// went wrong. The zero value shows nothing.
type Status struct {
	Text string
	Bad  bool // a problem (drawn in the warning colour), not news
}

// Info sets the status to news, formatted as by fmt.Sprintf.
func (st *Status) Info(format string, args ...any) {
	*st = Status{Text: fmt.Sprintf(format, args...)}
}

// Warn sets the status to a problem, formatted as by fmt.Sprintf.
func (st *Status) Warn(format string, args ...any) {
	*st = Status{Text: fmt.Sprintf(format, args...), Bad: true}
}

// Draw draws the status, when there is one, in a panel along the bottom
// of r: at most three lines, as tall as they need.
func (st *Status) Draw(dst *ebiten.Image, s Style, r Rect) {
	if st.Text == "" {
		return
	}
	c := s.Pal.Good
	if st.Bad {
		c = s.Pal.Warning
	}
	lines := ParaLines(st.Text, s.Fonts.Regular, SizeSmall, r.W-2*Pad-8, 3)
	h := float64(len(lines))*SizeSmall*1.35 + 2*10
	box := Rect{r.X, r.Bottom() - h, r.W, h}
	Fill(dst, box, s.Pal.Panel)
	s.AccentBar(dst, box, c)
	s.WriteLines(dst, s.Fonts.Regular, SizeSmall, c, box.X+Pad+4, box.Y+10, lines)
}
