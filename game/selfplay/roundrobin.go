package selfplay

import (
	"fmt"
	"io"
	"strings"
)

// Table is a round robin of army lists: every pair played by Run with the
// same settings, the armies swapping sides with their AIs.
type Table struct {
	Armies []string
	Base   Config // the settings every pair played with (Armies unset)
	// Pairs holds each pair's summary, Armies[i] against Armies[j] for
	// i < j, in the order RoundRobin played them.
	Pairs []Summary
	// Wins[i][j] is how many games Armies[i] won against Armies[j].
	Wins [][]int
	// Games[i][j] is how many games they played (errors left out).
	Games [][]int
}

// RoundRobin plays every pair of armies on base's settings: base.Games
// games a pair, with base.Armies set to the pair. progress, when set,
// gets one line a pair as it finishes. An error stops the run: a bad
// army or scenario. A game that failed (Summary.Failed) does not: its pair
// is kept with the others, and Failures lists it.
func RoundRobin(base Config, armies []string, progress io.Writer) (*Table, error) {
	n := len(armies)
	if n < 2 {
		return nil, configErrorf("a round robin needs two armies or more, not %d", n)
	}
	t := &Table{Armies: armies, Base: base, Wins: square(n), Games: square(n)}
	for i := range n {
		for j := i + 1; j < n; j++ {
			cfg := base
			cfg.Armies = []string{armies[i], armies[j]}
			sum, err := Run(cfg)
			if err != nil {
				return t, err
			}
			t.Pairs = append(t.Pairs, sum)
			t.Wins[i][j], t.Wins[j][i] = sum.WinsPerSlot[0], sum.WinsPerSlot[1]
			t.Games[i][j] = sum.Games - sum.Errors
			t.Games[j][i] = t.Games[i][j]
			if progress != nil {
				fmt.Fprintf(progress, "%s %d, %s %d, draws %d (%.0fs)\n", armies[i], sum.WinsPerSlot[0], armies[j], sum.WinsPerSlot[1], sum.Draws, sum.WallSeconds)
			}
		}
	}
	return t, nil
}

// Failures lists the pairs in which a game failed (Summary.Failed), each
// as "a against b: " and its problems; nil when every game was clean.
func (t *Table) Failures() []string {
	var out []string
	for _, sum := range t.Pairs {
		if sum.Failed() {
			out = append(out, fmt.Sprintf("%s against %s: %v", sum.Armies[0], sum.Armies[1], sum.Problems))
		}
	}
	return out
}

func square(n int) [][]int {
	out := make([][]int, n)
	for i := range out {
		out[i] = make([]int, n)
	}
	return out
}

// Rate is Armies[i]'s share of its games against Armies[j], in percent
// (a draw is no win); 0 with no games.
func (t *Table) Rate(i, j int) float64 {
	if t.Games[i][j] == 0 {
		return 0
	}
	return 100 * float64(t.Wins[i][j]) / float64(t.Games[i][j])
}

// Over lists the pairs in which one army won more than limit percent of
// the games, as "a beats b 63%", the winner first.
func (t *Table) Over(limit float64) []string {
	var out []string
	for i := range t.Armies {
		for j := range t.Armies {
			if i != j && t.Rate(i, j) > limit {
				out = append(out, fmt.Sprintf("%s beats %s %.1f%%", t.Armies[i], t.Armies[j], t.Rate(i, j)))
			}
		}
	}
	return out
}

// Markdown writes the table: a row per army, its win percentage against
// each column's army, and its share of all its games won.
func (t *Table) Markdown(w io.Writer) {
	fmt.Fprintf(w, "| wins %% (row vs column) | %s | all |\n", strings.Join(t.Armies, " | "))
	fmt.Fprintf(w, "| --- |%s --- |\n", strings.Repeat(" ---: |", len(t.Armies)))
	for i, a := range t.Armies {
		cells := make([]string, len(t.Armies))
		wins, games := 0, 0
		for j := range t.Armies {
			if i == j {
				cells[j] = "—"
				continue
			}
			cells[j] = fmt.Sprintf("%.1f", t.Rate(i, j))
			wins += t.Wins[i][j]
			games += t.Games[i][j]
		}
		all := 0.0
		if games > 0 {
			all = 100 * float64(wins) / float64(games)
		}
		fmt.Fprintf(w, "| %s | %s | %.1f |\n", a, strings.Join(cells, " | "), all)
	}
}
