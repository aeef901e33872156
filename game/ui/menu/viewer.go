package menu

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/scenarios"
)

// viewerPage picks what the scenario viewer opens: a shipped scenario, or
// a scenario file typed in.
type viewerPage struct {
	pageBase
	scenarios []*shippedScenario
	list      *widget.List
	path      *widget.TextField
	openFile  *widget.Button
	openOne   *widget.Button
	back      *widget.Button
	st        widget.Status
	panel     widget.Rect
}

func newViewerPage(m *Menu) *viewerPage {
	env := m.env
	p := &viewerPage{pageBase: newPageBase(m), scenarios: loadShipped(env.Content)}
	p.list = &widget.List{RowH: rowH, Empty: "No shipped scenarios in this build.",
		OnSelect: func(int) { p.st = widget.Status{} }, OnChoose: func(i int) { p.view(i) }}
	for _, sc := range p.scenarios {
		r := widget.Row{Title: sc.name, Detail: "does not load: " + errText(sc.err), Warn: true}
		if sc.err == nil {
			r = widget.Row{Title: sc.s.Name, Detail: "shipped: " + sc.name}
		}
		p.list.Rows = append(p.list.Rows, r)
	}
	p.path = &widget.TextField{Label: "Or a scenario file (type its path; the viewer shows its mistakes with their lines)",
		Placeholder: "e.g. scenarios/maps/sabotage.yaml or ~/my-deck.yaml", OnSubmit: p.viewFile,
		OnEdit: func() { p.st = widget.Status{} }}
	p.openOne = &widget.Button{Label: "View this scenario", Primary: true, OnPress: func() { p.view(p.list.Sel) }}
	p.openFile = &widget.Button{Label: "Open file", OnPress: func() { p.viewFile() }}
	p.back = &widget.Button{Label: "Back", OnPress: func() { m.pop() }}
	p.form.Set(p.list, p.openOne, p.path, p.openFile, p.back)
	p.list.Choose(0)
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
	path := strings.TrimSpace(string(p.path.Text))
	if path == "" {
		p.st.Warn("Type the path of a scenario file first.")
		p.form.FocusOn(p.path)
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
		p.st.Warn("%s: %v", path, errText(err))
	case fi.IsDir():
		p.st.Warn("%s is a folder; give a scenario file (.yaml) in it.", path)
	default:
		p.env.Nav.View(path)
	}
}

func (p *viewerPage) layout(area widget.Rect) {
	c := body(area)
	top := c.Y + 64
	foot := c.Bottom() - buttonH
	p.path.Rect = widget.Rect{X: c.X, Y: foot - 16 - 64 - 64, W: c.W - 160 - 12, H: 64}
	p.openFile.Rect = widget.Rect{X: c.Right() - 160, Y: p.path.Rect.Y + 24, W: 160, H: 40}
	bottom := p.path.Rect.Y - 24
	p.list.Rect = widget.Rect{X: c.X, Y: top, W: 340, H: bottom - top}
	p.panel = widget.Rect{X: c.X + 340 + 24, Y: top, W: c.W - 340 - 24, H: bottom - top}
	p.back.Rect = widget.Rect{X: c.Right() - 160, Y: foot, W: 160, H: buttonH}
	p.openOne.Rect = widget.Rect{X: p.panel.X + 24, Y: p.panel.Bottom() - 24 - 40, W: 240, H: 40}
}

func (p *viewerPage) draw(dst *ebiten.Image, area widget.Rect) {
	s := p.style()
	c := body(area)
	s.Write(dst, s.Fonts.Bold, 36, s.Pal.Ink, c.X, c.Y, "Scenario viewer")
	s.Panel(dst, p.panel)
	in := p.panel.Inset(24)
	if p.list.Sel < len(p.scenarios) {
		sc := p.scenarios[p.list.Sel]
		if sc.err != nil {
			s.Write(dst, s.Fonts.Bold, sizeHeading, s.Pal.Ink, in.X, in.Y-4, sc.name)
			s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Warning, in.X, in.Y+40, in.W, errText(sc.err), 10)
		} else {
			sn := sc.s
			s.Write(dst, s.Fonts.Bold, sizeHeading, s.Pal.Ink, in.X, in.Y-4, sn.Name)
			s.Write(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, in.X, in.Y+34, facts(sn))
			box := widget.Rect{X: in.X, Y: in.Y + 70, W: in.W * 0.62, H: p.openOne.Rect.Y - in.Y - 70 - 20}
			drawn := sc.preview.draw(dst, s.Pal, box)
			kx := drawn.Right() + 24
			ky := sideKey(s, dst, sn, kx, drawn.Y, in.Right()-kx)
			s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, kx, ky+10, in.Right()-kx,
				"In the viewer: terrain by AP cost, walls, cover, weak floors, zones, and the lines of sight from any point.", 6)
		}
	}
	p.form.Draw(dst, s)
	p.st.Draw(dst, s, widget.Rect{X: c.X, Y: p.back.Rect.Y, W: p.back.Rect.X - 16 - c.X, H: buttonH + 8})
	s.Write(dst, s.Fonts.Regular, sizeTiny, s.Pal.Dim, p.path.Rect.X, p.path.Rect.Bottom()+8,
		"Enter opens it. Paste is not available (Ebitengine has no clipboard): type the path. A path is relative to the folder the game runs in.")
}
