package luck_test

import (
	"math"
	"slices"
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/deck/decktest"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/luck"
	"github.com/krygothic/krygothic/rules/orders"
)

var gear *content.Content

func init() {
	var err error
	if gear, err = content.Default(); err != nil {
		panic(err)
	}
}

// env applies what the module hands the match: its marks.
type env struct{ t *orders.Table }

func (e *env) Dice() dice.Source { return nil }
func (e *env) Apply(o orders.Outcome) error {
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
func (e *env) Defence(_, _ *orders.Unit) (combat.DefenceClass, combat.DefenceType) { return 0, 0 }
func (e *env) PayForWound(_ *orders.Unit, _, _, _ int) bool                        { return false }
func (e *env) LetGo(_, _ *orders.Unit) bool                                        { return false }

// unit is a model of side and class at (x, y), with a rifle.
func unit(id string, side int, class content.ClassID, x, y float64) *orders.Unit {
	f := combat.Fighter{ID: id, WoundCapacity: 2, Ranged: gear.RangedWeapons[0], SquadLeader: class == content.SquadLeader}
	f.Stats.RC, f.Stats.Speed, f.Stats.Body, f.Stats.Willpower = 3, 4, 3, 3
	m := &army.Model{Unit: &content.Unit{}, Class: &content.Class{ID: class}}
	return &orders.Unit{ID: id, Side: side, F: f, OnTable: true, Base: geom.Base{Centre: geom.Vec{X: x, Y: y}, Radius: 0.5}, Model: m}
}

// table sets the units on a deck 24" × 12" with a wall from (10, 0) to
// (11, 6), and returns the rules with the module on their shipped data.
func table(t *testing.T, units ...*orders.Unit) (*orders.Table, *orders.Rules) {
	t.Helper()
	rows := make([]string, 12)
	for i := range rows {
		rows[i] = "........................"
		if i < 6 {
			rows[i] = "..........#............."
		}
	}
	tb := &orders.Table{Deck: decktest.Build(t, rows...), Units: units,
		Fought: map[orders.Pair]int{}, Charged: map[orders.Pair]bool{}, Marks: map[orders.MarkKey]int{}}
	for i, id := range []string{"red", "blue"} {
		tb.Sides[i] = &orders.Side{ID: id, Index: i, AP: 20}
	}
	return tb, orders.Core().With(luck.Rules(luck.Shipped()))
}

// miss is a to-hit roll by unit of faces (one die each) at TN 5, keep 2.
func miss(by string, faces ...int) combat.Roll {
	r := combat.Roll{RuleID: "KG-RC-09", Purpose: "to hit", Kind: combat.HitRoll, Arm: combat.Gun, Weapon: "Rifle", By: by, TN: 5, Keep: 2}
	for _, f := range faces {
		r.Dice = append(r.Dice, dice.Chain{f})
		r.Passed = append(r.Passed, f >= 5)
		if f >= 5 {
			r.Kept = append(r.Kept, len(r.Dice)-1)
		}
	}
	r.Success = len(r.Kept) > 0
	return r
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-12 }

// XS-11 (GW-FORCE-01, GW-CMD-02): a trooper's to-hit roll lands with no
// hit. The Squad Leader that sees it offers a command re-roll of every
// failed die for 2 AP, shouted: the exact chance a die rolled again hits
// TN 5 is 1/3, so three dice turn the miss 1 − (2/3)³ = 19/27 of the
// time. Taking it marks the trooper for the round.
func TestACommandRerollIsOffered(t *testing.T) {
	tb, rules := table(t, unit("red.sl", 0, content.SquadLeader, 2, 8), unit("red.t1", 0, "storm", 4, 8), unit("blue.c", 1, "storm", 20, 8))
	o, ok := rules.Offer(tb, miss("red.t1", 1, 2, 4))
	if !ok || len(o.Options) != 1 {
		t.Fatalf("offer %+v, %v: want one option, the command re-roll", o, ok)
	}
	opt := o.Options[0]
	if opt.RuleID != luck.Rule || opt.By != "red.sl" || opt.AP != 2 || !opt.Shout || !slices.Equal(opt.Dice, []int{0, 1, 2}) || !near(opt.Odds, 19.0/27) {
		t.Errorf("option %+v: want the Squad Leader's, 2 AP shouted, dice 0-2, odds 19/27", opt)
	}
	if o.Side != 0 || o.Turns() != "to hit" {
		t.Errorf("offer to side %d, turning %q", o.Side, o.Turns())
	}
	taken := o.Taken(0)
	want := []orders.Set{orders.Paid{Side: 0, AP: 2}, orders.Shouted{Side: 0, AP: 2},
		orders.Marked{Key: orders.MarkKey{Unit: "red.t1", Mark: luck.MarkCommand}, Value: 1}}
	if !slices.Equal(taken.Sets, want) {
		t.Errorf("taking it: %+v, want %+v", taken.Sets, want)
	}
	// Once per model an AP round: marked, the trooper is offered nothing
	// more until the next round begins.
	e := &env{tb}
	if err := e.Apply(taken); err != nil {
		t.Fatal(err)
	}
	if o, ok := rules.Offer(tb, miss("red.t1", 1, 1, 1)); ok {
		t.Errorf("a second command re-roll in the round: %+v", o)
	}
	if _, ok := rules.Offer(tb, miss("red.sl", 1, 1, 1)); !ok {
		t.Error("the Squad Leader's own roll was offered nothing: once per model, not once per Squad Leader")
	}
	if err := rules.RoundBegun(tb, e, 2); err != nil {
		t.Fatal(err)
	}
	if _, ok := rules.Offer(tb, miss("red.t1", 1, 1, 1)); !ok {
		t.Error("the next AP round offered the trooper nothing")
	}
}

// XS-11: a veteran (an Elite) rolls one failed die of its own again, free,
// once an AP round; the command re-roll is offered with it. A die at TN 5
// turns a miss 1/3 of the time.
func TestAVeteransOwnReroll(t *testing.T) {
	tb, rules := table(t, unit("red.sl", 0, content.SquadLeader, 2, 8), unit("red.vet", 0, content.Elite, 4, 8))
	o, ok := rules.Offer(tb, miss("red.vet", 2, 3))
	if !ok || len(o.Options) != 2 {
		t.Fatalf("offer %+v: want the veteran's and the command re-roll", o)
	}
	v := o.Options[0]
	if v.By != "red.vet" || v.AP != 0 || v.Shout || !slices.Equal(v.Dice, []int{0}) || !near(v.Odds, 1.0/3) {
		t.Errorf("the veteran's option %+v: free, one die, 1/3", v)
	}
	if c := o.Options[1]; !slices.Equal(c.Dice, []int{0, 1}) || !near(c.Odds, 1-4.0/9) {
		t.Errorf("the command option %+v: both dice, 5/9", c)
	}
	if err := (&env{tb}).Apply(o.Taken(0)); err != nil {
		t.Fatal(err)
	}
	o, _ = rules.Offer(tb, miss("red.vet", 1, 1))
	if len(o.Options) != 1 || o.Options[0].By != "red.sl" {
		t.Errorf("after its own re-roll the veteran is offered %+v: the command re-roll alone", o.Options)
	}
}

// XS-11: the Squad Leader must see the model (GAP-11, whatever it faces):
// behind a wall there is no command re-roll; a Squad Leader's own roll
// needs no sight. A side that cannot pay is offered nothing.
func TestACommandNeedsSightAndAP(t *testing.T) {
	tb, rules := table(t, unit("red.sl", 0, content.SquadLeader, 8, 3), unit("red.t1", 0, "storm", 13, 3), unit("red.t2", 0, "storm", 8, 9))
	if o, ok := rules.Offer(tb, miss("red.t1", 1, 1)); ok {
		t.Errorf("a trooper behind the wall was offered %+v", o)
	}
	if _, ok := rules.Offer(tb, miss("red.t2", 1, 1)); !ok {
		t.Error("a trooper in sight was offered nothing")
	}
	if o, ok := rules.Offer(tb, miss("red.sl", 1, 1)); !ok || o.Options[0].By != "red.sl" {
		t.Errorf("the Squad Leader's own roll: %+v", o)
	}
	tb.Sides[0].AP = 1
	if o, ok := rules.Offer(tb, miss("red.t2", 1, 1)); ok {
		t.Errorf("a side with 1 AP was offered a 2-AP re-roll: %+v", o)
	}
}

// XS-11: a roll a re-roll cannot turn is offered nothing: one that passed,
// a pool that keeps all it may, a die read as it falls, the wound dice of
// a critical fail on the attacker itself; a check that failed is offered
// all its dice again.
func TestOnlyFailedRollsAreOffered(t *testing.T) {
	tb, rules := table(t, unit("red.sl", 0, content.SquadLeader, 2, 8), unit("red.t1", 0, "storm", 4, 8))
	full := miss("red.t1", 5, 6, 1)
	other := miss("red.t1", 1)
	other.Kind = combat.OtherRoll
	self := miss("red.t1", 1, 2)
	self.Kind, self.Arm, self.Weapon = combat.WoundRoll, combat.NoArm, ""
	for name, r := range map[string]combat.Roll{"two hits of keep 2": full, "a die read as it falls": other, "a critical fail's own wounds": self} {
		if o, ok := rules.Offer(tb, r); ok {
			t.Errorf("%s: offered %+v", name, o)
		}
	}
	one := miss("red.t1", 5, 1, 2) // one hit of two: more may be kept
	if o, ok := rules.Offer(tb, one); !ok || !slices.Equal(o.Options[0].Dice, []int{1, 2}) || o.Turns() != "of another hit" {
		t.Errorf("a hit short of its keep: %+v", o)
	}
	check := combat.Roll{RuleID: "KG-PSY-01", Purpose: combat.Willpower, Kind: combat.CheckRoll, By: "red.t1", TN: 5, Keep: 1,
		Dice: []dice.Chain{{4}, {2}, {3}}, Passed: []bool{false, false, false}, Kept: []int{0}}
	if o, ok := rules.Offer(tb, check); !ok || len(o.Options[0].Dice) != 3 || o.Turns() != "to pass" {
		t.Errorf("a failed pinning test: %+v", o)
	}
	check.Success = true
	if o, ok := rules.Offer(tb, check); ok {
		t.Errorf("a passed test: %+v", o)
	}
}

// XS-11, the AI's judgement: a command re-roll pays when what the roll is
// at stake for, at its chance, beats its 2 AP: a miss at a model one wound
// from removal (a kill shot), not a miss at a fresh one; a veteran's free
// die always pays.
func TestWhatAReRollIsWorth(t *testing.T) {
	dying := unit("blue.c", 1, "storm", 20, 8)
	dying.F.Wounds = 1
	fresh := unit("blue.d", 1, "storm", 20, 10)
	shooter := unit("red.t1", 0, "storm", 4, 8)
	tb, rules := table(t, unit("red.sl", 0, content.SquadLeader, 2, 8), shooter, dying, fresh, unit("red.vet", 0, content.Elite, 4, 10))
	judge := luck.Module.Load(facet.Data{Content: gear, Problems: &datafile.List{}}).(facet.Offers)
	at := func(target *orders.Unit) orders.Offer {
		c := &orders.Combo{Side: 0}
		c.Steps = []*orders.Step{{Unit: shooter, Target: target, Started: true, Combo: c, Order: orders.Order{Unit: shooter.ID, Verb: orders.Shoot, Target: target.ID}}}
		tb.Sides[0].Combo = c
		o, ok := rules.Offer(tb, miss("red.t1", 1, 2, 4))
		if !ok {
			t.Fatal("no offer")
		}
		return o
	}
	worth := func(o orders.Offer, i int) float64 {
		w, ok := judge.Worth(nil, o, i)
		if !ok {
			t.Fatalf("option %d of %+v is not the module's", i, o)
		}
		return w
	}
	if w := worth(at(dying), 0); w <= 0 {
		t.Errorf("a command re-roll of a kill shot is worth %.2f: it pays (3 dice, 19/27, the kill at stake)", w)
	}
	if w := worth(at(fresh), 0); w >= 0 {
		t.Errorf("a command re-roll of a plain miss is worth %.2f: it does not pay 2 AP", w)
	}
	tb.Sides[0].Combo = nil
	o, _ := rules.Offer(tb, miss("red.vet", 1))
	if w := worth(o, 0); w <= 0 {
		t.Errorf("a veteran's free re-roll is worth %.2f", w)
	}
}
