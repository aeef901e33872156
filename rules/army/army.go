// Package army reads army lists and checks them against the content and the
// army limits: the cost cap, model counts, Squad Leaders, Elite and gear
// slots (KG-CLS-02/03, KG-META-02, GAP-05..07, GAP-24).
package army

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
)

// Entry is one line of an army list as written: a unit profile, the gear
// it carries, and how many such models there are.
type Entry struct {
	At       datafile.Pos  `yaml:"-"`
	Keys     datafile.Keys `yaml:"-"` // where each field was written
	Unit     string        `yaml:"unit"`
	Name     string        `yaml:"name"`     // optional: a name for the model
	Count    int           `yaml:"count"`    // models with this profile, 1 or more; left out means 1
	Ranged   string        `yaml:"ranged"`   // ranged weapon id, or empty
	Melee    string        `yaml:"melee"`    // close-combat weapon id, or empty
	Armour   string        `yaml:"armour"`   // armour id, or empty
	Grenades int           `yaml:"grenades"` // frag grenades carried (GAP-07)
	// Traits are the fields a rule module adds to an entry, as written,
	// each read by its module (Field).
	Traits datafile.Extra `yaml:"-"`
}

// Limits every army list obeys whatever the content's own limits say, so
// a hostile list or content folder cannot make an army of a million models.
const (
	// MaxModels is the most models any army holds. The content's limit
	// (14, KG-META-02) is lower; a list over either is refused before its
	// models are made.
	MaxModels = 100
	// MaxName is the most characters in an army's name or a model's.
	MaxName = 60
)

// List is an army list file as written.
type List struct {
	At     datafile.Pos    `yaml:"-"`
	Keys   datafile.Keys   `yaml:"-"`
	Faulty datafile.Faulty `yaml:"-"` // a value did not read (set when decoded)
	Name   string          `yaml:"name"`
	Team   string          `yaml:"team"`
	// Modules are the rule modules the list is built under (modules:
	// [force]): the fields of theirs its entries may write (Switched),
	// switched on in a match that fields it. Optional.
	Modules []string `yaml:"modules"`
	Models  []*Entry `yaml:"models"`
}

// Grenade is the gear id the grenades field carries.
const Grenade = "frag-grenade"

// Model is one model of a checked army.
type Model struct {
	Name     string
	Unit     *content.Unit
	Class    *content.Class
	Ranged   *content.RangedWeapon // nil when unarmed at range
	Melee    *content.MeleeWeapon  // nil when fighting bare-handed
	Armour   *content.Armour       // nil when unarmoured
	Grenades int
	Cost     int // unit plus gear, at the team's gear price
	From     datafile.Pos
	// Traits are what the rule modules' fields of its entry say of it,
	// by field name, as each module read them (Field).
	Traits map[string]any
}

// Stats are the model's characteristics with its armour's Speed penalty
// taken off (KG-STAT-03 "Speed (X)"); Body stays bare (RULINGS §5).
func (m *Model) Stats() content.Characteristics {
	s := m.Unit.Stats
	if m.Armour != nil && !s.Speed.IsX() {
		s.Speed = max(s.Speed-content.Stat(m.Armour.SpeedPenalty), 0)
	}
	return s
}

// Army is a checked army list, ready to deploy.
type Army struct {
	Name   string
	Team   *content.Team
	Models []*Model
	Cost   int
	File   string
	// Modules are the rule modules the list names (List.Modules), as
	// written: a match that fields it plays with them on.
	Modules []string
	// Source is the list's text as ParseSized read it, so a match record
	// can carry an army fielded in place of its scenario's (match.Record);
	// nil for a list checked in place, such as one a scenario writes out.
	Source []byte
}

// Load reads and checks the army list in file.
func Load(file string, c *content.Content, f Fields) (*Army, error) {
	src, err := datafile.ReadFile(file, datafile.MaxArmyFile)
	if err != nil {
		return nil, err
	}
	return Parse(file, src, c, f)
}

// Parse reads and checks an army list, its entries' fields that rule
// modules add read by f; file names src in messages. Every problem is
// reported at once, each as file:line:col.
func Parse(file string, src []byte, c *content.Content, f Fields) (*Army, error) {
	return ParseSized(file, src, c, 1, f)
}

// ParseSized is Parse for a battle of the given size (see CheckSized).
func ParseSized(file string, src []byte, c *content.Content, size int, f Fields) (*Army, error) {
	var l List
	var read datafile.List
	// Unknown fields are left out and the list checked all the same; a
	// value that did not read stops here, before the checks mistake it for
	// a missing one.
	if !datafile.DecodeAll(file, src, &l, &read) || bool(l.Faulty) {
		return nil, read.Err()
	}
	l.At.File = file
	a, err := CheckSized(&l, c, size, f)
	if len(read) == 0 {
		if a != nil {
			a.Source = slices.Clone(src)
		}
		return a, err
	}
	var checked datafile.List
	errors.As(err, &checked)
	return nil, append(read, checked...).Err()
}

