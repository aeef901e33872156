package battle_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/blast"
	"github.com/krygothic/krygothic/rules/orders"
)

// Throwing a grenade from the battle screen (XS-01): G chooses the throw,
// the cursor over an enemy previews the template where a hit puts it
// (with the odds), the order throws, and the template is drawn where the
// grenade came down. The two pictures are the docs' screenshots.
func TestThrowFromTheBattleScreen(t *testing.T) {
	uitest.NeedLoop(t)
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	b, landed := throwOnScreen(t, 2, func(b *battle.Battle, target orders.Unit) {
		img.Clear()
		b.Draw(img)
		saveShot(t, img, "grenade-preview")
		uitest.Golden(t, "grenade-preview", img, 3)
		if p := b.Match().View().Preview("red", throwAt(target.ID)); p.Err != nil || blast.DetailOf(p) == nil || p.Odds == nil || blast.DetailOf(p).Odds == nil {
			t.Fatalf("the throw's preview: %+v", p)
		}
	})
	if len(landed) == 0 {
		t.Fatalf("no grenade came down\n%s", dumpLog(b.Match()))
	}
	img.Clear()
	b.Draw(img)
	saveShot(t, img, "grenade-landed")
}

// A grenade that misses scatters (XS-01), and the screen draws where it
// was aimed, the scatter's line and the template where it came down: the
// first seed whose throw scatters, a golden image and a docs screenshot.
func TestScatterIsDrawn(t *testing.T) {
	uitest.NeedLoop(t)
	for seed := uint64(1); seed <= 40; seed++ {
		b, landed := throwOnScreen(t, seed, nil)
		if len(landed) == 0 || landed[0].Scattered < 1 {
			continue
		}
		img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
		b.Draw(img)
		saveShot(t, img, "grenade-scatter")
		uitest.Golden(t, "grenade-scatter", img, 3)
		return
	}
	t.Fatal("no throw of 40 seeds scattered by an inch or more")
}

// throwOnScreen runs the battle screen on the huddle with seed: red's
// trooper is selected, G pressed and the cursor put on a cultist (seen is
// called then, with the preview showing), then red claims and orders the
// throw, and the screen runs until the grenade comes down or four seconds
// pass. It returns the screen and the blasts landed.
func throwOnScreen(t *testing.T, seed uint64, seen func(*battle.Battle, orders.Unit)) (*battle.Battle, []blast.BlastLanded) {
	t.Helper()
	b, d := onScreen(t, "testdata/huddle.yaml", seed, [2]match.Player{nil, &ai.Baseline{Side: "blue"}}, nil)
	env := d.env
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	b.Draw(img)
	v := b.Match().View()
	trooper, _ := v.Unit("red.ec-trooper-1")
	target, _ := v.Unit("blue.renegade-cultist-1")
	throw, ok := controls.ModuleAction("throw")
	if !ok {
		t.Fatal("no throw key")
	}
	cam := d.aim(geom.Vec{X: 5, Y: 2.5}, 60, trooper.Base.Centre, throw, target.Base.Centre)
	if seen != nil {
		seen(b, target)
	}
	d.claim(0) // red takes the pointer (a hotseat screen, blue's orders by a bot)
	d.press(controls.Order, target.Base.Centre)
	env.Controls.SimulateCursor(cam.ToScreen(geom.Vec{X: 4.5, Y: 3.5})) // off the models, so the blast is seen, not the preview
	var landed []blast.BlastLanded
	for range 4 * match.TicksPerSecond {
		d.frame()
		if landed = blasts(b.Match()); len(landed) > 0 {
			break
		}
	}
	return b, landed
}

// throwAt is a throw at unit id.
func throwAt(id string) orders.Order {
	return orders.Order{Unit: "ec-trooper-1", Verb: blast.Throw, Target: id}
}

// blasts is every blast_landed event so far.
func blasts(m *match.Match) []blast.BlastLanded {
	var out []blast.BlastLanded
	for _, e := range m.View().Log(0) {
		if l, ok := e.Event.(blast.BlastLanded); ok {
			out = append(out, l)
		}
	}
	return out
}
