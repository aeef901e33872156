package suppression

import (
	"slices"

	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (suppression:):
// the tokens each kind of fire leaves, the suppression test's numbers,
// and what the stances cost and do.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// ShotTokens are the tokens an attack at a model leaves on it when it
	// misses (XS-06: 1); HitTokens when it hits (3, not 4: RULINGS).
	ShotTokens int `yaml:"shot_tokens"`
	HitTokens  int `yaml:"hit_tokens"`
	// NearTokens are what suppressive fire and automatic weapons leave on
	// each other model of the target's side within Near inches of the
	// target (XS-06, XC-SFIRE-06: 1 within 1").
	NearTokens int     `yaml:"near_tokens"`
	Near       float64 `yaml:"near"`
	// BlastTokens are what an explosion leaves on every model it touches
	// or whose base lies within BlastNear inches of its centre (XS-06,
	// XC-SUPP-03: 3 within 2").
	BlastTokens int     `yaml:"blast_tokens"`
	BlastNear   float64 `yaml:"blast_near"`
	// Automatic are the ids of the ranged weapons whose every shot marks
	// the models near its target, as suppressive fire does.
	Automatic []string `yaml:"automatic"`
	// BaseTN and MaxTN are the suppression test's: Willpower at BaseTN +
	// tokens, never above MaxTN (XS-06: 3 and 9).
	BaseTN int `yaml:"base_tn"`
	MaxTN  int `yaml:"max_tn"`
	// BraceAP is the brace order's cost (XS-06: 1); PenaltyCut how far a
	// braced aimed shot lowers the long-range penalty (1).
	BraceAP    int `yaml:"brace_ap"`
	PenaltyCut int `yaml:"penalty_cut"`
	// CoverAP is the full-cover order's cost (XS-06: 0); CoverReach how
	// near the model's base the cover it hides behind must be, in inches
	// (XC-COV-06: 1).
	CoverAP    int     `yaml:"cover_ap"`
	CoverReach float64 `yaml:"cover_reach"`
	// BlindTN is what suppressive fire from full cover adds to its to-hit
	// TN (XS-06: 2); LeaveTN the active-cover roll's Willpower TN for
	// leaving full cover after being shot at (4).
	BlindTN int `yaml:"blind_tn"`
	LeaveTN int `yaml:"leave_tn"`
}

// Shipped is the module's data when a content's modules.yaml has no
// suppression section: the numbers of the design (RULES-INVENTORY XS-06
// and the RULINGS' reading of it).
func Shipped() Data {
	return Data{ShotTokens: 1, HitTokens: 3, NearTokens: 1, Near: 1, BlastTokens: 3, BlastNear: 2,
		Automatic: []string{"assault-rifle", "autocannon"}, BaseTN: 3, MaxTN: 9,
		BraceAP: 1, PenaltyCut: 1, CoverAP: 0, CoverReach: 1, BlindTN: 2, LeaveTN: 4}
}

// MaxTokens is the most tokens a model holds: those past MaxTN would not
// make its test any harder.
func (d Data) MaxTokens() int { return max(d.MaxTN-d.BaseTN, 0) }

// TestTN is the suppression test's TN for a model holding tokens.
func (d Data) TestTN(tokens int) int { return min(d.BaseTN+tokens, d.MaxTN) }

// IsAutomatic reports whether the ranged weapon of an id is automatic.
func (d Data) IsAutomatic(weapon string) bool { return slices.Contains(d.Automatic, weapon) }

// Limits of the data.
const (
	maxTokens   = 6
	maxInches   = 6.0
	maxTN       = 12
	maxAP       = 4
	maxCut      = 3
	maxTNChange = 4
)

// read reads the module's section of d's content, checked: tokens of 0
// to 6, distances of 0 to 6 inches, TNs of 2 to 12 (the test's base at
// most its maximum), orders of 0 to 4 AP, a penalty cut of 0 to 3, a
// blind-fire penalty of 0 to 4, and automatic weapons that are ranged
// weapons of the content, each named once. A value the section leaves
// out is the shipped one; without a section, the shipped data.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Shipped())
	if !ok {
		return Shipped()
	}
	at, p, c := d.Section.At, d.Problems, d.Content
	in := func(key string, v, lo, hi int, what string) {
		if v < lo || v > hi {
			p.Add(data.Keys.At(key, at), "suppression: %s %d; %s is %d to %d", key, v, what, lo, hi)
		}
	}
	inches := func(key string, v float64, what string) {
		if !(v >= 0 && v <= maxInches) {
			p.Add(data.Keys.At(key, at), "suppression: %s %g; %s is 0 to %g inches", key, v, what, maxInches)
		}
	}
	in("shot_tokens", data.ShotTokens, 0, maxTokens, "an attack's tokens")
	in("hit_tokens", data.HitTokens, 0, maxTokens, "a hit's tokens")
	in("near_tokens", data.NearTokens, 0, maxTokens, "the tokens near a target")
	in("blast_tokens", data.BlastTokens, 0, maxTokens, "an explosion's tokens")
	inches("near", data.Near, "the reach of suppressive fire")
	inches("blast_near", data.BlastNear, "the reach of an explosion's suppression")
	inches("cover_reach", data.CoverReach, "the reach of full cover")
	in("base_tn", data.BaseTN, 2, maxTN, "the test's base TN")
	in("max_tn", data.MaxTN, 2, maxTN, "the test's highest TN")
	if data.MaxTN < data.BaseTN {
		p.Add(data.Keys.At("max_tn", at), "suppression: max_tn %d is under base_tn %d", data.MaxTN, data.BaseTN)
	}
	in("leave_tn", data.LeaveTN, 2, maxTN, "the active-cover roll's TN")
	in("brace_ap", data.BraceAP, 0, maxAP, "bracing's cost")
	in("cover_ap", data.CoverAP, 0, maxAP, "full cover's cost")
	in("penalty_cut", data.PenaltyCut, 0, maxCut, "a braced aimed shot's cut of the long-range penalty")
	in("blind_tn", data.BlindTN, 0, maxTNChange, "suppressive fire's penalty from full cover")
	if _, written := data.Keys["automatic"]; !written {
		return data // the shipped list: a weapon the content lacks is simply never fired
	}
	for i, id := range data.Automatic {
		if _, ok := c.Ranged(id); !ok {
			p.Add(data.Keys.At("automatic", at), "suppression: automatic[%d] %q is not a ranged weapon of gear.yaml", i, id)
		} else if slices.Contains(data.Automatic[:i], id) {
			p.Add(data.Keys.At("automatic", at), "suppression: automatic names %q twice", id)
		}
	}
	return data
}
