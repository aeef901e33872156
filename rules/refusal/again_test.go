package refusal_test

import (
	"errors"
	"testing"

	"github.com/krygothic/krygothic/rules/refusal"
)

// detailed is a rule's own refusal carrying more than its words.
type detailed struct {
	err  *refusal.Error
	what string
}

func (d *detailed) Error() string { return d.err.Error() }
func (d *detailed) Unwrap() error { return d.err }

// A refusal said again cites the same rule in its own words, and keeps
// the first: what that carries is still found.
func TestAgain(t *testing.T) {
	first := &detailed{refusal.New("XS-22", "%s must take %s", "a", "b"), "b"}
	again := refusal.Again(first, "step %d of %d: %s", 2, 2, refusal.ReasonOf(first))
	if refusal.RuleOf(again) != "XS-22" || again.Error() != "XS-22: step 2 of 2: a must take b" {
		t.Errorf("said again: %v (%s)", again, refusal.RuleOf(again))
	}
	var d *detailed
	if !errors.As(again, &d) || d.what != "b" {
		t.Errorf("the first refusal is lost: %v", d)
	}
	if errors.Unwrap(refusal.New("KG-RC-05", "x")) != nil {
		t.Error("a refusal said once wraps nothing")
	}
}
