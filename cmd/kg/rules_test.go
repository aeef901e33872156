package main

// Rule tests through "kg run": each plays a few tick-stamped orders with
// scripted dice on a small scenario in testdata/ and checks the JSON event
// lines (docs/events.md). They pin rules that the packages' own tests leave
// loose, and they keep holding while the match's code moves around.

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// event is one decoded JSON line of kg run.
type event map[string]any

func (e event) str(key string) string { s, _ := e[key].(string); return s }

// ints reads a JSON array of numbers.
func (e event) ints(key string) []int {
	var out []int
	list, _ := e[key].([]any)
	for _, v := range list {
		f, _ := v.(float64)
		out = append(out, int(f))
	}
	return out
}

// kgRun plays orders on scenario with the scripted dice through "kg run"
// and returns its event lines. Every scripted face must show in the log
// (the AP dice and the rolls), so no die is spent unseen.
func kgRun(t *testing.T, scenario, orders string, faces ...int) []event {
	t.Helper()
	return kgRunArgs(t, scenario, orders, nil, faces...)
}

// kgRunArgs is kgRun with more of kg run's flags.
func kgRunArgs(t *testing.T, scenario, orders string, args []string, faces ...int) []event {
	t.Helper()
	file := filepath.Join(t.TempDir(), "orders.txt")
	if err := os.WriteFile(file, []byte(orders), 0o644); err != nil {
		t.Fatal(err)
	}
	script := make([]string, len(faces))
	for i, f := range faces {
		script[i] = strconv.Itoa(f)
	}
	code, out, errs := runKG(append([]string{"run", scenario, "--orders", file, "--dice", strings.Join(script, ",")}, args...)...)
	if code != 0 {
		t.Fatalf("kg run: exit %d: %s\n%s", code, errs, out)
	}
	var events []event
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var e event
		if err := json.Unmarshal([]byte(l), &e); err != nil {
			t.Fatalf("not a JSON line: %q", l)
		}
		events = append(events, e)
	}
	if last := events[len(events)-1]; last.str("type") != "final" {
		t.Fatalf("last line is not the final one: %v", last)
	}
	if n := facesLogged(events); n != len(faces) {
		t.Fatalf("the log shows %d dice faces, the script holds %d:\n%s", n, len(faces), out)
	}
	return events
}

// facesLogged counts the die faces the events show: AP dice and every roll.
func facesLogged(events []event) int {
	n := 0
	for _, e := range events {
		switch e.str("type") {
		case "round_started":
			dice, _ := e["dice"].(map[string]any)
			for _, faces := range dice {
				l, _ := faces.([]any)
				n += len(l)
			}
		case "roll":
			chains, _ := e["dice"].([]any)
			for _, c := range chains {
				l, _ := c.([]any)
				n += len(l)
			}
		case "rerolled": // the dice rolled again, as they first landed
			first, _ := e["first"].([]any)
			again, _ := e["again"].([]any)
			for _, i := range again {
				if k, ok := i.(float64); ok && int(k) < len(first) {
					l, _ := first[int(k)].([]any)
					n += len(l)
				}
			}
		}
	}
	return n
}

// ofType returns the events of one type, in order.
func ofType(events []event, typ string) []event {
	var out []event
	for _, e := range events {
		if e.str("type") == typ {
			out = append(out, e)
		}
	}
	return out
}

// rollsFor returns the roll events of one purpose, in order.
func rollsFor(events []event, purpose string) []event {
	var out []event
	for _, e := range ofType(events, "roll") {
		if e.str("purpose") == purpose {
			out = append(out, e)
		}
	}
	return out
}

// removed lists the units taken off, in order.
func removed(events []event) []string {
	var out []string
	for _, e := range ofType(events, "wounded") {
		if e["removed"] == true {
			out = append(out, e.str("unit"))
		}
	}
	return out
}

const (
	lastRound  = "testdata/last-round.yaml"
	speedTrial = "testdata/speed.yaml"
)

