package vehicles

import (
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/modules/down"
	"github.com/krygothic/krygothic/rules/orders"
)

// A vehicle removed is wrecked, removed for good: played with the down
// module (XS-29), whose amend downs a model at its wound limit instead of
// removing it, a shot that removes a vehicle still removes it (its
// removal is final), while a trooper removed by the same outcome goes
// Down. The module's own removals (a wreck's, a ram's recoil) are final
// as they are made.
func TestAVehicleRemovedIsNeverDown(t *testing.T) {
	u := model(t, "renegade-drone", 1, 10.5, 5.5, "rifle")
	trooper := model(t, "ec-trooper", 0, 12.5, 5.5, "rifle")
	tb, m := table(t, u, trooper)
	rules, err := m.with(shipped)
	if err != nil {
		t.Fatal(err)
	}
	r := orders.Core().With(rules, down.Rules(down.Shipped(), nil))
	out := orders.Outcome{Events: []combat.Event{
		combat.Wounded{RuleID: "KG-RC-13", Unit: u.ID, Wounds: u.F.WoundCapacity, Removed: true},
		combat.Wounded{RuleID: "KG-RC-13", Unit: trooper.ID, Wounds: trooper.F.WoundCapacity, Removed: true},
	}}
	shared := out.Events
	out = r.Amend(tb, out)
	var vehicle, foot combat.Wounded
	for _, e := range out.Events {
		if w, ok := e.(combat.Wounded); ok && w.Unit == u.ID {
			vehicle = w
		} else if ok {
			foot = w
		}
	}
	if !vehicle.Removed || vehicle.Downed || !vehicle.Final {
		t.Errorf("the drone's removal: %+v, want final", vehicle)
	}
	if foot.Removed || !foot.Downed {
		t.Errorf("the trooper's removal: %+v, want it downed", foot)
	}
	if w := shared[0].(combat.Wounded); w.Final {
		t.Error("the amend changed the outcome's events in place")
	}
	// The wreck's own wounds: the drone's hull struck down to nothing.
	tb.Marks[orders.MarkKey{Unit: u.ID, Mark: TakenMark(Hull)}] = 1
	u.F.Wounds = 2
	e := &env{t: tb, src: scripted(t, 1, 1, 1, 1, 1, 1)}
	if err := m.observe(tb, e, combat.Wounded{RuleID: "KG-RC-13", Unit: u.ID, Wounds: 1}, nil); err != nil {
		t.Fatal(err)
	}
	final := false
	for _, ev := range e.events {
		if w, ok := ev.(combat.Wounded); ok && w.Unit == u.ID && w.Removed {
			final = w.Final
		}
	}
	if !final {
		t.Errorf("the wreck's removal is not final: %+v", e.events)
	}
}
