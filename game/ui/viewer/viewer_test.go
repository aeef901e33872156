package viewer

import (
	"flag"
	"image"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/scenarios"
)

func TestMain(m *testing.M) { uitest.Main(m) }

var shots = flag.Bool("shots", false, "write the viewer's screenshots under docs/screenshots/")

// The golden images' size, and the test deck.
const (
	shotW, shotH = 1280, 720
	testDeck     = "testdata/viewer.yaml"
)

var (
	loadOnce sync.Once
	fonts    *ui.Fonts
	stuff    *content.Content
	loadErr  error
)

// env is a scene environment with the real fonts, content and controls;
// tests move the cursor with Controls.SimulateCursor.
func env(t testing.TB) *ui.Env {
	t.Helper()
	loadOnce.Do(func() {
		if fonts, loadErr = ui.LoadFonts(); loadErr == nil {
			stuff, loadErr = content.Default()
		}
	})
	if loadErr != nil {
		t.Fatal(loadErr)
	}
	c, err := controls.New(controls.DefaultBindings())
	if err != nil {
		t.Fatal(err)
	}
	return &ui.Env{Fonts: fonts, Content: stuff, Palette: &ui.StandardPalette, Controls: c}
}

// open opens the viewer on path, laid out on a 1280×720 screen.
func open(t testing.TB, e *ui.Env, path string) *Viewer {
	t.Helper()
	v := New(e, path)
	v.relayout(image.Rect(0, 0, shotW, shotH))
	v.cursorAt(-1, -1)
	return v
}

// cursorAt puts the pointer at screen (x, y).
func (v *Viewer) cursorAt(x, y float64) { v.env.Controls.SimulateCursor(x, y) }

// overCell puts the pointer over the middle of cell (x, y).
func (v *Viewer) overCell(x, y int) {
	sx, sy := v.cam.ToScreen(cell{x, y}.centre())
	v.cursorAt(sx, sy)
}

// frame runs one Update and draws into a new 1280×720 image. Reading a
// pixel back ends the frame as the game loop would: the drawing commands
// are flushed instead of piling up through the whole test.
func frame(t testing.TB, v *Viewer) *ebiten.Image {
	t.Helper()
	if err := v.Update(); err != nil {
		t.Fatal(err)
	}
	img := ebiten.NewImage(shotW, shotH)
	v.Draw(img)
	if uitest.InLoop() {
		img.At(0, 0)
	}
	return img
}

// only turns on overlay o alone (or none, for -1).
func (v *Viewer) only(o Overlay) {
	for i := range numOverlays {
		v.SetOverlay(i, i == o)
	}
}

// templateNamed finds a template by its name's start.
func (v *Viewer) templateNamed(t *testing.T, name string) int {
	for i, tp := range v.templates {
		if strings.HasPrefix(tp.Name, name) {
			return i
		}
	}
	t.Fatalf("no template %q in %v", name, v.templates)
	return 0
}

// The base view and each overlay alone, from a pinned point beside the
// crates, the cursor over the blood pool by the reactor core.
func TestGolden(t *testing.T) {
	uitest.NeedLoop(t)
	for _, tc := range []struct {
		name string
		on   Overlay
	}{
		{"base", -1}, {"cost", ShowCost}, {"sight", ShowSight}, {"cover", ShowCover},
		{"zones", ShowZones}, {"reach", ShowReach}, {"template", ShowTemplate},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := open(t, env(t), testDeck)
			if v.Problems() != nil {
				t.Fatal(v.Problems())
			}
			v.only(tc.on)
			v.Pin(7, 14)
			v.SetProfile(0)
			v.SetTemplate(v.templateNamed(t, "Frag"))
			v.overCell(18, 10)
			uitest.Golden(t, "viewer-"+tc.name, frame(t, v), 3)
		})
	}
}

