package ai

import (
	"encoding/binary"
	"hash/fnv"
	"math"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
)

// table is what the AI reads of the match at one decision.
type table struct {
	m           *match.Match
	me, enemy   match.SideInfo
	index       int           // the side's index
	own         []*match.Unit // its models that can act
	enemies     []*match.Unit // the enemy's models
	targets     []*match.Unit // what it may attack: enemy models, and objectives if it is the saboteur
	attacker    bool          // it is the scenario's attacker (Sabotage)
	enemyCombos int           // enemy combos seen so far this match
	basesKey    uint64        // a fingerprint of every base on the table
	enemyReach  float64       // the longest long range among the enemy's weapons
	moveBudget  int           // models still to be weighed for moves this decision
}

func newTable(m *match.Match, side string) *table {
	t := &table{m: m, index: -1}
	for i, s := range m.Sides() {
		if s.ID == side {
			t.me, t.index = s, i
		} else {
			t.enemy = s
		}
	}
	t.attacker = m.Scenario.Victory.Attacker == side && m.Scenario.Victory.Type == "sabotage"
	h := fnv.New64a()
	var buf [8]byte
	for _, u := range m.Units {
		for _, f := range []float64{u.Base.Centre.X, u.Base.Centre.Y, u.Base.Radius} {
			if !u.Alive() {
				f = -1
			}
			binary.LittleEndian.PutUint64(buf[:], math.Float64bits(f))
			h.Write(buf[:])
		}
		switch {
		case !u.Alive():
		case u.Side == t.index && !u.Objective:
			t.own = append(t.own, u)
		case u.Objective:
			if t.attacker {
				t.targets = append(t.targets, u)
			}
		case u.Side >= 0:
			t.enemyReach = math.Max(t.enemyReach, longRange(u))
			t.enemies = append(t.enemies, u)
			t.targets = append(t.targets, u)
		}
	}
	t.basesKey = h.Sum64()
	return t
}

// value is what a model is worth: its points, more for a Squad Leader
// (killing them wins ties, GAP-31), far more for an objective the side
// must destroy.
func (t *table) value(u *match.Unit) float64 {
	v := float64(max(u.Points, 20))
	switch {
	case u.Objective:
		v = 400
	case u.F.SquadLeader:
		v *= 1.5
	}
	return v
}

// harm is what an attack with these odds is worth against e: the chance
// of removing it at its full value, and each wound as a share of it.
func (t *table) harm(e *match.Unit, o combat.Odds) float64 {
	left := max(e.F.WoundCapacity-e.F.Wounds, 1)
	return t.value(e) * (o.Kill() + 0.5*o.MeanWounds()/float64(left))
}

// risk is what u stands to lose by fighting e hand to hand: e's own odds
// against it in the exchange that follows.
func (t *table) risk(u, e *match.Unit) float64 {
	odds, err := t.m.CloseCombatOdds(e.ID, u.ID, combat.UseWeapon, false, u.DefenceClass, u.DefenceType)
	if err != nil {
		return 0
	}
	return 0.6 * t.harm(u, odds)
}

// distanceScore is how near point p puts model u to its fighting distance
// from the nearest enemy: within its weapon's range band for a shooter,
// in reach of a charge for a fighter. Higher is better.
func (t *table) distanceScore(u *match.Unit, p geom.Vec) float64 {
	nearest := math.Inf(1)
	for _, e := range t.targets {
		if t.attacker && !e.Objective {
			continue // the saboteur heads for the objectives
		}
		nearest = math.Min(nearest, p.Dist(e.Base.Centre)-e.Base.Radius-u.Base.Radius)
	}
	if math.IsInf(nearest, 1) {
		return 0
	}
	want := 1.0 // hand to hand
	if w := u.F.Ranged; w != nil && !u.F.RangedBroken {
		want = math.Max(w.Short, 0.6*longRange(u))
	}
	return -math.Abs(nearest-want) * 0.5
}

// longRange is u's ranged weapon's long range in inches (0 without one).
func longRange(u *match.Unit) float64 {
	w := u.F.Ranged
	if w == nil {
		return 0
	}
	if w.LongPerStrength > 0 {
		return float64(w.LongPerStrength * u.F.Stats.Strength.Dice())
	}
	return w.Long
}
