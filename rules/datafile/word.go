package datafile

import (
	"fmt"

	"go.yaml.in/yaml/v3"
)

// Word is a single word of text that remembers where it was written, so
// a check can point at one entry of a list of names ("modules: [blast,
// jmas]": the second) rather than at the list.
type Word struct {
	Value     string
	Line, Col int
}

// UnmarshalYAML reads a scalar; a list or mapping is reported as a
// wrong-type problem, with the others.
func (w *Word) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind != yaml.ScalarNode {
		return &yaml.TypeError{Errors: []string{fmt.Sprintf("line %d: a name is a single word, not a list or mapping", n.Line)}}
	}
	*w = Word{Value: n.Value, Line: n.Line, Col: n.Column}
	return nil
}

// At is where the word was written, in file.
func (w Word) At(file string) Pos { return Pos{File: file, Line: w.Line, Col: w.Col} }
