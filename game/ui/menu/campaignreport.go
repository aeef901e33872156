package menu

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/campaign"
	"github.com/krygothic/krygothic/game/ui/widget"
)

// reportPage shows a settled battle's report (campaign.Report.Lines):
// who won, the stake, the land changing hands, the fallen, the IP
// earned, the flaws and what the AI teams bought. Continue (or Back)
// returns to the campaign screen.
type reportPage struct {
	pageBase
	cp    *campaign.Campaign
	rep   *campaign.Report
	done  *widget.Button
	panel widget.Rect
}

func newReportPage(m *Menu, cp *campaign.Campaign, rep *campaign.Report) *reportPage {
	p := &reportPage{pageBase: newPageBase(m), cp: cp, rep: rep}
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
	b := p.rep.Battle
	title := fmt.Sprintf("Battle %d: the report", b.Number)
	s.Write(dst, s.Fonts.Bold, 36, s.Pal.Ink, c.X, c.Y, title)
	result := "A draw"
	if w := p.cp.Team(p.rep.Winner); w != nil {
		result = w.Name + " won"
	}
	s.WriteRight(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, c.Right(), c.Y+18, fmt.Sprintf("%s · replay: %s", result, p.rep.Record))
	s.Panel(dst, p.panel)
	in := p.panel.Inset(24)
	if w := p.cp.Team(p.rep.Winner); w != nil {
		s.AccentBar(dst, p.panel, teamColour(s.Pal, teamIndex(p.cp, w.ID)))
	}
	// One column, or two when the report is long (the fallen of a
	// bloody battle).
	size, lh := sizeSmall+1.0, widget.LineHeight(sizeSmall+1)+6
	cols, colW := 1, in.W
	if float64(len(p.rep.Lines))*lh > in.H {
		cols, colW = 2, (in.W-32)/2
	}
	x, y, col := in.X, in.Y, 0
	for i, line := range p.rep.Lines {
		font := s.Fonts.Regular
		if i < 3 {
			font = s.Fonts.Bold // the battle, the result, the land
		}
		lines := widget.ParaLines(line, font, size, colW, 3)
		if y+float64(len(lines))*lh > in.Bottom() {
			if col++; col >= cols {
				s.Write(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, x, y, fmt.Sprintf("… and %d more (kg campaign show lists them all).", len(p.rep.Lines)-i))
				break
			}
			x, y = x+colW+32, in.Y
		}
		y = s.Para(dst, font, size, s.Pal.Ink, x, y, colW, line, 3) + 6
	}
	p.form.Draw(dst, s)
}
