package datafile_test

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/datafile"
)

type item struct {
	At    datafile.Pos `yaml:"-"`
	Name  string       `yaml:"name"`
	Count int          `yaml:"count"`
}

type doc struct {
	Keys  datafile.Keys `yaml:"-"`
	Title string        `yaml:"title"`
	Items []item        `yaml:"items"`
	Ptrs  []*item       `yaml:"ptrs"`
}

func TestDecodeFillsPositions(t *testing.T) {
	src := "title: t\nitems:\n  - name: a\n    count: 1\n  - name: b\n"
	var d doc
	if err := datafile.Decode("x.yaml", []byte(src), &d); err != nil {
		t.Fatal(err)
	}
	if got := d.Items[1].At.String(); got != "x.yaml:5:5" {
		t.Errorf("second item at %s, want x.yaml:5:5", got)
	}
	if got := d.Keys.At("items", datafile.Pos{}).String(); got != "x.yaml:2:1" {
		t.Errorf("key items at %s, want x.yaml:2:1", got)
	}
	if got := d.Keys.At("missing", datafile.Pos{File: "x.yaml", Line: 1}).String(); got != "x.yaml:1" {
		t.Errorf("fallback %s", got)
	}
}

func TestDecodeErrorsNamePlaces(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string
	}{
		{"unknown field", "title: t\nitems:\n  - name: a\n    cuont: 1\n", []string{`x.yaml:4:5: unknown field "cuont"`, "count, name"}},
		// A value of the wrong type is named by its field, at its column, in
		// a player's words, not the YAML library's Go type names.
		{"wrong type", "items:\n  - count: lots\n", []string{`x.yaml:2:12: count: "lots" is not a whole number`}},
		{"list for a number", "items:\n  - count: [1, 2]\n", []string{"x.yaml:2:12: count: a list where a whole number belongs"}},
		{"number for a list", "items: 3\n", []string{"x.yaml:1:8: items: 3 is not a list"}},
		{"list for text", "title: [a]\n", []string{"x.yaml:1:8: title: a list where text belongs"}},
		{"text for an entry", "items:\n  - lots\n", []string{`x.yaml:2:5: "lots" is not a mapping of fields (name: value)`}},
		{"number out of range", "items:\n  - count: 99999999999999999999\n", []string{"x.yaml:2:12: 99999999999999999999 is not a whole number"}},
		{"syntax", "title: [\n", []string{"x.yaml:"}},
		{"empty", "", []string{"x.yaml:1: the file is empty"}},
		{"bad second document", "title: a\n---\ntitle: [\n", []string{"x.yaml:"}},
		{"two documents", "title: a\n---\ntitle: b\n", []string{"x.yaml:2:1: a second YAML document"}},
		{"empty entry", "ptrs:\n  - name: a\n  -\n", []string{"x.yaml:3:4: empty list entry"}},
		{"repeated key", "title: a\ntitle: b\n", []string{`x.yaml:2: mapping key "title" already defined at line 1`}},
		// The YAML library reads 7.9 into an int as 7, silently.
		{"fraction for a whole number", "items:\n  - count: 7.9\n", []string{"x.yaml:2:12: 7.9 is not a whole number"}},
		{"fraction below one", "ptrs:\n  - count: 0.5\n", []string{"x.yaml:2:12: 0.5 is not a whole number"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var d doc
			err := datafile.Decode("x.yaml", []byte(tc.src), &d)
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
		})
	}
}

func FuzzDecode(f *testing.F) {
	for _, s := range []string{"title: t\nitems:\n  - name: a\n", "items: [{name: x, count: 2}]", "&a [*a]", "{", "- - -"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		var d doc
		err := datafile.Decode("fuzz.yaml", src, &d)
		if err != nil && !strings.HasPrefix(err.Error(), "fuzz.yaml") {
			t.Errorf("error does not start with the file name: %v", err)
		}
		if err != nil && strings.Contains(err.Error(), datafile.InternalError) {
			t.Errorf("the reader panicked: %v", err)
		}
	})
}

