package modules

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/content/contenttest"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// withTestModules swaps the list for two made-up modules while a test
// runs: one on by default, each adding an order verb of its own.
func withTestModules(t *testing.T) {
	t.Helper()
	kind := func(verb string) func(facet.Data) facet.Loaded {
		return func(facet.Data) facet.Loaded {
			return testModule{Name: verb, Kinds: []*orders.Kind{{Verb: orders.Verb(verb), Category: orders.Other, Args: orders.NoArgs}}}
		}
	}
	saved := all
	all = []facet.Entry{
		{Info: facet.Info{ID: "XS-90", Name: "alpha", Sources: []string{"SW-X-01"}, Summary: "A.", Default: true}, Load: kind("alpha")},
		{Info: facet.Info{ID: "XS-91", Name: "beta", Sources: []string{"GW-X-01"}, Summary: "B."}, Load: kind("beta")},
	}
	t.Cleanup(func() { all = saved })
}

// testModule is a made-up module with order rules only.
type testModule orders.Module

func (m testModule) Rules() orders.Module { return orders.Module(m) }

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
	c, err := content.Load(contenttest.Minimal(), "mod")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Rules([]string{"beta"}, c)
	if err != nil {
		t.Fatal(err)
	}
	if r.Kind("beta") == nil || r.Kind("alpha") != nil {
		t.Error("the rules of [beta] have the wrong verbs")
	}
	if r.Kind(orders.Move) == nil {
		t.Error("the core kinds are gone")
	}
	if _, err := Rules([]string{"gamma"}, c); err == nil {
		t.Error("an unknown module built rules")
	}
	if core, _ := Rules(nil, c); core.Kind("alpha") != nil {
		t.Error("no modules named, yet a module's verb is there")
	}
}
