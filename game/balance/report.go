package balance

import (
	"github.com/krygothic/krygothic/rules/deck"
)

// Settings are what the run played, printed at the top of the report so
// it can be played again.
type Settings struct {
	Scenario  string
	AI        [2]string
	Seed      uint64
	Games     int
	SwapSides bool
	MaxTicks  int
	Modules   []string
	Fog       bool
	Content   string // a content directory, "" for the embedded content
}

// Tally counts wins (or any outcome) in games.
type Tally struct{ Wins, Games int }

// Count counts wounds and the kills among them.
type Count struct{ Wounds, Kills int }

// UnitStats are one unit type's figures over the run.
type UnitStats struct {
	Team                string // the team of the side that fielded it first
	Fielded, Survived   int
	Kills, WoundsDealt  int // on enemy models
	Attacks, Hits       int // to-hit rolls, and those that kept a hit
	WoundsTaken, Deaths int
}

// WeaponStats are one weapon's (or close-combat attack's) figures.
type WeaponStats struct {
	Attacks, Hits      int // to-hit rolls, and those that kept a hit
	WoundsDealt, Kills int // on enemy models
	Users              map[string]bool
}

// Report adds up the games of a run, in game order.
type Report struct {
	Settings Settings
	Games    int // games added, errors left out
	Errors   int // games that ended in a panic or an engine error
	Draws    int

	Sides  [2]Side // the sides of the first game (every game plays the same scenario)
	BySide [2]Tally
	ByTeam map[string]*Tally
	BySlot [2]Tally // by the AI's place in Settings.AI

	Units   map[string]*UnitStats
	Weapons map[string]*WeaponStats

	// Unattributed counts the wounds and kills no attacker could be named
	// for, by rule; Self and Friendly those a side did to itself.
	Unattributed map[string]*Count
	Self         map[string]*Count
	Friendly     map[string]*Count

	AP [2]map[string]int // per side, by order type

	// Deaths counts, per side, the models that died in each deck cell.
	Deaths [2][]int
	Deck   *deck.Deck // the first game's, for the walls
}

// New starts an empty report of a run.
func New(s Settings) *Report {
	return &Report{Settings: s, ByTeam: map[string]*Tally{}, Units: map[string]*UnitStats{}, Weapons: map[string]*WeaponStats{},
		Unattributed: map[string]*Count{}, Self: map[string]*Count{}, Friendly: map[string]*Count{}, AP: [2]map[string]int{{}, {}}}
}

// AddError counts a game that ended in an error: it is left out of
// every other figure.
func (r *Report) AddError() { r.Errors++ }

// Add adds one game. Games must be added in game order for the report to
// come out the same with any number of workers (it only sums, but the
// first game names the sides and lends the deck).
func (r *Report) Add(g Game) {
	if r.Games == 0 {
		r.Sides, r.Deck = g.Sides, g.Deck
		if g.Deck != nil {
			for k := range r.Deaths {
				r.Deaths[k] = make([]int, g.Deck.W*g.Deck.H)
			}
		}
	}
	r.Games++
	r.score(g)
	for _, m := range g.Models {
		u := r.unit(m.Type, g.Sides[m.Side].Team)
		u.Fielded++
		if m.Alive {
			u.Survived++
			continue
		}
		if d := r.Deck; d != nil {
			x, y := min(max(int(m.At.X), 0), d.W-1), min(max(int(m.At.Y), 0), d.H-1)
			r.Deaths[m.Side][y*d.W+x]++
		}
	}
	for _, a := range g.Attacks {
		u, w := r.unit(a.Attacker, ""), r.weapon(a.Weapon)
		u.Attacks++
		w.Attacks++
		w.Users[a.Attacker] = true
		if a.Hit {
			u.Hits++
			w.Hits++
		}
	}
	for _, x := range g.Wounds {
		r.wound(x)
	}
	for k, ap := range g.AP {
		for verb, n := range ap {
			r.AP[k][verb] += n
		}
	}
}

func (r *Report) score(g Game) {
	for k, s := range g.Sides {
		won := 0
		if g.Winner == k {
			won = 1
		}
		r.BySide[k].Games++
		r.BySide[k].Wins += won
		t := r.ByTeam[s.Team]
		if t == nil {
			t = &Tally{}
			r.ByTeam[s.Team] = t
		}
		t.Games++
		t.Wins += won
		r.BySlot[s.Slot].Games++
		r.BySlot[s.Slot].Wins += won
	}
	if g.Winner < 0 {
		r.Draws++
	}
}

func (r *Report) wound(x Wound) {
	kill := 0
	if x.Removed {
		kill = 1
	}
	if x.VictimSide >= 0 {
		v := r.unit(x.Victim, "")
		v.WoundsTaken += x.Wounds
		v.Deaths += kill
	}
	count := func(m map[string]*Count, rule string) {
		c := m[rule]
		if c == nil {
			c = &Count{}
			m[rule] = c
		}
		c.Wounds += x.Wounds
		c.Kills += kill
	}
	switch x.Cause {
	case ByEnemy:
		u, w := r.unit(x.Attacker, ""), r.weapon(x.Weapon)
		w.Users[x.Attacker] = true
		if x.VictimSide >= 0 { // an objective is no kill of a model
			u.WoundsDealt += x.Wounds
			u.Kills += kill
			w.WoundsDealt += x.Wounds
			w.Kills += kill
		}
	case ByFriend:
		count(r.Friendly, x.Rule)
	case BySelf:
		count(r.Self, x.Rule)
	default:
		count(r.Unattributed, x.Rule)
	}
}

func (r *Report) unit(typ, team string) *UnitStats {
	u := r.Units[typ]
	if u == nil {
		u = &UnitStats{}
		r.Units[typ] = u
	}
	if u.Team == "" {
		u.Team = team
	}
	return u
}

func (r *Report) weapon(name string) *WeaponStats {
	w := r.Weapons[name]
	if w == nil {
		w = &WeaponStats{Users: map[string]bool{}}
		r.Weapons[name] = w
	}
	return w
}
