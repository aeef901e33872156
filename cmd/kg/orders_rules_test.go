package main

// Rule tests through "kg run" for the order rules (rules/orders): what a
// declaration may be, and what it costs. The package tests are in
// game/match/rules_test.go; these hold the tool to the same readings.

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const (
	skirmish = "../../game/match/testdata/skirmish.yaml"
	melee    = "../../game/match/testdata/melee.yaml"
	horror   = "../../game/match/testdata/horror.yaml"
	luckDeck = "../../game/match/testdata/luck.yaml"
)

// refusedFor lists the refusals citing rule, as "verb@tick" (the verb of
// the refused order's first step).
func refusedFor(events []event, rule string) []string {
	var out []string
	for _, e := range ofType(events, "refused") {
		if e.str("rule") == rule {
			tick, _ := e["tick"].(float64)
			verb := ""
			if f := strings.Fields(e.str("order")); len(f) > 1 {
				verb = f[1]
			}
			out = append(out, fmt.Sprintf("%s@%d", verb, int(tick)))
		}
	}
	return out
}

// KG-MOVE-07 (docs/rules.md): after a small step the unit's next action
// is no movement action, in a combo or the next declaration; a small step
// comes first in a combo; turns do not count.
func TestRunSmallStepThenNoMovement(t *testing.T) {
	events := kgRun(t, skirmish, `
0   red ec-trooper-1 step 2.9 4.5 & ec-trooper-1 move 4.5 4.5
10  red ec-trooper-1 step 2.9 4.5
20  red ec-trooper-1 move 4.5 4.5
30  red ec-trooper-1 face 0
40  red ec-trooper-1 wait
80  red ec-trooper-1 move 4.5 4.5
`, 3, 3, 1, 1, 1, 1)
	got := refusedFor(events, "KG-MOVE-07")
	if len(got) != 2 || got[0] != "step@0" || got[1] != "move@20" {
		t.Errorf("KG-MOVE-07 refusals %v, want the step & move combo at 0 and the move at 20", got)
	}
	moved := false
	for _, e := range ofType(events, "arrived") {
		moved = moved || e.str("unit") == "red.ec-trooper-1" && e["x"] == 4.5
	}
	if !moved {
		t.Error("after a wait the trooper may move again")
	}
}

// KG-RC-12: a weapon that cannot fire suppressively (a rifle) is refused
// when the shot is declared, and nothing is paid.
func TestRunSuppressiveRefusedWhenDeclared(t *testing.T) {
	events := kgRun(t, skirmish, "0 red ec-trooper-1 shoot blue.renegade-cultist-1 suppressive\n", 3, 3, 1, 1, 1, 1)
	if got := refusedFor(events, "KG-RC-12"); len(got) != 1 || got[0] != "shoot@0" {
		t.Errorf("KG-RC-12 refusals %v, want one at tick 0", got)
	}
	for _, d := range ofType(events, "declared") {
		if d.str("side") == "red" && d["ap"] != 0.0 {
			t.Errorf("red paid for %v", d["steps"])
		}
	}
}

// KG-CC-14: "U breakoff T" asks to leave a fight; the holder's standing
// answer ("letgo" / "hold") decides; let go, the unit breaks off for 1 AP
// and moves its Speed away.
func TestRunBreakOffByAgreement(t *testing.T) {
	held := kgRun(t, melee, "0 red ec-trooper-1 breakoff blue.renegade-cultist-1\n", 3, 3, 1, 1)
	stays := false
	for _, n := range ofType(held, "note") {
		stays = stays || n.str("rule") == "KG-CC-14" && strings.Contains(n.str("text"), "will not let")
	}
	if !stays || len(ofType(held, "moved")) != 0 {
		t.Errorf("held: stays %v, moves %v", stays, ofType(held, "moved"))
	}
	let := kgRun(t, melee, "0 blue renegade-cultist-1 letgo\n5 red ec-trooper-1 breakoff blue.renegade-cultist-1\n", 3, 3, 1, 1)
	var broke, moved bool
	for _, e := range ofType(let, "state_changed") {
		broke = broke || e.str("rule") == "KG-CC-14" && e.str("state") == "broke off by agreement"
	}
	for _, e := range ofType(let, "moved") {
		moved = moved || e.str("rule") == "KG-CC-14" && e.str("unit") == "red.ec-trooper-1" && e["inches"] == 3.0 // its Speed
	}
	if !broke || !moved || len(ofType(let, "combo_stopped")) != 0 {
		t.Errorf("let go: broke off %v, moved its Speed %v, its order stopped %v", broke, moved, ofType(let, "combo_stopped"))
	}
}

// KG-PSY-08 with KG-PSY-06 (docs/rules.md): a trooper attacking a pure
// horror tests half its Willpower at TN 6; failed, it freezes: no attack.
func TestRunAttackingAHorrorFreezes(t *testing.T) {
	events := kgRun(t, horror, "0 red ec-trooper-1 attack blue.possessed-horror-1\n", 3, 3, 1, 1, 1)
	will := rollsFor(events, "Willpower")
	froze := false
	for _, n := range ofType(events, "note") {
		froze = froze || n.str("rule") == "KG-PSY-08" && strings.Contains(n.str("text"), "freezes")
	}
	if len(will) != 1 || will[0].str("rule") != "KG-PSY-08" || !froze || len(rollsFor(events, "to hit")) != 0 {
		t.Errorf("horror test %v, froze %v, to-hit rolls %d", will, froze, len(rollsFor(events, "to hit")))
	}
}

