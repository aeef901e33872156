package menu

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/campaign"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/rules/content"
)

// rosterPage is a campaign team's roster: each model's name, unit and
// record, its improvement points, raises and flaws, and the fallen with
// the battle they fell in. For a person's team it spends IP on stat
// raises (campaign.Raise, at campaign.RaiseCost) and recruits from the
// team's catalogue (campaign.Recruit, within the restock limit); each
// change is saved at once, and a refusal shows the campaign's own
// sentence. An AI team's roster is only shown: the AI spends and
// recruits by itself after each battle.
type rosterPage struct {
	pageBase
	camp    *campaignPage
	team    string
	list    *widget.List
	models  []*campaign.Model // the rows: the living, then the fallen
	stat    *widget.Chooser   // the stat to raise
	raise   *widget.Button
	recruit *widget.Chooser // an entry of the catalogue
	buy     *widget.Button
	back    *widget.Button
	st      widget.Status
	detail  widget.Rect
	shop    widget.Rect
	broken  string // why the roster breaks the army limits, if it does
}

func newRosterPage(m *Menu, camp *campaignPage, team string) *rosterPage {
	p := &rosterPage{pageBase: newPageBase(m), camp: camp, team: team}
	p.list = &widget.List{RowH: rowH, OnSelect: func(int) { p.refresh() }}
	p.stat = &widget.Chooser{Label: "Stat to raise", OnChange: p.refresh}
	p.raise = &widget.Button{Label: "Raise", Primary: true, OnPress: p.doRaise}
	p.recruit = &widget.Chooser{Label: "Recruit", OnChange: p.refresh}
	p.buy = &widget.Button{Label: "Recruit", OnPress: p.doRecruit}
	p.back = &widget.Button{Label: "Back", OnPress: func() { m.pop() }}
	if p.t().IsAI() {
		p.form.Set(p.list, p.back)
	} else {
		p.form.Set(p.list, p.stat, p.raise, p.recruit, p.buy, p.back)
	}
	p.fill()
	p.list.Choose(0)
	return p
}

// t is the team shown.
func (p *rosterPage) t() *campaign.Team { return p.camp.cp.Team(p.team) }

// c is the content the campaign plays with.
func (p *rosterPage) c() *content.Content { return p.env.Content }

// fill lists the models and the catalogue again.
func (p *rosterPage) fill() {
	t := p.t()
	p.models = slices.Concat(t.Roster, t.Fallen)
	p.list.Rows = nil
	for i, m := range p.models {
		r := widget.Row{Title: m.Name, Detail: unitLabel(p.c(), m.Unit) + " · " + record(m.Service)}
		if m.IP > 0 {
			r.Note = fmt.Sprintf("%d IP", m.IP)
		}
		if i >= len(t.Roster) {
			r.Note, r.Disabled = fmt.Sprintf("fell in battle %d", m.Fell), true
		}
		p.list.Rows = append(p.list.Rows, r)
	}
	p.recruit.Options = nil
	for k, m := range t.Catalogue {
		label := unitLabel(p.c(), m.Unit)
		if cost, err := campaign.RecruitCost(p.c(), t, k); err == nil {
			label += fmt.Sprintf(": %d funds", cost)
		} else {
			label += ": no room"
		}
		p.recruit.Options = append(p.recruit.Options, label)
	}
	p.recruit.Idx = min(p.recruit.Idx, max(len(p.recruit.Options)-1, 0))
	p.list.Sel = min(p.list.Sel, max(len(p.list.Rows)-1, 0))
	p.refresh()
}

// model is the living model selected, and its index in the roster; nil
// for a fallen one.
func (p *rosterPage) model() (*campaign.Model, int) {
	t := p.t()
	if p.list.Sel < len(t.Roster) {
		return t.Roster[p.list.Sel], p.list.Sel
	}
	return nil, -1
}

