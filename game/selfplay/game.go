package selfplay

import (
	"fmt"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/krygothic/krygothic/game/host"

	"github.com/krygothic/krygothic/game/balance"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/scenarios"
)

// The kinds of Problem.
const (
	KindPanic     = "panic"     // a panic in the game, recovered
	KindError     = "error"     // the match stopped with an error
	KindInvariant = "invariant" // an invariant broke (the first break of the game)
	KindReplay    = "replay"    // the record replayed to another state, or failed to replay
	KindRefused   = "refused"   // an AI's order was refused (the first of the game)
)

// Problem is something that went wrong in one game: the game's index and
// dice seed say which (the same Config plays it again), the tick when.
type Problem struct {
	Game    int    `json:"game"`
	Seed    uint64 `json:"seed"`
	Kind    string `json:"kind"`
	Tick    int    `json:"tick"`
	Message string `json:"message"`
}

// Outcomes of a game, as the CSV's outcome column spells them.
const (
	OutcomeWin    = "win"
	OutcomeDraw   = "draw"   // the match ended without a winner
	OutcomeCapped = "capped" // stopped at the tick cap: counted as a draw
	OutcomeError  = "error"  // a panic or an engine error
)

// gameResult is one game, as the summary and the CSV need it.
type gameResult struct {
	index    int
	seed     uint64
	names    [2]string // the AI playing each side
	sides    [2]string // the side ids
	outcome  string
	winner   int // the winning side's index, or -1
	rounds   int
	ticks    int
	duration time.Duration
	refused  [2]int // refused declarations per side
	panicked bool

	invariantBroken, replayChecked, replayMismatch bool

	problems []Problem

	balance *balance.Game // with Config.Report: what the game adds to it
}

func (g *gameResult) problem(kind string, tick int, format string, a ...any) {
	g.problems = append(g.problems, Problem{Game: g.index, Seed: g.seed, Kind: kind, Tick: tick, Message: fmt.Sprintf(format, a...)})
}

// playGame plays game i on table t, timing the players into lat.
func playGame(cfg Config, t *host.Table, i int, lat latencies) gameResult {
	s := t.Scenario
	g := gameResult{index: i, seed: GameSeed(cfg.Seed, i), names: cfg.AI, winner: -1}
	if cfg.SwapSides && i%2 == 1 {
		g.names[0], g.names[1] = g.names[1], g.names[0]
	}
	for k := range g.sides {
		g.sides[k] = s.Sides[k].ID
	}
	start := time.Now()
	m := g.play(cfg, t, lat)
	g.duration = time.Since(start)
	if m == nil {
		return g
	}
	v := m.View()
	g.rounds, g.ticks = v.Round(), v.Tick()
	g.countRefused(m)
	if cfg.Report != nil && g.outcome != OutcomeError {
		b := balance.Collect(v, g.players(cfg))
		g.balance = &b
	}
	if cfg.CheckReplays && g.outcome != OutcomeError {
		g.checkReplay(cfg, t, m)
	}
	if cfg.RecordsDir != "" {
		g.writeRecord(cfg, m)
	}
	return g
}

// writeRecord writes the game's record into cfg.RecordsDir, as
// game-N.json; a failure is the game's problem.
func (g *gameResult) writeRecord(cfg Config, m *match.Match) {
	path := filepath.Join(cfg.RecordsDir, fmt.Sprintf("game-%d.json", g.index))
	if err := match.Save(path, host.Record(m, cfg.scenario(), g.seed, nil)); err != nil {
		g.problem(KindError, m.Tick(), "the record was not written: %v", err)
	}
}

// players says which AI played each side, and its place in Config.AI.
func (g *gameResult) players(cfg Config) [2]balance.Player {
	var p [2]balance.Player
	for k := range p {
		slot := k
		if cfg.SwapSides && g.index%2 == 1 {
			slot = 1 - k
		}
		p[k] = balance.Player{AI: g.names[k], Slot: slot}
	}
	return p
}

// report adds the game to r: its statistics, or an error.
func (g *gameResult) report(r *balance.Report) {
	if g.balance == nil {
		r.AddError()
		return
	}
	r.Add(*g.balance)
}

