package uitest

import "github.com/krygothic/krygothic/game/ui"

// Sizes are the window sizes the layout tests draw at, small to large.
var Sizes = [][2]int{{1024, 640}, {1280, 720}, {1600, 1000}, {2560, 1440}}

// Scales are the UI scales the layout tests try (ui.Scale).
var Scales = []float64{0.75, 1, 1.5, 2}

// Fits reports whether a w×h window is large enough for UI scale s: at
// least the smallest size, 1024×640, in layout units.
func Fits(w, h int, s float64) bool {
	return float64(w) >= 1024*s && float64(h) >= 640*s
}

// AtScales runs f at each UI scale and each size large enough for it,
// with ui.Scale set to the scale, and puts ui.Scale back after.
func AtScales(f func(w, h int, s float64)) {
	was := ui.Scale
	defer func() { ui.Scale = was }()
	for _, s := range Scales {
		for _, size := range Sizes {
			if Fits(size[0], size[1], s) {
				ui.Scale = s
				f(size[0], size[1], s)
			}
		}
	}
}
