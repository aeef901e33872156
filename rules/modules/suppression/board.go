package suppression

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/blast"
	"github.com/krygothic/krygothic/rules/orders"
)

// Aimed: a full-cover order shows how near the cover must be, a ring
// round the model; suppressive fire or an automatic weapon's shot the
// reach of its tokens round the target; a grenade the reach of its
// tokens round where it is aimed.
func (m *module) Aimed(r facet.Reader, u orders.Unit, o orders.Order, _ orders.Preview, tone facet.Tone) []facet.Shape {
	ring := func(at geom.Vec, radius float64, label string) []facet.Shape {
		return []facet.Shape{{Kind: facet.Ring, At: at, Radius: radius, Width: 1.5, Tone: tone, Label: label}}
	}
	switch {
	case o.Verb == Cover:
		return ring(u.Base.Centre, u.Base.Radius+m.data.CoverReach, "full cover")
	case o.Verb == blast.Throw || o.Verb == blast.Launch:
		at := geom.Vec{X: o.X, Y: o.Y}
		if t, ok := r.Unit(o.Target); ok && !o.Point {
			at = t.Base.Centre
		}
		return ring(at, m.data.BlastNear, "suppression")
	case o.Verb == orders.Shoot && (o.Shot == combat.Suppressive || m.spillsPreview(u, o)):
		if t, ok := r.Unit(o.Target); ok {
			return ring(t.Base.Centre, t.Base.Radius+m.data.Near, "suppression")
		}
	}
	return nil
}
