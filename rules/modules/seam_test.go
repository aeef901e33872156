package modules

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A rule module is one folder (docs/architecture.md): outside
// rules/modules, no Go file but a test imports a module's package, and
// none is named after a module. The registry (this package) lists them,
// and a module may build on another (a wreck explodes as a blast). The
// client, the AI, the log and the content reach a module only through its
// facets, so a module added or moved never touches them by name.
func TestAModuleIsOneFolder(t *testing.T) {
	root := filepath.Join("..", "..")
	const prefix = "github.com/krygothic/krygothic/rules/modules/"
	names := map[string]bool{}
	for _, e := range All() {
		names[e.Name] = true
	}
	if len(names) == 0 {
		t.Fatal("no modules registered")
	}
	fset := token.NewFileSet()
	walked := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if strings.HasPrefix(d.Name(), ".") && rel != "." || rel == "rules/modules" {
				return fs.SkipDir // hidden folders; the registry and the modules themselves
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") {
			return nil
		}
		walked++
		base := strings.TrimSuffix(d.Name(), ".go")
		for name := range names {
			if strings.Contains(base, name) && !falseNamesake(rel) {
				t.Errorf("%s is named after the %s module: its code belongs in rules/modules/%s", rel, name, name)
			}
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if mod, ok := strings.CutPrefix(p, prefix); ok {
				t.Errorf("%s imports the %s module: reach it through its facets (rules/facet)", rel, mod)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if walked < 100 {
		t.Fatalf("only %d Go files walked from %s: the walk missed the tree", walked, root)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("%s is not the module's root: %v", root, err)
	}
}

// falseNamesake reports whether a file only happens to contain a
// module's name: the deck's sweep of walls along a line, a Markdown
// writer.
func falseNamesake(rel string) bool {
	return rel == "rules/deck/sweep.go" || rel == "game/balance/markdown.go"
}