// refresh labels the stat chooser with each stat's cost for the model
// selected, and the buttons with what they would do.
func (p *rosterPage) refresh() {
	t, cp := p.t(), p.camp.cp
	m, i := p.model()
	p.broken = ""
	if _, err := t.Army(p.c()); err != nil {
		p.broken = once(errText(err))
	}
	p.stat.Options = nil
	for _, name := range content.StatNames {
		label := campaign.StatName(name)
		if m != nil {
			if cost, err := cp.RaiseCost(p.c(), t.ID, i, name); err == nil {
				label = fmt.Sprintf("%s: %d IP", campaign.StatName(name), cost)
			} else if p.broken == "" {
				label += ": no further"
			}
		}
		p.stat.Options = append(p.stat.Options, label)
	}
	p.raise.Disabled = m == nil
	p.raise.Label, p.stat.Label = "Raise", "Stat to raise"
	if m != nil {
		p.raise.Label = "Raise " + campaign.StatName(content.StatNames[p.stat.Idx])
		p.stat.Label = fmt.Sprintf("Stat to raise: %s has %d IP", m.Name, m.IP)
	}
	p.buy.Disabled = len(t.Catalogue) == 0
	p.buy.Label = "Recruit"
}

// doRaise spends the selected model's IP on the stat chosen, and saves.
func (p *rosterPage) doRaise() {
	m, i := p.model()
	if m == nil {
		return
	}
	stat := content.StatNames[p.stat.Idx]
	if err := p.camp.cp.Raise(p.c(), p.team, i, stat); err != nil {
		p.st.Warn("%s", capitalised(errText(err)))
		return
	}
	if p.camp.save() {
		p.st.Info("%s: +1 %s.", m.Name, campaign.StatName(stat))
	}
	p.fill()
}

// doRecruit buys the catalogue entry chosen, and saves.
func (p *rosterPage) doRecruit() {
	m, err := p.camp.cp.Recruit(p.c(), p.team, p.recruit.Idx)
	if err != nil {
		p.st.Warn("%s", capitalised(errText(err)))
		return
	}
	if p.camp.save() {
		p.st.Info("%s joins %s; %d funds left.", m.Name, p.t().Name, p.t().Funds)
	}
	p.fill()
	p.list.Choose(len(p.t().Roster) - 1)
}

// update leaves on Back; on leaving, the campaign screen plans the next
// battle if it could not before (a leader recruited), and sets its
// widgets again (a bet's most changes with the funds).
func (p *rosterPage) update(in *widget.Input) {
	if in.Back {
		p.m.pop()
	} else {
		p.form.Update(in)
	}
	if p.m.top() != page(p) {
		p.camp.planShown(false)
	}
}

// unitLabel is a unit's name in the content, its id if unknown.
func unitLabel(c *content.Content, id string) string {
	if u, ok := c.Unit(id); ok {
		return u.Name
	}
	return id
}

// record is a model's service in words: "3 battles, 2 kills, 1 wound".
func record(s campaign.Service) string {
	parts := []string{ui.Count(s.Battles, "battle", "battles")}
	for _, x := range []struct {
		n         int
		one, many string
	}{{s.Kills, "kill", "kills"}, {s.Wounds, "wound", "wounds"}, {s.Downs, "time Down", "times Down"}, {s.Combos, "combo", "combos"}} {
		if x.n > 0 {
			parts = append(parts, ui.Count(x.n, x.one, x.many))
		}
	}
	return strings.Join(parts, ", ")
}

func (p *rosterPage) layout(area widget.Rect) {
	c := body(area)
	top := c.Y + 64
	bottom := c.Bottom() - buttonH - 16
	lw := min(c.W*0.46, 560)
	p.list.Rect = widget.Rect{X: c.X, Y: top, W: lw, H: bottom - top}
	right := widget.Rect{X: c.X + lw + 24, Y: top, W: c.W - lw - 24, H: bottom - top}
	shopH := 0.0
	if !p.t().IsAI() {
		shopH = 2*(60+12) + 2*pad + 30
	}
	p.detail = widget.Rect{X: right.X, Y: right.Y, W: right.W, H: right.H - shopH - 14}
	p.shop = widget.Rect{X: right.X, Y: right.Bottom() - shopH, W: right.W, H: shopH}
	in := p.shop.Inset(pad)
	half := in.W*0.55 - 6
	y := in.Y + 26
	p.stat.Rect = widget.Rect{X: in.X, Y: y, W: half, H: 60}
	p.raise.Rect = widget.Rect{X: in.X + half + 12, Y: y + 16, W: in.W - half - 12, H: 44}
	y += 72
	p.recruit.Rect = widget.Rect{X: in.X, Y: y, W: half, H: 60}
	p.buy.Rect = widget.Rect{X: in.X + half + 12, Y: y + 16, W: in.W - half - 12, H: 44}
	p.back.Rect = widget.Rect{X: c.Right() - 160, Y: c.Bottom() - buttonH, W: 160, H: buttonH}
}

