package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/selfplay"
)

func TestTeamsAndArmiesBadCommandLines(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing.yaml")
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"selfplay", "--games", "1", "--ai", "baseline,baseline", "--armies", "ralim"}, 2, "--armies A,B names the two armies"},
		{[]string{"selfplay", "--games", "1", "--ai", "baseline,baseline", "--armies", "ralim,orks"}, 2, `no shipped army called "orks" (there are: earth-confederate, forgotten,`},
		{[]string{"selfplay", "--games", "1", "--ai", "baseline,baseline", "--armies", "ralim," + missing}, 1, "army " + missing + ": cannot read"},
		{[]string{"selfplay", "--games", "1", "--ai", "baseline,baseline", "--armies", "ralim,hive", "--scenario", "sabotage"}, 1, "brings models on by events"},
		{[]string{"teams"}, 2, "--games N is required"},
		{[]string{"teams", "--games", "1", "--armies", "ralim"}, 2, "a round robin needs two armies or more, not 1"},
		{[]string{"teams", "--games", "1", "--armies", "ralim,orks"}, 2, `no shipped army called "orks"`},
		{[]string{"teams", "--games", "1", "--ai", "normal"}, 2, "--ai A,B names the two computer players"},
		{[]string{"teams", "--games", "1", "--workers", "0"}, 2, "--workers 0: give a whole number from 1 to 64"},
		{[]string{"teams", "--games", "1", "extra"}, 2, `unexpected argument "extra"`},
	}
	for _, tc := range tests {
		code, out, errs := runKG(tc.args...)
		if code != tc.code || !strings.Contains(errs, tc.want) || out != "" {
			t.Errorf("%v: exit %d (want %d), stderr %q (want %q), stdout %q", tc.args, code, tc.code, errs, tc.want, out)
		}
	}
}

// kg selfplay --armies fields the named lists: the report's units are
// theirs, not the scenario's.
func TestSelfPlayArmies(t *testing.T) {
	report := filepath.Join(t.TempDir(), "r.md")
	code, out, errs := runKG("selfplay", "--games", "2", "--ai", "baseline,baseline", "--swap-sides", "--armies", "ralim,hive",
		"--max-ticks", "2000", "--check-replays", "--report", report)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var s selfplay.Summary
	if err := json.Unmarshal([]byte(out), &s); err != nil || strings.Join(s.Armies, ",") != "ralim,hive" || s.ReplayMismatches != 0 {
		t.Errorf("summary %v: %s", err, out)
	}
	md, _ := os.ReadFile(report)
	for _, unit := range []string{"ralim-commander", "hive-brood-mother"} {
		if !strings.Contains(string(md), unit) {
			t.Errorf("the report names no %s: the army was not fielded", unit)
		}
	}
	if strings.Contains(string(md), "ec-commander") {
		t.Errorf("the report names the scenario's own ec-commander")
	}
}

// kg teams prints a table whose every cell is kg selfplay --armies' slot
// wins for the pair, with the same seed.
func TestTeamsPrintsTheTable(t *testing.T) {
	armies := []string{"ralim", "hive", "slaves"}
	code, out, errs := runKG("teams", "--games", "4", "--armies", strings.Join(armies, ","), "--seed", "5", "--workers", "2", "--limit", "100")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "| wins % (row vs column) | ralim | hive | slaves | all |") || !strings.Contains(out, "No army won more than 100% against another.") {
		t.Errorf("no table header or verdict:\n%s", out)
	}
	if strings.Count(errs, "\n") != 3 {
		t.Errorf("want one progress line a pair:\n%s", errs)
	}
	for i, a := range armies {
		for j, b := range armies {
			if i >= j {
				continue
			}
			_, sp, _ := runKG("selfplay", "--games", "4", "--ai", "normal,normal", "--swap-sides", "--armies", a+","+b, "--seed", "5")
			var s selfplay.Summary
			if err := json.Unmarshal([]byte(sp), &s); err != nil {
				t.Fatal(err)
			}
			row := tableRow(out, a)
			if got, want := row[j], fmt.Sprintf("%.1f", 100*float64(s.WinsPerSlot[0])/float64(s.Games)); got != want {
				t.Errorf("%s against %s: the table says %s, kg selfplay %s", a, b, got, want)
			}
			if got, want := tableRow(out, b)[i], fmt.Sprintf("%.1f", 100*float64(s.WinsPerSlot[1])/float64(s.Games)); got != want {
				t.Errorf("%s against %s: the table says %s, kg selfplay %s", b, a, got, want)
			}
		}
	}
}

// tableRow is the cells of the markdown row of army a, its name left out.
func tableRow(md, a string) []string {
	for _, line := range strings.Split(md, "\n") {
		if strings.HasPrefix(line, "| "+a+" |") {
			cells := strings.Split(strings.Trim(line, "| "), " | ")
			return cells[1:]
		}
	}
	return nil
}
