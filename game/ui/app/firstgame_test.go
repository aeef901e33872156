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

var shots = flag.String("shots", "", "write the first game's screenshots, first-game-*.png, into this directory (docs/screenshots)")

// firstGameScenario is the shipped scenario of the recorded first game.
const firstGameScenario = "hangar-deathmatch"

// firstGameSeed is the dice seed of the recorded first game.
const firstGameSeed = 1

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

// hover moves the pointer over the middle of the first text drawn that
// is label, and returns the point.
func (p *player) hover(label string) (x, y float64) {
	p.t.Helper()
	for _, box := range p.draw() {
		if box.Text == label {
			c := box.Rect.Min.Add(box.Rect.Max).Div(2)
			x, y = float64(c.X), float64(c.Y)
			p.a.Env().Controls.SimulateCursor(x, y)
			p.step()
			return x, y
		}
	}
	p.t.Fatalf("no %q on the %T screen", label, p.a.Scene())
	return 0, 0
}

// click clicks the middle of the first text drawn that is label.
func (p *player) click(label string) {
	p.t.Helper()
	x, y := p.hover(label)
	p.press(controls.Select, x, y)
}

// shows reports whether some text drawn contains s.
func (p *player) shows(s string) bool {
	var all []string
	for _, box := range p.draw() {
		all = append(all, box.Text)
	}
	return strings.Contains(strings.Join(strings.Fields(strings.Join(all, " ")), " "), s)
}

// shot writes the screen to first-game-name.png in the -shots directory,
// if one is given.
func (p *player) shot(name string) {
	p.t.Helper()
	p.draw()
	p.save(name, p.screen)
}

// save writes img to first-game-name.png in the -shots directory, if one
// is given.
func (p *player) save(name string, img *ebiten.Image) {
	p.t.Helper()
	if *shots == "" {
		return
	}
	path := filepath.Join(*shots, "first-game-"+name+".png")
	if err := ui.SavePNG(img, path); err != nil {
		p.t.Fatal(err)
	}
	p.t.Logf("wrote %s", path)
}

// A first game against the normal AI, from the main menu to the result,
// played through the client's own input as a person would: the menu's
// buttons clicked, the fog of war switched on, the game paused and an
// order queued, then shots at the nearest enemy in sight (or a move
// towards where the enemy was last seen) until the match ends. Each
// moment the docs show is checked to have happened; -shots DIR writes
// the screenshots of docs/client.md.
func TestFirstGameAgainstTheAI(t *testing.T) {
	uitest.NeedLoop(t)
	t.Setenv("KRYGOTHIC_HOME", t.TempDir())
	a, err := app.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	a.AIOnTheFrame = true // a game reproducible from its seed
	t.Cleanup(a.Env().Controls.ReleaseCursor)
	p := &player{t: t, a: a, screen: ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)}

	// The main menu.
	p.step()
	p.hover("Play against the AI")
	p.shot("1-menu")
	p.click("Play against the AI")
	s, err := scenarios.LoadShipped(firstGameScenario, a.Env().Content)
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

	// Paused from the start, until Space: select a model and queue a
	// move; the clock holds.
	if !b.Paused() || b.Match().Tick() != 0 {
		t.Fatalf("the match against the AI did not start paused: tick %d", b.Match().Tick())
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

	// The fight, to the end. The battle opened zoomed on the player's
	// models; a person who means to order models all over the deck
	// presses Home to see it whole first, as this one does.
	p.press(controls.WholeDeck, 0, 0)
	var sawShot, sawDeath bool
	mostGhosts, fog := 0, ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	for p.frame < firstGameFrames && !b.Match().Over() {
		p.step()
		if b.Prompt() != "" {
			p.press(controls.Choice1, 0, 0)
		}
		// The fog's picture: the most ghosts so far on a board clear of dice.
		if on := b.OnBoard(); p.frame%30 == 0 && g.ghosts() > mostGhosts && on.Dice == 0 && on.Tracers == 0 {
			mostGhosts = g.ghosts()
			p.draw()
			fog.Clear()
			fog.DrawImage(p.screen, nil)
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
	for range 600 { // until the note of the replay saved (a temporary path here) has gone
		if b.Flash() == "" {
			break
		}
		p.step()
	}
	p.shot("7-result")
	winner := "draw"
	for _, sd := range b.Match().View().Sides() {
		if sd.ID == res.Winner {
			winner = sd.Name + " won"
		}
	}
	if !p.shows(winner) {
		t.Errorf("the end screen does not say %q (%+v)", winner, res)
	}
	t.Logf("fog: at most %d ghosts on a board clear of dice", mostGhosts)
	p.save("4-fog", fog)
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
	if mostGhosts == 0 {
		t.Error("no enemy was ever hidden by the fog of war with a ghost where it was last seen")
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

// ghosts is how many live enemies out of sight the person's side sees
// the ghosts of, where it last saw them.
func (g *game) ghosts() int {
	v := g.b.Match().View()
	s := v.Sighting(g.me)
	n := 0
	for id := range s.Ghosts {
		if u, ok := v.Unit(id); ok && u.Alive() && !s.Seen[id] {
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
