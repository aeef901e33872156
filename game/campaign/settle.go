package campaign

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
)

// Outcome is what a battle's match came to, as the campaign reads it.
type Outcome struct {
	// Winner is 0 when the attacker won, 1 the defender, −1 a draw (a
	// match stopped unfinished is one).
	Winner int
	// Models are each side's models' fates, in roster order.
	Models [2][]Fate
	// Walkover: the defender could not field a legal army, and the
	// battle was not fought: no one earns anything by it.
	Walkover bool
}

// Fate is one model's end in a battle.
type Fate struct {
	// Present: on the table at the end, standing or Down.
	Present bool
	Deeds   match.Deeds
}

// OutcomeOf reads match m, fought on the next battle's Table: who won,
// and each model's fate by its unit (match.UnitIDs).
func OutcomeOf(m *match.Match) Outcome {
	o := Outcome{Winner: -1}
	v := m.View()
	if res, over := m.Result(); over && res.Winner != "" {
		for i, sd := range v.Sides() {
			if sd.ID == res.Winner {
				o.Winner = i
			}
		}
	}
	deeds := v.Deeds()
	for i := range o.Models {
		for _, id := range m.UnitIDs(i) {
			u, _ := v.Unit(id)
			o.Models[i] = append(o.Models[i], Fate{Present: u.Present(), Deeds: deeds[id]})
		}
	}
	return o
}

// Settle ends the next battle with outcome o, its replay kept as record:
// the loser pays its bet to the winner; an attacker who wins takes the
// land; the fallen leave the rosters; every survivor earns its
// improvement points and one that was Down rolls for a flaw (XS-30); every
// team collects its lands' income and may recruit up to Restock models
// before the next battle; the AI teams recruit and spend their points. The rolls between battles come from the battle's seed.
func (cp *Campaign) Settle(c *content.Content, o Outcome, record string) (*Report, error) {
	if !cp.Ready() {
		return nil, fmt.Errorf("the next battle is not ready to settle: no battle planned, or a bet not placed")
	}
	return cp.settle(c, o, record, dice.NewSeeded(mix(cp.Next.Seed, 0xf1a3)))
}

// settle is Settle with the rolls from src.
func (cp *Campaign) settle(c *content.Content, o Outcome, record string, src dice.Source) (*Report, error) {
	b := cp.Next
	grow, _, err := advancement(c)
	if err != nil {
		return nil, err
	}
	teams := [2]*Team{cp.Team(b.Attacker), cp.Team(b.Defender)}
	for i, t := range teams {
		if len(o.Models[i]) != len(t.Roster) {
			return nil, fmt.Errorf("%s fielded %d models and its roster holds %d: the match is not this battle's", t.Name, len(o.Models[i]), len(t.Roster))
		}
	}
	rep := &Report{Battle: *b, Record: record, Stake: b.Bets[0] + b.Bets[1]}
	land := cp.Land(b.Land)
	if o.Walkover {
		rep.Lines = append(rep.Lines, fmt.Sprintf("Battle %d: %s marched on %s, and %s could not field a legal army to hold it.", b.Number, teams[0].Name, land.Name, teams[1].Name))
	} else {
		rep.Lines = append(rep.Lines, fmt.Sprintf("Battle %d: %s attacked %s, held by %s, on %s.", b.Number, teams[0].Name, land.Name, teams[1].Name, cmp.Or(b.Title, b.Mission)))
	}
	winner := o.Winner
	switch winner {
	case -1:
		rep.Stake = 0
		rep.Lines = append(rep.Lines, "A draw: the bets go back, and the land stays with "+teams[1].Name+".")
	default:
		w, l := teams[winner], teams[1-winner]
		rep.Winner = w.ID
		l.Funds -= b.Bets[1-winner]
		w.Funds += b.Bets[1-winner]
		if rep.Stake > 0 {
			rep.Lines = append(rep.Lines, fmt.Sprintf("%s won and took the stake of %d (%d from %s).", w.Name, rep.Stake, b.Bets[1-winner], l.Name))
		} else if !o.Walkover {
			rep.Lines = append(rep.Lines, fmt.Sprintf("%s won; no bets were placed.", w.Name))
		}
		if winner == 0 {
			land.Owner = w.ID
			rep.LandTaken = true
			rep.Lines = append(rep.Lines, fmt.Sprintf("%s changes hands: %s holds it now, and %s retreats.", land.Name, w.Name, l.Name))
		} else {
			rep.Lines = append(rep.Lines, fmt.Sprintf("%s held %s; %s retreats.", w.Name, land.Name, l.Name))
		}
	}
	for i, t := range teams {
		var living []*Model
		for k, md := range t.Roster {
			d, present := o.Models[i][k].Deeds, o.Models[i][k].Present
			if o.Walkover {
				living = append(living, md)
				continue
			}
			md.Service.Battles++
			md.Service.Kills += d.Kills
			md.Service.Wounds += d.Wounds
			md.Service.Combos += d.Combos
			if d.Down {
				md.Service.Downs++
			}
			if !present {
				fell, line := deathSave(src, md, t, d)
				rep.Lines = append(rep.Lines, line)
				if fell {
					md.Fell = b.Number
					t.Fallen = append(t.Fallen, md)
					continue
				}
			}
			living = append(living, md)
			ip := grow.Earned(facet.Deeds{Survived: true, WasDown: d.Down, Kills: d.Kills, Combos: d.Combos})
			md.IP += ip
			md.Service.Earned += ip
			if d.Down {
				roll, flaw := grow.RollFlaw(src, md.Flaws)
				switch {
				case flaw != "":
					md.Flaws = append(md.Flaws, flaw)
					rep.Lines = append(rep.Lines, fmt.Sprintf("%s of %s went Down in the battle; the flaw roll, a %d, gives a flaw: %s.", md.Name, t.Name, roll, FlawName(c, flaw)))
				default:
					rep.Lines = append(rep.Lines, fmt.Sprintf("%s of %s went Down in the battle; the flaw roll, a %d, gives none.", md.Name, t.Name, roll))
				}
			}
		}
		t.Roster = living
	}
	for _, t := range cp.Teams {
		t.Funds = min(t.Funds+cp.Income(t.ID), MaxFunds)
	}
	cp.Fought++
	cp.Next = nil
	cp.History = append(cp.History, rep)
	for _, t := range cp.Teams {
		t.Recruited = 0 // the restock limit is a battle's
		if t.IsAI() {
			rep.Lines = append(rep.Lines, cp.AIUpkeep(c, t)...)
		}
	}
	return rep, nil
}

