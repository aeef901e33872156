package squads_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/squads"
	"github.com/krygothic/krygothic/rules/orders"
)

// advisor is the AI as far as the module's hooks ask it: the units it
// sees, the marks, what it works out once a decision. The rest of
// facet.Advisor is not asked for (calling it panics).
type advisor struct {
	facet.Advisor
	units []orders.Unit
	marks map[string]int
	now   map[any]any
}

func (a *advisor) Units() []orders.Unit { return a.units }
func (a *advisor) Mark(unit, name string) int {
	if name != squads.Member {
		return 0
	}
	return a.marks[unit]
}
func (a *advisor) Now(key any, make func() any) any {
	if a.now == nil {
		a.now = map[any]any{}
	}
	if v, ok := a.now[key]; ok {
		return v
	}
	a.now[key] = make()
	return a.now[key]
}

// grounds is the module's Grounds facet with the shipped data.
func grounds(t *testing.T) facet.Grounds {
	t.Helper()
	var problems datafile.List
	return squads.Module.Load(facet.Data{Content: gear, Problems: &problems}).(facet.Grounds)
}

// at is a model of class on the table at (x, 2).
func at(id string, class content.ClassID, x float64) orders.Unit {
	u := unit(id, 0, class, "", x, 2)
	u.F.WoundCapacity = 1
	return *u
}

// XS-23 for the AI's moves: a squad member's ground loses nothing within
// coherency of its leader and more for every inch beyond; its leader's,
// the same for its members on average; a model in no squad is not pulled
// at all.
func TestSquadGround(t *testing.T) {
	g := grounds(t)
	a := &advisor{units: []orders.Unit{at("red.sl", content.SquadLeader, 2), at("red.t", "storm", 3), at("red.x", "storm", 3)},
		marks: map[string]int{"red.sl": 1, "red.t": 1}}
	leader, member, loner := &a.units[0], &a.units[1], &a.units[2]
	near, edge, far, farther := g.Ground(a, member, geom.Vec{X: 5, Y: 2}), g.Ground(a, member, geom.Vec{X: 7, Y: 2}),
		g.Ground(a, member, geom.Vec{X: 9, Y: 2}), g.Ground(a, member, geom.Vec{X: 12, Y: 2})
	if near != 0 || edge != 0 || !(far < 0) || !(farther < far) {
		t.Errorf("ground at 2\", 4\", 6\", 9\" from the leader: %g %g %g %g; want 0, 0, then falling", near, edge, far, farther)
	}
	if stay, leave := g.Ground(a, leader, geom.Vec{X: 5, Y: 2}), g.Ground(a, leader, geom.Vec{X: 12, Y: 2}); stay != 0 || !(leave < 0) {
		t.Errorf("the leader's ground 2\" and 9\" from its member: %g, %g; want 0, then less", stay, leave)
	}
	if g.Ground(a, loner, geom.Vec{X: 20, Y: 2}) != 0 {
		t.Error("a model in no squad is pulled")
	}
}

// Under the fog of war the AI sees only some of the enemy: the units it
// weighs leave out those it has not seen, while the squad mark holds the
// leader's place among all the table's units. Blue's prophet (third on
// the table, after two red models blue does not see) still leads its
// cultist: the cultist is pulled towards the prophet, not taken for a
// leader itself.
func TestSquadGroundUnderTheFog(t *testing.T) {
	g := grounds(t)
	a := &advisor{units: []orders.Unit{at("blue.prophet", content.SquadLeader, 2), at("blue.cultist", "storm", 3)},
		marks: map[string]int{"red.sl": 1, "red.t": 1, "blue.prophet": 3, "blue.cultist": 3}}
	if far := g.Ground(a, &a.units[1], geom.Vec{X: 12, Y: 2}); !(far < 0) {
		t.Errorf("the cultist 9\" from its prophet: ground %g, want less than 0", far)
	}
	if leave := g.Ground(a, &a.units[0], geom.Vec{X: 12, Y: 2}); !(leave < 0) {
		t.Errorf("the prophet 9\" from its cultist: ground %g, want less than 0", leave)
	}
}
