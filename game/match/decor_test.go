package match_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/scenarios"
)

// withoutDecor is a scenario's source with its decor list taken out: the
// "decor:" key and the lines under it, up to the next top-level key.
func withoutDecor(src []byte) []byte {
	var out []string
	in := false
	for _, line := range strings.SplitAfter(string(src), "\n") {
		top := line != "" && line[0] != ' ' && line[0] != '-' && line[0] != '#' && line[0] != '\n'
		if top {
			in = strings.HasPrefix(line, "decor:")
		}
		if !in {
			out = append(out, line)
		}
	}
	return []byte(strings.Join(out, ""))
}

// Decor changes nothing in play: every shipped scenario is dressed, and
// the scenario it makes without its decor has the same deck, cell for
// cell, the same sides, zones, objectives and events, and the same
// fingerprint, so records of it (and the balance measured on it) stand.
func TestDecorChangesNothingInPlay(t *testing.T) {
	for _, name := range scenarios.Shipped() {
		s, err := scenarios.LoadShipped(name, rulesContent)
		if err != nil {
			t.Fatal(err)
		}
		if len(s.Decor) < 10 {
			t.Errorf("%s: %d pieces of decor; the shipped decks are dressed", name, len(s.Decor))
		}
		bareSrc := withoutDecor(s.Files[s.Main])
		if strings.Contains(string(bareSrc), "kind:") {
			t.Fatalf("%s: the decor was not taken out", name)
		}
		bare, err := scenarios.LoadFiles(s.Main, s.File, map[string][]byte{s.Main: bareSrc}, rulesContent)
		if err != nil {
			t.Fatalf("%s without its decor: %v", name, err)
		}
		if len(bare.Decor) != 0 {
			t.Fatalf("%s: still %d pieces of decor", name, len(bare.Decor))
		}
		if s.Deck.W != bare.Deck.W || s.Deck.H != bare.Deck.H {
			t.Fatalf("%s: the deck is %d×%d, without decor %d×%d", name, s.Deck.W, s.Deck.H, bare.Deck.W, bare.Deck.H)
		}
		for y := range s.Deck.H {
			for x := range s.Deck.W {
				a, _ := s.Deck.Cell(x, y)
				if b, _ := bare.Deck.Cell(x, y); a != b {
					t.Fatalf("%s: cell (%d, %d) differs without decor", name, x, y)
				}
			}
		}
		if match.ScenarioHash(s) != match.ScenarioHash(bare) {
			t.Errorf("%s: the decor changes the scenario's fingerprint", name)
		}
		dressed := *s
		dressed.Decor, dressed.Files, dressed.Deck = nil, nil, nil
		bare.Files, bare.Deck = nil, nil
		if !reflect.DeepEqual(&dressed, bare) {
			t.Errorf("%s: the scenario without its decor differs in more than its decor", name)
		}
	}
}
