// Package datafile reads the game's YAML data files (content, army lists,
// later scenarios) strictly, and reports every problem with its place in the
// file as "file:line:col: message".
//
// Decode rejects unknown fields (a misspelt key is an error, not a silent
// default), fills every struct field of type [Pos] with where that value
// starts, and never panics, whatever the input. [DecodeAll] does the same
// for a loader that goes on checking what it could read, so that a file's
// problems are all reported at once.
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
	"unicode/utf8"

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

// Faulty marks a decoded value that has, or holds, a problem that left part
// of it unread: a value of the wrong type (left as it was), a fraction for a
// whole number, an empty list entry. An unknown field does not make a value
// faulty: it is reported and left out. Decode sets any struct field of type
// Faulty (tag it `yaml:"-"`), so a loader can check the rest and leave out
// the checks a faulty value would only confuse.
type Faulty bool

// Error is one problem at one place.
type Error struct {
	Pos
	Msg string
	// More is, for a line that counts problems not listed ("… and 6 more
	// problems in the map"), how many it stands for; 0 for one problem.
	More int
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

// Count is how many problems err reports: a [List]'s entries, each that
// counts problems not listed standing for them ([Error.More]); any other
// error is one problem a line.
func Count(err error) int {
	var l List
	if !errors.As(err, &l) {
		if err == nil {
			return 0
		}
		return len(strings.Split(strings.TrimSpace(err.Error()), "\n"))
	}
	n := 0
	for _, e := range l {
		if e.More > 0 {
			n += e.More
		} else {
			n++
		}
	}
	return n
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
func Decode(file string, src []byte, v any) error {
	var problems List
	DecodeAll(file, src, v, &problems)
	return problems.Err()
}

// DecodeAll is Decode for a loader that goes on checking: it adds every
// problem to problems and reports whether v was filled at all, false when
// src is no YAML document. When it was, v holds everything src says but
// unknown fields (reported and left out), values with problems (reported
// and left as they were; the structs holding them are marked [Faulty]) and
// empty list entries (reported and left out), so the loader can check the
// rest and report those problems too.
func DecodeAll(file string, src []byte, v any, problems *List) (filled bool) {
	defer func() {
		if r := recover(); r != nil {
			problems.Add(Pos{File: file, Line: 1}, "%s: %v", InternalError, r)
			filled = false
		}
	}()
	doc, bad := parse(file, src)
	if bad != nil {
		*problems = append(*problems, bad...)
		return false
	}
	decodeNode(file, src, doc, v, newMerges(src), problems)
	return true
}

// parse reads src as one YAML document, or says why it is none.
func parse(file string, src []byte) (*yaml.Node, List) {
	if e := CheckText(file, src); e != nil {
		return nil, List{e}
	}
	var doc yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(src))
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, List{{Pos: Pos{File: file, Line: 1}, Msg: "the file is empty"}}
		}
		return nil, fromYAML(file, src, err)
	}
	var extra yaml.Node
	switch err := dec.Decode(&extra); {
	case err == nil:
		return nil, List{{Pos: Pos{File: file, Line: extra.Line, Col: extra.Column}, Msg: "a second YAML document; a data file holds one"}}
	case !errors.Is(err, io.EOF):
		return nil, fromYAML(file, src, err)
	}
	return &doc, nil
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

// yamlType is the YAML library's message for a value of the wrong type,
// once "unmarshal" reads "read": the YAML kind, the value if it is a
// scalar, and the Go type it did not fit.
var yamlType = regexp.MustCompile("^cannot read !!(\\w+)(?: `(.*)`)? into (.+)$")

// explainType rewrites a wrong-type problem in a player's words, at the
// value's column and naming its field: `rounds: "ten" is not a whole
// number` for "cannot unmarshal !!str `ten` into int". values finds the
// value in the file (indexValues).
func explainType(values map[valueKey]keyed, e *Error) {
	g := yamlType.FindStringSubmatch(e.Msg)
	if g == nil {
		return
	}
	kind, value, want := g[1], g[2], goTypeWords(g[3])
	v, found := values[valueKey{e.Line, "!!" + kind, value}]
	if found {
		e.Col = v.node.Column
	}
	var got string
	switch kind {
	case "seq":
		got = "a list"
	case "map":
		got = "a mapping"
	case "str":
		got = strconv.Quote(value)
	default:
		got = value
	}
	key := v.key
	if key != "" {
		key += ": "
	}
	switch {
	case kind == "int" && want == "a whole number":
		e.Msg = fmt.Sprintf("%s%s is out of range", key, got)
	case kind == "seq" || kind == "map":
		e.Msg = fmt.Sprintf("%s%s where %s belongs", key, got, want)
	default:
		e.Msg = fmt.Sprintf("%s%s is not %s", key, got, want)
	}
}

