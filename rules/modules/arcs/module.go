package arcs

import (
	"fmt"
	"math"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Module is the arcs module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: RuleID, Name: Name,
	Sources: []string{"SW-ARC-01", "SW-ARC-EX1", "SW-SHOOT-02", "SW-OVW-01", "KG-RC-05", "KG-RC-06", "KG-MOVE-05", "KG-MOVE-07", "GAP-12"},
	Summary: "Fire arcs in degrees: a weapon may have its own fire arc instead of the 90° front arc (pistol 120°, rifle and " +
		"assault rifle 90°, autocannon and hand flamer 60°, sniper rifle 30°; a lascannon-class weapon 20°, ±10° straight " +
		"ahead). A shot outside the weapon's arc is refused, naming it. The target's vision arc for flanking stays 90°. A model " +
		"with a heavy weapon pays 1 AP for a free turn (face, or a small step) of more than 45°."}, Load: load}

// module is the arcs module as it plays with one content's data.
type module struct {
	data Data
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &module{data: read(d)} }

// The facets the module hands the game.
var (
	_ facet.Standing  = (*module)(nil)
	_ facet.Selecting = (*module)(nil)
	_ facet.Previews  = (*module)(nil)
	_ facet.Mends     = (*module)(nil)
)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return Rules(m.data) }

// half is half of u's weapon's own fire arc, in radians; ok is false for
// a model with no working ranged weapon or a weapon with no arc of its
// own (the front arc, drawn with every token, is its arc then).
func (m *module) half(u orders.Unit) (float64, bool) {
	if u.F.Ranged == nil || u.F.RangedBroken {
		return 0, false
	}
	deg, ok := Arc(m.data, u.F.Ranged)
	return geom.Degrees(deg / 2), ok
}

// weaponTick is how far past its base, in inches, every model's weapon
// arc is marked.
const weaponTick = 2.5

// Standing: every armed model's weapon arc, marked by its two edges a
// short way past its base, in its side's colour.
func (m *module) Standing(_ facet.Reader, units []orders.Unit) []facet.Shape {
	var out []facet.Shape
	for _, u := range units {
		half, ok := m.half(u)
		if !ok || !u.Alive() || u.Side < 0 {
			continue
		}
		out = edges(out, u.Base, u.Base.Radius+weaponTick, u.Base.Facing, half, 1.5, facet.Shape{Sided: true, Side: u.Side, Alpha: 0x90})
	}
	return out
}

// Selected: the selected model's weapon arc as a wedge out to its
// weapon's long range, turned the way a face order at the pointer would
// turn it.
func (m *module) Selected(_ facet.Reader, u orders.Unit, o orders.Order, aimed bool) []facet.Shape {
	half, ok := m.half(u)
	if !ok {
		return nil
	}
	facing := u.Base.Facing
	if aimed && o.Verb == orders.Rotate && o.Unit == u.ID {
		facing = geom.Degrees(o.Angle)
	}
	reach := u.Base.Radius + longRange(u) + 0.5
	out := []facet.Shape{{Kind: facet.Wedge, At: u.Base.Centre, Radius: reach, Bearing: facing, Half: half, Tone: facet.Warning, Alpha: 0x28}}
	return edges(out, u.Base, reach, facing, half, 2, facet.Shape{Tone: facet.Warning, Alpha: 0xc0})
}

// edges adds to out an arc's two edges, from the edge of base out to
// inches off its centre, width pixels wide, coloured as look.
func edges(out []facet.Shape, base geom.Base, to, facing, half, width float64, look facet.Shape) []facet.Shape {
	for _, a := range []float64{facing - half, facing + half} {
		e := look
		e.Kind, e.Width = facet.Edge, width
		e.Path = []geom.Vec{base.Centre.Polar(a, base.Radius), base.Centre.Polar(a, to)}
		out = append(out, e)
	}
	return out
}

// longRange is u's weapon's long range in inches, a thrown weapon's by
// its Strength.
func longRange(u orders.Unit) float64 {
	w := u.F.Ranged
	if w.LongPerStrength > 0 {
		return float64(w.LongPerStrength * u.F.Stats.Strength.Dice())
	}
	return w.Long
}

// Rows: a face order that costs AP says why: a heavy weapon's turn past
// the free turn.
func (m *module) Rows(_ facet.Reader, _ orders.Unit, o orders.Order, p orders.Preview) []facet.Row {
	if o.Verb != orders.Rotate || p.AP == 0 {
		return nil
	}
	return []facet.Row{{Place: facet.UnderCost, Tone: facet.Dim,
		Note: fmt.Sprintf("A heavy weapon turns up to %g° for free; further costs %d AP (%s).", math.Round(m.data.HeavyFreeTurn), m.data.HeavyTurnAP, RuleID)}}
}

// Mend: a shot refused because its target stands outside the weapon's
// own arc is declared as a combo, a face order towards the target and
// then the shot (the core rules never refuse so: without the module the
// AI never turns to shoot). It is worth the shot's plan and odds, at the
// combo's cost, a heavy weapon's big turn included. It is hopeless when
// no turn lets any shot at e: the walls hide e from u wherever u faces
// (asked of the deck before the combo's dearer preview), or the combo's
// refusal says e is out of sight or u in a melee.
func (m *module) Mend(a facet.Advisor, u, e *orders.Unit, o orders.Order, p orders.Preview) (steps []orders.Order, mended orders.Preview, ok, hopeless bool) {
	if refusal.RuleOf(p.Err) != RuleID {
		return nil, p, false, false
	}
	if !a.Deck().Sight(u.Base, e.Base, nil, -1, -1).InView {
		return nil, p, false, true
	}
	turn := orders.Order{Unit: u.ID, Verb: orders.Rotate, Angle: hundredths(u.Base.Centre.Bearing(e.Base.Centre) * 180 / math.Pi)}
	steps = []orders.Order{turn, o}
	mended = a.PreviewLast(a.Side(), steps)
	return steps, mended, mended.Err == nil, unseen(mended.Err)
}

// hundredths rounds an angle as orders are written: hundredths of a
// degree.
func hundredths(v float64) float64 { return math.Round(v*100) / 100 }

// unseen reports whether err refuses a shot for what no shot type
// changes: the target out of sight (KG-RC-05) or the shooter in a melee
// (GAP-14).
func unseen(err error) bool {
	r := refusal.RuleOf(err)
	return err != nil && (r == combat.SightRule || r == combat.EngagedRule)
}
