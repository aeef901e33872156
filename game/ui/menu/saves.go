package menu

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/scenarios"
)

// savesPage lists record files: saves to resume (the load page) or
// records to watch (the replay page).
type savesPage struct {
	env     *ui.Env
	watch   bool // the replay page
	form    form
	list    *list
	entries []entry
	problem string // a folder that could not be read
	primary *button
	refresh *button
	back    *button
	st      status
	detail  rect
}

// entry is one listed file and the folder it came from.
type entry struct {
	settings.SaveInfo
	from string // "save" or "replay"
}

func newLoadPage(env *ui.Env) *savesPage    { return newSavesPage(env, false) }
func newReplaysPage(env *ui.Env) *savesPage { return newSavesPage(env, true) }

func newSavesPage(env *ui.Env, watch bool) *savesPage {
	p := &savesPage{env: env, watch: watch}
	p.list = &list{rowH: rowH, onSelect: func(int) { p.selected() }, onChoose: func(int) { p.open() }}
	label := "Resume"
	if watch {
		label = "Watch"
	}
	p.primary = &button{label: label, primary: true, onPress: func(*Menu) { p.open() }}
	p.refresh = &button{label: "Refresh", onPress: func(*Menu) { p.read() }}
	p.back = &button{label: "Back", onPress: func(m *Menu) { m.pop() }}
	p.form.set(p.list, p.primary, p.refresh, p.back)
	p.read()
	return p
}

// read lists the folders again.
func (p *savesPage) read() {
	p.entries, p.problem, p.st = nil, "", status{}
	var problems []string
	add := func(dir func() (string, error), from string) {
		d, err := dir()
		if err == nil {
			var list []settings.SaveInfo
			list, err = settings.ListSaves(d)
			for _, s := range list {
				p.entries = append(p.entries, entry{s, from})
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

	p.list.rows = nil
	for _, e := range p.entries {
		r := row{title: e.Name, note: e.Modified.Local().Format("2 Jan 2006 15:04")}
		if p.watch {
			r.note = e.from + " · " + r.note
		}
		switch {
		case e.Err != nil:
			r.detail, r.warn, r.disabled = "cannot be read: "+shortErr(e.Err, e.Path), true, true
		case !p.watch && !e.Resumable():
			r.detail, r.disabled = "a whole match's record, not a save: watch it as a replay", true
		default:
			r.detail = fmt.Sprintf("%s · %s", e.Scenario, gameTime(e.Tick))
		}
		p.list.rows = append(p.list.rows, r)
	}
	p.list.empty = p.emptyText()
	first := slices.IndexFunc(p.list.rows, func(r row) bool { return !r.disabled })
	p.list.choose(max(first, 0))
	p.selected()
}

func (p *savesPage) emptyText() string {
	if p.watch {
		d, _ := settings.ReplaysDir()
		return "No records yet. Finished matches are kept in " + d + ", and saves can be watched too."
	}
	d, _ := settings.SavesDir()
	key := "the save key"
	if n := p.env.Controls.KeyNames(controls.Save); len(n) > 0 {
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
	if p.list.sel < len(p.entries) {
		return &p.entries[p.list.sel]
	}
	return nil
}

// selected enables the primary button for an entry that can be opened.
func (p *savesPage) selected() {
	e := p.current()
	p.primary.disabled = e == nil || e.Err != nil || (!p.watch && !e.Resumable())
}

// open resumes or watches the chosen entry.
func (p *savesPage) open() {
	e := p.current()
	if e == nil || p.primary.disabled {
		return
	}
	rec := e.Record
	if p.watch {
		p.env.Nav.Watch(rec)
		return
	}
	s, err := scenarios.Open(rec.Scenario, p.env.Content)
	if err != nil {
		p.st.err("%s cannot be resumed: its scenario does not load: %s", e.Name, errText(err))
		return
	}
	if rec.ScenarioHash != "" && match.ScenarioHash(s) != rec.ScenarioHash {
		p.st.err("%s cannot be resumed: the scenario %s has changed since it was saved.", e.Name, rec.Scenario)
		return
	}
	p.env.Nav.Play(ui.MatchSetup{Scenario: s, ScenarioName: rec.Scenario, Mode: ui.Hotseat, Seed: rec.Seed, Resume: &rec})
}

func (p *savesPage) layout(_ *Menu, area rect) {
	c := body(area)
	top := c.y + 64
	bottom := c.bottom() - buttonH - 16
	lw := min(c.w*0.58, 720)
	p.list.r = rect{c.x, top, lw, bottom - top}
	p.detail = rect{c.x + lw + 24, top, c.w - lw - 24, bottom - top}
	x := c.right()
	for _, b := range []*button{p.primary, p.refresh, p.back} {
		w := 160.0
		if b == p.primary {
			w = 200
		}
		x -= w
		b.r = rect{x, c.bottom() - buttonH, w, buttonH}
		x -= 12
	}
}

func (p *savesPage) update(m *Menu, in *input) {
	if in.back {
		m.pop()
		return
	}
	p.form.update(m, in)
}

func (p *savesPage) draw(m *Menu, dst *ebiten.Image, area rect) {
	s := m.style()
	c := body(area)
	title := "Load game"
	if p.watch {
		title = "Watch a replay"
	}
	s.write(dst, s.fonts.Bold, 36, s.pal.Ink, c.x, c.y, title)
	p.form.draw(m, dst)
	s.panel(dst, p.detail)
	in := p.detail.inset(24)
	if e := p.current(); e != nil {
		s.write(dst, s.fonts.Bold, 24, s.pal.Ink, in.x, in.y, fit(e.Name, s.fonts.Bold, 24, in.w))
		y := in.y + 44
		lines := [][2]string{{"File", e.Path}, {"Written", e.Modified.Local().Format("Mon 2 Jan 2006, 15:04:05")}}
		if e.Err == nil {
			r := e.Record
			lines = append(lines, [2]string{"Scenario", r.Scenario}, [2]string{"Seed", fmt.Sprint(r.Seed)},
				[2]string{"Orders", fmt.Sprint(len(r.Declarations))}, [2]string{"Point", gameTime(e.Tick)})
		}
		for _, l := range lines {
			s.write(dst, s.fonts.Regular, sizeSmall, s.pal.Dim, in.x, y, l[0])
			y = s.para(dst, s.fonts.Regular, sizeSmall, s.pal.Ink, in.x+90, y, in.w-90, l[1], 3) + 6
		}
		if e.Err != nil {
			y += 10
			s.write(dst, s.fonts.Bold, sizeBody, s.pal.Warning, in.x, y, "This file cannot be read")
			s.para(dst, s.fonts.Regular, sizeSmall, s.pal.Warning, in.x, y+30, in.w, errText(e.Err), 10)
		} else if !p.watch && !e.Resumable() {
			s.para(dst, s.fonts.Regular, sizeSmall, s.pal.Dim, in.x, y+10, in.w,
				"This record holds a whole match, not a point to go on from. Watch it from Watch a replay.", 4)
		}
	}
	foot := rect{c.x, p.back.r.y, p.back.r.x - 16 - c.x, buttonH + 8}
	if p.problem != "" && p.st.text == "" {
		(&status{text: p.problem, bad: true}).draw(m, dst, foot)
	}
	p.st.draw(m, dst, foot)
}
