package widget

import "github.com/hajimehoshi/ebiten/v2"

// Button is a push button. A disabled button can still take the focus;
// pressing it does nothing (its page says why it is disabled).
type Button struct {
	Rect     Rect
	Label    string
	Disabled bool
	Primary  bool   // the page's main action, drawn in the accent colour
	OnPress  func() // what pressing it does; nil for nothing
}

// Area is where the button is.
func (b *Button) Area() Rect { return b.Rect }

// Key presses the button on Declare or Enter.
func (b *Button) Key(in *Input) bool {
	if in.Activate {
		b.Press(0, 0)
	}
	return false
}

// Press presses the button, unless it is disabled.
func (b *Button) Press(_, _ float64) {
	if !b.Disabled && b.OnPress != nil {
		b.OnPress()
	}
}

// Draw draws the button: lighter with an accent edge and bar when
// focused, its label dim when disabled.
func (b *Button) Draw(dst *ebiten.Image, s Style, focused bool) {
	bg, edge, ink := s.Pal.Panel, s.Pal.Rule, s.Pal.Ink
	if b.Primary && !b.Disabled {
		bg = Mix(s.Pal.Panel, s.Pal.Accent, 0.35)
	}
	if focused {
		bg = s.Pal.PanelLight
		if b.Primary && !b.Disabled {
			bg = Mix(s.Pal.Panel, s.Pal.Accent, 0.55)
		}
		edge = s.Pal.Accent
	}
	if b.Disabled {
		ink = s.Pal.Dim
	}
	Fill(dst, b.Rect, bg)
	Frame(dst, b.Rect, 1, edge)
	if focused {
		s.AccentBar(dst, b.Rect, s.Pal.Accent)
	}
	s.WriteIn(dst, s.Fonts.Bold, SizeButton, ink, Rect{b.Rect.X + 20, b.Rect.Y, b.Rect.W - 40, b.Rect.H}, b.Label)
}
