package ai

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/modules/psychic"
	"github.com/krygothic/krygothic/rules/orders"
)

// psychicTrooper is content in which red's trooper is a psychic knowing
// powers.
func psychicTrooper(t *testing.T, powers ...string) *content.Content {
	t.Helper()
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	for i, u := range c.Units {
		if u.ID == "ec-trooper" {
			c.Units[i] = psychic.Teach(u, powers...)
		}
	}
	return c
}

// GAP-22: a psychic weighs the powers it knows by their exact odds and
// offers each where it has something to do: the bolt and terror at the
// brute in view, the veil on the friend in the brute's sights, and a
// warp out of the fight with it, axe against rifle. It offers nothing it
// does not know.
func TestThePsychicWeighsItsPowers(t *testing.T) {
	all := []string{"warp", "bolt", "terror", "veil"}
	red := []string{"ec-trooper, ranged: rifle", "ec-trooper, ranged: rifle"}
	at := map[string]spot{
		"red.ec-trooper-1":      {9.5, 6.5, 0}, // in contact with the brute
		"red.ec-trooper-2":      {4.5, 2.5, 0}, // in the brute's sights
		"blue.renegade-brute-1": {10.5, 6.5, 180},
	}
	hideLeaders(at)
	for _, c := range []struct {
		knows []string
		want  []string
	}{
		{all, []string{"bolt blue.renegade-brute-1", "terror blue.renegade-brute-1", "veil red.ec-trooper-2", "warp "}},
		{[]string{"bolt"}, []string{"bolt blue.renegade-brute-1"}},
	} {
		con := psychicTrooper(t, c.knows...)
		s := textScenarioOf(t, con, room+sides(red, []string{"renegade-brute, ranged: rifle, melee: axe"}))
		a := NewTactician("red", Hard, 1)
		tb := a.table(placedOf(t, con, s, Hard, at).View())
		var got []string
		for _, u := range tb.own {
			if u.ID == "red.ec-trooper-1" {
				a.moduleCandidates(tb, u, 0, func(cd candidate) {
					if cd.score <= 0 || cd.order.Unit != u.ID {
						t.Errorf("%v offers %+v", c.knows, cd)
					}
					got = append(got, strings.TrimPrefix(cd.order.String(), u.ID+" "))
				})
			}
		}
		joined := strings.Join(got, "; ")
		for _, w := range c.want {
			if !strings.Contains(joined, w) {
				t.Errorf("knowing %v: offered %q; want %q among them", c.knows, joined, w)
			}
		}
		if len(c.knows) == 1 && len(got) != 1 {
			t.Errorf("knowing only the bolt: offered %q", joined)
		}
	}
}

// And the candidates are played: a trooper with no gun that knows terror
// uses it on the cultist in view rather than walk up to it.
func TestThePsychicUsesTerror(t *testing.T) {
	con := psychicTrooper(t, string(psychic.Terror))
	s := textScenarioOf(t, con, room+sides([]string{"ec-trooper, melee: knife"}, []string{"renegade-cultist, melee: knife"}))
	at := map[string]spot{"red.ec-trooper-1": {5.5, 4.5, 0}, "blue.renegade-cultist-1": {15.5, 4.5, 180}}
	hideLeaders(at)
	for _, l := range []Level{Normal, Hard} {
		got := firstDeclaredBy(t, placedOf(t, con, s, l, at), "ec-trooper-1")
		if want := (orders.Order{Unit: "red.ec-trooper-1", Verb: psychic.Terror, Target: "blue.renegade-cultist-1"}).String(); got != want {
			t.Errorf("%s: %q; want %q", l.Name, got, want)
		}
	}
}
