package orders

import (
	"reflect"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
)

// cloneTable is a table in the middle of a match: two models, a combo
// under way whose move has walked (its working memory set), another
// combo borrowed away by a reaction, and everything the fight remembers.
func cloneTable(t *testing.T) (*Table, *Combo) {
	t.Helper()
	d, err := deck.New(8, 4, make([]deck.Cell, 32))
	if err != nil {
		t.Fatal(err)
	}
	a := &Unit{ID: "red.a", Side: 0, OnTable: true, F: combat.Fighter{WoundCapacity: 3}, Base: geom.Base{Centre: geom.Vec{X: 1.5, Y: 1.5}, Radius: 0.5}}
	b := &Unit{ID: "blue.b", Side: 1, OnTable: true, F: combat.Fighter{WoundCapacity: 3}, Base: geom.Base{Centre: geom.Vec{X: 6.5, Y: 1.5}, Radius: 0.5}}
	tb := &Table{Tick: 30, Deck: d, Units: []*Unit{a, b}, Fought: map[Pair]int{{a.ID, b.ID}: 1}, Charged: map[Pair]bool{{a.ID, b.ID}: true},
		Marks: map[MarkKey]int{{a.ID, "jammed"}: 1}, Templates: []geom.Base{{Radius: 1.5}},
		Chain: Chain{Target: b.ID, Shooters: []string{a.ID}, Missers: []string{a.ID}}}
	walk := &Step{Order: Order{Unit: a.ID, Verb: Move}, Unit: a, Target: b, Started: true, End: 60,
		Plan: planOf(geom.Vec{X: 1.5, Y: 1.5}, geom.Vec{X: 4.5, Y: 1.5})}
	c := &Combo{Side: 0, Steps: []*Step{walk, {Order: Order{Unit: a.ID, Verb: Shoot}, Unit: a, Target: b}}}
	for _, st := range c.Steps {
		st.Combo = c
	}
	walk.Along(0.5)
	walk.along.placed.Unit, walk.along.sets[0] = a, &walk.along.placed
	lent := &Combo{Side: 1, Steps: []*Step{{Unit: b, Target: a}}}
	lent.Steps[0].Combo = lent
	tb.Sides = [2]*Side{{ID: "red", Index: 0, AP: 5, Combo: c}, {ID: "blue", Index: 1, AP: 3}}
	return tb, lent
}

// A clone shares nothing that playing either table changes: its steps
// point to its own units and combos, and changing the clone's units,
// sides, combos, steps, maps, templates and chain leaves the original as
// it was.
func TestCloneSharesNothingThatChanges(t *testing.T) {
	tb, lent := cloneTable(t)
	want, wantLent := cloneTable(t)
	c, more := tb.Clone(tb.Deck, []*Combo{lent})
	if !reflect.DeepEqual(c.Units, tb.Units) || c.Sides[0].AP != 5 || len(more) != 1 {
		t.Fatal("the clone is not a copy")
	}
	walk := c.Sides[0].Combo.Steps[0]
	switch {
	case walk.Unit != c.Units[0] || walk.Target != c.Units[1]:
		t.Fatal("the clone's step points to the original's units")
	case walk.Combo != c.Sides[0].Combo || more[0].Steps[0].Combo != more[0] || more[0].Steps[0].Unit != c.Units[1]:
		t.Fatal("the clone's steps point to the original's combos")
	}
	// Walk and change everything in the clone.
	walk.Plan = planOf(geom.Vec{X: 2, Y: 2}, geom.Vec{X: 3, Y: 3}, geom.Vec{X: 5, Y: 2})
	walk.Along(0.7)
	if err := Core().PlayOut(c, nopEnv{}, walk); err != nil {
		t.Fatal(err)
	}
	if c.Units[0].Base == tb.Units[0].Base {
		t.Fatal("the walk did not move the clone's unit")
	}
	c.Units[0].F.Wounds, c.Units[1].Waiting = 2, true
	c.Sides[0].AP, c.Sides[0].Combo.Cur, c.Sides[1].Combo = 0, 1, more[0]
	walk.Started, more[0].Cur = false, 1
	c.Fought[Pair{"x", "y"}], c.Charged[Pair{"x", "y"}], c.Marks[MarkKey{"x", "y"}] = 1, true, 1
	c.Templates = append(c.Templates[:0], geom.Base{Radius: 9})
	c.Chain.Shooters[0], c.Chain.Missers[0] = "z", "z"
	if !reflect.DeepEqual(tb.Units, want.Units) || !reflect.DeepEqual(tb.Sides, want.Sides) || !reflect.DeepEqual(lent, wantLent) {
		t.Error("changing the clone's units, sides or combos changed the original's")
	}
	tb.cache, want.cache = cache{}, cache{}
	if !reflect.DeepEqual(tb, want) {
		t.Error("changing the clone changed the original table")
	}
}

// planOf is a move plan along the points.
func planOf(path ...geom.Vec) (p move.Plan) {
	p.Path = path
	return p
}

// nopEnv places the units a walk moves, as the match does, and answers
// nothing else.
type nopEnv struct{}

func (nopEnv) Dice() dice.Source { return nil }
func (e nopEnv) Apply(o Outcome) error {
	for _, s := range o.Sets {
		if p, ok := s.(*Placed); ok {
			p.Unit.Base = p.Base
		}
	}
	return nil
}
func (nopEnv) Defence(_, _ *Unit) (combat.DefenceClass, combat.DefenceType) {
	return combat.Passive, 0
}
func (nopEnv) LetGo(_, _ *Unit) bool                 { return false }
func (nopEnv) PayForWound(_ *Unit, _, _, _ int) bool { return false }

// Clone decides for every field of what it copies: a field added to
// Table, Unit, Side, Combo or Step must be added here, once Clone copies
// it as it must (shared only if nothing changes it once made).
func TestCloneKnowsEveryField(t *testing.T) {
	known := map[reflect.Type][]string{
		reflect.TypeOf(Table{}): {"Tick", "Deck", "Dark", "Saboteur", "Options", "Units", "Sides", "Chain", "Fought", "Charged", "Templates", "Marks", "Rules", "current", "cache"},
		reflect.TypeOf(Unit{}):  {"ID", "Side", "F", "Base", "Model", "OnTable", "Objective", "Waiting", "Ran", "Stepped", "DefenceClass", "DefenceType", "LetsGo", "Points"},
		reflect.TypeOf(Side{}):  {"ID", "Name", "Index", "AP", "Done", "Frozen", "Tactics", "ChannelFree", "Combo"},
		reflect.TypeOf(Combo{}): {"Side", "Decl", "Steps", "Cur", "Reaction"},
		reflect.TypeOf(Step{}):  {"Order", "Unit", "Target", "Kind", "Cost", "Start", "End", "Plan", "From", "Repeated", "Started", "Combo", "legs", "along", "playedOut", "shot"},
	}
	for ty, names := range known {
		var got []string
		for i := range ty.NumField() {
			got = append(got, ty.Field(i).Name)
		}
		if !reflect.DeepEqual(got, names) {
			t.Errorf("%s has the fields %v; Clone knows %v: copy the new ones in Clone (clone.go) and name them here", ty.Name(), got, names)
		}
	}
}
