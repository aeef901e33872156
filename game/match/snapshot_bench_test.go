package match_test

import (
	"encoding/json"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
)

// benchSave is a save of an AI game on the Hangar at tick 3000, and
// its scenario.
func benchSave(b *testing.B) (match.Record, *match.Match) {
	b.Helper()
	s := forkScenario(b, "hangar-deathmatch", nil)
	m, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(4), forkPlayers(b, s, [2]string{"normal", "normal"}, 4))
	if err != nil {
		b.Fatal(err)
	}
	if err := m.Run(3000); err != nil {
		b.Fatal(err)
	}
	data, err := json.Marshal(m.Record("hangar-deathmatch", 4, nil))
	if err != nil {
		b.Fatal(err)
	}
	r, err := match.Parse("save.json", data)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(len(data)), "save-bytes")
	return r, m
}

// Resuming a save: from its snapshot alone (a save of other rules),
// and by Resume, which also replays the record for the log before.
func BenchmarkResume(b *testing.B) {
	r, m := benchSave(b)
	s := forkScenario(b, "hangar-deathmatch", nil)
	for _, c := range []struct {
		name   string
		resume func() (*match.Match, error)
	}{
		{"snapshot", func() (*match.Match, error) { return match.FromSnapshot(r, s, rulesContent, [2]match.Player{}) }},
		{"replay", func() (*match.Match, error) { return match.Replay(r, s, rulesContent, r.SavedAt) }},
		{"resume", func() (*match.Match, error) { return match.Resume(r, s, rulesContent, [2]match.Player{}) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				again, err := c.resume()
				if err != nil {
					b.Fatal(err)
				}
				if again.Tick() != m.Tick() {
					b.Fatal("resumed elsewhere")
				}
			}
		})
	}
}
