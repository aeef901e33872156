package menu

import (
	"errors"
	"image"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/scenarios"
)

func TestMainMenuGolden(t *testing.T) {
	env, _ := newEnv(t)
	was := build
	t.Cleanup(func() { build = was })
	build = func() string { return "0.35.0" } // the picture stays when the version changes
	uitest.Golden(t, "main", draw(NewMain(env), 1280, 720), 3)
}

func TestNewMatchGolden(t *testing.T) {
	env, _ := newEnv(t)
	m := NewNewMatch(env)
	m.top().(*matchPage).setSeed(424242) // the seed is random otherwise
	uitest.Golden(t, "new-match", draw(m, 1280, 720), 3)
}

func TestAIMatchGolden(t *testing.T) {
	env, _ := newEnv(t)
	m := NewAIMatch(env)
	m.top().(*matchPage).setSeed(424242)
	uitest.Golden(t, "new-match-ai", draw(m, 1280, 720), 3)
}

// The random deck's row chosen, seed 42: the deck drawn in the preview
// (GAP-33).
func TestRandomDeckGolden(t *testing.T) {
	env, _ := newEnv(t)
	m := NewAIMatch(env)
	p := m.top().(*matchPage)
	p.setSeed(42)
	p.list.Choose(len(p.scenarios) - 1)
	uitest.Golden(t, "new-match-random", draw(m, 1280, 720), 3)
}

func TestSettingsGolden(t *testing.T) {
	env, _ := newEnv(t)
	m := NewSettings(env)
	// The settings file's path is drawn: make it the same every run.
	t.Setenv(settings.HomeEnv, "/home/player/.krygothic")
	uitest.Golden(t, "settings", draw(m, 1280, 720), 3)
}

// mainButton is the main menu's button labelled label.
func mainButton(t *testing.T, m *Menu, label string) *widget.Button {
	t.Helper()
	for _, b := range m.stack[0].(*mainPage).buttons {
		if b.Label == label {
			return b
		}
	}
	t.Fatalf("no button %q", label)
	return nil
}

// Clicking each main menu button with simulated input does what it says.
func TestMainMenuClicks(t *testing.T) {
	uitest.NeedLoop(t)
	for _, tc := range []struct {
		button string
		nav    string // the Nav call expected, if any
		opens  string // the page opened inside the menu, if any
	}{
		{"Play hotseat", "", "*menu.matchPage"},
		{"Play against the AI", "", "*menu.matchPage (against the AI)"},
		{"Load game", "", "*menu.savesPage"},
		{"Watch a replay", "", "*menu.savesPage"},
		{"Scenario viewer", "", "*menu.viewerPage"},
		{"Settings", "settings", ""},
		{"Campaign", "", "*menu.campaignsPage"},
		{"Quit", "quit", ""},
	} {
		t.Run(tc.button, func(t *testing.T) {
			env, nav := newEnv(t)
			m := NewMain(env)
			step(t, env, m) // lay out
			click(t, env, m, mainButton(t, m, tc.button).Rect)
			if nav.last() != tc.nav {
				t.Errorf("nav calls %v, want %q", nav.calls, tc.nav)
			}
			got := ""
			if len(m.stack) > 1 {
				got = typeName(m.top())
			}
			if got != tc.opens {
				t.Errorf("opened %q, want %q", got, tc.opens)
			}
		})
	}
}

func typeName(v any) string {
	switch p := v.(type) {
	case *matchPage:
		if p.vsAI {
			return "*menu.matchPage (against the AI)"
		}
		return "*menu.matchPage"
	case *savesPage:
		return "*menu.savesPage"
	case *viewerPage:
		return "*menu.viewerPage"
	case *bindingsPage:
		return "*menu.bindingsPage"
	case *campaignsPage:
		return "*menu.campaignsPage"
	case *settingsPage:
		return "*menu.settingsPage"
	}
	return "?"
}

