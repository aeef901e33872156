package optics

import (
	"slices"
	"strings"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (optics:): the
// scope a model may carry ("scope: true" in its army list), the weapons
// that spread as a shotgun does, and the weapons of gear.yaml that are
// versions of another (their numbers checked against it).
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// Scope is the scope's price, reach and the weapons it fits.
	Scope Scope `yaml:"scope"`
	// Spread is the shotgun's spread: the weapons that spread and by how
	// much.
	Spread Spread `yaml:"spread"`
	// Variants are the weapons of gear.yaml that are a version of another
	// (high or low calibre, a pistol or a heavy version).
	Variants []*Variant `yaml:"variants"`
}

// Scope is a scope (XS-17, XC-RNG-03): an aimed shot through it treats
// the weapon's long range as LongScale × LR.
type Scope struct {
	Keys datafile.Keys `yaml:"-"`
	// Cost is what a scope adds to a model's cost, at its team's gear
	// price (GAP-05).
	Cost int `yaml:"cost"`
	// LongScale is how far an aimed shot through the scope reads the
	// weapon's long range: LR × LongScale (XS-17: 1.5).
	LongScale float64 `yaml:"long_scale"`
	// Weapons are the ranged weapons a scope fits (long guns).
	Weapons []string `yaml:"weapons"`
}

// Fits reports whether a scope fits the ranged weapon of an id.
func (s Scope) Fits(weapon string) bool { return slices.Contains(s.Weapons, weapon) }

// Spread is the shotgun's spread (XS-17, XC-SHOT-01..02): past short
// range its shot rolls Dice more to-hit dice, and at long range its b
// changes by LongStrength.
type Spread struct {
	Keys datafile.Keys `yaml:"-"`
	// Weapons are the ranged weapons that spread (shotguns).
	Weapons []string `yaml:"weapons"`
	// Dice are the RC dice a spreading shot adds at medium and long range
	// (XS-17: 1).
	Dice int `yaml:"dice"`
	// LongStrength is added to the weapon's b at long range (XS-17: −1:
	// the pellets have lost their bite), so the wound TN rises by as much.
	LongStrength int `yaml:"long_strength"`
}

// Spreads reports whether the ranged weapon of an id spreads.
func (s Spread) Spreads(weapon string) bool { return slices.Contains(s.Weapons, weapon) }

// Variant says that a ranged weapon of gear.yaml is a version of another,
// its base: its numbers must follow from the base's by its kind
// (Derive).
type Variant struct {
	At     datafile.Pos `yaml:"-"`
	Weapon string       `yaml:"weapon"` // the version's id in gear.yaml
	Of     string       `yaml:"of"`     // its base's id in gear.yaml
	Kind   Kind         `yaml:"kind"`   // high-calibre, low-calibre, pistol or heavy
}

// VariantOf is how the ranged weapon of an id is listed as a version of
// another; nil for a weapon that is no version.
func (d Data) VariantOf(weapon string) *Variant {
	for _, v := range d.Variants {
		if v != nil && v.Weapon == weapon {
			return v
		}
	}
	return nil
}

// Shipped is the module's data when a content's modules.yaml has no
// optics section: a 10-point scope that reads an aimed shot's long range
// as 1.5 × LR, fitting the long guns; the shotgun's spread of +1 die and
// −1 b at long range; the shipped versions of the rifle and the assault
// rifle.
func Shipped() Data {
	return Data{
		Scope: Scope{Cost: 10, LongScale: 1.5,
			Weapons: []string{"rifle", "slug-thrower", "assault-rifle", "sniper-rifle", "high-calibre-rifle", "low-calibre-rifle", "heavy-rifle"}},
		Spread: Spread{Weapons: []string{"shotgun"}, Dice: 1, LongStrength: -1},
		Variants: []*Variant{
			{Weapon: "high-calibre-rifle", Of: "rifle", Kind: HighCalibre},
			{Weapon: "low-calibre-rifle", Of: "rifle", Kind: LowCalibre},
			{Weapon: "heavy-rifle", Of: "rifle", Kind: HeavyVersion},
			{Weapon: "machine-pistol", Of: "assault-rifle", Kind: PistolVersion},
		},
	}
}

// Limits of the data.
const (
	maxScopeCost    = 1000
	maxLongScale    = 3.0
	maxSpreadDice   = 3
	maxLongStrength = 3
)

