package scenarios_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/scenarios"
)

// The annotated example in docs/scenarios.md is a scenario that loads.
func TestDocumentedExampleLoads(t *testing.T) {
	doc, err := os.ReadFile("../docs/scenarios.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "```yaml\n")
	example, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("docs/scenarios.md has no ```yaml example")
	}
	path := filepath.Join(t.TempDir(), "example.yaml")
	if err := os.WriteFile(path, []byte(example), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := scenarios.LoadFile(path, defaultContent(t))
	if err != nil {
		t.Fatalf("the documented example does not load:\n%v", err)
	}
	if len(s.Events) != 5 || s.Victory.Type != scenarios.Sabotage || !s.Sides[1].Frozen {
		t.Errorf("example: %d events, victory %v", len(s.Events), s.Victory)
	}
}