// GAP-31: at the round limit the side that destroyed more enemy points
// wins; points level, the side that killed more Squad Leaders; else a
// draw. testdata/last-round.yaml has one round and models of 100 points
// each: an unarmed Squad Leader (3 wounds) and autocannon troopers (2
// dice, up to 3 wounds a shot, wound TN 2 against Body 2 or 3).
func TestRunRoundLimitResult(t *testing.T) {
	const (
		ap       = "3,3"     // each side's AP die
		kill     = "5,5,3,3" // a trooper's shot: two hits, two wounds
		finishSL = "5,2,3"   // a second shot: one hit, the third wound
	)
	// A trooper needs two shots for a Squad Leader.
	killSL := func(tick int, side, shooter, target string) string {
		return strconv.Itoa(tick) + " " + side + " " + shooter + " shoot " + target + "\n" +
			strconv.Itoa(tick+90) + " " + side + " " + shooter + " shoot " + target + "\n"
	}
	tests := []struct {
		name    string
		orders  string
		dice    string
		removed []string
		winner  string
		reason  string
	}{
		{
			name:    "points decide: red",
			orders:  "0 red ec-trooper-1 shoot blue.ec-trooper-1\n",
			dice:    ap + "," + kill,
			removed: []string{"blue.ec-trooper-1"},
			winner:  "red", reason: "the round limit: 100 points destroyed against 0",
		},
		{
			name:    "points decide: blue",
			orders:  "0 blue ec-trooper-1 shoot red.ec-trooper-1\n",
			dice:    ap + "," + kill,
			removed: []string{"red.ec-trooper-1"},
			winner:  "blue", reason: "the round limit: 100 points destroyed against 0",
		},
		{
			// Red killed the only Squad Leader, but points come first.
			name: "points decide before Squad Leaders",
			orders: killSL(0, "red", "ec-trooper-1", "blue.ec-commander-1") +
				"200 blue ec-trooper-1 shoot red.ec-trooper-1\n" +
				"300 blue ec-marksman-1 shoot red.ec-marksman-1\n",
			// The marksman's assault rifle: 4 dice, two hits, two wounds.
			dice:    ap + "," + kill + "," + finishSL + "," + kill + ",5,5,2,2,3,3",
			removed: []string{"blue.ec-commander-1", "red.ec-trooper-1", "red.ec-marksman-1"},
			winner:  "blue", reason: "the round limit: 200 points destroyed against 100",
		},
		{
			name:    "points level, Squad Leaders decide: red",
			orders:  killSL(0, "red", "ec-trooper-1", "blue.ec-commander-1") + "200 blue ec-trooper-1 shoot red.ec-trooper-1\n",
			dice:    ap + "," + kill + "," + finishSL + "," + kill,
			removed: []string{"blue.ec-commander-1", "red.ec-trooper-1"},
			winner:  "red", reason: "the round limit: points level, more Squad Leaders killed",
		},
		{
			name:    "points level, Squad Leaders decide: blue",
			orders:  killSL(0, "blue", "ec-trooper-1", "red.ec-commander-1") + "200 red ec-trooper-1 shoot blue.ec-trooper-1\n",
			dice:    ap + "," + kill + "," + finishSL + "," + kill,
			removed: []string{"red.ec-commander-1", "blue.ec-trooper-1"},
			winner:  "blue", reason: "the round limit: points level, more Squad Leaders killed",
		},
		{
			name:    "points and Squad Leaders level: a draw",
			orders:  "0 red ec-trooper-1 shoot blue.ec-trooper-1\n200 blue ec-trooper-2 shoot red.ec-trooper-2\n",
			dice:    ap + "," + kill + "," + kill,
			removed: []string{"blue.ec-trooper-1", "red.ec-trooper-2"},
			winner:  "", reason: "the round limit: a draw",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			events := kgRun(t, lastRound, tc.orders, faceList(t, tc.dice)...)
			if got := removed(events); !slices.Equal(got, tc.removed) {
				t.Fatalf("removed %v, want %v: the scenario did not play as scripted", got, tc.removed)
			}
			ended := ofType(events, "ended")
			if len(ended) != 1 {
				t.Fatalf("%d ended events", len(ended))
			}
			res, _ := ended[0]["result"].(map[string]any)
			winner, _ := res["winner"].(string)
			reason, _ := res["reason"].(string)
			if ended[0].str("rule") != "GAP-31" || winner != tc.winner || reason != tc.reason {
				t.Errorf("GAP-31: %s ended with winner %q (%s), want %q (%s)", ended[0].str("rule"), winner, reason, tc.winner, tc.reason)
			}
		})
	}
}

// faceList turns "3,3,5" into faces.
func faceList(t *testing.T, s string) []int {
	t.Helper()
	var out []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, n)
	}
	return out
}

