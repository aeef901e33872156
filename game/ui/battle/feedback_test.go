package battle_test

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// shooter is a player that shoots at target once, as soon as it may, and
// otherwise plays as the baseline AI answers (defences, wounds).
type shooter struct {
	ai.Baseline
	unit, target string
	shot         bool
}

// Declare declares the one shot.
func (s *shooter) Declare(v match.View) []orders.Declaration {
	if s.shot {
		return nil
	}
	s.shot = true
	return []orders.Declaration{{Tick: v.Tick(), Side: s.Side, Steps: []orders.Order{{Unit: s.unit, Verb: orders.Shoot, Target: s.target}}}}
}

// shotOnScreen runs the duel with seed in the palette cb asks for (true:
// colour-blind), red's commander shooting blue's prophet once, until its
// roll to hit is logged and then frames more frames; it returns the
// screen drawn at 1280×720 and the roll.
func shotOnScreen(t *testing.T, seed uint64, frames int, cb bool) (*battle.Battle, *ebiten.Image, combat.Roll) {
	t.Helper()
	env, _ := testEnv(t)
	env.Palette = ui.PaletteFor(cb)
	red := &shooter{Baseline: ai.Baseline{Side: "red"}, unit: "red.ec-commander-1", target: "blue.renegade-prophet-1"}
	b, err := battle.NewWithPlayers(env, ui.MatchSetup{Scenario: loadScenario(t, env, "testdata/duel.yaml"), ScenarioName: "duel", Seed: seed},
		[2]match.Player{red, &ai.Baseline{Side: "blue"}})
	if err != nil {
		t.Fatal(err)
	}
	d := &driver{t: t, env: env, b: b}
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	b.Draw(img)
	var roll *combat.Roll
	for range 6 * match.TicksPerSecond {
		d.frame()
		if roll = firstRoll(b.Match(), "to hit"); roll != nil {
			break
		}
	}
	if roll == nil {
		t.Fatalf("no roll to hit in six seconds\n%s", dumpLog(b.Match()))
	}
	d.frames(frames)
	img.Clear()
	b.Draw(img)
	return b, img, *roll
}

// firstRoll is the match's first roll whose purpose begins with purpose.
func firstRoll(m *match.Match, purpose string) *combat.Roll {
	for _, e := range m.View().Log(0) {
		if r, ok := e.Event.(combat.Roll); ok && len(r.Purpose) >= len(purpose) && r.Purpose[:len(purpose)] == purpose {
			return &r
		}
	}
	return nil
}

// A shot puts a tracer from the shooter to the target on the board, and
// its dice pop up over the target, the kept ones bright: checked by the
// pixels along the line between the two and above the target (colours
// the deck and the tokens never show there), and by a golden image.
func TestShotDrawsTracerAndDice(t *testing.T) {
	uitest.NeedLoop(t)
	b, img, roll := shotOnScreen(t, 3, 15, false)
	v := b.Match().View()
	from, _ := v.Unit("red.ec-commander-1")
	to, _ := v.Unit("blue.renegade-prophet-1")
	cam := b.Camera()
	pal := ui.PaletteFor(false)
	pix := ui.Pixels(img)
	// The tracer, in a side's colour (both sides shot along the line) at
	// its middle.
	mid := from.Base.Centre.Add(to.Base.Centre).Scale(0.5)
	mx, my := cam.ToScreen(mid)
	if !near(pix, int(mx), int(my), 3, pal.SidesLight[0], 40) && !near(pix, int(mx), int(my), 3, pal.SidesLight[1], 40) {
		t.Errorf("no tracer at the middle of the shot (%.0f, %.0f): %v", mx, my, pix.RGBAAt(int(mx), int(my)))
	}
	// The dice: above the target, a die in the kept colour (Warning) if
	// any was kept, else in the dropped one (Dim).
	tx, ty := cam.ToScreen(to.Base.Centre)
	want := pal.Dim
	if len(roll.Kept) > 0 {
		want = pal.Warning
	}
	if !inBox(pix, image.Rect(int(tx)-120, int(ty)-90, int(tx)+120, int(ty)-10), want, 20, 30) {
		t.Errorf("no dice of colour %v over the target at (%.0f, %.0f)", want, tx, ty)
	}
	saveShot(t, img, "feedback-shot")
	uitest.Golden(t, "feedback-shot", img, 3)
}

// near reports whether a pixel within r of (x, y) is within tol of c.
func near(pix *image.RGBA, x, y, r int, c color.RGBA, tol int) bool {
	return inBox(pix, image.Rect(x-r, y-r, x+r+1, y+r+1), c, tol, 1)
}

// inBox reports whether at least n pixels of box are within tol of c.
func inBox(pix *image.RGBA, box image.Rectangle, c color.RGBA, tol, n int) bool {
	box = box.Intersect(pix.Rect)
	d := func(a, b uint8) int { return max(int(a)-int(b), int(b)-int(a)) }
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			p := pix.RGBAAt(x, y)
			if d(p.R, c.R) <= tol && d(p.G, c.G) <= tol && d(p.B, c.B) <= tol {
				if n--; n <= 0 {
					return true
				}
			}
		}
	}
	return false
}

