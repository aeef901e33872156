package combat_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
)

var gear *content.Content

func init() {
	var err error
	if gear, err = content.Default(); err != nil {
		panic(err)
	}
}

func ranged(id string) *content.RangedWeapon {
	w, ok := gear.Ranged(id)
	if !ok {
		panic(id)
	}
	return w
}

func melee(id string) *content.MeleeWeapon {
	w, ok := gear.Melee(id)
	if !ok {
		panic(id)
	}
	return w
}

func special(id string) *content.MeleeWeapon {
	w, ok := gear.SpecialAttack(id)
	if !ok {
		panic(id)
	}
	return w
}

func armour(id string) *content.Armour {
	a, ok := gear.ArmourPiece(id)
	if !ok {
		panic(id)
	}
	return a
}

// plainArmour is KG-DATA-14's unnamed armour 3, with rear protection.
var plainArmour = &content.Armour{ID: "armour-3", Name: "Armour 3", Value: 3, RearProtection: true}

// joe is an Average Joe (KG-DATA-02: 3/2/2/3/3/2/2) with 2 wounds.
func joe(id string) *combat.Fighter {
	return &combat.Fighter{ID: id, WoundCapacity: 2, Stats: content.Characteristics{
		Speed: 3, Strength: 2, Body: 2, Mind: 3, Willpower: 3, CC: 2, RC: 2}}
}

// with returns f after applying changes, for one-line fixtures.
func with(f *combat.Fighter, change func(*combat.Fighter)) *combat.Fighter {
	change(f)
	return f
}

func script(t *testing.T, faces ...int) *dice.Scripted {
	t.Helper()
	s, err := dice.NewScripted(faces...)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// used fails the test unless the script was used up exactly: a resolution
// that rolls fewer dice than the rule calls for must not pass.
func used(t *testing.T, s *dice.Scripted) {
	t.Helper()
	if s.Remaining() != 0 {
		t.Errorf("%d scripted faces unused", s.Remaining())
	}
}

// rolls returns the Roll events of one purpose.
func rolls(events []combat.Event, purpose string) []combat.Roll {
	var out []combat.Roll
	for _, e := range events {
		if r, ok := e.(combat.Roll); ok && r.Purpose == purpose {
			out = append(out, r)
		}
	}
	return out
}

func states(events []combat.Event) []combat.State {
	var out []combat.State
	for _, e := range events {
		if s, ok := e.(combat.StateChanged); ok {
			out = append(out, s.State)
		}
	}
	return out
}

func hasState(events []combat.Event, s combat.State) bool {
	for _, x := range states(events) {
		if x == s {
			return true
		}
	}
	return false
}

// open is a clear medium-range situation: in arc, in view, one shooter.
func open(distance float64) combat.Situation {
	return combat.Situation{Distance: distance, InArc: true, InView: true, Shooters: 1}
}

func seeded(seed uint64) *dice.Seeded { return dice.NewSeeded(seed) }

// settle sets each fighter's Condition from the outcome's changes, as the
// match's apply step does: a resolution changes only its own copies.
func settle(o combat.Outcome, fs ...*combat.Fighter) {
	for _, c := range o.Changes {
		for _, f := range fs {
			if f != nil && f.ID == c.ID {
				f.Condition = c.Now
			}
		}
	}
}
