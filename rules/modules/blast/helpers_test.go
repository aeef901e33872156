package blast_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
)

// The fixtures of the blast's rolls, as rules/combat's tests make them.

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

// armouredTarget has Body 3 and armour 3 (KG-RC-EX5, KG-DATA-14).
func armouredTarget() *combat.Fighter {
	return with(joe("target"), func(f *combat.Fighter) { f.Stats.Body = 3; f.Armour = plainArmour; f.WoundCapacity = 3 })
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

// open is a clear medium-range situation: in arc, in view, one shooter.
func open(distance float64) combat.Situation {
	return combat.Situation{Distance: distance, InArc: true, InView: true, Shooters: 1}
}
