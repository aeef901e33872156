package battle

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// lampTable: red's a standing and d removed, blue's b seen by red and c
// hidden from it (a ghost where red last saw it), blue's e Down and
// seen, and an objective.
func lampTable() []orders.Unit {
	at := func(id string, side int, x float64) orders.Unit {
		return orders.Unit{ID: id, Side: side, OnTable: true, Base: geom.Base{Centre: geom.Vec{X: x, Y: 3}, Radius: 0.5},
			F: combat.Fighter{WoundCapacity: 1}}
	}
	d, e, obj := at("red.d", 0, 4), at("blue.e", 1, 14), at("console", -1, 16)
	d.OnTable, d.F.Wounds = false, 1
	e.F.Wounds, e.F.Down = 1, true
	obj.Objective = true
	return []orders.Unit{at("red.a", 0, 2), d, at("blue.b", 1, 10), at("blue.c", 1, 12), e, obj}
}

// lampsAt lists where the lamps of lampTable stand, seen through l.
func lampsAt(l *lens) map[float64]float64 {
	out := map[float64]float64{}
	place := func(u *orders.Unit) (geom.Vec, float64) { return u.Base.Centre, u.Base.Facing }
	for _, lamp := range l.lamps(lampTable(), place, nil) {
		out[lamp.At.X] = lamp.Beam
	}
	return out
}

// Every model the screen shows carries a lamp, a Down one a dim pool
// without a beam; none for a model removed or an objective. Under the fog
// of war a hidden enemy's lamp is never lit: not where it stands, nor at
// its ghost; in hotseat between claims, only what the enemy side sees.
func TestLampsKeepToWhatTheSideSees(t *testing.T) {
	sides := [2]string{"red", "blue"}
	redSees := match.Sighting{Seen: map[string]bool{"blue.b": true, "blue.e": true},
		Ghosts: map[string]match.Ghost{"blue.c": {}}}
	for _, c := range []struct {
		name string
		l    lens
		want map[float64]bool // x: a lamp with a beam
	}{
		{"no fog", lens{}, map[float64]bool{2: true, 10: true, 12: true, 14: false}},
		{"red's view", lens{fog: true, viewer: 0, sides: sides, sight: [2]match.Sighting{redSees}},
			map[float64]bool{2: true, 10: true, 14: false}},
		{"blue's view, seeing nothing", lens{fog: true, viewer: 1, sides: sides},
			map[float64]bool{10: true, 12: true, 14: false}},
		{"hotseat: what both know", lens{fog: true, viewer: -1, sides: sides, sight: [2]match.Sighting{redSees}},
			map[float64]bool{10: true, 14: false}},
	} {
		got := lampsAt(&c.l)
		if len(got) != len(c.want) {
			t.Errorf("%s: lamps at %v, want at %v", c.name, got, c.want)
			continue
		}
		for x, beam := range c.want {
			if b, ok := got[x]; !ok || (b > 0) != beam {
				t.Errorf("%s: lamps at %v (x: beam), want at %v (x: with a beam)", c.name, got, c.want)
				break
			}
		}
	}
}

// On a dark deck under the fog of war the battle screen lights only its
// side's models and the enemies they see: on Sabotage, made dark, the
// attackers see no defender at the start, and no lamp is lit in the
// defenders' hall.
func TestNoLampGivesAHiddenEnemyAway(t *testing.T) {
	env := internalEnv(t)
	s, err := scenarios.LoadShipped("sabotage", env.Content)
	if err != nil {
		t.Fatal(err)
	}
	s.Dark = true
	b, err := New(env, ui.MatchSetup{Scenario: s, ScenarioName: "sabotage", Seed: 1, Mode: ui.VersusAI, Human: 0, AI: "normal", Fog: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := b.m.Step(); err != nil {
		t.Fatal(err)
	}
	b.afterTick()
	b.stageDeck(b.shownUnits(&b.bufs.draw))
	mine, hidden := 0, 0
	for _, u := range b.view().Units() {
		if !u.Alive() || u.Objective {
			continue
		}
		for _, l := range b.deck.Lights {
			if l.At.Dist(u.Base.Centre) < 0.01 {
				if u.Side == 0 {
					mine++
				} else if !b.lens.sight[0].Seen[u.ID] {
					hidden++
				}
			}
		}
	}
	if mine == 0 || hidden != 0 {
		t.Errorf("%d lamps on the attackers, %d on defenders hidden from them: want some, and none", mine, hidden)
	}
}
