package words

import (
	"strconv"
	"testing"
)

func TestCount(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want string
	}{{0, "0 cells"}, {1, "1 cell"}, {2, "2 cells"}, {-1, "-1 cells"}} {
		if got := Count(tc.n, "cell", "cells"); got != tc.want {
			t.Errorf("Count(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
}

func TestFew(t *testing.T) {
	items := make([]string, 18000)
	for i := range items {
		items[i] = strconv.Itoa(i)
	}
	for _, tc := range []struct {
		n    int
		want string
	}{{0, ""}, {1, "0"}, {5, "0; 1; 2; 3; 4"}, {6, "0; 1; 2; 3; 4; … and 1 more"}, {18000, "0; 1; 2; 3; 4; … and 17,995 more"}} {
		if got := Few(items[:tc.n], "; "); got != tc.want {
			t.Errorf("Few(%d items) = %q, want %q", tc.n, got, tc.want)
		}
	}
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 17995: "17,995", 1234567: "1,234,567", -1234: "-1,234", -123: "-123"} {
		if got := Thousands(n); got != want {
			t.Errorf("Thousands(%d) = %q, want %q", n, got, want)
		}
	}
}

// A distance past a limit never reads as the limit itself, nor under it.
func TestPast(t *testing.T) {
	for _, tc := range []struct {
		d, limit float64
		want     string
	}{{20.04, 20, "20.1"}, {20.06, 20, "20.1"}, {23.44, 20, "23.4"}, {12.5, 12.5, "12.5"}, {12.51, 12.5, "12.6"}, {3, 20, "3.0"}} {
		if got := Past(tc.d, tc.limit); got != tc.want {
			t.Errorf("Past(%v, %v) = %q, want %q", tc.d, tc.limit, got, tc.want)
		}
	}
}

// Rule IDs leave what a player reads, and only they: the words round them
// stay.
func TestWithoutRules(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"EC Trooper 2 takes 1 wound (KG-RC-13)", "EC Trooper 2 takes 1 wound"},
		{"Trooper hit TN 1 (2+, GAP-13) keep 2:", "Trooper hit TN 1 (2+) keep 2:"},
		{"interrupted by the enemy, which gains AP for it (KG-AP-07(4))", "interrupted by the enemy, which gains AP for it"},
		{"KG-FACE-03: equal Speed", "equal Speed"},
		{"A move costs 2 AP, a run 1, plus the terrain crossed (GAP-09, KG-TERR-02/03); the rest", "A move costs 2 AP, a run 1, plus the terrain crossed; the rest"},
		{"for this long (KG-META-04; the seed's \"perhaps only 4 seconds\").", "for this long (the seed's \"perhaps only 4 seconds\")."},
		{"before committing (RULINGS §6).", "before committing."},
		{"no rule here (2, 3)", "no rule here (2, 3)"},
	} {
		if got := WithoutRules(tc.in); got != tc.want {
			t.Errorf("WithoutRules(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
