package battle_test

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/scenarios"
)

// playNav keeps the setup the screen asks to play.
type playNav struct {
	nav
	setups []ui.MatchSetup
}

func (n *playNav) Play(s ui.MatchSetup) { n.setups = append(n.setups, s) }

// deployDriver drives the deployment screen with simulated input.
type deployDriver struct {
	t   *testing.T
	env *ui.Env
	p   *battle.Deploy
}

func (d *deployDriver) frame() {
	d.t.Helper()
	d.env.Controls.Update()
	if err := d.p.Update(); err != nil {
		d.t.Fatal(err)
	}
}

// click presses Select at screen point (x, y).
func (d *deployDriver) click(x, y float64) {
	d.t.Helper()
	d.env.Controls.SimulateCursor(x, y)
	d.env.Controls.Simulate(controls.Select, x, y)
	d.frame()
	d.frame() // released
}

// clickCell clicks the centre of a deck cell.
func (d *deployDriver) clickCell(c scenarios.Cell) {
	d.t.Helper()
	d.click(d.p.Camera().ToScreen(board.CellCentre(c.X, c.Y)))
}

func (d *deployDriver) key(a controls.Action) {
	d.env.Controls.Simulate(a, 0, 0)
	d.frame()
	d.frame()
}

func deployScreen(t *testing.T, setup ui.MatchSetup) (*deployDriver, *playNav) {
	t.Helper()
	env, _ := testEnv(t)
	n := &playNav{}
	env.Nav = n
	s := loadScenario(t, env, "../../match/testdata/skirmish.yaml")
	setup.Scenario, setup.ScenarioName, setup.ByHand = s, "skirmish", true
	p := battle.NewDeploy(env, setup)
	t.Cleanup(env.Controls.ReleaseCursor)
	return &deployDriver{t: t, env: env, p: p}, n
}

// GAP-32 against the AI: the person places their models by clicking cells
// of their zone; a click outside it is refused and says why; the AI
// places its own at once in turn; Undo takes back the person's last with
// the AI's after it; when every model stands, a click starts the battle
// with the placements, which the battle stands its models on.
func TestDeployByClicksAgainstTheAI(t *testing.T) {
	d, n := deployScreen(t, ui.MatchSetup{Mode: ui.VersusAI, Human: 0, AI: "normal", Seed: 3})
	dep := d.p.Deployment()
	if d.p.Covered() {
		t.Fatal("a cover against the AI before anything is placed")
	}
	d.clickCell(scenarios.Cell{X: 7, Y: 2}) // the middle of the deck
	if len(dep.Placements()) != 0 || d.p.Message() == "" {
		t.Fatalf("a click outside the zone placed %v; message %q", dep.Placements(), d.p.Message())
	}
	d.clickCell(scenarios.Cell{X: 1, Y: 1})
	placed := dep.Placed()
	if shown := d.p.Shown(); len(shown) != 1 || shown[0] != 0 {
		t.Errorf("drawn: %v; want only the person's trooper, the AI's model hidden", shown)
	}
	if len(placed) != 2 || placed[0].Unit != "red.ec-trooper-1" || placed[1].Side != 1 {
		t.Fatalf("after one click: %+v; want the trooper, then the AI's first model (%s)", placed, d.p.Message())
	}
	if p := dep.Placements()[0]; p.X != 1.5 || p.Y != 1.5 {
		t.Errorf("the trooper stands at (%g, %g); clicked cell (1, 1)", p.X, p.Y)
	}
	d.clickCell(scenarios.Cell{X: 3, Y: 4})
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	d.p.Draw(img)
	saveShot(t, img, "deployment")
	d.key(controls.Undo)
	if got := len(dep.Placements()); got != 2 {
		t.Fatalf("Undo left %d placements; want 2 (the person's second and the AI's after it taken back)", got)
	}
	d.clickCell(scenarios.Cell{X: 2, Y: 3})
	d.clickCell(scenarios.Cell{X: 1, Y: 4})
	if !dep.Done() || !d.p.Covered() {
		t.Fatalf("every model placed? %v; the begin card up? %v", dep.Done(), d.p.Covered())
	}
	if len(n.setups) != 0 {
		t.Fatal("the battle started before the begin click")
	}
	d.click(640, 400)
	if len(n.setups) != 1 || len(n.setups[0].Placements) != 6 {
		t.Fatalf("the battle asked for: %+v", n.setups)
	}
	b, err := battle.New(d.env, n.setups[0])
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range n.setups[0].Placements {
		u, _ := b.Match().View().Unit(p.Unit)
		if u.Base.Centre.X != p.X || u.Base.Centre.Y != p.Y {
			t.Errorf("%s stands at %v in the battle; placed at (%g, %g)", p.Unit, u.Base.Centre, p.X, p.Y)
		}
	}
	rec := b.Match().Record("skirmish", 3, nil)
	if len(rec.Placements) != 6 {
		t.Errorf("the battle's record holds %d placements", len(rec.Placements))
	}
}

