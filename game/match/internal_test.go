package match

import (
	"testing"

	"github.com/krygothic/krygothic/rules/geom"
)

// KG-CMB-05: a step repeats when the same unit does the same kind of
// action as its previous AP-costing step; free turns and small steps in
// between do not break the repeat.
func TestRepeats(t *testing.T) {
	a, b := &Unit{}, &Unit{}
	st := func(u *Unit, v Verb, cost int) *step {
		return &step{unit: u, order: Order{Verb: v}, cost: cost}
	}
	for _, tc := range []struct {
		name string
		prev []*step
		next *step
		want bool
	}{
		{"first step of a combo", nil, st(a, Move, 1), false},
		{"move and move", []*step{st(a, Move, 1)}, st(a, Move, 1), true},
		{"move and run", []*step{st(a, Move, 1)}, st(a, Run, 2), true},
		{"fire and fire", []*step{st(a, Shoot, 2)}, st(a, Shoot, 2), true},
		{"attack and attack", []*step{st(a, Attack, 1)}, st(a, Attack, 1), true},
		{"move and fire (KG-CMB-EX2)", []*step{st(a, Move, 1)}, st(a, Shoot, 2), false},
		{"fire, free turn, fire", []*step{st(a, Shoot, 2), st(a, Rotate, 0)}, st(a, Shoot, 2), true},
		{"fire, free small step, fire", []*step{st(a, Shoot, 2), st(a, SmallStep, 0)}, st(a, Shoot, 2), true},
		{"another unit's fire", []*step{st(b, Shoot, 2)}, st(a, Shoot, 2), false},
		{"fire, another unit moves, fire", []*step{st(a, Shoot, 2), st(b, Move, 1)}, st(a, Shoot, 2), false},
	} {
		if got := repeats(tc.prev, tc.next); got != tc.want {
			t.Errorf("%s: repeats = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// KG-CC-09: extra wounds are bought one at a time from what is left: with
// 3 AP the second wound (2 AP) is bought, the third (3 AP) is not.
func TestExtraWoundsPaidFromWhatIsLeft(t *testing.T) {
	red := &sideState{ID: "red", AP: 3, player: &Script{Side: "red"}}
	m := &Match{sides: [2]*sideState{red, {ID: "blue", index: 1}}}
	c := &choices{m: m, attacker: red, u: &Unit{ID: "red.ec-trooper-1"}}
	if !c.PayForWound(2, 2) || red.AP != 1 {
		t.Fatalf("the second wound: AP left %d, want 1", red.AP)
	}
	if c.PayForWound(3, 3) || red.AP != 1 {
		t.Errorf("the third wound was bought with %d AP left", red.AP)
	}
}

// GAP-12: with the option wideArc, an attacker 60° off the defender's
// facing is inside its 180° front arc, so not on its blind side; with
// standard arcs it is.
func TestCloseCombatBlindSideFollowsWideArc(t *testing.T) {
	defender := &Unit{ID: "blue.d", Base: geom.Base{Radius: 0.5}}
	attacker := &Unit{ID: "red.a", Base: geom.Base{Centre: geom.Vec{X: 0.5, Y: 0.866}, Radius: 0.5}}
	for _, wide := range []bool{false, true} {
		m := &Match{WideArc: wide, fought: map[[2]string]int{}, charged: map[[2]string]bool{}}
		if got := m.ccAttack(attacker, defender, Order{}, false).BlindSide; got == wide {
			t.Errorf("wideArc %v: blind side %v", wide, got)
		}
	}
}
