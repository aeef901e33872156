package selfplay_test

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/selfplay"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

func TestValidate(t *testing.T) {
	ok := selfplay.Config{Games: 1, AI: [2]string{"baseline", "baseline"}}
	tests := []struct {
		name   string
		change func(*selfplay.Config)
		want   string // "" for a valid config
	}{
		{"valid", func(*selfplay.Config) {}, ""},
		{"a scenario file", func(c *selfplay.Config) { c.Scenario = "no/such/file.yaml" }, ""},
		{"every shipped scenario", func(c *selfplay.Config) { c.Scenario = scenarios.Shipped()[len(scenarios.Shipped())-1] }, ""},
		{"no games", func(c *selfplay.Config) { c.Games = 0 }, "games must be 1 to 100000, not 0"},
		{"too many games", func(c *selfplay.Config) { c.Games = 4000000000 }, "games must be 1 to 100000, not 4000000000"},
		{"negative workers", func(c *selfplay.Config) { c.Workers = -2 }, "workers must be 1 to 64, not -2"},
		{"too many workers", func(c *selfplay.Config) { c.Workers = 3000 }, "workers must be 1 to 64, not 3000"},
		{"negative tick cap", func(c *selfplay.Config) { c.MaxTicks = -1 }, "tick cap must be 1 to 216000"},
		{"a tick cap past an hour", func(c *selfplay.Config) { c.MaxTicks = 216001 }, "tick cap must be 1 to 216000"},
		{"one AI", func(c *selfplay.Config) { c.AI[1] = "" }, "name two AIs (there are: " + strings.Join(ai.Names(), ", ")},
		{"unknown AI", func(c *selfplay.Config) { c.AI[0] = "deep-blue" }, `no AI called "deep-blue" (there are: ` + strings.Join(ai.Names(), ", ")},
		{"unknown scenario", func(c *selfplay.Config) { c.Scenario = "moon-base" }, `no shipped scenario called "moon-base" (there are: ` + strings.Join(scenarios.Shipped(), ", ")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := ok
			tc.change(&cfg)
			err := cfg.Validate()
			if tc.want == "" {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				return
			}
			var ce *selfplay.ConfigError
			if !errors.As(err, &ce) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want a ConfigError containing %q", err, tc.want)
			}
			if _, err := selfplay.Run(cfg); !errors.As(err, &ce) {
				t.Errorf("Run: got %v, want the same ConfigError", err)
			}
		})
	}
}

// The CI-sized soak: baseline against baseline on every shipped scenario,
// sides swapped, every record replayed. Nothing may panic, break an
// invariant or replay differently, and the baseline bot is never refused
// an order.
func TestSoak(t *testing.T) {
	games := 20
	if testing.Short() {
		games = 2
	}
	for _, name := range scenarios.Shipped() {
		t.Run(name, func(t *testing.T) {
			s, err := selfplay.Run(selfplay.Config{Games: games, AI: [2]string{"baseline", "baseline"}, Scenario: name,
				Seed: 7, SwapSides: true, CheckReplays: true, Workers: 2})
			if err != nil {
				t.Fatal(err)
			}
			if s.Errors != 0 || s.Panics != 0 || s.InvariantViolations != 0 || s.ReplayMismatches != 0 || s.Failed() {
				t.Errorf("%d errors, %d panics, %d broken invariants, %d replay mismatches: %+v", s.Errors, s.Panics, s.InvariantViolations, s.ReplayMismatches, s.Problems)
			}
			if s.Refused != 0 {
				t.Errorf("baseline was refused %d orders, first: %+v", s.Refused, s.RefusedExamples)
			}
			wins := 0
			for _, w := range s.WinsPerSide {
				wins += w
			}
			if s.Games != games || s.ReplaysChecked != games || wins+s.Draws != games || s.WinsPerAI["baseline"] != wins || s.WinsPerSlot[0]+s.WinsPerSlot[1] != wins {
				t.Errorf("the counts do not add up: %+v", s)
			}
			if s.Capped != 0 || s.AverageRounds < 1 || s.GamesPerMinute <= 0 {
				t.Errorf("capped %d, average rounds %v, %v games a minute", s.Capped, s.AverageRounds, s.GamesPerMinute)
			}
			if c := s.Latency.PerAI["baseline"]; c.Calls.Count == 0 || c.Decisions.Count == 0 || c.Decisions.Count > c.Calls.Count ||
				c.Calls.MedianUS > c.Calls.P99US || c.Calls.P99US > c.Calls.MaxUS || s.Latency.Overall != c {
				t.Errorf("latency: %+v", s.Latency)
			}
			t.Logf("%s: %d games, wins by side %v, %d draws, %.1f rounds, %.0f games/min", name, s.Games, s.WinsPerSide, s.Draws, s.AverageRounds, s.GamesPerMinute)
		})
	}
}

// The same config gives the same games with one worker or several.
func TestWorkersDoNotChangeResults(t *testing.T) {
	var sums [2]selfplay.Summary
	var rows [2]string
	for i, workers := range []int{1, 2} {
		var buf bytes.Buffer
		s, err := selfplay.Run(selfplay.Config{Games: 4, AI: [2]string{"baseline", "baseline"}, Seed: 3, SwapSides: true,
			MaxTicks: 1500, Workers: workers, CSV: &buf})
		if err != nil {
			t.Fatal(err)
		}
		sums[i] = s
		rows[i] = dropColumn(t, buf.String(), "duration_ms")
	}
	key := func(s selfplay.Summary) string {
		return fmt.Sprint(s.WinsPerSide, s.WinsPerSlot, s.Draws, s.Capped, s.AverageTicks, s.Refused, s.Latency.Overall.Calls.Count)
	}
	if key(sums[0]) != key(sums[1]) || rows[0] != rows[1] {
		t.Errorf("one worker: %s\n%s\ntwo: %s\n%s", key(sums[0]), rows[0], key(sums[1]), rows[1])
	}
}

