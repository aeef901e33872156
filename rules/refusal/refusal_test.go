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
