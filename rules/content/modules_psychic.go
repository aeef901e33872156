package content

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/krygothic/krygothic/rules/datafile"
)

// PsychicData is the data of the psychic discipline (GAP-22, KG-STAT-07,
// KG-DATA-17): the powers a psychic unit may use, each an order of the
// face-off's fourth class, and the backlash a failed casting risks.
type PsychicData struct {
	At   datafile.Pos  `yaml:"-"`
	Keys datafile.Keys `yaml:"-"`
	// BacklashTN is the Willpower check's TN a psychic takes when its
	// casting test fails: a fail costs it a wound, armour no help.
	BacklashTN int `yaml:"backlash_tn"`
	// Powers are the discipline's powers. Each power's effect is the
	// engine's (its id says which); its numbers are data.
	Powers []*Power `yaml:"powers"`
}

// Power is one psychic power: what it costs, the casting test's TN (a
// Mind check) and how far it reaches.
type Power struct {
	At   datafile.Pos `yaml:"-"`
	ID   string       `yaml:"id"`   // one of PowerIDs
	Name string       `yaml:"name"` // as players read it
	AP   int          `yaml:"ap"`
	TN   int          `yaml:"tn"` // the casting test: Mind dice, the best must reach it
	// Range is how far the power reaches, in inches: to the point (warp,
	// centre to centre) or to the model (base to base).
	Range float64 `yaml:"range"`
	// EffectTN is the Willpower check's TN of the power's target, for the
	// powers that test it (bolt, terror); 0 for the others.
	EffectTN int `yaml:"effect_tn"`
	// Value is the size of the power's effect where it has one: the
	// veil's to-hit penalty; 0 for the others.
	Value int `yaml:"value"`
}

// The powers the engine knows (docs/rules.md, "Psychic powers").
const (
	PowerWarp   = "warp"   // teleport to a point in view (KG-DATA-17, GAP-22)
	PowerBolt   = "bolt"   // an enemy in view tests Willpower or takes a wound
	PowerTerror = "terror" // an enemy in view tests Willpower or is pinned
	PowerVeil   = "veil"   // a friend is harder to hit for the rest of the AP round
	PowerMend   = "mend"   // a friend heals a wound
	PowerCalm   = "calm"   // a pinned friend is unpinned
)

// PowerIDs are the ids of every power the engine knows, in the order the
// shipped data lists them.
var PowerIDs = []string{PowerWarp, PowerBolt, PowerTerror, PowerVeil, PowerMend, PowerCalm}

// Power returns the power of an id.
func (d PsychicData) Power(id string) (*Power, bool) {
	for _, p := range d.Powers {
		if p.ID == id {
			return p, true
		}
	}
	return nil, false
}

// shippedPsychic are the values of the shipped modules.yaml (GAP-22: the
// warp is 3 AP, Mind at TN 5, 20").
var shippedPsychic = PsychicData{BacklashTN: 4, Powers: []*Power{
	{ID: PowerWarp, Name: "Warp", AP: 3, TN: 5, Range: 20},
	{ID: PowerBolt, Name: "Mind bolt", AP: 2, TN: 4, Range: 12, EffectTN: 5},
	{ID: PowerTerror, Name: "Terror", AP: 2, TN: 4, Range: 12, EffectTN: 6},
	{ID: PowerVeil, Name: "Veil", AP: 2, TN: 4, Range: 6, Value: 1},
	{ID: PowerMend, Name: "Mend flesh", AP: 3, TN: 5, Range: 2},
	{ID: PowerCalm, Name: "Calm", AP: 1, TN: 4, Range: 6},
}}

// Limits of the psychic data.
const (
	maxPowerAP    = 8
	maxPowerTN    = 10
	maxPowerRange = 48
	maxVeil       = 3
)

// checkPsychic checks the psychic data read from modules.yaml: known
// powers, each once, with a cost of 1 to 8 AP, TNs of 2 to 10, a range
// of 0 to 48". A modules.yaml without a psychic section has the shipped
// values.
func (l *loader) checkPsychic(m *ModuleData) {
	if _, ok := m.Keys["psychic"]; !ok {
		m.Psychic = shippedPsychic
		return
	}
	d := m.Psychic
	at := m.Keys.At("psychic", datafile.Pos{File: path.Join(l.shown, "modules.yaml"), Line: 1})
	if d.BacklashTN < 2 || d.BacklashTN > maxPowerTN {
		l.problems.Add(d.Keys.At("backlash_tn", at), "psychic: backlash_tn %d; the Willpower check's TN is 2 to %d", d.BacklashTN, maxPowerTN)
	}
	seen := map[string]bool{}
	for _, p := range d.Powers {
		if p == nil {
			continue
		}
		pat := p.At
		if pat.File == "" {
			pat = d.Keys.At("powers", at)
		}
		for _, e := range powerProblems(p, seen) {
			l.problems.Add(pat, "psychic: %s", e)
		}
		seen[p.ID] = true
	}
}

// powerProblems says what is wrong with one power (seen: the ids listed
// before it).
func powerProblems(p *Power, seen map[string]bool) []string {
	var out []string
	add := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	switch {
	case !slices.Contains(PowerIDs, p.ID):
		add("power %q is not one the engine knows (%s)", p.ID, strings.Join(PowerIDs, ", "))
	case seen[p.ID]:
		add("power %q is listed twice", p.ID)
	}
	if p.Name == "" {
		add("power %s has no name", p.ID)
	}
	if p.AP < 1 || p.AP > maxPowerAP {
		add("power %s: ap %d; a power costs 1 to %d AP", p.ID, p.AP, maxPowerAP)
	}
	if p.TN < 2 || p.TN > maxPowerTN {
		add("power %s: tn %d; the casting test's TN is 2 to %d", p.ID, p.TN, maxPowerTN)
	}
	if !(p.Range >= 0 && p.Range <= maxPowerRange) {
		add("power %s: range %g; 0 to %d inches", p.ID, p.Range, maxPowerRange)
	}
	tests := p.ID == PowerBolt || p.ID == PowerTerror
	if tests && (p.EffectTN < 2 || p.EffectTN > maxPowerTN) {
		add("power %s: effect_tn %d; its target's Willpower check has a TN of 2 to %d", p.ID, p.EffectTN, maxPowerTN)
	}
	if p.ID == PowerVeil && (p.Value < 1 || p.Value > maxVeil) {
		add("power veil: value %d; the veil adds 1 to %d to the to-hit TN", p.Value, maxVeil)
	}
	return out
}

// checkPowerUnits checks the roster units that list psychic powers: each
// a power of the psychic data, listed once, on a unit with a Mind.
func checkPowerUnits(c *Content, units []*Unit, p *datafile.List) {
	for _, u := range units {
		for i, id := range u.Powers {
			switch _, ok := c.Modules.Psychic.Power(id); {
			case !ok:
				p.Add(u.At, "unit %s: psychic power %q is not in modules.yaml's psychic powers (%s)", u.ID, id, strings.Join(PowerIDs, ", "))
			case slices.Contains(u.Powers[:i], id):
				p.Add(u.At, "unit %s: psychic power %q is listed twice", u.ID, id)
			}
		}
		if len(u.Powers) > 0 && u.Stats.Mind.IsX() {
			p.Add(u.At, "unit %s: a psychic needs a Mind (it has X, KG-STAT-02)", u.ID)
		}
	}
}
