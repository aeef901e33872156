// Package combattest holds the fixtures of combat's tests and of the rule
// modules' that resolve rolls with combat's toolkit: the shipped gear by
// ID, an Average Joe to change, scripted dice that must be used up, and
// readers of the events a resolution gave.
package combattest

import (
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
)

// Gear is the shipped content, read once.
var Gear = func() *content.Content {
	c, err := content.Default()
	if err != nil {
		panic(err)
	}
	return c
}()

// Ranged is the shipped ranged weapon of an ID; an unknown ID panics.
func Ranged(id string) *content.RangedWeapon { return must(Gear.Ranged(id))(id) }

// Melee is the shipped close-combat weapon of an ID.
func Melee(id string) *content.MeleeWeapon { return must(Gear.Melee(id))(id) }

// Special is the shipped special attack of an ID.
func Special(id string) *content.MeleeWeapon { return must(Gear.SpecialAttack(id))(id) }

// Armour is the shipped armour of an ID.
func Armour(id string) *content.Armour { return must(Gear.ArmourPiece(id))(id) }

// must hands back a lookup's value, or panics naming the ID it lacked.
func must[T any](v T, ok bool) func(id string) T {
	return func(id string) T {
		if !ok {
			panic("combattest: no " + id + " in the shipped content")
		}
		return v
	}
}

// PlainArmour is KG-DATA-14's unnamed armour 3, with rear protection.
var PlainArmour = &content.Armour{ID: "armour-3", Name: "Armour 3", Value: 3, RearProtection: true}

// Joe is an Average Joe (KG-DATA-02: 3/2/2/3/3/2/2) with 2 wounds.
func Joe(id string) *combat.Fighter {
	return &combat.Fighter{ID: id, WoundCapacity: 2, Stats: content.Characteristics{
		Speed: 3, Strength: 2, Body: 2, Mind: 3, Willpower: 3, CC: 2, RC: 2}}
}

// With returns f after applying change, for one-line fixtures.
func With(f *combat.Fighter, change func(*combat.Fighter)) *combat.Fighter {
	change(f)
	return f
}

// Open is a clear shot at a distance: in arc, in view, one shooter.
func Open(distance float64) combat.Situation {
	return combat.Situation{Distance: distance, InArc: true, InView: true, Shooters: 1}
}

// Script is dice that show faces, in order; bad faces fail the test.
func Script(t testing.TB, faces ...int) *dice.Scripted {
	t.Helper()
	s, err := dice.NewScripted(faces...)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Used fails the test unless the script was used up exactly: a
// resolution that rolls fewer dice than the rule calls for must not pass.
func Used(t testing.TB, s *dice.Scripted) {
	t.Helper()
	if s.Remaining() != 0 {
		t.Errorf("%d scripted faces unused", s.Remaining())
	}
}

// Rolls are the Roll events of one purpose.
func Rolls(events []combat.Event, purpose string) []combat.Roll {
	var out []combat.Roll
	for _, e := range events {
		if r, ok := e.(combat.Roll); ok && r.Purpose == purpose {
			out = append(out, r)
		}
	}
	return out
}

// States are the states the events changed, in order.
func States(events []combat.Event) []combat.State {
	var out []combat.State
	for _, e := range events {
		if s, ok := e.(combat.StateChanged); ok {
			out = append(out, s.State)
		}
	}
	return out
}

// Settle sets each fighter's Condition from the outcome's changes, as the
// match's apply step does: a resolution changes only its own copies.
func Settle(o combat.Outcome, fs ...*combat.Fighter) {
	for _, c := range o.Changes {
		for _, f := range fs {
			if f != nil && f.ID == c.ID {
				f.Condition = c.Now
			}
		}
	}
}
