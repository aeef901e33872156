// Package textwrap breaks text into lines no wider than a width: the one
// word wrapper of the game, for the event log (game/logtext, in columns)
// and for every screen (game/ui/..., in pixels of a font). What a line's
// width is comes from a [Measure], so columns and pixels are the same
// code. It is headless: it imports nothing that draws.
package textwrap

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Measure gives the width of a line of text, in the unit of
// [Options.Width]: runes for columns ([Runes]), pixels for a font.
type Measure func(string) float64

// Runes measures text in columns: one a rune.
func Runes(s string) float64 { return float64(utf8.RuneCountInString(s)) }

// Cut says what becomes of a word that does not fit on the line it comes to.
type Cut int

// The ways of treating a word that does not fit.
const (
	// Keep moves the word to the next line whole; a word wider than a
	// whole line stands alone on one and overflows it.
	Keep Cut = iota
	// Long moves the word to the next line; a word wider than Width is
	// first cut into pieces that fill Width (measured without the line's
	// prefix), which then wrap like words (a path in a message).
	Long
	// Fill cuts the word where the line ends when moving it would leave
	// the line at most half full; otherwise it moves the word. Lines come
	// out evenly full, at the cost of words cut more often (a list of
	// file:line:col messages in a fixed-width font).
	Fill
)

// Options say how to wrap.
type Options struct {
	// Width is the widest a line may be, in the unit of Measure.
	Width float64
	// Measure measures a line, its prefix included; nil is [Runes].
	Measure Measure
	// First is written before the first line of each paragraph, Hang
	// before the lines after it (a hanging indent); both count towards
	// the width. An empty paragraph is an empty line, without them.
	First, Hang string
	// Cut is what becomes of a word that does not fit; the zero value is
	// [Keep].
	Cut Cut
}

func (o Options) measure(s string) float64 {
	if o.Measure == nil {
		return Runes(s)
	}
	return o.Measure(s)
}

// Lines breaks s into lines. "\n" ends a paragraph and starts a new
// line; within a paragraph, words are separated by white space (a run of
// it counts as one space) and lines break between words, as many words
// on each line as fit: a line with words on it is never wider than
// o.Width unless one word alone is (see [Cut]). Every paragraph gives at
// least one line, so "" is one empty line and "a\n\nb" three lines.
func Lines(s string, o Options) []string {
	var out []string
	for para := range strings.SplitSeq(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			out = append(out, "")
			continue
		}
		for i, line := range Words(words, o) {
			prefix := o.Hang
			if i == 0 {
				prefix = o.First
			}
			out = append(out, prefix+strings.Join(line, " "))
		}
	}
	return out
}

// Words lays out one paragraph given as its words: each line is the words
// on it, to be joined by single spaces after the line's prefix (o.First,
// then o.Hang). With [Keep] the lines hold the given words in order, so
// counting them maps each line back to the words; with [Long] and [Fill]
// a word that is cut is there as its pieces. A word may hold spaces: it
// is kept whole all the same. No words give no lines.
func Words(words []string, o Options) [][]string {
	if o.Cut == Long {
		words = cutLong(words, o)
	}
	var out [][]string
	var line []string
	text := o.First // the line as written so far, prefix included
	cut := false    // words is a copy, holding the rest of a cut word
	end := func() {
		out = append(out, line)
		line, text = nil, o.Hang
	}
	for i := 0; i < len(words); i++ {
		w := words[i]
		next := text + w
		if len(line) > 0 {
			next = text + " " + w
		}
		switch {
		case o.measure(next) <= o.Width:
			line, text = append(line, w), next
		case o.Cut == Fill && (len(line) == 0 || o.measure(text) <= o.Width/2):
			head, rest := fill(text, w, len(line) > 0, o)
			if head != "" {
				line = append(line, head)
			}
			end()
			switch {
			case head == "": // not one rune fits after the words
				i--
			case rest != "":
				if !cut {
					words, cut = slices.Clone(words), true
				}
				words[i] = rest // the rest of the word is the next to place
				i--
			}
		case len(line) == 0: // alone on its line, and too wide for it
			line = append(line, w)
			end()
		default:
			end()
			i--
		}
	}
	if len(line) > 0 {
		out = append(out, line)
	}
	return out
}

// cutLong cuts every word wider than o.Width (measured alone) into pieces
// that are not, each as long as fits (at least one rune).
func cutLong(words []string, o Options) []string {
	var out []string
	for _, w := range words {
		for o.measure(w) > o.Width {
			head, rest := fill("", w, false, o)
			if rest == "" {
				break
			}
			out = append(out, head)
			w = rest
		}
		out = append(out, w)
	}
	return out
}

// fill splits word w where the line (text so far, then a space when it
// has words) is full: the longest head that fits, and the rest. On a line
// without words at least one rune goes, so the wrapping always moves on;
// after words, head may be empty.
func fill(text, w string, space bool, o Options) (head, rest string) {
	if space {
		text += " "
	}
	r := []rune(w)
	n := len(r) - 1
	for n > 0 && o.measure(text+string(r[:n])) > o.Width {
		n--
	}
	if n == 0 && !space {
		n = 1
	}
	return string(r[:n]), string(r[n:])
}
