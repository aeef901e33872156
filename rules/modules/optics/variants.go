package optics

import (
	"fmt"
	"slices"
	"strings"

	"github.com/krygothic/krygothic/rules/content"
)

// Kind is what version of its base weapon a variant is (XS-17).
type Kind string

// The kinds of version.
const (
	// HighCalibre: +1 b, −1 a (RPG-CAL-01: more damage, fewer hits).
	HighCalibre Kind = "high-calibre"
	// LowCalibre: +1 a, −1 b (RPG-CAL-02: more hits, less damage).
	LowCalibre Kind = "low-calibre"
	// PistolVersion: −1 a and half the ranges (SW-MISC-03).
	PistolVersion Kind = "pistol"
	// HeavyVersion: +1 b and the heavy tag (SW-MISC-03).
	HeavyVersion Kind = "heavy"
)

// kinds are the kinds of version, as a section writes them.
var kinds = []Kind{HighCalibre, LowCalibre, PistolVersion, HeavyVersion}

// kindNames are the kinds as words.
func kindNames() []string {
	out := make([]string, len(kinds))
	for i, k := range kinds {
		out[i] = string(k)
	}
	return out
}

// known reports whether k is a kind of version.
func (k Kind) known() bool { return slices.Contains(kinds, k) }

// Source is the seed rule a kind of version comes from.
func (k Kind) Source() string {
	switch k {
	case HighCalibre:
		return "RPG-CAL-01"
	case LowCalibre:
		return "RPG-CAL-02"
	}
	return "SW-MISC-03"
}

// Derive is the weapon the version of kind k of base reads as (XS-17):
//
//   - high calibre: a − 1, b + 1 (RPG-CAL-01);
//   - low calibre: a + 1, b − 1 (RPG-CAL-02);
//   - a pistol version: a − 1, short and long range halved (SW-MISC-03);
//   - a heavy version: b + 1, and the heavy tag (SW-MISC-03).
//
// Everything else is the base's: c, the ranges of the other kinds, the
// tags, the template. Its id, name and cost are left as base's: a
// version has its own. An error says why base has no such version: a
// thrown weapon has none, a pistol version of a heavy weapon is no
// pistol, and a version may not leave a below 1 or b below 0.
func Derive(base *content.RangedWeapon, k Kind) (*content.RangedWeapon, error) {
	w := *base
	w.Tags = slices.Clone(base.Tags)
	switch {
	case base.Has(content.TagThrown):
		return nil, fmt.Errorf("the %s is thrown: it has no %s version", base.ID, k)
	case k == PistolVersion && base.Has(content.TagHeavy):
		return nil, fmt.Errorf("the %s is heavy: a pistol version of it would be no pistol", base.ID)
	}
	switch k {
	case HighCalibre:
		w.Stats.Keep--
		w.Stats.Strength++
	case LowCalibre:
		w.Stats.Keep++
		w.Stats.Strength--
	case PistolVersion:
		w.Stats.Keep--
		w.Short /= 2
		w.Long /= 2
	case HeavyVersion:
		w.Stats.Strength++
		if !w.Has(content.TagHeavy) {
			w.Tags = append(w.Tags, content.TagHeavy)
		}
	default:
		return nil, fmt.Errorf("%q is no kind of version (%s)", k, strings.Join(kindNames(), ", "))
	}
	switch {
	case w.Stats.Keep < 1:
		return nil, fmt.Errorf("the %s keeps %d: its %s version would keep none", base.ID, base.Stats.Keep, k)
	case w.Stats.Strength < 0:
		return nil, fmt.Errorf("the %s has b %d: its %s version would have less than none", base.ID, base.Stats.Strength, k)
	}
	return &w, nil
}

// numbers are the numbers of w a version's check compares, in words:
// "4K3S1, short 3", long 12", tags heavy".
func numbers(w *content.RangedWeapon) string {
	tags := slices.Clone(w.Tags)
	slices.Sort(tags)
	s := fmt.Sprintf("%v, short %g\", long %g\"", w.Stats, w.Short, w.Long)
	if w.Template > 0 {
		s += fmt.Sprintf(", template %g\"", w.Template)
	}
	if len(tags) == 0 {
		return s + ", no tags"
	}
	return s + ", tags " + strings.Join(tags, " ")
}
