package locations

import (
	"math"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/combat/combattest"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// XS-10: a wound die grazes when it misses its TN by exactly 1: it fails
// the TN and would pass one a point lower. An exploded chain is one die,
// judged by the TN rule: under the 7+ table (RULINGS §1) a 6 whose
// re-roll falls short of TN 7 grazes (it passes 6+), a 6 then 3 grazes at
// TN 8 (6 then 4+); a 5 misses TN 7 by more (it passes no 6+). Under
// sum7plus a chain's total decides. A natural 1 never grazes (GAP-13).
func TestAWoundDieGrazesWhenItMissesByExactlyOneXS10(t *testing.T) {
	for _, tc := range []struct {
		chain dice.Chain
		tn    int
		mode  dice.Mode
		want  bool
	}{
		{dice.Chain{4}, 5, dice.Table, true},
		{dice.Chain{3}, 5, dice.Table, false},
		{dice.Chain{5}, 5, dice.Table, false}, // it wounds
		{dice.Chain{5}, 6, dice.Table, true},
		{dice.Chain{1}, 2, dice.Table, false}, // GAP-13: a natural 1 passes no TN
		{dice.Chain{1}, 1, dice.Table, false},
		{dice.Chain{1}, -3, dice.Table, false},
		{dice.Chain{6, 1}, 7, dice.Table, true},
		{dice.Chain{6, 2}, 7, dice.Table, true},
		{dice.Chain{6, 3}, 7, dice.Table, false}, // it wounds
		{dice.Chain{5}, 7, dice.Table, false},
		{dice.Chain{6, 3}, 8, dice.Table, true},
		{dice.Chain{6, 2}, 8, dice.Table, false},
		{dice.Chain{6, 6, 2}, 11, dice.Table, true}, // 6, 6 then 3+: it passes TN 10 (6 then 6)
		{dice.Chain{6, 1}, 7, dice.Sum7Plus, false}, // 7: it wounds
		{dice.Chain{5}, 7, dice.Sum7Plus, false},    // 5 misses 7 by 2
		{dice.Chain{6, 1}, 8, dice.Sum7Plus, true},
	} {
		if got := Grazes(tc.chain, tc.tn, tc.mode); got != tc.want {
			t.Errorf("%v against TN %d (%v): grazes %v, want %v", tc.chain, tc.tn, tc.mode, got, tc.want)
		}
	}
}

// GrazeChance is exact: it is the share of every chain (to a depth past
// which all pass or fail alike) that Grazes counts, at every TN from 1 to
// 15, under both readings of 7+.
func TestGrazeChanceCountsEveryChain(t *testing.T) {
	for _, m := range []dice.Mode{dice.Table, dice.Sum7Plus} {
		for tn := 1; tn <= 15; tn++ {
			want := 0.0
			var walk func(c dice.Chain, p float64)
			walk = func(c dice.Chain, p float64) {
				if len(c) > 0 && c[len(c)-1] != 6 || len(c) == 5 {
					if Grazes(c, tn, m) {
						want += p
					}
					return
				}
				for f := 1; f <= 6; f++ {
					walk(append(c[:len(c):len(c)], f), p/6)
				}
			}
			walk(nil, 1)
			if got := GrazeChance(tn, m); math.Abs(got-want) > 1e-9 {
				t.Errorf("%v TN %d: GrazeChance %v, the chains say %v", m, tn, got, want)
			}
		}
	}
}

// amended is out as the module's graze amends it on table tb.
func amended(m *module, tb *orders.Table, events ...combat.Event) orders.Outcome {
	out := orders.Outcome{Events: events}
	m.graze(tb, &out)
	return out
}

// grazes are the Grazed events of out.
func grazes(out orders.Outcome) []Grazed {
	var g []Grazed
	for _, e := range out.Events {
		if x, ok := e.(Grazed); ok {
			g = append(g, x)
		}
	}
	return g
}

// XS-10, the rulings: a shot grazes a model once, however many of its
// wound dice or attacks miss by 1 (a snap shot's two wound rolls graze
// once); a shot that wounds the model grazes it not at all (GW-WND-02:
// "otherwise the target is grazed"); grazes of further shots stack, −1
// Speed each, never below Speed 1; a vehicle, an objective and a Down
// model are never grazed; a critical fail's wounds on the shooter
// itself graze nobody. The graze is told after the wound roll and kept
// as the "grazed" mark (the Speed lost).
func TestAShotGrazesOnceAndNeverBelowSpeedOne(t *testing.T) {
	cultist := unit(t, "renegade-cultist", 1, 10, 5, "rifle", "") // Speed 3
	loader := unit(t, "ec-cargo-loader", 1, 10, 8, "autocannon", "")
	tb, m := table(t, []*orders.Unit{cultist, loader})
	c := cultist.ID
	hit := combat.Roll{RuleID: "KG-RC-09", Purpose: "to hit", Kind: combat.HitRoll, Arm: combat.Gun, By: "red.a"}

	out := amended(m, tb, hit, woundRoll(c, 5, []int{4}, []int{4}, []int{2}), combat.Roll{RuleID: "KG-PSY-01", Kind: combat.CheckRoll, By: c})
	g := grazes(out)
	if len(g) != 1 || g[0] != (Grazed{RuleID: Rule, Unit: c, From: 3, To: 2}) || out.Events[2] != g[0] {
		t.Fatalf("two dice of 4 against TN 5: grazes %+v in %+v; want one, Speed 3 → 2, after the wound roll", g, out.Events)
	}
	if len(out.Sets) != 1 || out.Sets[0] != (orders.Marked{Key: orders.MarkKey{Unit: c, Mark: GrazedMark}, Value: 1}) {
		t.Errorf("the graze's mark: %+v", out.Sets)
	}
	if g := grazes(amended(m, tb, woundRoll(c, 5, []int{4}), hit, woundRoll(c, 5, []int{4}))); len(g) != 1 {
		t.Errorf("a snap shot's two grazing wound rolls: %d grazes, want 1", len(g))
	}
	if g := grazes(amended(m, tb, woundRoll(c, 5, []int{4}), hit, woundRoll(c, 5, []int{5}), combat.Wounded{RuleID: "KG-RC-13", Unit: c, Wounds: 1})); len(g) != 0 {
		t.Errorf("a shot that wounds: grazed %+v", g)
	}
	if g := grazes(amended(m, tb, woundRoll(c, 5, []int{3}, []int{1}))); len(g) != 0 {
		t.Errorf("dice of 3 and 1 against TN 5: grazed %+v", g)
	}
	if g := grazes(amended(m, tb, woundRoll(loader.ID, 5, []int{4}))); len(g) != 0 {
		t.Errorf("a vehicle grazed: %+v", g)
	}
	self := woundRoll("red.a", 5, []int{4})
	self.Arm = combat.NoArm
	if g := grazes(amended(m, tb, self)); len(g) != 0 {
		t.Errorf("a critical fail's wounds on the shooter grazed: %+v", g)
	}

	// Stacking: Speed 3 → 2 → 1, then no slower.
	for i, want := range []Grazed{{Rule, c, 3, 2}, {Rule, c, 2, 1}, {Rule, c, 1, 1}} {
		out := amended(m, tb, woundRoll(c, 5, []int{4}))
		if g := grazes(out); len(g) != 1 || g[0] != want {
			t.Fatalf("graze %d: %+v, want %+v", i+1, g, want)
		}
		for _, s := range out.Sets {
			mk := s.(orders.Marked)
			tb.Marks[mk.Key] = mk.Value
		}
	}
	if got := tb.Mark(c, GrazedMark); got != 2 {
		t.Errorf("after three grazes the cultist has lost %d Speed, want 2 (Speed 1, the slowest)", got)
	}
	if err := m.recover(tb, applier{tb}, 2); err != nil || tb.Mark(c, GrazedMark) != 0 {
		t.Errorf("a new AP round: the graze mark is %d (%v), want none", tb.Mark(c, GrazedMark), err)
	}
	cultist.F.Wounds = cultist.F.WoundCapacity
	cultist.F.Down = true
	if g := grazes(amended(m, tb, woundRoll(c, 5, []int{4}))); len(g) != 0 {
		t.Errorf("a Down model grazed: %+v", g)
	}
}

// applier is an Env that only sets marks.
type applier struct{ t *orders.Table }

func (a applier) Dice() dice.Source { return nil }
func (a applier) Apply(o orders.Outcome) error {
	for _, s := range o.Sets {
		if mk, ok := s.(orders.Marked); ok {
			if mk.Value == 0 {
				delete(a.t.Marks, mk.Key)
			} else {
				a.t.Marks[mk.Key] = mk.Value
			}
		}
	}
	return nil
}
func (applier) Defence(_, _ *orders.Unit) (combat.DefenceClass, combat.DefenceType) {
	return combat.Passive, combat.NoDefenceType
}
func (applier) PayForWound(_ *orders.Unit, _, _, _ int) bool { return false }
func (applier) LetGo(_, _ *orders.Unit) bool                 { return false }

// XS-10 with XC-GRZ-EX1 in the design's terms: "a graze with a 4d6+1
// weapon deals 5, a 3-point wound after BTM, instead of a 13-point
// wound". The 4d6 are four wound dice: the commander's rifle (RC 5: five
// dice, keep 4) lands 4 hits on a cultist in a flak jacket (Body 2 +
// armour 4 − b 2: TN 4). Dice of 3, 2, 2, 1 wound it not at all, and
// the 3 misses by exactly 1: it is grazed, −1 Speed, where 4, 2, 2, 1
// would have dealt the wound. The +1 and the BTM have nothing to live on
// (a wound die deals a wound or none).
func TestXCGRZEX1AGrazeInsteadOfAWound(t *testing.T) {
	for _, tc := range []struct {
		wound         []int
		wounds, graze int
	}{
		{[]int{3, 2, 2, 1}, 0, 1},
		{[]int{4, 2, 2, 1}, 1, 0},
		{[]int{2, 2, 2, 1}, 0, 0},
	} {
		shooter := unit(t, "ec-commander", 0, 4, 5, "rifle", "")
		target := unit(t, "renegade-cultist", 1, 11, 5, "rifle", "flak-jacket")
		tb, _ := table(t, []*orders.Unit{shooter, target})
		a := tb.RangedShot(shooter, shooter.Base, target, combat.Standard)
		p, err := a.Plan()
		if err != nil || p.Dice != 5 || p.Keep != 4 || p.WoundTN != 4 {
			t.Fatalf("the commander's shot: %+v %v; want 5 dice, keep 4, wound TN 4", p, err)
		}
		faces := append(append([]int{5, 5, 5, 5, 2}, tc.wound...), 5, 5, 5) // the hits, the wound dice, the cultist's pinning test: passed
		src := combattest.Script(t, faces...)
		res, err := combat.ResolveRanged(a, src, tb.Options.Combat)
		if err != nil {
			t.Fatal(err)
		}
		combattest.Used(t, src)
		out := tb.Rules.Amend(tb, orders.Of(res.Outcome))
		if res.Wounds != tc.wounds || len(grazes(out)) != tc.graze {
			t.Errorf("wound dice %v: %d wounds, grazes %+v; want %d and %d", tc.wound, res.Wounds, grazes(out), tc.wounds, tc.graze)
		}
	}
}

// XS-10 with XC-DMG-EX2 in the design's terms: "a 2-point wound to the
// head → 4 points on the wound track". A trooper calls a head shot at a
// model of 5 wounds with an assault rifle (c 2): its two hits, 6 then 3
// each (TN 7: 5, +2 called), roll two wound dice that both pass: 2
// wounds, the c cap, doubled after it: 4. The same dice in a plain aimed
// shot deal 2 (TN 5: the 1s still miss).
func TestXCDMGEX2AHeadShotDoublesItsWounds(t *testing.T) {
	for _, called := range []bool{true, false} {
		shooter := unit(t, "ec-trooper", 0, 4, 5, "assault-rifle", "")
		target := unit(t, "renegade-cultist", 1, 11, 5, "rifle", "")
		target.F.WoundCapacity = 5
		tb, m := table(t, []*orders.Unit{shooter, target})
		a := tb.RangedShot(shooter, shooter.Base, target, combat.Aimed)
		if called {
			a = m.attack(tb, shooter, shooter.Base, target, Head)
		}
		p, err := a.Plan()
		if err != nil {
			t.Fatal(err)
		}
		wantTN := 5
		if called {
			wantTN = 7
		}
		if p.TN != wantTN || p.MaxWounds != 2 {
			t.Fatalf("called %v: TN %d, c %d; want %d and 2", called, p.TN, p.MaxWounds, wantTN)
		}
		faces := []int{6, 6}
		for range p.Dice - 2 {
			faces = append(faces, 1)
		}
		faces = append(faces, 3, 3, 4, 4, 5, 5, 5) // the re-rolls, the wound dice, the pinning test
		src := combattest.Script(t, faces...)
		res, err := combat.ResolveRanged(a, src, tb.Options.Combat)
		if err != nil {
			t.Fatal(err)
		}
		combattest.Used(t, src)
		want := 2
		if called {
			want = 4
		}
		if res.Wounds != want {
			t.Errorf("called %v: %d wounds, want %d (XC-DMG-EX2: 2 → 4)", called, res.Wounds, want)
		}
	}
}

// XS-24: a called shot is an aimed shot (4 AP) at +2 TN; a model on foot
// has only its head to call, a vehicle its hull, engine, weapon and drive
// (no head); an objective nothing; a model in base contact with a
// vehicle no head (GAP-14: the shot may land on the vehicle), though a
// model in a melee of models on foot has. XC-STNC-05 with XS-06: where the
// suppression module plays, a head shot needs the shooter braced (its
// "stance" mark at braced, 1; full cover, 2, is not; or a brace earlier
// in the combo); without that module no stance is asked. Each refusal
// cites XS-24 and says why.
func TestWhatAShotCanBeCalledAt(t *testing.T) {
	shooter := unit(t, "ec-trooper", 0, 4, 5, "rifle", "")
	cultist := unit(t, "renegade-cultist", 1, 9, 5, "rifle", "")
	loader := unit(t, "ec-cargo-loader", 1, 9, 8, "autocannon", "")
	brute := unit(t, "renegade-brute", 1, 9, 2, "rifle", "")
	friend := unit(t, "ec-trooper", 0, 10.02, 2, "rifle", "")      // in base contact with the brute
	rider := unit(t, "renegade-cultist", 1, 10.02, 8, "rifle", "") // in base contact with the loader
	rider.ID, rider.F.ID = "blue.rider", "blue.rider"
	units := []*orders.Unit{shooter, cultist, loader, brute, friend, rider}
	var combo *orders.Combo // the steps before the call, in its combo
	check := func(tb *orders.Table, target *orders.Unit, word, want string) {
		t.Helper()
		st := &orders.Step{Order: orders.Order{Unit: shooter.ID, Verb: Call, Target: target.ID, Word: word}, Unit: shooter, Target: target, Kind: tb.Rules.Kind(Call), From: shooter.Base, Combo: combo}
		at := shooter.Base
		err := tb.Rules.Kind(Call).Plan(tb, st, &at)
		switch {
		case want == "" && err != nil:
			t.Errorf("call %s %s: refused: %v", target.ID, word, err)
		case want != "" && (err == nil || refusal.RuleOf(err) != CallRule || !strings.Contains(err.Error(), want)):
			t.Errorf("call %s %s: %v; want a refusal citing %s: %q", target.ID, word, err, CallRule, want)
		case want == "" && st.Cost != 4:
			t.Errorf("call %s %s costs %d AP, want an aimed shot's 4", target.ID, word, st.Cost)
		}
	}
	tb, _ := table(t, units)
	check(tb, cultist, Head, "")
	check(tb, loader, "engine", "")
	check(tb, loader, "hull", "")
	check(tb, loader, Head, "is a vehicle: it has no head")
	check(tb, cultist, "engine", "is no vehicle: only its head can be called")
	check(tb, cultist, "neck", "no location a shot can be called at")
	check(tb, brute, Head, "")                                                     // a melee: the shot lands on one of them (GAP-14)
	check(tb, rider, Head, "in base contact with blue.ec-cargo-loader, a vehicle") // which may be the loader
	check(tb, loader, "weapon", "")

	stances, _ := table(t, units, orders.Module{Name: Suppression})
	check(stances, cultist, Head, "is not braced")
	check(stances, loader, "engine", "")
	stances.Marks[orders.MarkKey{Unit: shooter.ID, Mark: StanceMark}] = Braced + 1 // full cover
	check(stances, cultist, Head, "is not braced")
	stances.Marks[orders.MarkKey{Unit: shooter.ID, Mark: StanceMark}] = Braced
	check(stances, cultist, Head, "")
	delete(stances.Marks, orders.MarkKey{Unit: shooter.ID, Mark: StanceMark})
	brace := &orders.Step{Unit: shooter, Order: orders.Order{Unit: shooter.ID, Verb: Brace}}
	combo = &orders.Combo{Steps: []*orders.Step{brace}}
	check(stances, cultist, Head, "") // "U brace & U call T head"
	combo = nil
}

// XS-24: the called shot's to-hit TN is the aimed shot's +2 (a modifier
// citing XS-24), its AP the aimed shot's, and only a head shot doubles
// its wounds (WoundFactor); the preview's odds are its plan's.
func TestTheCalledShotIsAnAimedShotAtPlusTwo(t *testing.T) {
	shooter := unit(t, "ec-trooper", 0, 4, 5, "rifle", "")
	cultist := unit(t, "renegade-cultist", 1, 9, 5, "rifle", "")
	loader := unit(t, "ec-cargo-loader", 1, 9, 8, "autocannon", "")
	tb, m := table(t, []*orders.Unit{shooter, cultist, loader})
	for _, tc := range []struct {
		target *orders.Unit
		word   string
		factor int
	}{{cultist, Head, 2}, {loader, "engine", 1}} {
		aimed, err := tb.RangedShot(shooter, shooter.Base, tc.target, combat.Aimed).Plan()
		if err != nil {
			t.Fatal(err)
		}
		called, err := m.attack(tb, shooter, shooter.Base, tc.target, tc.word).Plan()
		if err != nil {
			t.Fatal(err)
		}
		var mod combat.Modifier
		for _, x := range called.HitMods {
			if x.RuleID == CallRule {
				mod = x
			}
		}
		if called.TN != aimed.TN+2 || called.Dice != aimed.Dice || called.WoundFactor != tc.factor || mod.Value != 2 || mod.On != combat.OnTN {
			t.Errorf("%s: TN %d dice %d ×%d (XS-24 modifier %+v); the aimed shot's TN %d dice %d: want +2 TN, ×%d", tc.word, called.TN, called.Dice,
				called.WoundFactor, mod, aimed.TN, aimed.Dice, tc.factor)
		}
		p := tb.Rules.Preview(tb, 0, orders.Order{Unit: shooter.ID, Verb: Call, Target: tc.target.ID, Word: tc.word})
		if p.Err != nil || p.AP != 4 || p.Ranged == nil || p.Ranged.TN != called.TN || p.Odds == nil {
			t.Errorf("%s: preview %+v", tc.word, p)
		}
	}
}

// XS-10: a graze slows: a grazed model's moves are planned at its Speed
// less what grazes took (a move of 3" for a Speed-3 cultist, 2" once
// grazed), its run twice that, its charge that and Body; a face-off's
// tie-break reads it too; a target of Speed 6 grazed to 5 loses the +1 TN
// of a Speed over 5 (KG-RC-10).
func TestAGrazeSlowsTheModel(t *testing.T) {
	shooter := unit(t, "ec-trooper", 0, 4, 5, "rifle", "")
	cultist := unit(t, "renegade-cultist", 1, 12.5, 5.5, "rifle", "")
	tb, m := table(t, []*orders.Unit{shooter, cultist})
	limit := func(k move.Kind) float64 { return tb.Mover(cultist, cultist.Base).Limit(k) }
	if limit(move.Walk) != 3 || limit(move.Run) != 6 || limit(move.Charge) != 5 {
		t.Fatalf("the cultist fresh: move %v, run %v, charge %v; want 3, 6, 5", limit(move.Walk), limit(move.Run), limit(move.Charge))
	}
	tb.Marks[orders.MarkKey{Unit: cultist.ID, Mark: GrazedMark}] = 1
	if limit(move.Walk) != 2 || limit(move.Run) != 4 || limit(move.Charge) != 4 {
		t.Errorf("the cultist grazed: move %v, run %v, charge %v; want 2, 4, 4", limit(move.Walk), limit(move.Run), limit(move.Charge))
	}
	if p := tb.Rules.Preview(tb, 1, orders.Order{Unit: cultist.ID, Verb: orders.Move, X: 15.5, Y: 5.5}); p.Err == nil {
		t.Error("a move of 3\" by the grazed cultist was not refused")
	}
	if p := tb.Rules.Preview(tb, 1, orders.Order{Unit: cultist.ID, Verb: orders.Move, X: 14.5, Y: 5.5}); p.Err != nil {
		t.Errorf("a move of 2\" by the grazed cultist: %v", p.Err)
	}
	st := &orders.Step{Unit: cultist}
	if got := m.slowerStep(tb, st, 3); got != 2 {
		t.Errorf("the grazed cultist's tie-break Speed %d, want 2", got)
	}
	cultist.F.Stats.Speed = 6
	plain, _ := tb.RangedShot(shooter, shooter.Base, cultist, combat.Standard).Plan()
	delete(tb.Marks, orders.MarkKey{Unit: cultist.ID, Mark: GrazedMark})
	fresh, _ := tb.RangedShot(shooter, shooter.Base, cultist, combat.Standard).Plan()
	if fresh.TN != plain.TN+1 {
		t.Errorf("a Speed-6 target: TN %d fresh, %d grazed to Speed 5; want one less grazed", fresh.TN, plain.TN)
	}
}

// marks is a facet.Reader that knows marks only.
type marks map[orders.MarkKey]int

func (m marks) Unit(string) (orders.Unit, bool)             { return orders.Unit{}, false }
func (m marks) Units() []orders.Unit                        { return nil }
func (m marks) Mark(unit, name string) int                  { return m[orders.MarkKey{Unit: unit, Mark: name}] }
func (m marks) Options() orders.Options                     { return orders.Options{} }
func (m marks) Preview(string, orders.Order) orders.Preview { return orders.Preview{} }

// XS-10 on the board: a grazed model wears a yellow G, its panel says
// "grazed" and its Speed until the next AP round; a model not grazed
// shows nothing.
func TestAGrazedModelWearsAG(t *testing.T) {
	cultist := unit(t, "renegade-cultist", 1, 9, 5, "rifle", "")
	m := &loaded{&module{data: Shipped()}}
	r := marks{{Unit: cultist.ID, Mark: GrazedMark}: 1}
	if b := m.Badges(r, *cultist); len(b) != 1 || b[0].Text != "G" || b[0].Tone != facet.Warning {
		t.Errorf("badges %+v", b)
	}
	if s, l := m.States(r, *cultist), m.Lines(r, *cultist); len(s) != 1 || s[0] != "grazed" || len(l) != 1 || l[0] != "Grazed: Speed 2 until the next AP round (3 − 1)" {
		t.Errorf("states %q, lines %q", s, l)
	}
	none := marks{}
	if len(m.Badges(none, *cultist)) != 0 || len(m.States(none, *cultist)) != 0 || len(m.Lines(none, *cultist)) != 0 {
		t.Error("a model not grazed shows a graze")
	}
}