// A file that never loaded shows its problems over an empty view, each as
// file:line:col: message, and the viewer keeps running.
func TestBadFileShowsProblems(t *testing.T) {
	v := open(t, env(t), "testdata/bad.yaml")
	if v.Scenario() != nil {
		t.Fatal("a bad file loaded")
	}
	probs := v.Problems()
	if len(probs) < 3 {
		t.Fatalf("problems %q", probs)
	}
	pos := regexp.MustCompile(`^testdata/bad\.yaml:\d+:\d+: `)
	for _, p := range probs {
		if !pos.MatchString(p) {
			t.Errorf("%q is not file:line:col: message", p)
		}
	}
	if !strings.Contains(strings.Join(probs, "\n"), `map character "X" is not in the legend`) {
		t.Errorf("the map mistake is not listed: %q", probs)
	}
	for o := range numOverlays {
		v.SetOverlay(o, true)
	}
	v.Pin(3, 3) // nothing to pin on
	v.cursorAt(400, 300)
	for range 3 {
		frame(t, v)
	}
	if uitest.InLoop() {
		uitest.Golden(t, "viewer-problems", frame(t, v), 3)
	}
}

func TestMissingFileShowsProblem(t *testing.T) {
	v := open(t, env(t), filepath.Join(t.TempDir(), "nothing.yaml"))
	if p := v.Problems(); len(p) != 1 || !strings.Contains(p[0], "cannot read") {
		t.Fatalf("problems %q", p)
	}
	frame(t, v)
}

func TestShippedByName(t *testing.T) {
	name := scenarios.Shipped()[0]
	v := open(t, env(t), name)
	if v.Problems() != nil || v.Scenario() == nil {
		t.Fatalf("%s: %q", name, v.Problems())
	}
	if !v.src.Shipped {
		t.Error("a shipped name is watched as a file")
	}
}

// A name that is neither a path nor a shipped scenario shows why, with
// the shipped names, and is not polled as a file.
func TestUnknownName(t *testing.T) {
	v := open(t, env(t), "moon-base")
	if p := v.Problems(); len(p) != 1 || !strings.Contains(p[0], `no shipped scenario called "moon-base"`) {
		t.Fatalf("problems %q", p)
	}
	v.Poll = 0
	frame(t, v)
	if v.loads != 1 {
		t.Errorf("loaded %d times", v.loads)
	}
}

// Saving a broken file shows its problems over the last good map; saving
// it fixed brings the map back. The camera stays where the designer put it.
func TestLiveReload(t *testing.T) {
	good, err := os.ReadFile(testDeck)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "deck.yaml")
	stamp := time.Now().Add(-time.Hour)
	save := func(src []byte) {
		t.Helper()
		if err := os.WriteFile(path, src, 0o644); err != nil {
			t.Fatal(err)
		}
		// A new time on every save, however fast the test runs.
		stamp = stamp.Add(time.Second)
		if err := os.Chtimes(path, stamp, stamp); err != nil {
			t.Fatal(err)
		}
	}
	save(good)
	v := open(t, env(t), path)
	v.Poll = 0
	if v.Problems() != nil || v.Scenario() == nil {
		t.Fatalf("the good file: %q", v.Problems())
	}
	first := v.Scenario()
	v.cam.ZoomAt(300, 300, 1.5)
	v.cam.Pan(40, -20)
	cam := v.cam

	frame(t, v)
	if v.Scenario() != first {
		t.Fatal("reloaded an unchanged file")
	}

	bad := strings.Replace(string(good), "#aaaaa...ccc", "#aaaaa...cXc", 1)
	save([]byte(bad))
	frame(t, v)
	probs := v.Problems()
	if len(probs) != 1 || !regexp.MustCompile(`^`+regexp.QuoteMeta(path)+`:\d+:\d+: map character "X"`).MatchString(probs[0]) {
		t.Fatalf("problems after a bad save: %q", probs)
	}
	if v.Scenario() != first {
		t.Error("the last good map is gone")
	}

	fixed := strings.Replace(string(good), "name: Viewer Test Deck", "name: Viewer Test Deck, fixed", 1)
	save([]byte(fixed))
	frame(t, v)
	if v.Problems() != nil {
		t.Fatalf("problems after the fix: %q", v.Problems())
	}
	if s := v.Scenario(); s == first || s.Name != "Viewer Test Deck, fixed" {
		t.Fatalf("not reloaded: %v", s.Name)
	}
	if v.cam != cam {
		t.Errorf("camera moved on reload: %+v, was %+v", v.cam, cam)
	}
	if v.reloads != 1 {
		t.Errorf("reloads %d, want 1", v.reloads)
	}
}

