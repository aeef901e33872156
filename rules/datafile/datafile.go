// Package datafile reads the game's YAML data files (content, army lists,
// later scenarios) strictly, and reports every problem with its place in the
// file as "file:line:col: message".
//
// Decode rejects unknown fields (a misspelt key is an error, not a silent
// default), fills every struct field of type [Pos] with where that value
// starts, and never panics, whatever the input.
package datafile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Pos is a place in a data file. Decode fills any struct field of type Pos
// (tag it `yaml:"-"`) with the position of the mapping that holds it.
type Pos struct {
	File string
	Line int // 1-based; 0 when unknown
	Col  int // 1-based; 0 when unknown
}

// String writes the position as "file:line:col", leaving out what is unknown.
func (p Pos) String() string {
	s := p.File
	if p.Line > 0 {
		s += ":" + strconv.Itoa(p.Line)
		if p.Col > 0 {
			s += ":" + strconv.Itoa(p.Col)
		}
	}
	return s
}

// Keys maps each key of a mapping to the position of the key itself. Decode
// fills any struct field of type Keys (tag it `yaml:"-"`), so a message
// about one field can point at its line.
type Keys map[string]Pos

// At returns where key was written, or fallback when it was not.
func (k Keys) At(key string, fallback Pos) Pos {
	if p, ok := k[key]; ok {
		return p
	}
	return fallback
}

// Error is one problem at one place.
type Error struct {
	Pos
	Msg string
}

// Error writes "file:line:col: message".
func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// List collects problems so a user sees all of them at once.
type List []*Error

// Add records a problem at p.
func (l *List) Add(p Pos, format string, args ...any) {
	*l = append(*l, &Error{Pos: p, Msg: fmt.Sprintf(format, args...)})
}

// Error writes one problem a line, in file order.
func (l List) Error() string {
	lines := make([]string, len(l))
	for i, e := range l {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// Err returns nil when the list is empty, else the list sorted by place.
func (l List) Err() error {
	if len(l) == 0 {
		return nil
	}
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i].Pos, l[j].Pos
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	return l
}

// Decode parses one YAML document from src into v (a pointer to a struct)
// and returns a [List] of every problem found: syntax errors, values of the
// wrong type, unknown or repeated fields. file names src in the messages.
func Decode(file string, src []byte, v any) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = List{{Pos: Pos{File: file, Line: 1}, Msg: fmt.Sprintf("%s: %v", InternalError, r)}}
		}
	}()
	if e := CheckText(file, src); e != nil {
		return List{e}
	}
	var doc yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(src))
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return List{{Pos: Pos{File: file, Line: 1}, Msg: "the file is empty"}}
		}
		return fromYAML(file, src, err)
	}
	var extra yaml.Node
	switch err := dec.Decode(&extra); {
	case err == nil:
		return List{{Pos: Pos{File: file, Line: extra.Line, Col: extra.Column}, Msg: "a second YAML document; a data file holds one"}}
	case !errors.Is(err, io.EOF):
		return fromYAML(file, src, err)
	}
	var problems List
	if err := doc.Decode(v); err != nil {
		problems = append(problems, fromYAML(file, src, err)...)
	}
	w := walker{file: file, problems: &problems}
	w.walk(&doc, reflect.ValueOf(v))
	return problems.Err()
}

// InternalError starts the message of a problem that is the reader's fault,
// not the file's (a panic inside the YAML library, caught).
const InternalError = "internal error while reading this file (please report it)"

var (
	yamlLine   = regexp.MustCompile(`^(?:yaml: )?line (\d+): (.*)$`)
	yamlAnchor = regexp.MustCompile(`^(?:yaml: )?unknown anchor '(.*)' referenced$`)
	yamlDepth  = regexp.MustCompile(`^(?:yaml: )?exceeded max depth of (\d+)$`)
)

