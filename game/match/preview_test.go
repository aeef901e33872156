package match_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/refusal"
)

// idle starts a match on the skirmish deck whose players never declare.
func idle(t *testing.T) *match.Match {
	t.Helper()
	s := skirmish(t)
	m, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(7),
		[2]match.Player{&match.Script{Side: "red"}, &match.Script{Side: "blue"}})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// The preview is what Declare would do, and changes nothing (RULINGS §6).
func TestPreviewMatchesDeclare(t *testing.T) {
	m := idle(t)
	shooter, target := m.Units[1].ID, m.Units[4].ID
	before := m.StateHash()
	shot := match.Order{Unit: shooter, Verb: match.Shoot, Target: target, Shot: combat.Standard}
	p := m.Preview("red", shot)
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
	walk := match.Order{Unit: shooter, Verb: match.Move, X: 5.5, Y: 4.5}
	if p := m.Preview("red", walk); p.Err != nil || p.AP != 2 || len(p.Path) < 2 {
		t.Errorf("move preview %+v", p)
	}
	// Refusals carry their rule, as a declaration's would.
	for _, c := range []struct {
		side string
		o    match.Order
		rule string
	}{
		{"blue", shot, "KG-CMB-03"},
		{"red", match.Order{Unit: shooter, Verb: match.Unpin}, "KG-PSY-04"},
		{"red", match.Order{Unit: shooter, Verb: match.Shoot, Target: m.Units[0].ID}, "KG-FACE-06"},
	} {
		var r *refusal.Error
		p := m.Preview(c.side, c.o)
		if !errors.As(p.Err, &r) || r.RuleID != c.rule {
			t.Errorf("%s %v: %v, want rule %s", c.side, c.o, p.Err, c.rule)
		}
	}
	if m.Reach(shooter) == nil || m.Reach("nobody") != nil {
		t.Error("reach")
	}
}

// While a move plays out, Moving gives the rest of its path and Running
// the declared steps; a declared attack names its target.
func TestMovingAndTargets(t *testing.T) {
	m := idle(t)
	u, e := m.Units[1].ID, m.Units[4].ID
	if !m.Declare(match.Declaration{Side: "red", Steps: []match.Order{{Unit: u, Verb: match.Move, X: 5.5, Y: 4.5}}}) {
		t.Fatalf("refused: %s", dump(m))
	}
	if !m.Declare(match.Declaration{Side: "blue", Steps: []match.Order{{Unit: e, Verb: match.Shoot, Target: u}}}) {
		t.Fatalf("refused: %s", dump(m))
	}
	if got := m.Targets()[u]; got.Unit != e || got.Verb != match.Shoot {
		t.Errorf("targets %v", m.Targets())
	}
	if r := m.Running("red"); len(r) != 1 {
		t.Errorf("running %v", r)
	}
	for range 10 {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	if len(m.Moving(u)) < 2 {
		t.Errorf("moving %v", m.Moving(u))
	}
}

// PreviewCombo says what Declare would of a whole combo (KG-CMB-01: the
// combo is paid up front; KG-AP-03: not beyond the side's AP; KG-CMB-06:
// not while the channel is busy), and changes nothing.
func TestPreviewComboMatchesDeclare(t *testing.T) {
	m := idle(t)
	a, target := m.Units[1].ID, m.Units[4].ID
	shot := func(u string) match.Order {
		return match.Order{Unit: u, Verb: match.Shoot, Target: target, Shot: combat.Standard}
	}
	combo := []match.Order{shot(a), shot(a)}
	before := m.StateHash()
	ap, err := m.PreviewCombo("red", combo)
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
	many := []match.Order{}
	for range 20 {
		many = append(many, shot(a))
	}
	if _, err := m.PreviewCombo("red", many); rule(err) != "KG-AP-03" {
		t.Errorf("twenty shots: %v, want KG-AP-03", err)
	}
	if _, err := m.PreviewCombo("red", []match.Order{shot(a), {Unit: a, Verb: match.Unpin}}); rule(err) != "KG-PSY-04" || !strings.Contains(err.Error(), "step 2") {
		t.Errorf("a bad second step: %v, want KG-PSY-04 naming step 2", err)
	}
	if _, err := m.PreviewCombo("red", nil); rule(err) != "KG-CMB-01" {
		t.Errorf("no steps: %v", err)
	}
	if !m.Declare(match.Declaration{Side: "red", Steps: combo}) {
		t.Fatalf("Declare refused what PreviewCombo passed\n%s", dump(m))
	}
	if _, err := m.PreviewCombo("red", []match.Order{shot(a)}); rule(err) != "KG-CMB-06" {
		t.Errorf("with the channel busy: %v, want KG-CMB-06", err)
	}
}