// The file is checked no more often than Poll.
func TestPollInterval(t *testing.T) {
	good, err := os.ReadFile(testDeck)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "deck.yaml")
	if err := os.WriteFile(path, good, 0o644); err != nil {
		t.Fatal(err)
	}
	v := open(t, env(t), path)
	v.Poll = time.Minute
	now := time.Now()
	v.poll(now)
	later := now.Add(time.Hour)
	if err := os.Chtimes(path, later, later); err != nil {
		t.Fatal(err)
	}
	v.poll(now.Add(30 * time.Second))
	if v.gen != 1 {
		t.Fatal("polled before Poll had passed")
	}
	v.poll(now.Add(61 * time.Second))
	if v.gen != 2 {
		t.Fatal("did not reload once Poll had passed")
	}
}

// Overlays are worked out again only when their input changes.
func TestOverlaysRecomputeOnlyOnChange(t *testing.T) {
	v := open(t, env(t), testDeck)
	for o := range numOverlays {
		v.SetOverlay(o, true)
	}
	v.Pin(7, 14)
	v.overCell(18, 10)
	for range 5 {
		frame(t, v)
	}
	want := [numOverlays]int{ShowCost: 1, ShowSight: 1, ShowCover: 1, ShowReach: 1, ShowTemplate: 1}
	if v.ov.made != want {
		t.Fatalf("after 5 still frames: %v, want %v", v.ov.made, want)
	}
	if v.chromeCache.drawn != 1 {
		t.Errorf("the panel was drawn %d times in 5 still frames", v.chromeCache.drawn)
	}
	v.Pin(8, 14)
	frame(t, v)
	frame(t, v)
	want[ShowSight], want[ShowCover], want[ShowReach] = 2, 2, 2
	if v.ov.made != want {
		t.Fatalf("after moving the point: %v, want %v", v.ov.made, want)
	}
	v.SetProfile(1)
	frame(t, v)
	want[ShowReach] = 3
	if v.ov.made != want {
		t.Fatalf("after a new profile: %v, want %v", v.ov.made, want)
	}
	v.overCell(19, 10)
	frame(t, v)
	want[ShowTemplate] = 2
	if v.ov.made != want {
		t.Fatalf("after moving the cursor: %v, want %v", v.ov.made, want)
	}
	v.load()
	frame(t, v)
	want = [numOverlays]int{ShowCost: 2, ShowSight: 3, ShowCover: 3, ShowReach: 4, ShowTemplate: 3}
	if v.ov.made != want {
		t.Fatalf("after a reload: %v, want %v", v.ov.made, want)
	}
}

// What the overlays find on the test deck, checked against the rules.
func TestOverlayContents(t *testing.T) {
	v := open(t, env(t), testDeck)
	for o := range numOverlays {
		v.SetOverlay(o, true)
	}
	v.Pin(7, 14) // open floor south of the west crates
	frame(t, v)
	d := v.scen.Deck
	i := func(x, y int) int { return y*d.W + x }
	if !v.ov.visible[i(20, 16)] || v.ov.visible[i(17, 10)] {
		t.Error("sight: the open floor should be seen, the walled room not")
	}
	// Just behind the crates at (8..9, 11..12), seen from the south: cover.
	if got := v.ov.covered[i(8, 10)]; got != coverHiddenState {
		t.Errorf("cover behind the crates: %d", got)
	}
	if got := v.ov.covered[i(7, 17)]; got != coverOpenState {
		t.Errorf("cover on open floor: %d", got)
	}
	if got := v.ov.covered[i(0, 0)]; got != coverNone {
		t.Errorf("cover on a wall: %d", got)
	}
	// The trooper walks 3" for 2 AP, runs 6" for 1 AP; coolant adds 1.
	if ap := v.ov.reached.At(9, 14); ap != 1 {
		t.Errorf("reach 2\" away: %d AP", ap)
	}
	if ap := v.ov.reached.At(10, 16); ap != 2 {
		t.Errorf("reach into the coolant: %d AP", ap)
	}
	if ap := v.ov.reached.At(30, 14); ap != -1 {
		t.Errorf("reach far away: %d AP", ap)
	}
	// The wraith ignores the coolant's surcharge.
	for k, p := range v.profiles {
		if p.Mover.IgnoresTerrain {
			v.SetProfile(k)
		}
	}
	frame(t, v)
	if ap := v.ov.reached.At(10, 16); ap != 1 {
		t.Errorf("the wraith into the coolant: %d AP", ap)
	}
	// A 2" damaged-structure template on a cell's centre touches the
	// models in it and its eight neighbours, no more (RULINGS §8).
	v.SetTemplate(v.templateNamed(t, "Damaged structure, 1"))
	v.overCell(20, 16)
	frame(t, v)
	if v.ov.tpHits != 9 {
		t.Errorf("2\" template hits %d cells, want 9", v.ov.tpHits)
	}
}

