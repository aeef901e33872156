package match_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/modules/locations"
	"github.com/krygothic/krygothic/rules/modules/vehicles"
	"github.com/krygothic/krygothic/scenarios"
)

// locationsDeck is a short bay with red's shooters, blue's renegades in
// flak jackets and a gun drone, playing the vehicles and locations
// modules (XS-09, XS-10 with XS-24).
func locationsDeck(t *testing.T) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/locations.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// XS-24 with XS-09 (SW-VEH-07): "U call T engine" is an aimed shot at
// the drone's engine; every wound it deals strikes the engine, with no
// location rolled (the engine's one wound destroys it, and a wound more
// passes to the hull, as XS-09 passes any wound on a destroyed location),
// and the call is told first. The vehicles module's called mark is gone
// once the shot is over. Seeds are tried until the shot wounds.
func TestAShotCalledAtAVehicleStrikesItsLocationXS24(t *testing.T) {
	const drone = "blue.renegade-drone-1"
	wounded := false
	for seed := uint64(1); seed <= 60 && !wounded; seed++ {
		m := playModules(t, locationsDeck(t), "0 red ec-commander-1 call blue.renegade-drone-1 engine\n0 blue done\n", seed)
		called := find[locations.ShotCalled](m)
		if len(called) != 1 || called[0] != (locations.ShotCalled{RuleID: locations.CallRule, Unit: "red.ec-commander-1", Target: drone, Location: "engine"}) {
			t.Fatalf("seed %d: the call told %+v\n%s", seed, called, dump(m))
		}
		for _, r := range find[combat.Roll](m) {
			if r.RuleID == vehicles.RuleID && r.Purpose == "hit location" {
				t.Errorf("seed %d: a location rolled for the called shot: %+v", seed, r)
			}
		}
		hits := find[vehicles.LocationHit](m)
		for _, h := range hits {
			if h.Unit != drone || !(h.Location == vehicles.Engine || h.Location == vehicles.Hull && h.Redirected == vehicles.Engine) {
				t.Errorf("seed %d: the called shot struck %+v, want the engine (or the hull once it is gone)", seed, h)
			}
		}
		if m.View().Mark(drone, vehicles.CalledMark) != 0 {
			t.Errorf("seed %d: the called mark outlived the shot", seed)
		}
		for _, g := range find[locations.Grazed](m) {
			if g.Unit == drone {
				t.Errorf("seed %d: a vehicle was grazed: %+v", seed, g)
			}
		}
		wounded = len(hits) > 0
		if wounded && hits[0].Location != vehicles.Engine {
			t.Errorf("seed %d: the first wound struck the %s", seed, hits[0].Location)
		}
	}
	if !wounded {
		t.Fatal("in 60 seeds the called shot never wounded the drone")
	}
}

// XS-10 end to end: a called head shot's wounds are doubled after the c
// cap (the assault rifle's c 2): every wound the roll keeps, up to 2, is
// two on the cultist (2 wounds: one kept die removes it), a critical
// doubling them again; the declaration and the call read in words.
func TestACalledHeadShotDoublesEveryWoundXS10(t *testing.T) {
	const cultist = "blue.renegade-cultist-1"
	seen := 0
	for seed := uint64(1); seed <= 80 && seen < 3; seed++ {
		m := playModules(t, locationsDeck(t), "0 red ec-trooper-1 call blue.renegade-cultist-1 head\n0 blue done\n", seed)
		var kept int
		crit := false
		for _, r := range find[combat.Roll](m) {
			if r.Kind == combat.HitRoll && r.By == "red.ec-trooper-1" {
				crit = r.CriticalPass
			}
			if r.Kind == combat.WoundRoll && r.Against == cultist {
				kept = len(r.Kept)
			}
		}
		want := min(kept, 2) * 2
		if crit {
			want *= 2
		}
		got := 0
		for _, w := range find[combat.Wounded](m) {
			if w.Unit == cultist {
				got += w.Wounds
			}
		}
		if got != min(want, 2) {
			t.Errorf("seed %d: %d wound dice kept (critical %v): the cultist took %d, want %d", seed, kept, crit, got, min(want, 2))
		}
		if kept > 0 {
			seen++
		}
		text := logText(t, m)
		for _, w := range []string{"EC Trooper 1 call a head shot at Cultist 1", "EC Trooper 1 calls a head shot at Cultist 1"} {
			if !strings.Contains(text, w) {
				t.Errorf("seed %d: the log does not say %q:\n%s", seed, w, text)
			}
		}
	}
	if seen < 3 {
		t.Fatalf("only %d seeds of 80 wounded the cultist", seen)
	}
}

// logText is m's log in words, as a player reads it with Rules detail
// off, its lines joined (a long line wraps): no rule ID, no unit ID.
func logText(t *testing.T, m *match.Match) string {
	t.Helper()
	return plainLog(t, m, locations.Rule, locations.CallRule, "renegade-", "ec-trooper")
}

// XS-10 end to end: a cultist (Speed 3) grazed by the commander's shot
// moves 2" at most until the next AP round: its 3" move is refused citing
// the move's rule, and its 2" move goes; one the shot did not graze makes
// the 3" move. The graze is told in words, its "grazed" mark is gone once
// the next round begins, and no graze comes with a wound.
func TestAGrazedModelMovesAnInchLessXS10(t *testing.T) {
	const cultist = "blue.renegade-cultist-1"
	const text = `
0   red  ec-commander-1 shoot blue.renegade-cultist-1
0   blue renegade-prophet-1 wait
200 blue renegade-cultist-1 move 7.5 4.5
300 blue renegade-cultist-1 move 8.5 4.5
`
	grazedSeen, cleanSeen := false, false
	for seed := uint64(1); seed <= 200 && !(grazedSeen && cleanSeen); seed++ {
		m := playModules(t, locationsDeck(t), text, seed)
		g := find[locations.Grazed](m)
		hurt := false
		for _, w := range find[combat.Wounded](m) {
			hurt = hurt || w.Unit == cultist
		}
		if m.View().Mark(cultist, locations.GrazedMark) != 0 {
			t.Errorf("seed %d: the graze outlived its AP round", seed)
		}
		if hurt {
			if len(g) > 0 {
				t.Errorf("seed %d: the cultist was wounded and grazed by one shot: %+v", seed, g)
			}
			continue
		}
		refused := refusedAt(m, "KG-MOVE-01")
		if len(g) == 1 && g[0] == (locations.Grazed{RuleID: locations.Rule, Unit: cultist, From: 3, To: 2}) {
			grazedSeen = true
			if len(refused) != 1 || refused[0] != 200 {
				t.Errorf("seed %d: grazed, the cultist's 3\" moves refused at %v; want the first, at 200\n%s", seed, refused, dump(m))
			}
			if !strings.Contains(logText(t, m), "Cultist 1 is grazed: −1 Speed (Speed 2 until the next AP round)") {
				t.Errorf("seed %d: the graze is not told in words:\n%s", seed, logText(t, m))
			}
			continue
		}
		if len(g) == 0 {
			cleanSeen = true
			if len(refused) != 0 {
				t.Errorf("seed %d: not grazed, yet the cultist's move was refused at %v", seed, refused)
			}
		}
	}
	if !grazedSeen || !cleanSeen {
		t.Fatalf("in 200 seeds a graze was seen %v, a shot that did not graze %v", grazedSeen, cleanSeen)
	}
}
