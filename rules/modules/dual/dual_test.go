package dual_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/dual"
	"github.com/krygothic/krygothic/rules/orders"
)

// shooter is a unit of content c carrying weapon, dual-armed or not, and
// the dual module's shot rule with data d.
func shooter(t *testing.T, c *content.Content, d dual.Data, weapon string, twoOf bool) (*orders.Unit, orders.ShotRule) {
	t.Helper()
	w, ok := c.Ranged(weapon)
	if !ok {
		t.Fatalf("no %s", weapon)
	}
	mod := dual.Rules(d)
	m := &army.Model{Ranged: w, Traits: map[string]any{dual.Field: twoOf}}
	return &orders.Unit{ID: "red.s-1", F: combat.Fighter{Ranged: w}, Model: m}, mod.Shots[0]
}

// The shot rule (XS-21): a dual-armed model's standard shot is two guns
// at −1 RC (SW-MULTI-01), its other shots one gun; a model with one
// pistol is untouched; a linked battery (SW-MULTI-03, here a rifle rated
// guns 3 in the data) fires every gun in a standard shot, with no
// penalty; a weapon the data no longer lists as one-handed is not fired
// twice even by a model listed dual.
func TestTheDualShotRule(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	d := dual.Shipped()
	d.Linked = []*dual.LinkedRating{{Weapon: "rifle", Guns: 3}}
	cases := []struct {
		name, weapon string
		twoOf        bool
		shot         combat.Shot
		guns, dice   int
	}{
		{"two pistols, standard", "pistol", true, combat.Standard, 2, -1},
		{"two pistols, aimed", "pistol", true, combat.Aimed, 0, 0},
		{"two pistols, snap", "pistol", true, combat.Snap, 0, 0},
		{"one pistol", "pistol", false, combat.Standard, 0, 0},
		{"a linked battery of 3", "rifle", false, combat.Standard, 3, 0},
		{"a linked battery, aimed", "rifle", false, combat.Aimed, 0, 0},
		{"an assault rifle listed dual", "assault-rifle", true, combat.Standard, 0, 0},
	}
	for _, tc := range cases {
		u, rule := shooter(t, c, d, tc.weapon, tc.twoOf)
		a := combat.RangedAttack{Shot: tc.shot}
		rule(nil, u, geom.Base{}, nil, &a)
		dice := 0
		for _, m := range a.Mods {
			if m.RuleID == "XS-21" && m.On == "dice" {
				dice += m.Value
			}
		}
		if a.Volley != tc.guns || dice != tc.dice {
			t.Errorf("%s: %d guns, %+d RC; want %d and %+d", tc.name, a.Volley, dice, tc.guns, tc.dice)
		}
	}
}