// Against the AI, with simulated input: the main menu's button opens the
// new-match page in its AI mode; the player takes the second side and
// steps the level from normal, and Start hands the battle a VersusAI
// setup with that side and level.
func TestAgainstTheAIStarts(t *testing.T) {
	uitest.NeedLoop(t)
	env, nav := newEnv(t)
	m := NewMain(env)
	step(t, env, m)
	ai := mainButton(t, m, "Play against the AI")
	if ai.Disabled {
		t.Fatal("the AI button is disabled")
	}
	click(t, env, m, ai.Rect)
	p, ok := m.top().(*matchPage)
	if !ok || !p.vsAI || len(nav.calls) != 0 {
		t.Fatalf("opened %T (against the AI: %v), nav %v", m.top(), ok && p.vsAI, nav.calls)
	}
	draw(m, 1280, 720)
	want := p.current()
	if want == nil || p.level.Options[p.level.Idx] != "normal" || p.human.Idx != 0 {
		t.Fatalf("level %q, side %d: want normal and the first side", p.level.Options[p.level.Idx], p.human.Idx)
	}
	if got := strings.Join(p.human.Options, ","); got != want.s.Sides[0].Name+","+want.s.Sides[1].Name {
		t.Errorf("sides on offer %q", got)
	}
	_, right := p.human.Arrows()
	click(t, env, m, right) // the second side
	left, _ := p.level.Arrows()
	click(t, env, m, left) // normal → easy
	p.setSeed(31)
	click(t, env, m, p.start.Rect)
	if nav.last() != "play" {
		t.Fatalf("nav %v, status %q; want play", nav.calls, p.st.Text)
	}
	s := nav.setup
	if s.Mode != ui.VersusAI || s.Human != 1 || s.AI != "easy" || s.Seed != 31 || s.ScenarioName != want.name || s.Scenario == nil || s.Resume != nil {
		t.Errorf("setup %+v", s)
	}

	// The keyboard: with the pointer on the level chooser, right twice is
	// normal then hard; with it on Start, Declare plays.
	hover := func(r widget.Rect) {
		env.Controls.SimulateCursor((r.X+r.W/2)*m.scale, (r.Y+r.H/2)*m.scale)
		step(t, env, m)
	}
	hover(p.level.Rect)
	press(t, env, m, controls.PanRight)
	press(t, env, m, controls.PanRight)
	hover(p.start.Rect)
	press(t, env, m, controls.Declare)
	if s := nav.setup; len(nav.calls) != 2 || s.Mode != ui.VersusAI || s.Human != 1 || s.AI != "hard" {
		t.Errorf("nav %v, setup %+v; want hard, side 2", nav.calls, s)
	}
}

// The page offers the player's levels (never the baseline), each one the
// AI package builds, with a line on what it means; normal first.
func TestAILevels(t *testing.T) {
	env, _ := newEnv(t)
	m := NewAIMatch(env)
	p := m.top().(*matchPage)
	if got := strings.Join(p.level.Options, ","); got != "easy,normal,hard" {
		t.Errorf("levels on offer %q", got)
	}
	if aiLevels[p.level.Idx].Name != "normal" {
		t.Errorf("the page starts on %q", aiLevels[p.level.Idx].Name)
	}
	known := strings.Join(ai.Names(), ",")
	draw(m, 1280, 720) // lay out
	for _, l := range aiLevels {
		if n := len(widget.Wrap(levelAbout(l), env.Fonts.Regular, sizeSmall, p.level.Rect.W)); n > aboutLines {
			t.Errorf("%s: the description takes %d lines, the panel has %d", l.Name, n, aboutLines)
		}
		if _, err := ai.New(l.Name, p.current().s.Sides[1].ID, 1); err != nil {
			t.Errorf("%s: %v (the AI package has %s)", l.Name, err, known)
		}
		about := levelAbout(l)
		if !strings.HasPrefix(about, "Reacts in ") || strings.Contains(about, "\n") {
			t.Errorf("%s: %q", l.Name, about)
		}
		t.Logf("%s: %s", l.Name, about)
	}
	if a, b := levelAbout(ai.Easy), levelAbout(ai.Hard); a == b || !strings.Contains(b, "exactly") || !strings.Contains(a, "misjudges") {
		t.Errorf("easy %q, hard %q", a, b)
	}
	// Against the AI the army choosers say whose army is whose, and follow
	// the side the player takes.
	if !strings.HasPrefix(p.choosers[0].Label, "Your army") || !strings.HasPrefix(p.choosers[1].Label, "The AI's army") {
		t.Errorf("army labels %q, %q", p.choosers[0].Label, p.choosers[1].Label)
	}
	p.human.Step(1)
	if !strings.HasPrefix(p.choosers[1].Label, "Your army") || !strings.HasPrefix(p.choosers[0].Label, "The AI's army") {
		t.Errorf("after taking side 2: army labels %q, %q", p.choosers[0].Label, p.choosers[1].Label)
	}
	// The hotseat page has no AI choices and starts a hotseat match; it
	// offers the fog of war under the scenario list, and the army builder.
	if h := newMatchPage(newMenu(env, nil)); h.vsAI || h.human != nil || h.level != nil || len(h.form.Items) != 11 || h.form.Items[1] != widget.Item(h.fogToggle) {
		t.Errorf("hotseat page: vsAI %v, %d widgets", h.vsAI, len(h.form.Items))
	}
}

// The keyboard: down four times, Declare opens Load game; Back returns.
func TestMainMenuKeyboard(t *testing.T) {
	uitest.NeedLoop(t)
	env, nav := newEnv(t)
	m := NewMain(env)
	step(t, env, m)
	for range 4 {
		press(t, env, m, controls.PanDown)
	}
	if f := m.top().(*mainPage).form.Focus; f != 4 {
		t.Fatalf("focus %d after four downs, want 4 (Load game)", f)
	}
	press(t, env, m, controls.Declare)
	if _, ok := m.top().(*savesPage); !ok {
		t.Fatalf("Declare opened %T, want the load page", m.top())
	}
	press(t, env, m, controls.Back)
	if len(m.stack) != 1 {
		t.Fatalf("Back left %d pages", len(m.stack))
	}
	press(t, env, m, controls.Back) // Back on the main menu does nothing
	for range 4 {
		press(t, env, m, controls.PanUp)
	}
	press(t, env, m, controls.PanUp) // wraps round to Quit
	press(t, env, m, controls.Declare)
	if nav.last() != "quit" {
		t.Errorf("nav %v, want quit", nav.calls)
	}
}

