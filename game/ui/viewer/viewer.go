// Package viewer is the scenario viewer for designers (VISION: scenario
// design): a scenario file drawn with its terrain, walls, cover, weak
// floors, darkness and deployment zones, and overlays that answer a
// designer's questions before anyone plays it: what each cell costs to
// cross, what a model standing at a point sees, where it would be in cover,
// how far a model gets for its AP, and what a template laid at the cursor
// covers. The file is watched: a save shows up at once, and a file with
// mistakes shows every problem as file:line:col instead of the map.
package viewer

import (
	"github.com/krygothic/krygothic/rules/modules"
	"image"
	"os"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/scenarios"
)

// DefaultPoll is how often a scenario file's modification time is checked.
const DefaultPoll = time.Second

// Viewer is the scenario viewer, a ui.Scene. The app calls
// env.Controls.Update once a frame before Update, as for every scene.
type Viewer struct {
	// Poll is how often the file is checked for changes; 0 checks on every
	// Update. Shipped scenarios are not watched.
	Poll time.Duration

	env     *ui.Env
	pal     *ui.Palette
	content *content.Content
	path    string           // as given: a file, or a shipped scenario's name
	src     scenarios.Source // what path names (scenarios.Resolve); a shipped one is not watched
	srcErr  error            // path is no path, and no shipped scenario has that name

	scen     *scenarios.Scenario // the last version that loaded; nil if none has
	deck     *board.Deck
	rows     [][]rune // the map as drawn, for the legend entry under the cursor
	gen      int      // counts good loads: overlays made from an older deck are stale
	problems []string // the file's problems as file:line:col: message; nil when it loads
	count    int      // how many problems: a line counting more stands for them
	reloads  int      // good loads after the first

	seen     stamp // the file as it was at the last load
	lastPoll time.Time

	cam     board.Camera
	fitted  bool      // the camera has been fitted to a deck
	touched bool      // the designer has panned or zoomed: a resize keeps the view
	lay     layout    // where things go on the last screen drawn
	drag    *geom.Vec // where the last middle-drag frame was, while dragging

	on        [numOverlays]bool
	pin       *cell    // the pinned point, if any
	hover     *cell    // the cell under the cursor, if on the deck
	at        geom.Vec // the deck point under the cursor: the template's centre
	profiles  []Profile
	profile   int
	templates []Template
	template  int

	ov          overlays
	paint       *brush
	loads       int      // load attempts, good or bad: the chrome shows the latest
	buttons     []button // the panel's clickable places, as last drawn
	chromeCache struct {
		img   *ebiten.Image
		key   chromeKey
		drawn int // times drawn, for tests
	}
}

// cell is a cell of the deck.
type cell struct{ X, Y int }

// centre is the deck point at the middle of c.
func (c cell) centre() geom.Vec { return board.CellCentre(c.X, c.Y) }

// stamp is what polling compares: a save changes one or the other.
type stamp struct {
	mod  time.Time
	size int64
	err  bool
}

// New opens the viewer on path: a scenario file, or the name of a shipped
// scenario (scenarios.Resolve tells which). A file that does not load,
// or a name no shipped scenario has, shows its problems; New itself never
// fails. env needs Fonts; a nil Content or
// Palette means the defaults.
func New(env *ui.Env, path string) *Viewer {
	v := &Viewer{Poll: DefaultPoll, env: env, path: path, pal: env.Palette, content: env.Content, paint: newBrush()}
	if v.pal == nil {
		v.pal = &ui.StandardPalette
	}
	if v.content == nil {
		c, err := modules.Default()
		if err != nil {
			v.fail(err)
			return v
		}
		v.content = c
	}
	v.src, v.srcErr = scenarios.Resolve(path)
	v.profiles = profiles(v.content)
	v.templates = templates(v.content)
	v.on[ShowZones] = true
	v.relayout(image.Rect(0, 0, ui.ScreenWidth, ui.ScreenHeight))
	v.load()
	return v
}

