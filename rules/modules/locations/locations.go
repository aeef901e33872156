// Package locations is rule module XS-10, hit locations and grazes, with
// XS-24, called shots, folded in: "U call T head" is an aimed shot at a
// model's head, +2 TN to hit, its wounds ×2 after the c cap (with the
// suppression module in play, only from a braced stance); "U call T
// engine" is an aimed shot at a vehicle's location, +2 TN, every wound
// striking that location (the vehicles module's, XS-09); and a shot whose
// wound dice all fail, one of them by exactly 1, grazes its target: −1
// Speed until the next AP round. The order (call.go), the grazes
// (graze.go), their exact odds (odds.go), the data (data.go) and what the
// module hands the game (module.go, screen.go, tell.go, brain.go) are
// here. See docs/modules.md.
package locations

import (
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/modules/vehicles"
	"github.com/krygothic/krygothic/rules/orders"
)

// Name is the module's short name.
const Name = "locations"

// The module's rules: XS-10 (hit locations and grazes) cites the grazes
// and the head's wounds; XS-24 (called shots) the called shot itself.
const (
	Rule     = "XS-10"
	CallRule = "XS-24"
)

// Call is the module's order: "U call T WORD", an aimed shot called at
// T's head or at a vehicle's location.
const Call orders.Verb = "call"

// Head is the word that calls a shot at a model's head.
const Head = "head"

// GrazedMark is the table mark of the Speed a unit has lost to grazes
// this AP round (0: none).
const GrazedMark = "grazed"

// How the module reads XS-06's stances, which the suppression module
// keeps: with that module in play (Suppression, its name) a head shot
// needs its shooter braced: its StanceMark at Braced, or a Brace step
// earlier in the same combo. They are read defensively: a match without
// that module never asks them.
const (
	Suppression             = "suppression"
	StanceMark              = "stance"
	Braced                  = 1
	Brace       orders.Verb = "brace"
)

// Words are the words a called shot may take: the head, and a vehicle's
// locations.
var Words = append([]string{Head}, vehicles.Locations...)

// module is the module as it plays with one content: its data, and the
// vehicles module's (the profiles of the vehicles a shot may be called
// at).
type module struct {
	data     Data
	vehicles vehicles.Data
}

// Rules are the module's order rules with data d, for the vehicles of
// data v: the called shot, the grazes and what a graze slows.
func Rules(d Data, v vehicles.Data) orders.Module {
	m := &module{data: d, vehicles: v}
	return m.rules()
}

func (m *module) rules() orders.Module {
	return orders.Module{Name: Name,
		Kinds: []*orders.Kind{{Verb: Call, Category: orders.Ranged, Args: orders.TargetWordArgs, Target: true, Words: Words,
			Plan: m.plan, Resolve: m.resolve, Preview: m.preview}},
		Amends:      []orders.AmendRule{m.graze},
		Rounds:      []orders.RoundRule{m.recover},
		Movers:      []orders.MoverRule{m.slowed},
		Initiatives: []orders.InitiativeRule{m.slowerStep},
		Shots:       []orders.ShotRule{m.slowTarget},
	}
}

// vehicle reports whether u is a vehicle (XS-09): its shots are called at
// locations, and it is never grazed.
func (m *module) vehicle(u *orders.Unit) bool { return m.vehicles.Of(u) != nil }

// canAim reports whether u carries a gun it can aim: a working ranged
// weapon that is shot (not thrown, not fired under a template).
func canAim(u *orders.Unit) bool {
	w := u.F.Ranged
	return w != nil && !u.F.RangedBroken && !w.Has(content.TagThrown) && w.Template <= 0
}
