package battle

import (
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/orders"
)

// The bottom bar keeps its order and drops the highest ranks first until
// the line fits; one hint too wide for the room is still written.
func TestHintsThatFit(t *testing.T) {
	hints := []hint{
		{keys: "Z or /", does: "claim", group: 0, rank: 0},
		{keys: "click", does: "select", group: 1, rank: 1},
		{keys: "M", does: "move", group: 2, rank: 3},
		{keys: "R", does: "run", group: 2, rank: 4},
		{keys: "Esc", does: "back", group: 3, rank: 2},
	}
	chars := func(s string) float64 { return float64(len([]rune(s))) }
	all := "Z or / claim · click select · M move  R run · Esc back"
	for _, c := range []struct {
		room float64
		want string
	}{
		{100, all},
		{chars(all), all},
		{chars(all) - 1, "Z or / claim · click select · M move · Esc back"},
		{30, "Z or / claim · click select"},
		{1, "Z or / claim"},
	} {
		if got := hintsThatFit(hints, c.room, chars); got != c.want {
			t.Errorf("room %v: %q, want %q", c.room, got, c.want)
		}
	}
}

// The screen writes verbs in words, never the orders format's tokens.
func TestVerbWord(t *testing.T) {
	for v, want := range map[orders.Verb]string{
		orders.BreakOff: "break off", orders.SmallStep: "small step", orders.Rotate: "face",
		orders.StandUp: "stand up", orders.Move: "move",
	} {
		if got := verbWord(v); got != want {
			t.Errorf("verbWord(%s) = %q, want %q", v, got, want)
		}
	}
}

// A bare-handed model's weapon blow is a punch, on the label as in the
// order; other attacks stay as chosen.
func TestBlowOf(t *testing.T) {
	bare := orders.Unit{}
	broken := orders.Unit{F: combat.Fighter{Melee: &content.MeleeWeapon{}}}
	broken.F.MeleeBroken = true
	armed := orders.Unit{F: combat.Fighter{Melee: &content.MeleeWeapon{}}}
	for _, c := range []struct {
		u            orders.Unit
		chosen, want combat.AttackType
	}{
		{bare, combat.UseWeapon, combat.Punch}, {broken, combat.UseWeapon, combat.Punch},
		{armed, combat.UseWeapon, combat.UseWeapon}, {bare, combat.Kick, combat.Kick},
	} {
		if got := blowOf(c.u, c.chosen); got != c.want {
			t.Errorf("%+v with %s: %s, want %s", c.u.F.Melee, c.chosen, got, c.want)
		}
	}
}

// The pointer holder's note shortens to the room beside the side's name.
func TestHoldsNote(t *testing.T) {
	chars := func(s string) float64 { return float64(len([]rune(s))) }
	for _, c := range []struct {
		room float64
		want string
	}{{100, "HOLDS THE POINTER  3.7 s"}, {24, "HOLDS THE POINTER  3.7 s"}, {23, "HOLDS POINTER  3.7 s"}, {12, "HOLDS  3.7 s"}, {5, "3.7 s"}, {1, "3.7 s"}} {
		if got := holdsNote(3.7, c.room, chars); got != c.want {
			t.Errorf("room %v: %q, want %q", c.room, got, c.want)
		}
	}
}
