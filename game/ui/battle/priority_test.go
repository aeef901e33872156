package battle_test

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Target priority on the battle screen (XS-22): with the trooper
// selected and the shoot order over the far cultist, the preview shows
// the refusal, naming the prophet closer to it. The picture is the docs'.
func TestTargetPriorityOnTheBattleScreen(t *testing.T) {
	uitest.NeedLoop(t)
	b, d := onScreen(t, "testdata/priority.yaml", 2, [2]match.Player{nil, &ai.Baseline{Side: "blue"}}, nil)
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	b.Draw(img)
	v := b.Match().View()
	trooper, _ := v.Unit("red.ec-trooper-1")
	far, _ := v.Unit("blue.renegade-cultist-1")
	d.aim(geom.Vec{X: 9, Y: 2.5}, 40, trooper.Base.Centre, controls.VerbShoot, far.Base.Centre)
	img.Clear()
	b.Draw(img)
	saveShot(t, img, "priority-refused")
	uitest.Golden(t, "priority-refused", img, 3)
	p := v.Preview("red", orders.Order{Unit: trooper.ID, Verb: orders.Shoot, Target: far.ID, Shot: combat.Standard})
	if refusal.RuleOf(p.Err) != "XS-22" || !strings.Contains(refusal.ReasonOf(p.Err), "blue.renegade-prophet-1") {
		t.Errorf("the preview of the far shot: %v, want XS-22 naming the prophet", p.Err)
	}
}
