package menu

import (
	"fmt"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/host"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/modules"
)

// savesPage lists record files: saves to resume (the load page) or
// records to watch (the replay page).
type savesPage struct {
	pageBase
	watch   bool // the replay page
	list    *widget.List
	entries []entry
	problem string // a folder that could not be read
	primary *widget.Button
	refresh *widget.Button
	back    *widget.Button
	st      widget.Status
	detail  widget.Rect
}

// entry is one listed file and the folder it came from.
type entry struct {
	settings.SaveInfo
	from   string   // "save" or "replay"
	armies []string // the army lists it carries (Record.Armies), by name
	// compat is what this build can do with the record (when it was
	// read); other: it was made by another build, by other rules or in
	// an older format, and its note is drawn as a warning.
	compat match.Compatibility
	other  bool
}

// newEntry is the listed file s, read from the folder from.
func newEntry(s settings.SaveInfo, from string, c *content.Content) entry {
	e := entry{SaveInfo: s, from: from}
	if s.Err == nil {
		r := s.Record
		e.armies = fieldedArmies(r, c)
		e.compat = r.Compatibility()
		e.other = r.Format < match.SnapshotFormat || r.RulesVersion != match.RulesVersion || r.Build != match.Build()
	}
	return e
}

// notResumable says why this build cannot go on from a save, or "" when
// it can (or the file is no save: Resumable).
func (e *entry) notResumable() string {
	switch {
	case !e.Resumable() || e.compat.Resumes:
		return ""
	case e.Record.Format >= match.SnapshotFormat && e.Record.Snapshot == nil:
		return "it holds no snapshot of the match to go on from; watch it as a replay"
	}
	return e.compat.Note
}

// notReplayable says why this build cannot play a record back, or "".
func (e *entry) notReplayable() string {
	switch r := e.Record; {
	case e.Err != nil || e.compat.Replays:
		return ""
	case r.RulesVersion != match.RulesVersion:
		return fmt.Sprintf("it was played by rules version %d, and this build plays %d: a record replays only by the rules it was played by",
			r.RulesVersion, match.RulesVersion)
	}
	return e.compat.Note
}

// fieldedArmies names the army lists a record carries (Record.Armies:
// from format 7 every side's, in format 6 those fielded in place of the
// scenario's): each list's own name and team, or its file's name when
// the list does not read (opening the save then says why).
func fieldedArmies(r match.Record, c *content.Content) []string {
	var names []string
	for _, f := range r.Armies {
		name := path.Base(f.File)
		if a, err := army.Parse(f.File, []byte(f.List), c, modules.Fields(c)); err == nil {
			name = fmt.Sprintf("%s (%s)", a.Name, a.Team.Name)
		}
		names = append(names, name)
	}
	return names
}

func newLoadPage(m *Menu) *savesPage    { return newSavesPage(m, false) }
func newReplaysPage(m *Menu) *savesPage { return newSavesPage(m, true) }

func newSavesPage(m *Menu, watch bool) *savesPage {
	p := &savesPage{pageBase: newPageBase(m), watch: watch}
	p.list = &widget.List{RowH: rowH, OnSelect: func(int) { p.selected() }, OnChoose: func(int) { p.open() }}
	label := "Resume"
	if watch {
		label = "Watch"
	}
	p.primary = &widget.Button{Label: label, Primary: true, OnPress: func() { p.open() }}
	p.refresh = &widget.Button{Label: "Refresh", OnPress: func() { p.read() }}
	p.back = &widget.Button{Label: "Back", OnPress: func() { m.pop() }}
	p.form.Set(p.list, p.primary, p.refresh, p.back)
	p.read()
	return p
}