// Check resolves a list against the content and checks it against the
// limits; f reads its entries' fields that rule modules add.
func Check(l *List, c *content.Content, f Fields) (*Army, error) { return CheckSized(l, c, 1, f) }

// MaxBattleSize is the largest battle size: 7 × 14 models is the last
// multiple of the shipped limit within MaxModels.
const MaxBattleSize = 7

// CheckSized is Check for a big battle of the given size, 1 to
// MaxBattleSize (a scenario's battle_size): the army limits that count
// models, points, Squad Leaders and models of a class (KG-META-02, GAP-05,
// GAP-06, GAP-24, KG-CLS-03) are multiplied by size, never past
// MaxModels; the least number of Squad Leaders and the grenades a model
// carries are not. Size 1 is Check.
func CheckSized(l *List, c *content.Content, size int, f Fields) (*Army, error) {
	size = min(max(size, 1), MaxBattleSize)
	var p datafile.List
	top := datafile.Pos{File: l.At.File, Line: max(l.At.Line, 1)}
	team, ok := c.Team(l.Team)
	if !ok {
		p.Add(l.Keys.At("team", top), "team %q is not a known team (known: %s)", l.Team, strings.Join(teamIDs(c), ", "))
		return nil, p.Err()
	}
	checkName(&p, l.Keys.At("name", top), "the army's name", l.Name)
	checkModules(&p, l.Keys.At("modules", top), l.Modules)
	f = f.under(l.Modules)
	if at, ok := l.Keys["models"]; ok {
		top = at // army-wide problems point at the models list
	}
	// Every entry is at least one model: refuse a list too long before
	// resolving it.
	if limit := min(c.Limits.MaxModels*size, MaxModels); len(l.Models) > limit {
		p.Add(top, "the army lists %d entries; an army holds at most %d models", len(l.Models), limit)
		return nil, p.Err()
	}
	a := &Army{Name: l.Name, Team: team, File: l.At.File, Modules: slices.Clone(l.Modules)}
	var lines []line
	for _, e := range l.Models {
		m := resolve(e, team, c, f, &p)
		if m == nil {
			continue
		}
		n := e.Count
		if _, written := e.Keys["count"]; !written && n == 0 {
			n = 1 // left out; a written 0 is an error
		}
		if limit := min(c.Limits.MaxModels*size, MaxModels); n < 1 || n > limit {
			p.Add(e.Keys.At("count", e.At), "count %d: a count is 1 to %d, the most models an army may hold", e.Count, limit)
			continue
		}
		lines = append(lines, line{m, n, e})
	}
	checkLimits(team, lines, c, size, top, &p)
	f.checkLines(lines, &p)
	if err := p.Err(); err != nil {
		return nil, err
	}
	// Only now, within the limits, are the models made.
	for _, ln := range lines {
		for range ln.n {
			model := *ln.model
			a.Models = append(a.Models, &model)
			a.Cost += ln.model.Cost
		}
	}
	return a, nil
}

// addCost and mulCost add and multiply costs, which are not negative
// (content's ranges), stopping at the largest int rather than wrapping:
// content made in code is not read through those ranges, and an army
// over the cap must never sum to one under it.
func addCost(a, b int) int {
	if a > math.MaxInt-b {
		return math.MaxInt
	}
	return a + b
}

func mulCost(n, x int) int {
	if n > 0 && x > math.MaxInt/n {
		return math.MaxInt
	}
	return n * x
}

// line is a resolved entry: n models like model.
type line struct {
	model *Model
	n     int
	entry *Entry
}

// checkName reports a name over MaxName characters or holding control
// characters (a YAML escape such as "\e" can write them).
func checkName(p *datafile.List, at datafile.Pos, what, name string) {
	if n := utf8.RuneCountInString(name); n > MaxName {
		p.Add(at, "%s is %d characters long; at most %d", what, n, MaxName)
		return
	}
	for _, r := range name {
		if unicode.IsControl(r) {
			p.Add(at, "%s holds control character %U", what, r)
			return
		}
	}
}

