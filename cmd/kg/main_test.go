package main

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runKG(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestOddsPrintsTheDistribution(t *testing.T) {
	code, out, _ := runKG("odds", "--dice", "3", "--tn", "5", "--keep", "3")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	var got oddsOutput
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("not one JSON object: %q", out)
	}
	want := []float64{8.0 / 27, 12.0 / 27, 6.0 / 27, 1.0 / 27} // (2/3 + 1/3)^3
	if got.Dice != 3 || got.TN != 5 || got.Keep != 3 || len(got.Kept) != 4 {
		t.Fatalf("got %+v", got)
	}
	for i := range want {
		if math.Abs(got.Kept[i]-want[i]) > 1e-12 {
			t.Errorf("p%d = %v, want %v", i, got.Kept[i], want[i])
		}
	}
	// keep defaults to the dice; sum7plus changes TN 7 (RULINGS §1).
	_, table, _ := runKG("odds", "--dice", "1", "--tn", "7")
	_, sum7, _ := runKG("odds", "--dice", "1", "--tn", "7", "--sum7plus")
	if !strings.Contains(table, `"keep":1,"kept":[0.888`) || !strings.Contains(sum7, `"kept":[0.833`) {
		t.Errorf("TN 7: table %s sum7plus %s", table, sum7)
	}
}

func TestRoll(t *testing.T) {
	tests := []struct {
		args []string
		want []string
	}{
		// KG-DICE-EX2: 3, 4, 6 and the 6 re-rolls a 3.
		{[]string{"roll", "3D6", "--dice", "3,4,6,3"}, []string{"dice: 3, 4, 6+3=9", "total: 16"}},
		// KG-DICE-EX3 as printed, without explosion.
		{[]string{"roll", "4K3", "--dice", "6,5,5,2", "--no-explode"}, []string{"2 (dropped)", "total: 16"}},
		// KG-RC-EX2 dice against TN 5 keep 3.
		{[]string{"roll", "5K3", "--tn", "5", "--dice", "6,6,1,5,6,3,2,1"}, []string{"6+3=9 pass", "1 fail", "successes: 4, kept 3", "critical pass"}},
		{[]string{"roll", "2K2", "--tn", "5", "--dice", "1,1"}, []string{"critical fail"}},
		{[]string{"roll", "--seed", "9", "D6"}, []string{"1D6, seed 9"}},
		{[]string{"roll", "3K3", "--tn", "0", "--dice", "1,2,2"}, []string{"3K3 against TN 0", "1 fail", "2 pass"}},
	}
	for _, tc := range tests {
		code, out, errs := runKG(tc.args...)
		if code != 0 {
			t.Errorf("%v: exit %d: %s", tc.args, code, errs)
		}
		for _, w := range tc.want {
			if !strings.Contains(out, w) {
				t.Errorf("%v: output %q lacks %q", tc.args, out, w)
			}
		}
	}
	_, a, _ := runKG("roll", "6K2", "--seed", "77", "--json")
	_, b, _ := runKG("roll", "6K2", "--seed", "77", "--json")
	if a != b || !strings.Contains(a, `"seed":77`) {
		t.Errorf("a seeded roll is not repeatable: %s vs %s", a, b)
	}
}

