package orders

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/rules/refusal"
)

// KG-CMB-05: a step repeats when the same unit does the same kind of
// action as its previous AP-costing step; free turns and small steps in
// between do not break the repeat.
func TestRepeats(t *testing.T) {
	a, b := &Unit{}, &Unit{}
	core := Core()
	st := func(u *Unit, v Verb, cost int) *Step {
		return &Step{Unit: u, Order: Order{Verb: v}, Kind: core.Kind(v), Cost: cost}
	}
	for _, tc := range []struct {
		name string
		prev []*Step
		next *Step
		want bool
	}{
		{"first step of a combo", nil, st(a, Move, 1), false},
		{"move and move", []*Step{st(a, Move, 1)}, st(a, Move, 1), true},
		{"move and run", []*Step{st(a, Move, 1)}, st(a, Run, 2), true},
		{"fire and fire", []*Step{st(a, Shoot, 2)}, st(a, Shoot, 2), true},
		{"attack and attack", []*Step{st(a, Attack, 1)}, st(a, Attack, 1), true},
		{"move and fire (KG-CMB-EX2)", []*Step{st(a, Move, 1)}, st(a, Shoot, 2), false},
		{"fire, free turn, fire", []*Step{st(a, Shoot, 2), st(a, Rotate, 0)}, st(a, Shoot, 2), true},
		{"fire, free small step, fire", []*Step{st(a, Shoot, 2), st(a, SmallStep, 0)}, st(a, Shoot, 2), true},
		{"another unit's fire", []*Step{st(b, Shoot, 2)}, st(a, Shoot, 2), false},
		{"fire, another unit moves, fire", []*Step{st(a, Shoot, 2), st(b, Move, 1)}, st(a, Shoot, 2), false},
	} {
		var before comboSoFar
		for _, p := range tc.prev {
			before.add(p)
		}
		if got := before.repeats(tc.next); got != tc.want {
			t.Errorf("%s: repeats = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// payer is an Env that pays for every wound it is asked about.
type payer struct{ asked []int }

func (p *payer) Dice() dice.Source   { return nil }
func (p *payer) Apply(Outcome) error { return nil }
func (p *payer) Defence(_, _ *Unit) (combat.DefenceClass, combat.DefenceType) {
	return combat.Passive, 0
}
func (p *payer) LetGo(_, _ *Unit) bool { return false }
func (p *payer) PayForWound(_ *Unit, n, _, left int) bool {
	p.asked = append(p.asked, left)
	return true
}

// KG-CC-09: extra wounds are bought one at a time from what is left: with
// 3 AP the second wound (2 AP) is bought, the third (3 AP) is not even
// asked about, and the side is told what it has left each time.
func TestExtraWoundsPaidFromWhatIsLeft(t *testing.T) {
	env := &payer{}
	c := &chooser{env: env, attacker: &Unit{ID: "red.ec-trooper-1"}, side: &Side{AP: 3}}
	if !c.PayForWound(2, 2) || c.paid != 2 {
		t.Fatalf("the second wound: paid %d, want 2", c.paid)
	}
	if c.PayForWound(3, 3) || c.paid != 2 {
		t.Errorf("the third wound was bought with %d AP left", 3-c.paid)
	}
	if len(env.asked) != 1 || env.asked[0] != 3 {
		t.Errorf("asked with %v AP left, want once with 3", env.asked)
	}
}

// GAP-12: with the option wideArc, an attacker 60° off the defender's
// facing is inside its 180° front arc, so not on its blind side; with
// standard arcs it is.
func TestCloseCombatBlindSideFollowsWideArc(t *testing.T) {
	defender := &Unit{ID: "blue.d", Base: geom.Base{Radius: 0.5}}
	attacker := &Unit{ID: "red.a", Base: geom.Base{Centre: geom.Vec{X: 0.5, Y: 0.866}, Radius: 0.5}}
	for _, wide := range []bool{false, true} {
		tb := &Table{Options: Options{WideArc: wide}, Fought: map[Pair]int{}, Charged: map[Pair]bool{}}
		if got := tb.CloseCombatAttack(attacker, defender, combat.Punch, false).BlindSide; got == wide {
			t.Errorf("wideArc %v: blind side %v", wide, got)
		}
	}
}

// KG-FACE-01/03/04: which of two steps declared within the face-off
// window goes first: movement, then ranged, then close combat; the same
// action: the faster unit (Speed 5 over 3, either way round); equal
// Speed: a d6 each, re-rolled on a tie; a mover that is the other's
// target has no movement precedence. The dice running out is an error,
// not a guess.
func TestPrecedence(t *testing.T) {
	core := Core()
	unit := func(id string, speed int) *Unit {
		u := &Unit{ID: id}
		u.F.Stats.Speed = content.Stat(speed)
		return u
	}
	fast, slow, other := unit("red.fast", 5), unit("blue.slow", 3), unit("blue.other", 5)
	step := func(u *Unit, v Verb, target *Unit) *Step {
		return &Step{Unit: u, Order: Order{Verb: v}, Kind: core.Kind(v), Target: target}
	}
	script := func(faces ...int) dice.Source {
		s, err := dice.NewScripted(faces...)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	tests := []struct {
		name  string
		a, b  *Step
		faces []int
		first bool
		why   string
	}{
		{"move before shot (KG-FACE-01)", step(slow, Move, nil), step(fast, Shoot, other), nil, true, "KG-FACE-01"},
		{"shot after move", step(fast, Shoot, other), step(slow, Move, nil), nil, false, "KG-FACE-01"},
		{"shot before attack", step(slow, Shoot, fast), step(fast, Attack, slow), nil, true, "KG-FACE-01"},
		{"the faster shot first (KG-FACE-03)", step(fast, Shoot, slow), step(slow, Shoot, fast), nil, true, "faster unit first"},
		{"the slower shot second", step(slow, Shoot, fast), step(fast, Shoot, slow), nil, false, "faster unit first"},
		{"equal Speed: the higher d6", step(fast, Shoot, slow), step(other, Shoot, slow), []int{2, 5}, false, "d6 2 against 5"},
		{"equal Speed: a tie re-rolls", step(fast, Shoot, slow), step(other, Shoot, slow), []int{4, 4, 6, 1}, true, "d6 6 against 1"},
		{"a targeted mover has no precedence (KG-FACE-04)", step(slow, Move, nil), step(fast, Shoot, slow), nil, false, "KG-FACE-01"},
	}
	for _, tc := range tests {
		first, why, err := Core().precedence(nil, script(tc.faces...), tc.a, tc.b, false)
		if err != nil || first != tc.first || !strings.Contains(why, tc.why) {
			t.Errorf("%s: first %v (%q, %v), want %v (%q)", tc.name, first, why, err, tc.first, tc.why)
		}
	}
	if _, _, err := Core().precedence(nil, script(), step(fast, Shoot, slow), step(other, Shoot, slow), false); err == nil {
		t.Error("the dice ran out on a tie and precedence guessed")
	}
}

// The plan cache tells movers apart by every field of move.Mover: a field
// added to it and left out of sameMover would hand one model another's
// plan.
func TestSameMoverComparesEveryField(t *testing.T) {
	base := move.Mover{Base: geom.Base{Radius: 0.5}, Speed: 4, Body: 3, FireFrom: []geom.Vec{{X: 1}}}
	if !sameMover(base, base) {
		t.Fatal("a mover differs from itself")
	}
	rt := reflect.TypeOf(base)
	for i := range rt.NumField() {
		other := base
		other.FireFrom = slices.Clone(base.FireFrom)
		f := reflect.ValueOf(&other).Elem().Field(i)
		switch f.Kind() {
		case reflect.Int:
			f.SetInt(f.Int() + 1)
		case reflect.Float64:
			f.SetFloat(f.Float() + 1)
		case reflect.Bool:
			f.SetBool(!f.Bool())
		case reflect.Slice:
			f.Set(reflect.Append(f, reflect.ValueOf(geom.Vec{X: 2})))
		case reflect.Struct:
			other.Base.Centre.X++
		default:
			t.Fatalf("field %s of kind %s: teach this test to change it", rt.Field(i).Name, f.Kind())
		}
		if sameMover(base, other) {
			t.Errorf("movers differing only in %s compare the same", rt.Field(i).Name)
		}
	}
}

// A charge's attack has faced its target's pure horror as the charge
// began (KG-PSY-08): the odds the AI reads and the blow that resolves
// both take the test only once.
func TestChargeAttackFacedTheHorror(t *testing.T) {
	u, horror := &Unit{ID: "red.a"}, &Unit{ID: "blue.h", F: combat.Fighter{Horror: true}}
	tb := &Table{Fought: map[Pair]int{}, Charged: map[Pair]bool{}}
	for _, charged := range []bool{false, true} {
		if got := tb.CloseCombatAttack(u, horror, combat.UseWeapon, charged).HorrorFaced; got != charged {
			t.Errorf("charged %v: HorrorFaced %v", charged, got)
		}
	}
}

// UsesChannel says which declarations a busy command channel refuses
// (KG-CMB-06), as Declare does: every verb the rules know is refused
// with KG-CMB-06 on a busy side exactly when UsesChannel says it waits
// for the channel; done, cancel, the standing orders and reactions never
// are (a person's queue, game/human, hands them over at once).
func TestUsesChannelAgreesWithDeclare(t *testing.T) {
	r := Core()
	red := &Unit{ID: "red.a", Side: 0, OnTable: true, Base: geom.Base{Centre: geom.Vec{X: 1, Y: 1}, Radius: 0.5}}
	blue := &Unit{ID: "blue.b", Side: 1, OnTable: true, Base: geom.Base{Centre: geom.Vec{X: 3, Y: 1}, Radius: 0.5}}
	verbs := append(r.Verbs(), Done, Cancel, Defend, LetGo, Hold, React)
	slices.Sort(verbs)
	for _, v := range slices.Compact(verbs) {
		tb := &Table{Units: []*Unit{red, blue}, Fought: map[Pair]int{}, Charged: map[Pair]bool{}, Marks: map[MarkKey]int{}}
		tb.Sides[0] = &Side{ID: "red", Index: 0, AP: 12, ChannelFree: 100}
		tb.Sides[1] = &Side{ID: "blue", Index: 1, AP: 12}
		d := Declaration{Side: "red", Steps: []Order{{Unit: red.ID, Verb: v, Target: blue.ID}}}
		err := r.Declare(tb, nopEnv{}, 0, d)
		busy := refusal.RuleOf(err) == "KG-CMB-06" && strings.Contains(refusal.ReasonOf(err), "channel is busy")
		if busy != d.UsesChannel() {
			t.Errorf("%s on a busy channel: refused for the channel %v (%v); UsesChannel says %v", v, busy, err, d.UsesChannel())
		}
	}
}