// Binary files, stray control characters, unknown anchors and deep
// nesting are refused with a place (issue 13).
func TestDecodeHostileTextIsPlaced(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want string
	}{
		{"NUL", "title: a\x00b\n", "x.yaml:1:9: a NUL byte"},
		{"not UTF-8", "title: ok\ntitle2: \xff\xfe\n", "x.yaml:2:9: byte 0xff is not UTF-8"},
		{"control character", "title: \x1b[31m\n", "x.yaml:1:8: control character U+001B"},
		{"unknown anchor", "title: t\nitems: *nowhere\n", "x.yaml:2:8: *nowhere: no anchor &nowhere"},
		{"deep nesting", "title: " + strings.Repeat("[", 20000) + "\n", "x.yaml:1:10007: lists or mappings nested 10000 deep"},
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
}

// A byte-order mark, tabs and CRLF line ends are text.
func TestCheckTextAcceptsText(t *testing.T) {
	if e := datafile.CheckText("x", []byte("\ufefftitle:\tt\r\nname: é ✓\n")); e != nil {
		t.Error(e)
	}
}

// An endless device is read only up to the limit; an empty one is
// empty; a regular file's size is checked before it is read (issue 13).
func TestReadFileRefusesDevicesAndHugeFiles(t *testing.T) {
	if _, err := datafile.ReadFile("/dev/zero", 1<<20); !errors.Is(err, datafile.ErrTooLarge) || !strings.Contains(err.Error(), "/dev/zero is not a regular file and gives more than the limit of 1 MiB") {
		t.Errorf("/dev/zero: %v", err)
	}
	if data, err := datafile.ReadFile("/dev/null", 1<<20); err != nil || len(data) != 0 {
		t.Errorf("/dev/null: %q %v", data, err)
	}
	dir := t.TempDir()
	big := dir + "/big.yaml"
	if err := os.WriteFile(big, make([]byte, 2000), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := datafile.ReadFile(big, 1000); !errors.Is(err, datafile.ErrTooLarge) || !strings.Contains(err.Error(), "big.yaml is 2.0 KiB; the limit is 1000 bytes") {
		t.Errorf("big: %v", err)
	}
	if _, err := datafile.ReadFile(dir, 1000); err == nil || !strings.Contains(err.Error(), "is a folder, not a file") {
		t.Errorf("a folder: %v", err)
	}
	if err := os.Symlink("/dev/zero", dir+"/link.yaml"); err != nil {
		t.Fatal(err)
	}
	if _, err := datafile.ReadFS(os.DirFS(dir), "link.yaml", "content/link.yaml", 1000); err == nil || !strings.Contains(err.Error(), "content/link.yaml is not a regular file and gives more than the limit of 1000 bytes") {
		t.Errorf("a link to /dev/zero: %v", err)
	}
	if data, err := datafile.ReadFile(big, 2000); err != nil || len(data) != 2000 {
		t.Errorf("at the limit: %d bytes, %v", len(data), err)
	}
}

type checked struct {
	At     datafile.Pos    `yaml:"-"`
	Faulty datafile.Faulty `yaml:"-"`
	Name   string          `yaml:"name"`
	Count  int             `yaml:"count"`
}

type checkedDoc struct {
	Faulty datafile.Faulty `yaml:"-"`
	Title  string          `yaml:"title"`
	Items  []*checked      `yaml:"items"`
}

// DecodeAll fills what it can: an unknown field is left out and leaves the
// value sound; a bad value marks the entries holding it Faulty; an empty
// entry is left out. Every problem is reported.
func TestDecodeAllFillsWhatItCan(t *testing.T) {
	var d checkedDoc
	var problems datafile.List
	src := "title: t\ncolour: red\nitems:\n  - {name: a, cuont: 1}\n  - {name: b, count: lots}\n  -\n  - name: c\n    count: 2\n"
	if !datafile.DecodeAll("x.yaml", []byte(src), &d, &problems) {
		t.Fatal("not filled")
	}
	want := []string{
		`x.yaml:2:1: unknown field "colour"`,
		`x.yaml:4:15: unknown field "cuont"`,
		`x.yaml:5:22: count: "lots" is not a whole number`,
		"x.yaml:6:4: empty list entry",
	}
	got := strings.Split(problems.Err().Error(), "\n")
	if len(got) != len(want) {
		t.Fatalf("got %d problems, want %d:\n%v", len(got), len(want), problems)
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("problem %d: got %s, want %s…", i+1, got[i], want[i])
		}
	}
	if d.Title != "t" || len(d.Items) != 3 || d.Items[2].Name != "c" || d.Items[2].Count != 2 {
		t.Fatalf("decoded %+v", d)
	}
	if !d.Faulty || d.Items[0].Faulty || !d.Items[1].Faulty || d.Items[2].Faulty {
		t.Errorf("faulty: doc %v, items %v %v %v; want true, false true false", d.Faulty, d.Items[0].Faulty, d.Items[1].Faulty, d.Items[2].Faulty)
	}
	d, problems = checkedDoc{}, nil
	if datafile.DecodeAll("x.yaml", []byte("title: [\n"), &d, &problems) || len(problems) == 0 {
		t.Errorf("a syntax error: filled, problems %v", problems)
	}
	d, problems = checkedDoc{}, nil
	if !datafile.DecodeAll("x.yaml", []byte("title: a\nnope: 1\n"), &d, &problems) || bool(d.Faulty) || len(problems) != 1 {
		t.Errorf("an unknown field alone: faulty %v, problems %v", d.Faulty, problems)
	}
}

