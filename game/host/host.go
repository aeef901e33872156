// Package host sets up matches the one way the desktop client, kg run and
// self-play all do: a scenario opened (or fielded) and made ready with its
// rule modules (a Table), a new match on it, a record replayed or resumed
// on it, and the record of a match as a file keeps it. Whoever plays the
// match (real time on the client's clock, ticks as fast as they go
// headless) and who its players are stays with each; what the match is
// made of does not.
package host

import (
	"encoding/json"
	"fmt"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// Table is a scenario made ready to play: its armies fielded, its rule
// modules checked against what its models need and loaded, and the order
// rules they make built once, for every match on it.
type Table struct {
	// Name is the scenario as a record names it: a shipped name, a path,
	// random-SEED.
	Name     string
	Scenario *scenarios.Scenario
	Content  *content.Content
	// Played are the rule modules the matches play with, as loaded.
	Played facet.Set
	rules  *orders.Rules
}

// Open opens the scenario of a name (scenarios.Open: a shipped name, a
// path, random-SEED) with content c, to play with the rule modules named
// (nil: the scenario's own).
func Open(name string, c *content.Content, names []string) (*Table, error) {
	s, err := scenarios.Open(name, c)
	if err != nil {
		return nil, err
	}
	return Ready(name, withModules(s, names), c)
}

// Ready makes a scenario already opened (and fielded: armies chosen in
// place of its own) ready to play, with the modules it names.
func Ready(name string, s *scenarios.Scenario, c *content.Content) (*Table, error) {
	if err := s.CheckModules(s.Modules); err != nil {
		return nil, err
	}
	set, err := modules.Playing(s.Modules, c)
	if err != nil {
		return nil, err
	}
	return &Table{Name: name, Scenario: s, Content: c, Played: set, rules: set.Rules()}, nil
}

// Reopen is the table a record was played on (match.RecordContent: the
// content it carries, else c; match.OpenScenario: the files it carries,
// a shipped scenario, its fielded armies), to replay or
// resume it on (the replay checks the scenario is the one recorded, and
// plays the modules the record names); recordPath names the record in
// messages.
func Reopen(recordPath string, r match.Record, c *content.Content) (*Table, error) {
	c = match.RecordContent(r, c)
	s, err := match.OpenScenario(recordPath, r, c)
	if err != nil {
		return nil, err
	}
	return Replaying(r.Scenario, s, c), nil
}

// Replaying is the table of a record already opened on s (Reopen's
// scenario), to replay or resume it on.
func Replaying(name string, s *scenarios.Scenario, c *content.Content) *Table {
	return &Table{Name: name, Scenario: s, Content: c}
}

// withModules is s, or a copy of it that plays with the modules names.
func withModules(s *scenarios.Scenario, names []string) *scenarios.Scenario {
	if names == nil {
		return s
	}
	again := *s
	again.Modules = modules.Sorted(names)
	return &again
}

// Rules are the order rules the table's matches play by: their orders
// are read with them (Orders).
func (t *Table) Rules() *orders.Rules { return t.rules }

// Start is what a new match on a table starts from.
type Start struct {
	// Settings are the clock's; the zero value is match.DefaultSettings.
	Settings match.Settings
	// Dice roll every die; nil: dice seeded with Seed.
	Dice dice.Source
	Seed uint64
	// Players play the sides (nil: a side that never declares).
	Players [2]match.Player
	// Placements deploy the armies by hand (none: automatically).
	Placements []match.Placement
}

// New sets up a new match on the table.
func (t *Table) New(st Start) (*match.Match, error) {
	if t.rules == nil {
		return nil, fmt.Errorf("%s: a record's table replays; a new match needs a table made ready (Open, Ready)", t.Name)
	}
	settings := st.Settings
	if settings == (match.Settings{}) {
		settings = match.DefaultSettings()
	}
	src := st.Dice
	if src == nil {
		src = dice.NewSeeded(st.Seed)
	}
	return match.Start(match.Setup{Scenario: t.Scenario, Content: t.Content, Settings: settings, Dice: src, Players: st.Players,
		Modules: t.Played, Rules: t.rules, Placements: st.Placements})
}

// Replay plays record r on the table, to its SavedAt tick or the end of
// the match, at most maxTicks (match.Replay).
func (t *Table) Replay(r match.Record, maxTicks int) (*match.Match, error) {
	return match.Replay(r, t.Scenario, t.Content, maxTicks)
}

// Resume plays a save on the table up to where it was saved, then hands
// the sides to players (match.Resume).
func (t *Table) Resume(r match.Record, players [2]match.Player) (*match.Match, error) {
	return match.Resume(r, t.Scenario, t.Content, players)
}

// Orders reads an orders file (docs/orders.md) by the table's rules and
// makes each side's player of it.
func (t *Table) Orders(file string) ([2]match.Player, error) {
	text, err := datafile.ReadFile(file, datafile.MaxOrdersFile)
	if err != nil {
		return [2]match.Player{}, err
	}
	s := t.Scenario
	sides := [2]string{s.Sides[0].ID, s.Sides[1].ID}
	knownSide := func(d orders.Declaration, line string) (int, error) {
		if d.Side != sides[0] && d.Side != sides[1] {
			return orders.FieldColumn(line, 1), fmt.Errorf("no side %q in %s (sides: %s, %s)", d.Side, s.Name, sides[0], sides[1])
		}
		return 0, nil
	}
	decls, err := t.rules.ParseOrders(file, string(text), knownSide)
	if err != nil {
		return [2]match.Player{}, err
	}
	scripts, _ := match.Scripts(sides, decls) // every side is known: knownSide
	return [2]match.Player{scripts[0], scripts[1]}, nil
}

// Record is m's record as a file keeps it, m having been played on the
// scenario of name with the dice of seed (or the scripted faces): a save
// to go on from while m goes on, the replay of the whole match once it is
// over.
func Record(m *match.Match, name string, seed uint64, faces []int) match.Record {
	r := m.Record(name, seed, faces)
	if m.Over() {
		r.SavedAt, r.Snapshot = 0, nil // a replay to the end, not a save to go on from
	}
	return r
}

// Reread is r as a file would hold it: written and read back, checked as
// loading a save checks it.
func Reread(r match.Record) (match.Record, error) {
	data, err := json.Marshal(r)
	if err != nil {
		return match.Record{}, err
	}
	return match.Parse("the record", data)
}