// Clicks land where the buttons are drawn when the screen is smaller
// than the design size and the picture is scaled down, and when it is
// larger and the page is centred.
func TestClicksAtOtherSizes(t *testing.T) {
	uitest.NeedLoop(t)
	for _, size := range [][2]int{{960, 540}, {1920, 1080}, {1280, 1024}, {800, 720}} {
		env, nav := newEnv(t)
		m := NewMain(env)
		draw(m, size[0], size[1])
		step(t, env, m)
		click(t, env, m, mainButton(t, m, "Settings").Rect)
		if nav.last() != "settings" {
			t.Errorf("%v: nav %v, want settings", size, nav.calls)
		}
	}
}

// At every UI scale a click lands on the button drawn there: the button's
// label is recorded where it was drawn, in screen pixels, and a click at
// the label's centre presses it.
func TestClicksAtEveryScale(t *testing.T) {
	uitest.NeedLoop(t)
	uitest.AtScales(func(w, h int, s float64) {
		env, nav := newEnv(t)
		m := NewMain(env)
		img := ebiten.NewImage(w, h)
		boxes := ui.RecordText(func() { m.Draw(img) })
		var at image.Rectangle
		for _, b := range boxes {
			if b.Text == "Settings" {
				at = b.Rect
			}
		}
		if at.Empty() {
			t.Fatalf("%dx%d ×%g: no Settings label drawn", w, h, s)
		}
		c := at.Min.Add(at.Max).Div(2)
		env.Controls.Simulate(controls.Select, float64(c.X), float64(c.Y))
		step(t, env, m)
		step(t, env, m)
		if nav.last() != "settings" {
			t.Errorf("%dx%d ×%g: a click on the Settings label at %v: nav %v, want settings", w, h, s, c, nav.calls)
		}
	})
}

// The new match flow: pick a scenario, start; Nav.Play gets a fresh copy
// of it with the seed shown.
func TestNewMatchStarts(t *testing.T) {
	uitest.NeedLoop(t)
	env, nav := newEnv(t)
	m := NewMain(env)
	step(t, env, m)
	click(t, env, m, mainButton(t, m, "Play hotseat").Rect)
	p := m.top().(*matchPage)
	draw(m, 1280, 720)
	// Choose the fourth scenario with a click.
	click(t, env, m, widget.Rect{X: p.list.Rect.X, Y: p.list.Rect.Y + 3*p.list.RowH + 1, W: p.list.Rect.W, H: p.list.RowH - 2})
	want := p.scenarios[3]
	if p.list.Sel != 3 || want.err != nil {
		t.Fatalf("selected %d (%v)", p.list.Sel, want.err)
	}
	p.setSeed(77)
	click(t, env, m, p.start.Rect)
	if nav.last() != "play" {
		t.Fatalf("nav %v, want play", nav.calls)
	}
	s := nav.setup
	if s.ScenarioName != want.name || s.Scenario == nil || s.Scenario.Name != want.s.Name || s.Seed != 77 || s.Mode != ui.Hotseat || s.Resume != nil {
		t.Errorf("setup %+v", s)
	}
	if s.Scenario == want.s {
		t.Error("the match got the menu's own copy of the scenario")
	}
	if s.ByHand {
		t.Error("deployment by hand without choosing it")
	}
	// Deployment: by hand (GAP-32), chosen with a click on the chooser's
	// right arrow, reaches the setup.
	d := p.deploy.Rect
	click(t, env, m, widget.Rect{X: d.Right() - 20, Y: d.Bottom() - 20, W: 10, H: 10})
	click(t, env, m, p.start.Rect)
	if p.deploy.Idx != 1 || !nav.setup.ByHand {
		t.Errorf("deployment chooser at %d, setup by hand %v", p.deploy.Idx, nav.setup.ByHand)
	}
	if match.ScenarioHash(s.Scenario) != match.ScenarioHash(want.s) {
		t.Error("the scenario the match got differs from the one shown")
	}
}

func TestNewMatchSeed(t *testing.T) {
	env, _ := newEnv(t)
	p := newMatchPage(newMenu(env, nil))
	if len(p.seedField.Text) == 0 {
		t.Fatal("no seed shown")
	}
	a := p.seed
	p.reroll.Press(0, 0)
	if p.seed == a {
		t.Error("New seed kept the seed") // one chance in a billion
	}
	p.seedField.Text = []rune("123")
	p.readSeed()
	if p.seed != 123 || p.start.Disabled {
		t.Errorf("typed seed: %d, start disabled %v", p.seed, p.start.Disabled)
	}
	p.seedField.Text = nil
	p.readSeed()
	if !p.start.Disabled || !strings.Contains(p.st.Text, "seed") {
		t.Errorf("no seed: start disabled %v, status %q", p.start.Disabled, p.st.Text)
	}
	p.seedField.Text = []rune("99999999999999999999999")
	p.readSeed()
	if !p.start.Disabled || !strings.Contains(p.st.Text, "too large") {
		t.Errorf("huge seed: start disabled %v, status %q", p.start.Disabled, p.st.Text)
	}
}

