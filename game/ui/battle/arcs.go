package battle

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/arcs"
	"github.com/krygothic/krygothic/rules/orders"
)

// weaponArc is half of u's weapon's own fire arc, in radians, when the
// match plays with the fire-arcs module (XS-04) and the weapon has one;
// ok is false otherwise (the front arc, drawn with every token, is the
// weapon's arc then).
func (b *Battle) weaponArc(u *orders.Unit) (half float64, ok bool) {
	if u.F.Ranged == nil || u.F.RangedBroken || b.env.Content == nil || !slices.Contains(b.view().Scenario().Modules, arcs.Name) {
		return 0, false
	}
	deg, ok := arcs.Arc(b.env.Content.Modules.Arcs, u.F.Ranged)
	return geom.Degrees(deg / 2), ok
}

// weaponTick is how far past its base, in inches, every model's weapon
// arc is marked.
const weaponTick = 2.5

// drawWeaponArcs marks every model's weapon arc (XS-04) with its two
// edges, a short way past its base; the selected model's arc is a wedge
// out to its weapon's long range, turned the way a face order under the
// cursor would turn it. Without the module it draws nothing.
func (b *Battle) drawWeaponArcs(dst *ebiten.Image, units []orders.Unit, sel *orders.Unit) {
	for i := range units {
		u := &units[i]
		half, ok := b.weaponArc(u)
		if !ok || !u.Alive() || u.Side < 0 {
			continue
		}
		c := withAlpha(b.env.Palette.SidesLight[u.Side], 0x90)
		b.arcEdges(dst, u.Base.Centre, u.Base.Radius, u.Base.Radius+weaponTick, u.Base.Facing, half, 1.5, c)
	}
	if sel == nil || !b.env.Settings.Premeasure {
		return
	}
	half, ok := b.weaponArc(sel)
	if !ok {
		return
	}
	facing := sel.Base.Facing
	if o := b.order.previewed; b.order.previewOK && o.Verb == orders.Rotate && o.Unit == sel.ID {
		facing = geom.Degrees(o.Angle)
	}
	reach := sel.Base.Radius + longRange(sel) + 0.5
	x, y := b.cam.ToScreen(sel.Base.Centre)
	board.Wedge(dst, x, y, reach*b.cam.Zoom, facing, half, withAlpha(b.env.Palette.Warning, 0x28))
	b.arcEdges(dst, sel.Base.Centre, sel.Base.Radius, reach, facing, half, 2, withAlpha(b.env.Palette.Warning, 0xc0))
}

// arcEdges draws an arc's two edges from inches from to inches to off a
// model's centre.
func (b *Battle) arcEdges(dst *ebiten.Image, centre geom.Vec, from, to, facing, half, width float64, c color.Color) {
	for _, a := range []float64{facing - half, facing + half} {
		x0, y0 := b.cam.ToScreen(centre.Polar(a, from))
		x1, y1 := b.cam.ToScreen(centre.Polar(a, to))
		board.Line(dst, x0, y0, x1, y1, width, c)
	}
}

// longRange is u's weapon's long range in inches, a thrown weapon's by
// its Strength.
func longRange(u *orders.Unit) float64 {
	w := u.F.Ranged
	if w.LongPerStrength > 0 {
		return float64(w.LongPerStrength * u.F.Stats.Strength.Dice())
	}
	return w.Long
}

// turnNote says why a face order costs AP: a heavy weapon's turn past
// the free turn (XS-04); "" when it costs nothing.
func (b *Battle) turnNote(o orders.Order, ap int) string {
	if o.Verb != orders.Rotate || ap == 0 || b.env.Content == nil {
		return ""
	}
	d := b.env.Content.Modules.Arcs
	return fmt.Sprintf("A heavy weapon turns up to %g° for free; further costs %d AP (XS-04).", math.Round(d.HeavyFreeTurn), d.HeavyTurnAP)
}
