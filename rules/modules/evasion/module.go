package evasion

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the evasion module's entry in the registry (rules/modules).
var Module = facet.Entry{
	Info: facet.Info{ID: Rule, Name: Name,
		Sources: []string{"SW-MOVE-01", "SW-MOVE-EX1", "XC-MOVE-06", "XC-MOVE-EX4", "KG-RC-10"},
		Summary: "Movement as defence: a shot at a model is +1 TN to hit for every full 5\" the model has moved this AP " +
			"round (its moves, runs and charges, counted as it walks; a warp or a compulsory move is no movement), at most " +
			"+2, until the round ends. It replaces Kry-Gothic's flat +1 against a target that ran: a short run gives " +
			"nothing, two long moves give +2. A blast's throw takes no movement modifier at all (SW-MOVE-02)."},
	Load:    load,
	Weights: map[string]float64{stepWeight: 0.2},
}

// stepWeight is the AI's weight (levels.yaml) of a +1 TN the ground it
// moves to would give it, as a share of the core's shelter weight, for a
// model all the threats there see: being in cover (+2 TN) counts 0.6 of
// being hidden, and the move's +1 lasts only the round.
const stepWeight = "evasion_step"

// weightKey is the key the worth of a step of ground is kept under for a
// decision (facet.Advisor.Now).
type weightKey struct{}

// module is the evasion module as it plays with one content's data.
type module struct {
	data Data
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &module{data: read(d)} }

// The facets the module hands the game.
var (
	_ facet.Previews = (*module)(nil)
	_ facet.Badges   = (*module)(nil)
	_ facet.States   = (*module)(nil)
	_ facet.Grounds  = (*module)(nil)
)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return Rules(m.data) }

// ruleTip explains the module on hover.
const ruleTip = "Movement as defence (XS-18): every shot at a model is +1 to hit for every full %d\" it has moved this AP round, " +
	"at most +%d, until the round ends; it takes the place of the flat +1 against a model that ran (KG-RC-10). " +
	"A blast's throw takes none (SW-MOVE-02)."

// Rows: a move, a run or a charge says how far its model will have moved
// this AP round once it is over, and what shots at it then add.
func (m *module) Rows(r facet.Reader, u orders.Unit, o orders.Order, p orders.Preview) []facet.Row {
	if o.Verb != orders.Move && o.Verb != orders.Run && o.Verb != orders.Charge || p.Err != nil || len(p.Path) < 2 {
		return nil
	}
	after := Moved(r, u.ID) + hundredths(PathLength(p.Path))
	tip := fmt.Sprintf(ruleTip, m.data.Step, m.data.Most)
	if n := m.data.Bonus(after); n > 0 {
		return []facet.Row{{Place: facet.UnderCost, Tone: facet.Good, Terms: []facet.Term{{
			Text: fmt.Sprintf("evading: %s\" moved this AP round, shots at it +%d TN until the round ends (XS-18)", Inches(after), n), Tip: tip}}}}
	}
	return []facet.Row{{Place: facet.UnderCost, Tone: facet.Dim, Terms: []facet.Term{{
		Text: fmt.Sprintf("%s\" moved this AP round: shots at it +1 TN from %d\" (XS-18)", Inches(after), m.data.Step), Tip: tip}}}}
}

// Badges: a model that has moved a full step this AP round wears "M"
// (moving): shots at it are harder.
func (m *module) Badges(r facet.Reader, u orders.Unit) []facet.Badge {
	if m.data.Bonus(Moved(r, u.ID)) == 0 {
		return nil
	}
	return []facet.Badge{{Text: "M", Tone: facet.Good}}
}

// States: how far the selected model has moved and what it adds to shots
// at it.
func (m *module) States(r facet.Reader, u orders.Unit) []string {
	moved := Moved(r, u.ID)
	if n := m.data.Bonus(moved); n > 0 {
		return []string{fmt.Sprintf("moving: %s\" this AP round, shots at it +%d TN (XS-18)", Inches(moved), n)}
	}
	return nil
}

// Lines: none.
func (m *module) Lines(facet.Reader, orders.Unit) []string { return nil }

// Ground: to a model the enemy's guns would see at p, ground that takes
// it another full step this AP round is worth the TN it gains there, by
// the share of the threats that see it (Advisor.Shelter) and the core's
// shelter weight: an exposed model prefers to keep moving, far. The
// distance is the straight line, which a path never beats.
func (m *module) Ground(a facet.Advisor, u *orders.Unit, p geom.Vec) float64 {
	moved := Moved(a, u.ID)
	now := m.data.Bonus(moved)
	if now >= m.data.Most {
		return 0
	}
	gain := m.data.Bonus(moved+hundredths(u.Base.Centre.Dist(p))) - now
	if gain <= 0 {
		return 0
	}
	shelter, threats := a.Shelter(u, p)
	if threats == 0 || shelter >= float64(threats) {
		return 0
	}
	exposed := 1 - shelter/float64(threats)
	weight := a.Now(weightKey{}, func() any { return a.Weight(stepWeight) * a.CoreWeight("shelter") }).(float64)
	return weight * float64(gain) * exposed
}
