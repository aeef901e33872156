package menu

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/widget"
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
func (d *deckPreview) draw(dst *ebiten.Image, pal *ui.Palette, box widget.Rect) widget.Rect {
	deck := d.s.Deck
	if d.pic == nil {
		d.pic = ui.DeckImage(d.s)
	}
	if d.zones == nil || d.zonesOf != pal.Sides {
		d.drawZones(pal)
	}
	// Screen pixels per cell, whole when at least one.
	scale := min(ui.Px(box.W)/float64(deck.W), ui.Px(box.H)/float64(deck.H))
	if scale >= 1 {
		scale = float64(int(scale))
	}
	if scale <= 0 {
		return widget.Rect{X: box.X, Y: box.Y, W: 0, H: 0}
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(ui.Px(box.X), ui.Px(box.Y))
	dst.DrawImage(d.pic, op)
	dst.DrawImage(d.zones, op)
	r := widget.Rect{X: box.X, Y: box.Y, W: ui.Units(float64(deck.W) * scale), H: ui.Units(float64(deck.H) * scale)}
	ui.StrokeRect(dst, r.X-1, r.Y-1, r.W+2, r.H+2, 1, pal.Rule)
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
func sideKey(st widget.Style, dst *ebiten.Image, s *scenarios.Scenario, x, y, w float64) float64 {
	for i, side := range s.Sides {
		if side == nil {
			continue
		}
		widget.Fill(dst, widget.Rect{X: x, Y: y + 3, W: 14, H: 14}, st.Pal.Sides[i])
		line := side.Name
		if side.Army != nil {
			line = fmt.Sprintf("%s: %s", side.Name, side.Army.Team.Name)
		}
		st.WriteIn(dst, st.Fonts.Regular, sizeSmall, st.Pal.Ink, widget.Rect{X: x + 22, Y: y, W: w - 22, H: 20}, line)
		y += 22
	}
	return y
}

// facts is a scenario's one-line summary: how it is won, its rounds, its
// deck size, darkness, events.
func facts(s *scenarios.Scenario) string {
	line := fmt.Sprintf("%s · %s · %d″ × %d″ deck", s.Victory.Type, ui.Count(s.Rounds, "round", "rounds"), s.Deck.W, s.Deck.H)
	if s.Dark {
		line += " · dark"
	}
	if s.Fog {
		line += " · fog of war"
	}
	if n := len(s.Events); n > 0 {
		line += " · " + ui.Count(n, "event", "events")
	}
	return line
}
