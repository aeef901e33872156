package campaign

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/host"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/scenarios"
)

// Plan plans the next battle, if none is planned: the team holding the
// fewest lands (the first in the turn order of those) attacks a land of
// another team's next to its own (the richest; a
// person may choose another with Retarget), on a mission of that land
// that both rosters fit. The AI teams place their bets at once; a
// person's bet waits for Bet. nil when the campaign is over.
func (cp *Campaign) Plan(c *content.Content) (*Battle, error) {
	for cp.Next == nil && !cp.Over() {
		attacker, err := cp.attacker(c)
		if err != nil {
			return nil, err
		}
		targets := cp.Targets(attacker.ID)
		if len(targets) == 0 {
			return nil, fmt.Errorf("%s has no land of another team's to attack", attacker.Name)
		}
		b := &Battle{Number: cp.Fought + 1, Attacker: attacker.ID, Seed: mix(cp.Seed, uint64(cp.Fought+1)), Bets: [2]int{-1, -1}}
		cp.Next = b
		land := richest(targets)
		if _, err := cp.Team(land.Owner).Army(c); err != nil {
			if _, err := cp.walkover(c, land); err != nil {
				return nil, err
			}
			continue
		}
		if err := cp.aim(c, b, land); err != nil {
			cp.Next = nil
			return nil, err
		}
		cp.aiBets()
	}
	return cp.Next, nil
}

// attacker is the team that attacks next: the one holding the fewest
// lands (the underdog strikes back: a campaign ruling), ties going to
// the first in the turn order from Turn, the team after the last
// attacker. A team whose roster is no legal army (it has lost its last
// Squad Leader and cannot pay for another) sits the battle out. Turn
// moves on past the attacker.
func (cp *Campaign) attacker(c *content.Content) (*Team, error) {
	n := len(cp.Teams)
	order := make([]int, n)
	for k := range order {
		order[k] = (cp.Turn + k) % n
	}
	slices.SortStableFunc(order, func(a, b int) int {
		return len(cp.LandsOf(cp.Teams[a].ID)) - len(cp.LandsOf(cp.Teams[b].ID))
	})
	var why []string
	for _, i := range order {
		t := cp.Teams[i]
		if _, err := t.Army(c); err != nil {
			why = append(why, err.Error())
			continue
		}
		cp.Turn = (i + 1) % n
		return t, nil
	}
	return nil, fmt.Errorf("no team can field a legal army: %s", strings.Join(why, "; "))
}

// walkover settles the battle planned for land l unfought: its holder
// cannot field a legal army, so the attacker takes the land unopposed;
// no bets, no replay, no improvement points.
func (cp *Campaign) walkover(c *content.Content, l *Land) (*Report, error) {
	b := cp.Next
	b.Land, b.Defender, b.Mission, b.Bets = l.ID, l.Owner, "", [2]int{0, 0}
	o := Outcome{Winner: 0, Walkover: true}
	for i, id := range []string{b.Attacker, b.Defender} {
		for range cp.Team(id).Roster {
			o.Models[i] = append(o.Models[i], Fate{Present: true})
		}
	}
	return cp.Settle(c, o, "")
}

// Targets are the lands team id may attack: another team's lands next to
// one of its own, dens left out; if none is next to its own, every land
// of another team's but the dens.
func (cp *Campaign) Targets(id string) []*Land {
	near, far := []*Land{}, []*Land{}
	for _, l := range cp.Lands {
		if l.Owner == id || l.Home {
			continue
		}
		far = append(far, l)
		if slices.ContainsFunc(l.Links, func(n string) bool { return cp.Land(n).Owner == id }) {
			near = append(near, l)
		}
	}
	if len(near) > 0 {
		return near
	}
	return far
}

// Retarget has the next battle's attacker attack land id instead (one of
// its Targets); the bets placed so far are kept if the defender stays.
func (cp *Campaign) Retarget(c *content.Content, id string) error {
	b := cp.Next
	if b == nil {
		return fmt.Errorf("no battle is planned")
	}
	i := slices.IndexFunc(cp.Targets(b.Attacker), func(l *Land) bool { return l.ID == id })
	if i < 0 {
		return fmt.Errorf("%s cannot attack %q: not a land of another team's next to its own", cp.teamName(b.Attacker), id)
	}
	defender := b.Defender
	if err := cp.aim(c, b, cp.Land(id)); err != nil {
		return err
	}
	if b.Defender != defender {
		b.Bets = [2]int{-1, -1}
		cp.aiBets()
	}
	return nil
}

