package scenarios_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/scenarios"
)

// Every file in testdata/bad is a broken scenario whose first line names
// the file:line:col error it must produce: "# want: …".
func TestMalformedScenarios(t *testing.T) {
	c := defaultContent(t)
	files, _ := filepath.Glob("testdata/bad/*.yaml")
	if len(files) < 15 {
		t.Fatalf("only %d malformed scenarios", len(files))
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		first, _, _ := strings.Cut(string(src), "\n")
		want, ok := strings.CutPrefix(first, "# want: ")
		if !ok {
			t.Errorf("%s: first line must be \"# want: file:line:col: message\"", f)
			continue
		}
		_, err = scenarios.LoadFile(f, c)
		if err == nil {
			t.Errorf("%s: loaded without error", f)
			continue
		}
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%s:\n got: %v\nwant: %s", f, err, want)
		}
	}
}
