package ai

import (
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// XS-23 for the AI's moves: a squad member's ground loses nothing within
// coherency of its leader and more for every inch beyond; its leader's,
// the same for its members on average; a model in no squad, or any model
// without the module, is not pulled at all.
func TestSquadGround(t *testing.T) {
	leader := &orders.Unit{ID: "red.sl", OnTable: true, F: combat.Fighter{WoundCapacity: 1}, Base: geom.Base{Centre: geom.Vec{X: 2, Y: 2}, Radius: 0.5}}
	member := &orders.Unit{ID: "red.t", OnTable: true, F: combat.Fighter{WoundCapacity: 1}, Base: geom.Base{Centre: geom.Vec{X: 3, Y: 2}, Radius: 0.5}}
	loner := &orders.Unit{ID: "red.x", Base: member.Base}
	tb := &table{units: []orders.Unit{*leader, *member}, coherency: 4}
	leader, member = &tb.units[0], &tb.units[1]
	tb.squadOf = map[string]*orders.Unit{member.ID: leader}
	near, edge, far, farther := tb.squadGround(member, geom.Vec{X: 5, Y: 2}), tb.squadGround(member, geom.Vec{X: 7, Y: 2}),
		tb.squadGround(member, geom.Vec{X: 9, Y: 2}), tb.squadGround(member, geom.Vec{X: 12, Y: 2})
	if near != 0 || edge != 0 || !(far < 0) || !(farther < far) {
		t.Errorf("ground at 2\", 4\", 6\", 9\" from the leader: %g %g %g %g; want 0, 0, then falling", near, edge, far, farther)
	}
	if stay, leave := tb.squadGround(leader, geom.Vec{X: 5, Y: 2}), tb.squadGround(leader, geom.Vec{X: 12, Y: 2}); stay != 0 || !(leave < 0) {
		t.Errorf("the leader's ground 2\" and 9\" from its member: %g, %g; want 0, then less", stay, leave)
	}
	if tb.squadGround(loner, geom.Vec{X: 20, Y: 2}) != 0 || (&table{}).squadGround(member, geom.Vec{X: 20, Y: 2}) != 0 {
		t.Error("a model in no squad, or without the module, is pulled")
	}
}
