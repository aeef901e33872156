package timeslots

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the time slots module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: Rule, Name: Name,
	Sources: []string{"XC-INIT-01", "XC-INIT-02", "XC-INIT-03", "XC-INIT-04", "XC-INIT-05", "XC-MOVE-04", "XC-MOVE-05",
		"SW-SEQ-01", "GW-INIT-02", "GW-INIT-03", "GW-INIT-04", "KG-META-04"},
	Summary: "Time slots: game time is cut into 0.5 s slots. A paid order takes effect at the next slot boundary, so " +
		"orders and interrupts fall between slots, and two orders in the same slot face off. An attack step (a shot or a " +
		"close-combat attack) that begins within 1 s after the same model's last attack step ended is rushed: one die " +
		"fewer. A combo holds at most 4 attack steps of one model (XC-INIT-02). Numbers in modules.yaml."}, Load: load}

// loaded is the module as it plays with one content's data.
type loaded struct {
	data Data
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &loaded{data: read(d)} }

// The facets the module hands the game.
var (
	_ facet.Previews = (*loaded)(nil)
	_ facet.Badges   = (*loaded)(nil)
	_ facet.States   = (*loaded)(nil)
	_ facet.Status   = (*loaded)(nil)
	_ facet.Teller   = (*loaded)(nil)
)

// Rules are its order rules.
func (m *loaded) Rules() orders.Module { return Rules(m.data) }

// clock is the reader's tick and options, ok when it tells its clock.
func clock(r facet.Reader) (tick int, ok bool) {
	c, ok := r.(facet.Clocked)
	if !ok {
		return 0, false
	}
	return c.Tick(), true
}

// seconds is ticks in seconds of the reader's clock.
func seconds(r facet.Reader, ticks int) float64 {
	return float64(ticks) / float64(max(r.Options().TicksPerSecond, 1))
}

// rushedNow reports whether an attack u began at the next slot would be
// rushed, and until when (the last tick an attack beginning is).
func (m *loaded) rushedNow(r facet.Reader, u orders.Unit) (until int, ok bool) {
	tick, ok := clock(r)
	last := r.Mark(u.ID, Mark) - 1
	if !ok || last < 0 {
		return 0, false
	}
	until = last + m.data.WithinTicks(r.Options())
	return until, m.data.Next(r.Options(), tick) <= until
}

// Rows: an order that waits for the next slot says how long; a
// close-combat attack that would be rushed says so (a shot's rushed die
// is among its terms, and both are in the odds).
func (m *loaded) Rows(r facet.Reader, u orders.Unit, o orders.Order, p orders.Preview) []facet.Row {
	if p.Err != nil || p.AP == 0 {
		return nil
	}
	var rows []facet.Row
	if tick, ok := clock(r); ok {
		if at := m.data.Next(r.Options(), tick); at > tick {
			rows = append(rows, facet.Row{Place: facet.UnderCost, Tone: facet.Dim, Note: fmt.Sprintf("waits %.2f s for the next time slot (%s)", seconds(r, at-tick), Rule),
				Tip: fmt.Sprintf("Orders take effect at the next %g s boundary of game time: interrupts fall only between slots (XS-12).", m.data.Slot)})
		}
	}
	if o.Verb == orders.Attack && p.Odds != nil {
		if _, ok := m.rushedNow(r, u); ok {
			rows = append(rows, facet.Row{Place: facet.WithShot, Tone: facet.Bad, Terms: []facet.Term{{Text: fmt.Sprintf("rushed: %d CC die fewer (%s)", m.data.RushedDice, Rule),
				Tip: fmt.Sprintf("An attack begun within %g s after the model's last attack ended is rushed: one die fewer (XS-12, XC-INIT-01). The odds count it.", m.data.RushedWithin)}}})
		}
	}
	return rows
}

// Badges: "R" on a model whose next attack would be rushed.
func (m *loaded) Badges(r facet.Reader, u orders.Unit) []facet.Badge {
	if _, ok := m.rushedNow(r, u); !ok {
		return nil
	}
	return []facet.Badge{{Text: "R", Tone: facet.Warning}}
}

// States: the selected model's rushed attacks, and until when.
func (m *loaded) States(r facet.Reader, u orders.Unit) []string {
	until, ok := m.rushedNow(r, u)
	if !ok {
		return nil
	}
	return []string{fmt.Sprintf("next attack rushed, one die fewer, until %.1f s (%s)", seconds(r, until), Rule)}
}

// Lines: none.
func (m *loaded) Lines(facet.Reader, orders.Unit) []string { return nil }

// Status: the top bar's time to the next slot boundary, when an order
// declared now would take effect: "next slot in 0.3 s", "slot now".
func (m *loaded) Status(r facet.Reader, _ int) string {
	tick, ok := clock(r)
	if !ok {
		return ""
	}
	if next := m.data.Next(r.Options(), tick); next > tick {
		return fmt.Sprintf("next slot in %.1f s", seconds(r, next-tick))
	}
	return "slot now"
}

// Tell: an order waiting for the next slot.
func (m *loaded) Tell(e combat.Event) ([]facet.Sentence, bool) {
	w, ok := e.(SlotWaited)
	if !ok {
		return nil, false
	}
	return []facet.Sentence{{Tone: facet.Ink, About: w.Side, AboutSide: true, Parts: []facet.Part{facet.Side(w.Side),
		facet.Words(fmt.Sprintf("'s order waits %.2f s for the next time slot", w.Seconds))}, Rule: w.RuleID}}, true
}