// A placement refused says so in a player's words (issue 36): the model
// by its name, the zone by its side of the deck, the spot in words; no
// ID, no coordinates, and no rule ID with the rules detail off; with it
// on, the rule follows.
func TestDeployRefusalInWords(t *testing.T) {
	for _, detail := range []bool{false, true} {
		d, _ := deployScreen(t, ui.MatchSetup{Mode: ui.VersusAI, Human: 0, AI: "normal", Seed: 3})
		d.env.Settings.RulesDetail = detail
		d.clickCell(scenarios.Cell{X: 7, Y: 2}) // the middle of the deck
		msg := d.p.Message()
		want := "is outside the west deployment zone, where EC Trooper 1 must deploy"
		if detail {
			want += " (GAP-32)"
		}
		if !strings.HasSuffix(msg, want) || rawWords.MatchString(msg) || !detail && strings.Contains(msg, "GAP") {
			t.Errorf("rules detail %v: %q; want it to end %q", detail, msg, want)
		}
	}
}

// GAP-32 in hotseat: a hand-over cover stands between the players' turns
// (a click on the map while it is up places nothing); the auto-deploy
// button places the rest of one player's models while the other still
// places by hand.
func TestDeployHotseatCoverAndAutoRest(t *testing.T) {
	d, n := deployScreen(t, ui.MatchSetup{Mode: ui.Hotseat, Seed: 5})
	dep := d.p.Deployment()
	if !d.p.Covered() {
		t.Fatal("no hand-over cover before the first player places")
	}
	d.clickCell(scenarios.Cell{X: 1, Y: 1}) // lifts the cover only
	if len(dep.Placements()) != 0 || d.p.Covered() {
		t.Fatalf("the cover's click placed %v", dep.Placements())
	}
	d.clickCell(scenarios.Cell{X: 1, Y: 1})
	if !d.p.Covered() || len(dep.Placements()) != 1 {
		t.Fatalf("after red's placement: covered %v, %d placements", d.p.Covered(), len(dep.Placements()))
	}
	d.key(controls.Undo) // red takes it back before handing over
	if d.p.Covered() || len(dep.Placements()) != 0 {
		t.Fatalf("undo at the cover: covered %v, %d placements", d.p.Covered(), len(dep.Placements()))
	}
	d.clickCell(scenarios.Cell{X: 2, Y: 2})
	if len(d.p.Shown()) != 0 {
		t.Errorf("models drawn under the cover: %v", d.p.Shown())
	}
	d.click(640, 400) // blue takes the screen
	if len(d.p.Shown()) != 0 {
		t.Errorf("blue sees red's placement: %v", d.p.Shown())
	}
	_, auto := d.p.Buttons()
	d.click(auto.X+10, auto.Y+10) // blue: auto-deploy the rest
	if !d.p.Covered() {
		t.Fatal("no cover after blue handed the turn back")
	}
	placed := dep.Placed()
	if len(placed) != 2 || placed[1].Side != 1 {
		t.Fatalf("after blue's auto-deploy: %+v", placed)
	}
	d.click(640, 400)                       // red again
	d.clickCell(scenarios.Cell{X: 1, Y: 4}) // red's second trooper; blue's cultist follows automatically
	if got := len(dep.Placements()); got != 4 || d.p.Covered() {
		t.Fatalf("%d placements, covered %v; want 4, red still at the screen", got, d.p.Covered())
	}
	d.key(controls.Undo) // red's trooper, with blue's automatic cultist after it
	if got := len(dep.Placements()); got != 2 {
		t.Fatalf("undo left %d placements; want 2", got)
	}
	d.clickCell(scenarios.Cell{X: 1, Y: 4})
	d.clickCell(scenarios.Cell{X: 3, Y: 3}) // red's leader; blue's leader follows
	if !dep.Done() || len(n.setups) != 0 {
		t.Fatalf("done %v, battle %d", dep.Done(), len(n.setups))
	}
	d.click(640, 400)
	if len(n.setups) != 1 {
		t.Fatal("the battle did not start")
	}
}

// The deployment step writes no text over text, and cuts none off, from
// 1024×640 to 2560×1440: with models placed and a refusal shown, and on
// the hotseat cover.
func TestDeployScreenTextFitsAtAnySize(t *testing.T) {
	uitest.NeedLoop(t)
	d, _ := deployScreen(t, ui.MatchSetup{Mode: ui.VersusAI, Human: 0, AI: "normal", Seed: 3})
	d.clickCell(scenarios.Cell{X: 1, Y: 1})
	d.clickCell(scenarios.Cell{X: 9, Y: 2}) // refused: the panel says why
	if d.p.Message() == "" {
		t.Fatal("no refusal shown")
	}
	h, _ := deployScreen(t, ui.MatchSetup{Mode: ui.Hotseat, Seed: 3})
	for _, p := range []*battle.Deploy{d.p, h.p} {
		for _, size := range [][2]int{{1024, 640}, {1280, 720}, {1600, 1000}, {2560, 1440}} {
			img := ebiten.NewImage(size[0], size[1])
			boxes := ui.RecordText(func() { p.Draw(img) })
			if len(boxes) < 3 {
				t.Fatalf("%dx%d: only %d texts drawn", size[0], size[1], len(boxes))
			}
			for _, o := range overlaps(boxes) {
				t.Errorf("%dx%d: %s", size[0], size[1], o)
			}
			for _, box := range boxes {
				if box.Cut {
					t.Errorf("%dx%d: %q at %v is cut off", size[0], size[1], box.Text, box.Rect)
				}
			}
		}
	}
}
