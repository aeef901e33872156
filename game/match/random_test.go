package match_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/scenarios"
)

// randomPlayer declares random orders now and then: moves, runs and small
// steps to nearby points, shots and attacks at random enemies, waiting,
// reacting, facing, unpinning, standing up, freeing, cancelling, defences,
// combos of two, done. The match refuses what is illegal. Its close-combat
// answers are the Script's, so a replay of its record agrees.
type randomPlayer struct {
	match.Script
	rng *rand.Rand
}

func (p *randomPlayer) Declare(v *match.View) []match.Declaration {
	if p.rng.IntN(6) != 0 {
		return nil
	}
	m := v.Match()
	var own, foes []*match.Unit
	for _, u := range m.Units {
		switch {
		case !u.Alive():
		case u.Objective:
			foes = append(foes, u)
		case m.Scenario.Sides[u.Side].ID == p.Side:
			own = append(own, u)
		default:
			foes = append(foes, u)
		}
	}
	if len(own) == 0 {
		return nil
	}
	// The unit nearest the enemy leads, most of the time.
	lead := own[0]
	best := math.Inf(1)
	for _, u := range own {
		for _, f := range foes {
			if d := u.Base.Centre.Dist(f.Base.Centre); d < best {
				lead, best = u, d
			}
		}
	}
	order := func() match.Order {
		u := own[p.rng.IntN(len(own))]
		if p.rng.IntN(10) < 7 {
			u = lead
		}
		o := match.Order{Unit: u.ID}
		var nearest *match.Unit
		for _, f := range foes {
			if nearest == nil || f.Base.Centre.Dist(u.Base.Centre) < nearest.Base.Centre.Dist(u.Base.Centre) {
				nearest = f
			}
		}
		near := func(r float64) (float64, float64) {
			a := p.rng.Float64() * 2 * math.Pi
			if nearest != nil && p.rng.IntN(4) > 0 { // mostly towards the enemy
				a = u.Base.Centre.Bearing(nearest.Base.Centre) + (p.rng.Float64()-0.5)*math.Pi/2
			}
			d := r/2 + p.rng.Float64()*r/2
			return math.Floor(u.Base.Centre.X+d*math.Cos(a)) + 0.5, math.Floor(u.Base.Centre.Y+d*math.Sin(a)) + 0.5
		}
		foe := func() string {
			if len(foes) == 0 {
				return "nobody"
			}
			if p.rng.IntN(3) > 0 {
				return nearest.ID
			}
			return foes[p.rng.IntN(len(foes))].ID
		}
		switch p.rng.IntN(14) {
		case 0, 1:
			o.Verb = match.Move
			o.X, o.Y = near(float64(u.F.Stats.Speed.Dice()))
		case 2:
			o.Verb = match.Run
			o.X, o.Y = near(float64(2 * u.F.Stats.Speed.Dice()))
		case 3:
			o.Verb = match.SmallStep
			o.X, o.Y = u.Base.Centre.X+p.rng.Float64()-0.5, u.Base.Centre.Y+p.rng.Float64()-0.5
		case 4, 5, 6:
			o.Verb, o.Target, o.Shot = match.Shoot, foe(), combat.Shot(p.rng.IntN(4))
		case 7:
			o.Verb, o.Target, o.Attack = match.Attack, foe(), combat.AttackType(p.rng.IntN(9))
		case 8:
			o.Verb, o.Target = match.Charge, foe()
		case 9:
			o.Verb, o.Angle = match.Rotate, float64(p.rng.IntN(8))*45
		case 10:
			o.Verb = match.Wait
		case 11:
			o.Verb = []match.Verb{match.Unpin, match.StandUp}[p.rng.IntN(2)]
		case 12:
			o.Verb, o.AP = match.Free, 1+p.rng.IntN(3)
		default:
			o.Verb, o.Then = match.React, &match.Order{Unit: u.ID, Verb: match.Shoot, Target: foe()}
		}
		return o
	}
	switch p.rng.IntN(200) {
	case 0:
		return []match.Declaration{{Steps: []match.Order{{Verb: match.Done}}}}
	case 1, 2, 3, 4, 5:
		return []match.Declaration{{Steps: []match.Order{{Verb: match.Cancel}}}}
	case 6, 7, 8, 9:
		u := own[p.rng.IntN(len(own))]
		return []match.Declaration{{Steps: []match.Order{{Unit: u.ID, Verb: match.Defend, Class: combat.Active, Type: combat.DefenceType(1 + p.rng.IntN(6))}}}}
	case 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29:
		return []match.Declaration{{Steps: []match.Order{order(), order()}}}
	}
	return []match.Declaration{{Steps: []match.Order{order()}}}
}

