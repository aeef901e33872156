package app_test

import (
	"flag"
	"math"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/app"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/menu"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

var shots = flag.Bool("shots", false, "write the first game's screenshots to docs/screenshots/first-game-*.png")

// firstGameSeed is the dice seed of the recorded first game.
const firstGameSeed = 7

// firstGameFrames caps the game: ten minutes of real frames at 60 a second.
const firstGameFrames = 60 * 60 * 10

// player is a person at the client, seen through the app's frames only:
// it presses and clicks through the controls and looks at the screen.
type player struct {
	t      *testing.T
	a      *app.App
	screen *ebiten.Image
	frame  int
}

// step runs one frame: the simulated input is read by the app's Update.
func (p *player) step() {
	p.t.Helper()
	if err := p.a.Update(); err != nil {
		p.t.Fatalf("frame %d: %v", p.frame, err)
	}
	p.frame++
}

// press presses action at screen point x, y for one frame, then lets go.
func (p *player) press(a controls.Action, x, y float64) {
	p.t.Helper()
	p.a.Env().Controls.Simulate(a, x, y)
	p.step()
	p.step()
}

// draw draws the screen and returns the texts drawn.
func (p *player) draw() []ui.TextBox {
	p.screen.Clear()
	return ui.RecordText(func() { p.a.Draw(p.screen) })
}

// click clicks the middle of the first text drawn that is label.
func (p *player) click(label string) {
	p.t.Helper()
	for _, box := range p.draw() {
		if box.Text == label {
			c := box.Rect.Min.Add(box.Rect.Max).Div(2)
			p.a.Env().Controls.SimulateCursor(float64(c.X), float64(c.Y))
			p.step()
			p.press(controls.Select, float64(c.X), float64(c.Y))
			return
		}
	}
	p.t.Fatalf("no %q on the %T screen", label, p.a.Scene())
}

// shows reports whether some text drawn contains s.
func (p *player) shows(s string) bool {
	var all []string
	for _, box := range p.draw() {
		all = append(all, box.Text)
	}
	return strings.Contains(strings.Join(strings.Fields(strings.Join(all, " ")), " "), s)
}

// shot writes the screen to docs/screenshots/first-game-name.png with
// -shots.
func (p *player) shot(name string) {
	p.t.Helper()
	p.draw()
	if !*shots {
		return
	}
	path := filepath.Join("..", "..", "..", "docs", "screenshots", "first-game-"+name+".png")
	if err := ui.SavePNG(p.screen, path); err != nil {
		p.t.Fatal(err)
	}
	p.t.Logf("wrote %s at frame %d", path, p.frame)
}

// A first game against the normal AI, from the main menu to the result,
// played through the client's own input as a person would: the menu's
// buttons clicked, the fog of war switched on, the game paused and an
// order queued, then shots at the nearest enemy in sight (or a move
// towards where the enemy was last seen) until the match ends. Each
// moment the docs show is checked to have happened; -shots writes the
// screenshots of docs/client.md.
func TestFirstGameAgainstTheAI(t *testing.T) {
	uitest.NeedLoop(t)
	t.Setenv("KRYGOTHIC_HOME", t.TempDir())
	a, err := app.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(a.Env().Controls.ReleaseCursor)
	p := &player{t: t, a: a, screen: ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)}

	// The main menu.
	p.step()
	p.shot("1-menu")
	p.click("Play against the AI")
	s, err := scenarios.LoadShipped(scenarios.DefaultName, a.Env().Content)
	if err != nil {
		t.Fatal(err)
	}
	p.click(s.Name)
	p.click("Fog of war")
	p.click("Dice seed")
	for range 20 {
		a.Env().Controls.SimulateBackspace()
		p.step()
	}
	a.Env().Controls.SimulateTyping(strconv.Itoa(firstGameSeed))
	p.step()
	if !p.shows("normal") {
		t.Fatal("the new-match page does not offer the normal AI")
	}
	p.shot("2-new-match")
	p.click("Start against the AI")
	b, ok := a.Scene().(*battle.Battle)
	if !ok {
		t.Fatalf("Start opened %T, want the battle", a.Scene())
	}
	if _, ok := a.Scene().(*menu.Menu); ok {
		t.Fatal("still on the menu")
	}
	v := b.Match().View()
	if !v.Fog() {
		t.Fatal("the match runs without the fog of war the page switched on")
	}
	me := v.Sides()[0].ID
	g := &game{p: p, b: b, me: me}

	// Paused at once: select a model and queue a move; the clock holds.
	p.press(controls.Pause, 0, 0)
	if !b.Paused() {
		t.Fatal("Pause did not pause")
	}
	tick := b.Match().Tick()
	if !g.advance(true) {
		t.Fatal("no order could be queued at the start")
	}
	for range 30 {
		p.step()
	}
	if b.Match().Tick() != tick || len(v.Running(me)) > 0 {
		t.Fatalf("paused, the clock ran from tick %d to %d", tick, b.Match().Tick())
	}
	if !p.shows("1 order queued") {
		t.Error("the paused banner does not say an order is queued")
	}
	p.shot("3-paused")
	if g.declaredBy(me) {
		t.Fatal("the order queued while paused went out before play resumed")
	}
	p.press(controls.Pause, 0, 0)
	p.press(controls.SpeedUp, 0, 0) // 2×: the game's own speed
	for range 10 {
		p.step()
	}
	if !g.declaredBy(me) {
		t.Fatal("the order queued while paused did not go out after resuming")
	}

	// The fight, to the end.
	var sawShot, sawDeath, sawFog bool
	for p.frame < firstGameFrames && !b.Match().Over() {
		p.step()
		if b.Prompt() != "" {
			p.press(controls.Choice1, 0, 0)
		}
		if !sawFog && g.hidden() > 0 && p.frame%30 == 0 {
			sawFog = true
			p.shot("4-fog")
		}
		on := b.OnBoard()
		if !sawShot && on.Tracers > 0 && on.Dice > 0 {
			sawShot = true
			p.shot("5-shot")
		}
		if !sawDeath && on.DeathMarks > 0 && on.Dice == 0 && on.Tracers == 0 { // the marks alone on the board
			sawDeath = true
			p.shot("6-death-mark")
		}
		if p.frame%20 == 0 && g.free() {
			g.act()
		}
	}
	res, over := b.Match().View().Result()
	if !over {
		t.Fatalf("no result after %d frames (tick %d, round %d, %d actions, %d dones, sides %+v)", p.frame, b.Match().Tick(), b.Match().View().Round(), g.acts, g.dones, b.Match().View().Sides())
	}
	for range 30 {
		p.step()
	}
	p.shot("7-result")
	// The replay saved at the end is of this game: the seed typed, the
	// normal AI.
	dir, err := settings.ReplaysDir()
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) != 1 {
		t.Fatalf("replays saved: %v, want one", files)
	}
	rec, err := match.Load(files[0])
	if err != nil {
		t.Fatal(err)
	}
	if rec.Seed != firstGameSeed || strings.Join(rec.Players, ",") != match.Person+",normal" {
		t.Errorf("the replay is of seed %d played by %v; want seed %d, a person against normal", rec.Seed, rec.Players, firstGameSeed)
	}
	t.Logf("result %+v after %d frames, %d actions, %d dones", res, p.frame, g.acts, g.dones)
	if !sawFog {
		t.Error("no enemy was ever hidden by the fog of war")
	}
	if !sawShot {
		t.Error("no tracer with its dice was ever on the board")
	}
	if !sawDeath {
		t.Error("no death mark was ever on the board")
	}
}

