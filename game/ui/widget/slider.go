package widget

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
)

// Slider sets a number between Min and Max in steps: left and right (or
// the − and + ends) step it, a click or drag on the track sets it. Its
// label is drawn above the track, the value (Format) at the right.
type Slider struct {
	Rect           Rect
	Label          string
	Value          *float64 // the number it sets
	Min, Max, Step float64
	Format         func(float64) string // the value as shown
	OnChange       func()               // called after the value changes
}

// Area is where the slider is.
func (sl *Slider) Area() Rect { return sl.Rect }

// parts: the − button, the track, the + button.
func (sl *Slider) parts() (minus, track, plus Rect) {
	y := sl.Rect.Y + sl.Rect.H - 34
	minus = Rect{sl.Rect.X, y, 30, 30}
	plus = Rect{sl.Rect.Right() - 30, y, 30, 30}
	track = Rect{minus.Right() + 14, y, plus.X - 14 - minus.Right() - 14, 30}
	return
}

// set sets the value, rounded to a step and kept in range.
func (sl *Slider) set(v float64) {
	v = math.Round(v/sl.Step) * sl.Step
	v = math.Round(v*1e6) / 1e6 // no 0.30000000000000004
	v = min(max(v, sl.Min), sl.Max)
	if v != *sl.Value {
		*sl.Value = v
		if sl.OnChange != nil {
			sl.OnChange()
		}
	}
}

// Key steps the value on left and right.
func (sl *Slider) Key(in *Input) bool {
	switch {
	case in.Left:
		sl.set(*sl.Value - sl.Step)
	case in.Right:
		sl.set(*sl.Value + sl.Step)
	}
	return false
}

// Press steps the value on the − and + ends, or sets it on the track.
func (sl *Slider) Press(x, y float64) {
	minus, track, plus := sl.parts()
	switch {
	case minus.Contains(x, y):
		sl.set(*sl.Value - sl.Step)
	case plus.Contains(x, y):
		sl.set(*sl.Value + sl.Step)
	case track.Contains(x, y):
		sl.Drag(x, y)
	}
}

// Drag sets the value where the pointer is along the track.
func (sl *Slider) Drag(x, _ float64) {
	_, track, _ := sl.parts()
	t := min(max((x-track.X)/track.W, 0), 1)
	sl.set(sl.Min + t*(sl.Max-sl.Min))
}

// Draw draws the label, the value, the ends and the track with its knob.
func (sl *Slider) Draw(dst *ebiten.Image, s Style, focused bool) {
	s.label(dst, SizeBody, sl.Rect.X, sl.Rect.Y, sl.Label, focused)
	s.WriteRight(dst, s.Fonts.Mono, SizeBody, s.Pal.Ink, sl.Rect.Right(), sl.Rect.Y, sl.Format(*sl.Value))
	minus, track, plus := sl.parts()
	s.stepBox(dst, minus, "−", s.Pal.Ink)
	s.stepBox(dst, plus, "+", s.Pal.Ink)
	mid := track.Y + track.H/2
	ui.FillRect(dst, track.X, mid-2, track.W, 4, s.Pal.PanelLight)
	t := (min(max(*sl.Value, sl.Min), sl.Max) - sl.Min) / (sl.Max - sl.Min)
	kx := track.X + t*track.W
	ui.FillRect(dst, track.X, mid-2, kx-track.X, 4, Mix(s.Pal.Rule, s.Pal.Accent, 0.6))
	knob := s.Pal.Dim
	if focused {
		knob = s.Pal.Accent
	}
	ui.FillCircle(dst, kx, mid, 9, knob)
}
