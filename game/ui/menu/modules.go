package menu

import (
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/words"
)

// modulesPage switches the rule modules of one new match on and off
// (docs/modules.md), each with what it changes. It starts from the set
// the match will play with and hands the new set to done when left.
type modulesPage struct {
	pageBase
	all      []modules.Module
	on       []bool
	toggles  []*widget.Toggle
	scenario []string // the scenario's own set, for "Scenario's set"
	reset    *widget.Button
	ok       *widget.Button
	done     func(names []string)
	last     int // the module last focused, whose description shows
}

// newModulesPage is the page for a match about to play with set, on a
// scenario whose own set is scenario.
func newModulesPage(m *Menu, set, scenario []string, done func([]string)) *modulesPage {
	p := &modulesPage{pageBase: newPageBase(m), all: modules.All(), scenario: scenario, done: done}
	p.on = make([]bool, len(p.all))
	var items []widget.Item
	for i, mod := range p.all {
		p.on[i] = slices.Contains(set, mod.Name)
		tg := &widget.Toggle{Label: p.title(mod), Value: &p.on[i], Inline: true}
		p.toggles = append(p.toggles, tg)
		items = append(items, tg)
	}
	p.reset = &widget.Button{Label: "Scenario's set", OnPress: func() {
		for i, mod := range p.all {
			p.on[i] = slices.Contains(p.scenario, mod.Name)
		}
	}}
	p.ok = &widget.Button{Label: "Done", Primary: true, OnPress: p.leave}
	p.form.Set(append(items, p.reset, p.ok)...)
	return p
}

// title names a module as the page lists it: by its name, after its
// rule ID with the rules detail on ("XS-05 · overwatch").
func (p *modulesPage) title(mod modules.Module) string {
	if p.env.Settings.RulesDetail {
		return mod.ID + " · " + mod.Name
	}
	return mod.Name
}

// names is the set switched on, in ID order.
func (p *modulesPage) names() []string {
	out := []string{}
	for i, mod := range p.all {
		if p.on[i] {
			out = append(out, mod.Name)
		}
	}
	return out
}

// leave hands the set back and goes back to the new-match page; Back
// does the same, so nothing chosen is lost.
func (p *modulesPage) leave() {
	p.done(p.names())
	p.m.pop()
}

func (p *modulesPage) update(in *widget.Input) {
	if in.Back {
		p.leave()
		return
	}
	p.form.Update(in)
}

// The rows of the module list: one toggle each, in as many columns as
// the window's height needs, the focused module's description beside the
// list.
const (
	moduleRowH    = 34.0
	moduleRowStep = 40.0
	moduleListW   = 300.0
	moduleColGap  = 16.0
)

func (p *modulesPage) layout(area widget.Rect) {
	c := body(area)
	p.ok.Rect = widget.Rect{X: c.Right() - 200, Y: c.Bottom() - buttonH, W: 200, H: buttonH}
	p.reset.Rect = widget.Rect{X: p.ok.Rect.X - 12 - 220, Y: c.Bottom() - buttonH, W: 220, H: buttonH}
	top := c.Y + 100
	rows := max(int((p.reset.Rect.Y-8-top+moduleRowStep-moduleRowH)/moduleRowStep), 1)
	cols := max((len(p.toggles)+rows-1)/rows, 1)
	rows = (len(p.toggles) + cols - 1) / cols
	w := min(moduleListW, (c.W*0.5-moduleColGap*float64(cols-1))/float64(cols))
	for i, tg := range p.toggles {
		col, row := i/rows, i%rows
		tg.Rect = widget.Rect{X: c.X + float64(col)*(w+moduleColGap), Y: top + float64(row)*moduleRowStep, W: w, H: moduleRowH}
	}
}

// listRight is where the module list ends on the right.
func (p *modulesPage) listRight() float64 {
	right := 0.0
	for _, tg := range p.toggles {
		right = max(right, tg.Rect.Right())
	}
	return right
}

// shown is the module whose description the page shows: the focused one,
// else the last one focused.
func (p *modulesPage) shown() int {
	for i, tg := range p.toggles {
		if p.form.Focused(tg) {
			p.last = i
		}
	}
	return p.last
}

func (p *modulesPage) draw(dst *ebiten.Image, area widget.Rect) {
	s := p.style()
	c := body(area)
	s.Write(dst, s.Fonts.Bold, 36, s.Pal.Ink, c.X, c.Y, "Rule modules")
	s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, c.X, c.Y+52, c.W,
		"Optional rules from the other seed systems, for this match only. Saves and replays keep the set it was played with. "+
			"The scenario's own set: "+ui.ModuleList(p.scenario)+".", 2)
	if len(p.all) == 0 {
		s.Para(dst, s.Fonts.Regular, sizeBody, s.Pal.Ink, c.X, c.Y+100, c.W, "This build has no rule modules yet.", 2)
		p.form.Draw(dst, s)
		return
	}
	// The description of the focused module, beside the list.
	mod := p.all[p.shown()]
	r := p.toggles[0].Rect
	x := p.listRight() + 32
	w := c.Right() - x
	title := p.title(mod)
	if mod.Default {
		title += " (on by default)"
	}
	s.Write(dst, s.Fonts.Bold, sizeBody, s.Pal.Ink, x, r.Y, title)
	bottom := p.reset.Rect.Y - 12
	lines := max(int((bottom-r.Y-40)/22)-2, 2)
	if !p.env.Settings.RulesDetail {
		s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Ink, x, r.Y+34, w, words.WithoutRules(mod.Summary), lines)
		p.form.Draw(dst, s)
		return
	}
	y := s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Ink, x, r.Y+34, w, mod.Summary, lines)
	s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, x, y+8, w, "Sources: "+strings.Join(mod.Sources, ", ")+".", 2)
	p.form.Draw(dst, s)
}
