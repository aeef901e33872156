package battle

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// drawSelection draws what the modules show of the selected model sel
// (facet.Selecting), over the preview, turned by the order aimed at the
// pointer; only while the screen measures for the player (strict
// tabletop shows sight and arcs only, RULINGS §6).
func (b *Battle) drawSelection(dst *ebiten.Image, sel *orders.Unit) {
	if !b.env.Settings.Premeasure {
		return
	}
	for _, m := range b.view().Played() {
		if s, ok := m.Loaded.(facet.Selecting); ok {
			b.drawShapes(dst, s.Selected(b.view(), *sel, b.order.previewed, b.order.previewOK))
		}
	}
}
