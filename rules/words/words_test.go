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
