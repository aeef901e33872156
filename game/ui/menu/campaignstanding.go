package menu

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/campaign"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/widget"
)

// standingTable is the campaign's standing (campaign.Standing): each
// team's token, name, player, funds, lands and income, best first. One
// team is selected, for the Roster button; up and down move the
// selection, Enter (or a click on the selected row) opens its roster.
type standingTable struct {
	Rect widget.Rect
	p    *campaignPage
	sel  int // an index into the standing
}

// The table's rows.
const (
	standingHead = 40.0
	standingRowH = 44.0
)

// height is the table's height for the campaign's teams.
func (st *standingTable) height() float64 {
	return standingHead + float64(len(st.p.cp.Teams))*standingRowH + 8
}

// Area is where the table is.
func (st *standingTable) Area() widget.Rect { return st.Rect }

// Key moves the selection on up and down, and opens the roster on Enter.
func (st *standingTable) Key(in *widget.Input) bool {
	n := len(st.p.cp.Teams)
	switch {
	case in.Up && st.sel > 0:
		st.sel--
		return true
	case in.Down && st.sel < n-1:
		st.sel++
		return true
	case in.Activate:
		st.p.openRoster()
	}
	return false
}

// Press selects the row clicked, or opens the roster of the selected one.
func (st *standingTable) Press(_, y float64) {
	i := int((y - st.Rect.Y - standingHead) / standingRowH)
	if i < 0 || i >= len(st.p.cp.Teams) {
		return
	}
	if i == st.sel {
		st.p.openRoster()
		return
	}
	st.sel = i
}

// Draw draws the table, the selected row lit.
func (st *standingTable) Draw(dst *ebiten.Image, s widget.Style, focused bool) {
	cp := st.p.cp
	r := st.Rect
	s.Panel(dst, r)
	if focused {
		widget.Frame(dst, r, 2, s.Pal.Accent)
	}
	in := r.Inset(pad)
	s.Write(dst, s.Fonts.Bold, sizeBody, s.Pal.Ink, in.X, r.Y+10, "Standing")
	s.WriteRight(dst, s.Fonts.Regular, sizeTiny, s.Pal.Dim, in.Right(), r.Y+14, "best first: lands, then funds")
	if st.sel < len(cp.Teams) {
		row := widget.Rect{X: r.X + 1, Y: r.Y + standingHead + float64(st.sel)*standingRowH, W: r.W - 2, H: standingRowH}
		widget.Fill(dst, row, s.Pal.PanelLight)
		if focused {
			s.AccentBar(dst, row, s.Pal.Accent)
		}
	}
	for i, t := range cp.Standing() {
		y := r.Y + standingHead + float64(i)*standingRowH
		drawToken(dst, s, slices.Index(cp.Teams, t), in.X+12, y+standingRowH/2, 11)
		s.Para(dst, s.Fonts.Bold, sizeSmall, s.Pal.Ink, in.X+32, y+3, in.W-32, t.Name, 1)
		s.Para(dst, s.Fonts.Regular, sizeTiny, s.Pal.Dim, in.X+32, y+23, in.W-32, fmt.Sprintf("%s · %d funds · %s, +%d a battle",
			playerName(t), t.Funds, ui.Count(len(cp.LandsOf(t.ID)), "land", "lands"), cp.Income(t.ID)), 1)
	}
}

// teamIndex is team id's index in the campaign, for its colour and shape.
func teamIndex(cp *campaign.Campaign, id string) int {
	return slices.IndexFunc(cp.Teams, func(t *campaign.Team) bool { return t.ID == id })
}
