package scenarios

import (
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/datafile"
)

// file is a scenario file as written (docs/scenarios.md).
type file struct {
	Keys        datafile.Keys   `yaml:"-"`
	Faulty      datafile.Faulty `yaml:"-"` // a value did not read: the file is not checked further
	Name        string          `yaml:"name"`
	Description string          `yaml:"description"`
	Rounds      int             `yaml:"rounds"`      // the last AP round (GAP-31), 1 to MaxRounds; left out, 10
	Dark        bool            `yaml:"dark"`        // the whole deck is dark (KG-SCN-02)
	Fog         bool            `yaml:"fog"`         // played under the fog of war (docs/rules.md)
	BattleSize  int             `yaml:"battle_size"` // army limits times this (army.CheckSized); left out, 1
	Options     map[string]bool `yaml:"options"`     // rule options, by name
	Modules     []datafile.Word `yaml:"modules"`     // rule modules (docs/modules.md); left out, the default set
	Legend      []*legendEntry  `yaml:"legend"`
	Map         string          `yaml:"map"`
	Sides       []*sideEntry    `yaml:"sides"`
	Objectives  []*pointEntry   `yaml:"objectives"`
	Entries     []*pointEntry   `yaml:"entries"`
	Events      []*eventEntry   `yaml:"events"`
	Victory     victoryEntry    `yaml:"victory"`
	Decor       []*decorEntry   `yaml:"decor"` // how the deck is dressed: drawn, never played (decor.go)
}

// legendEntry says what one map character draws.
type legendEntry struct {
	At      datafile.Pos  `yaml:"-"`
	Keys    datafile.Keys `yaml:"-"` // where each field was written
	Char    string        `yaml:"char"`
	Name    string        `yaml:"name"`
	Terrain string        `yaml:"terrain"` // easy, difficult, very-difficult, impossible
	Wall    bool          `yaml:"wall"`    // blocks sight
	Door    bool          `yaml:"door"`    // a door, closed at the start
	Open    bool          `yaml:"open"`    // a door that stands open at the start
	Cover   datafile.Word `yaml:"cover"`   // waist-high cover: true, soft, hard or false (XS-19)
	Weak    bool          `yaml:"weak"`    // (W) floor
	Dark    bool          `yaml:"dark"`
	Gantry  bool          `yaml:"gantry"` // a raised walkway (GAP-37)
	Zone    string        `yaml:"zone"`   // a deployment zone id
}

// sideEntry is one of the two forces.
type sideEntry struct {
	At         datafile.Pos  `yaml:"-"`
	Keys       datafile.Keys `yaml:"-"` // where each field was written
	ID         string        `yaml:"id"`
	Name       string        `yaml:"name"`
	Army       string        `yaml:"army"` // a shipped army's name, or a .yaml path beside the scenario
	List       *army.List    `yaml:"list"` // or the army list itself
	Zone       string        `yaml:"zone"`
	APModifier int           `yaml:"ap_modifier"` // subtracted from every AP roll (KG-AP-08)
	// RoundModifiers are subtracted from the AP roll of one round only (GAP-35).
	RoundModifiers map[int]int `yaml:"round_modifiers"`
	Frozen         bool        `yaml:"frozen"` // may not act until an unfreeze event (GAP-34)
}

// pointEntry is a named cell: an objective or an entry point.
type pointEntry struct {
	At   datafile.Pos  `yaml:"-"`
	Keys datafile.Keys `yaml:"-"` // where each field was written
	ID   string        `yaml:"id"`
	Name string        `yaml:"name"`
	Cell []int         `yaml:"at"`   // [x, y], counted from 0 at the top left
	Side string        `yaml:"side"` // entries: the side that uses it
	// Objectives that can be destroyed (GAP-34), bounded as a model's
	// characteristics and armour are (body + armour is a to-wound TN), and
	// wounds so the client can draw one pip each.
	Body   int `yaml:"body" range:"0,20"`
	Armour int `yaml:"armour" range:"0,20"`
	Wounds int `yaml:"wounds" range:"0,20"`
}

// eventEntry happens at the end of an AP round (KG-SCN-01).
type eventEntry struct {
	At    datafile.Pos   `yaml:"-"`
	Keys  datafile.Keys  `yaml:"-"` // where each field was written
	Round int            `yaml:"round"`
	Type  string         `yaml:"type"` // arrive, unfreeze, flood, message, win
	Side  string         `yaml:"side"`
	Units map[string]int `yaml:"units"` // arrive: unit id → how many of the side's models
	Entry string         `yaml:"entry"` // arrive: the entry point
	Area  []int          `yaml:"area"`  // flood: [x, y, width, height]
	To    string         `yaml:"to"`    // flood: the legend character the area becomes
	Text  string         `yaml:"text"`
}

// victoryEntry says how the scenario is won (GAP-31, GAP-34).
type victoryEntry struct {
	At         datafile.Pos  `yaml:"-"`
	Keys       datafile.Keys `yaml:"-"`    // where each field was written
	Type       string        `yaml:"type"` // deathmatch or sabotage
	Attacker   string        `yaml:"attacker"`
	Objectives []string      `yaml:"objectives"`
}