func TestArmyChoices(t *testing.T) {
	env, _ := newEnv(t)
	p := newMatchPage(newMenu(env, nil))
	for _, sc := range p.scenarios {
		if sc.err != nil {
			t.Errorf("%s: %v", sc.name, sc.err)
			continue
		}
		p.list.Choose(slicesIndex(p.scenarios, sc))
		for i, side := range sc.s.Sides {
			opts := p.options[i]
			if len(opts) == 0 || opts[0].army != side.Army {
				t.Errorf("%s side %d: options %v, want the scenario's own army first", sc.name, i, opts)
			}
			teams := map[string]bool{}
			for _, o := range opts {
				teams[o.army.Team.ID] = true
				if err := sc.s.Fits(i, o.army); err != nil {
					t.Errorf("%s side %d: %s is offered but %v", sc.name, i, o.army.Name, err)
				}
			}
			// Every team can be played where no reinforcements arrive.
			if sc.s.Held(side.ID) == 0 && len(teams) != len(p.armies) {
				t.Errorf("%s side %d: %d teams on offer, want all %d shipped lists'", sc.name, i, len(teams), len(p.armies))
			}
		}
	}
	// A team's shipped list fits every shipped scenario it plays in...
	s := p.scenarios[0].s
	if err := s.Fits(0, s.Sides[0].Army); err != nil {
		t.Error(err)
	}
	// ...and an army too small for a scenario's arrivals does not.
	small := *s.Sides[0].Army
	small.Models = small.Models[:1]
	s2 := *s
	s2.Events = append(s2.Events, scenarios.Event{Round: 2, Type: scenarios.Arrive, Side: s.Sides[0].ID, Units: map[string]int{"nobody": 2}})
	if err := s2.Fits(0, &small); err == nil || !strings.Contains(err.Error(), "brings in 2 nobody") {
		t.Errorf("arrivals: %v", err)
	}
}

func slicesIndex(list []*shippedScenario, x *shippedScenario) int {
	for i, y := range list {
		if y == x {
			return i
		}
	}
	return -1
}

// saveFor writes a save of a shipped scenario under the saves folder.
func saveFor(t *testing.T, name, scenario string, tick int, hash string) string {
	t.Helper()
	dir, err := settings.SavesDir()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name+".json")
	if err := osMkdirSave(path, match.Record{Format: 1, Settings: match.DefaultSettings(), Scenario: scenario, ScenarioHash: hash, Seed: 5, SavedAt: tick}); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestLoadGame(t *testing.T) {
	uitest.NeedLoop(t)
	env, nav := newEnv(t)
	s, err := scenarios.LoadShipped("sabotage", env.Content)
	if err != nil {
		t.Fatal(err)
	}
	good := saveFor(t, "good", "sabotage", 600, match.ScenarioHash(s))
	touch(t, good, time.Now().Add(-time.Minute))
	saveFor(t, "changed", "sabotage", 600, strings.Repeat("0123abcd", 8))
	saveFor(t, "lost", "no/such/scenario.yaml", 600, "")
	saveFor(t, "whole", "sabotage", 0, "")
	dir, _ := settings.SavesDir()
	writeFile(t, filepath.Join(dir, "broken.json"), "{not json")

	m := NewLoadGame(env)
	p := m.top().(*savesPage)
	draw(m, 1280, 720)
	byName := map[string]int{}
	for i, r := range p.list.Rows {
		byName[r.Title] = i
	}
	if len(byName) != 5 {
		t.Fatalf("rows %+v, want 5", p.list.Rows)
	}
	broken := p.list.Rows[byName["broken"]]
	if !broken.Disabled || !broken.Warn || !strings.Contains(broken.Detail, "line 1") {
		t.Errorf("broken save row %+v", broken)
	}
	if !p.list.Rows[byName["whole"]].Disabled {
		t.Error("a whole match's record can be resumed")
	}
	for _, tc := range []struct {
		row, want string
	}{
		{"broken", ""}, {"whole", ""},
		{"lost", "lost.json: the record's scenario"},
	} {
		p.list.Choose(byName[tc.row])
		p.st = widget.Status{}
		p.open()
		if len(nav.calls) != 0 || !strings.Contains(p.st.Text, tc.want) {
			t.Errorf("%s: nav %v, status %q, want %q", tc.row, nav.calls, p.st.Text, tc.want)
		}
	}
	// A save whose scenario has changed since is not refused here: the
	// resume says whether it can go on (from a snapshot it can), and
	// where it cannot, the panel shows why, the file named short.
	p.list.Choose(byName["changed"])
	p.open()
	if nav.last() != "play" || nav.setup.Failed == nil || nav.setup.Content == nil {
		t.Fatalf("changed: nav %v, status %q; want play, with the save's content and a place to fail", nav.calls, p.st.Text)
	}
	changed := filepath.Join(dir, "changed.json")
	nav.setup.Failed(errors.New(changed + ": the scenario sabotage is not the one recorded"))
	if want := "changed cannot be resumed: changed.json: the scenario sabotage is not the one recorded"; p.st.Text != want || !p.st.Bad {
		t.Errorf("a resume that fails shows %q (bad %v), want %q", p.st.Text, p.st.Bad, want)
	}
	nav.calls, p.st = nil, widget.Status{}
	// A click on the good row selects it, a second click resumes it.
	r := widget.Rect{X: p.list.Rect.X, Y: p.list.Rect.Y + float64(byName["good"]-p.list.Top)*p.list.RowH + 2, W: p.list.Rect.W, H: p.list.RowH - 4}
	p.list.Choose(byName["broken"])
	click(t, env, m, r)
	click(t, env, m, r)
	if nav.last() != "play" {
		t.Fatalf("nav %v, status %q; want play", nav.calls, p.st.Text)
	}
	if su := nav.setup; su.Resume == nil || su.Resume.SavedAt != 600 || su.ScenarioName != "sabotage" || su.Scenario == nil || su.Seed != 5 {
		t.Errorf("setup %+v", su)
	}
}

