package overwatch

import (
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// watchAlpha is how strongly a watched arc or lane is filled: faint, so
// the models and the deck under it stay readable.
const watchAlpha = 0x34

// Standing: every model on overwatch shows the arc it watches out to its
// weapon's reach, or its saturation lane, in its side's colour.
func (m *module) Standing(r facet.Reader, units []orders.Unit) []facet.Shape {
	var out []facet.Shape
	for i := range units {
		u := &units[i]
		if u.Side < 0 || !u.Waiting {
			continue
		}
		w, ok := Watching(func(name string) int { return r.Mark(u.ID, name) }, u)
		if !ok {
			continue
		}
		out = m.watch(out, r, u.Base, w, facet.Shape{Sided: true, Side: u.Side})
	}
	return out
}

// Aimed: an overwatch or a lane at the pointer shows what it would
// watch, from where u stands: its arc out to its reach, or the lane
// towards the point or the model aimed at, in the preview's tone.
func (m *module) Aimed(r facet.Reader, u orders.Unit, o orders.Order, _ orders.Preview, tone facet.Tone) []facet.Shape {
	w := Watch{Bearing: u.Base.Facing, Reach: Reach(&u)}
	switch o.Verb {
	case Overwatch:
	case Lane:
		at := geom.Vec{X: o.X, Y: o.Y}
		if t, ok := r.Unit(o.Target); ok && !o.Point {
			at = t.Base.Centre
		}
		w.Lane, w.Bearing = true, u.Base.Centre.Bearing(at)
	default:
		return nil
	}
	if w.Reach <= 0 {
		return nil
	}
	return m.watch(nil, r, u.Base, w, facet.Shape{Tone: tone})
}

// watch adds to out the shapes of watch w of a model standing at base,
// coloured as look: a wedge of its arc out to its reach, edged, or a lane
// as wide as the data says, edged.
func (m *module) watch(out []facet.Shape, r facet.Reader, base geom.Base, w Watch, look facet.Shape) []facet.Shape {
	shape := func(s facet.Shape, alpha uint8) facet.Shape {
		s.Tone, s.Sided, s.Side, s.Alpha = look.Tone, look.Sided, look.Side, alpha
		return s
	}
	if w.Lane {
		width := m.data.LaneWidth
		end := LaneEnd(base, w.Bearing, w.Reach)
		along := end.Sub(base.Centre).Scale(1 / end.Dist(base.Centre))
		side := geom.Vec{X: -along.Y, Y: along.X}.Scale(width / 2)
		out = append(out, shape(facet.Shape{Kind: facet.Band, At: base.Centre, To: end, Width: width}, 2*watchAlpha)) // a lane is narrow: a stronger fill
		for _, s := range []geom.Vec{side, side.Scale(-1)} {
			out = append(out, shape(facet.Shape{Kind: facet.Line, Path: []geom.Vec{base.Centre.Add(s), end.Add(s)}, Width: 1.5}, 0xc0))
		}
		return out
	}
	half := geom.HalfArc(r.Options().WideArc)
	reach := base.Radius + w.Reach
	out = append(out, shape(facet.Shape{Kind: facet.Wedge, At: base.Centre, Radius: reach, Bearing: w.Bearing, Half: half}, watchAlpha))
	for _, a := range []float64{w.Bearing - half, w.Bearing + half} {
		out = append(out, shape(facet.Shape{Kind: facet.Edge, Path: []geom.Vec{base.Centre, base.Centre.Polar(a, reach)}, Width: 1.5}, 0xc0))
	}
	return out
}
