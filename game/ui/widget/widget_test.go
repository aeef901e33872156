package widget_test

import (
	"image"
	"testing"

	"github.com/krygothic/krygothic/game/ui/widget"
)

func TestRect(t *testing.T) {
	r := widget.Rect{X: 10, Y: 20, W: 30, H: 40}
	for _, tc := range []struct {
		x, y float64
		in   bool
	}{{10, 20, true}, {39.9, 59.9, true}, {40, 30, false}, {20, 60, false}, {9.9, 30, false}} {
		if got := r.Contains(tc.x, tc.y); got != tc.in {
			t.Errorf("Contains(%v, %v) = %v", tc.x, tc.y, got)
		}
	}
	if r.Right() != 40 || r.Bottom() != 60 {
		t.Errorf("right %v, bottom %v", r.Right(), r.Bottom())
	}
	if got := r.Inset(5); got != (widget.Rect{X: 15, Y: 25, W: 20, H: 30}) {
		t.Errorf("Inset: %+v", got)
	}
	if got := (widget.Rect{X: 1.5, Y: 2.5, W: 10, H: 10}).Image(); got != image.Rect(1, 2, 11, 12) {
		t.Errorf("Image: %v", got)
	}
}

// The form moves the focus with up and down (round the ends), a moving
// cursor and a click; a list keeps up and down while it can move its
// selection.
func TestFormFocus(t *testing.T) {
	var pressed []string
	a := &widget.Button{Rect: widget.Rect{Y: 0, W: 100, H: 40}, Label: "a", OnPress: func() { pressed = append(pressed, "a") }}
	l := &widget.List{Rect: widget.Rect{Y: 50, W: 100, H: 62}, RowH: 20, Rows: []widget.Row{{Title: "x"}, {Title: "y"}, {Title: "z", Disabled: true}}}
	b := &widget.Button{Rect: widget.Rect{Y: 120, W: 100, H: 40}, Label: "b", Disabled: true, OnPress: func() { pressed = append(pressed, "b") }}
	var f widget.Form
	f.Set(a, l, b)
	steps := []struct {
		in    widget.Input
		focus int
		sel   int
	}{
		{widget.Input{Down: true}, 1, 0},
		{widget.Input{Down: true}, 1, 1}, // the list moves its selection
		{widget.Input{Down: true}, 1, 2},
		{widget.Input{Down: true}, 2, 2}, // past its end: the focus moves on
		{widget.Input{Tab: true}, 0, 2},  // round to the first
		{widget.Input{Up: true}, 2, 2},
		{widget.Input{Moved: true, X: 50, Y: 10}, 0, 2},
		{widget.Input{Click: true, CX: 50, CY: 75}, 1, 1}, // a click on a row selects it
	}
	for i, s := range steps {
		f.Update(&s.in)
		if f.Focus != s.focus || l.Sel != s.sel {
			t.Fatalf("step %d: focus %d, selection %d; want %d, %d", i, f.Focus, l.Sel, s.focus, s.sel)
		}
	}
	f.Update(&widget.Input{Activate: true}) // the focused list: no OnChoose, nothing happens
	f.FocusOn(b)
	f.Update(&widget.Input{Activate: true})
	f.Update(&widget.Input{Click: true, CX: 50, CY: 20})
	if len(pressed) != 1 || pressed[0] != "a" || !f.Focused(a) {
		t.Errorf("pressed %v, focus %d", pressed, f.Focus)
	}
	f.Set(a) // fewer widgets: the focus stays in range
	if f.Focus != 0 {
		t.Errorf("focus %d after Set", f.Focus)
	}
}

