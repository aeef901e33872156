package logtext

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
)

// eventTypes lists the event types declared in a package's source: every
// type with a method "Rule() string", as "pkg.Type".
func eventTypes(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no Go files in %s: %v", dir, err)
	}
	var out []string
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv == nil || fn.Name.Name != "Rule" || fn.Type.Params.NumFields() != 0 ||
				fn.Type.Results.NumFields() != 1 || len(fn.Recv.List) != 1 {
				continue
			}
			if res, ok := fn.Type.Results.List[0].Type.(*ast.Ident); !ok || res.Name != "string" {
				continue
			}
			recv := fn.Recv.List[0].Type
			if star, ok := recv.(*ast.StarExpr); ok {
				recv = star.X
			}
			if id, ok := recv.(*ast.Ident); ok && ast.IsExported(id.Name) {
				out = append(out, f.Name.Name+"."+id.Name)
			}
		}
	}
	sort.Strings(out)
	return out
}

// TestEveryEventType finds every event type of rules/combat and
// game/match in their source, and checks that the examples hold one of
// each and that none of them falls to the generic fallback. A new event
// type fails here until this package renders it.
func TestEveryEventType(t *testing.T) {
	all := append(eventTypes(t, "../../rules/combat"), eventTypes(t, "../match")...)
	if len(all) < 10 {
		t.Fatalf("found only %d event types: %v", len(all), all)
	}
	have := map[string]bool{}
	for _, x := range examples {
		have[reflect.TypeOf(x.ev).String()] = true
		if lines, known := render(match.Entry{Event: x.ev}, testNames); !known {
			t.Errorf("%T falls to the fallback: %q", x.ev, show(lines))
		}
	}
	for _, name := range all {
		if !have[name] {
			t.Errorf("no example of %s: add one to examples and render it", name)
		}
	}
	t.Logf("%d event types: %v", len(all), all)
}
