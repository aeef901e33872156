package refusal_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/krygothic/krygothic/rules/refusal"
)

func TestRefusal(t *testing.T) {
	err := fmt.Errorf("order 3: %w", refusal.New("KG-RC-05", "%s is out of arc", "x"))
	var r *refusal.Error
	if !errors.As(err, &r) || r.RuleID != "KG-RC-05" || err.Error() != "order 3: KG-RC-05: x is out of arc" {
		t.Errorf("%v", err)
	}
}

func TestRuleOfAndReasonOf(t *testing.T) {
	for _, c := range []struct {
		err          error
		rule, reason string
	}{
		{fmt.Errorf("step 2: %w", refusal.New("KG-RC-05", "out of arc")), "KG-RC-05", "out of arc"},
		{refusal.New("KG-CC-14", "held"), "KG-CC-14", "held"},
		{errors.New("dice script ran out"), "KG-CMB-02", "dice script ran out"},
	} {
		if got, why := refusal.RuleOf(c.err), refusal.ReasonOf(c.err); got != c.rule || why != c.reason {
			t.Errorf("%v: got %s %q, want %s %q", c.err, got, why, c.rule, c.reason)
		}
	}
}
