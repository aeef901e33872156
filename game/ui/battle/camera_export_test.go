package battle

import "testing"

// SetWindowFocused makes the window focused or not for the rest of test t
// (edge scrolling reads it).
func SetWindowFocused(t testing.TB, focused bool) {
	old := windowFocused
	windowFocused = func() bool { return focused }
	t.Cleanup(func() { windowFocused = old })
}

// MinimapRect is where the minimap stands, in layout units.
func (b *Battle) MinimapRect() (x, y, w, h float64) { return b.minimapRect() }

// LegendTop is the top of the colour key along the map's foot.
func (b *Battle) LegendTop() float64 { return b.legendTop() }
