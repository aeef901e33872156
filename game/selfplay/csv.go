package selfplay

import (
	"encoding/csv"
	"io"
	"strconv"
)

// CSVHeader names the CSV's columns: the game's index and dice seed, the
// scenario, the AI on each side, the winning side's id (empty when nobody
// won) and AI ("draw" for a draw or a capped game, "error" for a game
// ended by an error), the rounds and ticks played, the game's wall-clock
// time in milliseconds, the declarations refused to either side, and the
// outcome (win, draw, capped or error).
var CSVHeader = []string{"game", "seed", "scenario", "ai_side0", "ai_side1", "winner_side", "winner_ai",
	"rounds", "ticks", "duration_ms", "refused", "outcome"}

type csvWriter struct {
	w      *csv.Writer
	header bool
}

func newCSVWriter(w io.Writer) *csvWriter { return &csvWriter{w: csv.NewWriter(w)} }

// write writes one game's row, after the header for the first.
func (c *csvWriter) write(g gameResult, scenario string) error {
	if !c.header {
		c.header = true
		if err := c.w.Write(CSVHeader); err != nil {
			return err
		}
	}
	side, winner := "", g.outcome
	switch g.outcome {
	case OutcomeWin:
		side, winner = g.sides[g.winner], g.names[g.winner]
	case OutcomeCapped:
		winner = OutcomeDraw
	}
	return c.w.Write([]string{strconv.Itoa(g.index), strconv.FormatUint(g.seed, 10), scenario, g.names[0], g.names[1], side, winner,
		strconv.Itoa(g.rounds), strconv.Itoa(g.ticks), strconv.FormatFloat(float64(g.duration.Microseconds())/1e3, 'f', 3, 64),
		strconv.Itoa(g.refused[0] + g.refused[1]), g.outcome})
}

func (c *csvWriter) flush() error {
	c.w.Flush()
	return c.w.Error()
}
