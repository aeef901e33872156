package modules

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/orders"
)

// withTestModules swaps the list for two made-up modules while a test
// runs: one on by default, each adding an order verb of its own.
func withTestModules(t *testing.T) {
	t.Helper()
	kind := func(verb string) func(*content.Content) (orders.Module, error) {
		return func(*content.Content) (orders.Module, error) {
			return orders.Module{Name: verb, Kinds: []*orders.Kind{{Verb: orders.Verb(verb), Category: orders.Other, Args: orders.NoArgs}}}, nil
		}
	}
	saved := all
	all = []*Module{
		{ID: "XS-90", Name: "alpha", Sources: []string{"SW-X-01"}, Summary: "A.", Default: true, rules: kind("alpha")},
		{ID: "XS-91", Name: "beta", Sources: []string{"GW-X-01"}, Summary: "B.", rules: kind("beta")},
	}
	t.Cleanup(func() { all = saved })
}

func TestNamesDefaultsAndChecks(t *testing.T) {
	withTestModules(t)
	if got := strings.Join(Names(), ","); got != "alpha,beta" {
		t.Errorf("Names: %s", got)
	}
	if got := strings.Join(Defaults(), ","); got != "alpha" {
		t.Errorf("Defaults: %s, want the one on by default", got)
	}
	for _, c := range []struct {
		list string
		want string // the set, or the error's start
	}{
		{"beta,alpha", "beta,alpha"},
		{" alpha ", "alpha"},
		{"none", ""},
		{"all", "alpha,beta"},
		{"gamma", `unknown rule module "gamma" (known: alpha, beta)`},
		{"alpha,alpha", `rule module "alpha" is named twice`},
		{"", `unknown rule module ""`},
	} {
		names, err := Parse(c.list)
		got := strings.Join(names, ",")
		if err != nil {
			got = err.Error()
		}
		if !strings.HasPrefix(got, c.want) || (err == nil && got != c.want) {
			t.Errorf("Parse(%q) = %q, want %q", c.list, got, c.want)
		}
	}
}

// A set plays the same however it is written: the rules are built, and
// a record keeps the names, in ID order.
func TestRulesAreBuiltInIDOrder(t *testing.T) {
	withTestModules(t)
	if got := strings.Join(Sorted([]string{"beta", "alpha"}), ","); got != "alpha,beta" {
		t.Errorf("Sorted: %s", got)
	}
	r, err := Rules([]string{"beta"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.Kind("beta") == nil || r.Kind("alpha") != nil {
		t.Error("the rules of [beta] have the wrong verbs")
	}
	if r.Kind(orders.Move) == nil {
		t.Error("the core kinds are gone")
	}
	if _, err := Rules([]string{"gamma"}, nil); err == nil {
		t.Error("an unknown module built rules")
	}
	if core, _ := Rules(nil, nil); core.Kind("alpha") != nil {
		t.Error("no modules named, yet a module's verb is there")
	}
}
