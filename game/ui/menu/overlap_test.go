package menu

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/uitest"
)

// Every menu page, from a small window to a large one, writes no text
// over other text and cuts none off.
func TestMenusWriteNoTextOverText(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := newEnv(t)
	pages := map[string]func(*ui.Env) *Menu{"main": NewMain, "new match": NewNewMatch, "against the AI": NewAIMatch,
		"load": NewLoadGame, "replays": NewReplays, "viewer": NewViewer, "settings": NewSettings, "key bindings": NewKeyBindings}
	pages["sound"] = newSound
	for name, mk := range pages {
		m := mk(env)
		for _, size := range [][2]int{{1024, 640}, {1280, 720}, {1600, 1000}, {2560, 1440}} {
			draw(m, size[0], size[1]) // laid out for the size
			img := ebiten.NewImage(size[0], size[1])
			boxes := ui.RecordText(func() { m.Draw(img) })
			if len(boxes) < 3 {
				t.Fatalf("%s at %dx%d: %d texts drawn", name, size[0], size[1], len(boxes))
			}
			for i, a := range boxes {
				if a.Cut {
					t.Errorf("%s at %dx%d: %q at %v is cut off", name, size[0], size[1], a.Text, a.Rect)
				}
				for _, b := range boxes[i+1:] {
					if in := a.Rect.Intersect(b.Rect); in.Dx() > 2 && in.Dy() > 2 {
						t.Errorf("%s at %dx%d: %s", name, size[0], size[1], fmt.Sprintf("%q at %v and %q at %v", a.Text, a.Rect, b.Text, b.Rect))
					}
				}
			}
		}
	}
}