// play runs the match, checking the invariants after every tick. A panic
// is recovered into the result; the match is returned for what it got to.
func (g *gameResult) play(cfg Config, t *host.Table, lat latencies) (m *match.Match) {
	defer func() {
		if r := recover(); r != nil {
			g.outcome, g.panicked = OutcomeError, true
			tick := 0
			if m != nil {
				tick = m.Tick()
			}
			g.problem(KindPanic, tick, "%v%s", r, panicSite())
		}
	}()
	var players [2]match.Player
	for k, name := range g.names {
		p, err := cfg.newPlayer()(name, g.sides[k], GameSeed(g.seed, k))
		if err != nil {
			g.outcome = OutcomeError
			g.problem(KindError, 0, "%v", err)
			return nil
		}
		players[k] = &timed{p: p, lat: lat.of(name)}
	}
	st := match.DefaultSettings()
	st.Fog = cfg.Fog
	m, err := t.New(host.Start{Settings: st, Seed: g.seed, Players: players})
	if err != nil {
		g.outcome = OutcomeError
		g.problem(KindError, 0, "%v", err)
		return nil
	}
	inv := match.NewChecker(m)
	for !m.Over() && m.Tick() < cfg.maxTicks() {
		if err := m.Step(); err != nil {
			g.outcome = OutcomeError
			g.problem(KindError, m.Tick(), "%v", err)
			return m
		}
		if err := inv.Check(); err != nil && !g.invariantBroken {
			g.invariantBroken = true
			g.problem(KindInvariant, m.Tick(), "%v", err)
		}
	}
	res, over := m.Result()
	switch {
	case !over:
		g.outcome = OutcomeCapped
	case res.Winner == "":
		g.outcome = OutcomeDraw
	default:
		g.outcome = OutcomeWin
		for k, id := range g.sides {
			if id == res.Winner {
				g.winner = k
			}
		}
	}
	return m
}

// panicSite names where a panic happened: the first frame outside the
// runtime, called from a deferred function while panicking.
func panicSite() string {
	pcs := make([]uintptr, 32)
	frames := runtime.CallersFrames(pcs[:runtime.Callers(3, pcs)])
	for {
		f, more := frames.Next()
		if !strings.HasPrefix(f.Function, "runtime.") {
			return fmt.Sprintf(" (at %s:%d in %s)", f.File, f.Line, f.Function)
		}
		if !more {
			return ""
		}
	}
}

// countRefused counts the declarations the match refused each side; both
// are played by an AI.
func (g *gameResult) countRefused(m *match.Match) {
	for _, e := range m.View().Log(0) {
		r, ok := e.Event.(match.Refused)
		if !ok {
			continue
		}
		for k, id := range g.sides {
			if id != r.Side {
				continue
			}
			if g.refused[0]+g.refused[1] == 0 {
				g.problem(KindRefused, e.Tick, "%s (%s) was refused %q: %s (%s)", id, g.names[k], r.Order, r.Reason, r.RuleID)
			}
			g.refused[k]++
		}
	}
}

// reopen writes rec as a file would hold it, reads it back and replays it
// on the table the record itself names (host.Reopen), as loading a save
// does; a record of a scenario played from a file the record does not
// carry replays on t, the table as played.
func reopen(rec match.Record, t *host.Table, maxTicks int) (*match.Match, error) {
	back, err := host.Reread(rec)
	if err != nil {
		return nil, err
	}
	if !scenarios.IsPath(back.Scenario) || len(back.ScenarioFiles) > 0 {
		if t, err = host.Reopen("the record", back, t.Content); err != nil {
			return nil, err
		}
	}
	return t.Replay(back, maxTicks)
}

// checkReplay plays the game's record again, from its file's form, and
// compares the final state.
func (g *gameResult) checkReplay(cfg Config, t *host.Table, m *match.Match) {
	g.replayChecked = true
	defer func() {
		if r := recover(); r != nil {
			g.replayMismatch = true
			g.problem(KindReplay, m.Tick(), "the replay panicked: %v%s", r, panicSite())
		}
	}()
	rec := host.Record(m, cfg.scenario(), g.seed, nil)
	again, err := reopen(rec, t, cfg.maxTicks())
	switch {
	case err != nil:
		g.replayMismatch = true
		g.problem(KindReplay, m.Tick(), "the replay failed: %v", err)
	case again.StateHash() != m.StateHash():
		g.replayMismatch = true
		g.problem(KindReplay, m.Tick(), "the replay ends in another state (tick %d, round %d; the game: tick %d, round %d)",
			again.Tick(), again.View().Round(), m.Tick(), m.View().Round())
	}
}
