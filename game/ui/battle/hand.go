package battle

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/rules/facet"
)

// handSide is the side whose hand (facet.Hand: a side's tactics cards)
// the panel shows: the person's against the AI; in hotseat under the fog
// of war the side whose view the screen shows, none while it shows what
// both sides know; in hotseat without fog, the selected model's side
// (the table hides nothing there); none in a replay. −1 for none.
func (b *Battle) handSide() int {
	switch {
	case b.watching:
		return -1
	case b.solo:
		return b.setup.Human
	case b.lens.fog:
		return b.lens.viewer
	}
	if u, ok := b.view().Unit(b.order.selected); ok && u.Side >= 0 {
		return u.Side
	}
	return -1
}

// hand is what the modules played say side i holds.
func (b *Battle) hand(i int) []facet.Held {
	var out []facet.Held
	for _, m := range b.view().Played() {
		if h, ok := m.Loaded.(facet.Hand); ok {
			out = append(out, h.Hand(b.view(), b.sideID(i))...)
		}
	}
	return out
}

// drawHand draws the hand of the side the panel shows it for (handSide):
// each thing held on a line, with its cost and when it may be played,
// bright when it may be played now; what it does on hover. It returns
// the y below it.
func (b *Battle) drawHand(dst *ebiten.Image, x, y float64) float64 {
	i := b.handSide()
	if i < 0 {
		return y
	}
	held := b.hand(i)
	if len(held) == 0 {
		return y
	}
	pal, f := b.env.Palette, b.env.Fonts
	ui.Write(dst, f.Bold, 13, pal.Dim, x, y, strings.ToUpper(b.sideName(i))+" HAND (only this side sees it)")
	y += 20
	for _, h := range held {
		c, mark := pal.Dim, "  "
		if h.Playable {
			c, mark = pal.Ink, "> "
		}
		y0 := y
		ui.Write(dst, f.Regular, 13, c, x, y, widget.Fit(fmt.Sprintf("%s%s · %d AP · %s", mark, h.Label, h.Cost, h.When), f.Regular, 13, panelW-40))
		y += 18
		tip := h.Label + ": " + h.Preview + "."
		if !h.Playable && h.Why != "" {
			tip += " Not now: " + h.Why + "."
		}
		b.tipRows(x, y0, y, tip)
	}
	return y + 8
}
