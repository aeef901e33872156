package content

import (
	"fmt"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Stat is one characteristic. [X] means the model has no such ability at all
// (KG-STAT-02): it rolls no dice and can never take actions that need it.
type Stat int

// X is the characteristic value "X": no ability (KG-STAT-02).
const X Stat = -1

// MaxStat is the highest value a characteristic may have.
const MaxStat Stat = 20

// IsX reports whether the characteristic is X.
func (s Stat) IsX() bool { return s == X }

// Dice is how many dice the characteristic rolls: its value, or 0 for X.
func (s Stat) Dice() int { return max(int(s), 0) }

// String writes the value, or "X".
func (s Stat) String() string {
	if s.IsX() {
		return "X"
	}
	return strconv.Itoa(int(s))
}

// UnmarshalYAML reads a whole number from 0 up, or the letter X.
func (s *Stat) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		if strings.EqualFold(n.Value, "X") {
			*s = X
			return nil
		}
		if v, err := strconv.Atoi(n.Value); err == nil && v >= 0 && v <= int(MaxStat) {
			*s = Stat(v)
			return nil
		}
	}
	// A TypeError lets the decoder go on and report every bad value at once.
	got := fmt.Sprintf("%q", n.Value)
	if n.Kind != yaml.ScalarNode {
		got = "a list or mapping"
	}
	return &yaml.TypeError{Errors: []string{
		fmt.Sprintf("line %d: a characteristic is a whole number from 0 to %d or X, not %s", n.Line, MaxStat, got),
	}}
}

// Characteristics are the seven characteristics of a model (KG-STAT-01).
// Armour is kept apart and never folded into Body (KG-STAT-05, RULINGS §5).
type Characteristics struct {
	Speed     Stat `yaml:"speed"`     // inches per Normal Move (KG-STAT-03)
	Strength  Stat `yaml:"strength"`  // CC keep value, throwing (KG-STAT-04)
	Body      Stat `yaml:"body"`      // toughness, base of the wound TN (KG-STAT-05)
	Mind      Stat `yaml:"mind"`      // intelligence (KG-STAT-07)
	Willpower Stat `yaml:"willpower"` // pinning, fear, horror (KG-STAT-08)
	CC        Stat `yaml:"cc"`        // close-combat dice and defence TN (KG-STAT-09)
	RC        Stat `yaml:"rc"`        // ranged to-hit dice (KG-STAT-10)
}

// StatNames are the characteristics' names as data files write them, in
// a profile's order.
var StatNames = []string{"speed", "strength", "body", "mind", "willpower", "cc", "rc"}

// Named is the characteristic of c named name (one of StatNames), nil for
// another name.
func (c *Characteristics) Named(name string) *Stat {
	var o StatOverlay
	for _, f := range o.fields(c) {
		if f.name == name {
			return f.to
		}
	}
	return nil
}

// String writes the profile as army sheets do: Sp/Str/Bod/Mind/Will/CC/RC.
func (c Characteristics) String() string {
	return fmt.Sprintf("%v/%v/%v/%v/%v/%v/%v", c.Speed, c.Strength, c.Body, c.Mind, c.Willpower, c.CC, c.RC)
}

// StatOverlay is a set of characteristics in a data file, any of which may be
// left out (nil).
type StatOverlay struct {
	Speed     *Stat `yaml:"speed"`
	Strength  *Stat `yaml:"strength"`
	Body      *Stat `yaml:"body"`
	Mind      *Stat `yaml:"mind"`
	Willpower *Stat `yaml:"willpower"`
	CC        *Stat `yaml:"cc"`
	RC        *Stat `yaml:"rc"`
}

// fields pairs each overlay entry with its name and its place in c.
func (o *StatOverlay) fields(c *Characteristics) []struct {
	name string
	from *Stat
	to   *Stat
} {
	return []struct {
		name string
		from *Stat
		to   *Stat
	}{
		{"speed", o.Speed, &c.Speed}, {"strength", o.Strength, &c.Strength},
		{"body", o.Body, &c.Body}, {"mind", o.Mind, &c.Mind},
		{"willpower", o.Willpower, &c.Willpower}, {"cc", o.CC, &c.CC}, {"rc", o.RC, &c.RC},
	}
}

// Apply returns base with every characteristic the overlay gives replaced.
func (o *StatOverlay) Apply(base Characteristics) Characteristics {
	for _, f := range o.fields(&base) {
		if f.from != nil {
			*f.to = *f.from
		}
	}
	return base
}

// Missing names the characteristics the overlay leaves out.
func (o *StatOverlay) Missing() []string {
	var out []string
	for _, f := range o.fields(&Characteristics{}) {
		if f.from == nil {
			out = append(out, f.name)
		}
	}
	return out
}
