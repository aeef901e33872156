package ai

import (
	"fmt"
	"strings"
	"testing"
)

// The shipped levels read, weakest first, and are the ones the game
// names.
func TestShippedLevels(t *testing.T) {
	var names []string
	for _, l := range Levels() {
		names = append(names, l.Name)
	}
	if got := strings.Join(names, ","); got != "easy,normal,hard" {
		t.Fatalf("shipped levels %s; want easy,normal,hard", got)
	}
	if Hard.Weights.LastLeader != 3 || Normal.Reaction != 24 || Easy.Noise != 0.9 {
		t.Errorf("levels.yaml did not reach the levels: hard's last leader ×%v, normal's reaction %d, easy's noise %v",
			Hard.Weights.LastLeader, Normal.Reaction, Easy.Noise)
	}
	for _, l := range Levels() {
		if _, err := New(l.Name, "red", 1); err != nil {
			t.Errorf("%s is not a computer player: %v", l.Name, err)
		}
	}
}

// A designer's levels file that is wrong says where and why: every
// problem, each with its line.
func TestReadLevelsNamesTheFault(t *testing.T) {
	good := string(shippedLevels)
	tests := []struct {
		name, from, to string
		want           []string
	}{
		{"a weight left out", "      close_risk: 0.6 ", "      # close_risk gone", []string{lineOf("    weights: &weights") + ":5: level easy's weights does not give close_risk"}},
		{"a field left out", "    move_units: 3\n", "", []string{"level normal does not give move_units"}},
		{"noise of 1", "    noise: 0.2\n", "    noise: 1\n", []string{lineOf("    noise: 0.2") + ":5: noise: 0 (exact judgement)"}},
		{"a negative weight", "      objective: 400 ", "      objective: -4 ", []string{"weight objective is -4"}},
		{"a misspelt weight", "      wait: 0.04 ", "      wiat: 0.04 ", []string{"unknown field \"wiat\"", "does not give wait"}},
		{"two levels of one name", "  - name: hard", "  - name: normal", []string{"a second level called normal"}},
		{"the baseline's name", "  - name: easy", "  - name: baseline", []string{"level name baseline is the scripted bot's"}},
		{"a fraction of a tick", "    reaction: 4\n", "    reaction: 4.5\n", []string{"4.5 is not a whole number"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := strings.Replace(good, tt.from, tt.to, 1)
			if text == good {
				t.Fatalf("%q is not in levels.yaml: the test changes nothing", tt.from)
			}
			_, err := ReadLevels("levels.yaml", []byte(text))
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("the error does not say %q:\n%v", w, err)
				}
			}
		})
	}
	if _, err := ReadLevels("empty.yaml", []byte("levels: []\n")); err == nil || !strings.Contains(err.Error(), "no levels") {
		t.Errorf("an empty file: %v", err)
	}
}

// lineOf is "levels.yaml:N", N the line of the shipped file that starts
// with prefix.
func lineOf(prefix string) string {
	for i, line := range strings.Split(string(shippedLevels), "\n") {
		if strings.HasPrefix(line, prefix) {
			return fmt.Sprintf("levels.yaml:%d", i+1)
		}
	}
	return "levels.yaml: no line " + prefix
}

// FuzzReadLevels: whatever a levels file holds, reading it never panics,
// and what it accepts it accepts whole: every level named and in range.
func FuzzReadLevels(f *testing.F) {
	f.Add(shippedLevels)
	f.Add([]byte("levels:\n  - name: x\n"))
	f.Add([]byte("levels: [{name: a, weights: &w {move: 1}}, {name: b, weights: *w}]"))
	f.Fuzz(func(t *testing.T, src []byte) {
		ls, err := ReadLevels("f.yaml", src)
		if err != nil {
			return
		}
		for _, l := range ls {
			if l.Name == "" || l.MoveSamples < 1 || l.Noise < 0 || l.Noise >= 1 {
				t.Errorf("accepted %+v", l)
			}
		}
	})
}