func TestBadCommandLines(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want string
	}{
		{nil, 2, "Commands:"},
		{[]string{"fly"}, 2, `unknown command "fly"`},
		{[]string{"odds", "--tn", "5"}, 2, "--dice N is required"},
		{[]string{"odds", "--dice", "3"}, 2, "--tn T is required"},
		{[]string{"odds", "--dice", "-4", "--tn", "5"}, 2, "--dice -4: give a whole number from 0 to 1000"},
		{[]string{"odds", "--dice", "3", "--tn", "5", "--keep", "x"}, 2, "--keep x: give a whole number from 0 to 1000"},
		{[]string{"roll"}, 2, "give one dice expression"},
		{[]string{"roll", "4Q3"}, 2, `dice expression "4Q3"`},
		{[]string{"roll", "3D6", "--dice", "1,9"}, 2, "face 2 is 9"},
		{[]string{"roll", "3D6", "--dice", "1,2"}, 1, "script ran out"},
		{[]string{"roll", "3D6", "--dice", "1,2,3", "--seed", "4"}, 2, "not both"},
		{[]string{"roll", "3D6", "--sum7plus"}, 2, "--sum7plus needs --tn"},
		{[]string{"roll", "3D6", "--dice", "1,2,3,4"}, 1, "1 face(s) left over"},
		{[]string{"odds", "--dice", "3", "--tn", "5", "--keep", "-1"}, 2, "--keep -1: give a whole number from 0 to 1000"},
		{[]string{"army"}, 2, `the only army command is "kg army check"`},
		{[]string{"army", "check"}, 2, "name at least one"},
		{[]string{"army", "check", "no-such-file.yaml"}, 1, "no-such-file.yaml"},
		{[]string{"content", "check", "no-such-dir"}, 1, "no-such-dir/classes.yaml: cannot read"},
	}
	for _, tc := range tests {
		code, _, errs := runKG(tc.args...)
		if code != tc.code || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", tc.args, code, errs, tc.code, tc.want)
		}
	}
}

func TestArmyCheck(t *testing.T) {
	code, out, errs := runKG("army", "check", "../../scenarios/armies/slaves.yaml")
	if code != 0 || !strings.Contains(out, "Slave War Band (The Slaves): 12 models, 990/1000 points") || !strings.Contains(out, "3  Overseer") {
		t.Errorf("exit %d\n%s%s", code, out, errs)
	}
	bad := filepath.Join(t.TempDir(), "bad.yaml")
	os.WriteFile(bad, []byte("team: slaves\nmodels:\n  - unit: slave-thrall\n    ranged: rifle\n"), 0o644)
	code, _, errs = runKG("army", "check", bad)
	for _, w := range []string{bad + ":3:5: The Slaves may not field rifle", bad + ":2:1: the army has no Squad Leader"} {
		if code != 1 || !strings.Contains(errs, w) {
			t.Errorf("exit %d, stderr %q lacks %q", code, errs, w)
		}
	}
}

func TestContentCheck(t *testing.T) {
	code, out, errs := runKG("content", "check", "../../rules/content/data")
	if code != 0 || !strings.Contains(out, "9 teams") {
		t.Errorf("exit %d: %s%s", code, out, errs)
	}
}

func TestCheckScenarios(t *testing.T) {
	code, out, errs := runKG("check", "--shipped")
	if code != 0 || strings.Count(out, ": ok — ") < 4 || !strings.Contains(out, "Sabotage (72×48, 10 rounds") {
		t.Errorf("exit %d\n%s%s", code, out, errs)
	}
	code, _, errs = runKG("check", "../../scenarios/testdata/bad/unknown-char.yaml", "../../scenarios/maps/sabotage.yaml")
	if code != 1 || !strings.Contains(errs, "unknown-char.yaml:10:10: map character \"X\" is not in the legend") {
		t.Errorf("exit %d: %s", code, errs)
	}
	if code, _, errs := runKG("check"); code != 2 || !strings.Contains(errs, "--shipped") {
		t.Errorf("no files: exit %d %s", code, errs)
	}
	// A shipped scenario by name, by the rule every command uses
	// (scenarios.Resolve); an unknown name lists the shipped ones.
	if code, out, errs := runKG("check", "sabotage"); code != 0 || !strings.HasPrefix(out, "sabotage: ok — Sabotage") {
		t.Errorf("by name: exit %d\n%s%s", code, out, errs)
	}
	if code, _, errs := runKG("check", "moon-base"); code != 2 || !strings.Contains(errs, `no shipped scenario called "moon-base" (there are: hangar-deathmatch`) {
		t.Errorf("unknown name: exit %d %s", code, errs)
	}
}

