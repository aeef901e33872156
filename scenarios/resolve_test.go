package scenarios_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/scenarios"
)

// One rule tells a file from a shipped scenario's name, whatever lies in
// the folder the game runs in.
func TestResolve(t *testing.T) {
	shipped := strings.Join(scenarios.Shipped(), ", ")
	for _, tc := range []struct {
		in      string
		shipped bool
		err     string // "" when it resolves
	}{
		{"sabotage", true, ""},
		{scenarios.DefaultName, true, ""},
		{"maps/sabotage.yaml", false, ""},
		{"scenarios/maps/sabotage.yaml", false, ""},
		{"sabotage.yaml", false, ""}, // a file here, though a shipped name is inside it
		{"my-deck.yml", false, ""},
		{"MY-DECK.YAML", false, ""},
		{"./sabotage", false, ""}, // a file without an ending needs a folder
		{"/abs/path/deck", false, ""},
		{filepath.Join("a", "b"), false, ""},
		{"moon-base", false, `no shipped scenario called "moon-base" (there are: ` + shipped + `); to open a file, give its path with a / or a .yaml ending, such as ./moon-base`},
		{"Sabotage", false, `no shipped scenario called "Sabotage"`}, // names are exact
		{"sabotage.json", false, `no shipped scenario called "sabotage.json"`},
		{"", false, `no shipped scenario called ""`},
	} {
		t.Run(tc.in, func(t *testing.T) {
			src, err := scenarios.Resolve(tc.in)
			switch {
			case tc.err != "":
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("Resolve(%q) = %+v, %v; want an error with %q", tc.in, src, err, tc.err)
				}
			case err != nil:
				t.Fatalf("Resolve(%q): %v", tc.in, err)
			case src.Name != tc.in || src.Shipped != tc.shipped:
				t.Errorf("Resolve(%q) = %+v, want shipped %v", tc.in, src, tc.shipped)
			}
			if got := scenarios.IsPath(tc.in); err == nil && got == tc.shipped {
				t.Errorf("IsPath(%q) = %v", tc.in, got)
			}
		})
	}
}

// Open loads what Resolve names: a shipped scenario, a file (its mistakes
// reported against its path), or says what is wrong.
func TestOpen(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenarios.Open("sabotage", c)
	if err != nil || s.File != "scenarios/maps/sabotage.yaml" {
		t.Fatalf("shipped: %v, %v", s, err)
	}
	s, err = scenarios.Open("maps/sabotage.yaml", c)
	if err != nil || s.File != "maps/sabotage.yaml" {
		t.Fatalf("file: %v, %v", s, err)
	}
	missing := filepath.Join(t.TempDir(), "missing.yaml")
	if _, err := scenarios.Open(missing, c); err == nil || !strings.Contains(err.Error(), missing+": cannot read") {
		t.Errorf("missing file: %v", err)
	}
	// A file named like a shipped scenario, without an ending, is still
	// the shipped scenario: the rule never looks at the disk.
	dir := t.TempDir()
	t.Chdir(dir)
	if err := os.WriteFile("sabotage", []byte("not a scenario"), 0o644); err != nil {
		t.Fatal(err)
	}
	if s, err := scenarios.Open("sabotage", c); err != nil || s.File != "scenarios/maps/sabotage.yaml" {
		t.Errorf("a file beside the game shadowed the shipped scenario: %v, %v", s, err)
	}
	if _, err := scenarios.Open("no-such", c); err == nil || !strings.Contains(err.Error(), "such as ./no-such") {
		t.Errorf("unknown name: %v", err)
	}
}
