package menu

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/scenarios"
)

// deckPreview is a small picture of a scenario's deck (ui.DeckImage) with
// the deployment zones tinted in the palette's side colours, so the
// colour-blind palette reaches it too.
type deckPreview struct {
	s       *scenarios.Scenario
	pic     *ebiten.Image
	zones   *ebiten.Image
	zonesOf [2]color.RGBA // the side colours zones was drawn in
}

func newDeckPreview(s *scenarios.Scenario) *deckPreview { return &deckPreview{s: s} }

// draw draws the deck as large as fits in box (whole pixels per cell when
// it is at least that big), anchored top-left, and returns where it went.
func (d *deckPreview) draw(dst *ebiten.Image, pal *ui.Palette, box rect) rect {
	deck := d.s.Deck
	if d.pic == nil {
		d.pic = ui.DeckImage(d.s)
	}
	if d.zones == nil || d.zonesOf != pal.Sides {
		d.drawZones(pal)
	}
	scale := min(box.w/float64(deck.W), box.h/float64(deck.H))
	if scale >= 1 {
		scale = float64(int(scale))
	}
	if scale <= 0 {
		return rect{box.x, box.y, 0, 0}
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(box.x, box.y)
	dst.DrawImage(d.pic, op)
	dst.DrawImage(d.zones, op)
	r := rect{box.x, box.y, float64(deck.W) * scale, float64(deck.H) * scale}
	vector.StrokeRect(dst, float32(r.x)-1, float32(r.y)-1, float32(r.w)+2, float32(r.h)+2, 1, pal.Rule, false)
	return r
}

// drawZones paints each side's deployment zone in its palette colour.
func (d *deckPreview) drawZones(pal *ui.Palette) {
	deck := d.s.Deck
	pix := make([]byte, 4*deck.W*deck.H)
	for i, side := range d.s.Sides {
		if side == nil {
			continue
		}
		c := pal.Sides[i]
		for _, cell := range d.s.Zones[side.Zone] {
			if cell.X < 0 || cell.Y < 0 || cell.X >= deck.W || cell.Y >= deck.H {
				continue
			}
			j := 4 * (cell.Y*deck.W + cell.X)
			pix[j], pix[j+1], pix[j+2], pix[j+3] = c.R, c.G, c.B, 0xff
		}
	}
	if d.zones == nil {
		d.zones = ebiten.NewImage(deck.W, deck.H)
	}
	d.zones.WritePixels(pix)
	d.zonesOf = pal.Sides
}

// sideKey draws each side's colour, name and army below a deck picture,
// from x, y; it returns the y below.
func sideKey(m *Menu, dst *ebiten.Image, s *scenarios.Scenario, x, y, w float64) float64 {
	st := m.style()
	for i, side := range s.Sides {
		if side == nil {
			continue
		}
		fill(dst, rect{x, y + 3, 14, 14}, st.pal.Sides[i])
		line := side.Name
		if side.Army != nil {
			line = fmt.Sprintf("%s: %s", side.Name, side.Army.Team.Name)
		}
		st.writeIn(dst, st.fonts.Regular, sizeSmall, st.pal.Ink, rect{x + 22, y, w - 22, 20}, line)
		y += 22
	}
	return y
}

// facts is a scenario's one-line summary: how it is won, its rounds, its
// deck size, darkness, events.
func facts(s *scenarios.Scenario) string {
	line := fmt.Sprintf("%s · %d rounds · %d″ × %d″ deck", s.Victory.Type, s.Rounds, s.Deck.W, s.Deck.H)
	if s.Dark {
		line += " · dark"
	}
	if n := len(s.Events); n > 0 {
		line += fmt.Sprintf(" · %d events", n)
	}
	return line
}
