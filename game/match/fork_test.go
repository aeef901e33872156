package match_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// The module sets a fork is tried with: the scenario's own, none, every
// module.
var forkModuleSets = []struct {
	name    string
	modules func(s *scenarios.Scenario) []string
}{
	{"own", func(s *scenarios.Scenario) []string { return s.Modules }},
	{"none", func(*scenarios.Scenario) []string { return []string{} }},
	{"all", func(*scenarios.Scenario) []string { return modules.Names() }},
}

// forkScenario loads a shipped scenario to play with the modules names.
func forkScenario(t testing.TB, name string, names []string) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadShipped(name, rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	s.Modules = names
	return s
}

// forkPlayers makes the players kinds names (per side: "random", or a
// computer player's name) for s, from seed: made again from the same
// seed, they play the same.
func forkPlayers(t testing.TB, s *scenarios.Scenario, kinds [2]string, seed uint64) [2]match.Player {
	t.Helper()
	var out [2]match.Player
	for i, sd := range s.Sides {
		if kinds[i] == "random" {
			out[i] = &randomPlayer{Script: match.Script{Side: sd.ID}, rng: rand.New(rand.NewPCG(seed, uint64(i)))}
			continue
		}
		p, err := ai.New(kinds[i], sd.ID, seed+uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		out[i] = p
	}
	return out
}

// stepWithClaims plays one tick, first asking a side between ticks now
// and then, as a hotseat claim does (claims decides, the same way for a
// match and its fork).
func stepWithClaims(m *match.Match, claims *rand.Rand, sides [2]*scenarios.Side) error {
	if claims.IntN(40) == 0 {
		if err := m.Ask(sides[claims.IntN(2)].ID); err != nil {
			return err
		}
	}
	return m.Step()
}

// forkingPlayer plays a side as its player does, until the tick it
// forks the match, from inside its Declare, as the AI's lookahead does:
// then it plays as the player fork hands it.
type forkingPlayer struct {
	match.Player
	at   int
	fork func(v match.View) match.Player
}

func (p *forkingPlayer) Declare(v match.View) []orders.Declaration {
	if p.fork != nil && v.Tick() >= p.at {
		p.Player, p.fork = p.fork(v), nil
	}
	return p.Player.Declare(v)
}

// A fork played on by players that play as the match's would, rolling
// the same dice, plays exactly as the match does: the same log, entry by
// entry, and the same state hash at every tick. Forks are taken at random
// ticks of random and AI games on every shipped scenario, with the
// scenario's modules, none and all of them: by a player inside its
// Declare (View.Fork), or between ticks, some just after a side was asked
// between ticks, under the fog of war (Match.Fork, sightings compared
// too). The match is given the same fresh players and dice at the fork
// (Reseat).
func TestForkPlaysOnAsTheMatch(t *testing.T) {
	pairings := [][2]string{{"random", "random"}, {"baseline", "random"}, {"easy", "baseline"}}
	const onFor = 600
	var forks, running, asked, fogged, declaring int
	for _, name := range scenarios.Shipped() {
		for _, set := range forkModuleSets {
			for g, kinds := range pairings {
				if kinds[0] == "easy" && set.name != "own" {
					kinds[0] = "baseline" // the Tactician's games cost most: on the scenario's own modules only
				}
				seed := uint64(7919*g + 31*len(name) + len(set.name))
				s, _ := scenarios.LoadShipped(name, rulesContent)
				s = forkScenario(t, name, set.modules(s))
				st := match.DefaultSettings()
				st.Fog = g == 1 // Match.Fork forks under the fog of war, sightings too
				players := forkPlayers(t, s, kinds, seed)
				rng := rand.New(rand.NewPCG(seed, 99))
				forkAt := 60 + rng.IntN(2400)
				var m, f *match.Match
				fresh := func() [2]match.Player { return forkPlayers(t, s, kinds, seed+1) }
				if !st.Fog {
					// A side's player forks the match as it decides.
					side := g / 2
					fp := &forkingPlayer{Player: players[side], at: forkAt - 1}
					fp.fork = func(v match.View) match.Player {
						var err error
						if f, err = v.Fork(fresh(), dice.NewSeeded(seed+2)); err != nil {
							t.Fatal(err)
						}
						again := fresh()
						m.Reseat(again, dice.NewSeeded(seed+2))
						return again[side]
					}
					players[side] = fp
				}
				m, err := match.New(s, rulesContent, st, dice.NewSeeded(seed), players)
				if err != nil {
					if set.name == "none" && s.CheckModules(nil) != nil {
						continue // it fields what cannot play without a module: a vehicle, a custom unit
					}
					t.Fatalf("%s %s: %v", name, set.name, err)
				}
				where := fmt.Sprintf("%s, modules %s, %v, seed %d", name, set.name, kinds, seed)
				for m.Tick() < forkAt && !m.Over() {
					step := func() error { return stepWithClaims(m, rng, s.Sides) }
					if m.Tick() == forkAt-1 {
						step = m.Step // the fork is made in this Step's Declare, not in a claim's
					}
					if err := step(); err != nil {
						t.Fatalf("%s: %v", where, err)
					}
				}
				if st.Fog {
					if rng.IntN(2) == 0 {
						asked++
						if err := m.Ask(s.Sides[rng.IntN(2)].ID); err != nil {
							t.Fatalf("%s: %v", where, err)
						}
					}
					if !m.Over() {
						if f, err = m.Fork(fresh(), dice.NewSeeded(seed+2)); err != nil {
							t.Fatal(err)
						}
						m.Reseat(fresh(), dice.NewSeeded(seed+2))
						fogged++
					}
				} else if f != nil {
					// Forked inside the last tick's Declare: the fork plays
					// that tick's rest, as the match has.
					declaring++
					if err := f.Step(); err != nil {
						t.Fatalf("%s: %v", where, err)
					}
				}
				if f == nil {
					continue // over before the fork
				}
				forks++
				if m.View().Running(s.Sides[0].ID) != nil || m.View().Running(s.Sides[1].ID) != nil {
					running++
				}
				claimsM, claimsF := rand.New(rand.NewPCG(seed, 5)), rand.New(rand.NewPCG(seed, 5))
				for k := 0; k <= onFor; k++ {
					if (k%20 == 0 || m.Over() || m.View().LogLen() != f.View().LogLen()) && m.StateHash() != f.StateHash() { // a hash costs 0.5 ms
						t.Fatalf("%s: forked at tick %d, the fork's state differs from the match's at tick %d", where, forkAt, m.Tick())
					}
					if st.Fog && m.Tick()%60 == 0 {
						for _, sd := range s.Sides {
							if !reflect.DeepEqual(m.View().Sighting(sd.ID), f.View().Sighting(sd.ID)) {
								t.Fatalf("%s: at tick %d the fork's sighting for %s differs", where, m.Tick(), sd.ID)
							}
						}
					}
					if m.Over() {
						break
					}
					errM, errF := stepWithClaims(m, claimsM, s.Sides), stepWithClaims(f, claimsF, s.Sides)
					if errM != nil || errF != nil {
						t.Fatalf("%s: tick %d: match %v, fork %v", where, m.Tick(), errM, errF)
					}
				}
				if m.StateHash() != f.StateHash() || !reflect.DeepEqual(m.View().Log(0), f.View().Log(0)) {
					t.Fatalf("%s: forked at tick %d, the fork's log differs from the match's", where, forkAt)
				}
			}
		}
	}
	t.Logf("%d forks: %d with a combo running, %d in a Declare, %d between ticks under fog (%d right after a claim)", forks, running, declaring, fogged, asked)
	if running == 0 || asked == 0 || fogged == 0 || declaring == 0 {
		t.Fatalf("the forks did not cover a combo running (%d), a Declare (%d), fog (%d) and a claim (%d)", running, declaring, fogged, asked)
	}
}

// snapshot is everything a player can read of a match through its View,
// with its state hash.
type snapshot struct {
	Hash      string
	Tick      int
	LogLen    int
	Log       []match.Entry
	Units     []orders.Unit
	Sides     []match.SideInfo
	Sightings []match.Sighting
	Deck      string
	Version   uint64
	Marks     map[orders.MarkKey]int
	Running   [][]orders.Order
	Targets   map[string]orders.Order
	Moving    map[string]int
}

func snap(m *match.Match) snapshot {
	v := m.View()
	s := snapshot{Hash: m.StateHash(), Tick: v.Tick(), LogLen: v.LogLen(), Log: v.Log(0), Units: v.Units(), Sides: v.Sides(),
		Marks: m.Marks(), Targets: v.Targets(), Moving: map[string]int{}}
	for _, sd := range v.Sides() {
		s.Sightings = append(s.Sightings, v.Sighting(sd.ID))
		s.Running = append(s.Running, v.Running(sd.ID))
	}
	for _, u := range s.Units {
		s.Moving[u.ID] = len(v.Moving(u.ID))
	}
	d := v.Deck()
	var b strings.Builder
	for y := range d.H {
		for x := range d.W {
			c, _ := d.Cell(x, y)
			fmt.Fprintf(&b, "%v", c)
		}
	}
	s.Deck, s.Version = b.String(), d.Version()
	return s
}

// diff names the first field two snapshots differ in.
func (s snapshot) diff(o snapshot) string {
	a, b := reflect.ValueOf(s), reflect.ValueOf(o)
	for i := range a.NumField() {
		if !reflect.DeepEqual(a.Field(i).Interface(), b.Field(i).Interface()) {
			return a.Type().Field(i).Name
		}
	}
	return ""
}

// Playing a fork to its end changes nothing a player of the match can
// read, nor its hash; playing the match on changes nothing in the fork.
// The forks kill, open doors, flood the lake, and change what the rule
// modules remember (the test checks they did), under the fog of war.
func TestForkLeavesTheMatchAlone(t *testing.T) {
	var killed, deckChanged, floods, marks int
	for _, name := range []string{"hangar-deathmatch", "lake-of-blood", "sabotage", "cargo-bay", "dark-engine-room"} {
		for _, fog := range []bool{false, true} {
			seed := uint64(len(name)) * 97
			s := forkScenario(t, name, modules.Names())
			st := match.DefaultSettings()
			st.Fog = fog
			kinds := [2]string{"baseline", "baseline"}
			if !fog {
				kinds = [2]string{"normal", "random"} // charges, close combat, grenades
			}
			m, err := match.New(s, rulesContent, st, dice.NewSeeded(seed), forkPlayers(t, s, kinds, seed))
			if err != nil {
				t.Fatal(err)
			}
			for m.Tick() < 900 && !m.Over() {
				if err := m.Step(); err != nil {
					t.Fatal(err)
				}
			}
			where := fmt.Sprintf("%s (fog %v) forked at tick %d", name, fog, m.Tick())
			before := snap(m)
			f, err := m.Fork(forkPlayers(t, s, kinds, seed+1), dice.NewSeeded(seed+2))
			if err != nil {
				t.Fatal(err)
			}
			if d := before.diff(snap(f)); d != "" {
				t.Fatalf("%s: the fork differs from the match in %s as it is made", where, d)
			}
			twin, err := m.Fork(forkPlayers(t, s, kinds, seed+1), dice.NewSeeded(seed+2))
			if err != nil {
				t.Fatal(err)
			}
			if err := f.Run(40000); err != nil {
				t.Fatal(err)
			}
			if d := before.diff(snap(m)); d != "" {
				t.Fatalf("%s: playing the fork changed the match's %s", where, d)
			}
			after := snap(f)
			destroyed := func(x snapshot) int { return x.Sides[0].Destroyed + x.Sides[1].Destroyed }
			if destroyed(after) > destroyed(before) {
				killed++
			}
			if after.Version != before.Version {
				deckChanged++
			}
			for _, e := range after.Log[before.LogLen:] {
				if se, ok := e.Event.(match.ScenarioEvent); ok && se.Kind == scenarios.Flood {
					floods++
				}
			}
			if !reflect.DeepEqual(after.Marks, before.Marks) {
				marks++
			}
			// And the other way: the match played on leaves the fork as it
			// is, even tick by tick with a fork that plays as the first.
			for range 600 {
				if err := twin.Step(); err != nil {
					t.Fatal(err)
				}
				if err := m.Step(); err != nil {
					t.Fatal(err)
				}
			}
			if got := twin.View().Log(0); !reflect.DeepEqual(got, after.Log[:min(len(got), len(after.Log))]) {
				t.Fatalf("%s: a fork played tick by tick with the match does not play as the fork played alone", where)
			}
			if err := m.Run(m.Tick() + 3000); err != nil {
				t.Fatal(err)
			}
			if d := after.diff(snap(f)); d != "" {
				t.Fatalf("%s: playing the match on changed the fork's %s", where, d)
			}
		}
	}
	t.Logf("forks that killed %d, changed the deck %d, flooded %d, changed marks %d", killed, deckChanged, floods, marks)
	if killed == 0 || deckChanged == 0 || floods == 0 || marks == 0 {
		t.Fatalf("the forks did not kill (%d), change the deck (%d), flood (%d) and change marks (%d)", killed, deckChanged, floods, marks)
	}
}

// spyDice counts the dice read from a source.
type spyDice struct {
	src   dice.Source
	reads int
}

func (s *spyDice) D6(why string) (int, error) {
	s.reads++
	return s.src.D6(why)
}

// A fork rolls only the dice it is given: the match's source is never
// read while the fork plays, and the fork's count of dice goes on from
// the match's.
func TestForkNeverRollsTheMatchsDice(t *testing.T) {
	s := forkScenario(t, "hangar-deathmatch", modules.Names())
	kinds := [2]string{"baseline", "baseline"}
	real := &spyDice{src: dice.NewSeeded(4)}
	m, err := match.New(s, rulesContent, match.DefaultSettings(), real, forkPlayers(t, s, kinds, 4))
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(900); err != nil {
		t.Fatal(err)
	}
	reads, rolled := real.reads, m.DiceRolled()
	own := &spyDice{src: dice.NewSeeded(5)}
	f, err := m.View().Fork(forkPlayers(t, s, kinds, 4), own)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Run(40000); err != nil {
		t.Fatal(err)
	}
	if real.reads != reads || m.DiceRolled() != rolled {
		t.Fatalf("the fork read the match's dice: %d reads before, %d after", reads, real.reads)
	}
	if own.reads == 0 || f.DiceRolled() != rolled+own.reads {
		t.Fatalf("the fork rolled %d of its own dice and counts %d; the match had rolled %d", own.reads, f.DiceRolled(), rolled)
	}
}

// A player under the fog of war cannot fork (the fork is the whole
// table); nobody forks without dice.
func TestForkRefusals(t *testing.T) {
	s := forkScenario(t, "hangar-deathmatch", nil)
	st := match.DefaultSettings()
	st.Fog = true
	m, err := match.New(s, rulesContent, st, dice.NewSeeded(1), [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.View().Fork([2]match.Player{}, dice.NewSeeded(2)); !errors.Is(err, match.ErrFog) {
		t.Fatalf("a player forked a match under the fog of war: %v", err)
	}
	if _, err := m.Fork([2]match.Player{}, nil); err == nil {
		t.Fatal("a fork without dice was made")
	}
}

// midForker is a random player that tries to fork the match whenever it
// is asked to answer in the middle of a resolution.
type midForker struct {
	randomPlayer
	tries, refused *int
}

func (p *midForker) try(v match.View) {
	*p.tries++
	if _, err := v.Fork([2]match.Player{}, dice.NewSeeded(1)); err != nil {
		*p.refused++
	}
}

func (p *midForker) Defence(v match.View, defender, attacker string) (combat.DefenceClass, combat.DefenceType) {
	p.try(v)
	return p.randomPlayer.Defence(v, defender, attacker)
}

func (p *midForker) PayForWound(v match.View, attacker string, n, cost, left int) bool {
	p.try(v)
	return p.randomPlayer.PayForWound(v, attacker, n, cost, left)
}

func (p *midForker) LetGo(v match.View, leaving, holder string) bool {
	p.try(v)
	return p.randomPlayer.LetGo(v, leaving, holder)
}

// A player answering in the middle of a resolution (a defence, a wound
// to pay, a break-off) cannot fork: half the outcome is applied.
func TestForkRefusedMidResolution(t *testing.T) {
	var tries, refused int
	for seed := uint64(1); seed <= 8 && tries < 20; seed++ {
		s := forkScenario(t, "hangar-deathmatch", nil)
		var players [2]match.Player
		for i, sd := range s.Sides {
			players[i] = &midForker{randomPlayer{Script: match.Script{Side: sd.ID}, rng: rand.New(rand.NewPCG(seed, uint64(i)))}, &tries, &refused}
		}
		m, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(seed), players)
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Run(6000); err != nil {
			t.Fatal(err)
		}
	}
	if tries == 0 || refused != tries {
		t.Fatalf("%d forks tried mid-resolution, %d refused", tries, refused)
	}
}

// A fork plays on another goroutine while the match plays on, as a fork
// of it played alone does (run with -race: they share nothing either
// changes).
func TestForkPlaysOnAnotherGoroutine(t *testing.T) {
	s := forkScenario(t, "lake-of-blood", modules.Names())
	kinds := [2]string{"baseline", "baseline"}
	m, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(3), forkPlayers(t, s, kinds, 3))
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(1200); err != nil {
		t.Fatal(err)
	}
	// The second is a fork of a fork (a lookahead that looks further).
	var forks [2]*match.Match
	parent := m
	for i := range forks {
		if forks[i], err = parent.View().Fork(forkPlayers(t, s, kinds, 4), dice.NewSeeded(5)); err != nil {
			t.Fatal(err)
		}
		parent = forks[i]
	}
	done := make(chan error)
	go func() { done <- forks[0].Run(40000) }()
	if err := m.Run(40000); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if err := forks[1].Run(40000); err != nil {
		t.Fatal(err)
	}
	if forks[0].StateHash() != forks[1].StateHash() || !reflect.DeepEqual(forks[0].View().Log(0), forks[1].View().Log(0)) {
		t.Fatal("the fork played beside the match ended otherwise than the same fork played alone")
	}
}