// read reads the module's section of d's content, checked: a scope of 0
// to 1,000 points reading long range 1 to 3 times as far, fitting known
// ranged weapons that are neither thrown nor blast weapons; spreading
// weapons likewise, adding 0 to 3 dice and taking 0 to 3 off b at long
// range; each version a known weapon of a known base, listed once, of a
// known kind, whose numbers follow from its base's (checkVariants).
// Without a section, the shipped data.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Data{})
	if !ok {
		return Shipped()
	}
	at, p := d.Section.At, d.Problems
	sc, sp := data.Scope, data.Spread
	scAt, spAt := data.Keys.At("scope", at), data.Keys.At("spread", at)
	if sc.Cost < 0 || sc.Cost > maxScopeCost {
		p.Add(sc.Keys.At("cost", scAt), "optics: scope cost %d; a scope costs 0 to %d points", sc.Cost, maxScopeCost)
	}
	if sc.LongScale < 1 || sc.LongScale > maxLongScale {
		p.Add(sc.Keys.At("long_scale", scAt), "optics: scope long_scale %g; an aimed shot through a scope reads long range 1 to %g times as far", sc.LongScale, maxLongScale)
	}
	checkWeapons(d.Content, "scope", sc.Weapons, sc.Keys.At("weapons", scAt), p)
	checkWeapons(d.Content, "spread", sp.Weapons, sp.Keys.At("weapons", spAt), p)
	if sp.Dice < 0 || sp.Dice > maxSpreadDice {
		p.Add(sp.Keys.At("dice", spAt), "optics: spread dice %d; a spreading shot adds 0 to %d dice past short range", sp.Dice, maxSpreadDice)
	}
	if sp.LongStrength > 0 || sp.LongStrength < -maxLongStrength {
		p.Add(sp.Keys.At("long_strength", spAt), "optics: spread long_strength %d; spent pellets lose 0 to %d of b at long range (0 to -%d)", sp.LongStrength, maxLongStrength, maxLongStrength)
	}
	checkVariants(d.Content, data, data.Keys.At("variants", at), p)
	return data
}

// checkWeapons checks a list of weapons named by what (scope, spread):
// each a ranged weapon of gear.yaml, neither thrown nor fired under a
// template, listed once. A content with no ranged weapons (a test's)
// takes any.
func checkWeapons(c *content.Content, what string, ids []string, at datafile.Pos, p *datafile.List) {
	for i, id := range ids {
		w, ok := c.Ranged(id)
		switch {
		case !ok && len(c.RangedWeapons) > 0:
			p.Add(at, "optics: %s weapon %q is not a ranged weapon of gear.yaml", what, id)
		case ok && (w.Has(content.TagThrown) || w.Template > 0):
			p.Add(at, "optics: %s weapon %q is thrown or fires under a template: it is never shot (%s)", what, id, Rule)
		case slices.Contains(ids[:i], id):
			p.Add(at, "optics: %s weapon %q is listed twice", what, id)
		}
	}
}

// checkVariants checks the versions: each a known weapon, listed once,
// a version of a known other weapon, of a known kind, its base no
// version of it in turn; and its numbers those its kind gives its base
// (Derive), reported at the version's entry in gear.yaml.
func checkVariants(c *content.Content, data Data, at datafile.Pos, p *datafile.List) {
	seen := map[string]bool{}
	for _, v := range data.Variants {
		if v == nil {
			continue
		}
		vat := v.At
		if vat.File == "" {
			vat = at
		}
		w, wok := c.Ranged(v.Weapon)
		base, bok := c.Ranged(v.Of)
		switch {
		case !wok:
			p.Add(vat, "optics: variant weapon %q is not a ranged weapon of gear.yaml", v.Weapon)
		case !bok:
			p.Add(vat, "optics: %s is a version of %q, which is not a ranged weapon of gear.yaml", v.Weapon, v.Of)
		case !v.Kind.known():
			p.Add(vat, "optics: %s is a %q version; a version is %s", v.Weapon, v.Kind, strings.Join(kindNames(), ", "))
		case seen[v.Weapon]:
			p.Add(vat, "optics: variant weapon %q is listed twice", v.Weapon)
		case v.Weapon == v.Of || circle(data, v):
			p.Add(vat, "optics: %s is a version of itself (through %s)", v.Weapon, v.Of)
		default:
			checkNumbers(w, base, v, p)
		}
		seen[v.Weapon] = true
	}
}

// circle reports whether following v's base, its base's base and so on
// comes back to v's weapon.
func circle(data Data, v *Variant) bool {
	at := v.Of
	for range len(data.Variants) {
		b := data.VariantOf(at)
		if b == nil {
			return false
		}
		if b.Of == v.Weapon {
			return true
		}
		at = b.Of
	}
	return false
}

// checkNumbers reports a version w whose numbers are not those v's kind
// gives its base, or a base that has no such version, at w's entry in
// gear.yaml.
func checkNumbers(w, base *content.RangedWeapon, v *Variant, p *datafile.List) {
	want, err := Derive(base, v.Kind)
	if err != nil {
		p.Add(w.At, "optics: %s (listed at %s): %v (%s)", w.ID, v.At, err, Rule)
		return
	}
	if got := numbers(w); got != numbers(want) {
		p.Add(w.At, "optics: the %s is the %s version of the %s (listed at %s): its numbers should be %s, not %s (%s, %s)",
			w.ID, v.Kind, base.ID, v.At, numbers(want), got, Rule, v.Kind.Source())
	}
}
