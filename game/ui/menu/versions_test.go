package menu

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/host"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/uitest"
)

// The main menu's bottom right corner names the build, whole, with no
// text below it or right of it, from the smallest window to the largest,
// in either palette.
func TestMainMenuShowsVersion(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := newEnv(t)
	want := "Kry-Gothic " + match.Build()
	if !strings.HasPrefix(want, "Kry-Gothic "+match.Version) {
		t.Fatalf("the version line %q does not name the version %s", want, match.Version)
	}
	for _, cb := range []bool{false, true} {
		*env.Palette = *ui.PaletteFor(cb)
		m := NewMain(env)
		for _, size := range [][2]int{{1024, 640}, {1280, 720}, {2560, 1440}} {
			w, h := size[0], size[1]
			draw(m, w, h)
			boxes := ui.RecordText(func() { m.Draw(ebiten.NewImage(w, h)) })
			i := slices.IndexFunc(boxes, func(b ui.TextBox) bool { return b.Text == want })
			if i < 0 {
				t.Errorf("colour-blind %v at %dx%d: no %q among the texts drawn", cb, w, h, want)
				continue
			}
			v := boxes[i].Rect
			if boxes[i].Cut || v.Min.X < w/2 || v.Min.Y < h/2 {
				t.Errorf("colour-blind %v at %dx%d: the version is drawn at %v (cut %v), not whole in the bottom right", cb, w, h, v, boxes[i].Cut)
			}
			for _, b := range boxes {
				if b.Rect.Min.Y >= v.Max.Y || b.Rect.Max.X > v.Max.X {
					t.Errorf("colour-blind %v at %dx%d: %q at %v is below or right of the version at %v", cb, w, h, b.Text, b.Rect, v)
				}
			}
			// Tiny, but readable: at least 10 pixels high.
			if v.Dy() < 10 {
				t.Errorf("colour-blind %v at %dx%d: the version is %d pixels high", cb, w, h, v.Dy())
			}
		}
	}
}

