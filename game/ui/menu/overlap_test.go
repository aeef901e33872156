package menu

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/uitest"
)

// Every menu page, from a small window to a large one and at every UI
// scale the window is large enough for, writes no text over other text
// and cuts none off.
func TestMenusWriteNoTextOverText(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := newEnv(t)
	pages := map[string]func(*ui.Env) *Menu{"main": NewMain, "new match": NewNewMatch, "against the AI": NewAIMatch,
		"load": NewLoadGame, "replays": NewReplays, "viewer": NewViewer, "settings": NewSettings, "key bindings": NewKeyBindings}
	pages["sound"] = newSound
	for name, mk := range campaignMenus(t) {
		pages[name] = mk
	}
	for name, mk := range pages {
		m := mk(env)
		uitest.AtScales(func(w, h int, s float64) {
			draw(m, w, h) // laid out for the size
			img := ebiten.NewImage(w, h)
			boxes := ui.RecordText(func() { m.Draw(img) })
			if len(boxes) < 3 {
				t.Fatalf("%s at %dx%d ×%g: %d texts drawn", name, w, h, s, len(boxes))
			}
			for i, a := range boxes {
				if a.Cut {
					t.Errorf("%s at %dx%d ×%g: %q at %v is cut off", name, w, h, s, a.Text, a.Rect)
				}
				for _, b := range boxes[i+1:] {
					if in := a.Rect.Intersect(b.Rect); in.Dx() > 2 && in.Dy() > 2 {
						t.Errorf("%s at %dx%d ×%g: %s", name, w, h, s, fmt.Sprintf("%q at %v and %q at %v", a.Text, a.Rect, b.Text, b.Rect))
					}
				}
			}
		})
	}
}
