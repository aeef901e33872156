package scenarios_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/scenarios"
)

// FuzzLoad: whatever bytes a scenario file holds, Load returns a checked
// scenario or errors that start with the file's name, and never panics. The
// seed corpus is every shipped and every malformed scenario.
func FuzzLoad(f *testing.F) {
	c := defaultContent(f)
	for _, pattern := range []string{"maps/*.yaml", "testdata/bad/*.yaml"} {
		files, _ := filepath.Glob(pattern)
		for _, name := range files {
			src, err := os.ReadFile(name)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		fsys := fstest.MapFS{"s.yaml": {Data: src}}
		s, err := scenarios.Load(fsys, "s.yaml", "s.yaml", c)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "s.yaml") && !strings.HasPrefix(err.Error(), "scenarios/armies/") {
				t.Fatalf("error without a file name: %v", err)
			}
			if strings.Contains(err.Error(), datafile.InternalError) {
				t.Fatalf("the reader panicked: %v", err)
			}
			return
		}
		if s.Deck == nil || s.Sides[0] == nil || s.Sides[1] == nil {
			t.Fatalf("a scenario without a deck or sides passed: %+v", s)
		}
	})
}