// KG-FACE-03: two declarations of the same action (here two shots) within
// the face-off window: the unit with the higher Speed goes first. Both
// sides shoot at tick 0; the Rush Grunt and the Runner (Fast, Speed 5,
// KG-DATA-03) beat a trooper or cultist (Speed 3) whichever side declares
// it. Both shots miss (2 and 3 against TN 5), so the order the to-hit
// rolls come in is the order the steps resolved in.
func TestRunFaceOffBySpeed(t *testing.T) {
	tests := []struct {
		name          string
		orders        string
		first, second string // sides
		shooters      []string
	}{
		{
			name:   "red's Speed 5 against blue's Speed 3",
			orders: "0 red ec-rush-grunt-1 shoot blue.renegade-cultist-1\n0 blue renegade-cultist-1 shoot red.ec-trooper-1\n",
			first:  "red", second: "blue",
			shooters: []string{"red.ec-rush-grunt-1", "blue.renegade-cultist-1"},
		},
		{
			name:   "blue's Speed 5 against red's Speed 3",
			orders: "0 red ec-trooper-1 shoot blue.renegade-cultist-1\n0 blue renegade-runner-1 shoot red.ec-trooper-1\n",
			first:  "blue", second: "red",
			shooters: []string{"blue.renegade-runner-1", "red.ec-trooper-1"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			events := kgRun(t, speedTrial, tc.orders, 3, 3, 2, 3, 2, 3)
			fo := ofType(events, "face_off")
			if len(fo) != 1 {
				t.Fatalf("%d face_off events, want 1", len(fo))
			}
			if fo[0].str("first") != tc.first || fo[0].str("second") != tc.second || !strings.HasPrefix(fo[0].str("why"), "KG-FACE-03: the same action; the faster unit first") {
				t.Errorf("KG-FACE-03: face-off first %q second %q (%s), want %q first, by Speed", fo[0].str("first"), fo[0].str("second"), fo[0].str("why"), tc.first)
			}
			hits := rollsFor(events, "to hit")
			if len(hits) != 2 {
				t.Fatalf("%d to-hit rolls, want 2", len(hits))
			}
			got := []string{hits[0].str("by"), hits[1].str("by")}
			t0, _ := hits[0]["tick"].(float64)
			t1, _ := hits[1]["tick"].(float64)
			if !slices.Equal(got, tc.shooters) || t0 >= t1 {
				t.Errorf("KG-FACE-03: shots resolved %v at ticks %v, %v; want %v, the faster first", got, t0, t1, tc.shooters)
			}
		})
	}
}

// KG-RC-10: +1 to hit only for a target with Speed OVER 5. The Runner
// (Fast, Speed 5) is shot at TN 5 with no Speed modifier. No profile in
// the shipped content has a Speed over 5, so the +1 itself is tested in
// rules/combat (TestTargetSpeedOverFive).
func TestRunTargetSpeedFiveNoModifier(t *testing.T) {
	events := kgRun(t, speedTrial, "0 red ec-rush-grunt-1 shoot blue.renegade-runner-1\n", 3, 3, 2, 3)
	hits := rollsFor(events, "to hit")
	if len(hits) != 1 {
		t.Fatalf("%d to-hit rolls, want 1", len(hits))
	}
	tn, _ := hits[0]["tn"].(float64)
	mods, _ := hits[0]["modifiers"].([]any)
	if tn != 5 || len(mods) != 0 {
		t.Errorf("KG-RC-10: a Speed 5 target is shot at TN %v with modifiers %v; want TN 5 and none", tn, mods)
	}
}

// KG-DICE-07: an attribute check keeps one die, the best; on equal totals
// the first in rolling order (rules/dice TestAttributeBestDieOnTies). A
// cultist (Willpower 3) hit but not wounded takes KG-PSY-01's pinning test
// at TN 5; its roll event's "kept" names the die kept.
func TestRunAttributeCheckKeepsTheFirstOfTiedDice(t *testing.T) {
	tests := []struct {
		name      string
		willpower []int
		success   bool
	}{
		{"a passing tie", []int{5, 5, 2}, true},
		{"a failing tie", []int{4, 4, 1}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			// AP 3, 3; to hit 5, 2 (one hit); to wound 1 (a natural 1 fails).
			faces := append([]int{3, 3, 5, 2, 1}, tc.willpower...)
			events := kgRun(t, speedTrial, "0 red ec-trooper-1 shoot blue.renegade-cultist-1\n", faces...)
			pin := rollsFor(events, "Willpower")
			if len(pin) != 1 {
				t.Fatalf("%d Willpower rolls, want 1", len(pin))
			}
			tn, _ := pin[0]["tn"].(float64)
			if kept := pin[0].ints("kept"); !slices.Equal(kept, []int{0}) || pin[0]["success"] != tc.success || tn != 5 {
				t.Errorf("KG-DICE-07: Willpower %v against TN %v kept %v, success %v; want the first die [0], success %v",
					tc.willpower, tn, kept, pin[0]["success"], tc.success)
			}
		})
	}
}
