package menu

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/campaign"
	"github.com/krygothic/krygothic/game/ui/widget"
)

// reportPage shows settled battles' reports (campaign.Report.Lines): who
// won, the stake, the land changing hands, the fallen, the IP earned,
// the flaws and what the AI teams bought; a battle fought, and any
// walkovers (a land taken unfought) settled with it. Continue (or Back)
// returns to the campaign screen.
type reportPage struct {
	pageBase
	cp    *campaign.Campaign
	reps  []*campaign.Report
	done  *widget.Button
	panel widget.Rect
}

func newReportPage(m *Menu, cp *campaign.Campaign, reps []*campaign.Report) *reportPage {
	p := &reportPage{pageBase: newPageBase(m), cp: cp, reps: reps}
	p.done = &widget.Button{Label: "Continue", Primary: true, OnPress: func() { m.pop() }}
	p.form.Set(p.done)
	return p
}

func (p *reportPage) layout(area widget.Rect) {
	c := body(area)
	p.panel = widget.Rect{X: c.X, Y: c.Y + 64, W: c.W, H: c.Bottom() - buttonH - 16 - c.Y - 64}
	p.done.Rect = widget.Rect{X: c.Right() - 240, Y: c.Bottom() - buttonH, W: 240, H: buttonH}
}

func (p *reportPage) draw(dst *ebiten.Image, area widget.Rect) {
	s := p.style()
	c := body(area)
	last := p.reps[len(p.reps)-1]
	title := fmt.Sprintf("Battle %d: the report", last.Battle.Number)
	if first := p.reps[0]; first != last {
		title = fmt.Sprintf("Battles %d to %d: the reports", first.Battle.Number, last.Battle.Number)
	}
	s.Write(dst, s.Fonts.Bold, 36, s.Pal.Ink, c.X, c.Y, title)
	result := "A draw"
	if w := p.cp.Team(last.Winner); w != nil {
		result = w.Name + " won"
	}
	if last.Record != "" {
		result += " · replay: " + last.Record
	}
	s.WriteRight(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, c.Right(), c.Y+18, result)
	s.Panel(dst, p.panel)
	in := p.panel.Inset(24)
	if w := p.cp.Team(last.Winner); w != nil {
		s.AccentBar(dst, p.panel, teamColour(s.Pal, teamIndex(p.cp, w.ID)))
	}
	var lines []string
	bold := map[int]bool{}
	for _, r := range p.reps {
		for i, line := range r.Lines {
			bold[len(lines)] = i < 3 // the battle, the result, the land
			lines = append(lines, line)
		}
	}
	// One column, or two when the report is long (the fallen of a
	// bloody battle).
	size, lh := sizeSmall+1.0, widget.LineHeight(sizeSmall+1)+6
	cols, colW := 1, in.W
	if float64(len(lines))*lh > in.H {
		cols, colW = 2, (in.W-32)/2
	}
	x, y, col := in.X, in.Y, 0
	for i, line := range lines {
		font := s.Fonts.Regular
		if bold[i] {
			font = s.Fonts.Bold
		}
		lines := widget.ParaLines(line, font, size, colW, 3)
		if y+float64(len(lines))*lh > in.Bottom() {
			if col++; col >= cols {
				s.Write(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, x, y, fmt.Sprintf("… and %d more (kg campaign show lists them all).", len(lines)-i))
				break
			}
			x, y = x+colW+32, in.Y
		}
		y = s.Para(dst, font, size, s.Pal.Ink, x, y, colW, line, 3) + 6
	}
	p.form.Draw(dst, s)
}
