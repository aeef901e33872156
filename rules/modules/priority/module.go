package priority

import (
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the priority module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: RuleID, Name: Name,
	Sources: []string{"SW-SHOOT-04", "SW-SHOOT-05", "KG-RC-05", "KG-RC-10", "GAP-14", "GAP-15"},
	Summary: "Target priority: a shooter must take the closest enemy model of a size class (small, medium: a 1\" base, " +
		"large: a 2\" base) that it can shoot, unless the one it picks is easier to hit (a lower to-hit TN, or the same TN " +
		"with more dice or hits kept); it may always pass over a target in cover, sprinting or fast for an easier one. A " +
		"refused shot names the closer target. Off by default: Kry-Gothic lets a player choose any target."}, Load: load}

// module is the priority module as it plays with one content's data.
type module struct {
	data Data
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &module{data: read(d)} }

// The facets the module hands the game.
var _ facet.Aiming = (*module)(nil)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return Rules(m.data) }

// Aimed: a shot refused for a closer target marks that target, a ring
// round it and a line to it from the shooter, so the player sees which
// model must be taken first.
func (m *module) Aimed(r facet.Reader, u orders.Unit, _ orders.Order, p orders.Preview, _ facet.Tone) []facet.Shape {
	id, ok := BoundBy(p.Err)
	if !ok {
		return nil
	}
	e, ok := r.Unit(id)
	if !ok || !e.Alive() {
		return nil
	}
	return []facet.Shape{
		{Kind: facet.Line, Path: []geom.Vec{u.Base.Centre, e.Base.Centre}, Width: 1.5, Tone: facet.Bad, Alpha: 0x90},
		{Kind: facet.Ring, At: e.Base.Centre, Radius: e.Base.Radius + 0.25, Width: 3, Tone: facet.Bad},
	}
}
