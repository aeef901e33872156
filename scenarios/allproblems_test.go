package scenarios_test

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/scenarios"
)

// wantProblems checks err lists exactly the problems want, in that order;
// each wanted line is the start of a problem's line.
func wantProblems(t *testing.T, err error, want ...string) {
	t.Helper()
	if err == nil {
		t.Fatal("loaded without error")
	}
	got := strings.Split(err.Error(), "\n")
	if len(got) != len(want) {
		t.Fatalf("got %d problems, want %d:\n%v", len(got), len(want), err)
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("problem %d:\n got: %s\nwant: %s…", i+1, got[i], want[i])
		}
	}
}

// An unknown field does not hide the file's other problems: all of them
// are reported at once, each at its place, in file order (issue "Every
// problem at once is not true").
func TestUnknownFieldDoesNotHideOtherProblems(t *testing.T) {
	src := edit(t, "rounds: 10\n", "rounds: 60\n")
	src = strings.Replace(src, "army: slaves, zone: west}", "army: slaves, zoen: west, zone: west}", 1)
	src = strings.Replace(src, "type: message", "type: quake", 1)
	_, err := loadText(t, src)
	wantProblems(t, err,
		"s.yaml:2:1: rounds is 60; a scenario lasts 1 to 50 AP rounds",
		`s.yaml:17:40: unknown field "zoen"`,
		`s.yaml:25:5: unknown event type "quake"`,
	)
}

// A mistake outside the legend and the map does not stop the deck being
// checked: an objective in a wall is reported beside a bad rounds.
func TestBadRoundsDoesNotHideTheDeck(t *testing.T) {
	src := edit(t, "rounds: 10\n", "rounds: 60\n")
	src = strings.Replace(src, "at: [7, 2]}", "at: [0, 0]}", 1)
	_, err := loadText(t, src)
	wantProblems(t, err,
		"s.yaml:2:1: rounds is 60; a scenario lasts 1 to 50 AP rounds",
		"s.yaml:20:5: objective vault at [0, 0] is inside a wall",
	)
}

// Unknown fields in an army file a scenario names are reported with the
// army's other problems and the scenario's.
func TestUnknownFieldInArmyFileDoesNotHideOtherProblems(t *testing.T) {
	army := "name: Mine\nteam: slaves\ncolour: red\nmodels:\n  - {unit: slave-overseer, ranged: laser}\n"
	src := edit(t, "army: slaves,", "army: mine.yaml,")
	src = strings.Replace(src, "rounds: 10\n", "rounds: 60\n", 1)
	fsys := fstest.MapFS{"s.yaml": {Data: []byte(src)}, "mine.yaml": {Data: []byte(army)}}
	_, err := scenarios.Load(fsys, "s.yaml", "s.yaml", defaultContent(t))
	wantProblems(t, err,
		`mine.yaml:3:1: unknown field "colour"`,
		`mine.yaml:5:5: ranged weapon "laser" is not a known ranged weapon`,
		"s.yaml:2:1: rounds is 60",
	)
}

// The line counting a broken map's further problems comes after the
// problems it counts, at the end of the map, and datafile.Count counts
// them all.
func TestMoreMapProblemsComeLast(t *testing.T) {
	const bad = 26
	src := edit(t, "  #aaaa....dddddd#\n  #aaaa....dddddd#\n", "  #aaaa....dddddd#\n  #XXXXXXXXXXXXXX#\n  #XXXXXXXXXXXX..#\n")
	src = strings.Replace(src, "  #aaaa..........#\n", "", 1) // the deck stays 6 rows high
	_, err := loadText(t, src)
	want := make([]string, 0, 21)
	for i := range 20 {
		line, col := 12+i/14, 4+i%14
		want = append(want, fmt.Sprintf(`s.yaml:%d:%d: map character "X" is not in the legend`, line, col))
	}
	want = append(want, fmt.Sprintf("s.yaml:15:19: … and %d more problems in the map", bad-20))
	wantProblems(t, err, want...)
	if n := datafile.Count(err); n != bad {
		t.Errorf("datafile.Count = %d, want %d", n, bad)
	}
}
