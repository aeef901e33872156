// Package campaign keeps a war fought over the ship across battles
// (KG-META-03, GAP-36, XS-30): two to four teams, each with funds, lands
// and a roster of named models that outlive the battles they survive.
// Before a battle both sides bet; the winner takes the stake and the land
// fought over; every land pays its holder an income after each battle;
// the fallen are gone for good, and recruits come within the restock
// limit; the survivors earn improvement points and, if they were Down,
// may gain a flaw. A campaign runs headless (AI teams fight their battles
// themselves) or with people in the client; it is one JSON file,
// written atomically and checked when read (docs/campaign.md).
package campaign

import (
	"fmt"
	"slices"
)

// Version is the campaign file's format: a later build reads every
// earlier one.
const Version = 1

// The campaign's numbers (GAP-36, RULINGS "XS-30 and the campaign"),
// written out in docs/campaign.md.
const (
	// StartFunds are each team's funds as the campaign begins.
	StartFunds = 1000
	// BetShare is the most a side may bet, in percent of its funds,
	// rounded down.
	BetShare = 20
	// Restock is the most models a team recruits between two of its
	// battles.
	Restock = 3
	// MinTeams and MaxTeams bound the teams of a campaign.
	MinTeams, MaxTeams = 2, 4
	// DefaultBattles is how many battles a campaign lasts unless told.
	DefaultBattles = 12
	// MaxBattles bounds a campaign's length.
	MaxBattles = 200
	// MaxFunds bounds a team's funds in a file read back.
	MaxFunds = 1_000_000
)

// Campaign is a campaign as its file keeps it.
type Campaign struct {
	Version int    `json:"version"`
	Name    string `json:"name"`
	// Seed derives every battle's dice and every roll between battles.
	Seed uint64 `json:"seed"`
	// Battles is how many battles the campaign lasts; Fought how many
	// have been fought.
	Battles int `json:"battles"`
	Fought  int `json:"fought"`
	// Turn is where the turn order stands: the team after the last
	// attacker (an index into Teams). The team of fewest lands attacks
	// next, ties going to the first from Turn.
	Turn int `json:"turn"`
	// Modules are the rule modules every battle plays with, besides the
	// mission's own: down (XS-29) by default, so that a model can go
	// Down, be carried off and come back with a flaw.
	Modules []string `json:"modules"`
	Teams   []*Team  `json:"teams"`
	Lands   []*Land  `json:"lands"`
	// Next is the battle about to be fought, once planned.
	Next *Battle `json:"next,omitempty"`
	// History is every battle fought, in order.
	History []*Report `json:"history"`
}

// Team is one side of the war.
type Team struct {
	ID string `json:"id"` // "t1" … "t4"
	// Name is the team's name, its army list's.
	Name string `json:"name"`
	// People is the content team it belongs to ("renegades").
	People string `json:"people"`
	// Player is who plays it: Person, or an AI level ("normal").
	Player string `json:"player"`
	Funds  int    `json:"funds"`
	// Roster are its living models; Fallen those lost, for the record.
	Roster []*Model `json:"roster"`
	Fallen []*Model `json:"fallen,omitempty"`
	// Catalogue are the models it may recruit: one of each profile of
	// the list it began with, unit and gear.
	Catalogue []*Model `json:"catalogue"`
	// Recruited is how many models it has recruited since its last
	// battle (at most Restock).
	Recruited int `json:"recruited"`
	// Named counts the models it has ever had, for new recruits' names.
	Named int `json:"named"`
}

// Person is the Player of a team played by a person.
const Person = "person"

// IsAI reports whether an AI plays the team.
func (t *Team) IsAI() bool { return t.Player != Person }

// Model is one named model of a roster and its story.
type Model struct {
	Name     string `json:"name"`
	Unit     string `json:"unit"`
	Ranged   string `json:"ranged,omitempty"`
	Melee    string `json:"melee,omitempty"`
	Armour   string `json:"armour,omitempty"`
	Grenades int    `json:"grenades,omitempty"`
	// IP are its improvement points not yet spent (XS-30).
	IP int `json:"ip,omitempty"`
	// Raises are the stat raises bought with IP, by stat name.
	Raises map[string]int `json:"raises,omitempty"`
	// Flaws are the flaws it has gained, by id.
	Flaws []string `json:"flaws,omitempty"`
	// Joined is how many battles the campaign had fought when it joined;
	// Founder: it was in the list the team began with.
	Joined  int  `json:"joined"`
	Founder bool `json:"founder,omitempty"`
	// Fell is the battle it fell in (1-based), 0 while it lives.
	Fell    int     `json:"fell,omitempty"`
	Service Service `json:"service"`
}

// Service is a model's record over the campaign.
type Service struct {
	Battles int `json:"battles,omitempty"`
	Kills   int `json:"kills,omitempty"`
	Wounds  int `json:"wounds,omitempty"`
	Downs   int `json:"downs,omitempty"`
	Combos  int `json:"combos,omitempty"`
	// Earned are the IP it has earned in all.
	Earned int `json:"earned,omitempty"`
}

