package match_test

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/scenarios"
)

var resumeRounds = flag.Int("resume-rounds", 1, "rounds of TestASaveResumesFromItsSnapshot to play, each on other seeds")

// saveAndLoad saves m's record as the client does and reads it back.
func saveAndLoad(t testing.TB, m *match.Match, name string, seed uint64) match.Record {
	t.Helper()
	path := filepath.Join(t.TempDir(), "save.json")
	if err := match.Save(path, m.Record(name, seed, nil)); err != nil {
		t.Fatal(err)
	}
	r, err := match.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// A save resumed from its snapshot plays on exactly as the match it was
// taken from: the same state hash where it was saved, then, with the same
// fresh players and the dice going on from where they stood, the same
// state at every tick, the same log and the same sightings to the end.
// Saves are made at random ticks of random and AI games on every shipped
// scenario, with the scenario's modules, none and all, some under the fog
// of war and some just after a hotseat claim between ticks; every other
// one is resumed with no log of the play before (FromSnapshot, as on a
// build of other rules), the rest by Resume, which keeps the log.
//
// -resume-rounds N plays N rounds of it, each on other seeds: a soak
// (docs/performance.md says what a run of it found).
func TestASaveResumesFromItsSnapshot(t *testing.T) {
	pairings := [][2]string{{"random", "random"}, {"baseline", "random"}, {"easy", "baseline"}}
	onFor, sets := 900, forkModuleSets
	if testing.Short() {
		// The race detector's pass (build/test.sh): the scenarios' own
		// modules only, a shorter play on.
		onFor, sets = 200, forkModuleSets[:1]
	}
	var saves, running, fogged, bare int
	for round := range uint64(*resumeRounds) {
		for _, name := range scenarios.Shipped() {
			for _, set := range sets {
				for g, kinds := range pairings {
					if kinds[0] == "easy" && set.name != "own" {
						kinds[0] = "baseline"
					}
					seed := uint64(104729*g+17*len(name)+len(set.name)) + 1_000_003*round
					s, _ := scenarios.LoadShipped(name, rulesContent)
					s = forkScenario(t, name, set.modules(s))
					st := match.DefaultSettings()
					st.Fog = g == 1
					m, err := match.New(s, rulesContent, st, dice.NewSeeded(seed), forkPlayers(t, s, kinds, seed))
					if err != nil {
						if set.name == "none" && s.CheckModules(nil) != nil {
							continue // it fields what cannot play without a module: a vehicle, a custom unit
						}
						t.Fatalf("%s %s: %v", name, set.name, err)
					}
					rng := rand.New(rand.NewPCG(seed, 7))
					saveAt := 30 + rng.IntN(2400)
					where := fmt.Sprintf("%s, modules %s, %v, seed %d, saved at tick %d", name, set.name, kinds, seed, saveAt)
					for m.Tick() < saveAt && !m.Over() {
						if err := stepWithClaims(m, rng, s.Sides); err != nil {
							t.Fatalf("%s: %v", where, err)
						}
					}
					if m.Over() {
						continue
					}
					r := saveAndLoad(t, m, name, seed)
					if r.Snapshot == nil {
						t.Fatalf("%s: the save has no snapshot", where)
					}
					fresh := func() [2]match.Player { return forkPlayers(t, s, kinds, seed+1) }
					var f *match.Match
					if saves%2 == 0 {
						f, err = match.FromSnapshot(r, s, rulesContent, fresh())
						bare++
					} else {
						f, err = match.Resume(r, s, rulesContent, fresh())
					}
					if err != nil {
						t.Fatalf("%s: %v", where, err)
					}
					saves++
					if st.Fog {
						fogged++
					}
					if m.View().Running(s.Sides[0].ID) != nil || m.View().Running(s.Sides[1].ID) != nil {
						running++
					}
					if m.StateHash() != f.StateHash() {
						t.Fatalf("%s: resumed, the state differs from the match's", where)
					}
					before := m.View().LogLen()
					if saves%2 == 0 && !reflect.DeepEqual(m.View().Log(0), f.View().Log(0)) {
						t.Fatalf("%s: resumed on the same rules, the log of the play before differs", where)
					}
					m.Seat(fresh())
					for k := 0; k <= onFor && !m.Over(); k++ {
						if err := m.Step(); err != nil {
							t.Fatalf("%s: the match at tick %d: %v", where, m.Tick(), err)
						}
						if err := f.Step(); err != nil {
							t.Fatalf("%s: the resumed match at tick %d: %v", where, f.Tick(), err)
						}
						if (k%30 == 0 || m.Over()) && m.StateHash() != f.StateHash() {
							t.Fatalf("%s: the resumed match's state differs from the match's at tick %d", where, m.Tick())
						}
					}
					after := f.View().Log(f.View().LogLen() - (m.View().LogLen() - before))
					if !reflect.DeepEqual(m.View().Log(before), after) {
						t.Fatalf("%s: the resumed match's log differs from the match's after the save", where)
					}
					for _, sd := range s.Sides {
						if !reflect.DeepEqual(m.View().Sighting(sd.ID), f.View().Sighting(sd.ID)) {
							t.Fatalf("%s: the resumed match's sighting for %s differs", where, sd.ID)
						}
					}
				}
			}
		}
	}
	t.Logf("%d saves resumed: %d with a combo running, %d under fog, %d with no log before", saves, running, fogged, bare)
	if running == 0 || fogged == 0 || bare == 0 {
		t.Fatalf("the saves did not cover a combo running (%d), fog (%d) and a resume with no log (%d)", running, fogged, bare)
	}
}
