package campaign

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"slices"

	"github.com/krygothic/krygothic/game/internal/atomicfile"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/scenarios"
)

// FileName is the campaign file's name in its folder; the battles'
// replays lie beside it (battle-N.json).
const FileName = "campaign.json"

// MaxFile bounds a campaign file read back.
const MaxFile = 4 << 20

// RecordName is battle n's replay file's name in the campaign's folder.
func RecordName(n int) string { return fmt.Sprintf("battle-%d.json", n) }

// Save writes the campaign to path atomically (a temporary file renamed
// into place), after checking it as Load would: a crash leaves the last
// save whole, and a save that could not be read back is never written.
func (cp *Campaign) Save(path string, c *content.Content) error {
	data, err := json.MarshalIndent(cp, "", "  ")
	if err != nil {
		return err
	}
	data = append(data, '\n')
	if _, err := Parse(path, data, c); err != nil {
		return fmt.Errorf("%s not written: it could not be read again: %w", path, err)
	}
	return atomicfile.WriteBytes(path, data)
}

// Load reads a campaign file, checked (Parse).
func Load(path string, c *content.Content) (*Campaign, error) {
	data, err := datafile.ReadFile(path, MaxFile)
	if err != nil {
		return nil, err
	}
	return Parse(path, data, c)
}

// Parse reads a campaign from data and checks it against content c: a
// damaged file names its line and column; one from a newer build says
// so; every number, team, land and roster is checked, each roster as an
// army list. path names it in errors.
func Parse(path string, data []byte, c *content.Content) (*Campaign, error) {
	var cp Campaign
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&cp); err != nil {
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			return nil, fmt.Errorf("%s: the campaign file is damaged: %v", datafile.OffsetPos(path, data, se.Offset), err)
		case errors.As(err, &te):
			return nil, fmt.Errorf("%s: the campaign file is damaged: %s holds a %s where a %s belongs", datafile.OffsetPos(path, data, te.Offset), te.Field, te.Value, te.Type)
		}
		return nil, fmt.Errorf("%s: the campaign file is damaged: %v", path, err)
	}
	switch {
	case cp.Version > Version:
		return nil, fmt.Errorf("%s: made by a newer version of the game (campaign format %d; this build reads up to %d)", path, cp.Version, Version)
	case cp.Version < 1:
		return nil, fmt.Errorf("%s: not a Kry-Gothic campaign file", path)
	}
	if err := cp.check(c); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &cp, nil
}

// check checks a campaign read back: what no campaign played by this
// game can hold is an error naming the team, land or model at fault.
func (cp *Campaign) check(c *content.Content) error {
	switch {
	case len(cp.Teams) < MinTeams || len(cp.Teams) > MaxTeams:
		return fmt.Errorf("teams: %d; a campaign has %d to %d", len(cp.Teams), MinTeams, MaxTeams)
	case cp.Battles < 1 || cp.Battles > MaxBattles:
		return fmt.Errorf("battles: %d; a campaign lasts 1 to %d", cp.Battles, MaxBattles)
	case cp.Fought < 0 || cp.Fought > cp.Battles || len(cp.History) != cp.Fought:
		return fmt.Errorf("fought: %d of %d battles, with %d in the history", cp.Fought, cp.Battles, len(cp.History))
	case cp.Turn < 0 || cp.Turn >= len(cp.Teams):
		return fmt.Errorf("turn: %d; there are %d teams", cp.Turn, len(cp.Teams))
	case len(cp.Lands) != len(regions):
		return fmt.Errorf("lands: %d; the ship has %d", len(cp.Lands), len(regions))
	}
	if err := modules.Check(cp.Modules); err != nil {
		return fmt.Errorf("modules: %w", err)
	}
	ids := map[string]bool{}
	for i, t := range cp.Teams {
		if t == nil || t.ID == "" || ids[t.ID] {
			return fmt.Errorf("team %d: no id, or one another team has", i+1)
		}
		ids[t.ID] = true
		if err := t.check(c); err != nil {
			return fmt.Errorf("team %s (%s): %w", t.ID, t.Name, err)
		}
	}
	dens := map[string]int{}
	for i, l := range cp.Lands {
		switch {
		case l == nil || l.ID != regions[i].id:
			return fmt.Errorf("land %d: not the ship's %s", i+1, regions[i].name)
		case !ids[l.Owner]:
			return fmt.Errorf("land %s: held by %q, no team of the campaign", l.ID, l.Owner)
		case l.Income < 0 || l.Income > MaxFunds:
			return fmt.Errorf("land %s: income %d", l.ID, l.Income)
		case slices.ContainsFunc(l.Links, func(n string) bool { return cp.Land(n) == nil }):
			return fmt.Errorf("land %s: a passage to a land the ship does not have", l.ID)
		}
		if l.Home {
			dens[l.Owner]++
		}
	}
	for id := range ids {
		if dens[id] != 1 {
			return fmt.Errorf("team %s has %d dens; each team has one", id, dens[id])
		}
	}
	if b := cp.Next; b != nil {
		if err := cp.checkNext(b); err != nil {
			return fmt.Errorf("the next battle: %w", err)
		}
	}
	return nil
}

// checkNext checks the battle planned.
func (cp *Campaign) checkNext(b *Battle) error {
	a, d, l := cp.Team(b.Attacker), cp.Team(b.Defender), cp.Land(b.Land)
	switch {
	case a == nil || d == nil || a == d:
		return fmt.Errorf("attacker %q and defender %q: two teams of the campaign", b.Attacker, b.Defender)
	case l == nil || l.Owner != b.Defender || l.Home:
		return fmt.Errorf("land %q: the defender's, and not its den", b.Land)
	case b.Number != cp.Fought+1:
		return fmt.Errorf("battle %d, after %d fought", b.Number, cp.Fought)
	case b.Mission == "" || filepath.IsAbs(b.Mission) || scenarios.IsPath(b.Mission):
		return fmt.Errorf("mission %q: a shipped scenario or a random mission", b.Mission)
	}
	for i, t := range []*Team{a, d} {
		if b.Bets[i] < -1 || b.Bets[i] > MaxBet(t) {
			return fmt.Errorf("%s's bet %d: at most %d%% of its funds (%d)", t.Name, b.Bets[i], BetShare, MaxBet(t))
		}
	}
	return nil
}

// check checks a team read back.
func (t *Team) check(c *content.Content) error {
	switch {
	case t.Player != Person && !knownLevel(t.Player):
		return fmt.Errorf("player %q: %q or an AI level (%s)", t.Player, Person, levelList())
	case t.Funds < 0 || t.Funds > MaxFunds:
		return fmt.Errorf("funds %d: 0 to %d", t.Funds, MaxFunds)
	case t.Recruited < 0 || t.Recruited > Restock:
		return fmt.Errorf("recruited %d: 0 to %d a battle", t.Recruited, Restock)
	case len(t.Catalogue) == 0:
		return errors.New("no catalogue of recruits")
	}
	for _, m := range slices.Concat(t.Roster, t.Fallen, t.Catalogue) {
		if m == nil {
			return errors.New("an empty model")
		}
		if _, ok := c.Unit(m.Unit); !ok {
			return fmt.Errorf("%s: no unit %q in the content", m.Name, m.Unit)
		}
		if m.IP < 0 || m.IP > MaxFunds || m.Fell < 0 || m.Joined < 0 {
			return fmt.Errorf("%s: %d IP, joined %d, fell %d", m.Name, m.IP, m.Joined, m.Fell)
		}
	}
	return nil // the army limits are checked as the roster is fielded: a team short of its Squad Leader recruits one first
}