// game is the person's simple way of playing: shoot the nearest enemy in
// sight, or else close in on where one was last seen.
type game struct {
	p     *player
	b     *battle.Battle
	me    string
	acts  int
	dones int
}

// free reports whether the person's side may declare: AP left, its
// channel free, nothing of it being carried out.
func (g *game) free() bool {
	v := g.b.Match().View()
	for _, s := range v.Sides() {
		if s.ID == g.me {
			return s.AP > 0 && !s.Done && !s.Acting && s.ChannelFree <= v.Tick() && len(v.Running(g.me)) == 0
		}
	}
	return false
}

// declaredBy reports whether side's player has declared anything.
func (g *game) declaredBy(side string) bool {
	for _, e := range g.b.Match().View().Log(0) {
		if d, ok := e.Event.(orders.Declared); ok && d.Side == side {
			return true
		}
	}
	return false
}

// hidden is how many live enemies the person does not see now.
func (g *game) hidden() int {
	v := g.b.Match().View()
	seen := v.Sighting(g.me).Seen
	n := 0
	for _, u := range v.Units() {
		if u.Side >= 0 && v.Sides()[u.Side].ID != g.me && !u.Objective && u.Alive() && u.OnTable && !seen[u.ID] {
			n++
		}
	}
	return n
}

