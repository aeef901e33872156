package battle

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// The sweep module on the battle screen (XS-27): V chooses a sweep (on
// the hint bar when the match plays with the module); its preview draws
// the ring within which other enemies share the hits and a line to each
// that does, and the panel gives each one's odds.

// plays reports whether the match plays with the rule module of a name.
func (b *Battle) plays(module string) bool { return b.view().Plays(module) }

// drawSweep draws a sweep's preview: the ring round its target within
// which other enemies share the hits, and a line to each of them.
func (b *Battle) drawSweep(dst *ebiten.Image, sel *orders.Unit, p orders.Preview, c color.RGBA) {
	if len(p.Spread) == 0 || b.env.Content == nil {
		return
	}
	t, ok := b.view().Unit(b.order.previewed.Target)
	if !ok {
		return
	}
	board.DrawTemplate(dst, &b.cam, t.Base.Centre, t.Base.Radius+b.env.Content.Modules.Sweep.Radius, c)
	for _, s := range p.Spread {
		if o, ok := b.view().Unit(s.Unit); ok {
			board.DrawPath(dst, &b.cam, []geom.Vec{sel.Base.Centre, o.Base.Centre}, 1, c)
		}
	}
}

// drawSpread writes each other model's odds of a sweep under the target's.
func (b *Battle) drawSpread(dst *ebiten.Image, p orders.Preview, x, y float64) float64 {
	pal, f := b.env.Palette, b.env.Fonts
	for _, s := range p.Spread {
		o := s.Odds
		line := fmt.Sprintf("%s: hit %.0f%% · kill %.0f%% · wounds %s", b.unitName(s.Unit), o.Hit*100, o.Kill()*100, oddsText(&o))
		ui.Write(dst, f.Regular, 12, pal.Good, x+8, y, widget.Fit(line, f.Regular, 12, panelW-48))
		y += 16
	}
	return y
}
