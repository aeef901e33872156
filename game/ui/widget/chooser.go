package widget

import "github.com/hajimehoshi/ebiten/v2"

// Chooser picks one of a few options: left and right (or its arrows)
// step through them, round from the last to the first; Declare steps
// forward.
type Chooser struct {
	Rect     Rect
	Label    string
	Options  []string
	Idx      int    // the option chosen
	OnChange func() // called after the choice changes
}

// Area is where the chooser is.
func (c *Chooser) Area() Rect { return c.Rect }

// Step moves the choice d options on (back when d < 0), round the ends.
// With fewer than two options it does nothing.
func (c *Chooser) Step(d int) {
	if len(c.Options) < 2 {
		return
	}
	c.Idx = (c.Idx + d + len(c.Options)) % len(c.Options)
	if c.OnChange != nil {
		c.OnChange()
	}
}

// Key steps back on left, forward on right, Declare or Enter.
func (c *Chooser) Key(in *Input) bool {
	switch {
	case in.Left:
		c.Step(-1)
	case in.Right, in.Activate:
		c.Step(1)
	}
	return false
}

// Arrows are where the back and forward arrows are.
func (c *Chooser) Arrows() (left, right Rect) {
	y := c.Rect.Y + c.Rect.H - 34
	return Rect{c.Rect.X, y, 30, 30}, Rect{c.Rect.Right() - 30, y, 30, 30}
}

// Press steps back on the left arrow, forward anywhere else.
func (c *Chooser) Press(x, y float64) {
	if l, _ := c.Arrows(); l.Contains(x, y) {
		c.Step(-1)
		return
	}
	c.Step(1)
}

// Draw draws the label, cut to the chooser's width so it never runs
// into its neighbour's, the arrows and the option chosen between them.
func (c *Chooser) Draw(dst *ebiten.Image, s Style, focused bool) {
	s.label(dst, SizeSmall, c.Rect.X, c.Rect.Y, Fit(c.Label, s.Fonts.Bold, SizeSmall, c.Rect.W), focused)
	l, r := c.Arrows()
	arrowInk := s.Pal.Ink
	if len(c.Options) < 2 {
		arrowInk = Mix(s.Pal.Dim, s.Pal.Panel, 0.5)
	}
	s.stepBox(dst, l, "<", arrowInk)
	s.stepBox(dst, r, ">", arrowInk)
	mid := Rect{l.Right() + 6, l.Y, r.X - l.Right() - 12, l.H}
	Fill(dst, mid, s.Pal.Panel)
	Frame(dst, mid, 1, s.edge(focused))
	label := "—"
	if c.Idx < len(c.Options) {
		label = c.Options[c.Idx]
	}
	s.WriteCentred(dst, s.Fonts.Regular, SizeSmall, s.Pal.Ink, mid.Inset(4), label)
}
