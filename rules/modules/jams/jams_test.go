package jams_test

import (
	"errors"
	"math"
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/deck/decktest"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/jams"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// env is the match as far as the module needs one: scripted dice, and
// the outcomes it is handed, whose marks it sets on the table.
type env struct {
	t   *orders.Table
	src dice.Source
	out []orders.Outcome
}

func (e *env) Dice() dice.Source { return e.src }
func (e *env) Apply(o orders.Outcome) error {
	e.out = append(e.out, o)
	for _, s := range o.Sets {
		if m, ok := s.(orders.Marked); ok {
			if m.Value == 0 {
				delete(e.t.Marks, m.Key)
			} else {
				e.t.Marks[m.Key] = m.Value
			}
		}
	}
	return nil
}
func (e *env) Defence(_, _ *orders.Unit) (combat.DefenceClass, combat.DefenceType) {
	return combat.Passive, combat.NoDefenceType
}
func (e *env) PayForWound(_ *orders.Unit, _, _, _ int) bool { return false }
func (e *env) LetGo(_, _ *orders.Unit) bool                 { return false }

func (e *env) events() []combat.Event {
	var out []combat.Event
	for _, o := range e.out {
		out = append(out, o.Events...)
	}
	return out
}

// gunner is a table with one red gunner carrying weapon (Mind 3), and the
// jams module's rules for content whose only rating is weapon's Jam n.
func gunner(t *testing.T, weapon string, n int, faces ...int) (*orders.Table, *orders.Unit, orders.Module, *env) {
	t.Helper()
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	w, ok := c.Ranged(weapon)
	if !ok {
		t.Fatalf("no %s in the content", weapon)
	}
	d := jams.Shipped()
	d.Weapons = []*jams.Rating{{Weapon: weapon, Jam: n}}
	mod := jams.Rules(d)
	u := &orders.Unit{ID: "red.gunner-1", Side: 0, OnTable: true, Base: geom.Base{Radius: 0.5},
		F: combat.Fighter{ID: "red.gunner-1", Ranged: w, WoundCapacity: 1, Stats: content.Characteristics{Mind: 3, RC: 4, Speed: 4, Body: 3}}}
	tb := &orders.Table{Units: []*orders.Unit{u}, Marks: map[orders.MarkKey]int{}}
	tb.Sides[0], tb.Sides[1] = &orders.Side{ID: "red", Index: 0}, &orders.Side{ID: "blue", Index: 1}
	src, err := dice.NewScripted(faces...)
	if err != nil {
		t.Fatal(err)
	}
	return tb, u, mod, &env{t: tb, src: src}
}

// toHit is a ranged to-hit roll by the gunner showing faces (KG-RC-09).
func toHit(faces ...int) combat.Roll {
	r := combat.Roll{RuleID: "KG-RC-09", Purpose: "to hit", Kind: combat.HitRoll, Arm: combat.Gun, By: "red.gunner-1", TN: 5, Keep: 2}
	for _, f := range faces {
		r.Dice = append(r.Dice, dice.Chain{f})
	}
	return r
}

// SW-JAM-EX1, with the seed's numbers: an assault cannon "jams on 4"
// rolls a 1 in its shooting contest, so a second die is rolled; 1–4 jam
// it, 5–6 do not (XS-02: Jam 4, the jam die a D6). The shot itself is
// not touched: the module only adds the jam die and the jam after it.
func TestJamsOnFour(t *testing.T) {
	for jamDie := 1; jamDie <= 6; jamDie++ {
		tb, u, mod, e := gunner(t, "autocannon", 4, jamDie)
		if err := mod.Observers[0](tb, e, toHit(1, 3, 6, 5), tb.Sides[0]); err != nil {
			t.Fatal(err)
		}
		want := jamDie <= 4
		if got := jams.Jammed(tb, u); got != want {
			t.Errorf("jam die %d on Jam 4: jammed %v, want %v", jamDie, got, want)
		}
		ev := e.events()
		if len(ev) == 0 {
			t.Fatalf("jam die %d: no jam die logged", jamDie)
		}
		r, ok := ev[0].(combat.Roll)
		if !ok || r.RuleID != "XS-02" || len(r.Dice) != 1 || r.Dice[0].Natural() != jamDie {
			t.Errorf("jam die %d: first event %+v, want the XS-02 jam die", jamDie, ev[0])
		}
		stated := len(ev) == 2 && ev[1] == combat.Event(combat.StateChanged{RuleID: "XS-02", Unit: u.ID, State: jams.JammedState})
		if stated != want {
			t.Errorf("jam die %d: events %+v; a jam is logged as a state change exactly when it jams", jamDie, ev)
		}
	}
}

// XS-02: the jam die is rolled only after a to-hit roll showing a natural
// 1 (SW-JAM-02), with a jam-rated weapon not jammed already, and only for
// ranged to-hit rolls: a 6 that exploded into a 1 is no natural 1, and
// other rolls (to wound, close combat) never jam a gun.
func TestNoJamDieWithoutANaturalOne(t *testing.T) {
	exploded := toHit(3, 5)
	exploded.Dice = append(exploded.Dice, dice.Chain{6, 1})
	wound := toHit(1, 1)
	wound.RuleID, wound.Purpose, wound.Kind, wound.Arm = "KG-RC-13", "to wound", combat.WoundRoll, combat.NoArm
	cc := toHit(1, 4)
	cc.RuleID, cc.Arm = "KG-CC-06", combat.Hand
	for name, r := range map[string]combat.Roll{"no 1": toHit(2, 3, 4, 6), "exploded 6 then 1": exploded, "to wound": wound, "close combat": cc} {
		tb, u, mod, e := gunner(t, "autocannon", 6) // no die scripted: rolling one fails
		if err := mod.Observers[0](tb, e, r, tb.Sides[0]); err != nil {
			t.Errorf("%s: %v (a jam die was asked for)", name, err)
		}
		if jams.Jammed(tb, u) || len(e.out) > 0 {
			t.Errorf("%s: the module answered %+v", name, e.out)
		}
	}
	// A weapon with no rating never jams; nor does a jammed one roll again.
	tb, u, mod, e := gunner(t, "autocannon", 6)
	u.F.Ranged = &content.RangedWeapon{ID: "rifle", Name: "Rifle"}
	if err := mod.Observers[0](tb, e, toHit(1), tb.Sides[0]); err != nil || len(e.out) > 0 {
		t.Errorf("an unrated weapon: %v %+v", err, e.out)
	}
	tb, _, mod, e = gunner(t, "autocannon", 6)
	tb.Marks[orders.MarkKey{Unit: "red.gunner-1", Mark: jams.Mark}] = 1
	if err := mod.Observers[0](tb, e, toHit(1), tb.Sides[0]); err != nil || len(e.out) > 0 {
		t.Errorf("a jammed weapon rolled the jam die again: %v %+v", err, e.out)
	}
	// A snap shot's second attack is a to-hit roll too.
	tb, u, mod, e = gunner(t, "autocannon", 2, 2)
	snap := toHit(1, 2)
	snap.Purpose = "to hit (attack 2 of 2)"
	if err := mod.Observers[0](tb, e, snap, tb.Sides[0]); err != nil || !jams.Jammed(tb, u) {
		t.Errorf("a snap shot's second attack with a natural 1 and a jam die of 2 on Jam 2: jammed %v (%v)", jams.Jammed(tb, u), err)
	}
}

// XS-02, RPG-JAM-01: clearing is an order of its own (1 AP) and a Mind
// check at TN 4, as often as it takes; it is refused when nothing is
// jammed, and a jammed weapon's shots are barred, citing XS-02.
func TestClearingAJam(t *testing.T) {
	// Mind 3 at TN 4: three dice, the best counts. 1 2 3 fails; 2 5 1 passes.
	tb, u, mod, e := gunner(t, "autocannon", 2, 1, 2, 3, 2, 5, 1)
	clear := mod.Kinds[0]
	st := &orders.Step{Order: orders.Order{Unit: u.ID, Verb: jams.Clear}, Unit: u, Kind: clear}
	var r *refusal.Error
	if err := clear.Plan(tb, st, &u.Base); !errors.As(err, &r) || r.RuleID != "XS-02" {
		t.Errorf("clearing with nothing jammed: %v, want an XS-02 refusal", err)
	}
	tb.Marks[orders.MarkKey{Unit: u.ID, Mark: jams.Mark}] = 1
	if err := clear.Plan(tb, st, &u.Base); err != nil || st.Cost != 1 {
		t.Fatalf("clearing a jam: %v, cost %d; want accepted at 1 AP", err, st.Cost)
	}
	a := combat.RangedAttack{}
	mod.Shots[0](tb, u, u.Base, u, &a)
	if !errors.As(a.Refusal, &r) || r.RuleID != "XS-02" {
		t.Errorf("a jammed weapon's shot is barred by %v, want XS-02", a.Refusal)
	}
	if err := clear.Resolve(tb, e, st); err != nil {
		t.Fatal(err)
	}
	if !jams.Jammed(tb, u) {
		t.Fatal("a failed Mind check (1 2 3 at TN 4) cleared the jam")
	}
	if err := clear.Resolve(tb, e, st); err != nil {
		t.Fatal(err)
	}
	if jams.Jammed(tb, u) {
		t.Fatalf("a passed Mind check (2 5 1 at TN 4) left the jam: %+v", e.events())
	}
	var checks []bool
	for _, ev := range e.events() {
		if r, ok := ev.(combat.Roll); ok && r.RuleID == "XS-02" {
			checks = append(checks, r.Success)
		}
	}
	if len(checks) != 2 || checks[0] || !checks[1] {
		t.Errorf("the clearing checks logged %v, want a failure then a pass", checks)
	}
	a = combat.RangedAttack{}
	mod.Shots[0](tb, u, u.Base, u, &a)
	if a.Refusal != nil {
		t.Errorf("a cleared weapon's shot is still barred: %v", a.Refusal)
	}
}

// The jam chance the preview shows is exact: against every face of every
// die, enumerated, for each number of dice, attacks and rating.
func TestJamChanceIsExact(t *testing.T) {
	for n := 0; n <= 6; n++ {
		for d := 0; d <= 5; d++ {
			// one attack: the share of d-dice rolls showing a 1, times n/6
			ones, all := 0, 0
			var walk func(left int, one bool)
			walk = func(left int, one bool) {
				if left == 0 {
					all++
					if one {
						ones++
					}
					return
				}
				for f := 1; f <= 6; f++ {
					walk(left-1, one || f == 1)
				}
			}
			walk(d, false)
			per := float64(ones) / float64(all) * float64(n) / 6
			for attacks := 1; attacks <= 2; attacks++ {
				want := 1 - math.Pow(1-per, float64(attacks))
				if got := jams.Chance(d, attacks, n); math.Abs(got-want) > 1e-12 {
					t.Errorf("Chance(%d dice, %d attacks, Jam %d) = %v, want %v", d, attacks, n, got, want)
				}
			}
		}
	}
	if got := jams.Chance(4, 1, 2); math.Abs(got-(1-625.0/1296)/3) > 1e-12 {
		t.Errorf("an autocannon's 4 dice on Jam 2: %v, want (1 − (5/6)^4) × 2/6", got)
	}
}

// skirmish is an open deck 16" × 6" with red's EC trooper (an autocannon,
// its jam already on the table) at (2.5, 2.5) facing east, red's
// commander at (2.5, 4.5), and blue's cultist standing with its centre at
// x, 2.5; and the order rules with the jams module.
func skirmish(t *testing.T, x float64) (*orders.Table, *orders.Rules) {
	t.Helper()
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	d := jams.Shipped()
	d.Weapons = []*jams.Rating{{Weapon: "autocannon", Jam: 2}}
	mod := jams.Rules(d)
	model := func(id string, side int, roster, ranged string, at geom.Vec) *orders.Unit {
		ru, ok := c.Unit(roster)
		if !ok {
			t.Fatalf("no unit %s", roster)
		}
		cl, _ := c.Class(ru.Class)
		m := &army.Model{Name: ru.Name, Unit: ru, Class: cl}
		m.Ranged, _ = c.Ranged(ranged)
		u := &orders.Unit{ID: id, Side: side, Model: m, OnTable: true, Base: geom.Base{Centre: at, Radius: 0.5}}
		u.F = *combat.NewFighter(id, m)
		return u
	}
	rows := make([]string, 6)
	for i := range rows {
		rows[i] = "................"
	}
	tb := &orders.Table{Deck: decktest.Build(t, rows...), Units: []*orders.Unit{
		model("red.gunner-1", 0, "ec-trooper", "autocannon", geom.Vec{X: 2.5, Y: 2.5}),
		model("red.commander-1", 0, "ec-commander", "rifle", geom.Vec{X: 2.5, Y: 4.5}),
		model("blue.cultist-1", 1, "renegade-cultist", "rifle", geom.Vec{X: x, Y: 2.5}),
	}, Marks: map[orders.MarkKey]int{{Unit: "red.gunner-1", Mark: jams.Mark}: 1},
		Fought: map[orders.Pair]int{}, Charged: map[orders.Pair]bool{}}
	for i, id := range []string{"red", "blue"} {
		tb.Sides[i] = &orders.Side{ID: id, Index: i, AP: 30}
	}
	tb.Rules = orders.Core().With(mod)
	return tb, tb.Rules
}

// XS-02, SW-JAM-03 (the ruling of 2026-11-28): a model clearing a jam "may
// not fire other weapons or fight in close combat". Its clear may share a
// combo with a normal move, before it or after, and with another unit's
// shot; never with a shot, a charge or a close-combat attack of its own,
// in either order, each refused citing XS-02.
func TestClearingAJamTakesTheModelsFightSWJAM03(t *testing.T) {
	for _, tc := range []struct {
		name  string
		x     float64 // where the cultist stands: 3.5 is base contact
		combo string
		want  string // the refusal's rule, "" for accepted
	}{
		{"clear, then a normal move", 8.5, "gunner-1 clear & gunner-1 move 4.5 2.5", ""},
		{"a normal move, then clear", 8.5, "gunner-1 move 4.5 2.5 & gunner-1 clear", ""},
		{"clear while another unit shoots", 8.5, "gunner-1 clear & commander-1 shoot blue.cultist-1", ""},
		{"clear, then charge", 6.5, "gunner-1 clear & gunner-1 charge blue.cultist-1", "XS-02"},
		{"charge, then clear", 6.5, "gunner-1 charge blue.cultist-1 & gunner-1 clear", "XS-02"},
		{"clear, then a close-combat attack", 3.5, "gunner-1 clear & gunner-1 attack blue.cultist-1", "XS-02"},
		{"a close-combat attack, then clear", 3.5, "gunner-1 attack blue.cultist-1 & gunner-1 clear", "XS-02"},
		{"clear, then a shot", 8.5, "gunner-1 clear & gunner-1 shoot blue.cultist-1", "XS-02"},
		{"clear, move, then charge", 8.5, "gunner-1 clear & gunner-1 move 3.5 2.5 & gunner-1 charge blue.cultist-1", "XS-02"},
	} {
		tb, rules := skirmish(t, tc.x)
		decls, err := rules.ParseOrders("orders", "0 red "+tc.combo+"\n")
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		_, _, err = rules.Check(tb, 0, decls[0].Steps)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %q refused: %v", tc.name, tc.combo, err)
		case tc.want != "" && refusal.RuleOf(err) != tc.want:
			t.Errorf("%s: %q: %v, want a refusal citing %s", tc.name, tc.combo, err, tc.want)
		}
	}
	// The same charge and attack without a jam to clear are the core
	// game's: what is refused above is clearing with them.
	for x, order := range map[float64]string{6.5: "gunner-1 charge blue.cultist-1", 3.5: "gunner-1 attack blue.cultist-1"} {
		tb, rules := skirmish(t, x)
		delete(tb.Marks, orders.MarkKey{Unit: "red.gunner-1", Mark: jams.Mark})
		decls, err := rules.ParseOrders("orders", "0 red "+order+"\n")
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := rules.Check(tb, 0, decls[0].Steps); err != nil {
			t.Errorf("%q with no jam: %v", order, err)
		}
	}
}
