package campaign

import (
	"fmt"
	"slices"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/scenarios"
)

// Config is what a new campaign is made of.
type Config struct {
	Name string
	Seed uint64
	// Teams are the teams, two to four.
	Teams []TeamConfig
	// Battles is how many battles it lasts (0: DefaultBattles).
	Battles int
	// Modules are the rule modules every battle plays with besides the
	// mission's (nil: DefaultModules).
	Modules []string
}

// TeamConfig is one team of a new campaign.
type TeamConfig struct {
	// Army is the army list it begins with: a shipped army's name
	// ("renegades") or a file's path. Its models become the roster, each
	// named, and its profiles the catalogue of recruits.
	Army string
	// Player is Person or an AI level ("easy", "normal", "hard").
	Player string
}

// DefaultModules are the rule modules a campaign's battles play with
// unless it says otherwise: down (XS-29), so that a beaten model may be
// carried off alive, and come back with a flaw (XS-30).
var DefaultModules = []string{"down"}

// New begins a campaign: each team with StartFunds, its den and its
// share of the ship's lands, and the army it begins with as its roster.
func New(cfg Config, c *content.Content) (*Campaign, error) {
	n := len(cfg.Teams)
	if n < MinTeams || n > MaxTeams {
		return nil, fmt.Errorf("a campaign has %d to %d teams, not %d", MinTeams, MaxTeams, n)
	}
	if cfg.Battles == 0 {
		cfg.Battles = DefaultBattles
	}
	if cfg.Battles < 1 || cfg.Battles > MaxBattles {
		return nil, fmt.Errorf("a campaign lasts 1 to %d battles, not %d", MaxBattles, cfg.Battles)
	}
	if cfg.Modules == nil {
		cfg.Modules = DefaultModules
	}
	if cfg.Name == "" {
		cfg.Name = "Campaign"
	}
	cp := &Campaign{Version: Version, Name: cfg.Name, Seed: cfg.Seed, Battles: cfg.Battles, Modules: slices.Clone(cfg.Modules), History: []*Report{}}
	var ids []string
	for i, tc := range cfg.Teams {
		if tc.Player != Person && !knownLevel(tc.Player) {
			return nil, fmt.Errorf("team %d: player %q is neither %q nor an AI level (%s)", i+1, tc.Player, Person, levelList())
		}
		a, err := scenarios.OpenArmy(tc.Army, c, 1)
		if err != nil {
			return nil, fmt.Errorf("team %d: %w", i+1, err)
		}
		t := &Team{ID: fmt.Sprintf("t%d", i+1), Name: a.Name, People: a.Team.ID, Player: tc.Player, Funds: StartFunds}
		for _, other := range cp.Teams {
			if other.Name == t.Name {
				t.Name = fmt.Sprintf("%s (%d)", t.Name, i+1)
			}
		}
		seen := map[string]bool{}
		for _, m := range a.Models {
			md := &Model{Unit: m.Unit.ID, Grenades: m.Grenades, Founder: true}
			if m.Ranged != nil {
				md.Ranged = m.Ranged.ID
			}
			if m.Melee != nil {
				md.Melee = m.Melee.ID
			}
			if m.Armour != nil {
				md.Armour = m.Armour.ID
			}
			if !seen[md.key()] {
				seen[md.key()] = true
				t.Catalogue = append(t.Catalogue, md.recruit())
			}
			md.Name = cp.newName(t, md.Unit, c)
			t.Named++
			t.Roster = append(t.Roster, md)
		}
		if _, err := t.Army(c); err != nil {
			return nil, fmt.Errorf("team %d, %s: %w", i+1, t.Name, err)
		}
		cp.Teams = append(cp.Teams, t)
		ids = append(ids, t.ID)
	}
	cp.Lands = shipMap(ids)
	return cp, nil
}
