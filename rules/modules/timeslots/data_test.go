package timeslots

import (
	"reflect"
	"testing"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// A content whose modules.yaml has no timeslots section plays with the
// shipped numbers, RULINGS' (XS-12): 0.5 s slots, rushed within 1 s by one
// die, 4 attack steps (XC-INIT-02).
func TestNoSectionPlaysTheShippedData(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	var problems datafile.List
	m := Module.Load(facet.Data{Content: c, Problems: &problems}).(*loaded)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	if want := (Data{Slot: 0.5, RushedWithin: 1, RushedDice: 1, AttackSteps: 4}); !reflect.DeepEqual(m.data, want) {
		t.Errorf("without a section: %+v", m.data)
	}
}

// The slot boundaries at the match's 60 ticks a second: 30 ticks apart, a
// declaration on one taking effect at once (XS-12).
func TestTheNextSlot(t *testing.T) {
	o := orders.Options{TicksPerSecond: 60, TicksPerAP: 30}
	for tick, want := range map[int]int{0: 0, 1: 30, 29: 30, 30: 30, 31: 60, 89: 90} {
		if got := Shipped().Next(o, tick); got != want {
			t.Errorf("tick %d: next slot %d, want %d", tick, got, want)
		}
	}
}
