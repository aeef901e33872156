package widget

import "github.com/hajimehoshi/ebiten/v2"

// Toggle is an on/off switch under its label (or, Inline, before it on
// one row): Declare, left, right or a click flips it.
type Toggle struct {
	Rect     Rect
	Label    string
	Value    *bool  // what it switches
	OnChange func() // called after it flips
	Inline   bool   // the switch and its state first, the label after them, in a row 28 px high or more
}

// Area is where the toggle is.
func (tg *Toggle) Area() Rect { return tg.Rect }

func (tg *Toggle) flip() {
	*tg.Value = !*tg.Value
	if tg.OnChange != nil {
		tg.OnChange()
	}
}

// Key flips the switch on Declare, Enter, left or right.
func (tg *Toggle) Key(in *Input) bool {
	if in.Activate || in.Left || in.Right {
		tg.flip()
	}
	return false
}

// Press flips the switch.
func (tg *Toggle) Press(float64, float64) { tg.flip() }

// Draw draws the label, the switch and its state in words.
func (tg *Toggle) Draw(dst *ebiten.Image, s Style, focused bool) {
	sw := Rect{tg.Rect.X, tg.Rect.Y + tg.Rect.H - 32, 64, 28}
	if tg.Inline {
		sw.Y = tg.Rect.Y + (tg.Rect.H-sw.H)/2
		s.label(dst, SizeBody, sw.Right()+60, sw.Y+2, tg.Label, focused)
	} else {
		s.label(dst, SizeBody, tg.Rect.X, tg.Rect.Y, tg.Label, focused)
	}
	on := *tg.Value
	bg := s.Pal.PanelLight
	if on {
		bg = Mix(s.Pal.Panel, s.Pal.Good, 0.55)
	}
	Fill(dst, sw, bg)
	Frame(dst, sw, 1, s.Pal.Rule)
	knob := Rect{sw.X + 3, sw.Y + 3, 26, 22}
	if on {
		knob.X = sw.Right() - 29
	}
	kc := s.Pal.Dim
	if focused {
		kc = s.Pal.Accent
	}
	Fill(dst, knob, kc)
	state := "Off"
	if on {
		state = "On"
	}
	s.WriteIn(dst, s.Fonts.Bold, SizeBody, s.Pal.Ink, Rect{sw.Right() + 12, sw.Y, 60, sw.H}, state)
}