// load reads the scenario again. A good load replaces the deck and keeps
// the camera; a bad one keeps the last good deck and lists the problems.
func (v *Viewer) load() {
	v.loads++
	if v.srcErr != nil {
		v.fail(v.srcErr)
		return
	}
	if v.src.OnDisk() {
		v.seen = statFile(v.path)
	}
	s, err := v.src.Load(v.content)
	if err != nil {
		v.fail(err)
		return
	}
	if v.scen != nil {
		v.reloads++
	}
	v.problems, v.count = nil, 0
	v.scen = s
	v.deck = board.NewDeck(s, s.Deck, v.pal)
	v.deck.Plan = true // designers read the plan; Tab paints the ship
	v.rows = make([][]rune, len(s.Rows))
	for i, r := range s.Rows {
		v.rows[i] = []rune(r)
	}
	v.gen++
	if v.pin != nil && (v.pin.X >= s.Deck.W || v.pin.Y >= s.Deck.H) {
		v.pin = nil
	}
	if v.fitted {
		v.cam.Keep(s.Deck.W, s.Deck.H)
	} else {
		v.cam.Fit(s.Deck.W, s.Deck.H)
		v.fitted = true
	}
}

// fail shows a loader's error: its file:line:col lines, and how many
// problems they stand for.
func (v *Viewer) fail(err error) {
	v.problems = strings.Split(strings.TrimSpace(err.Error()), "\n")
	v.count = datafile.Count(err)
}

// statFile stamps the file at path.
func statFile(path string) stamp {
	fi, err := os.Stat(path)
	if err != nil {
		return stamp{err: true}
	}
	return stamp{mod: fi.ModTime(), size: fi.Size()}
}

// poll reloads the file if it changed since it was last read.
func (v *Viewer) poll(now time.Time) {
	if !v.src.OnDisk() || v.srcErr != nil || now.Sub(v.lastPoll) < v.Poll {
		return
	}
	v.lastPoll = now
	if st := statFile(v.path); st != v.seen {
		v.load()
	}
}

// Scenario is the scenario on show: the last version that loaded, or nil.
func (v *Viewer) Scenario() *scenarios.Scenario { return v.scen }

// Problems lists the file's problems, one "file:line:col: message" each;
// nil when it loaded. A broken map's list ends in a line counting the
// problems it leaves out.
func (v *Viewer) Problems() []string { return v.problems }

// ProblemCount is how many problems the file has: those listed, and those
// a line of the list counts; 0 when it loaded.
func (v *Viewer) ProblemCount() int { return v.count }

// Overlay reports whether overlay o is on.
func (v *Viewer) Overlay(o Overlay) bool { return v.on[o] }

// SetOverlay turns overlay o on or off.
func (v *Viewer) SetOverlay(o Overlay, on bool) { v.on[o] = on }

// Pin pins the point the sight, cover and reach overlays are worked out
// from at cell (x, y); off the deck it unpins it, and they follow the
// cursor again.
func (v *Viewer) Pin(x, y int) {
	if v.scen == nil || x < 0 || y < 0 || x >= v.scen.Deck.W || y >= v.scen.Deck.H {
		v.pin = nil
		return
	}
	v.pin = &cell{x, y}
}

// Profiles lists the model profiles the reach overlay can move.
func (v *Viewer) Profiles() []Profile { return v.profiles }

// SetProfile chooses the reach overlay's profile by its place in Profiles.
func (v *Viewer) SetProfile(i int) { v.profile = mod(i, len(v.profiles)) }

// Templates lists the templates the template overlay can lay.
func (v *Viewer) Templates() []Template { return v.templates }

// SetTemplate chooses the template by its place in Templates.
func (v *Viewer) SetTemplate(i int) { v.template = mod(i, len(v.templates)) }

// mod is i modulo n, never negative; 0 when n is 0.
func mod(i, n int) int {
	if n == 0 {
		return 0
	}
	return (i%n + n) % n
}

// Update reads the input, polls the file and brings the overlays up to
// date with the point, the profile and the deck.
func (v *Viewer) Update() error {
	v.poll(time.Now())
	v.input()
	v.track()
	v.ov.refresh(v)
	return nil
}

