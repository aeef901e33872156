package menu

import "github.com/krygothic/krygothic/game/ui/widget"

// Type sizes, in design units.
const (
	sizeTitle   = 64
	sizeHeading = 28
	sizeBody    = widget.SizeBody
	sizeSmall   = widget.SizeSmall
	sizeTiny    = 13
)

// Spacing, in design units.
const (
	margin   = 64.0       // screen edge to content
	pad      = widget.Pad // panel edge to its text
	gap      = 10.0       // between widgets
	buttonH  = 46.0
	rowH     = 56.0 // a list row of a title and a line
	maxWidth = 1440 // content wider than this is centred
)

// body is the part of area pages draw in: centred, at most maxWidth
// wide, inside the margins.
func body(area widget.Rect) widget.Rect {
	w := min(area.W, maxWidth)
	return widget.Rect{X: area.X + (area.W-w)/2 + margin, Y: area.Y + 40, W: w - 2*margin, H: area.H - 40 - 28}
}

// stage is area cut to the design height and centred in it, for pages
// whose content does not grow with the screen.
func stage(area widget.Rect) widget.Rect {
	h := min(area.H, designH)
	return widget.Rect{X: area.X, Y: area.Y + (area.H-h)/2, W: area.W, H: h}
}

// style is what the menu draws with: the env's palette and fonts.
func (m *Menu) style() widget.Style { return widget.Style{Pal: m.env.Palette, Fonts: m.env.Fonts} }