// Land is a region of the ship.
type Land struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	// Income is what it pays its holder after every battle.
	Income int `json:"income"`
	// Owner is the team holding it.
	Owner string `json:"owner"`
	// Home: the team's den, never fought over, where a beaten team
	// retreats to.
	Home bool `json:"home,omitempty"`
	// Missions are the scenarios that can be fought there, tried in
	// turn; "random" is a random mission (GAP-33).
	Missions []string `json:"missions"`
	// X and Y place it on the campaign map, 0 to 1 across and down.
	X float64 `json:"x"`
	Y float64 `json:"y"`
	// Links are the lands next to it.
	Links []string `json:"links"`
}

// Battle is the next battle: who attacks which land, on what mission,
// and the bets.
type Battle struct {
	Number   int    `json:"number"` // 1-based
	Land     string `json:"land"`
	Attacker string `json:"attacker"`
	Defender string `json:"defender"`
	// Mission is the scenario fought: a shipped name or random-SEED.
	Mission string `json:"mission"`
	// Title is the mission's name as its scenario gives it ("Hangar
	// Deathmatch").
	Title string `json:"title,omitempty"`
	// Seed is the battle's dice seed.
	Seed uint64 `json:"seed"`
	// Bets are the attacker's and the defender's, −1 until placed.
	Bets [2]int `json:"bets"`
}

// Report is a battle fought and what came of it.
type Report struct {
	Battle Battle `json:"battle"`
	// Winner is the winning team, "" for a draw.
	Winner string `json:"winner"`
	// Stake is what the winner took: both bets.
	Stake int `json:"stake"`
	// LandTaken: the land changed hands.
	LandTaken bool `json:"land_taken,omitempty"`
	// Record is the battle's replay file, in the campaign's folder.
	Record string `json:"record"`
	// Lines say what happened, in words, for the screen and kg campaign
	// show.
	Lines []string `json:"lines"`
}

// Team is the team of an id, nil for none.
func (cp *Campaign) Team(id string) *Team {
	i := slices.IndexFunc(cp.Teams, func(t *Team) bool { return t.ID == id })
	if i < 0 {
		return nil
	}
	return cp.Teams[i]
}

// Land is the land of an id, nil for none.
func (cp *Campaign) Land(id string) *Land {
	i := slices.IndexFunc(cp.Lands, func(l *Land) bool { return l.ID == id })
	if i < 0 {
		return nil
	}
	return cp.Lands[i]
}

// LandsOf are the lands team id holds, in the map's order.
func (cp *Campaign) LandsOf(id string) []*Land {
	var out []*Land
	for _, l := range cp.Lands {
		if l.Owner == id {
			out = append(out, l)
		}
	}
	return out
}

// Income is what team id's lands pay it after a battle.
func (cp *Campaign) Income(id string) int {
	n := 0
	for _, l := range cp.LandsOf(id) {
		n += l.Income
	}
	return n
}

// Over reports whether the campaign has ended: its battles fought, or
// one team holding every land but the others' dens.
func (cp *Campaign) Over() bool {
	if cp.Fought >= cp.Battles {
		return true
	}
	return cp.leader() != nil
}

// leader is the team holding every land but the dens, nil for none.
func (cp *Campaign) leader() *Team {
	owner := ""
	for _, l := range cp.Lands {
		if l.Home {
			continue
		}
		if owner != "" && l.Owner != owner {
			return nil
		}
		owner = l.Owner
	}
	return cp.Team(owner)
}

// Standing are the teams best first: by lands held, then funds.
func (cp *Campaign) Standing() []*Team {
	out := slices.Clone(cp.Teams)
	slices.SortStableFunc(out, func(a, b *Team) int {
		if la, lb := len(cp.LandsOf(a.ID)), len(cp.LandsOf(b.ID)); la != lb {
			return lb - la
		}
		return b.Funds - a.Funds
	})
	return out
}

// MaxBet is the most team t may bet: BetShare percent of its funds,
// rounded down (RULINGS).
func MaxBet(t *Team) int { return max(t.Funds, 0) * BetShare / 100 }

// Bet places team id's bet on the next battle: 0 up to MaxBet.
func (cp *Campaign) Bet(id string, amount int) error {
	b := cp.Next
	if b == nil {
		return fmt.Errorf("no battle is planned to bet on")
	}
	slot := slices.Index([]string{b.Attacker, b.Defender}, id)
	if slot < 0 {
		return fmt.Errorf("%s does not fight the next battle", cp.teamName(id))
	}
	t := cp.Team(id)
	if amount < 0 || amount > MaxBet(t) {
		return fmt.Errorf("%s may bet 0 to %d (%d%% of its %d funds, rounded down), not %d", t.Name, MaxBet(t), BetShare, t.Funds, amount)
	}
	b.Bets[slot] = amount
	return nil
}

// teamName names team id for messages.
func (cp *Campaign) teamName(id string) string {
	if t := cp.Team(id); t != nil {
		return t.Name
	}
	return fmt.Sprintf("team %q", id)
}

// Living reports whether the model lives.
func (m *Model) Living() bool { return m.Fell == 0 }
