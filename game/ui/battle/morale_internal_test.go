package battle

import (
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/orders"
)

// The top bar's morale line (XS-15): a side's lost and starting points,
// and the points at which its next break test comes, the rout test named
// as such; none left once every threshold is passed.
func TestMoraleLine(t *testing.T) {
	data := content.MoraleData{Thresholds: []int{25, 50, 75}, WillpowerTN: 4, RoutThreshold: 75}
	unit := func(cost int, dead bool) orders.Unit {
		u := orders.Unit{Side: 0, OnTable: true, Model: &army.Model{Cost: cost}, F: combat.Fighter{WoundCapacity: 1}}
		if dead {
			u.F.Wounds = 1
		}
		return u
	}
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
			units = append(units, unit(100, i < c.dead))
		}
		if got := moraleLine(data, units, 0); got != c.want {
			t.Errorf("%d of 4 lost: %q, want %q", c.dead, got, c.want)
		}
	}
	if got := moraleLine(data, nil, 1); got != "" {
		t.Errorf("a side of no models: %q", got)
	}
}
