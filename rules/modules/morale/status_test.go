package morale

import (
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/orders"
)

// reader is the match as a facet reads it: its units, and (points, when
// not nil) what every player knows of each side's points.
type reader struct {
	units  []orders.Unit
	marks  map[string]int
	points func(side int) (int, int)
}

func (r reader) Unit(id string) (orders.Unit, bool) {
	for _, u := range r.units {
		if u.ID == id {
			return u, true
		}
	}
	return orders.Unit{}, false
}
func (r reader) Units() []orders.Unit                        { return r.units }
func (r reader) Mark(unit, name string) int                  { return r.marks[unit+"/"+name] }
func (r reader) Options() orders.Options                     { return orders.Options{} }
func (r reader) Preview(string, orders.Order) orders.Preview { return orders.Preview{} }

// knowing is a reader that also knows every side's points (facet.Points).
type knowing struct{ reader }

func (r knowing) Points(side int) (int, int) { return r.points(side) }

// model is a unit of side costing cost, removed or not.
func model(id string, side, cost int, dead bool) orders.Unit {
	u := orders.Unit{ID: id, Side: side, OnTable: true, Model: &army.Model{Cost: cost}, F: combat.Fighter{ID: id, WoundCapacity: 1}}
	if dead {
		u.F.Wounds = 1
	}
	return u
}

// The top bar's morale line (XS-15): a side's lost and starting points,
// and the points at which its next break test comes, the rout test named
// as such; none left once every threshold is passed.
func TestStatus(t *testing.T) {
	m := &module{data: Shipped()}
	for _, c := range []struct {
		dead int
		want string
	}{
		{0, "lost 0/400 · test at 100"},
		{1, "lost 100/400 · test at 200"},
		{2, "lost 200/400 · rout test at 300"},
		{3, "lost 300/400 · no test left"},
	} {
		var units []orders.Unit
		for i := range 4 {
			units = append(units, model("red.m", 0, 100, i < c.dead))
		}
		if got := m.Status(reader{units: units}, 0); got != c.want {
			t.Errorf("%d of 4 lost: %q, want %q", c.dead, got, c.want)
		}
	}
	if got := m.Status(reader{}, 1); got != "" {
		t.Errorf("a side of no models: %q", got)
	}
	// A reader that knows each side's points goes by them.
	r := knowing{reader{points: func(side int) (int, int) { return 150, 300 }}}
	if got := m.Status(r, 1); got != "lost 150/300 · rout test at 225" {
		t.Errorf("with the points known: %q", got)
	}
}
