package battle

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/priority"
	"github.com/krygothic/krygothic/rules/orders"
)

// drawBinding marks the model a previewed shot is refused for (target
// priority, XS-22): a ring round it and a line to it from the
// shooter, so the player sees which model must be taken first.
func (b *Battle) drawBinding(dst *ebiten.Image, sel *orders.Unit) {
	if !b.order.previewOK || !b.env.Settings.Premeasure {
		return
	}
	id, ok := priority.BindingIn(b.order.preview.Err)
	if !ok {
		return
	}
	e, ok := b.view().Unit(id)
	if !ok || !e.Alive() {
		return
	}
	c := b.env.Palette.Accent
	board.DrawPath(dst, &b.cam, []geom.Vec{sel.Base.Centre, e.Base.Centre}, 1.5, withAlpha(c, 0x90))
	x, y := b.cam.ToScreen(e.Base.Centre)
	board.Ring(dst, x, y, (e.Base.Radius+0.25)*b.cam.Zoom, 3, c)
}