// act plays once: an order, or when none can be given, done for the
// round (D twice: the second confirms).
func (g *game) act() {
	if !g.advance(false) {
		g.p.press(controls.DoneRound, 0, 0)
		g.p.press(controls.DoneRound, 0, 0)
		g.dones++
	}
}

// advance shoots the nearest enemy in sight a model of the side may
// shoot, or else (or when moveOnly) moves the model nearest the enemies
// the side knows of (in sight or ghosts) towards them. It reports
// whether it gave an order.
func (g *game) advance(moveOnly bool) bool {
	v := g.b.Match().View()
	units := v.AppendUnitsSeenBy(g.me, nil)
	seen := v.Sighting(g.me).Seen
	var mine, enemies []orders.Unit
	for _, u := range units {
		switch {
		case !u.Alive() || u.Objective || !u.OnTable || u.Side < 0:
		case v.Sides()[u.Side].ID == g.me:
			mine = append(mine, u)
		default:
			enemies = append(enemies, u)
		}
	}
	if len(mine) == 0 {
		return false
	}
	if !moveOnly {
		var best *orders.Unit
		var target orders.Unit
		for i := range mine {
			for _, e := range enemies {
				if !seen[e.ID] {
					continue
				}
				if best != nil && mine[i].Base.Centre.Dist(e.Base.Centre) >= best.Base.Centre.Dist(target.Base.Centre) {
					continue
				}
				pv := v.Preview(g.me, orders.Order{Unit: mine[i].ID, Verb: orders.Shoot, Target: e.ID})
				if pv.Err == nil && !pv.Ranged.OutOfRange {
					best, target = &mine[i], e
				}
			}
		}
		if best != nil {
			g.order(*best, controls.VerbShoot, target.Base.Centre)
			return true
		}
	}
	// Close in: on the known enemies, or else the middle of the deck.
	d := v.Deck()
	goal := geom.Vec{X: float64(d.W) / 2, Y: float64(d.H) / 2}
	if len(enemies) > 0 {
		goal = enemies[0].Base.Centre
	}
	var mover *orders.Unit
	for i := range mine {
		if mover == nil || mine[i].Base.Centre.Dist(goal) < mover.Base.Centre.Dist(goal) {
			mover = &mine[i]
		}
	}
	from := mover.Base.Centre
	dist := from.Dist(goal) - 1.5
	if dist <= 0.5 {
		return false
	}
	dir := geom.Vec{X: (goal.X - from.X) / from.Dist(goal), Y: (goal.Y - from.Y) / from.Dist(goal)}
	for step := math.Min(dist, 6); step >= 1; step -= 1 {
		to := geom.Vec{X: from.X + dir.X*step, Y: from.Y + dir.Y*step}
		if pv := v.Preview(g.me, orders.Order{Unit: mover.ID, Verb: orders.Move, X: to.X, Y: to.Y}); pv.Err == nil {
			g.order(*mover, controls.VerbMove, to)
			return true
		}
	}
	return false
}

// order selects u with a click, chooses verb (after move, so a second
// shoot never steps to the next kind of shot) and gives the order at
// deck point at with the order button, as a person does.
func (g *game) order(u orders.Unit, verb controls.Action, at geom.Vec) {
	cam := g.b.Camera()
	x, y := cam.ToScreen(u.Base.Centre)
	g.p.press(controls.Select, x, y)
	g.p.press(controls.VerbMove, 0, 0)
	if verb != controls.VerbMove {
		g.p.press(verb, 0, 0)
	}
	x, y = cam.ToScreen(at)
	g.p.a.Env().Controls.SimulateCursor(x, y)
	g.p.press(controls.Order, x, y)
	g.acts++
}
