package battle_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// The squads module on the battle screen (XS-23): the coherency of each
// squad is drawn (the picture is the docs' screenshot); the squad order
// key gives the commander's shot to each trooper of its squad in
// coherency, not to the one deployed beyond 4". With that one beyond 4"
// the squad is out of coherency, so the combo pays for every shot in
// full, 8 AP (SW-SEQ-08, the ruling of 2026-11-28: the whole squad pays
// until it regroups; the regrouped squad's one-order price is
// game/match's TestASquadOrderInAMatch).
func TestSquadOrderFromTheBattleScreen(t *testing.T) {
	uitest.NeedLoop(t)
	b, d := onScreen(t, "testdata/squads.yaml", 2, [2]match.Player{nil, &ai.Baseline{Side: "blue"}}, nil)
	env := d.env
	cam := b.Camera()
	cam.Centre, cam.Zoom = geom.Vec{X: 7, Y: 3.5}, 60
	v := b.Match().View()
	commander, _ := v.Unit("red.ec-commander-1")
	prophet, _ := v.Unit("blue.renegade-prophet-1")
	d.press(controls.Select, commander.Base.Centre)
	env.Controls.Simulate(controls.VerbShoot, 0, 0)
	d.frame()
	d.press(controls.AddStep, prophet.Base.Centre)
	squadOrder, ok := controls.ModuleAction("squad")
	if !ok {
		t.Fatal("no squad key")
	}
	env.Controls.Simulate(squadOrder, 0, 0)
	d.frame()
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	b.Draw(img)
	saveShot(t, img, "squads-coherency")
	uitest.Golden(t, "squads-coherency", img, 3)
	d.claim(0)
	env.Controls.Simulate(controls.Declare, 0, 0)
	d.frame()
	var declared *orders.Declared
	for _, e := range b.Match().View().Log(0) {
		if dd, ok := e.Event.(orders.Declared); ok && dd.Side == "red" {
			declared = &dd
			break
		}
	}
	if declared == nil {
		t.Fatalf("red declared nothing\n%s", dumpLog(b.Match()))
	}
	want := []string{"red.ec-commander-1 shoot blue.renegade-prophet-1 standard", "red.ec-trooper-2 shoot blue.renegade-prophet-1 standard",
		"red.ec-trooper-3 shoot blue.renegade-prophet-1 standard", "red.ec-trooper-4 shoot blue.renegade-prophet-1 standard"}
	if len(declared.Steps) != len(want) || declared.AP != 8 {
		t.Fatalf("declared %v for %d AP; want %v for 8 AP, each shot paid (the squad is out of coherency)", declared.Steps, declared.AP, want)
	}
	for i, w := range want {
		if declared.Steps[i] != w {
			t.Errorf("step %d: %q, want %q", i+1, declared.Steps[i], w)
		}
	}
}
