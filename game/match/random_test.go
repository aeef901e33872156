package match_test

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
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

func (p *randomPlayer) Declare(v match.View) []orders.Declaration {
	if p.rng.IntN(6) != 0 {
		return nil
	}
	var own, foes []*orders.Unit
	units := v.Units()
	for i := range units {
		u := &units[i]
		switch {
		case !u.Alive():
		case u.Objective:
			foes = append(foes, u)
		case v.Scenario().Sides[u.Side].ID == p.Side:
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
	order := func() orders.Order {
		u := own[p.rng.IntN(len(own))]
		if p.rng.IntN(10) < 7 {
			u = lead
		}
		o := orders.Order{Unit: u.ID}
		var nearest *orders.Unit
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
		switch p.rng.IntN(15) {
		case 0, 1:
			o.Verb = orders.Move
			o.X, o.Y = near(float64(u.F.Stats.Speed.Dice()))
		case 2:
			o.Verb = orders.Run
			o.X, o.Y = near(float64(2 * u.F.Stats.Speed.Dice()))
		case 3:
			o.Verb = orders.SmallStep
			o.X, o.Y = u.Base.Centre.X+p.rng.Float64()-0.5, u.Base.Centre.Y+p.rng.Float64()-0.5
		case 4, 5, 6:
			o.Verb, o.Target, o.Shot = orders.Shoot, foe(), combat.Shot(p.rng.IntN(4))
		case 7:
			o.Verb, o.Target, o.Attack = orders.Attack, foe(), combat.AttackType(p.rng.IntN(9))
		case 8:
			o.Verb, o.Target = orders.Charge, foe()
		case 9:
			o.Verb, o.Angle = orders.Rotate, float64(p.rng.IntN(8))*45
		case 10:
			o.Verb = orders.Wait
		case 11:
			o.Verb = []orders.Verb{orders.Unpin, orders.StandUp}[p.rng.IntN(2)]
		case 12:
			o.Verb, o.AP = orders.Free, 1+p.rng.IntN(3)
		case 13:
			o.Verb, o.Target = orders.BreakOff, foe()
		default:
			o.Verb, o.Then = orders.React, &orders.Order{Unit: u.ID, Verb: orders.Shoot, Target: foe()}
		}
		return o
	}
	switch p.rng.IntN(200) {
	case 0:
		return []orders.Declaration{{Steps: []orders.Order{{Verb: orders.Done}}}}
	case 1, 2, 3, 4, 5:
		return []orders.Declaration{{Steps: []orders.Order{{Verb: orders.Cancel}}}}
	case 6, 7, 8, 9:
		u := own[p.rng.IntN(len(own))]
		return []orders.Declaration{{Steps: []orders.Order{{Unit: u.ID, Verb: orders.Defend, Class: combat.Active, Type: combat.DefenceType(1 + p.rng.IntN(6))}}}}
	case 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29:
		return []orders.Declaration{{Steps: []orders.Order{order(), order()}}}
	case 30, 31:
		u := own[p.rng.IntN(len(own))]
		return []orders.Declaration{{Steps: []orders.Order{{Unit: u.ID, Verb: []orders.Verb{orders.LetGo, orders.Hold}[p.rng.IntN(2)]}}}}
	}
	return []orders.Declaration{{Steps: []orders.Order{order()}}}
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
			games := games
			if s, err := scenarios.LoadShipped(name, rulesContent); err == nil && s.Deck.W*s.Deck.H > 72*48 {
				// A big battle (Cruiser Spine, 28 a side on 144×96) costs
				// about 1.3 standard games a game: a quarter as many keep
				// the full run's time near what it was (docs/performance.md).
				games = max(games/4, 25)
			}
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
				inv := match.NewChecker(m)
				claims := rand.New(rand.NewPCG(seed, 7))
				for result(m) == nil && m.Tick() < ticks {
					if claims.IntN(25) == 0 {
						// A hotseat claim: a side is asked between ticks.
						if err := m.Ask(s.Sides[claims.IntN(2)].ID); err != nil {
							t.Fatalf("game %d, tick %d: %v", g, m.Tick(), err)
						}
					}
					if err := m.Step(); err != nil {
						t.Fatalf("game %d, tick %d: %v", g, m.Tick(), err)
					}
					if err := inv.Check(); err != nil {
						t.Fatalf("game %d (seed %d), tick %d: %v", g, seed, m.Tick(), err)
					}
				}
				rec := m.Record(name, seed, nil)
				s2, _ := scenarios.LoadShipped(name, rulesContent)
				again, err := match.Replay(rec, s2, rulesContent, ticks)
				if err != nil {
					t.Fatalf("game %d: replay: %v", g, err)
				}
				if again.StateHash() != m.StateHash() {
					t.Fatalf("game %d (seed %d): the replay ends in a different state at tick %d/%d", g, seed, again.Tick(), m.Tick())
				}
				// The replay tells the same story, refusals included.
				if a, b := logJSON(t, m), logJSON(t, again); a != b {
					t.Fatalf("game %d (seed %d): the replay's log differs from the match's", g, seed)
				}
			}
		})
	}
}

// logJSON is the match's whole log as kg run prints it.
func logJSON(t *testing.T, m *match.Match) string {
	t.Helper()
	data, err := json.Marshal(m.View().Log(0))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