// The shot's feedback reads on a small screen and a large one, in both
// palettes: the dice pop up over the target, in the palette's colours,
// at every size.
func TestShotFeedbackAtEverySize(t *testing.T) {
	uitest.NeedLoop(t)
	for _, cb := range []bool{false, true} {
		for _, sz := range [][2]int{{1024, 640}, {2560, 1440}} {
			b, _, roll := shotOnScreen(t, 3, 15, cb)
			pal := ui.PaletteFor(cb)
			img := ebiten.NewImage(sz[0], sz[1])
			b.Draw(img) // lays the screen out for its size and fits the deck
			img.Clear()
			b.Draw(img)
			to, _ := b.Match().View().Unit("blue.renegade-prophet-1")
			tx, ty := b.Camera().ToScreen(to.Base.Centre)
			want := pal.Dim
			if len(roll.Kept) > 0 {
				want = pal.Warning
			}
			s := float64(sz[1]) / 720
			box := image.Rect(int(tx-120*s), int(ty-90*s), int(tx+120*s), int(ty-10))
			if !inBox(ui.Pixels(img), box, want, 20, 30) {
				t.Errorf("%dx%d, colour-blind %v: no dice of colour %v over the target at (%.0f, %.0f)", sz[0], sz[1], cb, want, tx, ty)
			}
			saveShot(t, img, fmt.Sprintf("feedback-shot-%dx%d-cb%v", sz[0], sz[1], cb))
		}
	}
}

// A model removed leaves a death mark where it died, after every other
// effect of the shot has gone and long after the mark has faded to its
// floor: the pixels on the mark's cross differ from the deck's between
// its arms, and its body lies toppled there, its head past the base's
// rim the way it fell. The picture is a golden image and the docs' screenshot.
func TestDeathMarkStays(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	b := midFight(t, env, 0)
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	b.Draw(img)
	var dead string
	var at geom.Vec
	for tick := 0; dead == "" && tick < 60*300; tick++ {
		if err := b.Update(); err != nil {
			t.Fatal(err)
		}
		for _, e := range b.Match().View().Log(0) {
			if w, ok := e.Event.(combat.Wounded); ok && w.Removed {
				u, _ := b.Match().View().Unit(w.Unit)
				dead, at = w.Unit, u.Base.Centre
				break
			}
		}
	}
	if dead == "" {
		t.Fatal("no model died in five minutes")
	}
	cam := b.Camera()
	for _, wait := range []int{10, 120} { // after the effects; after the fade
		for range wait * 60 {
			if err := b.Update(); err != nil {
				t.Fatal(err)
			}
		}
		cam.Centre, cam.Zoom = at, 40
		if wait > 10 { // the match is over: the mark low on the left, clear of the result's panel
			cam.Centre = at.Add(geom.Vec{X: 6, Y: -4})
		}
		img.Clear()
		b.Draw(img)
		for _, u := range b.Match().View().Units() {
			if u.Alive() && u.Base.Centre.Dist(at) < 1.2 {
				t.Skipf("a model stands on %s's mark", dead)
			}
		}
		x, y := cam.ToScreen(at)
		pix := ui.Pixels(img)
		on, off := pix.RGBAAt(int(x)+5, int(y)+5), pix.RGBAAt(int(x)+9, int(y))
		d := func(a, b uint8) int { return max(int(a)-int(b), int(b)-int(a)) }
		if d(on.R, off.R)+d(on.G, off.G)+d(on.B, off.B) < 40 {
			t.Errorf("%d s after %s died, no mark where it died: %v on the cross, %v beside it", wait, dead, on, off)
		}
		// Its body: its head past the base's rim the way it fell, dark in
		// its side's colour (nine tenths strong ten seconds on).
		fall, ok := b.BodyFall(dead)
		if !ok {
			t.Fatalf("no body where %s died", dead)
		}
		if wait == 10 {
			r := 0.5 * cam.Zoom * 0.9
			hx, hy := x+math.Cos(fall)*r*1.75, y+math.Sin(fall)*r*1.75
			side := 0
			if strings.HasPrefix(dead, "renegades.") {
				side = 1
			}
			c, ink := ui.PaletteFor(false).SidesLight[side], color.RGBA{0x10, 0x08, 0x0a, 0xff}
			mix := func(a, b uint8) uint8 { return uint8(float64(a)*0.3 + float64(b)*0.7) }
			want := color.RGBA{mix(c.R, ink.R), mix(c.G, ink.G), mix(c.B, ink.B), 0xff}
			if !near(pix, int(hx), int(hy), 1, want, 20) {
				t.Errorf("no body lies the way %s fell: %v at its head (%.0f, %.0f), want about %v", dead, pix.RGBAAt(int(hx), int(hy)), hx, hy, want)
			}
		}
		if wait == 10 {
			saveShot(t, img, "feedback-death")
			uitest.Golden(t, "feedback-death", img, 3)
		}
	}
}