// Count counts the problems a line stands for.
func TestCount(t *testing.T) {
	l := datafile.List{{Msg: "a"}, {Msg: "b"}, {Msg: "… and 6 more", More: 6}}
	if n := datafile.Count(l.Err()); n != 8 {
		t.Errorf("Count = %d, want 8", n)
	}
	if n := datafile.Count(errors.New("one\ntwo")); n != 2 {
		t.Errorf("Count of a plain error = %d, want 2", n)
	}
	if n := datafile.Count(nil); n != 0 {
		t.Errorf("Count(nil) = %d", n)
	}
}

// keyed is an entry that says where each of its keys was written.
type keyed struct {
	Keys  datafile.Keys `yaml:"-"`
	Name  string        `yaml:"name"`
	Count int           `yaml:"count"`
}

// YAML merge keys (<<: *anchor) read as the YAML library reads them: the
// merged mapping's keys come in unless the entry writes its own; the
// entry's Keys name both; a merged key no field takes is reported, at
// the anchor's line.
func TestDecodeReadsMergeKeys(t *testing.T) {
	var d struct {
		Items []keyed `yaml:"items"`
	}
	src := "items:\n  - &base {name: a, count: 1}\n  - <<: *base\n    count: 2\n  - <<: [*base]\n"
	if err := datafile.Decode("m.yaml", []byte(src), &d); err != nil {
		t.Fatal(err)
	}
	if len(d.Items) != 3 || d.Items[1].Name != "a" || d.Items[1].Count != 2 || d.Items[2].Count != 1 {
		t.Fatalf("read %+v; want the merged name, the entry's own count", d.Items)
	}
	if _, ok := d.Items[1].Keys["name"]; !ok || d.Items[1].Keys["count"].Line != 4 {
		t.Errorf("keys %v; want name (merged) and count at line 4", d.Items[1].Keys)
	}
	bad := "items:\n  - &base {name: a, colour: red}\n  - <<: *base\n"
	err := datafile.Decode("m.yaml", []byte(bad), &d)
	if err == nil || !strings.Contains(err.Error(), `m.yaml:2:`) || !strings.Contains(err.Error(), `unknown field "colour"`) {
		t.Errorf("an unknown merged key: %v", err)
	}
}
