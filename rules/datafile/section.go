package datafile

import (
	"reflect"

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
	decodeNode(s.file, s.src, s.node, v, &read)
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
// DecodeAll does.
func decodeNode(file string, src []byte, n *yaml.Node, v any, problems *List) {
	var typeErrs List
	if err := n.Decode(v); err != nil {
		for _, e := range fromYAML(file, src, err) {
			if !fractionForWhole(e) {
				explainType(n, e)
				typeErrs = append(typeErrs, e)
			}
		}
	}
	w := &walker{file: file, src: src}
	for _, e := range typeErrs {
		w.faults = append(w.faults, e.Line)
	}
	w.walk(n, reflect.ValueOf(v))
	w.markFaulty()
	*problems = append(append(*problems, typeErrs...), w.problems...)
}
