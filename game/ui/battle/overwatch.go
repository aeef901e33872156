package battle

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/overwatch"
	"github.com/krygothic/krygothic/rules/odds"
	"github.com/krygothic/krygothic/rules/orders"
)

// The overwatch module on the board (XS-05): what each model on
// overwatch watches, and the preview of an overwatch or a lane.

// watchAlpha is how strongly a watched arc or lane is filled: faint, so
// the models and the deck under it stay readable.
const watchAlpha = 0x34

// drawWatches draws, for every model on overwatch, the arc it watches out
// to its weapon's reach, or its saturation lane, in its side's colour.
func (b *Battle) drawWatches(dst *ebiten.Image, units []orders.Unit) {
	v := b.view()
	for i := range units {
		u := &units[i]
		if u.Side < 0 || !u.Waiting {
			continue
		}
		w, ok := overwatch.Watching(func(name string) int { return v.Mark(u.ID, name) }, u)
		if !ok {
			continue
		}
		b.drawWatch(dst, u.Base, w, b.env.Palette.SidesLight[u.Side])
	}
}

// drawWatchPreview draws what an overwatch or lane order at the cursor
// would watch, from where sel stands: its arc out to its reach, or the
// lane towards the point or model aimed at.
func (b *Battle) drawWatchPreview(dst *ebiten.Image, sel *orders.Unit, c color.RGBA) {
	o := b.order.previewed
	w := overwatch.Watch{Bearing: sel.Base.Facing, Reach: overwatch.Reach(sel)}
	switch o.Verb {
	case overwatch.Overwatch:
	case overwatch.Lane:
		at := geom.Vec{X: o.X, Y: o.Y}
		if t, ok := b.view().Unit(o.Target); ok && !o.Point {
			at = t.Base.Centre
		}
		w.Lane, w.Bearing = true, sel.Base.Centre.Bearing(at)
	default:
		return
	}
	if w.Reach > 0 {
		b.drawWatch(dst, sel.Base, w, c)
	}
}

// drawWatch draws watch w of a model standing at base: a wedge of its arc
// out to its reach, edged, or a lane as wide as the module's data says.
func (b *Battle) drawWatch(dst *ebiten.Image, base geom.Base, w overwatch.Watch, c color.RGBA) {
	x, y := b.cam.ToScreen(base.Centre)
	edge := withAlpha(c, 0xc0)
	if w.Lane {
		width := b.env.Content.Modules.Overwatch.LaneWidth
		end := overwatch.LaneEnd(base, w.Bearing, w.Reach)
		along := end.Sub(base.Centre).Scale(1 / end.Dist(base.Centre))
		side := geom.Vec{X: -along.Y, Y: along.X}.Scale(width / 2)
		// The line sprite's soft ends overhang by half its width: start and
		// stop it that much inside, so the lane runs from the model's
		// centre to its reach.
		from, to := base.Centre.Add(along.Scale(width/2)), end.Sub(along.Scale(width/2))
		x0, y0 := b.cam.ToScreen(from)
		x1, y1 := b.cam.ToScreen(to)
		board.Line(dst, x0, y0, x1, y1, width*b.cam.Zoom, withAlpha(c, 2*watchAlpha)) // a lane is narrow: a stronger fill
		for _, s := range []geom.Vec{side, side.Scale(-1)} {
			board.DrawPath(dst, &b.cam, []geom.Vec{base.Centre.Add(s), end.Add(s)}, 1.5, edge)
		}
		return
	}
	half := geom.HalfArc(b.view().Options().WideArc)
	r := base.Radius + w.Reach
	board.Wedge(dst, x, y, r*b.cam.Zoom, w.Bearing, half, withAlpha(c, watchAlpha))
	for _, a := range []float64{w.Bearing - half, w.Bearing + half} {
		x1, y1 := b.cam.ToScreen(base.Centre.Polar(a, r))
		board.Line(dst, x, y, x1, y1, 1.5, edge)
	}
}

// watchText says what an overwatch or lane order of unit u does, for the
// order panel; "" for any other order.
func (b *Battle) watchText(o orders.Order, u *orders.Unit) string {
	reach := overwatch.Reach(u)
	switch o.Verb {
	case overwatch.Overwatch:
		return fmt.Sprintf("Watches its arc out to %s\": one standard shot, already paid, at the first enemy that moves in it, "+
			"before a step begun there. Broken like Waiting: an order, a hit, a charge (XS-05).", inchText(reach))
	case overwatch.Lane:
		return fmt.Sprintf("A %s\"-wide lane out to %s\" for this AP round: each enemy step in it tests Willpower at TN 5; "+
			"a fail pins it, no wound (XS-05).%s", inchText(b.env.Content.Modules.Overwatch.LaneWidth), inchText(reach), b.laneOdds(u.Side))
	}
	return ""
}

// laneOdds gives the exact chance that each of the enemy's Willpower
// values fails a lane's test (KG-PSY-01: TN 5, one die kept), for
// enemies of side other than side that can be pinned: " Fails: Wp 3
// 30%, Wp 4 20%."
func (b *Battle) laneOdds(side int) string {
	seen := map[int]bool{}
	var wps []int
	for _, e := range b.view().Units() {
		if e.Side == side || e.Side < 0 || !e.Alive() || e.F.SquadLeader || e.F.Inanimate || seen[e.F.Stats.Willpower.Dice()] {
			continue
		}
		seen[e.F.Stats.Willpower.Dice()] = true
		wps = append(wps, e.F.Stats.Willpower.Dice())
	}
	slices.Sort(wps)
	out := ""
	for _, wp := range wps {
		dist, err := odds.KeptSuccesses(wp, 5, 1, b.view().Options().Combat.Mode)
		if err != nil {
			continue
		}
		if out == "" {
			out = " Fails:"
		} else {
			out += ","
		}
		out += fmt.Sprintf(" Wp %d %.0f%%", wp, 100*dist[0])
	}
	if out == "" {
		return ""
	}
	return out + "."
}

// inchText writes inches to a tenth: 15, 2.5.
func inchText(in float64) string { return strconv.FormatFloat(math.Round(in*10)/10, 'f', -1, 64) }
