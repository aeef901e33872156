package orders

import (
	"math"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
)

// The ship's fittings a model works with its hands: a demolition charge
// set on an objective (GAP-34) and a door shut (GAP-38). Doors open by
// themselves as a model walks through them (arrive, doorsOpened).

// chargeMark is the mark an objective carries while a demolition charge
// is set on it: 1 + the index of the side that set it (Table.Mark).
const chargeMark = "charge"

// PlantAP is what setting a demolition charge costs (GAP-34).
const PlantAP = 3

// ShutReach is how near a door, in inches, a model's base must come to
// shut it: the reach of an arm (our ruling, docs/rules.md).
const ShutReach = 1.0

// ChargePlanted: a model set a demolition charge on an objective, to go
// off at the end of the AP round (GAP-34).
type ChargePlanted struct {
	RuleID string
	Unit   string
	Target string
}

// Rule names the demolition rule.
func (e ChargePlanted) Rule() string { return e.RuleID }

// ChargeDetonated: a demolition charge went off at the end of the AP
// round and destroyed its objective (GAP-34); Side set it.
type ChargeDetonated struct {
	RuleID string
	Side   string
	Target string
}

// Rule names the demolition rule.
func (e ChargeDetonated) Rule() string { return e.RuleID }

// DoorClosed: a model shut a door, which now blocks sight again (GAP-38).
// X and Y are the cell named; the door's other cells shut with it.
type DoorClosed struct {
	RuleID string
	Unit   string
	X, Y   int
}

// Rule names the door rule.
func (e DoorClosed) Rule() string { return e.RuleID }

// ChargeOn reports whether a demolition charge is set on objective id and
// which side set it.
func (t *Table) ChargeOn(id string) (side int, ok bool) {
	m := t.Mark(id, chargeMark)
	return m - 1, m > 0
}

// planPlant checks a demolition charge (GAP-34): 3 AP, set by the
// saboteur's model in base contact with an objective that has none yet.
func planPlant(t *Table, st *Step, at *geom.Base) error {
	st.Cost = PlantAP
	u, o := st.Unit, st.Target
	switch {
	case t.Saboteur == "":
		return refuse("GAP-34", "nobody carries demolition charges here: the scenario names no side that must destroy the objectives")
	case t.Sides[u.Side] == nil || t.Sides[u.Side].ID != t.Saboteur:
		return refuse("GAP-34", "only the saboteurs (%s) carry demolition charges", t.Saboteur)
	case !o.Objective:
		return refuse("GAP-34", "%s is no objective: a demolition charge is set on a console", o.ID)
	case !geom.InContact(*at, o.Base):
		return refuse("GAP-34", "%s must be in base contact with %s to set a charge on it", u.ID, o.ID)
	}
	if _, set := t.ChargeOn(o.ID); set {
		return refuse("GAP-34", "a charge is already set on %s: it goes off at the end of the AP round", o.ID)
	}
	return nil
}

// resolvePlant sets the charge, if the model is still in base contact.
func resolvePlant(t *Table, env Env, st *Step) error {
	u, o := st.Unit, st.Target
	if !o.Alive() {
		return env.Apply(stop(st.Combo, "KG-CMB-02", o.ID+" is already destroyed", false))
	}
	if !geom.InContact(u.Base, o.Base) {
		return failed(env, st, refuse("GAP-34", "%s is no longer in base contact with %s", u.ID, o.ID))
	}
	if _, set := t.ChargeOn(o.ID); set {
		return failed(env, st, refuse("GAP-34", "a charge is already set on %s", o.ID))
	}
	out := t.by(st, Sets(Marked{Key: MarkKey{o.ID, chargeMark}, Value: u.Side + 1}))
	out.Events = append(out.Events, ChargePlanted{RuleID: "GAP-34", Unit: u.ID, Target: o.ID})
	return env.Apply(out)
}