func TestList(t *testing.T) {
	var chosen []int
	rows := make([]widget.Row, 10)
	rows[4].Disabled = true
	l := &widget.List{Rect: widget.Rect{W: 100, H: 62}, RowH: 20, Rows: rows, OnChoose: func(i int) { chosen = append(chosen, i) }}
	l.Choose(7) // three rows fit: 7 is brought into view
	if l.Sel != 7 || l.Top != 5 {
		t.Errorf("sel %d, top %d", l.Sel, l.Top)
	}
	l.Scroll(10)
	if l.Top != 7 {
		t.Errorf("scrolled past the end: top %d", l.Top)
	}
	l.Scroll(-100)
	if l.Top != 0 {
		t.Errorf("scrolled before the start: top %d", l.Top)
	}
	l.Press(50, 1+2*20+5) // the third row shown: selected
	l.Press(50, 1+2*20+5) // again: chosen
	l.Choose(4)
	l.Key(&widget.Input{Activate: true}) // disabled: not chosen
	l.Choose(99)
	if len(chosen) != 1 || chosen[0] != 2 || l.Sel != 9 {
		t.Errorf("chosen %v, sel %d", chosen, l.Sel)
	}
	// A list chosen before it is laid out scrolls when it is.
	late := &widget.List{RowH: 20, Rows: rows}
	late.Choose(8)
	late.Rect = widget.Rect{W: 100, H: 62}
	late.Key(&widget.Input{})
	if late.Top != 6 {
		t.Errorf("late layout: top %d", late.Top)
	}
}

func TestSliderToggleChooser(t *testing.T) {
	v, changes := 0.5, 0
	sl := &widget.Slider{Rect: widget.Rect{W: 200, H: 56}, Value: &v, Min: 0.1, Max: 1, Step: 0.1, OnChange: func() { changes++ }}
	sl.Key(&widget.Input{Right: true})
	sl.Key(&widget.Input{Right: true})
	if v != 0.7 {
		t.Errorf("two steps up: %v (no 0.7000000000000001)", v)
	}
	for range 20 {
		sl.Key(&widget.Input{Left: true})
	}
	if v != 0.1 || changes != 8 {
		t.Errorf("stepped below the minimum: %v, %d changes", v, changes)
	}
	sl.Press(199, 40) // the + end
	sl.Drag(1000, 0)  // past the track's end
	if v != 1 {
		t.Errorf("after + and a drag to the end: %v", v)
	}

	on := false
	tg := &widget.Toggle{Value: &on}
	tg.Key(&widget.Input{Left: true})
	tg.Press(0, 0)
	tg.Key(&widget.Input{Activate: true})
	if !on {
		t.Error("three flips left it off")
	}

	c := &widget.Chooser{Rect: widget.Rect{W: 200, H: 60}, Options: []string{"easy", "normal", "hard"}, Idx: 1}
	c.Key(&widget.Input{Right: true})
	c.Key(&widget.Input{Right: true}) // round to the first
	left, right := c.Arrows()
	c.Press(left.X+1, left.Y+1)
	c.Press(right.X+1, right.Y+1)
	if c.Idx != 0 {
		t.Errorf("idx %d", c.Idx)
	}
	one := &widget.Chooser{Options: []string{"only"}}
	one.Step(1)
	if one.Idx != 0 {
		t.Error("one option stepped")
	}
}

func TestTextField(t *testing.T) {
	edits, submits := 0, 0
	tf := &widget.TextField{Limit: 4, Accept: func(r rune) bool { return r >= '0' && r <= '9' },
		OnEdit: func() { edits++ }, OnSubmit: func() { submits++ }}
	tf.Key(&widget.Input{Chars: []rune("1a2\x073456")})
	if string(tf.Text) != "1234" || edits != 1 {
		t.Errorf("typed %q, %d edits", string(tf.Text), edits)
	}
	tf.Key(&widget.Input{Erase: true, Enter: true})
	if string(tf.Text) != "123" || edits != 2 || submits != 1 {
		t.Errorf("after Backspace and Enter: %q, %d edits, %d submits", string(tf.Text), edits, submits)
	}
	tf.Key(&widget.Input{Erase: true})
	tf.Key(&widget.Input{Erase: true})
	tf.Key(&widget.Input{Erase: true})
	tf.Key(&widget.Input{Erase: true}) // nothing left: no edit
	if len(tf.Text) != 0 || edits != 5 {
		t.Errorf("erased to %q, %d edits", string(tf.Text), edits)
	}
}

func TestStatus(t *testing.T) {
	var st widget.Status
	st.Info("saved to %s", "x")
	if st.Text != "saved to x" || st.Bad {
		t.Errorf("%+v", st)
	}
	st.Warn("not saved: %v", 3)
	if st.Text != "not saved: 3" || !st.Bad {
		t.Errorf("%+v", st)
	}
}
