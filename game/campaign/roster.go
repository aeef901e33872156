package campaign

import (
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/modules"
)

// listFile is an army list as a campaign writes one: one entry a model,
// each named, the veterans' raises and flaws in their field.
type listFile struct {
	Name    string      `yaml:"name"`
	Team    string      `yaml:"team"`
	Modules []string    `yaml:"modules,omitempty"`
	Models  []listEntry `yaml:"models"`
}

type listEntry struct {
	Unit     string `yaml:"unit"`
	Name     string `yaml:"name"`
	Ranged   string `yaml:"ranged,omitempty"`
	Melee    string `yaml:"melee,omitempty"`
	Armour   string `yaml:"armour,omitempty"`
	Grenades int    `yaml:"grenades,omitempty"`
	// Grown is the field of the module that grows the model (its raises
	// and flaws), by its key.
	Grown map[string]any `yaml:",inline"`
}

// List is team t's roster as an army list file: what a battle fields, and
// what `kg army check` reads. A roster of veterans is built under the
// module that grows them, each veteran's raises and flaws in its field.
func (t *Team) List(c *content.Content) ([]byte, error) { return listOf(t, t.Roster, c) }

// listOf writes models as team t's army list.
func listOf(t *Team, models []*Model, c *content.Content) ([]byte, error) {
	l := listFile{Name: t.Name, Team: t.People, Models: []listEntry{}}
	for _, m := range models {
		e := listEntry{Unit: m.Unit, Name: m.Name, Ranged: m.Ranged, Melee: m.Melee, Armour: m.Armour, Grenades: m.Grenades}
		if len(m.Raises) > 0 || len(m.Flaws) > 0 {
			a, name, err := advancement(c)
			if err != nil {
				return nil, err
			}
			key, value := a.Entry(m.Raises, m.Flaws)
			e.Grown = map[string]any{key: value}
			l.Modules = []string{name}
		}
		l.Models = append(l.Models, e)
	}
	return yaml.Marshal(l)
}

// Army is team t's roster checked as an army list against content c's
// limits (a battle of size 1): an error says what breaks them.
func (t *Team) Army(c *content.Content) (*army.Army, error) {
	return armyOf(t, t.Roster, c)
}

func armyOf(t *Team, models []*Model, c *content.Content) (*army.Army, error) {
	src, err := listOf(t, models, c)
	if err != nil {
		return nil, err
	}
	return army.ParseSized(fmt.Sprintf("the roster of %s", t.Name), src, c, 1, modules.Fields(c))
}

// Recruit buys team id a new model like entry k of its catalogue (the
// models of the list it began with), for the model's points, within the
// restock limit and the army limits; the recruit takes a new name.
func (cp *Campaign) Recruit(c *content.Content, id string, k int) (*Model, error) {
	t := cp.Team(id)
	if t == nil {
		return nil, fmt.Errorf("no team %q", id)
	}
	if k < 0 || k >= len(t.Catalogue) {
		return nil, fmt.Errorf("%s has no recruit %d to buy", t.Name, k+1)
	}
	if t.Recruited >= Restock {
		return nil, fmt.Errorf("%s has recruited %d models since its last battle: at most %d a battle (the restock limit)", t.Name, t.Recruited, Restock)
	}
	m := t.Catalogue[k].recruit()
	m.Name = cp.newName(t, m.Unit, c)
	m.Joined = cp.Fought
	cost, err := RecruitCost(c, t, k)
	if err != nil {
		return nil, fmt.Errorf("%s cannot recruit a %s: %w", t.Name, unitName(c, m.Unit), err)
	}
	if cost > t.Funds {
		return nil, fmt.Errorf("%s cannot recruit a %s: it costs %d and the funds are %d", t.Name, unitName(c, m.Unit), cost, t.Funds)
	}
	t.Funds -= cost
	t.Recruited++
	t.Named++
	t.Roster = append(t.Roster, m)
	cp.trimBet(t)
	return m, nil
}

// trimBet lowers team t's bet on the next battle, if placed, to the most
// its funds now allow (a recruit paid for after the bet was placed).
func (cp *Campaign) trimBet(t *Team) {
	if b := cp.Next; b != nil {
		for slot, id := range []string{b.Attacker, b.Defender} {
			if id == t.ID && b.Bets[slot] > MaxBet(t) {
				b.Bets[slot] = MaxBet(t)
			}
		}
	}
}

// RecruitCost is what a model like entry k of team t's catalogue costs,
// and whether the roster has room for it under the army limits (an error
// says why not).
func RecruitCost(c *content.Content, t *Team, k int) (int, error) {
	if k < 0 || k >= len(t.Catalogue) {
		return 0, fmt.Errorf("%s has no recruit %d", t.Name, k+1)
	}
	a, err := armyOf(t, append(slices.Clone(t.Roster), t.Catalogue[k].recruit()), c)
	if err != nil {
		return 0, err
	}
	return a.Models[len(a.Models)-1].Cost, nil
}

// recruit is a fresh model of m's profile and gear.
func (m *Model) recruit() *Model {
	return &Model{Unit: m.Unit, Ranged: m.Ranged, Melee: m.Melee, Armour: m.Armour, Grenades: m.Grenades}
}

// surnames name a campaign's models after their unit: "Cultist Harrow".
var surnames = []string{"Harrow", "Vane", "Okafor", "Brandt", "Mire", "Sato", "Kestrel", "Dray", "Lund", "Ashby",
	"Corvin", "Ilse", "Tarkov", "Pell", "Quill", "Rourke", "Sable", "Thorne", "Ulm", "Varga", "Wex", "Yarrow",
	"Zane", "Abara", "Brisk", "Cole", "Dunmore", "Esk", "Falk", "Greer", "Hale", "Iver", "Jory", "Kade", "Lorne",
	"Marr", "Nox", "Orrin", "Price", "Rask", "Stroud", "Tull", "Vey", "Wick", "Osei", "Mbeki", "Novak", "Reyes"}

// newName names team t's next model of unit: the unit's last word and a
// surname not yet used by the team.
func (cp *Campaign) newName(t *Team, unit string, c *content.Content) string {
	role := unitName(c, unit)
	if i := strings.LastIndex(role, " "); i >= 0 {
		role = role[i+1:]
	}
	taken := map[string]bool{}
	for _, m := range slices.Concat(t.Roster, t.Fallen) {
		taken[m.Name] = true
	}
	start := int(mix(cp.Seed, uint64(len(t.ID))<<8+uint64(t.ID[len(t.ID)-1])) % uint64(len(surnames)))
	start += t.Named * 7
	for i := range len(surnames) * 4 {
		name := role + " " + surnames[(start+i*5)%len(surnames)]
		if i >= len(surnames) {
			name += fmt.Sprintf(" %d", i/len(surnames)+1)
		}
		if !taken[name] {
			return name
		}
	}
	return fmt.Sprintf("%s %d", role, t.Named+1)
}

// unitName is the content's name of a unit, its id if unknown.
func unitName(c *content.Content, id string) string {
	if u, ok := c.Unit(id); ok {
		return u.Name
	}
	return id
}