// kg run --content plays with a content directory: a rifle whose long
// range is cut to 2" in a copy of the content cannot reach an enemy a
// rifle of the embedded content reaches. The rifle's versions (the
// optics module's, XS-17) are cut with it, as their numbers must follow
// the rifle's.
func TestRunWithContentDir(t *testing.T) {
	dir := t.TempDir()
	copyDir(t, "../../rules/content/data", dir)
	gear := filepath.Join(dir, "gear.yaml")
	data, err := os.ReadFile(gear)
	if err != nil {
		t.Fatal(err)
	}
	modded := strings.ReplaceAll(string(data), "    short: 3\n    long: 12\n", "    short: 1\n    long: 2\n")
	if modded == string(data) {
		t.Fatal("the rifle's ranges were not found in gear.yaml")
	}
	if err := os.WriteFile(gear, []byte(modded), 0o644); err != nil {
		t.Fatal(err)
	}
	orders := filepath.Join(t.TempDir(), "orders.txt")
	if err := os.WriteFile(orders, []byte("0 red ec-trooper-1 shoot blue.renegade-cultist-1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runKG("run", skirmish, "--orders", orders, "--seed", "2", "--content", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, `"rule":"KG-RC-11"`) || !strings.Contains(out, "out of range") {
		t.Errorf("with the modded rifle the shot should fall short:\n%s", out)
	}
	if code, out, _ := runKG("run", skirmish, "--orders", orders, "--seed", "2"); code != 0 || strings.Contains(out, "out of range") {
		t.Errorf("with the embedded rifle the shot reaches (exit %d)", code)
	}
	if code, _, errs := runKG("run", skirmish, "--orders", orders, "--content", filepath.Join(dir, "nowhere")); code != 1 || errs == "" {
		t.Errorf("a content directory that is not there: exit %d, %q", code, errs)
	}
}

// A record replays to the same lines, refusals included: "kg replay"
// prints what "kg run" printed.
func TestReplayPrintsTheSameLines(t *testing.T) {
	dir := t.TempDir()
	orders := filepath.Join(dir, "orders.txt")
	text := "0 red ec-trooper-1 shoot blue.renegade-cultist-1 suppressive\n10 red ec-trooper-1 shoot blue.renegade-cultist-1\n20 blue renegade-cultist-1 run 20.5 1.5\n"
	if err := os.WriteFile(orders, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	record := filepath.Join(dir, "match.json")
	code, first, errs := runKG("run", skirmish, "--orders", orders, "--seed", "9", "--record", record)
	if code != 0 {
		t.Fatalf("kg run: exit %d: %s", code, errs)
	}
	if strings.Count(first, `"type":"refused"`) < 2 {
		t.Fatalf("want at least two refusals to replay:\n%s", first)
	}
	code, again, errs := runKG("replay", record)
	if code != 0 {
		t.Fatalf("kg replay: exit %d: %s", code, errs)
	}
	if again != first {
		t.Errorf("the replay printed other lines:\n--- run\n%s--- replay\n%s", first, again)
	}
}

// copyDir copies the files of src (and its subfolders) into dst.
func copyDir(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		to := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(to, 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(to, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// XS-11 with kg run: a re-roll is no order; each side answers with its
// standing answer, --offers. Always: the trooper's miss (1 2) has its
// Squad Leader's command re-roll (3, 6+5: a hit), logged as a rerolled
// event before the roll as re-rolled; never: the miss stands. A standing
// answer that is none of pays, never, always is a command-line mistake.
func TestRunOffersAnswersReRolls(t *testing.T) {
	const shot = "0 red ec-trooper-1 shoot blue.renegade-cultist-1\n"
	always := kgRunArgs(t, luckDeck, shot, []string{"--offers", "always"}, 3, 3, 1, 2, 3, 6, 5, 4, 5, 5, 5, 3, 3, 3, 3)
	re := ofType(always, "rerolled")
	if len(re) != 1 || re[0].str("by") != "red.ec-commander-1" || re[0].str("what") != "command re-roll" || re[0]["ap"] != 2.0 {
		t.Errorf("always: re-rolls %v", re)
	}
	if hit := rollsFor(always, "to hit"); len(hit) != 1 || hit[0]["success"] != true {
		t.Errorf("always: the roll as re-rolled %v", hit)
	}
	never := kgRunArgs(t, luckDeck, shot, []string{"--offers", "never"}, 3, 3, 1, 2, 3, 3, 3, 3)
	if re := ofType(never, "rerolled"); len(re) != 0 {
		t.Errorf("never: re-rolls %v", re)
	}
	if code, _, errs := runKG("run", luckDeck, "--orders", "/dev/null", "--offers", "sometimes"); code != 2 || !strings.Contains(errs, "--offers") {
		t.Errorf("--offers sometimes: exit %d, %s", code, errs)
	}
}
