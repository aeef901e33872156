package pointblank_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/combat/combattest"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/pointblank"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/orders/orderstest"
)

// shooter has RC 3 and a pistol (3K2S1, SR 2", LR 6"), KG-RC-EX1's;
// target Body 3 and armour 3 (KG-RC-EX5, KG-DATA-14).
func shooter() combat.Fighter {
	return *combattest.With(combattest.Joe("red.a"), func(f *combat.Fighter) {
		f.Stats.RC = 3
		f.Ranged = combattest.Ranged("pistol")
	})
}

func target() combat.Fighter {
	return *combattest.With(combattest.Joe("blue.b"), func(f *combat.Fighter) {
		f.Stats.Body = 3
		f.Armour = combattest.PlainArmour
		f.WoundCapacity = 3
		f.Ranged = combattest.Ranged("pistol")
	})
}

// table has red.a at (5, 5) facing east and blue.b facing it, gap inches
// between their 1" bases, played by rules.
func table(t *testing.T, rules *orders.Rules, gap float64) *orders.Table {
	t.Helper()
	a := &orders.Unit{ID: "red.a", Side: 0, F: shooter(), OnTable: true, Base: geom.Base{Centre: geom.Vec{X: 5, Y: 5}, Radius: 0.5}}
	b := &orders.Unit{ID: "blue.b", Side: 1, F: target(), OnTable: true, Base: geom.Base{Centre: geom.Vec{X: 5 + 1 + gap, Y: 5}, Radius: 0.5, Facing: geom.Degrees(180)}}
	return orderstest.Table(t, rules, orderstest.Open(20, 10), a, b)
}

// withPointBlank is the core rules with the module's shipped rules.
func withPointBlank() *orders.Rules {
	return orders.Core().With(pointblank.Rules(pointblank.Shipped()))
}

// shot is red.a's pistol shot at blue.b, gap inches away, under rules.
func shot(t *testing.T, rules *orders.Rules, gap float64) combat.RangedAttack {
	t.Helper()
	tb := table(t, rules, gap)
	return tb.RangedAttack(tb.Units[0], tb.Units[0].Base, tb.Units[1])
}

// pointBlank is the XS-26 modifier among mods, if any.
func pointBlank(mods []combat.Modifier) (combat.Modifier, bool) {
	for _, m := range mods {
		if m.RuleID == pointblank.Rule {
			return m, true
		}
	}
	return combat.Modifier{}, false
}

// XS-26 (XC-RNG-02: point blank is 1 m, an inch on the table,
// XC-MOVE-02): a shot 1" away or less between the bases (RULINGS §8; "within
// N" includes N) wounds at −1 TN, on top of short range's +2 RC dice
// (KG-RC-11); 1.01" away it does not. GW-TRG-05's double damage under 2"
// is not carried over: 1.5" away nothing changes, and no shot's wounds
// are multiplied.
func TestWithinAnInch(t *testing.T) {
	core, err := shot(t, orders.Core(), 1).Plan()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		gap  float64
		want bool
	}{{0.5, true}, {1, true}, {1.01, false}, {1.5, false}, {3, false}} {
		p, err := shot(t, withPointBlank(), c.gap).Plan()
		if err != nil {
			t.Fatalf("%v\": %v", c.gap, err)
		}
		m, ok := pointBlank(p.WoundMods)
		want := core.WoundTN
		if c.want {
			want--
		}
		if ok != c.want || p.WoundTN != want || p.WoundFactor != 1 || ok && (m.Value != -1 || m.What != "point blank, within 1\"") {
			t.Errorf("%v\" away: wound TN %d (%+v), factor %d; want TN %d, point blank %v", c.gap, p.WoundTN, m, p.WoundFactor, want, c.want)
		}
	}
	p, _ := shot(t, withPointBlank(), 1).Plan()
	if p.Band != combat.ShortRange || p.Dice != 5 {
		t.Errorf("KG-RC-11: at 1\" the pistol is at %v with %d dice; want short range, 3+2", p.Band, p.Dice)
	}
}

// KG-RC-EX1 and KG-RC-EX5 at point blank: the pistol (RC 3, here 5 dice
// at short range) rolls 4, 2, 6+1, 3, 3: one hit; KG-RC-EX5's wound die,
// a 3, fails its TN 4 (Body 3 + armour 3 − b 2) without the module, and
// wounds at TN 3 with it.
func TestTheExampleAtPointBlank(t *testing.T) {
	for _, c := range []struct {
		rules  *orders.Rules
		tn     int
		wounds int
	}{{orders.Core(), 4, 0}, {withPointBlank(), 3, 1}} {
		src := combattest.Script(t, 4, 2, 6, 1, 3, 3 /* to hit */, 3 /* to wound */, 5, 5, 5, 5, 5, 5 /* pinning */)
		res, err := combat.ResolveRanged(shot(t, c.rules, 1), src, combat.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Plan.WoundTN != c.tn || len(res.Hits) != 1 || res.Hits[0] != 1 || res.Wounds != c.wounds {
			t.Errorf("wound TN %d, hits %v, wounds %d; want TN %d, 1 hit, %d wounds", res.Plan.WoundTN, res.Hits, res.Wounds, c.tn, c.wounds)
		}
	}
}

// KG-CCA-09: a point-blank shot in close combat wounds at −1 TN with the
// module (the gun's b and c, the target in base contact); a punch, a
// blow not a shot, does not.
func TestThePointBlankShotInCloseCombat(t *testing.T) {
	for _, c := range []struct {
		attack combat.AttackType
		less   int
	}{{combat.PointBlank, 1}, {combat.Punch, 0}} {
		var tn [2]int
		for i, rules := range []*orders.Rules{orders.Core(), withPointBlank()} {
			tb := table(t, rules, 0.02)
			p, err := tb.CloseCombatAttack(tb.Units[0], tb.Units[1], c.attack, false).Plan(combat.NoDefenceType)
			if err != nil {
				t.Fatal(err)
			}
			tn[i] = p.WoundTN
			if _, ok := pointBlank(p.WoundMods); ok != (i == 1 && c.less > 0) {
				t.Errorf("%v, module %v: the modifier listed %v", c.attack, i == 1, ok)
			}
		}
		if tn[0]-tn[1] != c.less {
			t.Errorf("%v: wound TN %d without the module, %d with; want %d less", c.attack, tn[0], tn[1], c.less)
		}
	}
}

// The order panel: a close-combat point-blank shot says what point blank
// does to its wound TN (a shot's terms list it among their modifiers);
// other attacks say nothing.
func TestThePointBlankRow(t *testing.T) {
	set, err := modules.Playing([]string{"pointblank"}, combattest.Gear)
	if err != nil {
		t.Fatal(err)
	}
	pv := set[0].Loaded.(facet.Previews)
	odds := &combat.Odds{}
	rows := pv.Rows(nil, orders.Unit{}, orders.Order{Verb: orders.Attack, Target: "blue.b", Attack: combat.PointBlank}, orders.Preview{Odds: odds})
	if len(rows) != 1 || len(rows[0].Terms) != 1 || !strings.Contains(rows[0].Terms[0].Text, "to wound -1 TN") {
		t.Errorf("a point-blank shot's rows: %+v", rows)
	}
	if rows := pv.Rows(nil, orders.Unit{}, orders.Order{Verb: orders.Attack, Target: "blue.b", Attack: combat.Punch}, orders.Preview{Odds: odds}); len(rows) != 0 {
		t.Errorf("a punch's rows: %+v", rows)
	}
}