// DeathSave is the highest roll of the D6 on which a model removed while
// Down dies of its wounds (a campaign ruling: docs/campaign.md).
const DeathSave = 2

// deathSave decides the fate of model md of team t, removed from the
// table with deeds d: slain by wounds (or a fall), or removed without
// ever going Down, it fell; removed while Down, unhurt as a round ended
// (XS-29), it rolls a D6: up to DeathSave it died of its wounds, else its
// comrades carried it off. line says which.
func deathSave(src dice.Source, md *Model, t *Team, d match.Deeds) (fell bool, line string) {
	if d.Slain || !d.Down {
		return true, fmt.Sprintf("%s of %s fell.", md.Name, t.Name)
	}
	roll, err := src.D6("campaign death save")
	if err != nil || roll <= DeathSave {
		return true, fmt.Sprintf("%s of %s was left Down and died of the wounds (a %d).", md.Name, t.Name, roll)
	}
	return false, fmt.Sprintf("%s of %s was left Down, and carried off alive (a %d).", md.Name, t.Name, roll)
}

// AIUpkeep has an AI team recruit and spend its models' points by itself,
// and says what it did: it recruits the first profile of its catalogue
// that it has fewer of than it began with (Squad Leaders first), up to the restock limit while the funds
// last; then each model raises the stat it fights with (RC with a ranged
// weapon, else CC), then Willpower, as long as its points pay for it.
func (cp *Campaign) AIUpkeep(c *content.Content, t *Team) []string {
	var lines []string
	for t.Recruited < Restock {
		k := cp.wanted(c, t)
		if k < 0 {
			break
		}
		m, err := cp.Recruit(c, t.ID, k)
		if err != nil {
			break
		}
		lines = append(lines, fmt.Sprintf("%s recruited %s.", t.Name, m.Name))
	}
	for i, m := range t.Roster {
		for _, stat := range []string{aimStat(m), "willpower"} {
			for {
				cost, err := cp.RaiseCost(c, t.ID, i, stat)
				if err != nil || cost > m.IP {
					break
				}
				if err := cp.Raise(c, t.ID, i, stat); err != nil {
					break
				}
				lines = append(lines, fmt.Sprintf("%s raised %s for %d IP.", m.Name, StatName(stat), cost))
			}
		}
	}
	return lines
}

