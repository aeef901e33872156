package datafile

import (
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Section is a part of a data file kept as written, to be read later by
// whoever it belongs to: a rule module's section of modules.yaml, or a
// field a rule module adds to a unit profile or an army list entry (its
// traits). Its problems are reported at their own lines of the file.
type Section struct {
	// At is where the section's key was written.
	At   Pos
	key  string
	file string
	src  []byte
	node *yaml.Node
	// merges is the file's budget of merged keys, which its sections
	// share.
	merges *merges
}

// Decode reads the section into v (a pointer) as [DecodeAll] reads a
// whole file: every problem goes to problems, at its line and column, and
// the result is false when the section could not be read at all.
func (s Section) Decode(v any, problems *List) (filled bool) {
	if s.node == nil {
		return false
	}
	defer func() {
		if r := recover(); r != nil {
			problems.Add(s.At, "%s: %v", InternalError, r)
			filled = false
		}
	}()
	var read List
	decodeNode(s.file, s.src, s.node, v, s.merges, &read)
	for _, e := range read {
		// A single value's problem names its key and its column, which
		// the YAML library cannot: it sees the value alone.
		if s.node.Kind == yaml.ScalarNode && e.Line == s.node.Line && e.Col == 0 {
			e.Col, e.Msg = s.node.Column, s.key+": "+e.Msg
		}
	}
	*problems = append(*problems, read...)
	return true
}

// Value is the section's text when it is a single value ("true",
// "cargo-loader"), and whether it is one.
func (s Section) Value() (string, bool) {
	if s.node == nil || s.node.Kind != yaml.ScalarNode {
		return "", false
	}
	return s.node.Value, true
}

// Extra holds the fields of a mapping that its struct does not know, each
// as a Section, by key. Decode fills any struct field of type Extra (tag
// it `yaml:"-"`) instead of reporting those fields as unknown: a loader
// hands them to whoever knows them (a rule module's traits) and reports
// those nobody claims (Unclaimed).
type Extra map[string]Section

// Unclaimed reports, as unknown fields, the keys of e that known does not
// hold. what names the entry in the message ("this unit").
func (e Extra) Unclaimed(known func(key string) bool, what string, problems *List) {
	for k, s := range e {
		if !known(k) {
			problems.Add(s.At, "unknown field %q in %s", k, what)
		}
	}
}

var extraType = reflect.TypeFor[Extra]()

// extraField is the index of struct type t's field of type Extra, or −1.
func extraField(t reflect.Type) int {
	for i := range t.NumField() {
		if t.Field(i).Type == extraType {
			return i
		}
	}
	return -1
}

// decodeNode decodes n, a node of the file src, into v and walks it as
// DecodeAll does, expanding merges within the file's budget m.
func decodeNode(file string, src []byte, n *yaml.Node, v any, m *merges, problems *List) {
	if m == nil {
		m = newMerges(src)
	}
	w := &walker{file: file, src: src, merges: m}
	var typeErrs List
	if err := n.Decode(v); err != nil {
		var rest []string
		if te := (*yaml.TypeError)(nil); errors.As(err, &te) && len(te.Errors) > maxTypeProblems {
			te.Errors, rest = te.Errors[:maxTypeProblems], te.Errors[maxTypeProblems:]
		}
		var values map[valueKey]keyed
		for _, e := range fromYAML(file, src, err) {
			if !fractionForWhole(e) {
				if values == nil {
					values = indexValues(n)
				}
				explainType(values, e)
				typeErrs = append(typeErrs, e)
			}
		}
		if more := w.countRest(rest); more > 0 {
			typeErrs = append(typeErrs, &Error{Pos: Pos{File: file, Line: messageLine(rest[0])},
				Msg: fmt.Sprintf("… and %d more values of the wrong type (the first %d are listed)", more, maxTypeProblems), More: more})
		}
	}
	for _, e := range typeErrs {
		w.faults = append(w.faults, e.Line)
	}
	w.walk("", n, reflect.ValueOf(v))
	w.markFaulty()
	*problems = append(append(*problems, typeErrs...), w.problems...)
}

// maxTypeProblems is the most values of the wrong type a file's problems
// list, each explained; the rest are counted, so a file of nothing else
// is refused at once.
const maxTypeProblems = 20

// countRest counts the YAML library's messages past maxTypeProblems as
// problems, and notes their lines as faults, without explaining them. A
// fraction for a whole number is left to the walker, which reports it.
func (w *walker) countRest(rest []string) int {
	n := 0
	for _, m := range rest {
		w.faults = append(w.faults, messageLine(m))
		if strings.Contains(m, "!!float") && fractionForWhole(fromYAML(w.file, w.src, &yaml.TypeError{Errors: []string{m}})[0]) {
			continue
		}
		n++
	}
	return n
}

// messageLine is the line a YAML library's message starts with ("line 7:
// …"), or 1.
func messageLine(m string) int {
	rest, ok := strings.CutPrefix(strings.TrimPrefix(m, "yaml: "), "line ")
	if i := strings.IndexByte(rest, ':'); ok && i > 0 {
		if line, err := strconv.Atoi(rest[:i]); err == nil {
			return line
		}
	}
	return 1
}
