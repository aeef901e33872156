package scenarios_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/modules"
)

// A scenario names the rule modules it plays with (docs/modules.md):
// left out, the default set; an empty list, none; each name a known
// module named once, a wrong one reported at its own line and column.
func TestScenarioModules(t *testing.T) {
	for _, c := range []struct {
		name, line string // the modules line added after "rounds: 10"
		want       []string
		problem    string
	}{
		{"left out", "", modules.Defaults(), ""},
		{"none", "modules: []", []string{}, ""},
		{"named", "modules: [blast]", []string{"blast"}, ""},
		{"a block list", "modules:\n  - blast", []string{"blast"}, ""},
		{"unknown", "modules: [blast, jmas]", nil, `s.yaml:3:18: unknown rule module "jmas" (known: blast, vehicles)`},
		{"twice", "modules: [blast, blast]", nil, `s.yaml:3:18: rule module "blast" is named twice`},
		{"a mapping", "modules: {blast: true}", nil, "s.yaml:3:"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := limitsBase
			if c.line != "" {
				src = edit(t, "rounds: 10\n", "rounds: 10\n"+c.line+"\n")
			}
			s, err := loadText(t, src)
			switch {
			case c.problem != "" && (err == nil || !strings.HasPrefix(err.Error(), c.problem)):
				t.Fatalf("error %v, want %s…", err, c.problem)
			case c.problem == "" && err != nil:
				t.Fatal(err)
			case c.problem == "" && !slices.Equal(s.Modules, c.want):
				t.Errorf("modules %v, want %v", s.Modules, c.want)
			}
		})
	}
}