func TestLoadGameWithNoSaves(t *testing.T) {
	env, nav := newEnv(t)
	p := newLoadPage(newMenu(env, nil))
	if len(p.list.Rows) != 0 || !strings.Contains(p.list.Empty, "No saves yet") || !strings.Contains(p.list.Empty, "F5") {
		t.Errorf("rows %v, empty text %q", p.list.Rows, p.list.Empty)
	}
	if !p.primary.Disabled {
		t.Error("Resume enabled with nothing to resume")
	}
	p.open()
	if len(nav.calls) != 0 {
		t.Errorf("nav %v", nav.calls)
	}
}

func TestWatchAReplay(t *testing.T) {
	env, nav := newEnv(t)
	dir, _ := settings.ReplaysDir()
	if err := osMkdirSave(filepath.Join(dir, "final.json"), match.Record{Format: 1, Settings: match.DefaultSettings(), Scenario: "lake-of-blood", Seed: 8}); err != nil {
		t.Fatal(err)
	}
	saveFor(t, "midway", "sabotage", 60, "")
	writeFile(t, filepath.Join(dir, "bad.json"), "[]")
	p := newReplaysPage(newMenu(env, nil))
	if len(p.list.Rows) != 3 {
		t.Fatalf("rows %+v, want the replay, the save and the bad file", p.list.Rows)
	}
	for i, e := range p.entries {
		if e.Name == "final" {
			p.list.Choose(i)
		}
	}
	p.open()
	if nav.last() != "watch" || nav.rec.Scenario != "lake-of-blood" || nav.rec.Seed != 8 {
		t.Errorf("nav %v, record %+v", nav.calls, nav.rec)
	}
}

func TestViewer(t *testing.T) {
	env, nav := newEnv(t)
	p := newViewerPage(newMenu(env, nil))
	p.list.Choose(1)
	p.openOne.Press(0, 0)
	if nav.last() != "view" || nav.view != scenarios.Shipped()[1] {
		t.Errorf("nav %v %q", nav.calls, nav.view)
	}
	for _, tc := range []struct {
		path, want string
	}{
		{"", "Type the path"},
		{"/no/such/file.yaml", "no such file"},
		{os.TempDir(), "is a folder"},
	} {
		nav.calls = nil
		p.path.Text = []rune(tc.path)
		p.viewFile()
		if len(nav.calls) != 0 || !strings.Contains(p.st.Text, tc.want) {
			t.Errorf("%q: nav %v, status %q", tc.path, nav.calls, p.st.Text)
		}
	}
	file := filepath.Join(t.TempDir(), "mine.yaml")
	writeFile(t, file, "name: mine\n")
	p.path.Text = []rune(file)
	p.viewFile()
	if nav.last() != "view" || nav.view != file {
		t.Errorf("nav %v %q, want view %s", nav.calls, nav.view, file)
	}
	// A bare name typed in is the file of that name here, never a
	// shipped scenario (scenarios.Resolve would read "sabotage" as one).
	t.Chdir(t.TempDir())
	writeFile(t, "sabotage", "name: mine\n")
	p.path.Text = []rune("sabotage")
	p.viewFile()
	if want := "." + string(filepath.Separator) + "sabotage"; nav.last() != "view" || nav.view != want {
		t.Errorf("nav %v %q, want view %s", nav.calls, nav.view, want)
	}
}