// read lists the folders again.
func (p *savesPage) read() {
	p.entries, p.problem, p.st = nil, "", widget.Status{}
	var problems []string
	add := func(dir func() (string, error), from string) {
		d, err := dir()
		if err == nil {
			var list []settings.SaveInfo
			list, err = settings.ListSaves(d)
			for _, s := range list {
				p.entries = append(p.entries, newEntry(s, from, p.env.Content))
			}
		}
		if err != nil {
			problems = append(problems, fmt.Sprintf("the %ss folder cannot be read: %v", from, err))
		}
	}
	if p.watch {
		add(settings.ReplaysDir, "replay")
	}
	add(settings.SavesDir, "save")
	slices.SortStableFunc(p.entries, func(a, b entry) int { return b.Modified.Compare(a.Modified) })
	p.problem = strings.Join(problems, "; ")

	p.list.Rows = nil
	for _, e := range p.entries {
		r := widget.Row{Title: e.Name, Note: e.Modified.Local().Format("2 Jan 2006 15:04")}
		if p.watch {
			r.Note = e.from + " · " + r.Note
		}
		switch {
		case e.Err != nil:
			r.Detail, r.Warn, r.Disabled = "cannot be read: "+shortErr(e.Err, e.Path), true, true
		case !p.watch && !e.Resumable():
			r.Detail, r.Disabled = "a whole match's record, not a save: watch it as a replay", true
		case !p.watch && e.notResumable() != "":
			r.Detail, r.Warn, r.Disabled = "cannot be resumed: "+e.notResumable(), true, true
		case p.watch && e.notReplayable() != "":
			r.Detail, r.Warn, r.Disabled = "cannot be replayed: "+e.notReplayable(), true, true
		default:
			r.Detail = fmt.Sprintf("%s · %s", e.Scenario, gameTime(e.Tick))
		}
		p.list.Rows = append(p.list.Rows, r)
	}
	p.list.Empty = p.emptyText()
	first := slices.IndexFunc(p.list.Rows, func(r widget.Row) bool { return !r.Disabled })
	p.list.Choose(max(first, 0))
	p.selected()
}

func (p *savesPage) emptyText() string {
	if p.watch {
		d, _ := settings.ReplaysDir()
		return "No records yet. Finished matches are kept in " + d + ", and saves can be watched too."
	}
	d, _ := settings.SavesDir()
	key := "the save key"
	if n := p.env.Controls.KeyLabels(controls.Save); len(n) > 0 {
		key = strings.Join(n, "/")
	}
	return fmt.Sprintf("No saves yet. Press %s during a match to save it; saves are kept in %s.", key, d)
}

// shortErr is err without the file's path in front (the row names the
// file already): "line 3: the save is damaged: …".
func shortErr(err error, path string) string {
	msg := errText(err)
	rest, ok := strings.CutPrefix(msg, path+":")
	if !ok {
		return msg
	}
	if line, after, ok := strings.Cut(rest, ":"); ok && line != "" && strings.Trim(line, "0123456789") == "" {
		return "line " + line + ":" + after
	}
	return strings.TrimSpace(rest)
}

// gameTime is a tick as game time: "0:08 of game time (tick 480)", or
// "the whole match" for 0.
func gameTime(tick int) string {
	if tick <= 0 {
		return "the whole match"
	}
	sec := tick / match.TicksPerSecond
	return fmt.Sprintf("saved at %d:%02d of game time (tick %d)", sec/60, sec%60, tick)
}

func (p *savesPage) current() *entry {
	if p.list.Sel < len(p.entries) {
		return &p.entries[p.list.Sel]
	}
	return nil
}

// selected enables the primary button for an entry that can be opened.
func (p *savesPage) selected() {
	e := p.current()
	p.primary.Disabled = e == nil || e.Err != nil || (!p.watch && (!e.Resumable() || e.notResumable() != "")) ||
		(p.watch && e.notReplayable() != "")
}

// open resumes or watches the chosen entry.
func (p *savesPage) open() {
	e := p.current()
	if e == nil || p.primary.Disabled {
		return
	}
	rec := e.Record
	if p.watch {
		p.env.Nav.Watch(e.Path, rec)
		return
	}
	name, file := e.Name, e.Path
	failed := func(err error) {
		// The panel shows the file's whole path: the message names it short.
		p.st.Warn("%s cannot be resumed: %s", name, strings.ReplaceAll(errText(err), file, path.Base(filepath.ToSlash(file))))
	}
	// The save resumes with the scenario and the content it carries,
	// from its snapshot, even where the shipped scenario has changed
	// since; where it cannot, the resume says why (setup.Failed).
	t, err := host.Reopen(file, rec, p.env.Content)
	if err != nil {
		failed(err)
		return
	}
	setup := ui.ResumeSetup(&rec, t)
	setup.Failed = failed
	p.env.Nav.Play(setup)
}