// resolve turns one entry into a model, or records why it cannot.
func resolve(e *Entry, team *content.Team, c *content.Content, f Fields, p *datafile.List) *Model {
	u, ok := c.Unit(e.Unit)
	if !ok {
		p.Add(e.At, "unit %q is not a known unit profile", e.Unit)
		return nil
	}
	if u.Team != team.ID {
		p.Add(e.At, "unit %s belongs to %s, not to %s", u.ID, u.Team, team.ID)
		return nil
	}
	cl, _ := c.Class(u.Class)
	checkName(p, e.Keys.At("name", e.At), "the model's name", e.Name)
	m := &Model{Name: e.Name, Unit: u, Class: cl, Grenades: e.Grenades, From: e.At}
	if m.Name == "" {
		m.Name = u.Name
	}
	m.Cost = u.Cost
	unknown := func(slot, id string) { p.Add(e.At, "%s %q is not a known %s", slot, id, slot) }
	buy := func(id string, cost int) bool {
		if team.Forbids(id) {
			p.Add(e.At, "%s may not field %s (GAP-06)", team.Name, id)
			return false
		}
		m.Cost = addCost(m.Cost, team.GearCost(cost))
		return true
	}
	if e.Ranged != "" {
		switch w, ok := c.Ranged(e.Ranged); {
		case !ok:
			unknown("ranged weapon", e.Ranged)
		case w.Has(content.TagThrown):
			p.Add(e.At, "%s is thrown: carry it with grenades, not in the ranged slot (GAP-07)", w.ID)
		case buy(w.ID, w.Cost):
			m.Ranged = w
		}
	}
	if e.Melee != "" {
		switch w, ok := c.Melee(e.Melee); {
		case !ok:
			unknown("melee weapon", e.Melee)
		case buy(w.ID, w.Cost):
			m.Melee = w
		}
	}
	if e.Armour != "" {
		switch ar, ok := c.ArmourPiece(e.Armour); {
		case !ok:
			unknown("armour", e.Armour)
		case buy(ar.ID, ar.Cost):
			m.Armour = ar
		}
	}
	if e.Grenades != 0 {
		switch g, ok := c.Ranged(Grenade); {
		case e.Grenades < 0 || e.Grenades > c.Limits.MaxGrenades:
			p.Add(e.At, "grenades %d: a model carries 0 to %d grenades (GAP-07)", e.Grenades, c.Limits.MaxGrenades)
		case !ok:
			unknown("ranged weapon", Grenade)
		default:
			for range e.Grenades {
				if !buy(g.ID, g.Cost) {
					break // one message is enough
				}
			}
		}
	}
	f.read(e, m, buy, p)
	return m
}

// checkLimits checks the whole army, entry by entry, against the army
// limits times the battle's size, before its models are made.
func checkLimits(team *content.Team, lines []line, c *content.Content, size int, top datafile.Pos, p *datafile.List) {
	lim := c.Limits
	lim.MaxModels, lim.CostCap, lim.MaxSquadLeaders = lim.MaxModels*size, mulCost(size, lim.CostCap), lim.MaxSquadLeaders*size
	maxModels := min(lim.MaxModels, MaxModels)
	if team.MaxModels > 0 {
		maxModels = min(maxModels, team.MaxModels*size)
	}
	models, cost := 0, 0
	perClass := map[content.ClassID]int{}
	for _, ln := range lines {
		models += ln.n
		cost = addCost(cost, mulCost(ln.n, ln.model.Cost))
		perClass[ln.model.Class.ID] += ln.n
	}
	if models == 0 {
		p.Add(top, "the army has no models")
	}
	if models > maxModels {
		p.Add(top, "the army has %d models; %s may field at most %d (KG-META-02, GAP-06)", models, team.Name, maxModels)
	}
	if cost > lim.CostCap {
		p.Add(top, "the army costs %d points, over the cap of %d (GAP-05)", cost, lim.CostCap)
	}
	sl := perClass[content.SquadLeader]
	switch {
	case sl == 0:
		p.Add(top, "the army has no Squad Leader; every team needs one (KG-CLS-02)")
	case sl < lim.MinSquadLeaders:
		p.Add(top, "the army has %d Squad Leaders; it needs at least %d", sl, lim.MinSquadLeaders)
	case sl > lim.MaxSquadLeaders:
		p.Add(top, "the army has %d Squad Leaders; at most %d (GAP-24)", sl, lim.MaxSquadLeaders)
	}
	for _, cl := range c.Classes {
		if most := cl.MaxPerTeam * size; cl.MaxPerTeam > 0 && perClass[cl.ID] > most {
			p.Add(top, "the army has %d %s models; at most %d (KG-CLS-03)", perClass[cl.ID], cl.Name, most)
		}
	}
}

func teamIDs(c *content.Content) []string {
	ids := make([]string, len(c.Teams))
	for i, t := range c.Teams {
		ids[i] = t.ID
	}
	return ids
}

// Summary is a one-line description of a checked army.
func (a *Army) Summary(c *content.Content) string {
	return fmt.Sprintf("%s (%s): %d models, %d/%d points", a.Name, a.Team.Name, len(a.Models), a.Cost, c.Limits.CostCap)
}