func TestSettingsEditApplySave(t *testing.T) {
	uitest.NeedLoop(t)
	env, nav := newEnv(t)
	shipped := ui.StandardPalette
	m := NewSettings(env)
	p := m.top().(*settingsPage)
	step(t, env, m)
	// Seconds per AP has the focus: right twice is 0.7 s.
	press(t, env, m, controls.PanRight)
	press(t, env, m, controls.PanRight)
	if p.draft.SecondsPerAP != 0.7 || env.Settings.SecondsPerAP != 0.5 {
		t.Fatalf("draft %v, in force %v", p.draft.SecondsPerAP, env.Settings.SecondsPerAP)
	}
	// Every row's widget is focusable and changes its setting.
	for _, r := range p.rows {
		before := p.draft
		p.form.FocusOn(r.w)
		r.w.Key(&widget.Input{Right: true})
		if reflect.DeepEqual(p.draft, before) {
			t.Errorf("%T did not change anything", r.w)
		}
		if txt := r.meaning(p.draft); txt == "" {
			t.Errorf("%T has no meaning shown", r.w)
		}
	}
	p.draft.ColourBlind = true
	// Back with changes not applied warns first.
	click(t, env, m, p.back.Rect)
	if len(nav.calls) != 0 || !strings.Contains(p.st.Text, "not applied") {
		t.Fatalf("nav %v, status %q", nav.calls, p.st.Text)
	}
	click(t, env, m, p.save.Rect)
	if !reflect.DeepEqual(*env.Settings, p.draft) {
		t.Errorf("in force %+v, draft %+v", *env.Settings, p.draft)
	}
	if env.Palette.Sides != ui.ColourBlindPalette.Sides || ui.StandardPalette != shipped {
		t.Error("the palette did not change, or the shipped palette was written over")
	}
	path, _ := settings.SettingsFile()
	saved, err := settings.Load(path)
	if err != nil || !reflect.DeepEqual(saved, *env.Settings) {
		t.Errorf("file %+v (%v), want %+v", saved, err, *env.Settings)
	}
	if !strings.Contains(p.st.Text, "Saved to") {
		t.Errorf("status %q", p.st.Text)
	}
	click(t, env, m, p.back.Rect)
	if nav.last() != "menu" {
		t.Errorf("nav %v, want menu", nav.calls)
	}
}

func TestSettingsSaveError(t *testing.T) {
	env, _ := newEnv(t)
	home := t.TempDir()
	t.Setenv(settings.HomeEnv, home)
	writeFile(t, filepath.Join(home, "config"), "a file where the folder goes")
	p := newSettingsPage(newMenu(env, nil))
	p.draft.UIScale = 1.5
	p.doSave()
	if !p.st.Bad || !strings.Contains(p.st.Text, "not saved") || env.Settings.UIScale != 1.5 {
		t.Errorf("status %q, ui scale in force %v", p.st.Text, env.Settings.UIScale)
	}
}

func TestSetPaletteNeverWritesTheShippedOnes(t *testing.T) {
	env, _ := newEnv(t)
	std, cb := ui.StandardPalette, ui.ColourBlindPalette
	env.Palette = &ui.StandardPalette
	setPalette(env, true)
	if ui.StandardPalette != std || *env.Palette != cb {
		t.Error("the standard palette was overwritten")
	}
	own := env.Palette
	setPalette(env, false)
	if env.Palette != own || *own != std || ui.ColourBlindPalette != cb {
		t.Error("an env's own palette is not updated in place")
	}
}

func TestBindingsRebindAndConflicts(t *testing.T) {
	env, _ := newEnv(t)
	p := newBindingsPage(newMenu(env, nil))
	if len(p.rows) != len(controls.Actions())+2 {
		t.Errorf("%d rows for %d actions", len(p.rows), len(controls.Actions()))
	}
	if len(p.clashes) != 0 {
		t.Errorf("the default keys clash: %v", p.clashes)
	}
	find := func(handler int, a controls.Action) int {
		for i, r := range p.rows {
			if r.handler == handler && r.action == a {
				return i
			}
		}
		t.Fatalf("no row for %d %s", handler, controls.Name(a))
		return 0
	}
	// Run on "m", which is move's key: applied, saved, and a warning.
	p.list.Choose(find(-1, controls.VerbRun))
	p.start(false)
	p.assign("m")
	if got := env.Controls.KeyNames(controls.VerbRun); len(got) != 1 || got[0] != "m" {
		t.Errorf("run is on %v", got)
	}
	if env.Settings.Bindings.Pointer["run"][0] != "m" {
		t.Errorf("settings bindings %+v", env.Settings.Bindings)
	}
	path, _ := settings.SettingsFile()
	if saved, err := settings.Load(path); err != nil || saved.Bindings.Pointer["run"][0] != "m" {
		t.Errorf("saved %+v, %v", saved.Bindings, err)
	}
	if !strings.Contains(p.st.Text, "M is also move") {
		t.Errorf("status %q, want the clash", p.st.Text)
	}
	if !p.list.Rows[find(-1, controls.VerbMove)].Warn {
		t.Error("move's row is not marked")
	}
	// Player 2's claim: the gamepad button is kept; the same button on
	// player 1 is no clash (it is the other gamepad).
	p.list.Choose(find(1, controls.Claim))
	p.start(false)
	p.assign("f8")
	if got := env.Controls.PlayerKeyNames(1, controls.Claim); strings.Join(got, ",") != "f8,gamepad_start" {
		t.Errorf("player 2 claim %v", got)
	}
	// Player 1's pass on "f8" too: two handlers, one key press.
	p.list.Choose(find(0, controls.Pass))
	p.start(true)
	p.assign("f8")
	if c := p.clashes[p.current()]; len(c) != 1 || !strings.Contains(c[0], "player 2: claim") {
		t.Errorf("clashes %v", c)
	}
	if got := env.Controls.PlayerKeyNames(0, controls.Pass); strings.Join(got, ",") != "q,gamepad_back,f8" {
		t.Errorf("added key: %v", got)
	}
	// Default keys for one action, then for all.
	p.resetRow()
	if got := env.Controls.PlayerKeyNames(0, controls.Pass); strings.Join(got, ",") != "q,gamepad_back" {
		t.Errorf("after reset %v", got)
	}
	if _, ok := env.Settings.Bindings.Players[0]["pass"]; ok {
		t.Error("a default binding is kept as an override")
	}
	p.resetAll.Press(0, 0)
	if len(p.clashes) != 0 || len(env.Settings.Bindings.Pointer) != 0 {
		t.Errorf("after reset all: clashes %v, bindings %+v", p.clashes, env.Settings.Bindings)
	}
}