// fractionForWhole reports whether e is the YAML library's complaint about
// a number with a fraction or exponent given for a whole number.
func fractionForWhole(e *Error) bool {
	g := yamlType.FindStringSubmatch(e.Msg)
	return g != nil && g[1] == "float" && goTypeWords(g[3]) == "a whole number"
}

// goTypeWords says what a value of the Go type named t is, for a player.
func goTypeWords(t string) string {
	switch {
	case strings.HasPrefix(t, "[]"):
		return "a list"
	case strings.HasPrefix(t, "int") || strings.HasPrefix(t, "uint"):
		return "a whole number"
	case strings.HasPrefix(t, "float"):
		return "a number"
	case t == "bool":
		return "true or false"
	case t == "string":
		return "text"
	}
	return "a mapping of fields (name: value)"
}

// valueKey finds a value by what the YAML library says of it: its line,
// its tag and, for a scalar, its text.
type valueKey struct {
	line       int
	tag, value string
}

// keyed is a value and the key it is written under, "" for a list entry.
type keyed struct {
	key  string
	node *yaml.Node
}

// indexValues indexes every value (not a key) below n by its line, tag
// and text, for explainType. Where several match, the first in the order
// the YAML library reports them wins: the innermost value first (count in
// "- count: [1]"), then in file order. Made once per file, so explaining
// every wrong-type value of a file takes time linear in its size.
func indexValues(n *yaml.Node) map[valueKey]keyed {
	for n.Kind == yaml.DocumentNode && len(n.Content) == 1 {
		n = n.Content[0]
	}
	index := map[valueKey]keyed{}
	var visit func(n *yaml.Node)
	visit = func(n *yaml.Node) {
		step := 1
		if n.Kind == yaml.MappingNode {
			step = 2
		}
		for i := step - 1; i < len(n.Content); i += step {
			c := n.Content[i]
			visit(c)
			k := valueKey{c.Line, c.ShortTag(), ""}
			if c.Kind == yaml.ScalarNode {
				k.value = c.Value
			}
			if _, seen := index[k]; !seen {
				v := keyed{node: c}
				if step == 2 {
					v.key = n.Content[i-1].Value
				}
				index[k] = v
			}
		}
	}
	visit(n)
	return index
}

var (
	posType       = reflect.TypeFor[Pos]()
	keysType      = reflect.TypeFor[Keys]()
	faultyType    = reflect.TypeFor[Faulty]()
	unmarshalType = reflect.TypeFor[yaml.Unmarshaler]()
)

// walker visits the YAML tree and the decoded value side by side, filling
// Pos and Keys fields, reporting keys no field takes, and noting which
// structs hold a fault.
type walker struct {
	file     string
	src      []byte // the file's text, which an Extra's sections keep
	problems List
	faults   []int  // lines of the problems that leave a value unread
	spans    []span // the structs with a Faulty field, and the lines they take
	merges   *merges
}

// span is a struct with a Faulty field, written on lines from to to.
type span struct {
	v        reflect.Value
	from, to int
}

func (w *walker) pos(n *yaml.Node) Pos { return Pos{File: w.file, Line: n.Line, Col: n.Column} }

// fault reports a problem at n that leaves a value unread.
func (w *walker) fault(n *yaml.Node, format string, args ...any) {
	w.problems.Add(w.pos(n), format, args...)
	w.faults = append(w.faults, n.Line)
}

// markFaulty sets the Faulty field of every struct written on a line a
// fault is on.
func (w *walker) markFaulty() {
	slices.Sort(w.faults)
	for _, s := range w.spans {
		i, _ := slices.BinarySearch(w.faults, s.from)
		if i < len(w.faults) && w.faults[i] <= s.to {
			for f := range s.v.NumField() {
				if s.v.Type().Field(f).Type == faultyType && s.v.Field(f).CanSet() {
					s.v.Field(f).SetBool(true)
				}
			}
		}
	}
}

// lastLine is the last line n or anything in it starts on.
func lastLine(n *yaml.Node) int {
	last := n.Line
	for _, c := range n.Content {
		last = max(last, lastLine(c))
	}
	return last
}