func (p *savesPage) layout(area widget.Rect) {
	c := body(area)
	top := c.Y + 64
	bottom := c.Bottom() - buttonH - 16
	lw := min(c.W*0.58, 720)
	p.list.Rect = widget.Rect{X: c.X, Y: top, W: lw, H: bottom - top}
	p.detail = widget.Rect{X: c.X + lw + 24, Y: top, W: c.W - lw - 24, H: bottom - top}
	x := c.Right()
	for _, b := range []*widget.Button{p.primary, p.refresh, p.back} {
		w := 160.0
		if b == p.primary {
			w = 200
		}
		x -= w
		b.Rect = widget.Rect{X: x, Y: c.Bottom() - buttonH, W: w, H: buttonH}
		x -= 12
	}
}

func (p *savesPage) draw(dst *ebiten.Image, area widget.Rect) {
	s := p.style()
	c := body(area)
	title := "Load game"
	if p.watch {
		title = "Watch a replay"
	}
	s.Write(dst, s.Fonts.Bold, 36, s.Pal.Ink, c.X, c.Y, title)
	p.form.Draw(dst, s)
	s.Panel(dst, p.detail)
	in := p.detail.Inset(24)
	if e := p.current(); e != nil {
		s.Write(dst, s.Fonts.Bold, 24, s.Pal.Ink, in.X, in.Y, widget.Fit(e.Name, s.Fonts.Bold, 24, in.W))
		y := in.Y + 44
		lines := [][2]string{{"File", e.Path}, {"Written", e.Modified.Local().Format("Mon 2 Jan 2006, 15:04:05")}}
		if e.Err == nil {
			r := e.Record
			lines = append(lines, [2]string{"Scenario", r.Scenario}, [2]string{"Seed", fmt.Sprint(r.Seed)},
				[2]string{"Orders", fmt.Sprint(len(r.Declarations))}, [2]string{"Point", gameTime(e.Tick)})
			for _, a := range e.armies { // the lists it carries
				lines = append(lines, [2]string{"Army", a})
			}
			lines = append(lines, [2]string{"Version", e.compat.Note})
		}
		for _, l := range lines {
			ink := s.Pal.Ink
			if l[0] == "Version" && e.other {
				ink = s.Pal.Warning // made by another build, by other rules or in an older format
			}
			s.Write(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, in.X, y, l[0])
			y = s.Para(dst, s.Fonts.Regular, sizeSmall, ink, in.X+90, y, in.W-90, l[1], 3) + 6
		}
		why, cannot := e.notResumable(), "This save cannot be resumed here"
		if p.watch {
			why, cannot = e.notReplayable(), "This record cannot be replayed here"
		}
		if e.Err != nil {
			y += 10
			s.Write(dst, s.Fonts.Bold, sizeBody, s.Pal.Warning, in.X, y, "This file cannot be read")
			s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Warning, in.X, y+30, in.W, errText(e.Err), 10)
		} else if why != "" {
			y += 10
			s.Write(dst, s.Fonts.Bold, sizeBody, s.Pal.Warning, in.X, y, cannot)
			if why != e.compat.Note { // shown above already
				s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Warning, in.X, y+30, in.W, capitalised(why)+".", 6)
			}
		} else if !p.watch && !e.Resumable() {
			s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, in.X, y+10, in.W,
				"This record holds a whole match, not a point to go on from. Watch it from Watch a replay.", 4)
		}
	}
	foot := widget.Rect{X: c.X, Y: p.back.Rect.Y, W: p.back.Rect.X - 16 - c.X, H: buttonH + 8}
	if p.problem != "" && p.st.Text == "" {
		(&widget.Status{Text: p.problem, Bad: true}).Draw(dst, s, foot)
	}
	p.st.Draw(dst, s, foot)
}

// capitalised is s, a note in ASCII, with its first letter in capitals,
// to begin a sentence.
func capitalised(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
