package scenarios_test

import (
	"fmt"
	"strings"
	"testing"
)

// thralls is a side of n slaves, an overseer and n-1 thralls in entries
// of at most 14, written in place for the limits base.
func thralls(n int) string {
	src := "  - id: red\n    zone: west\n    list:\n      team: slaves\n      models:\n" +
		"        - {unit: slave-overseer}\n"
	for left := n - 1; left > 0; left -= 14 {
		src += fmt.Sprintf("        - {unit: slave-thrall, count: %d}\n", min(left, 14))
	}
	return src
}

// bigZone is the base's map with room for 42 models in the west zone.
const bigZone = `map: |
  ################
  #aaaaaaa.adddd.#
  #aaaaaaa.adddd.#
  #aaaaaaa.adddd.#
  #aaaaaaa.adddd.#
  #aaaaaaa.adddd.#
  #aaaaaaa.adddd.#
  ################
`

// battle_size multiplies the army limits a side's list obeys: 28 models
// and two overseers fit a battle of size 2, not a standard one, nor size
// 2 with 29; a written 0 or a size past the most is refused at its key;
// left out it is 1.
func TestBattleSize(t *testing.T) {
	big := func(t *testing.T, side string) string {
		return strings.Replace(edit(t, "  - {id: red, name: Red, army: slaves, zone: west}\n", side), mapBlock, bigZone, 1)
	}
	tests := []struct {
		name, src, want string // want: "" loads
	}{
		{"left out, 14 fit", big(t, thralls(14)), ""},
		{"left out, 28 do not", big(t, thralls(28)), "the army has 28 models; The Slaves may field at most 14"},
		{"size 2, 28 fit", "battle_size: 2\n" + big(t, thralls(28)), ""},
		{"size 2, 29 do not", "battle_size: 2\n" + big(t, thralls(29)), "the army has 29 models; The Slaves may field at most 28"},
		{"size 0", "battle_size: 0\n" + limitsBase, "s.yaml:1:1: battle_size is 0; it is 1 (the standard game) to 7"},
		{"size 8", "battle_size: 8\n" + limitsBase, "battle_size is 8"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := loadText(t, tc.src)
			switch {
			case tc.want == "" && err != nil:
				t.Fatal(err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Fatalf("got %v; want %q", err, tc.want)
			case tc.want == "" && s.BattleSize != max(strings.Count(tc.src, "battle_size: 2")*2, 1):
				t.Errorf("battle size %d", s.BattleSize)
			}
		})
	}
}