func (p *rosterPage) draw(dst *ebiten.Image, area widget.Rect) {
	s := p.style()
	c := body(area)
	t := p.t()
	drawToken(dst, s, teamIndex(p.camp.cp, t.ID), c.X+16, c.Y+20, 16)
	s.Write(dst, s.Fonts.Bold, 36, s.Pal.Ink, c.X+44, c.Y, widget.Fit(t.Name+": the roster", s.Fonts.Bold, 36, c.W*0.55))
	s.WriteRight(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, c.Right(), c.Y+18,
		fmt.Sprintf("%s · %d funds · %s living, %d fallen", playerName(t), t.Funds, ui.Count(len(t.Roster), "model", "models"), len(t.Fallen)))
	s.Panel(dst, p.detail)
	p.drawModel(dst, s)
	if !t.IsAI() {
		s.Panel(dst, p.shop)
		in := p.shop.Inset(pad)
		s.Write(dst, s.Fonts.Bold, sizeSmall, s.Pal.Dim, in.X, in.Y-4,
			fmt.Sprintf("Spend IP, and recruit: %d of %d recruits left before the next battle", campaign.Restock-t.Recruited, campaign.Restock))
		if p.broken != "" {
			d := p.detail.Inset(pad + 4)
			s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Warning, d.X, d.Bottom()-60, d.W,
				"Recruit first: "+p.broken+". No raise can be priced, nor a battle fought, until the roster keeps the army limits.", 3)
		}
	}
	p.form.Draw(dst, s)
	foot := widget.Rect{X: c.X, Y: p.back.Rect.Y, W: p.back.Rect.X - 16 - c.X, H: buttonH + 8}
	if p.st.Text == "" && t.IsAI() {
		s.Para(dst, s.Fonts.Regular, sizeTiny, s.Pal.Dim, foot.X, foot.Y+4, foot.W,
			"An AI team spends its IP and recruits by itself after each battle.", 2)
	}
	p.st.Draw(dst, s, foot)
}

// drawModel draws the selected model's story in the detail panel.
func (p *rosterPage) drawModel(dst *ebiten.Image, s widget.Style) {
	in := p.detail.Inset(pad + 4)
	if p.list.Sel >= len(p.models) {
		return
	}
	m := p.models[p.list.Sel]
	s.Write(dst, s.Fonts.Bold, 24, s.Pal.Ink, in.X, in.Y, widget.Fit(m.Name, s.Fonts.Bold, 24, in.W))
	gear := []string{}
	for _, g := range []string{m.Ranged, m.Melee, m.Armour} {
		if g != "" {
			gear = append(gear, g)
		}
	}
	if m.Grenades > 0 {
		gear = append(gear, ui.Count(m.Grenades, "grenade", "grenades"))
	}
	joined := "a founder"
	if !m.Founder {
		joined = fmt.Sprintf("recruited after battle %d", m.Joined)
	}
	lines := [][2]string{
		{"Unit", unitLabel(p.c(), m.Unit)},
		{"Gear", strings.Join(gear, ", ")},
		{"Joined", joined},
		{"Record", record(m.Service)},
		{"IP", fmt.Sprintf("%d to spend (%d earned in all)", m.IP, m.Service.Earned)},
		{"Raises", raises(m.Raises)},
		{"Flaws", p.flaws(m.Flaws)},
	}
	if !m.Living() {
		lines = append(lines, [2]string{"Fell", fmt.Sprintf("in battle %d", m.Fell)})
	}
	y := in.Y + 40
	for _, l := range lines {
		s.Write(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, in.X, y, l[0])
		y = s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Ink, in.X+80, y, in.W-80, l[1], 2) + 6
	}
}

// raises are a model's stat raises in words: "CC +1, RC +2", or "none".
func raises(r map[string]int) string {
	if len(r) == 0 {
		return "none"
	}
	var out []string
	for _, k := range slices.Sorted(maps.Keys(r)) {
		out = append(out, fmt.Sprintf("%s +%d", campaign.StatName(k), r[k]))
	}
	return strings.Join(out, ", ")
}

// flaws are a model's flaws in words, or "none".
func (p *rosterPage) flaws(ids []string) string {
	if len(ids) == 0 {
		return "none"
	}
	var out []string
	for _, id := range ids {
		out = append(out, campaign.FlawName(p.c(), id))
	}
	return strings.Join(out, "; ")
}
