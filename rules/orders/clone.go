package orders

import (
	"maps"
	"slices"

	"github.com/krygothic/krygothic/rules/deck"
)

// Clone returns a copy of the table standing on deck d, and copies of the
// combos more, which no side holds now (the combos a reaction has
// borrowed the slot of): a match forked to be played forward and thrown
// away (the AI's lookahead). The copy and t share nothing either changes
// as a match is played: the units, the sides, the running combos and
// their steps (each pointing to the copy's units and combos), who fought
// and charged whom, the chain of fire, the templates and the modules'
// marks are copied. They share what is never changed once made: the
// order rules, the units' profiles (Model, the fighters' weapons), the
// kinds of order, a combo's declaration, a step's path and checked shot.
// The caches start empty.
//
// d is the caller's to choose: t.Deck itself as long as neither table
// changes it (the match copies it before it opens a door or floods, in
// either), or a copy of it (deck.Deck.Clone).
func (t *Table) Clone(d *deck.Deck, more []*Combo) (*Table, []*Combo) {
	c := &Table{Tick: t.Tick, Deck: d, Dark: t.Dark, Saboteur: t.Saboteur, Options: t.Options, Rules: t.Rules,
		Chain:  Chain{Target: t.Chain.Target, Shooters: slices.Clone(t.Chain.Shooters), Missers: slices.Clone(t.Chain.Missers)},
		Fought: maps.Clone(t.Fought), Charged: maps.Clone(t.Charged), Templates: slices.Clone(t.Templates), Marks: maps.Clone(t.Marks)}
	units := make([]Unit, len(t.Units)) // one allocation for them all
	c.Units = make([]*Unit, len(t.Units))
	for i, u := range t.Units {
		units[i] = *u
		c.Units[i] = &units[i]
	}
	cl := cloner{from: t, to: c}
	for i, s := range t.Sides {
		if s == nil {
			continue
		}
		side := *s
		side.Combo = cl.combo(s.Combo)
		c.Sides[i] = &side
	}
	var copies []*Combo
	if len(more) > 0 {
		copies = make([]*Combo, len(more))
		for i, o := range more {
			copies[i] = cl.combo(o)
		}
	}
	return c, copies
}

// cloner copies a table's combos, once each, onto its clone's units.
type cloner struct {
	from, to *Table
	combos   [][2]*Combo // the combos copied so far: original, copy
}

// unit is the clone's unit for u, a unit of the original table.
func (cl *cloner) unit(u *Unit) *Unit {
	if u == nil {
		return nil
	}
	for i, o := range cl.from.Units {
		if o == u {
			return cl.to.Units[i]
		}
	}
	panic("orders: a step's unit " + u.ID + " is not on the table being cloned")
}

// combo is the copy of o, made on first asking.
func (cl *cloner) combo(o *Combo) *Combo {
	if o == nil {
		return nil
	}
	for _, p := range cl.combos {
		if p[0] == o {
			return p[1]
		}
	}
	c := &Combo{Side: o.Side, Decl: o.Decl, Cur: o.Cur, Reaction: o.Reaction, Steps: make([]*Step, len(o.Steps))}
	cl.combos = append(cl.combos, [2]*Combo{o, c})
	steps := make([]Step, len(o.Steps))
	for i, st := range o.Steps {
		s := &steps[i]
		*s = *st
		s.Unit, s.Target, s.Combo = cl.unit(st.Unit), cl.unit(st.Target), cl.combo(st.Combo)
		// A walk's working memory points into the original step (its
		// outcome's Set, its unit) and its legs' slice is rewritten in
		// place: the copy makes its own as it walks.
		s.legs, s.along = pathLegs{}, along{}
		c.Steps[i] = s
	}
	return c
}