func TestWithKey(t *testing.T) {
	b := controls.Bindings{}
	zoom := binding{-1, controls.ZoomIn}
	if got := keysOf(withKey(b, zoom, "i", false), zoom); strings.Join(got, ",") != "i,gamepad_r2" {
		t.Errorf("replace (the gamepad's button kept): %v", got)
	}
	if got := keysOf(withKey(b, zoom, "i", true), zoom); strings.Join(got, ",") != "wheel_up,equal,gamepad_r2,i" {
		t.Errorf("add: %v", got)
	}
	if got := keysOf(withKey(b, zoom, "equal", true), zoom); strings.Join(got, ",") != "wheel_up,equal,gamepad_r2" {
		t.Errorf("add a key it has: %v", got)
	}
	back := withKey(withKey(b, zoom, "i", false), zoom, "wheel_up", false)
	back = withKey(back, zoom, "equal", true)
	if len(back.Pointer) != 0 {
		t.Errorf("bound back to the defaults, the override stays: %+v", back.Pointer)
	}
	if b.Pointer != nil {
		t.Error("withKey changed its argument")
	}
}

// Draws every page at a few sizes without trouble, smaller and larger
// than the design size.
func TestEveryPageDrawsAtEverySize(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := newEnv(t)
	for _, mk := range []func(*ui.Env) *Menu{NewMain, NewNewMatch, NewAIMatch, NewLoadGame, NewReplays, NewViewer, NewSettings, NewKeyBindings} {
		m := mk(env)
		for _, size := range [][2]int{{1280, 720}, {640, 360}, {2560, 1440}, {1280, 1000}, {1, 1}} {
			draw(m, size[0], size[1])
			step(t, env, m)
		}
	}
}

// The first battle is offered first on a first start: choosing it opens
// the tutorial scenario against the easy AI, and notes in the settings
// file that it was taken (and nothing else: settings applied but not
// saved stay out of the file); then hotseat is the primary button again,
// and the focused one.
func TestFirstBattleIsOffered(t *testing.T) {
	uitest.NeedLoop(t)
	env, nav := newEnv(t)
	env.Settings.ColourBlind = true // applied, not saved
	m := NewMain(env)
	step(t, env, m)
	p := m.top().(*mainPage)
	if p.form.Focus != 0 || !strings.HasPrefix(p.buttons[0].Label, "First battle") || !p.buttons[0].Primary {
		t.Fatalf("the first start offers %q (focus %d, primary %v)", p.buttons[0].Label, p.form.Focus, p.buttons[0].Primary)
	}
	press(t, env, m, controls.Declare)
	if nav.last() != "play" || nav.setup == nil || !nav.setup.Tutorial || nav.setup.Mode != ui.VersusAI ||
		nav.setup.AI != ui.TutorialAI || nav.setup.ScenarioName != ui.TutorialScenario || nav.setup.Scenario == nil {
		t.Fatalf("the first battle asked for %v %+v", nav.calls, nav.setup)
	}
	path, err := settings.SettingsFile()
	if err != nil {
		t.Fatal(err)
	}
	saved, err := settings.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if !saved.TutorialDone || saved.ColourBlind {
		t.Errorf("the settings file after the first battle: tutorial_done %v, colour_blind %v; want true, false", saved.TutorialDone, saved.ColourBlind)
	}
	again := NewMain(env)
	step(t, env, again)
	if q := again.top().(*mainPage); q.buttons[0].Primary || !q.buttons[1].Primary {
		t.Errorf("once taken, the first battle is still the primary button")
	} else if q.form.Focus != 1 {
		t.Errorf("once taken, the focus is on button %d, not on hotseat, the primary one: Enter opens another than the one drawn first", q.form.Focus)
	}
}

