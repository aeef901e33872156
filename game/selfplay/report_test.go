package selfplay_test

import (
	"bytes"
	"testing"

	"github.com/krygothic/krygothic/game/balance"
	"github.com/krygothic/krygothic/game/selfplay"
	"github.com/krygothic/krygothic/scenarios"
)

// playReport plays games of baseline against baseline on a shipped
// scenario with workers, gathering a balance report.
func playReport(t *testing.T, scenario string, games, workers int) (*balance.Report, selfplay.Summary) {
	t.Helper()
	r := balance.New(balance.Settings{})
	sum, err := selfplay.Run(selfplay.Config{Games: games, AI: [2]string{"baseline", "baseline"}, Scenario: scenario, Seed: 3,
		SwapSides: true, Workers: workers, Report: r})
	if err != nil || sum.Failed() {
		t.Fatalf("%v: %+v", err, sum.Problems)
	}
	return r, sum
}

// A balance report of real games on every shipped scenario adds up:
// every game won or drawn as the summary says, kills no more than the
// models fielded, every death counted once by its cause and once on the
// heat map; and it is the same with one worker or several.
func TestReportAddsUp(t *testing.T) {
	const games = 6
	for _, name := range scenarios.Shipped() {
		t.Run(name, func(t *testing.T) {
			r, sum := playReport(t, name, games, 3)
			checkAddsUp(t, r, sum, games, name == "hangar-deathmatch")
		})
	}
	r, _ := playReport(t, "hangar-deathmatch", games, 3)
	one, _ := playReport(t, "hangar-deathmatch", games, 1)
	var a, b bytes.Buffer
	if err := r.Markdown(&a, [2]string{}); err != nil {
		t.Fatal(err)
	}
	if err := one.Markdown(&b, [2]string{}); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Errorf("the report with 3 workers differs from the one with 1:\n%s\n---\n%s", a.String(), b.String())
	}
}

// checkAddsUp checks r against the run's summary; fights says the
// baseline bots shoot and kill on the scenario (on some they only move).
func checkAddsUp(t *testing.T, r *balance.Report, sum selfplay.Summary, games int, fights bool) {
	t.Helper()
	if r.Games+r.Errors != games || r.Errors != sum.Errors {
		t.Fatalf("%d games and %d errors, want %d games in all (%d errors)", r.Games, r.Errors, games, sum.Errors)
	}
	if wins := r.BySide[0].Wins + r.BySide[1].Wins; wins+r.Draws != r.Games || r.Draws != sum.Draws {
		t.Errorf("%d wins + %d draws, want %d games (the summary: %d draws)", wins, r.Draws, r.Games, sum.Draws)
	}
	for k, s := range r.Sides {
		if r.BySide[k].Wins != sum.WinsPerSide[s.ID] || r.BySide[k].Games != r.Games {
			t.Errorf("side %s: %+v, the summary %d wins", s.ID, r.BySide[k], sum.WinsPerSide[s.ID])
		}
	}
	if r.BySlot[0].Wins != sum.WinsPerSlot[0] || r.BySlot[1].Wins != sum.WinsPerSlot[1] {
		t.Errorf("by AI %+v, the summary %v", r.BySlot, sum.WinsPerSlot)
	}
	fielded, dead, kills, deaths := 0, 0, 0, 0
	for _, u := range r.Units {
		fielded += u.Fielded
		dead += u.Fielded - u.Survived
		kills += u.Kills
		deaths += u.Deaths
	}
	others := 0
	for _, m := range []map[string]*balance.Count{r.Self, r.Friendly, r.Unattributed} {
		for _, c := range m {
			others += c.Kills
		}
	}
	weaponKills := 0
	for _, w := range r.Weapons {
		weaponKills += w.Kills
	}
	onMaps := 0
	for _, cells := range r.Deaths {
		for _, n := range cells {
			onMaps += n
		}
	}
	switch {
	case kills == 0 && fights || kills > fielded:
		t.Errorf("%d kills of %d models fielded", kills, fielded)
	case kills+others != dead || deaths != dead || onMaps != dead:
		t.Errorf("%d models died; %d kills + %d by no enemy, %d deaths by unit, %d on the heat maps", dead, kills, others, deaths, onMaps)
	case weaponKills != kills:
		t.Errorf("%d kills by weapon, %d by unit", weaponKills, kills)
	}
	if len(r.AP[0]) == 0 || len(r.AP[1]) == 0 || fights && r.AP[0]["shoot"] == 0 {
		t.Errorf("AP by order %v", r.AP)
	}

}
