package content

import (
	"math"
	"slices"

	"github.com/krygothic/krygothic/rules/datafile"
)

// ClassID names a model type (KG-CLS-01).
type ClassID string

// The six model types (KG-CLS-01).
const (
	SquadLeader ClassID = "squad-leader"
	Elite       ClassID = "elite"
	Heavy       ClassID = "heavy"
	Storm       ClassID = "storm"
	Fast        ClassID = "fast"
	Special     ClassID = "special"
)

// Class is a model type with its defaults (KG-CLS, GAP-01, GAP-02, GAP-05).
type Class struct {
	At         datafile.Pos    `yaml:"-"`
	Faulty     datafile.Faulty `yaml:"-"` // a value did not read (set when loaded)
	ID         ClassID         `yaml:"id"`
	Name       string          `yaml:"name"`
	Group      string          `yaml:"group"`                      // "leader" or "soldier" (KG-CLS-01)
	Wounds     int             `yaml:"wounds" range:"0,100"`       // GAP-01
	Cost       int             `yaml:"cost" range:"0,10000"`       // base points (GAP-05)
	MaxPerTeam int             `yaml:"max_per_team" range:"0,100"` // 0: no limit of its own (Elite: 5, KG-CLS-03)
	Stats      StatOverlay     `yaml:"baseline"`                   // GAP-02; all seven must be given

	// Baseline is the class's profile, filled from Stats when loaded.
	Baseline Characteristics `yaml:"-"`
}

// ArmyLimits are the rules every army list obeys (KG-META-02, KG-CLS-02,
// GAP-05, GAP-24).
type ArmyLimits struct {
	CostCap         int `yaml:"cost_cap" range:"0,100000"`
	MaxModels       int `yaml:"max_models" range:"0,100"`
	MinSquadLeaders int `yaml:"min_squad_leaders" range:"0,100"`
	MaxSquadLeaders int `yaml:"max_squad_leaders" range:"0,100"`
	MaxGrenades     int `yaml:"max_grenades" range:"0,20"` // per model (GAP-07)
}

// classesFile is the layout of classes.yaml.
type classesFile struct {
	Keys       datafile.Keys   `yaml:"-"`
	Faulty     datafile.Faulty `yaml:"-"`
	ArmyLimits ArmyLimits      `yaml:"army_limits"`
	Classes    []*Class        `yaml:"classes"`
}

// Team is a playable team (KG-TEAM, KG-DATA-01, GAP-06).
type Team struct {
	At            datafile.Pos    `yaml:"-"`
	Faulty        datafile.Faulty `yaml:"-"` // a value did not read (set when loaded)
	ID            string          `yaml:"id"`
	Name          string          `yaml:"name"`
	Faction       string          `yaml:"faction"`
	TacticsRating int             `yaml:"tactics_rating" range:"0,50"` // added to the AP roll (KG-AP-02)
	// MaxModels, when set, is below the general limit (Earth Confederate:
	// "only small numbers deployable").
	MaxModels int `yaml:"max_models" range:"0,100"`
	// GearCostPercent scales the cost of gear, rounded down (Renegades'
	// salvage: 80). 0 means 100.
	GearCostPercent int      `yaml:"gear_cost_percent" range:"0,1000"`
	ForbiddenGear   []string `yaml:"forbidden_gear"` // gear ids the team may not field
	// Infighting is the AP the team loses in a round whose AP roll shows
	// a natural 1 on any of its dice (Heracletians: 2, GAP-06); 0 for
	// none.
	Infighting int    `yaml:"infighting" range:"0,20"`
	Pro        string `yaml:"pro"`
	Con        string `yaml:"con"`
}

// teamsFile is the layout of teams.yaml.
type teamsFile struct {
	Faulty datafile.Faulty `yaml:"-"`
	Teams  []*Team         `yaml:"teams"`
}

// Forbids reports whether the team may not field gear id.
func (t *Team) Forbids(id string) bool { return slices.Contains(t.ForbiddenGear, id) }

// GearCost is what gear of list price cost costs this team.
func (t *Team) GearCost(cost int) int {
	pct := t.GearCostPercent
	if pct == 0 {
		pct = 100
	}
	if cost > math.MaxInt/pct {
		return math.MaxInt // content made in code, past the ranges of a file
	}
	return cost * pct / 100
}

// Unit is a unit profile a team can field.
type Unit struct {
	At     datafile.Pos    `yaml:"-"`
	Faulty datafile.Faulty `yaml:"-"` // a value did not read (set when loaded)
	ID     string          `yaml:"id"`
	Name   string          `yaml:"name"`
	Class  ClassID         `yaml:"class"`
	// StatChanges lists the characteristics that differ from the class
	// baseline; the rest are inherited.
	StatChanges StatOverlay `yaml:"stats"`
	// Wounds and Cost default to the class's when left out.
	Wounds         int      `yaml:"wounds" range:"0,100"`
	Cost           int      `yaml:"cost" range:"0,10000"`
	Fear           bool     `yaml:"fear"`            // causes fear (KG-PSY-06/07)
	Horror         bool     `yaml:"horror"`          // causes pure horror (KG-PSY-08)
	IgnoresTerrain bool     `yaml:"ignores_terrain"` // wraiths (KG-TEAM-04)
	Attacks        []string `yaml:"attacks"`         // special attacks (GAP-08)
	Notes          string   `yaml:"notes"`
	// Traits are the fields a rule module adds to a unit profile, as
	// written, each read by its module (rules/modules).
	Traits datafile.Extra `yaml:"-"`

	// Filled when loaded:
	Team           string          `yaml:"-"` // id of the team whose roster file lists the unit
	Stats          Characteristics `yaml:"-"` // the class baseline with StatChanges applied
	SpecialAttacks []*MeleeWeapon  `yaml:"-"` // Attacks, looked up
}

// unitsFile is the layout of one file under units/.
type unitsFile struct {
	Keys   datafile.Keys   `yaml:"-"`
	Faulty datafile.Faulty `yaml:"-"`
	Team   string          `yaml:"team"`
	Units  []*Unit         `yaml:"units"`
}
