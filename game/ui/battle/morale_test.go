package battle_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/modules/morale"
)

// The morale module on the battle screen (XS-15): two AIs fight on the
// morale deck until a side takes a break test; the screen shows it across
// the map (the rolls are in the log) and each side's losses against its
// next test in the top bar. The picture is the docs' screenshot.
func TestBreakTestOnTheBattleScreen(t *testing.T) {
	uitest.NeedLoop(t)
	b, d := onScreen(t, "testdata/morale.yaml", 3, [2]match.Player{ai.NewTactician("red", ai.Hard, 1), ai.NewTactician("blue", ai.Normal, 2)}, nil)
	var taken []morale.BreakTestTaken
	seen := 0
	for range 20 * 60 * match.TicksPerSecond {
		d.frame()
		for _, e := range b.Match().View().Log(seen) {
			if bt, ok := e.Event.(morale.BreakTestTaken); ok {
				taken = append(taken, bt)
			}
		}
		seen = b.Match().View().LogLen()
		if len(taken) > 0 || b.Match().Over() {
			break
		}
	}
	if len(taken) == 0 {
		t.Fatalf("no break test before the end\n%s", dumpLog(b.Match()))
	}
	d.frames(2)
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	b.Draw(img)
	saveShot(t, img, "morale-break-test")
	uitest.Golden(t, "morale-break-test", img, 3)
}
