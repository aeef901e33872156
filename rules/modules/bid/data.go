package bid

import (
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (bid:).
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// WindowSeconds is how long, in seconds of game time, the winner of
	// the bid has the first declaration window at most: the loser's paid
	// declarations wait until the winner has declared (an order, or done)
	// or this time has run out.
	WindowSeconds float64 `yaml:"window_seconds"`
	// MostShare caps the computer players' bid at this share of their
	// pool (never the whole pool blindly).
	MostShare float64 `yaml:"ai_most_share"`
}

// Shipped is the module's data when a content's modules.yaml has no bid
// section: a 10-second window; the AI bids at most 34% of its pool.
func Shipped() Data { return Data{WindowSeconds: 10, MostShare: 0.34} }

// read reads the module's section of d's content, checked: a window from
// 0 (exclusive) to 120 seconds, a share from 0 to 1. Without a section,
// the shipped data; a key left out keeps its shipped value.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Shipped())
	if !ok {
		return Shipped()
	}
	if data.WindowSeconds <= 0 || data.WindowSeconds > 120 {
		d.Problems.Add(data.Keys.At("window_seconds", d.Section.At), "bid: window_seconds %g; the first declaration window lasts more than 0 and at most 120 seconds",
			data.WindowSeconds)
		data.WindowSeconds = Shipped().WindowSeconds
	}
	if data.MostShare < 0 || data.MostShare > 1 {
		d.Problems.Add(data.Keys.At("ai_most_share", d.Section.At), "bid: ai_most_share %g; the AI's largest bid is a share of its pool from 0 to 1",
			data.MostShare)
		data.MostShare = Shipped().MostShare
	}
	return data
}
