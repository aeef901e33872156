package textwrap_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/internal/textwrap"
)

// wide measures like a proportional font: "W" and "m" are wide, "i", "l"
// and "." narrow, a space 4, anything else 7.
func wide(s string) float64 {
	w := 0.0
	for _, r := range s {
		switch r {
		case 'W', 'm':
			w += 12
		case 'i', 'l', '.':
			w += 3
		case ' ':
			w += 4
		default:
			w += 7
		}
	}
	return w
}

func TestLines(t *testing.T) {
	cols := func(n float64) textwrap.Options { return textwrap.Options{Width: n} }
	for _, tc := range []struct {
		name string
		in   string
		o    textwrap.Options
		want []string
	}{
		{"empty", "", cols(10), []string{""}},
		{"only spaces", "   \t ", cols(10), []string{""}},
		{"fits", "a short line", cols(20), []string{"a short line"}},
		{"exact fit", "abcde fghij", cols(11), []string{"abcde fghij"}},
		{"one over", "abcde fghij", cols(10), []string{"abcde", "fghij"}},
		{"greedy", "aa bb cc dd ee", cols(5), []string{"aa bb", "cc dd", "ee"}},
		{"runs of spaces are one", "  aa   bb\tcc  ", cols(20), []string{"aa bb cc"}},
		{"newline ends a line", "aa\nbb cc", cols(20), []string{"aa", "bb cc"}},
		{"blank line kept", "aa\n\nbb", cols(20), []string{"aa", "", "bb"}},
		{"trailing newline", "aa\n", cols(20), []string{"aa", ""}},
		{"runes, not bytes", "ééé ééé", cols(7), []string{"ééé ééé"}},
		{"long word overflows alone (Keep)", "a abcdefghijkl b", cols(5), []string{"a", "abcdefghijkl", "b"}},
		{"long word cut (Long)", "a abcdefghijkl b", textwrap.Options{Width: 5, Cut: textwrap.Long},
			[]string{"a", "abcde", "fghij", "kl b"}},
		{"long word exactly two lines (Long)", "abcdefghij", textwrap.Options{Width: 5, Cut: textwrap.Long},
			[]string{"abcde", "fghij"}},
		{"fill: half-empty line takes part of the word", "ab cdefghijkl", textwrap.Options{Width: 8, Cut: textwrap.Fill},
			[]string{"ab cdefg", "hijkl"}},
		{"fill: a fuller line moves the word", "abcdef ghijk", textwrap.Options{Width: 8, Cut: textwrap.Fill},
			[]string{"abcdef", "ghijk"}},
		{"fill with a hanging indent", "file:1:2: message text that goes on", textwrap.Options{Width: 16, Hang: "    ", Cut: textwrap.Fill},
			[]string{"file:1:2:", "    message text", "    that goes on"}},
		{"first and hanging prefixes count", "aa bb cc dd", textwrap.Options{Width: 7, First: "> ", Hang: ">   "},
			[]string{"> aa bb", ">   cc", ">   dd"}},
		{"prefix per paragraph", "aa bb\ncc", textwrap.Options{Width: 4, First: "-", Hang: " "},
			[]string{"-aa", " bb", "-cc"}},
		{"pixels", "Wim will mill", textwrap.Options{Width: 50, Measure: wide}, []string{"Wim will", "mill"}},
		{"pixels, long word cut", "WWWWWW", textwrap.Options{Width: 30, Measure: wide, Cut: textwrap.Long},
			[]string{"WW", "WW", "WW"}},
		{"narrower than a rune", "abc", textwrap.Options{Width: 0.5, Cut: textwrap.Long}, []string{"a", "b", "c"}},
		{"narrower than a rune (Fill)", "ab", textwrap.Options{Width: 0.5, Cut: textwrap.Fill}, []string{"a", "b"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := textwrap.Lines(tc.in, tc.o); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Lines(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

// Words keeps the words it is given, so a caller can map lines back to
// them; a word may hold a space and stays whole.
func TestWords(t *testing.T) {
	words := []string{"Cultist", "5", "pinned", "(KG-PSY-01)", "by a hit"}
	got := textwrap.Words(words, textwrap.Options{Width: 16, First: "  ", Hang: "    "})
	want := [][]string{{"Cultist", "5"}, {"pinned"}, {"(KG-PSY-01)"}, {"by a hit"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := textwrap.Words(nil, textwrap.Options{Width: 5}); got != nil {
		t.Errorf("no words: %q", got)
	}
	// Cutting never writes to the caller's slice.
	in := []string{"ab", "cdefghij"}
	textwrap.Words(in, textwrap.Options{Width: 6, Cut: textwrap.Fill})
	if in[1] != "cdefghij" {
		t.Errorf("the words were changed: %q", in)
	}
}

// No line with more than one word is wider than the width, nothing is
// lost, and cut words come back whole when the pieces are joined.
func TestLinesKeepEveryRune(t *testing.T) {
	text := "scenarios/maps/very-long-name-of-a-scenario.yaml:12:7: the legend has no entry for “Q” " +
		"(the map uses it in rows 3, 4 and 9)\nsecond paragraph"
	for _, cut := range []textwrap.Cut{textwrap.Keep, textwrap.Long, textwrap.Fill} {
		for w := 8.0; w <= 60; w++ {
			o := textwrap.Options{Width: w, Cut: cut}
			lines := textwrap.Lines(text, o)
			for _, l := range lines {
				if textwrap.Runes(l) > w && strings.Contains(l, " ") {
					t.Fatalf("cut %d width %v: %q is too wide", cut, w, l)
				}
				if cut != textwrap.Keep && textwrap.Runes(l) > w {
					t.Fatalf("cut %d width %v: %q overflows", cut, w, l)
				}
			}
			squash := func(s string) string { return strings.Join(strings.Fields(s), "") }
			if squash(strings.Join(lines, " ")) != squash(text) {
				t.Fatalf("cut %d width %v: lost text: %q", cut, w, lines)
			}
		}
	}
}

func BenchmarkLinesColumns(b *testing.B) {
	s := strings.Repeat("Face-off: Earth Confederate acts before Renegades (KG-FACE-01) ", 4)
	for b.Loop() {
		textwrap.Lines(s, textwrap.Options{Width: 70})
	}
}