// The pointer actions: a click pins the point, a second click there frees
// it, and the wheel zooms about the cursor.
func TestPointerActions(t *testing.T) {
	uitest.NeedLoop(t)
	v := open(t, env(t), testDeck)
	c := v.env.Controls
	step := func() {
		c.Update()
		frame(t, v)
	}
	x, y := v.cam.ToScreen(cell{12, 8}.centre())
	c.Simulate(controls.Select, x, y)
	step()
	if v.pin == nil || *v.pin != (cell{12, 8}) {
		t.Fatalf("pin %v after a click on 12, 8", v.pin)
	}
	step()
	c.Simulate(controls.Select, x, y)
	step()
	if v.pin != nil {
		t.Fatalf("pin %v after a second click", v.pin)
	}
	before := v.cam.ToWorld(x, y)
	zoom := v.cam.Zoom
	c.Simulate(controls.ZoomIn, x, y)
	step()
	if v.cam.Zoom <= zoom {
		t.Fatalf("zoom %v, was %v", v.cam.Zoom, zoom)
	}
	if after := v.cam.ToWorld(x, y); after.Dist(before) > 1e-9 {
		t.Errorf("the point under the cursor moved from %v to %v", before, after)
	}
	c.Simulate(controls.Back, x, y)
	v.Pin(3, 3)
	step()
	if v.pin != nil {
		t.Error("Back did not free the point")
	}

	// The panel: a click on an overlay's row switches it; on the reach
	// profile's line, it takes the next profile.
	row := v.buttons[0].r // the first overlay's row
	c.Simulate(controls.Select, row.X+row.W/2, row.Y+row.H/2)
	step()
	if !v.Overlay(ShowCost) {
		t.Fatal("a click on the cost row did not switch it on")
	}
	v.SetOverlay(ShowReach, true)
	step()
	for _, b := range v.buttons {
		if b.r.Y > row.Y+row.H*float64(ShowReach) && b.r.H < row.H {
			c.Simulate(controls.Select, b.r.X+5, b.r.Y+5)
			break
		}
	}
	step()
	if v.profile != 1 {
		t.Errorf("profile %d after a click on the reach line, want 1", v.profile)
	}
}

// The layout follows the screen: a larger window gives a larger view.
func TestResize(t *testing.T) {
	v := open(t, env(t), testDeck)
	small := v.cam.Zoom
	v.relayout(image.Rect(0, 0, 1920, 1080))
	if v.cam.ViewW <= shotW-360 || v.cam.Zoom <= small {
		t.Errorf("view %v wide at zoom %v after growing (zoom was %v)", v.cam.ViewW, v.cam.Zoom, small)
	}
	v.touched = true
	zoom := v.cam.Zoom
	v.relayout(image.Rect(0, 0, 1400, 900))
	if v.cam.Zoom != zoom {
		t.Error("a resize refitted a camera the designer had moved")
	}
}

// BenchmarkViewerFrame is one frame, Update and Draw, of the default
// scenario at 1280×720 with every overlay on, from a pinned point, the
// cursor over the deck: what a designer's machine does 60 times a second.
// It measures the CPU work of building the frame; the GPU's work (under
// Xvfb, llvmpipe's software rendering) is done in the flush that ends
// each frame, outside the timer, as the game loop would do it.
func BenchmarkViewerFrame(b *testing.B) { benchFrames(b, nil) }

// BenchmarkViewerFramePointMoves is the same with the point moving every
// frame: sight, cover and reach are worked out again each time, and the
// panel drawn again.
func BenchmarkViewerFramePointMoves(b *testing.B) {
	i := 0
	benchFrames(b, func(v *Viewer) {
		i++
		v.Pin(14+i%40, 10+i%25)
	})
}