func TestRunAndReplay(t *testing.T) {
	dir := t.TempDir()
	orders := filepath.Join(dir, "orders.txt")
	os.WriteFile(orders, []byte("# a short fight\n0 red ec-trooper-1 shoot blue.renegade-cultist-1\n60 blue renegade-cultist-1 shoot red.ec-trooper-1 snap\n"), 0o644)
	record := filepath.Join(dir, "record.json")
	code, out, errs := runKG("run", "../../game/match/testdata/skirmish.yaml", "--orders", orders, "--seed", "4", "--record", record)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var final map[string]any
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &final); err != nil || final["type"] != "final" || final["state_hash"] == "" {
		t.Fatalf("last line %q", lines[len(lines)-1])
	}
	for _, l := range lines {
		var e map[string]any
		if err := json.Unmarshal([]byte(l), &e); err != nil || e["type"] == nil || e["tick"] == nil {
			t.Fatalf("not an event line: %q", l)
		}
	}
	code, again, errs := runKG("replay", record)
	if code != 0 || again != out {
		t.Errorf("replay: exit %d %s; output differs: %v", code, errs, again != out)
	}
}

func TestRunRefusesBadOrders(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("0 red ec-trooper-1 fly 3 4\nx red done\n5 green done\n"), 0o644)
	code, _, errs := runKG("run", "../../game/match/testdata/skirmish.yaml", "--orders", bad)
	// Every problem at once, a side the scenario lacks with the rest.
	want := []string{`bad.txt:1:7: ec-trooper-1: unknown order "fly"`, `bad.txt:2:1: tick "x"`, `bad.txt:3:3: no side "green"`}
	if code != 1 || len(strings.Split(strings.TrimSpace(errs), "\n")) != len(want) {
		t.Errorf("exit %d: %s", code, errs)
	}
	for _, w := range want {
		if !strings.Contains(errs, w) {
			t.Errorf("no %s in\n%s", w, errs)
		}
	}
	os.WriteFile(bad, []byte("5 green done\n"), 0o644)
	if code, _, errs := runKG("run", "../../game/match/testdata/skirmish.yaml", "--orders", bad); code != 1 || !strings.Contains(errs, `bad.txt:1:3: no side "green"`) {
		t.Errorf("exit %d: %s", code, errs)
	}
	if code, _, errs := runKG("replay", bad); code != 1 || !strings.Contains(errs, "damaged") {
		t.Errorf("replay of a non-record: exit %d %s", code, errs)
	}
}

// A run cut short by --max-ticks records where it stopped, and its replay
// stops there too, with the same state.
func TestRunCutShortReplays(t *testing.T) {
	dir := t.TempDir()
	orders := filepath.Join(dir, "orders.txt")
	os.WriteFile(orders, []byte("0 red ec-trooper-1 move 3.5 4.5\n"), 0o644)
	record := filepath.Join(dir, "record.json")
	code, out, errs := runKG("run", "../../game/match/testdata/skirmish.yaml", "--orders", orders, "--dice", "3,3,3,3", "--max-ticks", "30", "--record", record)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	code, again, errs := runKG("replay", record)
	if code != 0 || again != out {
		t.Errorf("replay of a cut-short run: exit %d %s; output differs: %v", code, errs, again != out)
	}
}

// A run whose dice script runs out fails (exit 1), and --record keeps the
// ticks before the failure: a record that replays, to the same events
// the run printed before that tick. "--seed 1 --dice 1,2" is refused.
func TestRunWhoseDiceRanOutRecordsWhatReplays(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.txt")
	os.WriteFile(empty, nil, 0o644)
	record := filepath.Join(dir, "record.json")
	code, out, errs := runKG("run", "sabotage", "--orders", empty, "--dice", "4,4,4,5,1,3", "--record", record)
	if code != 1 || !strings.Contains(errs, "dice script ran out") || !strings.Contains(errs, "keeps the match up to tick") {
		t.Fatalf("exit %d: %s", code, errs)
	}
	code, again, errs := runKG("replay", record)
	if code != 0 {
		t.Fatalf("replay: exit %d: %s", code, errs)
	}
	ran, replayed := strings.Split(out, "\n"), strings.Split(strings.TrimSpace(again), "\n")
	for i, l := range replayed[:len(replayed)-1] {
		if ran[i] != l {
			t.Fatalf("replay line %d differs:\n%s\n%s", i+1, ran[i], l)
		}
	}
	if code, _, errs := runKG("run", "sabotage", "--orders", empty, "--seed", "1", "--dice", "1,2"); code != 2 || !strings.Contains(errs, "not both") {
		t.Errorf("--seed and --dice: exit %d %s", code, errs)
	}
}