// aim points battle b at land l: its holder defends, and the mission is
// the first of the land's (in an order drawn from the battle's seed) that
// both rosters fit, else a random mission.
func (cp *Campaign) aim(c *content.Content, b *Battle, l *Land) error {
	b.Land, b.Defender = l.ID, l.Owner
	r := rand.New(rand.NewPCG(b.Seed, 0x6d697373696f6e))
	missions := slices.Clone(l.Missions)
	r.Shuffle(len(missions), func(i, j int) { missions[i], missions[j] = missions[j], missions[i] })
	missions = append(missions, "random")
	var problems []string
	for _, name := range missions {
		if name == "random" {
			name = fmt.Sprintf("%s%d", scenarios.RandomPrefix, 1+b.Seed%1_000_000)
		}
		b.Mission = name
		t, err := cp.Table(c)
		if err != nil {
			if !slices.Contains(problems, err.Error()) {
				problems = append(problems, err.Error())
			}
			continue
		}
		b.Title = t.Scenario.Name
		return nil
	}
	return fmt.Errorf("no mission of %s fits both rosters: %s", l.Name, strings.Join(problems, "; "))
}

// richest is the land of most income, the first in the map's order of
// those.
func richest(lands []*Land) *Land {
	best := lands[0]
	for _, l := range lands[1:] {
		if l.Income > best.Income {
			best = l
		}
	}
	return best
}

// Table is the next battle made ready to play: its mission with the
// attacker's roster on the first side and the defender's on the second,
// and the campaign's rule modules on.
func (cp *Campaign) Table(c *content.Content) (*host.Table, error) {
	b := cp.Next
	if b == nil {
		return nil, fmt.Errorf("no battle is planned")
	}
	s, err := scenarios.Open(b.Mission, c)
	if err != nil {
		return nil, err
	}
	if len(s.Sides) != 2 || s.Sides[0] == nil || s.Sides[1] == nil {
		return nil, fmt.Errorf("%s has no two sides to field the rosters on", b.Mission)
	}
	for i, id := range []string{b.Attacker, b.Defender} {
		t := cp.Team(id)
		if s.Held(s.Sides[i].ID) > 0 {
			return nil, fmt.Errorf("%s brings models on by events: a roster cannot take its side", b.Mission)
		}
		a, err := t.Army(c)
		if err != nil {
			return nil, err
		}
		if err := s.Field(i, a); err != nil {
			return nil, fmt.Errorf("%s: %w", b.Mission, err)
		}
	}
	s.Modules = modules.Sorted(slices.Concat(s.Modules, cp.Modules))
	return host.Ready(b.Mission, s, c)
}

// aiBets places the AI teams' bets on the next battle (AIBet).
func (cp *Campaign) aiBets() {
	b := cp.Next
	for slot, id := range []string{b.Attacker, b.Defender} {
		if t := cp.Team(id); t.IsAI() && b.Bets[slot] < 0 {
			b.Bets[slot] = AIBet(t, cp.Team([]string{b.Attacker, b.Defender}[1-slot]))
		}
	}
}

// AIBet is what an AI team bets against enemy: nothing while its roster
// is smaller than the enemy's, up to the most it may bet as its roster
// outnumbers the enemy's by a third.
func AIBet(t, enemy *Team) int {
	own, theirs := len(t.Roster), max(len(enemy.Roster), 1)
	share := min(max(float64(own)/float64(theirs)-1, 0)*3, 1)
	return min(int(share*float64(MaxBet(t))), MaxBet(t))
}

// Ready reports whether the next battle can be fought: planned, both bets
// placed.
func (cp *Campaign) Ready() bool {
	return cp.Next != nil && cp.Next.Bets[0] >= 0 && cp.Next.Bets[1] >= 0
}

// knownLevel reports whether name is an AI level.
func knownLevel(name string) bool { return slices.Contains(ai.Names(), name) }

// levelList lists the AI levels.
func levelList() string { return strings.Join(ai.Names(), ", ") }

// mix derives a seed from a campaign's seed and a number (a SplitMix64
// step), so neighbouring battles get unrelated dice.
func mix(seed, n uint64) uint64 {
	z := seed + n*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