// walk walks value n into v; key is the key n is written under (a list's
// for its entries), for messages.
func (w *walker) walk(key string, n *yaml.Node, v reflect.Value) {
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
	case reflect.String:
		if n.Kind == yaml.ScalarNode {
			w.checkText(key, n, v.String())
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		// The YAML library truncates 7.9 to 7 without a word.
		if n.Kind == yaml.ScalarNode && n.ShortTag() == "!!float" {
			w.fault(n, "%s is not a whole number", n.Value)
		}
	case reflect.Struct:
		if n.Kind == yaml.MappingNode {
			w.walkStruct(n, v)
		}
		if hasField(v.Type(), faultyType) {
			w.spans = append(w.spans, span{v, n.Line, lastLine(n)})
		}
	case reflect.Slice:
		if n.Kind == yaml.SequenceNode {
			w.walkSlice(key, n, v)
		}
	}
}

// hasField reports whether struct type t has a field of type f.
func hasField(t, f reflect.Type) bool {
	for i := range t.NumField() {
		if t.Field(i).Type == f {
			return true
		}
	}
	return false
}

// walkSlice walks a list's entries, leaving out empty ones.
func (w *walker) walkSlice(key string, n *yaml.Node, v reflect.Value) {
	kept, dropped := reflect.MakeSlice(v.Type(), 0, v.Len()), false
	for i := range v.Len() {
		item := v.Index(i)
		if i >= len(n.Content) {
			kept = reflect.Append(kept, item)
			continue
		}
		if item.Kind() == reflect.Pointer && item.IsNil() {
			w.fault(n.Content[i], "empty list entry")
			dropped = true
			continue
		}
		w.walk(key, n.Content[i], item)
		kept = reflect.Append(kept, item)
	}
	if dropped && v.CanSet() {
		v.Set(kept)
	}
}

// pairs are mapping n's keys and values, one after the other, with YAML
// merge keys (<<: *anchor, or <<: [*a, *b]) expanded: a merged mapping's
// pairs come in where no key n writes itself (nor an earlier merged
// mapping) has them, as the YAML library reads them into a struct.
func (w *walker) pairs(n *yaml.Node) []*yaml.Node {
	kv := w.pairsAt(n, 0)
	if m := w.merges; m.left < 0 && !m.told {
		m.told = true // once a file: the rest of its merges are left out
		at := n
		for i := 0; i+1 < len(n.Content); i += 2 {
			if k := n.Content[i]; k.Kind == yaml.ScalarNode && k.ShortTag() == "!!merge" {
				at = k
				break
			}
		}
		w.fault(at, "merge keys (<<) bring in more than %d keys (%d a byte of the file, at least %d): merges of merges multiply",
			max(minMerges, mergesPerByte*len(w.src)), mergesPerByte, minMerges)
	}
	return kv
}

// maxMergeDepth bounds merges of merges, so no file can loop them.
const maxMergeDepth = 8

// mergesPerByte bounds the work merge keys make: expanding them brings in
// at most this many keys for each byte of the file (and at least
// minMerges), counted over the whole file, its sections too. Merges of
// merges multiply (eight levels of <<: [*a, *a, …] with twelve aliases
// each is 12^8 merged mappings from 600 bytes); a file past the budget is
// refused.
const mergesPerByte = 8

const minMerges = 10000

// merges is what is left of a file's budget of merged keys, shared by
// every decode of the file (its sections too).
type merges struct {
	left int
	told bool // the file was refused once already
}

func newMerges(src []byte) *merges {
	return &merges{left: max(minMerges, mergesPerByte*len(src))}
}

// spend takes n merged keys from the budget, reporting whether they were
// there.
func (w *walker) spend(n int) bool {
	w.merges.left -= n
	return w.merges.left >= 0
}