// fromYAML turns the YAML library's errors into positioned ones; the few
// that carry no line (an unknown anchor, nesting too deep) are placed by
// looking at src.
func fromYAML(file string, src []byte, err error) List {
	var msgs []string
	var te *yaml.TypeError
	if errors.As(err, &te) {
		msgs = te.Errors
	} else {
		msgs = []string{err.Error()}
	}
	var out List
	for _, m := range msgs {
		e := &Error{Pos: Pos{File: file}, Msg: strings.TrimPrefix(m, "yaml: ")}
		if g := yamlLine.FindStringSubmatch(m); g != nil {
			e.Line, _ = strconv.Atoi(g[1])
			e.Msg = g[2]
		}
		switch {
		case yamlAnchor.MatchString(e.Msg):
			name := yamlAnchor.FindStringSubmatch(e.Msg)[1]
			e.Pos = aliasAt(file, src, name)
			e.Msg = fmt.Sprintf("*%s: no anchor &%s is defined before this alias", name, name)
		case yamlDepth.MatchString(e.Msg):
			limit, _ := strconv.Atoi(yamlDepth.FindStringSubmatch(e.Msg)[1])
			e.Pos = deepest(file, src, limit)
			e.Msg = fmt.Sprintf("lists or mappings nested %d deep; data files nest a few levels", limit)
		case e.Line == 0:
			e.Line = 1 // no better place: at least name a line
		}
		e.Msg = strings.ReplaceAll(e.Msg, "unmarshal", "read")
		out = append(out, e)
	}
	return out
}

var (
	posType       = reflect.TypeFor[Pos]()
	keysType      = reflect.TypeFor[Keys]()
	unmarshalType = reflect.TypeFor[yaml.Unmarshaler]()
)

// walker visits the YAML tree and the decoded value side by side, filling
// Pos fields and reporting keys no field takes.
type walker struct {
	file     string
	problems *List
}

func (w walker) pos(n *yaml.Node) Pos { return Pos{File: w.file, Line: n.Line, Col: n.Column} }

func (w walker) walk(n *yaml.Node, v reflect.Value) {
	for n.Kind == yaml.DocumentNode && len(n.Content) == 1 {
		n = n.Content[0]
	}
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
		if v.IsNil() {
			return
		}
		v = v.Elem()
	}
	if v.CanAddr() && v.Addr().Type().Implements(unmarshalType) {
		return // the type reads itself and reports its own errors
	}
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		// The YAML library truncates 7.9 to 7 without a word.
		if n.Kind == yaml.ScalarNode && n.ShortTag() == "!!float" {
			w.problems.Add(w.pos(n), "%s is not a whole number", n.Value)
		}
	case reflect.Struct:
		if n.Kind == yaml.MappingNode {
			w.walkStruct(n, v)
		}
	case reflect.Slice:
		if n.Kind == yaml.SequenceNode {
			for i := 0; i < len(n.Content) && i < v.Len(); i++ {
				item := v.Index(i)
				if item.Kind() == reflect.Pointer && item.IsNil() {
					w.problems.Add(w.pos(n.Content[i]), "empty list entry")
					continue
				}
				w.walk(n.Content[i], item)
			}
		}
	}
}

func (w walker) walkStruct(n *yaml.Node, v reflect.Value) {
	t := v.Type()
	fields := map[string]int{}
	var known []string
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Type == posType && v.Field(i).CanSet() {
			v.Field(i).Set(reflect.ValueOf(w.pos(n)))
			continue
		}
		if f.Type == keysType && v.Field(i).CanSet() {
			keys := Keys{}
			for k := 0; k+1 < len(n.Content); k += 2 {
				keys[n.Content[k].Value] = w.pos(n.Content[k])
			}
			v.Field(i).Set(reflect.ValueOf(keys))
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
		if name == "-" || !f.IsExported() {
			continue
		}
		if name == "" {
			name = strings.ToLower(f.Name)
		}
		fields[name] = i
		known = append(known, name)
	}
	slices.Sort(known)
	for i := 0; i+1 < len(n.Content); i += 2 {
		key, val := n.Content[i], n.Content[i+1]
		idx, ok := fields[key.Value]
		if !ok {
			w.problems.Add(w.pos(key), "unknown field %q (this entry takes: %s)", key.Value, strings.Join(known, ", "))
			continue
		}
		w.walk(val, v.Field(idx))
	}
}
