package ai_test

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/scenarios"
)

var update = flag.Bool("update", false, "rewrite testdata/hashes.json from this build")

// guardSeeds is how many seeds the determinism guard plays per scenario.
const guardSeeds = 20

// outcome is what the determinism guard keeps of one finished game: the
// final state hash, the result, and fingerprints of the whole log and of
// the record (declarations and choices), so a change anywhere in the
// game's course shows, not only in where it ends.
type outcome struct {
	State  string        `json:"state"`
	Result *match.Result `json:"result"`
	Log    string        `json:"log"`
	Record string        `json:"record"`
}

// playBaseline plays one game of two baseline bots to its end.
func playBaseline(t testing.TB, s *scenarios.Scenario, c *content.Content, seed uint64) *match.Match {
	players := [2]match.Player{&ai.Baseline{Side: s.Sides[0].ID}, &ai.Baseline{Side: s.Sides[1].ID}}
	m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(seed), players)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(maxGameTicks); err != nil {
		t.Fatalf("%s seed %d: %v", s.Name, seed, err)
	}
	return m
}

// result is how m ended, nil while it goes on.
func result(m *match.Match) *match.Result {
	if r, over := m.Result(); over {
		return &r
	}
	return nil
}

// maxGameTicks is an hour of game time: every baseline game ends sooner.
const maxGameTicks = 60 * 60 * 60

func fingerprint(v any) string {
	data, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	h := sha256.Sum256(data)
	return hex.EncodeToString(h[:])
}

// rulesVersions is the file that pins each rules version to the games it
// plays: a line "VERSION SCENARIO FINGERPRINT" a scenario and version,
// the fingerprint of every outcome the guard recorded on that scenario
// with it. A scenario added later is pinned at the version it comes in
// with; it changes no other scenario's games.
var rulesVersions = filepath.Join("testdata", "rules-versions.txt")

// checkRulesVersion ties the guard's outcomes to match.RulesVersion: the
// games this build plays must be the ones pinned for its rules version,
// scenario by scenario. Games that play differently need a new rules
// version, so records of the old one are refused as replays
// (docs/files.md): -update pins a new version's games once, and refuses
// to pin different games to a version already pinned; a scenario with no
// pin yet (a new one) is pinned by -update at the current version.
func checkRulesVersion(t *testing.T, got map[string]outcome) {
	if t.Failed() && !*update {
		return
	}
	byScenario := map[string]map[string]outcome{}
	for key, o := range got {
		name, _, _ := strings.Cut(key, "/")
		if byScenario[name] == nil {
			byScenario[name] = map[string]outcome{}
		}
		byScenario[name][key] = o
	}
	data, err := os.ReadFile(rulesVersions)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	type pin struct {
		version  int
		scenario string
	}
	pinned := map[pin]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var p pin
		var fp string
		if _, err := fmt.Sscanf(line, "%d %s %s", &p.version, &p.scenario, &fp); err == nil {
			pinned[p] = fp
		}
	}
	var added []string
	for _, name := range slices.Sorted(maps.Keys(byScenario)) {
		all := fingerprint(byScenario[name]) // a map's keys are written in order
		fp, ok := pinned[pin{match.RulesVersion, name}]
		switch {
		case ok && fp != all:
			t.Fatalf("the games on %s play differently from those pinned for rules version %d in %s: raise match.RulesVersion (game/match/version.go), then run -update",
				name, match.RulesVersion, rulesVersions)
		case !ok && !*update:
			t.Fatalf("rules version %d has no games pinned on %s in %s: run go test -run DeterminismGuard -update", match.RulesVersion, name, rulesVersions)
		case !ok:
			added = append(added, fmt.Sprintf("%d %s %s\n", match.RulesVersion, name, all))
		}
	}
	if len(added) > 0 {
		if err := os.WriteFile(rulesVersions, append(data, strings.Join(added, "")...), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestDeterminismGuard plays guardSeeds seeded games of two baseline bots
// on every shipped scenario and compares each with the outcome recorded
// in testdata/hashes.json before the engine was made faster: speed-ups
// must not change a single game. Each record must also replay to the same
// state. go test -run DeterminismGuard -update rewrites the file, only
// ever on purpose (a rule change, never a speed-up).
func TestDeterminismGuard(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "hashes.json")
	want := map[string]outcome{}
	if !*update {
		data, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &want); err != nil {
			t.Fatal(err)
		}
	}
	var mu sync.Mutex
	got := map[string]outcome{}
	t.Run("scenarios", func(t *testing.T) {
		for _, name := range scenarios.Shipped() {
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				s, err := scenarios.LoadShipped(name, c)
				if err != nil {
					t.Fatal(err)
				}
				for seed := uint64(1); seed <= guardSeeds; seed++ {
					m := playBaseline(t, s, c, seed)
					rec := m.Record(name, seed, nil)
					o := outcome{State: m.StateHash(), Result: result(m), Log: fingerprint(m.View().Log(0)),
						Record: fingerprint(struct {
							D []match.Taken
							C []match.Choice
						}{rec.Declarations, rec.Choices})}
					again, err := match.Replay(rec, s, c, 1<<30)
					if err != nil {
						t.Fatal(err)
					}
					if again.StateHash() != o.State {
						t.Errorf("%s seed %d: the replay ends in another state", name, seed)
					}
					key := fmt.Sprintf("%s/%d", name, seed)
					mu.Lock()
					got[key] = o
					mu.Unlock()
					if *update {
						continue
					}
					w, ok := want[key]
					switch {
					case !ok:
						t.Errorf("%s: no golden outcome (run with -update once, before any change)", key)
					case w.State != o.State || w.Log != o.Log || w.Record != o.Record:
						t.Errorf("%s: the game played differently: state %.12s (want %.12s), log %.12s (want %.12s), record %.12s (want %.12s); "+
							"if the change is meant to alter how matches play (a rule test shows it right), raise match.RulesVersion and run -update",
							key, o.State, w.State, o.Log, w.Log, o.Record, w.Record)
					case fmt.Sprint(*w.Result) != fmt.Sprint(*o.Result):
						t.Errorf("%s: result %+v, want %+v", key, *o.Result, *w.Result)
					}
				}
			})
		}
	})
	checkRulesVersion(t, got)
	if !*update {
		return
	}
	keys := make([]string, 0, len(got))
	for k := range got {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	data, err := json.MarshalIndent(got, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(golden, append(data, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %d outcomes to %s", len(keys), golden)
}