// benchFrames times frames of the default scenario with every overlay on;
// before runs ahead of each frame.
func benchFrames(b *testing.B, before func(*Viewer)) {
	uitest.NeedLoop(b)
	v, c := benchViewer(b)
	img := ebiten.NewImage(shotW, shotH)
	for b.Loop() {
		if before != nil {
			before(v)
		}
		c.Update()
		if err := v.Update(); err != nil {
			b.Fatal(err)
		}
		v.Draw(img)
		b.StopTimer()
		img.At(0, 0) // the end of the frame: flush the drawing commands
		b.StartTimer()
	}
}

// benchViewer opens the default scenario with every overlay on.
func benchViewer(b *testing.B) (*Viewer, *controls.Controls) {
	v := open(b, env(b), scenarios.Shipped()[0])
	c := v.env.Controls
	for o := range numOverlays {
		v.SetOverlay(o, true)
	}
	v.Pin(20, 20)
	v.overCell(40, 22)
	return v, c
}

// TestScreenshots writes the viewer's screenshots for the docs, with
// -shots: the line-of-sight overlay on the default scenario.
func TestScreenshots(t *testing.T) {
	if !*shots {
		t.Skip("run with -shots to write docs/screenshots/viewer-*.png")
	}
	uitest.NeedLoop(t)
	dir, err := filepath.Abs(filepath.Join("..", "..", "..", "docs", "screenshots"))
	if err != nil {
		t.Fatal(err)
	}
	v := open(t, env(t), scenarios.Shipped()[0])
	v.only(ShowSight)
	v.SetOverlay(ShowZones, true)
	v.Pin(25, 22)
	v.overCell(48, 12)
	if err := ui.SavePNG(frame(t, v), filepath.Join(dir, "viewer-los.png")); err != nil {
		t.Fatal(err)
	}
	for o := range numOverlays {
		v.SetOverlay(o, true)
	}
	if err := ui.SavePNG(frame(t, v), filepath.Join(dir, "viewer-all.png")); err != nil {
		t.Fatal(err)
	}

	// A designer's bad save: the problems over the last good map.
	src, err := os.ReadFile(filepath.Join("..", "..", "..", "scenarios", "maps", "hangar-deathmatch.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir()) // the file as a designer names it
	path := "my-hangar.yaml"
	if err := os.WriteFile(path, src, 0o644); err != nil {
		t.Fatal(err)
	}
	v = open(t, env(t), path)
	v.Poll = 0
	bad := strings.Replace(string(src), "rounds: 10", "rounds: 60", 1)
	bad = strings.Replace(bad, "#aaaaaaaaaaa....ccc", "#aaaaaaaaaaa....cXc", 1)
	if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(path, later, later); err != nil {
		t.Fatal(err)
	}
	v.overCell(30, 20)
	if err := ui.SavePNG(frame(t, v), filepath.Join(dir, "viewer-problems.png")); err != nil {
		t.Fatal(err)
	}
}

// A broken map lists its first 20 problems and a line counting the rest:
// the viewer counts every problem, not the lines it lists (a file with 26
// problems said "21 problems").
func TestProblemCountIsTrue(t *testing.T) {
	src := `name: Many Mistakes
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "a", name: west zone, terrain: easy, zone: west}
  - {char: "d", name: east zone, terrain: easy, zone: east}
map: |
  ################
  #aaaa....dddddd#
  #XXXXXXXXXXXXXX#
  #XXXXXXXXXXXX..#
  #aaaa....dddddd#
  ################
sides:
  - {id: red, army: slaves, zone: west}
  - {id: blue, army: possessed, zone: east}
`
	path := filepath.Join(t.TempDir(), "many.yaml")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	v := open(t, env(t), path)
	probs := v.Problems()
	if len(probs) != 21 || !strings.HasSuffix(probs[20], "… and 6 more problems in the map") {
		t.Fatalf("want 20 problems and a count last, got %q", probs)
	}
	if n := v.ProblemCount(); n != 26 {
		t.Errorf("ProblemCount = %d, want 26", n)
	}
	frame(t, v)
}
