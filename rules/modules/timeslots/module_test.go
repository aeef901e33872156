package timeslots

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// reader is a facet.Reader with a clock (facet.Clocked) and marks.
type reader struct {
	tick  int
	marks map[string]int
}

func (r reader) Unit(string) (orders.Unit, bool)             { return orders.Unit{}, false }
func (r reader) Units() []orders.Unit                        { return nil }
func (r reader) Mark(unit, name string) int                  { return r.marks[unit+"/"+name] }
func (r reader) Options() orders.Options                     { return orders.Options{TicksPerSecond: 60, TicksPerAP: 30} }
func (r reader) Preview(string, orders.Order) orders.Preview { return orders.Preview{} }
func (r reader) Tick() int                                   { return r.tick }
func (r reader) at(tick int, attacked int) reader {
	return reader{tick: tick, marks: map[string]int{"u/" + Mark: attacked + 1}}
}

// What the client shows (XS-12): the top bar's next slot, the R badge
// and the panel's line of a model whose next attack would be rushed
// (its last attack step ended at 60: an attack at the slot of 120 is
// rushed, 1 s inclusive; from 121 on the next slot is 150, not rushed),
// an order's wait in its preview, and the log's line.
func TestTheClientShowsTheSlots(t *testing.T) {
	m := &loaded{data: Shipped()}
	u := orders.Unit{ID: "u"}
	if got := m.Status(reader{tick: 100}, 0); got != "next slot in 0.3 s" {
		t.Errorf("status at 100: %q", got)
	}
	if got := m.Status(reader{tick: 120}, 0); got != "slot now" {
		t.Errorf("status at 120: %q", got)
	}
	for _, c := range []struct {
		tick   int
		rushed bool
	}{{61, true}, {120, true}, {121, false}} {
		r := reader{}.at(c.tick, 60)
		if b := m.Badges(r, u); (len(b) == 1 && b[0].Text == "R") != c.rushed {
			t.Errorf("tick %d: badges %+v; want R %v", c.tick, b, c.rushed)
		}
		if s := m.States(r, u); (len(s) == 1 && strings.Contains(s[0], "until 2.0 s")) != c.rushed {
			t.Errorf("tick %d: states %v", c.tick, s)
		}
	}
	if b := m.Badges(reader{tick: 10}, u); len(b) != 0 {
		t.Errorf("a model that never attacked: badges %+v", b)
	}
	rows := m.Rows(reader{tick: 5}, u, orders.Order{Verb: orders.Shoot}, orders.Preview{AP: 2})
	if len(rows) != 1 || !strings.Contains(rows[0].Note, "waits 0.42 s for the next time slot") {
		t.Errorf("a shot's rows at tick 5: %+v", rows)
	}
	odds := &combat.Odds{}
	rows = m.Rows(reader{}.at(60, 60), u, orders.Order{Verb: orders.Attack}, orders.Preview{AP: 1, Odds: odds})
	if len(rows) != 1 || !strings.Contains(rows[0].Terms[0].Text, "rushed: 1 CC die fewer") {
		t.Errorf("a rushed attack's rows: %+v", rows)
	}
	s, ok := m.Tell(SlotWaited{RuleID: Rule, Side: "red", Ticks: 25, Seconds: 0.42})
	if !ok || len(s) != 1 || s[0].Rule != Rule || !strings.Contains(s[0].Parts[1].Text, "waits 0.42 s") {
		t.Errorf("the log's line %+v", s)
	}
	var _ facet.Clocked = reader{}
}
