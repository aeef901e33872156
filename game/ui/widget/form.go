package widget

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Item is a widget in a Form.
type Item interface {
	// Area is where the widget is, as last laid out.
	Area() Rect
	// Key gives the widget the frame's keys while it has the focus; it
	// returns true when it used up or down itself (a list moving its
	// selection), so the focus stays.
	Key(in *Input) bool
	// Press is a click at (x, y), inside the widget's area.
	Press(x, y float64)
	// Draw draws the widget, marked when it has the focus.
	Draw(dst *ebiten.Image, s Style, focused bool)
}

// Dragger is an Item that follows the pointer while the button is held
// after a press on it (a slider's knob).
type Dragger interface{ Drag(x, y float64) }

// Scroller is an Item the mouse wheel scrolls while the cursor is on it.
type Scroller interface{ Scroll(lines int) }

// Form is the widgets of a page in focus order: up and down (or Tab)
// move the focus, round from the last to the first; the cursor moving
// onto a widget focuses it, and a click presses it.
type Form struct {
	Items []Item
	Focus int // the index in Items of the focused widget

	dragging Item
}

// Set replaces the widgets, keeping the focus index in range.
func (f *Form) Set(items ...Item) {
	f.Items = items
	f.Focus = min(max(f.Focus, 0), max(len(items)-1, 0))
}

// Focused reports whether it has the focus.
func (f *Form) Focused(it Item) bool {
	return f.Focus < len(f.Items) && f.Items[f.Focus] == it
}

// FocusOn moves the focus to it, if it is in the form.
func (f *Form) FocusOn(it Item) {
	for i, x := range f.Items {
		if x == it {
			f.Focus = i
		}
	}
}

// Update hands the frame's input to the widgets: the drag in progress,
// the cursor's focus, the wheel, a click, then the focused widget's keys
// and the moves between widgets.
func (f *Form) Update(in *Input) {
	if len(f.Items) == 0 {
		return
	}
	if !in.Holding {
		f.dragging = nil
	}
	if d, ok := f.dragging.(Dragger); ok && in.Holding {
		d.Drag(in.X, in.Y)
	}
	if in.Moved && !in.Holding {
		for i, it := range f.Items {
			if it.Area().Contains(in.X, in.Y) {
				f.Focus = i
			}
		}
	}
	if in.Wheel != 0 {
		for _, it := range f.Items {
			if s, ok := it.(Scroller); ok && it.Area().Contains(in.X, in.Y) {
				s.Scroll(-int(math.Copysign(math.Ceil(math.Abs(in.Wheel)), in.Wheel)))
			}
		}
	}
	if in.Click {
		for i, it := range f.Items {
			if it.Area().Contains(in.CX, in.CY) {
				f.Focus = i
				f.dragging = it
				it.Press(in.CX, in.CY)
				return
			}
		}
	}
	if f.Items[f.Focus].Key(in) {
		return
	}
	switch {
	case in.Up || in.BackTab:
		f.Focus = (f.Focus + len(f.Items) - 1) % len(f.Items)
	case in.Down || in.Tab:
		f.Focus = (f.Focus + 1) % len(f.Items)
	}
}

// Draw draws every widget.
func (f *Form) Draw(dst *ebiten.Image, s Style) {
	for i, it := range f.Items {
		it.Draw(dst, s, i == f.Focus)
	}
}
