package selfplay

import (
	"time"
)

// Summary is what a run found, printed by kg selfplay as JSON
// (docs/cli.md). Games that ended in an error are counted in Errors and
// left out of the wins, draws and averages: Wins + Draws + Errors = Games,
// where Wins is the sum of WinsPerSide.
type Summary struct {
	Scenario  string    `json:"scenario"`
	Armies    []string  `json:"armies,omitempty"` // Config.Armies, when set
	AI        [2]string `json:"ai"`
	Seed      uint64    `json:"seed"`
	SwapSides bool      `json:"swap_sides"`
	MaxTicks  int       `json:"max_ticks"`
	Workers   int       `json:"workers"`
	Modules   []string  `json:"modules"` // the rule modules every game played with
	Fog       bool      `json:"fog"`     // every game played under the fog of war

	Games int `json:"games"`
	// WinsPerAI counts wins by AI name; with the same name twice it
	// counts both.
	WinsPerAI map[string]int `json:"wins_per_ai"`
	// WinsPerSlot counts wins by the AI's place in Config.AI, which tells
	// two players of the same name apart.
	WinsPerSlot [2]int         `json:"wins_per_slot"`
	WinsPerSide map[string]int `json:"wins_per_side"` // by side id
	Draws       int            `json:"draws"`         // capped games included
	Capped      int            `json:"capped"`        // games stopped at MaxTicks
	Errors      int            `json:"errors"`        // games ended by a panic or an engine error
	Panics      int            `json:"panics"`        // of the errors, the panics recovered

	AverageRounds  float64 `json:"average_rounds"`
	AverageTicks   float64 `json:"average_ticks"`
	WallSeconds    float64 `json:"wall_seconds"`
	GamesPerMinute float64 `json:"games_per_minute"` // by the wall clock, checks included

	Latency Latency `json:"latency"`

	// Refused counts the declarations the match refused an AI (every
	// side is played by one); RefusedPerAI splits them by name.
	Refused      int            `json:"refused"`
	RefusedPerAI map[string]int `json:"refused_per_ai"`

	InvariantViolations int `json:"invariant_violations"` // games in which an invariant broke
	ReplaysChecked      int `json:"replays_checked"`
	ReplayMismatches    int `json:"replay_mismatches"`

	// Problems lists the first MaxProblems panics, errors, broken
	// invariants and replay mismatches, in game order (at most one of
	// each kind a game).
	Problems []Problem `json:"problems"`
	// RefusedExamples lists the first refusal of the first MaxProblems
	// games with any.
	RefusedExamples []Problem `json:"refused_examples"`
}

// Latency is how long the AIs took to answer the match, overall and per AI
// name. Calls are every call to Declare, Defence and PayForWound;
// decisions are the calls that gave the match something to act on: a
// Declare that returned at least one declaration, and every Defence and
// PayForWound.
type Latency struct {
	Overall CallStats            `json:"overall"`
	PerAI   map[string]CallStats `json:"per_ai"`
}

// CallStats are the timings of calls and of decisions.
type CallStats struct {
	Calls     Timing `json:"calls"`
	Decisions Timing `json:"decisions"`
}

// Timing sums up a set of durations, in microseconds. The median and p99
// are nearest-rank percentiles read from a histogram, within about 2%.
type Timing struct {
	Count    uint64  `json:"count"`
	MedianUS float64 `json:"median_us"`
	P99US    float64 `json:"p99_us"`
	MaxUS    float64 `json:"max_us"`
}

func timing(h *histogram) Timing {
	us := func(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e3 }
	return Timing{Count: h.n, MedianUS: us(h.percentile(50)), P99US: us(h.percentile(99)), MaxUS: us(h.max)}
}

func callStats(ct *callTimes) CallStats {
	return CallStats{Calls: timing(&ct.calls), Decisions: timing(&ct.decisions)}
}

// summarise adds up the games, which are in game order.
func summarise(cfg Config, games []gameResult, lat latencies, wall time.Duration) Summary {
	s := Summary{Scenario: cfg.scenario(), Armies: cfg.Armies, AI: cfg.AI, Seed: cfg.Seed, SwapSides: cfg.SwapSides, MaxTicks: cfg.maxTicks(), Workers: cfg.workers(),
		Games: len(games), WinsPerAI: map[string]int{}, WinsPerSide: map[string]int{}, RefusedPerAI: map[string]int{},
		Problems: []Problem{}, RefusedExamples: []Problem{},
		Latency: Latency{PerAI: map[string]CallStats{}}}
	for _, name := range cfg.AI {
		s.WinsPerAI[name], s.RefusedPerAI[name] = 0, 0
	}
	rounds, ticks, played := 0, 0, 0
	for _, g := range games {
		for k := range g.sides {
			s.WinsPerSide[g.sides[k]] += 0 // both sides listed, winless or not
			s.Refused += g.refused[k]
			s.RefusedPerAI[g.names[k]] += g.refused[k]
		}
		switch g.outcome {
		case OutcomeWin:
			s.WinsPerAI[g.names[g.winner]]++
			s.WinsPerSide[g.sides[g.winner]]++
			slot := g.winner
			if cfg.SwapSides && g.index%2 == 1 {
				slot = 1 - slot
			}
			s.WinsPerSlot[slot]++
		case OutcomeDraw:
			s.Draws++
		case OutcomeCapped:
			s.Draws++
			s.Capped++
		default:
			s.Errors++
		}
		if g.panicked {
			s.Panics++
		}
		if g.outcome != OutcomeError {
			rounds, ticks, played = rounds+g.rounds, ticks+g.ticks, played+1
		}
		if g.invariantBroken {
			s.InvariantViolations++
		}
		if g.replayChecked {
			s.ReplaysChecked++
		}
		if g.replayMismatch {
			s.ReplayMismatches++
		}
		for _, p := range g.problems {
			switch {
			case p.Kind == KindRefused && len(s.RefusedExamples) < MaxProblems:
				s.RefusedExamples = append(s.RefusedExamples, p)
			case p.Kind != KindRefused && len(s.Problems) < MaxProblems:
				s.Problems = append(s.Problems, p)
			}
		}
	}
	if played > 0 {
		s.AverageRounds, s.AverageTicks = float64(rounds)/float64(played), float64(ticks)/float64(played)
	}
	s.WallSeconds = wall.Seconds()
	if wall > 0 {
		s.GamesPerMinute = float64(len(games)) / wall.Minutes()
	}
	var all callTimes
	for name, ct := range lat {
		s.Latency.PerAI[name] = callStats(ct)
		all.calls.merge(&ct.calls)
		all.decisions.merge(&ct.decisions)
	}
	s.Latency.Overall = callStats(&all)
	return s
}
