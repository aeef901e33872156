package psychic

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (psychic:): the
// powers a psychic unit may use, each an order of the face-off's fourth
// class, and the backlash a failed casting risks (GAP-22, KG-STAT-07,
// KG-DATA-17).
type Data struct {
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
	ID   string       `yaml:"id"`   // one of Verbs
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

// Power returns the power of an id.
func (d Data) Power(id string) (*Power, bool) {
	for _, p := range d.Powers {
		if p != nil && p.ID == id {
			return p, true
		}
	}
	return nil, false
}

// Shipped is the module's data when a content's modules.yaml has no
// psychic section (GAP-22: the warp is 3 AP, Mind at TN 5, 20").
func Shipped() Data {
	return Data{BacklashTN: 4, Powers: []*Power{
		{ID: string(Warp), Name: "Warp", AP: 3, TN: 5, Range: 20},
		{ID: string(Bolt), Name: "Mind bolt", AP: 2, TN: 4, Range: 12, EffectTN: 5},
		{ID: string(Terror), Name: "Terror", AP: 2, TN: 4, Range: 12, EffectTN: 6},
		{ID: string(Veil), Name: "Veil", AP: 2, TN: 4, Range: 6, Value: 1},
		{ID: string(Mend), Name: "Mend flesh", AP: 3, TN: 5, Range: 2},
		{ID: string(Calm), Name: "Calm", AP: 1, TN: 4, Range: 6},
	}}
}

// Limits of the data.
const (
	maxPowerAP    = 8
	maxPowerTN    = 10
	maxPowerRange = 48
	maxVeil       = 3
)

// read reads the module's section of d's content, checked: known powers,
// each once, with a cost of 1 to 8 AP, TNs of 2 to 10, a range of 0 to
// 48". Without a section, the shipped data.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Data{})
	if !ok {
		return Shipped()
	}
	at, p := d.Section.At, d.Problems
	if data.BacklashTN < 2 || data.BacklashTN > maxPowerTN {
		p.Add(data.Keys.At("backlash_tn", at), "psychic: backlash_tn %d; the Willpower check's TN is 2 to %d", data.BacklashTN, maxPowerTN)
	}
	seen := map[string]bool{}
	for _, pw := range data.Powers {
		if pw == nil {
			continue
		}
		pat := pw.At
		if pat.File == "" {
			pat = data.Keys.At("powers", at)
		}
		for _, e := range powerProblems(pw, seen) {
			p.Add(pat, "psychic: %s", e)
		}
		seen[pw.ID] = true
	}
	return data
}

// ids are the ids of every power the engine knows, in the order the
// shipped data lists them.
func ids() []string {
	out := make([]string, len(Verbs))
	for i, v := range Verbs {
		out[i] = string(v)
	}
	return out
}

// powerProblems says what is wrong with one power (seen: the ids listed
// before it).
func powerProblems(p *Power, seen map[string]bool) []string {
	var out []string
	add := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	switch {
	case !slices.Contains(ids(), p.ID):
		add("power %q is not one the engine knows (%s)", p.ID, strings.Join(ids(), ", "))
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
	tests := p.ID == string(Bolt) || p.ID == string(Terror)
	if tests && (p.EffectTN < 2 || p.EffectTN > maxPowerTN) {
		add("power %s: effect_tn %d; its target's Willpower check has a TN of 2 to %d", p.ID, p.EffectTN, maxPowerTN)
	}
	if p.ID == string(Veil) && (p.Value < 1 || p.Value > maxVeil) {
		add("power veil: value %d; the veil adds 1 to %d to the to-hit TN", p.Value, maxVeil)
	}
	return out
}

// Field is the field the module adds to unit profiles: the powers a unit
// may use ("powers: [warp, bolt]", ids of the data's powers). A unit
// that lists any is a psychic.
const Field = "powers"

// knowing reads the powers every unit profile of c lists (its Field),
// checked: each a power of data, listed once, on a unit with a Mind.
// Every unit of c has an entry, nil for no powers.
func knowing(c *content.Content, data Data, p *datafile.List) map[*content.Unit][]string {
	out := map[*content.Unit][]string{}
	for _, u := range c.Units {
		out[u] = listed(u, p)
		powers := out[u]
		if len(powers) == 0 || u.Faulty {
			continue // its problems are reported; the rest of it is not checked
		}
		for i, id := range powers {
			switch _, ok := data.Power(id); {
			case !ok:
				p.Add(u.At, "unit %s: psychic power %q is not in modules.yaml's psychic powers (%s)", u.ID, id, strings.Join(ids(), ", "))
			case slices.Contains(powers[:i], id):
				p.Add(u.At, "unit %s: psychic power %q is listed twice", u.ID, id)
			}
		}
		if u.Stats.Mind.IsX() {
			p.Add(u.At, "unit %s: a psychic needs a Mind (it has X, KG-STAT-02)", u.ID)
		}
	}
	return out
}

// listed are the powers unit profile u lists (its Field), as written;
// what cannot be read goes to p.
func listed(u *content.Unit, p *datafile.List) []string {
	sec, ok := u.Traits[Field]
	if !ok {
		return nil
	}
	var powers []string
	if !sec.Decode(&powers, p) {
		return nil
	}
	return powers
}

// Teach is a copy of unit profile u that knows the powers of ids, as if
// its profile listed them (powers: [ids]): for tests and tools that make
// a psychic of a unit. A content's modules read it as they load (the
// content's units must hold the copy before then: content.Copy).
func Teach(u *content.Unit, ids ...string) *content.Unit {
	var doc struct {
		Traits datafile.Extra `yaml:"-"`
	}
	src := Field + ": [" + strings.Join(ids, ", ") + "]\n"
	if err := datafile.Decode("teach.yaml", []byte(src), &doc); err != nil {
		panic(err)
	}
	out := *u
	out.Traits = maps.Clone(u.Traits)
	if out.Traits == nil {
		out.Traits = datafile.Extra{}
	}
	out.Traits[Field] = doc.Traits[Field]
	return &out
}
