package match_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// idleMatch is a match on the skirmish deck whose players declare only
// what a test has them declare.
type idleMatch struct {
	*match.Match
	hands [2]*hand
}

func idle(t *testing.T) idleMatch { return idleSeeded(t, 7) }

func idleSeeded(t *testing.T, seed uint64) idleMatch {
	t.Helper()
	m := idleMatch{hands: [2]*hand{{}, {}}}
	var err error
	m.Match, err = match.New(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(seed), [2]match.Player{m.hands[0], m.hands[1]})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// hand is side's player.
func (m idleMatch) hand(side string) *hand {
	if side == "blue" {
		return m.hands[1]
	}
	return m.hands[0]
}

// declare has side declare steps now, between ticks, and reports whether
// the match took them without a refusal.
func (m idleMatch) declare(t *testing.T, side string, steps ...orders.Order) bool {
	t.Helper()
	refused := len(find[match.Refused](m.Match))
	m.hand(side).queue(steps...)
	if err := m.Ask(side); err != nil {
		t.Fatal(err)
	}
	return len(find[match.Refused](m.Match)) == refused
}

// The preview is what Declare would do, and changes nothing (RULINGS §6).
func TestPreviewMatchesDeclare(t *testing.T) {
	m := idle(t)
	shooter, target := m.View().Units()[1].ID, m.View().Units()[4].ID
	before := m.StateHash()
	shot := orders.Order{Unit: shooter, Verb: orders.Shoot, Target: target, Shot: combat.Standard}
	p := m.View().Preview("red", shot)
	if p.Err != nil {
		t.Fatalf("preview refused: %v", p.Err)
	}
	if p.AP != 2 || p.Ranged == nil || p.Ranged.TN == 0 || p.Odds == nil {
		t.Fatalf("preview %+v", p)
	}
	var sum float64
	for _, w := range p.Odds.Wounds {
		sum += w
	}
	if sum < 0.999 || sum > 1.001 {
		t.Errorf("odds sum to %v", sum)
	}
	if m.StateHash() != before {
		t.Error("the preview changed the match")
	}
	walk := orders.Order{Unit: shooter, Verb: orders.Move, X: 5.5, Y: 4.5}
	if p := m.View().Preview("red", walk); p.Err != nil || p.AP != 2 || len(p.Path) < 2 {
		t.Errorf("move preview %+v", p)
	}
	// Refusals carry their rule, as a declaration's would.
	for _, c := range []struct {
		side string
		o    orders.Order
		rule string
	}{
		{"blue", shot, "KG-CMB-03"},
		{"red", orders.Order{Unit: shooter, Verb: orders.Unpin}, "KG-PSY-04"},
		{"red", orders.Order{Unit: shooter, Verb: orders.Shoot, Target: m.View().Units()[0].ID}, "KG-FACE-06"},
	} {
		var r *refusal.Error
		p := m.View().Preview(c.side, c.o)
		if !errors.As(p.Err, &r) || r.RuleID != c.rule {
			t.Errorf("%s %v: %v, want rule %s", c.side, c.o, p.Err, c.rule)
		}
	}
	if m.View().Reach(shooter) == nil || m.View().Reach("nobody") != nil {
		t.Error("reach")
	}
}

// While a move plays out, Moving gives the rest of its path and Running
// the declared steps; a declared attack names its target.
func TestMovingAndTargets(t *testing.T) {
	m := idle(t)
	u, e := m.View().Units()[1].ID, m.View().Units()[4].ID
	if !m.declare(t, "red", orders.Order{Unit: u, Verb: orders.Move, X: 5.5, Y: 4.5}) {
		t.Fatalf("refused: %s", dump(m.Match))
	}
	if !m.declare(t, "blue", orders.Order{Unit: e, Verb: orders.Shoot, Target: u}) {
		t.Fatalf("refused: %s", dump(m.Match))
	}
	if got := m.View().Targets()[u]; got.Unit != e || got.Verb != orders.Shoot {
		t.Errorf("targets %v", m.View().Targets())
	}
	if r := m.View().Running("red"); len(r) != 1 {
		t.Errorf("running %v", r)
	}
	for range 10 {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	if len(m.View().Moving(u)) < 2 {
		t.Errorf("moving %v", m.View().Moving(u))
	}
}

// PreviewCombo says what Declare would of a whole combo (KG-CMB-01: the
// combo is paid up front; KG-AP-03: not beyond the side's AP; KG-CMB-06:
// not while the channel is busy), and changes nothing.
func TestPreviewComboMatchesDeclare(t *testing.T) {
	m := idle(t)
	a, target := m.View().Units()[1].ID, m.View().Units()[4].ID
	shot := func(u string) orders.Order {
		return orders.Order{Unit: u, Verb: orders.Shoot, Target: target, Shot: combat.Standard}
	}
	combo := []orders.Order{shot(a), shot(a)}
	before := m.StateHash()
	ap, err := m.View().PreviewCombo("red", combo)
	if err != nil || ap != 4 {
		t.Fatalf("a shot repeated: %d AP, %v; want 4 AP", ap, err)
	}
	if m.StateHash() != before {
		t.Error("the preview changed the match")
	}
	rule := func(err error) string {
		var r *refusal.Error
		if errors.As(err, &r) {
			return r.RuleID
		}
		return ""
	}
	many := []orders.Order{}
	for range 20 {
		many = append(many, shot(a))
	}
	if _, err := m.View().PreviewCombo("red", many); rule(err) != "KG-AP-03" {
		t.Errorf("twenty shots: %v, want KG-AP-03", err)
	}
	if _, err := m.View().PreviewCombo("red", []orders.Order{shot(a), {Unit: a, Verb: orders.Unpin}}); rule(err) != "KG-PSY-04" || !strings.Contains(err.Error(), "step 2 of 2") {
		t.Errorf("a bad second step: %v, want KG-PSY-04 naming step 2 of 2", err)
	}
	if _, err := m.View().PreviewCombo("red", []orders.Order{{Unit: a, Verb: orders.Unpin}}); rule(err) != "KG-PSY-04" || strings.Contains(err.Error(), "step") {
		t.Errorf("a bad single order: %v, want KG-PSY-04 without a step number", err)
	}
	if _, err := m.View().PreviewCombo("red", nil); rule(err) != "KG-CMB-01" {
		t.Errorf("no steps: %v", err)
	}
	if !m.declare(t, "red", combo...) {
		t.Fatalf("Declare refused what PreviewCombo passed\n%s", dump(m.Match))
	}
	if _, err := m.View().PreviewCombo("red", []orders.Order{shot(a)}); rule(err) != "KG-CMB-06" {
		t.Errorf("with the channel busy: %v, want KG-CMB-06", err)
	}
}
