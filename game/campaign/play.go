package campaign

import (
	"fmt"
	"path/filepath"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/host"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/content"
)

// MaxTicks stops a headless battle that has not ended: it counts as a
// draw (kg selfplay's cap, 20 minutes of game time).
const MaxTicks = 72_000

// PlayAI fights the next battle headless, AI against AI, at each team's
// level: the battle is planned if need be, the replay written into dir
// (RecordName) and the campaign settled and saved there (FileName). It
// returns the reports of the battles it settled: the one fought, after
// any walkovers planning it settled first. A battle a person fights is
// refused: it is played in the client.
func (cp *Campaign) PlayAI(c *content.Content, dir string) ([]*Report, error) {
	before := cp.Fought
	b, err := cp.Plan(c)
	if err != nil {
		return nil, err
	}
	walkovers := cp.History[before:]
	if b == nil {
		if len(walkovers) == 0 {
			return nil, fmt.Errorf("the campaign is over")
		}
		return walkovers, cp.Save(filepath.Join(dir, FileName), c)
	}
	for _, id := range []string{b.Attacker, b.Defender} {
		if t := cp.Team(id); !t.IsAI() {
			if err := cp.Save(filepath.Join(dir, FileName), c); err != nil { // the walkovers and the plan kept
				return walkovers, err
			}
			return walkovers, fmt.Errorf("battle %d is %s's to fight, and a person plays it: play it in the client (krygothic, Campaign)", b.Number, t.Name)
		}
	}
	t, err := cp.Table(c)
	if err != nil {
		return nil, err
	}
	var players [2]match.Player
	for i, id := range []string{b.Attacker, b.Defender} {
		p, err := ai.New(cp.Team(id).Player, t.Scenario.Sides[i].ID, mix(b.Seed, uint64(i+1)))
		if err != nil {
			return nil, err
		}
		players[i] = p
	}
	m, err := t.New(host.Start{Seed: b.Seed, Players: players})
	if err != nil {
		return nil, err
	}
	if err := m.Run(MaxTicks); err != nil {
		return nil, fmt.Errorf("battle %d: %w", b.Number, err)
	}
	rep, err := cp.Finish(c, dir, m)
	if err != nil {
		return nil, err
	}
	return append(walkovers, rep), nil
}

// Finish keeps the replay of the next battle's match m (over, or stopped
// unfinished: a draw) in dir, settles the battle, and saves the campaign
// there.
func (cp *Campaign) Finish(c *content.Content, dir string, m *match.Match) (*Report, error) {
	b := cp.Next
	if b == nil {
		return nil, fmt.Errorf("no battle is planned")
	}
	name := RecordName(b.Number)
	if err := match.Save(filepath.Join(dir, name), host.Record(m, b.Mission, b.Seed, nil)); err != nil {
		return nil, err
	}
	rep, err := cp.Settle(c, OutcomeOf(m), name)
	if err != nil {
		return nil, err
	}
	if err := cp.Save(filepath.Join(dir, FileName), c); err != nil {
		return nil, err
	}
	return rep, nil
}
