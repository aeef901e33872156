package match

import (
	"encoding/json"
	"reflect"
	"strings"

	"github.com/krygothic/krygothic/rules/combat"
)

// Entry is one line of the match log: a combat event, or one of the
// match's own events below, stamped with the tick and round.
type Entry struct {
	Tick  int
	Round int
	Event combat.Event
}

// MarshalJSON writes the entry as one flat object: "tick", "round",
// "type" (the event's kind, e.g. "roll", "wounded", "declared") and the
// event's own fields in snake case (docs/events.md). A list field with
// nothing in it is [], not null.
func (e Entry) MarshalJSON() ([]byte, error) {
	out := map[string]any{}
	v := reflect.ValueOf(e.Event)
	for i := range v.NumField() {
		// A field tagged log:"-" is carried for the match's apply step,
		// not shown in the log.
		f, field := v.Type().Field(i), v.Field(i)
		switch {
		case f.Name == "RuleID" || f.Tag.Get("log") == "-":
		case field.Kind() == reflect.Slice && field.IsNil():
			out[snake(f.Name)] = []any{} // an empty list, never null: "kept":[] when nothing is kept
		default:
			out[snake(f.Name)] = field.Interface()
		}
	}
	// The common fields last, so no event field can hide them.
	out["tick"], out["round"], out["type"], out["rule"] = e.Tick, e.Round, kind(e.Event), e.Event.Rule()
	return json.Marshal(out)
}

// kind names an event type: combat.Roll → "roll", RoundStarted → "round_started".
func kind(e combat.Event) string { return snake(reflect.TypeOf(e).Name()) }

func snake(s string) string {
	var b strings.Builder
	rs := []rune(s)
	for i, r := range rs {
		upper := r >= 'A' && r <= 'Z'
		if upper && i > 0 {
			prevLower := rs[i-1] >= 'a' && rs[i-1] <= 'z'
			nextLower := i+1 < len(rs) && rs[i+1] >= 'a' && rs[i+1] <= 'z'
			if prevLower || nextLower && rs[i-1] >= 'A' && rs[i-1] <= 'Z' {
				b.WriteByte('_') // "APSpent" → "ap_spent", "RoundStarted" → "round_started"
			}
		}
		if upper {
			r += 'a' - 'A'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// The match's own events.

// Refused: a declaration was refused, with the rule that forbids it.
type Refused struct {
	RuleID string
	Side   string
	Order  string
	Reason string
}

// Rule names the rule that forbids it.
func (e Refused) Rule() string { return e.RuleID }

// ComboStopped: a combo stopped before its end (KG-CMB-02, KG-CMB-06).
type ComboStopped struct {
	RuleID      string
	Side        string
	Why         string
	Interrupted bool // by the enemy: worth +3 AP to them (KG-AP-07(4))
}

// Rule names the rule that stopped it.
func (e ComboStopped) Rule() string { return e.RuleID }

// RoundStarted: AP rolled for a new AP round (KG-AP-02).
type RoundStarted struct {
	RuleID string
	Number int
	AP     map[string]int
	Dice   map[string][]int
}

// Rule names the AP roll rule.
func (e RoundStarted) Rule() string { return e.RuleID }

// RoundEnded: losses and triumphs for the next round (KG-AP-05..07).
type RoundEnded struct {
	RuleID string
	Number int
	Tally  map[string][]string // per side: "KG-AP-07(1) lost no units +1", …
	Adjust map[string]int
}

// Rule names the end-of-round rule.
func (e RoundEnded) Rule() string { return e.RuleID }

// ScenarioEvent: an event of the scenario happened (KG-SCN-01).
type ScenarioEvent struct {
	RuleID string
	Kind   string // arrive, unfreeze, flood, message, win
	Side   string
	Text   string
}

// Rule names the scenario rule.
func (e ScenarioEvent) Rule() string { return e.RuleID }

// Deployed: a unit stands on the table at the start (or waits off it).
type Deployed struct {
	RuleID  string
	Unit    string
	Side    string
	X, Y    float64
	Facing  float64 // degrees
	OnTable bool
}

// Rule names the deployment rule.
func (e Deployed) Rule() string { return e.RuleID }

// Ended: the match is over.
type Ended struct {
	RuleID string
	Result Result
}

// Rule names the victory rule that ended it.
func (e Ended) Rule() string { return e.RuleID }

// note adds an event to the log at the current tick.
func (m *Match) note(e combat.Event) {
	m.log = append(m.log, Entry{Tick: m.table.Tick, Round: m.round, Event: e})
}
