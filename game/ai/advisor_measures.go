package ai

import (
	"reflect"
	"strings"

	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// The AI's measures of the table a module's Brain asks the advisor for
// (facet.Advisor): the level's own weights, the worth of ground, the
// shelter a spot gives.

// CoreWeight is the level's weight of the core's of a name (its key in
// levels.yaml), 0 for none.
func (d advisor) CoreWeight(name string) float64 { return d.t.level.Weights.core(name) }

// Ground is what standing at p is worth to u, as the Tactician judges
// ground (Tactician.ground): asked by a Brain, whose advisor has one.
func (d advisor) Ground(u *orders.Unit, p geom.Vec) float64 { return d.a.ground(d.t, u, p) }

// Shelter is how sheltered u would be at p (table.shelter).
func (d advisor) Shelter(u *orders.Unit, p geom.Vec) (float64, int) { return d.t.shelter(u, p) }

// core is the weight of the core's whose levels.yaml key is name, 0 for
// none.
func (w *Weights) core(name string) float64 {
	v := reflect.ValueOf(w).Elem()
	t := v.Type()
	for i := range t.NumField() {
		f := t.Field(i)
		if key, _, _ := strings.Cut(f.Tag.Get("yaml"), ","); key == name && f.Type.Kind() == reflect.Float64 {
			return v.Field(i).Float()
		}
	}
	return 0
}
