package battle_test

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
)

// XS-11 on the battle screen: red's trooper shoots and misses; the moment
// the dice land the match holds (game time stands still) and the banner
// asks red, with the roll, the command re-roll of its Squad Leader, its
// price and its exact chance to hit, and how to let the roll stand. Key 1
// takes it: the dice are rolled again and the match plays on; the record
// keeps the answer. Seeds are tried until the trooper misses.
func TestAnOfferHoldsTheBattleForItsAnswer(t *testing.T) {
	for seed := uint64(1); seed <= 60; seed++ {
		d := openHotseat(t, "testdata/rerolls.yaml", seed)
		b, m := d.b, d.b.Match()
		trooper, _ := m.View().Unit("red.ec-trooper-1")
		cultist, _ := m.View().Unit("blue.renegade-cultist-1")
		d.claim(0)
		d.press(controls.Select, trooper.Base.Centre)
		d.press(controls.VerbShoot, trooper.Base.Centre)
		d.press(controls.Order, cultist.Base.Centre)
		for range 3 * match.TicksPerSecond {
			if _, ok := b.Asked(); ok {
				break
			}
			d.frame()
		}
		o, ok := b.Asked()
		if !ok || o.Roll.By != trooper.ID || o.Roll.Kind != combat.HitRoll {
			continue // it hit, or another roll was offered first
		}
		tick := m.Tick()
		d.frames(match.TicksPerSecond / 2)
		if m.Tick() != tick {
			t.Errorf("the match went on from tick %d to %d while it asked", tick, m.Tick())
		}
		cam := b.Camera()
		cam.Centre, cam.Zoom = geom.Vec{X: 8, Y: 3}, 55
		img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
		b.Draw(img)
		saveShot(t, img, "reroll-offer")
		text := d.drawn()
		for _, want := range []string{"EC Trooper 1 to hit rolled", "Roll again? 1 command re-roll by EC Commander 1 (2 AP,", "% ", "2 let it stand", "no answer in 4 s"} {
			if !strings.Contains(text, want) {
				t.Errorf("the banner lacks %q:\n%s", want, text)
			}
		}
		d.press(controls.Choice1, geom.Vec{})
		d.frames(2)
		if m.Tick() <= tick {
			t.Errorf("the match stands at tick %d after the answer", m.Tick())
		}
		rerolled := false
		for _, e := range m.View().Log(0) {
			if r, ok := e.Event.(combat.Rerolled); ok && r.Unit == trooper.ID && r.AP == 2 {
				rerolled = true
			}
		}
		var took []match.Choice
		for _, c := range m.Record("rerolls", seed, nil).Choices {
			if c.Kind == match.OfferChoice && c.Unit == trooper.ID {
				took = append(took, c)
			}
		}
		if !rerolled || len(took) != 1 || took[0].Option != 1 {
			t.Errorf("seed %d: re-rolled %v, answers %+v; log:\n%s", seed, rerolled, took, dumpLog(m))
		}
		return
	}
	t.Fatal("in 60 seeds the trooper never missed")
}

// The module's answer key (Shift+L) steps red's standing answer to offers
// on: ask me, never, when it pays, always, ask me again; the hint bar
// says it.
func TestTheAnswerKeyStepsTheStandingAnswer(t *testing.T) {
	d := openHotseat(t, "testdata/rerolls.yaml", 1)
	key, ok := controls.ModuleAction("rerolls")
	if !ok {
		t.Fatal("no rerolls key")
	}
	d.claim(0)
	if got := d.drawn(); !strings.Contains(got, "re-rolls: ask me") {
		t.Errorf("the hint bar: %q", got)
	}
	for _, want := range []string{"re-rolls: never", "re-rolls: when it pays", "re-rolls: always", "re-rolls: ask me"} {
		d.press(key, geom.Vec{})
		d.frame() // released: the next press is a new one
		if f := d.b.Flash(); !strings.HasPrefix(f, want) {
			t.Errorf("the flash %q, want %q", f, want)
		}
	}
}
