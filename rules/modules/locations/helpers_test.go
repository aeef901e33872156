package locations

import (
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/combat/combattest"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/vehicles"
	"github.com/krygothic/krygothic/rules/orders"
)

// unit is a model of roster unit id (the shipped content's) of side 0
// (red) or 1 (blue), standing at x, y facing east, with the ranged weapon
// and armour of those ids ("" for none).
func unit(t *testing.T, id string, side int, x, y float64, ranged, armour string) *orders.Unit {
	t.Helper()
	c := combattest.Gear
	ru, ok := c.Unit(id)
	if !ok {
		t.Fatalf("no unit %s", id)
	}
	cl, _ := c.Class(ru.Class)
	m := &army.Model{Name: ru.Name, Unit: ru, Class: cl}
	if ranged != "" {
		m.Ranged = combattest.Ranged(ranged)
	}
	if armour != "" {
		m.Armour = combattest.Armour(armour)
	}
	u := &orders.Unit{ID: []string{"red.", "blue."}[side] + id, Side: side, Model: m, OnTable: true,
		Base: geom.Base{Centre: geom.Vec{X: x, Y: y}, Radius: 0.5}}
	if side == 1 {
		u.Base.Facing = geom.Degrees(180)
	}
	u.F = *combat.NewFighter(u.ID, m)
	u.F.Side = []string{"red", "blue"}[side]
	return u
}

// table is an open 30×12 deck of easy ground with units on it, playing
// the module with the shipped data and the extra modules' rules.
func table(t *testing.T, units []*orders.Unit, extra ...orders.Module) (*orders.Table, *module) {
	t.Helper()
	d, err := deck.New(30, 12, make([]deck.Cell, 30*12))
	if err != nil {
		t.Fatal(err)
	}
	m := &module{data: Shipped(), vehicles: vehicles.Shipped()}
	tb := &orders.Table{Deck: d, Units: units, Marks: map[orders.MarkKey]int{}, Fought: map[orders.Pair]int{}, Charged: map[orders.Pair]bool{},
		Sides: [2]*orders.Side{{ID: "red", AP: 20}, {ID: "blue", Index: 1, AP: 20}}}
	tb.Rules = orders.Core().With(append(extra, m.rules())...)
	return tb, m
}

// woundRoll is a shot's wound roll by "red.a" against id at tn, showing
// chains.
func woundRoll(id string, tn int, chains ...[]int) combat.Roll {
	r := combat.Roll{RuleID: "KG-RC-13", Purpose: "to wound", Kind: combat.WoundRoll, Arm: combat.Gun, By: "red.a", Against: id, TN: tn}
	for _, c := range chains {
		r.Dice = append(r.Dice, c)
	}
	return r
}
