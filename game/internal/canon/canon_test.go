package canon_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/internal/canon"
)

type before struct {
	Name  string
	Cells []int
	Tags  map[string]int
}

// after is before as a later build has it: one field more, zero in every
// value the earlier build made.
type after struct {
	Name   string
	Cells  []int
	Gantry bool
	Tags   map[string]int
	Extra  *before
}

// A field added with a zero default changes no fingerprint; map order and
// nil against empty lists do not either.
func TestAnAddedZeroFieldChangesNothing(t *testing.T) {
	b := before{Name: "hangar", Cells: []int{1, 2}, Tags: map[string]int{"b": 2, "a": 1}}
	a := after{Name: "hangar", Cells: []int{1, 2}, Tags: map[string]int{"a": 1, "b": 2}}
	if canon.String(b) != canon.String(a) {
		t.Errorf("before %s\nafter  %s", canon.String(b), canon.String(a))
	}
	if canon.String(before{Cells: []int{}}) != canon.String(before{}) {
		t.Error("an empty list and a nil one differ")
	}
	a.Gantry = true
	if canon.String(b) == canon.String(a) {
		t.Error("a field set to something changes nothing")
	}
}

// Values that differ encode differently, strings quoted so no value can
// pass for two.
func TestDifferentValuesDiffer(t *testing.T) {
	seen := map[string]any{}
	for _, v := range []any{
		before{Name: "a,b"}, before{Name: "a", Cells: []int{1}}, before{Name: "a"},
		before{Tags: map[string]int{"a": 1}}, before{Tags: map[string]int{"a": 2}},
		[]string{"a", "b"}, []string{"a,b"}, 1.5, 1, "1",
	} {
		s := canon.String(v)
		if other, dup := seen[s]; dup {
			t.Errorf("%#v and %#v both encode as %s", v, other, s)
		}
		seen[s] = v
	}
}