// track finds the cell under the cursor and the template's centre.
func (v *Viewer) track() {
	v.hover = nil
	if v.scen == nil {
		return
	}
	p := v.cursor()
	if !v.cam.InView(p.X, p.Y) {
		return
	}
	v.at = v.cam.ToWorld(p.X, p.Y)
	x, y := floor(v.at.X), floor(v.at.Y)
	if x >= 0 && y >= 0 && x < v.scen.Deck.W && y < v.scen.Deck.H {
		v.hover = &cell{x, y}
	}
}

// cursor is the pointer's screen position; off the screen without
// controls.
func (v *Viewer) cursor() geom.Vec {
	if v.env.Controls == nil {
		return geom.Vec{X: -1, Y: -1}
	}
	x, y := ui.Cursor(v.env.Controls)
	return geom.Vec{X: x, Y: y}
}

// point is where the sight, cover and reach overlays are seen from: the
// pinned cell, else the cell under the cursor.
func (v *Viewer) point() *cell {
	if v.pin != nil {
		return v.pin
	}
	return v.hover
}

// Draw draws the viewer into whatever size screen is: the deck with its
// overlays, then the header, panel and hints, which are drawn again only
// when what they show changes.
func (v *Viewer) Draw(screen *ebiten.Image) {
	b := screen.Bounds()
	v.relayout(b)
	r := v.lay.view
	view := screen.SubImage(ui.Rect(r.X, r.Y, r.W, r.H).Add(b.Min)).(*ebiten.Image)
	if v.scen != nil {
		v.drawDeck(view)
	} else {
		view.Fill(space)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	screen.DrawImage(v.chrome(), op)
}

// chromeKey is everything the header, panel, hints and problems show.
type chromeKey struct {
	on                      [numOverlays]bool
	pin, hover              cell
	pinned, hovering        bool
	profile, template, hits int
	loads                   int
	seen                    [3]key // the sight, cover and reach layers' inputs
}

// chrome returns the header, panel, hints and problems drawn over a clear
// view, redrawing them only if what they show has changed.
func (v *Viewer) chrome() *ebiten.Image {
	k := chromeKey{on: v.on, profile: v.profile, template: v.template, hits: v.ov.tpHits, loads: v.loads,
		seen: [3]key{v.ov.sightAt, v.ov.coverAt, v.ov.reachAt}}
	if v.pin != nil {
		k.pin, k.pinned = *v.pin, true
	}
	if v.hover != nil {
		k.hover, k.hovering = *v.hover, true
	}
	c := &v.chromeCache
	if c.img == nil || c.img.Bounds().Size() != v.lay.px {
		if c.img != nil {
			c.img.Deallocate()
		}
		c.img = ebiten.NewImage(v.lay.px.X, v.lay.px.Y)
	} else if c.key == k {
		return c.img
	}
	c.key = k
	c.drawn++
	c.img.Clear()
	v.buttons = v.buttons[:0]
	if v.problems != nil {
		v.drawProblems(c.img)
	}
	v.drawHeader(c.img)
	v.drawPanel(c.img)
	v.drawHints(c.img)
	return c.img
}

// relayout places the view and the panels on screen b, keeping the
// camera's centre, or fitting the deck again if the designer has not moved
// it yet.
func (v *Viewer) relayout(b image.Rectangle) {
	if v.lay.px == b.Size() && v.lay.origin == b.Min && v.lay.scale == ui.Scale {
		return
	}
	v.lay = newLayout(ui.Units(float64(b.Dx())), ui.Units(float64(b.Dy())))
	v.lay.px, v.lay.scale, v.lay.origin = b.Size(), ui.Scale, b.Min
	if c := &v.chromeCache; c.img != nil { // drawn for another layout
		c.img.Deallocate()
		c.img = nil
	}
	r := v.lay.view
	v.cam.SetView(r.X+ui.Units(float64(b.Min.X)), r.Y+ui.Units(float64(b.Min.Y)), r.W, r.H)
	if v.scen != nil && !v.touched {
		v.cam.Fit(v.scen.Deck.W, v.scen.Deck.H)
	}
}

// floor is x rounded down, as an int.
func floor(x float64) int {
	i := int(x)
	if float64(i) > x {
		i--
	}
	return i
}
