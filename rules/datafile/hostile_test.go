package datafile_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/krygothic/krygothic/rules/datafile"
)

// mergeBomb is about 600 bytes of merges of merges: eight levels of
// twelve aliases each, 12^8 merged mappings if expanded.
func mergeBomb() string {
	var b strings.Builder
	b.WriteString("a0: &a0 {title: x}\n")
	for i := 1; i <= 8; i++ {
		fmt.Fprintf(&b, "a%d: &a%d {<<: [%s]}\n", i, i, strings.TrimSuffix(strings.Repeat(fmt.Sprintf("*a%d, ", i-1), 12), ", "))
	}
	b.WriteString("<<: *a8\n")
	return b.String()
}

// within runs f and fails t when it takes longer than limit (generous: a
// slow, busy machine), or never returns.
func within(t *testing.T, limit time.Duration, f func()) {
	t.Helper()
	done := make(chan struct{})
	start := time.Now()
	go func() { f(); close(done) }()
	select {
	case <-done:
		t.Logf("took %v", time.Since(start).Round(time.Millisecond))
	case <-time.After(limit):
		t.Fatalf("still running after %v", limit)
	}
}

// Merges of merges multiply: the reader stops expanding them at a budget
// proportional to the file's size and says where (issue: merge bomb).
func TestMergeBombIsRefused(t *testing.T) {
	src := mergeBomb()
	var err error
	within(t, 5*time.Second, func() {
		var d doc
		err = datafile.Decode("m.yaml", []byte(src), &d)
	})
	if err == nil || !strings.Contains(err.Error(), "m.yaml:10:1: merge keys (<<) bring in more than") {
		t.Errorf("got %v", err)
	}
}

// A wrong-type value is explained in time linear in the file: a file
// made of wrong-type values once took minutes.
//
// -short (the race detector's pass, ten times slower) reads a quarter of
// the file: the quadratic reading took 6 s on it, without the detector.
func TestManyWrongTypesAreQuick(t *testing.T) {
	size := 1 << 20
	if testing.Short() {
		size /= 4
	}
	values := size / 7
	src := "items:\n" + strings.Repeat("  - []\n", values)
	var err error
	within(t, 10*time.Second, func() {
		var d doc
		err = datafile.Decode("x.yaml", []byte(src), &d)
	})
	if err == nil || !strings.Contains(err.Error(), "x.yaml:2:5: a list where a mapping of fields (name: value) belongs") ||
		!strings.Contains(err.Error(), fmt.Sprintf("x.yaml:22: … and %d more values of the wrong type", values-20)) {
		t.Errorf("got %.200v", err)
	}
	if n := datafile.Count(err); n != values {
		t.Errorf("counted %d problems, want %d", n, values)
	}
}

// Names and texts are printable UTF-8 without bidi controls: a !!binary
// value brings any bytes, and a right-to-left override makes a name read
// as another.
func TestBinaryAndBidiAreRefused(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"binary", "title: !!binary 6Q==\n", "x.yaml:1:8: title: a !!binary value; data files hold text"},
		{"binary in a list", "items:\n  - name: !!binary aGk=\n", "x.yaml:2:11: name: a !!binary value"},
		{"right-to-left override", "title: \"abc\\u202Etxt.exe\"\n", "x.yaml:1:8: title holds U+202E, a bidi control"},
		{"isolate", "items:\n  - name: \"a\u2066b\"\n", "x.yaml:2:11: name holds U+2066, a bidi control"},
		{"mark", "title: \"a\\u200Fb\"\n", "U+200F, a bidi control"},
		{"arabic letter mark", "title: \"a\\u061Cb\"\n", "U+061C, a bidi control"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var d doc
			err := datafile.Decode("x.yaml", []byte(tc.src), &d)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
	var d doc
	if err := datafile.Decode("x.yaml", []byte("title: \"שלום, مرحبا, 日本\"\n"), &d); err != nil {
		t.Errorf("right-to-left text without controls: %v", err)
	}
}

type ranged struct {
	Keys  datafile.Keys `yaml:"-"`
	CC    int           `yaml:"cc" range:"-10,10"`
	Short float64       `yaml:"short" range:"0,200"`
	Cap   *int          `yaml:"cap" range:"1,1000"`
}

// A field tagged range:"lo,hi" takes only numbers from lo to hi, placed
// at the value.
func TestRangeTag(t *testing.T) {
	tests := []struct{ src, want string }{
		{"cc: 1000000000\n", "r.yaml:1:5: cc is 1000000000; it is -10 to 10"},
		{"cc: -11\n", "r.yaml:1:5: cc is -11; it is -10 to 10"},
		{"short: 1e300\n", "r.yaml:1:8: short is 1e+300; it is 0 to 200"},
		{"cap: 0\n", "r.yaml:1:6: cap is 0; it is 1 to 1000"},
	}
	for _, tc := range tests {
		var r ranged
		err := datafile.Decode("r.yaml", []byte(tc.src), &r)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %q", tc.src, err, tc.want)
		}
	}
	var r ranged
	if err := datafile.Decode("r.yaml", []byte("cc: -10\nshort: 200\ncap: 1000\n"), &r); err != nil {
		t.Errorf("the bounds themselves: %v", err)
	}
}