func (w *walker) pairsAt(n *yaml.Node, depth int) []*yaml.Node {
	var own, merged []*yaml.Node
	for i := 0; i+1 < len(n.Content); i += 2 {
		key, val := n.Content[i], n.Content[i+1]
		if key.Kind != yaml.ScalarNode || key.ShortTag() != "!!merge" {
			own = append(own, key, val)
			continue
		}
		sources := []*yaml.Node{val}
		if val.Kind == yaml.SequenceNode {
			sources = val.Content
		}
		for _, src := range sources {
			if src.Kind == yaml.AliasNode && src.Alias != nil {
				src = src.Alias
			}
			if src.Kind != yaml.MappingNode || depth >= maxMergeDepth {
				continue
			}
			// The source's own pairs are paid for before they are read,
			// so the budget bounds the work, not only the result.
			if !w.spend(1 + len(src.Content)/2) {
				break
			}
			merged = append(merged, w.pairsAt(src, depth+1)...)
		}
	}
	if merged == nil {
		return own
	}
	seen := map[string]bool{}
	for i := 0; i < len(own); i += 2 {
		seen[own[i].Value] = true
	}
	out := own
	for i := 0; i+1 < len(merged); i += 2 {
		if k := merged[i].Value; !seen[k] {
			seen[k] = true
			out = append(out, merged[i], merged[i+1])
		}
	}
	return out
}

func (w *walker) walkStruct(n *yaml.Node, v reflect.Value) {
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
			for k, kv := 0, w.pairs(n); k+1 < len(kv); k += 2 {
				keys[kv[k].Value] = w.pos(kv[k])
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
	var extra Extra
	x := extraField(t)
	if x >= 0 && v.Field(x).CanSet() {
		extra = Extra{}
		v.Field(x).Set(reflect.ValueOf(extra))
	}
	kv := w.pairs(n)
	for i := 0; i+1 < len(kv); i += 2 {
		key, val := kv[i], kv[i+1]
		idx, ok := fields[key.Value]
		switch {
		case !ok && extra != nil:
			extra[key.Value] = Section{At: w.pos(key), key: key.Value, file: w.file, src: w.src, node: val, merges: w.merges}
			continue
		case !ok:
			w.problems.Add(w.pos(key), "unknown field %q (this entry takes: %s)", key.Value, strings.Join(known, ", "))
			continue
		}
		w.walk(key.Value, val, v.Field(idx))
		if r, ok := t.Field(idx).Tag.Lookup("range"); ok {
			w.checkRange(key.Value, val, v.Field(idx), r)
		}
	}
}

// checkRange reports a number outside the range a field's tag gives,
// range:"lo,hi" (both included), at the value. Only a number as written
// is checked: a value of another type is reported already.
func (w *walker) checkRange(key string, n *yaml.Node, v reflect.Value, r string) {
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!int" && n.ShortTag() != "!!float" {
		return
	}
	for v.Kind() == reflect.Pointer && !v.IsNil() {
		v = v.Elem()
	}
	from, to, _ := strings.Cut(r, ",")
	lo, err1 := strconv.ParseFloat(from, 64)
	hi, err2 := strconv.ParseFloat(to, 64)
	if err1 != nil || err2 != nil {
		panic(fmt.Sprintf("datafile: bad range tag %q", r)) // the program's fault: DecodeAll reports it
	}
	var x float64
	var shown string
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		x, shown = float64(v.Int()), strconv.FormatInt(v.Int(), 10)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		x, shown = float64(v.Uint()), strconv.FormatUint(v.Uint(), 10)
	case reflect.Float32, reflect.Float64:
		x, shown = v.Float(), strconv.FormatFloat(v.Float(), 'g', -1, 64)
	default:
		return
	}
	if !(x >= lo && x <= hi) { // NaN too
		w.fault(n, "%s is %s; it is %s to %s", key, shown, from, to)
	}
}

// bidiControls are the characters that reorder text as it is shown
// (Unicode's bidirectional formatting characters): in a name they can
// make it read as another ("abc\u202Etxt.exe" shows as "abcexe.txt").
var bidiControls = []rune{0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069}

// checkText reports text a data file may not hold, at value n, written
// under key: a !!binary value (any bytes), text that is not UTF-8, and a
// bidi control. Names and texts are UTF-8 without bidi controls; each
// loader checks the rest of what it reads (lengths, control characters).
func (w *walker) checkText(key string, n *yaml.Node, text string) {
	what := key
	if what == "" {
		what = "the text"
	}
	switch {
	case n.ShortTag() == "!!binary":
		w.fault(n, "%s: a !!binary value; data files hold text, not bytes", what)
	case !utf8.ValidString(text):
		w.fault(n, "%s is not UTF-8 text", what)
	default:
		for _, r := range text {
			if slices.Contains(bidiControls, r) {
				w.fault(n, "%s holds %U, a bidi control, which shows text in another order than it is written; names and texts may not hold one (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069)", what, r)
				return
			}
		}
	}
}