// aimStat is the stat model m fights with.
func aimStat(m *Model) string {
	if m.Ranged != "" {
		return "rc"
	}
	return "cc"
}

// wanted is the catalogue entry an AI team recruits next, −1 for none:
// the first profile it has fewer of than it began with (Squad Leaders
// first), affordable and within the limits.
func (cp *Campaign) wanted(c *content.Content, t *Team) int {
	short := map[string]int{}
	for _, m := range slices.Concat(t.Roster, t.Fallen) {
		if m.Founder {
			short[m.key()]++
		}
	}
	for _, m := range t.Roster {
		short[m.key()]--
	}
	order := make([]int, len(t.Catalogue))
	for i := range order {
		order[i] = i
	}
	// Squad Leaders first: a team has none to spare (KG-CLS-02).
	slices.SortStableFunc(order, func(a, b int) int { return leaderFirst(c, t.Catalogue[b]) - leaderFirst(c, t.Catalogue[a]) })
	for _, k := range order {
		if short[t.Catalogue[k].key()] <= 0 {
			continue
		}
		if cost, err := RecruitCost(c, t, k); err == nil && cost <= t.Funds {
			return k
		}
	}
	return -1
}

// leaderFirst is 1 for a Squad Leader's profile, 0 otherwise.
func leaderFirst(c *content.Content, m *Model) int {
	if u, ok := c.Unit(m.Unit); ok && u.Class == content.SquadLeader {
		return 1
	}
	return 0
}

// key names a profile and its gear.
func (m *Model) key() string {
	return fmt.Sprintf("%s|%s|%s|%s|%d", m.Unit, m.Ranged, m.Melee, m.Armour, m.Grenades)
}

// RaiseCost is what +1 to stat costs model i of team id in improvement
// points: the XS-14 price of the value it reaches, one IP a point (XS-30).
func (cp *Campaign) RaiseCost(c *content.Content, id string, i int, stat string) (int, error) {
	t, m, err := cp.model(id, i)
	if err != nil {
		return 0, err
	}
	if !slices.Contains(content.StatNames, stat) {
		return 0, fmt.Errorf("%s: no stat %q to raise (%s)", m.Name, stat, strings.Join(content.StatNames, ", "))
	}
	a, err := t.Army(c)
	if err != nil {
		return 0, err
	}
	grow, _, err := advancement(c)
	if err != nil {
		return 0, err
	}
	s := a.Models[i].Unit.Stats // raises and flaws applied
	cost := grow.RaiseCost(*s.Named(stat))
	if cost == facet.NoRaise {
		return 0, fmt.Errorf("%s's %s cannot be raised further", m.Name, stat)
	}
	return cost, nil
}

// Raise spends model i of team id's improvement points on +1 to stat.
func (cp *Campaign) Raise(c *content.Content, id string, i int, stat string) error {
	t, m, err := cp.model(id, i)
	if err != nil {
		return err
	}
	cost, err := cp.RaiseCost(c, id, i, stat)
	if err != nil {
		return fmt.Errorf("%s: %w", m.Name, err)
	}
	if cost > m.IP {
		return fmt.Errorf("%s has %d IP; +1 %s costs %d", m.Name, m.IP, stat, cost)
	}
	if m.Raises == nil {
		m.Raises = map[string]int{}
	}
	m.Raises[stat]++
	if _, err := t.Army(c); err != nil {
		m.Raises[stat]--
		if m.Raises[stat] == 0 {
			delete(m.Raises, stat)
		}
		return fmt.Errorf("%s cannot raise %s: %w", m.Name, stat, err)
	}
	m.IP -= cost
	return nil
}

// model is model i of team id's roster.
func (cp *Campaign) model(id string, i int) (*Team, *Model, error) {
	t := cp.Team(id)
	if t == nil {
		return nil, nil, fmt.Errorf("no team %q", id)
	}
	if i < 0 || i >= len(t.Roster) {
		return nil, nil, fmt.Errorf("%s has no model %d", t.Name, i+1)
	}
	return t, t.Roster[i], nil
}

// StatName writes a stat as profiles do: "RC", "CC", "Willpower".
func StatName(stat string) string {
	if len(stat) <= 2 {
		return strings.ToUpper(stat)
	}
	return strings.ToUpper(stat[:1]) + stat[1:]
}