// invariants checks the state after a tick; before is the state before it.
func invariants(m *match.Match, before snapshot, busy map[string]int) error {
	for _, s := range m.Sides() {
		if s.AP < 0 {
			return fmt.Errorf("side %s has %d AP", s.ID, s.AP)
		}
	}
	var alive []*match.Unit
	for _, u := range m.Units {
		if u.F.Wounds > u.F.WoundCapacity {
			return fmt.Errorf("%s has %d wounds of %d", u.ID, u.F.Wounds, u.F.WoundCapacity)
		}
		if !u.Alive() {
			continue
		}
		if !m.Scenario.Deck.Fits(u.Base) {
			return fmt.Errorf("%s stands inside a wall or off the deck at %v", u.ID, u.Base.Centre)
		}
		for _, o := range alive {
			if u.Base.Centre.Dist(o.Base.Centre) < u.Base.Radius+o.Base.Radius-1e-6 {
				return fmt.Errorf("%s and %s overlap at %v and %v", u.ID, o.ID, u.Base.Centre, o.Base.Centre)
			}
		}
		alive = append(alive, u)
	}
	for _, e := range m.Log()[before.logLen:] {
		var actor string
		switch ev := e.Event.(type) {
		case combat.Roll:
			if ev.Purpose == "to hit" {
				actor = ev.By
			}
		case match.Arrived:
			if ev.RuleID != "KG-SCN-01" {
				actor = ev.Unit
			}
		case match.ComboStopped:
			delete(busy, ev.Side) // a stopped combo frees the channel
		case match.Declared:
			// The command channel is never double-booked: no paid order
			// while the side's last one is still being shouted.
			if ev.AP > 0 && !isCancel(ev) && ev.Rule() != "KG-WAIT-02" {
				if until, ok := busy[ev.Side]; ok && e.Tick < until {
					return fmt.Errorf("side %s declared at tick %d while its channel was busy until %d", ev.Side, e.Tick, until)
				}
				busy[ev.Side] = ev.Until
			}
		}
		if actor != "" && before.dead[actor] {
			return fmt.Errorf("%s acted after it was removed", actor)
		}
	}
	return nil
}

func isCancel(d match.Declared) bool {
	for _, s := range d.Steps {
		if len(s) >= 6 && s[len(s)-6:] == "cancel" {
			return true
		}
	}
	return false
}

type snapshot struct {
	logLen int
	dead   map[string]bool
}

func snap(m *match.Match) snapshot {
	s := snapshot{logLen: len(m.Log()), dead: map[string]bool{}}
	for _, u := range m.Units {
		if !u.F.Alive() {
			s.dead[u.ID] = true
		}
	}
	return s
}

// TestRandomMatches plays random order sequences on every shipped scenario,
// checks the invariants after every tick, then replays each match's record
// and expects the same state hash.
func TestRandomMatches(t *testing.T) {
	games, ticks := 1000, 4000 // per scenario, about 5 AP rounds each
	if testing.Short() {
		games = 25
	}
	for _, name := range scenarios.Shipped() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			for g := range games {
				seed := uint64(1000*g + len(name))
				s, err := scenarios.LoadShipped(name, rulesContent)
				if err != nil {
					t.Fatal(err)
				}
				var players [2]match.Player
				for i, sd := range s.Sides {
					players[i] = &randomPlayer{Script: match.Script{Side: sd.ID}, rng: rand.New(rand.NewPCG(seed, uint64(i)))}
				}
				m, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(seed), players)
				if err != nil {
					t.Fatal(err)
				}
				busy := map[string]int{}
				for m.Result == nil && m.Tick < ticks {
					before := snap(m)
					if err := m.Step(); err != nil {
						t.Fatalf("game %d, tick %d: %v", g, m.Tick, err)
					}
					if err := invariants(m, before, busy); err != nil {
						t.Fatalf("game %d (seed %d), tick %d: %v", g, seed, m.Tick, err)
					}
				}
				rec := m.Record(name, seed, nil)
				s2, _ := scenarios.LoadShipped(name, rulesContent)
				again, err := match.Replay(rec, s2, rulesContent, ticks)
				if err != nil {
					t.Fatalf("game %d: replay: %v", g, err)
				}
				if again.StateHash() != m.StateHash() {
					t.Fatalf("game %d (seed %d): the replay ends in a different state at tick %d/%d", g, seed, again.Tick, m.Tick)
				}
			}
		})
	}
}
