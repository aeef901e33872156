package balance

import (
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
)

// Player says who played a side: the AI's name and its place in the
// run's pair of AIs (0 or 1), which tells two AIs of one name apart.
type Player struct {
	AI   string
	Slot int
}

// Side is one side of a game: its id, its army's team and who played it.
type Side struct {
	ID       string
	Team     string // the team's id, e.g. earth-confederate
	TeamName string
	Player
}

// Model is one model a side fielded, as the game left it.
type Model struct {
	ID    string // e.g. confederates.ec-trooper-2
	Type  string // the unit profile, e.g. ec-trooper
	Side  int
	Alive bool
	At    geom.Vec // where it stood at the end: where it died, for the dead
}

// Causes of a wound: who dealt it, as far as the log tells.
const (
	ByEnemy      = "enemy"        // a model of the other side
	ByFriend     = "friendly"     // another model of its own side (a blast, a shot into a melee)
	BySelf       = "self"         // its own critical fail, point-blank misses or ram recoil
	Unattributed = "unattributed" // no attacker in the log (a fall through the floor, …)
)

// Wound is one wounded event: whom it struck, who dealt it and with what.
type Wound struct {
	Victim     string // the victim's unit type, or "objective"
	VictimSide int    // -1 for an objective
	Attacker   string // the attacker's unit type; "" when unattributed
	Side       int    // the attacker's side, -1 when unattributed
	Weapon     string // the weapon or attack; "unknown" when the log does not say
	Wounds     int
	Removed    bool   // the wound removed the model: a kill
	Cause      string // ByEnemy, ByFriend, BySelf or Unattributed
	Rule       string // the rule that dealt it, e.g. KG-RC-13
}

// Attack is one to-hit roll: who rolled it, with what, and whether it
// kept a hit.
type Attack struct {
	Attacker string // unit type
	Side     int
	Weapon   string
	Hit      bool
}

// Game is what one game adds to the report.
type Game struct {
	Sides  [2]Side
	Winner int // the winning side's index, or -1 for a draw
	Models []Model
	Wounds []Wound
	// Attacks are the to-hit rolls, in log order.
	Attacks []Attack
	// AP is what each side spent, by order type: the verbs of its
	// declarations (move, run, shoot, …) and the AP paid in resolutions
	// ("active defence", "extra wounds").
	AP [2]map[string]int
	// Deck is the deck as the game ended, walls and all (read only).
	Deck *deck.Deck
}

// Collect reads a finished (or stopped) game from its match's view:
// players says who played each side.
func Collect(v match.View, players [2]Player) Game {
	g := Game{Winner: -1, Deck: v.Deck(), AP: [2]map[string]int{{}, {}}}
	for k, s := range v.Scenario().Sides[:2] {
		g.Sides[k] = Side{ID: s.ID, Player: players[k]}
		if s.Army != nil && s.Army.Team != nil {
			g.Sides[k].Team, g.Sides[k].TeamName = s.Army.Team.ID, s.Army.Team.Name
		}
	}
	if res, over := v.Result(); over && res.Winner != "" {
		for k, s := range g.Sides {
			if s.ID == res.Winner {
				g.Winner = k
			}
		}
	}
	units := v.Units()
	for _, u := range units {
		if u.Side < 0 || u.Model == nil {
			continue // an objective
		}
		g.Models = append(g.Models, Model{ID: u.ID, Type: u.Model.Unit.ID, Side: u.Side, Alive: u.F.Alive(), At: u.Base.Centre})
	}
	newTracker(&g, units).read(v.Log(0))
	return g
}