// GAP-33, issue 18: the list's last row is a skirmish on a random deck,
// built from the dice seed: a new seed builds a new deck, seed 0 none,
// and the match starts on the mission its record names, random-SEED.
func TestRandomDeckRow(t *testing.T) {
	env, nav := newEnv(t)
	m := newMenu(env, nil)
	p := newAIMatchPage(m)
	last := len(p.scenarios) - 1
	if p.list.Rows[last].Title != randomTitle {
		t.Fatalf("last row %q, want %q", p.list.Rows[last].Title, randomTitle)
	}
	p.list.Choose(last)
	p.setSeed(42)
	sc := p.current()
	if sc == nil || sc.name != "random-42" || sc.s.Name != "Random deck 42" || p.start.Disabled {
		t.Fatalf("seed 42: %+v, start disabled %v (%s)", sc, p.start.Disabled, p.st.Text)
	}
	first := sc.s.Deck
	p.setSeed(43)
	if sc := p.current(); sc == nil || sc.name != "random-43" || sc.s.Deck == first {
		t.Fatalf("seed 43: %+v", sc)
	}
	if len(p.human.Options) != 2 || p.human.Options[0] != p.current().s.Sides[0].Name {
		t.Errorf("sides on offer %v for %s", p.human.Options, p.current().name)
	}
	p.setSeed(0)
	if !p.start.Disabled || !strings.Contains(p.st.Text, "dice seed of 1 or more") {
		t.Errorf("seed 0: start disabled %v, status %q", p.start.Disabled, p.st.Text)
	}
	p.setSeed(7)
	p.play()
	if nav.last() != "play" || nav.setup.ScenarioName != "random-7" || nav.setup.Scenario == nil || nav.setup.Scenario.Name != "Random deck 7" {
		t.Errorf("nav %v, setup %+v", nav.calls, nav.setup)
	}
}

// A side that fields another team's list goes by that team's name, in
// the side chooser, the army's label and the match the menu starts; a
// mirror match tells its two sides apart.
func TestFieldedArmyNamesTheSide(t *testing.T) {
	env, nav := newEnv(t)
	p := newAIMatchPage(newMenu(env, nil))
	p.list.Choose(0) // Hangar Deathmatch: Earth Confederate against Renegades
	choose := func(side int, name string) {
		t.Helper()
		for k, o := range p.options[side] {
			if o.name == name {
				p.choosers[side].Idx = k
				p.choosers[side].OnChange()
				return
			}
		}
		t.Fatalf("side %d: no %s on offer", side+1, name)
	}
	choose(0, "protarian")
	if got := p.human.Options; len(got) != 2 || got[0] != "Protarian" || got[1] != "Renegades" {
		t.Errorf("side chooser %q, want Protarian and Renegades", got)
	}
	if got := p.choosers[0].Label; got != "Your army: Protarian" {
		t.Errorf("label %q", got)
	}
	p.setSeed(5)
	p.play()
	s := nav.setup.Scenario
	if s.Sides[0].Name != "Protarian" || !s.Sides[0].Fielded || s.Sides[0].Army.Team.ID != "protarian" || s.Sides[1].Fielded {
		t.Errorf("the match's sides: %q fielded %v, %q fielded %v", s.Sides[0].Name, s.Sides[0].Fielded, s.Sides[1].Name, s.Sides[1].Fielded)
	}
	choose(0, "renegades")
	if got := p.human.Options; got[0] != "Renegades (side 1)" || got[1] != "Renegades" {
		t.Errorf("a mirror match's sides %q", got)
	}
	if p.st.Text != "" {
		t.Errorf("status %q, want none", p.st.Text)
	}
}

// The main menu's deck is the one the focused button plays: the
// tutorial's store room beside "First battle", the opening scenario's
// hangar beside the rest.
func TestMainMenuShowsTheFocusedButtonsDeck(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := newEnv(t)
	m := NewMain(env)
	p := m.top().(*mainPage)
	caption := func() string {
		img := ebiten.NewImage(1280, 720)
		for _, b := range ui.RecordText(func() { m.Draw(img) }) {
			if strings.HasPrefix(b.Text, "The tutorial's deck") || strings.HasPrefix(b.Text, "Opening scenario") {
				return b.Text
			}
		}
		return ""
	}
	for focus, want := range map[int]string{0: "The tutorial's deck: First Battle", 1: "Opening scenario: Hangar Deathmatch", 2: "Opening scenario: Hangar Deathmatch"} {
		p.form.Focus = focus
		if got := caption(); got != want {
			t.Errorf("focus on %q: caption %q, want %q", p.buttons[focus].Label, got, want)
		}
	}
}

// The Load game panel names a save's fielded armies by their lists' own
// names and teams, never by a side's ID; a list that does not read shows
// its file's name.
func TestFieldedArmiesNamed(t *testing.T) {
	env, _ := newEnv(t)
	src, err := fs.ReadFile(scenarios.Armies, "armies/protarian.yaml")
	if err != nil {
		t.Fatal(err)
	}
	r := match.Record{Armies: []match.FieldedArmy{
		{Side: "confederates", File: "scenarios/armies/protarian.yaml", List: string(src)},
		{Side: "renegades", File: "mods/broken.yaml", List: "models: ["},
	}}
	got := fieldedArmies(r, env.Content)
	if want := []string{"Protarian War Party (Protarian)", "broken.yaml"}; !slices.Equal(got, want) {
		t.Errorf("armies %q, want %q", got, want)
	}
}
