package battle

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/squads"
	"github.com/krygothic/krygothic/rules/orders"
)

// The squads module on the battle screen (XS-23): each squad's coherency
// drawn (a ring of the coherency round its leader's base, a line to each
// member, an incoherent member ringed in the warning colour), and the
// squad order key, which gives the combo's last step, made by a squad
// leader, to each of its coherent members too.

// squadsOn reports whether the match plays with the squads module.
func (b *Battle) squadsOn() bool { return b.plays(squads.Name) }

// squadOf is the index into units of u's squad leader, -1 for none.
func (b *Battle) squadOf(units []orders.Unit, i int) int {
	l := b.view().Mark(units[i].ID, squads.Member) - 1
	if l < 0 || l >= len(units) {
		return -1
	}
	return l
}

// drawSquads draws every squad's coherency.
func (b *Battle) drawSquads(dst *ebiten.Image, units []orders.Unit) {
	if !b.squadsOn() {
		return
	}
	pal, coherency := b.env.Palette, b.view().Content().Modules.Squads.Coherency
	for i := range units {
		u := &units[i]
		l := b.squadOf(units, i)
		if l < 0 || !u.Alive() || u.Side < 0 {
			continue
		}
		leader := &units[l]
		if l == i {
			board.DrawRing(dst, &b.cam, u.Base.Centre, coherency+u.Base.Radius, 1.5, withAlpha(pal.SidesLight[u.Side], 0x90))
			continue
		}
		if !leader.Alive() {
			continue
		}
		c := withAlpha(pal.SidesLight[u.Side], 0xa0)
		if geom.Distance(u.Base, leader.Base) > coherency+1e-9 {
			c = pal.Warning
			board.DrawRing(dst, &b.cam, u.Base.Centre, u.Base.Radius+0.25, 2, c)
		}
		board.DrawPath(dst, &b.cam, []geom.Vec{leader.Base.Centre, u.Base.Centre}, 1.5, c)
	}
}

// squadOrder gives the combo's last step, when a squad leader's, to each
// member of its squad in coherency too, as the squad's one order (XS-23):
// the same verb, at the same target, or for a move at the same offset
// from the point the leader goes to.
func (b *Battle) squadOrder() {
	if !b.squadsOn() {
		return
	}
	n := len(b.order.combo)
	if n == 0 {
		b.flash.set(b.now, "Squad order: give the squad leader its order first (add a step), then the squad's (XS-23)", true)
		return
	}
	last := b.order.combo[n-1]
	units := b.view().Units()
	li := slices.IndexFunc(units, func(u orders.Unit) bool { return u.ID == last.Unit })
	if li < 0 || b.squadOf(units, li) != li {
		b.flash.set(b.now, "Squad order: the last step is not a squad leader's (XS-23)", true)
		return
	}
	leader, coherency := &units[li], b.view().Content().Modules.Squads.Coherency
	added := 0
	for i := range units {
		u := &units[i]
		if i == li || b.squadOf(units, i) != li || !u.Alive() || geom.Distance(u.Base, leader.Base) > coherency+1e-9 {
			continue
		}
		o := last
		o.Unit = u.ID
		if o.Verb == orders.Move || o.Verb == orders.Run || o.Verb == orders.SmallStep {
			o.X += u.Base.Centre.X - leader.Base.Centre.X
			o.Y += u.Base.Centre.Y - leader.Base.Centre.Y
		}
		b.order.combo = append(b.order.combo, o)
		added++
	}
	b.flash.set(b.now, fmt.Sprintf("Squad order: %d coherent members follow %s; %s declares it (XS-23)", added, b.unitName(leader.ID), keyNames(b.env.Controls, controls.Declare)), false)
}
