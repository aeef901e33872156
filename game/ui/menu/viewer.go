package menu

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/scenarios"
)

// viewerPage picks what the scenario viewer opens: a shipped scenario, or
// a scenario file typed in.
type viewerPage struct {
	env       *ui.Env
	form      form
	scenarios []*shippedScenario
	list      *list
	path      *textField
	openFile  *button
	openOne   *button
	back      *button
	st        status
	panel     rect
}

func newViewerPage(env *ui.Env) *viewerPage {
	p := &viewerPage{env: env, scenarios: loadShipped(env.Content)}
	p.list = &list{rowH: rowH, empty: "No shipped scenarios in this build.",
		onSelect: func(int) { p.st = status{} }, onChoose: func(i int) { p.view(i) }}
	for _, sc := range p.scenarios {
		r := row{title: sc.name, detail: "does not load: " + errText(sc.err), warn: true}
		if sc.err == nil {
			r = row{title: sc.s.Name, detail: "shipped: " + sc.name}
		}
		p.list.rows = append(p.list.rows, r)
	}
	p.path = &textField{label: "Or a scenario file (type its path; the viewer shows its mistakes with their lines)",
		placeholder: "e.g. scenarios/maps/sabotage.yaml or ~/my-deck.yaml", onSubmit: p.viewFile,
		onEdit: func() { p.st = status{} }}
	p.openOne = &button{label: "View this scenario", primary: true, onPress: func(*Menu) { p.view(p.list.sel) }}
	p.openFile = &button{label: "Open file", onPress: func(*Menu) { p.viewFile() }}
	p.back = &button{label: "Back", onPress: func(m *Menu) { m.pop() }}
	p.form.set(p.list, p.openOne, p.path, p.openFile, p.back)
	p.list.choose(0)
	return p
}

// view opens shipped scenario i. One that does not load opens all the
// same: the viewer shows what is wrong with it.
func (p *viewerPage) view(i int) {
	if i < len(p.scenarios) {
		p.env.Nav.View(p.scenarios[i].name)
	}
}

// viewFile opens the typed path, if there is a file there.
func (p *viewerPage) viewFile() {
	path := strings.TrimSpace(string(p.path.text))
	if path == "" {
		p.st.err("Type the path of a scenario file first.")
		p.form.focusOn(p.path)
		return
	}
	if rest, ok := strings.CutPrefix(path, "~"+string(filepath.Separator)); ok {
		if home, err := os.UserHomeDir(); err == nil {
			path = filepath.Join(home, rest)
		}
	}
	if !scenarios.IsPath(path) { // typed as a file: a bare name is one here
		path = "." + string(filepath.Separator) + path
	}
	fi, err := os.Stat(path)
	switch {
	case err != nil:
		p.st.err("%s: %v", path, errText(err))
	case fi.IsDir():
		p.st.err("%s is a folder; give a scenario file (.yaml) in it.", path)
	default:
		p.env.Nav.View(path)
	}
}

func (p *viewerPage) layout(_ *Menu, area rect) {
	c := body(area)
	top := c.y + 64
	foot := c.bottom() - buttonH
	p.path.r = rect{c.x, foot - 16 - 64 - 64, c.w - 160 - 12, 64}
	p.openFile.r = rect{c.right() - 160, p.path.r.y + 24, 160, 40}
	bottom := p.path.r.y - 24
	p.list.r = rect{c.x, top, 340, bottom - top}
	p.panel = rect{c.x + 340 + 24, top, c.w - 340 - 24, bottom - top}
	p.back.r = rect{c.right() - 160, foot, 160, buttonH}
	p.openOne.r = rect{p.panel.x + 24, p.panel.bottom() - 24 - 40, 240, 40}
}

func (p *viewerPage) update(m *Menu, in *input) {
	if in.back {
		m.pop()
		return
	}
	p.form.update(m, in)
}

func (p *viewerPage) draw(m *Menu, dst *ebiten.Image, area rect) {
	s := m.style()
	c := body(area)
	s.write(dst, s.fonts.Bold, 36, s.pal.Ink, c.x, c.y, "Scenario viewer")
	s.panel(dst, p.panel)
	in := p.panel.inset(24)
	if p.list.sel < len(p.scenarios) {
		sc := p.scenarios[p.list.sel]
		if sc.err != nil {
			s.write(dst, s.fonts.Bold, sizeHeading, s.pal.Ink, in.x, in.y-4, sc.name)
			s.para(dst, s.fonts.Regular, sizeSmall, s.pal.Warning, in.x, in.y+40, in.w, errText(sc.err), 10)
		} else {
			sn := sc.s
			s.write(dst, s.fonts.Bold, sizeHeading, s.pal.Ink, in.x, in.y-4, sn.Name)
			s.write(dst, s.fonts.Regular, sizeSmall, s.pal.Dim, in.x, in.y+34, facts(sn))
			box := rect{in.x, in.y + 70, in.w * 0.62, p.openOne.r.y - in.y - 70 - 20}
			drawn := sc.preview.draw(dst, s.pal, box)
			kx := drawn.right() + 24
			ky := sideKey(m, dst, sn, kx, drawn.y, in.right()-kx)
			s.para(dst, s.fonts.Regular, sizeSmall, s.pal.Dim, kx, ky+10, in.right()-kx,
				"In the viewer: terrain by AP cost, walls, cover, weak floors, zones, and the lines of sight from any point.", 6)
		}
	}
	p.form.draw(m, dst)
	p.st.draw(m, dst, rect{c.x, p.back.r.y, p.back.r.x - 16 - c.x, buttonH + 8})
	s.write(dst, s.fonts.Regular, sizeTiny, s.pal.Dim, p.path.r.x, p.path.r.bottom()+8,
		"Enter opens it. Paste is not available (Ebitengine has no clipboard): type the path. A path is relative to the folder the game runs in.")
}
