package scenarios

import (
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/deck"
)

// Scenario is a checked scenario, ready to set up a match or to be drawn.
type Scenario struct {
	File        string
	Name        string
	Description string
	Rounds      int  // the last AP round (GAP-31)
	Dark        bool // the whole deck is dark (KG-SCN-02)
	// Fog: the scenario is fought under the fog of war, whatever the
	// players chose: each side sees only what its models see.
	Fog     bool
	Options map[string]bool // rule options switched on or off
	// BattleSize multiplies the army limits the sides' lists obey (models,
	// points, Squad Leaders, models of a class: army.CheckSized), for a
	// big battle; 1 is the standard game.
	BattleSize int
	// Modules are the rule modules the scenario plays with, in ID order
	// (docs/modules.md): those its file names, or the default set
	// (modules.Defaults) when it names none. A match may be played with
	// another set: a copy of the scenario with other Modules.
	Modules []string
	// ModulesByDefault: the file names no modules, so Modules is the
	// default set for the armies on the deck, with every module a model
	// brings (one it wants, facet.Wanted: modules.DefaultsFor); fielding
	// another army (Field) works the set out again.
	ModulesByDefault bool
	Deck             *deck.Deck
	Rows             []string // the map as drawn, one string per row
	Legend           []Legend // what each map character draws
	Zones            map[string][]Cell
	Sides            [2]*Side
	Objectives       []Point
	Entries          []Point
	Events           []Event // in round order
	Victory          Victory
	// Decor dresses the deck (a hull, cargo, stains), in the file's
	// order: drawn over the cells, never read by the rules.
	Decor []Decor
	// Files are the files the scenario was read from: its own (under
	// Main, its base name) and each army file it names, under the name it
	// gives. A record of a match played from files carries them, so it
	// replays anywhere without reading a path (LoadFiles).
	Files map[string][]byte
	Main  string
	// content is what the scenario was checked against: its armies'
	// profiles, and the rule modules' data, which say what a model needs
	// of them (CheckModules, the default set).
	content *content.Content
}

// Cell is a cell of the deck, counted from 0 at the top left.
type Cell struct{ X, Y int }

// Legend is one map character and what it draws.
type Legend struct {
	Char rune
	Name string
	Cell deck.Cell
	Zone string
}

// Side is one of the two forces.
type Side struct {
	ID             string
	Name           string
	Army           *army.Army
	Zone           string      // where it deploys
	APModifier     int         // subtracted from every AP roll (KG-AP-08)
	RoundModifiers map[int]int // subtracted in one round only (GAP-35)
	Frozen         bool        // may not act until an unfreeze event (GAP-34)
	// Fielded: Army is a list a player chose in place of the one the
	// scenario names (Field); a record of the match carries it.
	Fielded bool
}

// Point is a named cell: an objective or an entry point.
type Point struct {
	ID, Name string
	Cell
	Side                 string // entries: the side that uses it
	Body, Armour, Wounds int    // objectives that can be destroyed (GAP-34)
}

// Event types.
const (
	Arrive   = "arrive"   // models held back arrive at an entry point
	Unfreeze = "unfreeze" // a frozen side may act
	Flood    = "flood"    // an area turns into another terrain
	Message  = "message"  // a line for the log
	Win      = "win"      // a side wins
)

// Event happens at the end of an AP round (KG-SCN-01).
type Event struct {
	Round int
	Type  string
	Side  string
	Units map[string]int // arrive: unit id → how many
	Entry string
	Area  [4]int // flood: x, y, width, height
	To    rune   // flood: the legend character the area becomes
	Text  string
}

// Victory types.
const (
	Deathmatch = "deathmatch" // last side standing, or more points destroyed at the limit (GAP-31)
	Sabotage   = "sabotage"   // the attacker destroys every objective in time (GAP-34)
)

// Victory says how the scenario is won.
type Victory struct {
	Type       string
	Attacker   string
	Objectives []string
}

// Saboteur is the ID of the side that must destroy the objectives, the
// one that carries demolition charges (GAP-34): a sabotage's attacker;
// "" in any other scenario.
func (v Victory) Saboteur() string {
	if v.Type == Sabotage {
		return v.Attacker
	}
	return ""
}

// Held reports how many of a side's models begin off the table, waiting to
// arrive by events.
func (s *Scenario) Held(side string) int {
	n := 0
	for _, e := range s.Events {
		if e.Type == Arrive && e.Side == side {
			for _, c := range e.Units {
				n += c
			}
		}
	}
	return n
}
