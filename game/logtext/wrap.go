package logtext

import (
	"strings"

	"github.com/krygothic/krygothic/game/internal/textwrap"
)

// seg is a piece of a paragraph: plain text, which may break at its
// spaces, or an atom (a name, a die) that never breaks.
type seg struct {
	text string
	atom bool
	die  *Die
}

// atom is text that must stay on one line, such as a unit's name.
func atom(s string) seg { return seg{text: s, atom: true} }

// para is one line before wrapping.
type para struct {
	indent int // levels of two spaces
	kind   Kind
	side   int
	segs   []seg
}

// piece is part of a word: text, perhaps a die.
type piece struct {
	text string
	die  *Die
}

// words splits the paragraph at the spaces of its plain text; an atom
// joins whatever touches it without a space, and a closing rule ID joins
// the word before it.
func (p para) words() [][]piece {
	var out [][]piece
	var cur []piece
	end := func() {
		if len(cur) > 0 {
			out = append(out, cur)
			cur = nil
		}
	}
	for _, s := range p.segs {
		if s.atom {
			if s.text != "" {
				cur = append(cur, piece{s.text, s.die})
			}
			continue
		}
		for i, w := range strings.Split(s.text, " ") {
			if i > 0 {
				end()
			}
			if w != "" {
				cur = append(cur, piece{text: w})
			}
		}
	}
	end()
	// A closing "(RULE)" never stands alone on a line: it keeps the word
	// before it company.
	if k := len(out); k >= 2 {
		last := out[k-1]
		if strings.HasPrefix(last[0].text, "(") && strings.HasSuffix(last[len(last)-1].text, ")") {
			out[k-2] = append(append(out[k-2], piece{text: " "}), last...)
			out = out[:k-1]
		}
	}
	return out
}

// wrap lays the paragraph out in lines of at most Width runes, each
// continuation indented two spaces more than the first line.
func (p para) wrap() []Line {
	words := p.words()
	texts := make([]string, len(words))
	for i, w := range words {
		for _, pc := range w {
			texts[i] += pc.text
		}
	}
	first := strings.Repeat("  ", p.indent)
	o := textwrap.Options{Width: Width, First: first, Hang: first + "  "}
	var out []Line
	next := 0 // the first word not yet written
	for i, line := range textwrap.Words(texts, o) {
		var b strings.Builder
		var dice []Die
		if i == 0 {
			b.WriteString(o.First)
		} else {
			b.WriteString(o.Hang)
		}
		for j := range line {
			if j > 0 {
				b.WriteByte(' ')
			}
			for _, pc := range words[next] {
				start := b.Len()
				b.WriteString(pc.text)
				if pc.die != nil {
					d := *pc.die
					d.Start, d.End = start, b.Len()
					dice = append(dice, d)
				}
			}
			next++
		}
		out = append(out, Line{Text: b.String(), Kind: p.kind, Side: p.side, Dice: dice})
	}
	return out
}
