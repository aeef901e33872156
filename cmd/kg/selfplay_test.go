package main

import (
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/balance"
	"github.com/krygothic/krygothic/game/selfplay"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/scenarios"
)

func TestSelfPlayBadCommandLines(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.yaml")
	os.WriteFile(bad, []byte("name: [\n"), 0o644)
	ok := []string{"selfplay", "--games", "1", "--ai", "baseline,baseline"}
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"selfplay", "--ai", "baseline,baseline"}, 2, "--games N is required"},
		{[]string{"selfplay", "--games", "0", "--ai", "baseline,baseline"}, 2, "--games 0: give a whole number from 1 to 100000"},
		{[]string{"selfplay", "--games", "x", "--ai", "baseline,baseline"}, 2, "--games x: give a whole number from 1 to 100000"},
		{[]string{"selfplay", "--games", "2"}, 2, "--ai A,B names the two computer players"},
		{[]string{"selfplay", "--games", "2", "--ai", "baseline"}, 2, "--ai A,B names the two computer players"},
		{[]string{"selfplay", "--games", "2", "--ai", "a,b,c"}, 2, "--ai A,B names the two computer players"},
		{[]string{"selfplay", "--games", "2", "--ai", "baseline,"}, 2, "name two AIs (there are: " + strings.Join(ai.Names(), ", ") + ")"},
		{[]string{"selfplay", "--games", "2", "--ai", "baseline,skynet"}, 2, `no AI called "skynet" (there are: ` + strings.Join(ai.Names(), ", ") + ")"},
		{append(ok, "--workers", "0"), 2, "--workers 0: give a whole number from 1 to 64"},
		{append(ok, "--max-ticks", "0"), 2, "--max-ticks 0: give a whole number from 1 to 216000"},
		{append(ok, "--scenario", "moon-base"), 2, `no shipped scenario called "moon-base"`},
		{append(ok, "--fast"), 2, "flag provided but not defined: -fast"},
		{append(ok, "extra"), 2, `unexpected argument "extra"`},
		{append(ok, "--scenario", bad), 1, "bad.yaml"},
		{append(ok, "--scenario", "cargo-bay", "--modules", "none"), 1, "side dockers fields Loader Seven, a vehicle: play it with the vehicles module (XS-09)"},
		{append(ok, "--csv", filepath.Join(bad, "dir.csv")), 1, "not a directory"},
		{append(ok, "--report", "balance.html"), 2, "--report balance.html: the report is markdown; name a FILE.md"},
		{append(ok, "--report", filepath.Join(bad, "report.md")), 1, "not a directory"},
	}
	for _, tc := range tests {
		code, out, errs := runKG(tc.args...)
		if code != tc.code || !strings.Contains(errs, tc.want) || out != "" {
			t.Errorf("%v: exit %d (want %d), stderr %q (want %q), stdout %q", tc.args, code, tc.code, errs, tc.want, out)
		}
		if tc.code == 2 && !strings.Contains(errs, `Run "kg selfplay --help" for its usage`) {
			t.Errorf("%v: no pointer to the usage", tc.args)
		}
	}
}

func TestSelfPlayPrintsTheSummary(t *testing.T) {
	csvFile := filepath.Join(t.TempDir(), "games.csv")
	code, out, errs := runKG("selfplay", "--games", "3", "--ai", "baseline,baseline", "--scenario", "sabotage", "--seed", "9",
		"--swap-sides", "--check-replays", "--max-ticks", "900", "--workers", "2", "--csv", csvFile)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var s selfplay.Summary
	if err := json.Unmarshal([]byte(out), &s); err != nil || strings.Count(out, "\n") != 1 {
		t.Fatalf("not one JSON line: %q", out)
	}
	if s.Games != 3 || s.Scenario != "sabotage" || s.Seed != 9 || !s.SwapSides || s.Workers != 2 || s.MaxTicks != 900 ||
		s.Capped != 3 || s.ReplaysChecked != 3 || s.ReplayMismatches != 0 {
		t.Errorf("summary %+v", s)
	}
	for _, field := range []string{`"wins_per_ai":{"baseline":0}`, `"games_per_minute":`, `"latency":{"overall":{"calls":{"count":`,
		`"decisions":{`, `"median_us":`, `"p99_us":`, `"per_ai":{"baseline":`, `"invariant_violations":0`, `"panics":0`, `"problems":[]`} {
		if !strings.Contains(out, field) {
			t.Errorf("the summary lacks %s: %s", field, out)
		}
	}
	data, err := os.ReadFile(csvFile)
	if err != nil {
		t.Fatal(err)
	}
	if lines := strings.Split(strings.TrimSpace(string(data)), "\n"); len(lines) != 4 || !strings.HasPrefix(lines[0], "game,seed,scenario,") {
		t.Errorf("CSV: %q", data)
	}
}

// --report writes the balance report and a heat map of deaths a side
// beside it, the deck's size at balance.Scale; the summary is printed as
// ever.
func TestSelfPlayWritesTheReport(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "balance.md")
	code, out, errs := runKG("selfplay", "--games", "3", "--ai", "baseline,easy", "--swap-sides", "--workers", "2", "--report", file)
	var s selfplay.Summary
	if code != 0 || json.Unmarshal([]byte(out), &s) != nil || s.Games != 3 {
		t.Fatalf("exit %d, summary %q: %s", code, out, errs)
	}
	md, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# Balance report: hangar-deathmatch", "## Settings", "| AIs | A = `baseline`, B = `easy`",
		"kg selfplay --games 3 --ai baseline,easy --scenario hangar-deathmatch --seed 1 --swap-sides", "## Method", "## Results",
		"| confederates | earth-confederate |", "## Units", "| ec-trooper | earth-confederate |", "## Weapons", "## AP spent by order type",
		"| shoot |", "## Where models died", "![where renegades models died](balance-deaths-renegades.png)"} {
		if !strings.Contains(string(md), want) {
			t.Errorf("the report lacks %q:\n%s", want, md)
		}
	}
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenarios.LoadShipped("hangar-deathmatch", c)
	if err != nil {
		t.Fatal(err)
	}
	for _, side := range []string{"confederates", "renegades"} {
		f, err := os.Open(filepath.Join(dir, "balance-deaths-"+side+".png"))
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil || cfg.Width != sc.Deck.W*balance.Scale || cfg.Height != sc.Deck.H*balance.Scale {
			t.Errorf("%s's heat map: %+v, %v; want %d × %d", side, cfg, err, sc.Deck.W*balance.Scale, sc.Deck.H*balance.Scale)
		}
	}
}

// --records writes each game's record into the folder, and kg replay
// plays each again to its end.
func TestSelfPlayWritesTheRecords(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "records")
	code, _, errs := runKG("selfplay", "--games", "2", "--ai", "baseline,baseline", "--scenario", "sabotage", "--max-ticks", "600", "--records", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for i := range 2 {
		file := filepath.Join(dir, fmt.Sprintf("game-%d.json", i))
		if code, out, errs := runKG("replay", file); code != 0 || out == "" {
			t.Errorf("kg replay %s: exit %d: %s", file, code, errs)
		}
	}
}
