package battle

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/scenarios"
)

// The banners keep off the deck and off each other, and the toast off
// the colour key (issue 36, 7): the First battle opens paused at its
// first lesson; with a toast shown, at 1024×640, 1280×800 and
// 2560×1440, the lesson and the paused note stand above the fitted
// deck (above the person's models where the deck opens zoomed in), no banner over another, and the toast above the key.
func TestBannersKeepOffTheDeckAndTheKey(t *testing.T) {
	env := internalEnv(t)
	s, err := scenarios.LoadShipped(ui.TutorialScenario, env.Content)
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(env, ui.MatchSetup{Scenario: s, ScenarioName: ui.TutorialScenario, Seed: 5, Mode: ui.VersusAI, AI: ui.TutorialAI, Tutorial: true})
	if err != nil {
		t.Fatal(err)
	}
	b.flash.set(b.now, "Refused: Sergeant Vance is not in base contact with Renegade Prophet 1, and the toast runs on to wrap", true)
	rect := func(x0, y0, x1, y1 float64) image.Rectangle { return image.Rect(int(x0), int(y0), int(x1), int(y1)) }
	for _, sz := range [][2]int{{1024, 640}, {1280, 800}, {2560, 1440}} {
		img := ebiten.NewImage(sz[0], sz[1])
		b.Draw(img)
		b.Draw(img)
		x0, y0 := b.cam.ToScreen(geom.Vec{})
		x1, y1 := b.cam.ToScreen(geom.Vec{X: float64(b.deck.Deck.W), Y: float64(b.deck.Deck.H)})
		deck := rect(x0, y0, x1, y1)
		if b.cam.Zoom <= openingZoom {
			// Opened zoomed in on a deck too big to fit: the banners
			// keep off the person's models.
			deck = image.Rectangle{}
			for _, u := range b.view().Units() {
				if u.Side == b.setup.Human && u.Present() {
					x, y := b.cam.ToScreen(u.Base.Centre)
					r := u.Base.Radius * b.cam.Zoom
					deck = deck.Union(rect(x-r, y-r, x+r, y+r))
				}
			}
		}
		mx, my, mw, mh := b.layout.mapRect()
		key := rect(mx, b.legendTop(), mx+mw, my+mh)
		ms := b.banners()
		if len(ms) != 3 {
			t.Fatalf("%v: %d banners, want the lesson, the paused note and the toast", sz, len(ms))
		}
		var boxes []image.Rectangle
		for _, m := range ms {
			boxes = append(boxes, rect(m.x, m.y, m.x+m.w, m.y+m.h))
		}
		for i, a := range boxes {
			if i < 2 && a.Overlaps(deck) {
				t.Errorf("%v: banner %q at %v over the deck at %v", sz, ms[i].text, a, deck)
			}
			for j, o := range boxes[i+1:] {
				if a.Overlaps(o) {
					t.Errorf("%v: banner %q at %v over %q at %v", sz, ms[i].text, a, ms[i+1+j].text, o)
				}
			}
		}
		if toast := boxes[2]; toast.Overlaps(key) || !toast.In(rect(mx, my, mx+mw, my+mh)) {
			t.Errorf("%v: the toast at %v, the colour key at %v, the map %v", sz, toast, key, rect(mx, my, mx+mw, my+mh))
		}
	}
}
