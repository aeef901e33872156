package selfplay

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/host"
	"github.com/krygothic/krygothic/rules/content"
)

// Config.Armies replaces the scenario's armies; with SwapSides the swapped
// games' copy has them on each other's sides, so each army stays with its
// AI; a scenario that brings models on by events refuses them.
func TestArmiesReplaceTheSides(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Games: 2, AI: [2]string{"baseline", "baseline"}, Armies: []string{"ralim", "hive"}, SwapSides: true}
	teams := func(swapped bool) string {
		s, err := cfg.open(c, swapped)
		if err != nil {
			t.Fatal(err)
		}
		return s.Scenario.Sides[0].Army.Team.ID + "," + s.Scenario.Sides[1].Army.Team.ID
	}
	if got := teams(false); got != "ralim,hive" {
		t.Errorf("even games field %s, want ralim,hive", got)
	}
	if got := teams(true); got != "hive,ralim" {
		t.Errorf("odd games field %s, want hive,ralim (the armies swap with their AIs)", got)
	}
	cfg.SwapSides = false
	if got := teams(true); got != "ralim,hive" {
		t.Errorf("without swapping the odd games field %s, want ralim,hive", got)
	}
	cfg.Scenario = "sabotage"
	if _, err := cfg.open(c, false); err == nil || !strings.Contains(err.Error(), "brings models on by events") {
		t.Errorf("a scenario with reinforcements took new armies: %v", err)
	}
	for _, bad := range [][]string{{"ralim"}, {"ralim", "orks"}} {
		cfg := Config{Games: 1, AI: [2]string{"baseline", "baseline"}, Armies: bad}
		if err := cfg.Validate(); err == nil {
			t.Errorf("armies %v were accepted", bad)
		}
	}
}

// A swapped game's sides go by the names its record's replay gives them
// (the names follow the order the sides are fielded in, and a result
// names a side): the Renegades' list on the Earth Confederate's side of
// the Hangar is "Renegades (side 1)" in the game and in its replay.
// Before, the swapped games fielded side 2 first, and a game won by
// elimination replayed to another state.
func TestSwappedSidesKeepTheirNamesInTheReplay(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Games: 2, AI: [2]string{"baseline", "baseline"}, Armies: []string{"earth-confederate", "renegades"}, SwapSides: true}
	tb, err := cfg.open(c, true)
	if err != nil {
		t.Fatal(err)
	}
	m, err := tb.New(host.Start{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	back, err := host.Reread(host.Record(m, cfg.scenario(), 1, nil))
	if err != nil {
		t.Fatal(err)
	}
	again, err := host.Reopen("the record", back, c)
	if err != nil {
		t.Fatal(err)
	}
	for k := range 2 {
		if got, want := tb.Scenario.Sides[k].Name, again.Scenario.Sides[k].Name; got != want {
			t.Errorf("side %d goes by %q in the game, %q in its replay", k+1, got, want)
		}
	}
	if got := tb.Scenario.Sides[0].Name; got != "Renegades (side 1)" {
		t.Errorf("side 1 goes by %q", got)
	}
}

// Armies with a psychic play with the psychic discipline on a scenario
// that names no modules, as a match set up from the menu does (GAP-22,
// scenarios.Scenario.Field), in the swapped games too; modules a run
// names (kg selfplay --modules) still rule.
func TestFieldedPsychicsUseTheirPowers(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		armies  []string
		modules []string
		want    []string
	}{
		{[]string{"ralim", "forgotten"}, nil, []string{"psychic", "blast"}},
		{[]string{"slaves", "hive"}, nil, []string{"psychic", "blast"}},
		{[]string{"slaves", "forgotten"}, nil, []string{"blast"}},
		{[]string{"ralim", "forgotten"}, []string{"blast"}, []string{"blast"}},
		{[]string{"ralim", "forgotten"}, []string{}, []string{}},
	} {
		cfg := Config{Games: 2, AI: [2]string{"baseline", "baseline"}, Armies: tc.armies, SwapSides: true, Modules: tc.modules}
		for _, swapped := range []bool{false, true} {
			s, err := cfg.open(c, swapped)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(s.Scenario.Modules, tc.want) {
				t.Errorf("armies %v, modules %v, swapped %v: the games play %v, want %v", tc.armies, tc.modules, swapped, s.Scenario.Modules, tc.want)
			}
		}
	}
}

// A Table's rates, the pairs over a limit and its markdown.
func TestTable(t *testing.T) {
	tb := &Table{Armies: []string{"a", "b", "c"},
		Wins:  [][]int{{0, 60, 50}, {40, 0, 0}, {49, 10, 0}},
		Games: [][]int{{0, 100, 100}, {100, 0, 10}, {100, 10, 0}}}
	if r := tb.Rate(1, 2); r != 0 {
		t.Errorf("b against c: %v%%", r)
	}
	if got := strings.Join(tb.Over(59.9), "; "); got != "a beats b 60.0%; c beats b 100.0%" {
		t.Errorf("over 59.9%%: %s", got)
	}
	if got := tb.Over(60); len(got) != 1 {
		t.Errorf("over 60%%, exactly 60 is not over: %v", got)
	}
	var b bytes.Buffer
	tb.Markdown(&b)
	want := "| wins % (row vs column) | a | b | c | all |\n| --- | ---: | ---: | ---: | --- |\n" +
		"| a | — | 60.0 | 50.0 | 55.0 |\n| b | 40.0 | — | 0.0 | 36.4 |\n| c | 49.0 | 100.0 | — | 53.6 |\n"
	if b.String() != want {
		t.Errorf("markdown:\n%s\nwant:\n%s", b.String(), want)
	}
}

// A failed game is listed by its pair and keeps the table: kg teams prints
// the table, then the failures (a round robin of 36 pairs lost every cell
// to one broken invariant in its 34th).
func TestTableFailures(t *testing.T) {
	tb := &Table{Pairs: []Summary{
		{Armies: []string{"a", "b"}},
		{Armies: []string{"a", "c"}, InvariantViolations: 1, Problems: []Problem{{Game: 59, Seed: 7, Kind: KindInvariant, Tick: 3016, Message: "x stands in a wall"}}},
		{Armies: []string{"b", "c"}, Errors: 1},
	}}
	got := tb.Failures()
	if len(got) != 2 || !strings.HasPrefix(got[0], "a against c: ") || !strings.Contains(got[0], "x stands in a wall") || !strings.HasPrefix(got[1], "b against c: ") {
		t.Errorf("failures: %q", got)
	}
	if f := (&Table{Pairs: tb.Pairs[:1]}).Failures(); f != nil {
		t.Errorf("a clean table lists %q", f)
	}
}
