package ai

import (
	"fmt"
	"sort"
	"strings"

	"github.com/krygothic/krygothic/game/match"
)

// A Maker builds a computer player for one side; seed makes any choice it
// randomises reproducible.
type Maker func(side string, seed uint64) match.Player

// makers are the computer players by name, as kg selfplay and the menus
// name them.
var makers = map[string]Maker{
	"baseline": func(side string, _ uint64) match.Player { return &Baseline{Side: side} },
}

// Names lists the computer players, sorted.
func Names() []string {
	out := make([]string, 0, len(makers))
	for n := range makers {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// New builds the computer player called name for side.
func New(name, side string, seed uint64) (match.Player, error) {
	mk, ok := makers[name]
	if !ok {
		return nil, fmt.Errorf("no AI called %q (there are: %s)", name, strings.Join(Names(), ", "))
	}
	return mk(side, seed), nil
}

// NewWith is New with a levels file's levels first (ReadLevels): a name
// one of levels has is played at that level, any other as New plays it.
// kg selfplay --levels plays a designer's levels with it.
func NewWith(levels []Level) func(name, side string, seed uint64) (match.Player, error) {
	return func(name, side string, seed uint64) (match.Player, error) {
		for _, l := range levels {
			if l.Name == name {
				return NewTactician(side, l, seed), nil
			}
		}
		return New(name, side, seed)
	}
}