// madeSave is a save of a match of sabotage played 300 ticks by this
// build: it carries a snapshot, the build and the rules version.
func madeSave(t *testing.T) match.Record {
	t.Helper()
	tb, err := host.Open("sabotage", testContent, nil)
	if err != nil {
		t.Fatal(err)
	}
	m, err := tb.New(host.Start{Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(300); err != nil {
		t.Fatal(err)
	}
	r := host.Record(m, "sabotage", 5, nil)
	if r.SavedAt != 300 || r.Snapshot == nil || r.Format != match.FormatVersion {
		t.Fatalf("the save is of format %d, saved at tick %d, with snapshot %v", r.Format, r.SavedAt, r.Snapshot != nil)
	}
	return r
}

// versionedSaves writes saves of this build, of another rules version,
// of an old format and one with no snapshot, and returns their notes
// (Record.Compatibility) by name.
func versionedSaves(t *testing.T, env *ui.Env) map[string]string {
	t.Helper()
	dir, err := settings.SavesDir()
	if err != nil {
		t.Fatal(err)
	}
	now := madeSave(t)
	other := now
	other.Build, other.RulesVersion = "0.36.0", match.RulesVersion+1
	flat := now
	flat.Snapshot = nil
	// A save the client made at commit bd533a5, in format 5.
	old, err := match.Load("testdata/format5-client-save.json")
	if err != nil {
		t.Fatal(err)
	}
	notes := map[string]string{}
	for name, r := range map[string]match.Record{"this-build": now, "other-rules": other, "old-format": old, "no-snapshot": flat} {
		if err := osMkdirSave(filepath.Join(dir, name+".json"), r); err != nil {
			t.Fatal(err)
		}
		notes[name] = r.Compatibility().Note
	}
	return notes
}

// drawnText is every text the menu draws at w×h, joined by spaces: a
// paragraph's lines read as the paragraph.
func drawnText(m *Menu, w, h int) string {
	draw(m, w, h)
	var texts []string
	for _, b := range ui.RecordText(func() { m.Draw(ebiten.NewImage(w, h)) }) {
		texts = append(texts, b.Text)
	}
	return strings.Join(texts, " ")
}

// The Load game panel shows each save's note on what this build can do
// with it, marked when the save is from another build, other rules or an
// old format; a save it cannot resume is not offered, and says why.
func TestLoadGameShowsVersions(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := newEnv(t)
	notes := versionedSaves(t, env)
	m := NewLoadGame(env)
	p := m.top().(*savesPage)
	for _, tc := range []struct {
		name           string
		other, resumes bool
		says           string // in the note
	}{
		{"this-build", false, true, "made by " + match.Build() + " (rules version 1): resumes and replays"},
		{"other-rules", true, true, "made by 0.36.0 (rules version 2; this build plays 1): resumes from its snapshot"},
		{"old-format", true, true, "made before version 0.35.0 (record format 5), with no snapshot: it resumes only if"},
		{"no-snapshot", false, false, "holds no snapshot"},
	} {
		i := -1
		for j, e := range p.entries {
			if e.Name == tc.name {
				i = j
			}
		}
		if i < 0 {
			t.Fatalf("no row %s among %+v", tc.name, p.list.Rows)
		}
		p.list.Choose(i)
		e := p.current()
		if e.other != tc.other {
			t.Errorf("%s: from another build %v, want %v (note %q)", tc.name, e.other, tc.other, e.compat.Note)
		}
		if p.primary.Disabled == tc.resumes || p.list.Rows[i].Disabled == tc.resumes {
			t.Errorf("%s: Resume disabled %v, row disabled %v; want it offered %v", tc.name, p.primary.Disabled, p.list.Rows[i].Disabled, tc.resumes)
		}
		for _, size := range [][2]int{{1024, 640}, {2560, 1440}} {
			text := drawnText(m, size[0], size[1])
			if !strings.Contains(text, notes[tc.name]) || !strings.Contains(text, tc.says) {
				t.Errorf("%s at %dx%d: the panel does not show %q (nor %q):\n%s", tc.name, size[0], size[1], notes[tc.name], tc.says, text)
			}
			if !tc.resumes && !strings.Contains(text, "This save cannot be resumed here") {
				t.Errorf("%s at %dx%d: the panel does not say it cannot be resumed:\n%s", tc.name, size[0], size[1], text)
			}
		}
	}
}

// A record of other rules is not offered to watch, and says why; one of
// an old format is, as it may still replay.
func TestReplaysShowVersions(t *testing.T) {
	uitest.NeedLoop(t)
	env, nav := newEnv(t)
	notes := versionedSaves(t, env)
	m := NewReplays(env)
	p := m.top().(*savesPage)
	for i, e := range p.entries {
		p.list.Choose(i)
		replays := e.Name != "other-rules"
		if p.primary.Disabled == replays || p.list.Rows[i].Disabled == replays {
			t.Errorf("%s: Watch disabled %v, row disabled %v; want it offered %v", e.Name, p.primary.Disabled, p.list.Rows[i].Disabled, replays)
		}
		text := drawnText(m, 1280, 720)
		if !strings.Contains(text, notes[e.Name]) {
			t.Errorf("%s: the panel does not show %q:\n%s", e.Name, notes[e.Name], text)
		}
		if !replays && (!strings.Contains(text, "This record cannot be replayed here") || !strings.Contains(p.list.Rows[i].Detail, "played by rules version 2")) {
			t.Errorf("%s: the panel does not say it cannot be replayed; row %+v:\n%s", e.Name, p.list.Rows[i], text)
		}
		p.open()
		if got := nav.last() == "watch"; got != replays {
			t.Errorf("%s: watched %v, want %v", e.Name, got, replays)
		}
		nav.calls = nil
	}
}