func dropColumn(t *testing.T, text, column string) string {
	recs, err := csv.NewReader(strings.NewReader(text)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := -1
	for i, h := range recs[0] {
		if h == column {
			col = i
		}
	}
	var out []string
	for _, r := range recs {
		out = append(out, strings.Join(append(r[:col:col], r[col+1:]...), ","))
	}
	return strings.Join(out, "\n")
}

func TestCSV(t *testing.T) {
	var buf bytes.Buffer
	games := 5
	s, err := selfplay.Run(selfplay.Config{Games: games, AI: [2]string{"baseline", "sitter"}, Seed: 11, SwapSides: true,
		MaxTicks: 600, CSV: &buf, NewPlayer: withFakes})
	if err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(recs[0], ",") != "game,seed,scenario,ai_side0,ai_side1,winner_side,winner_ai,rounds,ticks,duration_ms,refused,outcome" {
		t.Errorf("header %v", recs[0])
	}
	if len(recs) != games+1 || s.Games != games {
		t.Fatalf("%d rows for %d games", len(recs)-1, games)
	}
	for i, r := range recs[1:] {
		ais := "baseline,sitter"
		if i%2 == 1 {
			ais = "sitter,baseline"
		}
		if r[0] != strconv.Itoa(i) || r[1] != strconv.FormatUint(selfplay.GameSeed(11, i), 10) || r[2] != scenarios.DefaultName ||
			r[3]+","+r[4] != ais || r[5] != "" || r[6] != "draw" || r[8] != "600" || r[11] != "capped" {
			t.Errorf("row %d: %v", i, r)
		}
		if ms, err := strconv.ParseFloat(r[9], 64); err != nil || ms <= 0 {
			t.Errorf("row %d: duration %q", i, r[9])
		}
	}
	if s.Capped != games || s.Draws != games {
		t.Errorf("%d capped, %d draws", s.Capped, s.Draws)
	}
}

// A Player that panics is recovered: its game counts as an error, with its
// seed and the panic's message, and the other games go on.
func TestPanicsAreRecovered(t *testing.T) {
	games := 4
	s, err := selfplay.Run(selfplay.Config{Games: games, AI: [2]string{"baseline", "panicky"}, Seed: 5, SwapSides: true,
		MaxTicks: 900, CheckReplays: true, NewPlayer: withFakes})
	if err != nil {
		t.Fatal(err)
	}
	// panicky panics only on the scenario's second side: in the even games.
	if s.Panics != games/2 || s.Errors != games/2 || !s.Failed() || s.Capped != games/2 || s.ReplaysChecked != games/2 {
		t.Fatalf("%d panics, %d errors, %d capped, %d replays checked", s.Panics, s.Errors, s.Capped, s.ReplaysChecked)
	}
	if len(s.Problems) != games/2 {
		t.Fatalf("problems: %+v", s.Problems)
	}
	for k, p := range s.Problems {
		i := 2 * k
		if p.Kind != selfplay.KindPanic || p.Game != i || p.Seed != selfplay.GameSeed(5, i) || p.Tick != 30 ||
			!strings.Contains(p.Message, "panicky gives up") || !strings.Contains(p.Message, "selfplay_test.go") {
			t.Errorf("problem %d: %+v", k, p)
		}
	}
}

// Refused orders are counted against the AI that gave them.
func TestRefusedOrdersAreCounted(t *testing.T) {
	s, err := selfplay.Run(selfplay.Config{Games: 2, AI: [2]string{"baseline", "fumbler"}, MaxTicks: 300, NewPlayer: withFakes})
	if err != nil {
		t.Fatal(err)
	}
	if s.Refused == 0 || s.RefusedPerAI["fumbler"] != s.Refused || s.RefusedPerAI["baseline"] != 0 || len(s.RefusedExamples) != 2 || s.Failed() {
		t.Fatalf("refused %d %v, examples %+v", s.Refused, s.RefusedPerAI, s.RefusedExamples)
	}
	if e := s.RefusedExamples[0]; e.Kind != selfplay.KindRefused || !strings.Contains(e.Message, "(fumbler) was refused") {
		t.Errorf("example %+v", e)
	}
}

// withFakes adds players that misbehave to the registered AIs.
func withFakes(name, side string, seed uint64) (match.Player, error) {
	switch name {
	case "sitter": // never declares anything
		return &match.Script{Side: side}, nil
	case "panicky": // plays like baseline, but panics at tick 30 on the second side
		return &panicky{Baseline: ai.Baseline{Side: side}}, nil
	case "fumbler": // orders a unit it does not have, every 50 ticks
		return &fumbler{Script: match.Script{Side: side}}, nil
	}
	return ai.New(name, side, seed)
}

type panicky struct{ ai.Baseline }

func (p *panicky) Declare(v match.View) []orders.Declaration {
	if v.Tick() == 30 && p.Side == v.Scenario().Sides[1].ID {
		panic("panicky gives up")
	}
	return p.Baseline.Declare(v)
}

type fumbler struct{ match.Script }

func (f *fumbler) Declare(v match.View) []orders.Declaration {
	if v.Tick()%50 != 0 {
		return nil
	}
	return []orders.Declaration{{Steps: []orders.Order{{Unit: "nobody-1", Verb: orders.Move, X: 1.5, Y: 1.5}}}}
}
