package scenarios_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/scenarios"
)

// GAP-33, issue 18: every random mission passes the check a scenario file
// passes (kg check): its deck, sides, zones that can meet, armies within
// their limits, its events and its decor; and (issue 36) its two armies
// are of equal points, and its rooms are dressed. A thousand seeds (a
// hundred with -short).
func TestRandomMissionsPassTheCheck(t *testing.T) {
	c := defaultContent(t)
	eachRandomMission(t, c, func(name string, s *scenarios.Scenario) {
		if s.Deck.W != 72 || s.Deck.H != 48 || s.Sides[0].Army == nil || s.Sides[1].Army == nil {
			t.Fatalf("%s: a %d × %d deck, armies %v and %v", name, s.Deck.W, s.Deck.H, s.Sides[0].Army, s.Sides[1].Army)
		}
		// Issue 36: the armies are of equal points.
		if a, b := s.Sides[0].Army, s.Sides[1].Army; a.Cost != b.Cost || len(a.Models) != len(b.Models) {
			t.Fatalf("%s: armies of %d points (%d models) and %d points (%d models), want equal", name, a.Cost, len(a.Models), b.Cost, len(b.Models))
		}
		kinds := map[string]bool{}
		for _, d := range s.Decor {
			kinds[d.Kind] = true
		}
		if len(s.Decor) < 10 || len(kinds) < 3 {
			t.Fatalf("%s: %d pieces of decor of %d kinds; its rooms are dressed", name, len(s.Decor), len(kinds))
		}
	})
}

// A random mission's name is random-SEED; anything else after the prefix
// is refused with how to write one, and it is never a file.
func TestRandomMissionNames(t *testing.T) {
	src, err := scenarios.Resolve("random-42")
	if err != nil || src.Random != 42 || src.Shipped || src.OnDisk() {
		t.Errorf("random-42: %+v, %v", src, err)
	}
	// Leading zeros mean nothing: the seed is read in decimal.
	if src, err := scenarios.Resolve("random-042"); err != nil || src.Random != 42 || src.Name != "random-42" {
		t.Errorf("random-042: %+v, %v, want random-42", src, err)
	}
	for _, bad := range []string{"random-0", "random-", "random-x", "random-+42", "random-0x2a", "random--1", "random-18446744073709551616"} {
		if _, err := scenarios.Resolve(bad); err == nil || !strings.Contains(err.Error(), "random-SEED") {
			t.Errorf("%s: %v, want the form explained", bad, err)
		}
	}
	if src, err := scenarios.Resolve("./random-42.yaml"); err != nil || src.Random != 0 || !src.OnDisk() {
		t.Errorf("./random-42.yaml is a file: %+v, %v", src, err)
	}
}

// Issue 36: on a random mission both sides deploy alike. The automatic
// deployment puts each model of the west side on the twin (turned half a
// circle about the deck's centre, the centre of cell (35, 23)) of the
// cell where the same model of the east side stands, facing the other
// way: the deck being point-symmetric is not enough if the spacing on
// every other cell or the order of equally near cells tells the sides
// apart. A thousand seeds (a hundred with -short).
func TestRandomMissionsDeployAlike(t *testing.T) {
	c := defaultContent(t)
	eachRandomMission(t, c, func(name string, s *scenarios.Scenario) {
		m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		at := map[string]geom.Vec{}
		for _, u := range m.View().Units() {
			_, model, _ := strings.Cut(u.ID, ".")
			if u.Side == 1 {
				at[model] = u.Base.Centre
			}
		}
		for _, u := range m.View().Units() {
			_, model, _ := strings.Cut(u.ID, ".")
			if u.Side != 0 {
				continue
			}
			twin := geom.Vec{X: 71 - u.Base.Centre.X, Y: 47 - u.Base.Centre.Y}
			if got, ok := at[model]; !ok || got != twin {
				t.Fatalf("%s: west's %s stands at %v, east's at %v, want %v", name, model, u.Base.Centre, got, twin)
			}
		}
	})
}

// eachRandomMission opens the random missions of seeds 1 to 1000 (1 to
// 100 with -short) with content c and hands each to check.
func eachRandomMission(t *testing.T, c *content.Content, check func(name string, s *scenarios.Scenario)) {
	t.Helper()
	n := uint64(1000)
	if testing.Short() {
		n = 100
	}
	for seed := uint64(1); seed <= n; seed++ {
		name := fmt.Sprintf("random-%d", seed)
		s, err := scenarios.Open(name, c)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		check(name, s)
	}
}
