package content

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"

	"go.yaml.in/yaml/v3"

	"github.com/krygothic/krygothic/rules/datafile"
)

// Armour is a piece of armour (KG-STAT-11, GAP-04). Its value adds to Body
// for wound rolls only; it is never folded into Body.
type Armour struct {
	At             datafile.Pos    `yaml:"-"`
	Faulty         datafile.Faulty `yaml:"-"` // a value did not read (set when loaded)
	ID             string          `yaml:"id"`
	Name           string          `yaml:"name"`
	Cost           int             `yaml:"cost" range:"0,10000"`
	Value          int             `yaml:"value" range:"0,20"`         // added to the wound TN
	SpeedPenalty   int             `yaml:"speed_penalty" range:"0,20"` // taken off Speed
	RearProtection bool            `yaml:"rear_protection"`            // false: no use from the blind side (KG-RC-06)
	NoRun          bool            `yaml:"no_run"`                     // the wearer cannot Run (KG-MOVE-02)
}

// WeaponStats are a ranged weapon's aKbSc (KG-RC-02..04, RULINGS §2): at
// most Keep to-hit successes are kept, Strength lowers the wound TN, and one
// attack causes at most MaxWounds wounds.
type WeaponStats struct {
	Keep      int // a
	Strength  int // b
	MaxWounds int // c
}

// String writes the stats as the seed does: "3K2S1".
func (s WeaponStats) String() string { return fmt.Sprintf("%dK%dS%d", s.Keep, s.Strength, s.MaxWounds) }

var weaponStats = regexp.MustCompile(`^(\d+)[Kk](\d+)[Ss](\d+)$`)

// ParseWeaponStats reads "aKbSc", e.g. "3K2S1".
func ParseWeaponStats(s string) (WeaponStats, error) {
	g := weaponStats.FindStringSubmatch(s)
	if g == nil {
		return WeaponStats{}, fmt.Errorf("weapon stats %q are not of the form aKbSc (e.g. 3K2S1)", s)
	}
	a, _ := strconv.Atoi(g[1])
	b, _ := strconv.Atoi(g[2])
	c, _ := strconv.Atoi(g[3])
	if a < 1 || c < 1 || a > 20 || b > 20 || c > 20 {
		return WeaponStats{}, fmt.Errorf("weapon stats %q: a and c must be 1 to 20, b 0 to 20", s)
	}
	return WeaponStats{Keep: a, Strength: b, MaxWounds: c}, nil
}

// UnmarshalYAML reads "aKbSc".
func (s *WeaponStats) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind != yaml.ScalarNode {
		return &yaml.TypeError{Errors: []string{fmt.Sprintf("line %d: weapon stats are written aKbSc, e.g. 3K2S1", n.Line)}}
	}
	v, err := ParseWeaponStats(n.Value)
	if err != nil {
		return &yaml.TypeError{Errors: []string{fmt.Sprintf("line %d: %v", n.Line, err)}}
	}
	*s = v
	return nil
}

// Ranged-weapon tags (KG-DATA-16, GAP-23).
const (
	TagSuppressive = "suppressive" // may fire suppressively (KG-RC-12)
	TagHeavy       = "heavy"       // damages (W) floors, forbids Running (GAP-23)
	TagThrown      = "thrown"      // thrown; long range grows with Strength
)

// RangedWeapon is a ranged weapon profile (KG-RC-02, GAP-03). Ranges are in
// inches: at or under Short is short range, at or over Long is long range.
type RangedWeapon struct {
	At     datafile.Pos    `yaml:"-"`
	Faulty datafile.Faulty `yaml:"-"` // a value did not read (set when loaded)
	ID     string          `yaml:"id"`
	Name   string          `yaml:"name"`
	Cost   int             `yaml:"cost" range:"0,10000"`
	Stats  WeaponStats     `yaml:"stats"`
	Short  float64         `yaml:"short" range:"0,200"`
	Long   float64         `yaml:"long" range:"0,200"`
	// LongPerStrength, for thrown weapons, sets Long to this many inches per
	// point of the thrower's Strength (GAP-03: frag grenade 3×Strength).
	LongPerStrength int      `yaml:"long_per_strength" range:"0,20"`
	Template        float64  `yaml:"template" range:"0,24"` // blast template diameter in inches, 0 for none
	Tags            []string `yaml:"tags"`
}

// Has reports whether the weapon carries tag.
func (w *RangedWeapon) Has(tag string) bool { return slices.Contains(w.Tags, tag) }

// Close-combat weapon effects (KG-CC-11, KG-CC-13, GAP-08).
const (
	EffectArmourPiercing = "armour-piercing" // lowers armour by the str bonus
	EffectMultipleWounds = "multiple-wounds" // every wound die counts, no AP
	EffectWrap           = "wrap"            // cannot be parried, cannot parry
	EffectLasso          = "lasso"           // a wound knocks the victim down
	EffectBlindSideOnly  = "blind-side-only" // usable only from the blind side
	EffectFlankWound     = "flank-wound"     // wound TN −2 (backstab)
)

// MeleeWeapon is a close-combat weapon or a special attack: "±cc / ±str"
// with effects (KG-CC-10, KG-DATA-06/07, GAP-03, GAP-08).
type MeleeWeapon struct {
	At      datafile.Pos    `yaml:"-"`
	Faulty  datafile.Faulty `yaml:"-"` // a value did not read (set when loaded)
	ID      string          `yaml:"id"`
	Name    string          `yaml:"name"`
	Cost    int             `yaml:"cost" range:"0,10000"`
	CC      int             `yaml:"cc" range:"-10,10"`  // added to CC dice and to the TN the defender must beat
	Str     int             `yaml:"str" range:"-10,10"` // added to Strength, the keep value
	Effects []string        `yaml:"effects"`
}

// Has reports whether the weapon has effect e.
func (w *MeleeWeapon) Has(e string) bool { return slices.Contains(w.Effects, e) }

// gearFile is the layout of gear.yaml.
type gearFile struct {
	Faulty         datafile.Faulty `yaml:"-"`
	Armour         []*Armour       `yaml:"armour"`
	RangedWeapons  []*RangedWeapon `yaml:"ranged_weapons"`
	MeleeWeapons   []*MeleeWeapon  `yaml:"melee_weapons"`
	SpecialAttacks []*MeleeWeapon  `yaml:"special_attacks"`
}