// Detonations are the charges that go off at the end of an AP round
// (GAP-34): each destroys its objective outright, credited to the side
// that set it. A charge whose objective was destroyed first is simply
// gone. The match applies them among the round's ending effects.
func Detonations(t *Table) []Outcome {
	var out []Outcome
	for _, u := range t.Units {
		side, set := t.ChargeOn(u.ID)
		if !set {
			continue
		}
		o := Sets(Marked{Key: MarkKey{u.ID, chargeMark}})
		if u.Alive() && side >= 0 && side < len(t.Sides) && t.Sides[side] != nil {
			now := u.F.Condition
			left := u.F.WoundCapacity - now.Wounds
			now.Wounds = u.F.WoundCapacity
			o.By = t.Sides[side]
			o.Changes = []combat.Change{{ID: u.ID, Now: now}}
			o.Events = []combat.Event{
				ChargeDetonated{RuleID: "GAP-34", Side: t.Sides[side].ID, Target: u.ID},
				combat.Wounded{RuleID: "GAP-34", Unit: u.ID, Wounds: left, Removed: true},
			}
		}
		out = append(out, o)
	}
	return out
}

// planShut checks shutting a door (GAP-38): free, by a model within
// ShutReach of the door at (X, Y), which stands open with no base in it.
func planShut(t *Table, st *Step, at *geom.Base) error {
	x, y := int(math.Floor(st.Order.X)), int(math.Floor(st.Order.Y))
	door := t.Deck.Door(x, y)
	if door == nil {
		return refuse("GAP-38", "there is no door at %d %d", x, y)
	}
	return shutCheck(t, st.Unit, *at, door)
}

// shutCheck checks that u, standing at b, may shut door: it stands open,
// u is within reach of it, and no base stands in its way.
func shutCheck(t *Table, u *Unit, b geom.Base, door [][2]int) error {
	open, near := false, false
	for _, c := range door {
		cell, _ := t.Deck.Cell(c[0], c[1])
		open = open || cell.Open
		near = near || inReach(b, c)
	}
	switch {
	case !open:
		return refuse("GAP-38", "the door at %d %d is already shut", door[0][0], door[0][1])
	case !near:
		return refuse("GAP-38", "%s is more than %g\" from the door at %d %d", u.ID, ShutReach, door[0][0], door[0][1])
	}
	for _, c := range door {
		if deck.BaseOnCell(b, c[0], c[1]) {
			return refuse("GAP-38", "%s stands in the doorway: it cannot shut the door on itself", u.ID)
		}
		for _, o := range t.Others(u) {
			if deck.BaseOnCell(o, c[0], c[1]) {
				return refuse("GAP-38", "a model stands in the doorway at %d %d", c[0], c[1])
			}
		}
	}
	return nil
}

// OpenDoorsInReach lists the open door cells within reach of a model
// whose base stands at b: those it may shut (GAP-38), unless a base
// stands in the doorway.
func OpenDoorsInReach(d *deck.Deck, b geom.Base) [][2]int {
	var out [][2]int
	r := b.Radius + ShutReach
	for y := int(math.Floor(b.Centre.Y - r)); y <= int(math.Floor(b.Centre.Y+r)); y++ {
		for x := int(math.Floor(b.Centre.X - r)); x <= int(math.Floor(b.Centre.X+r)); x++ {
			if c, ok := d.Cell(x, y); ok && c.Door && c.Open && inReach(b, [2]int{x, y}) {
				out = append(out, [2]int{x, y})
			}
		}
	}
	return out
}

// inReach reports whether a model whose base stands at b can reach
// cell c with an arm: ShutReach beyond its base.
func inReach(b geom.Base, c [2]int) bool { return cellDistance(b.Centre, c) <= b.Radius+ShutReach }

// cellDistance is how far point p lies from cell c (0 inside it).
func cellDistance(p geom.Vec, c [2]int) float64 {
	dx := math.Max(math.Max(float64(c[0])-p.X, p.X-float64(c[0]+1)), 0)
	dy := math.Max(math.Max(float64(c[1])-p.Y, p.Y-float64(c[1]+1)), 0)
	return math.Hypot(dx, dy)
}

// resolveShut shuts the door, if nothing has come into its way.
func resolveShut(t *Table, env Env, st *Step) error {
	x, y := int(math.Floor(st.Order.X)), int(math.Floor(st.Order.Y))
	if err := shutCheck(t, st.Unit, st.Unit.Base, t.Deck.Door(x, y)); err != nil {
		return failed(env, st, err)
	}
	return env.Apply(Events(DoorClosed{RuleID: "GAP-38", Unit: st.Unit.ID, X: x, Y: y}))
}
