package energy_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/energy"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/orders/orderstest"
)

var shipped = func() *content.Content {
	c, err := modules.Default()
	if err != nil {
		panic(err)
	}
	return c
}()

// model is a model of the shipped unit of id, with the gear of ids
// (ranged weapon, armour; "" for none).
func model(t *testing.T, unit, ranged, armour string) *army.Model {
	t.Helper()
	u, ok := shipped.Unit(unit)
	if !ok {
		t.Fatalf("no unit %s", unit)
	}
	md := &army.Model{Name: u.Name, Unit: u}
	md.Class, _ = shipped.Class(u.Class)
	if ranged != "" {
		md.Ranged, _ = shipped.Ranged(ranged)
	}
	if armour != "" {
		md.Armour, _ = shipped.ArmourPiece(armour)
	}
	return md
}

// unit is model md of side at (x, y), facing facingDeg.
func unit(id string, side int, md *army.Model, x, y, facingDeg float64) *orders.Unit {
	return &orders.Unit{ID: id, Side: side, F: *combat.NewFighter(id, md), Model: md, OnTable: true,
		Base: geom.Base{Centre: geom.Vec{X: x, Y: y}, Radius: 0.5, Facing: geom.Degrees(facingDeg)}}
}

// table is units on an open deck 30" by 10", played by rules.
func table(t *testing.T, rules *orders.Rules, units ...*orders.Unit) *orders.Table {
	t.Helper()
	return orderstest.Table(t, rules, orderstest.Open(30, 10), units...)
}

// withEnergy is the core rules with the module's, of data d.
func withEnergy(d energy.Data) *orders.Rules { return orders.Core().With(energy.Rules(d)) }

// visionary is the Heracletians' Squad Leader (Body 3), whose profile
// wears the flux field, in a flak jacket (+4, no rear protection).
func visionary(t *testing.T) *army.Model {
	return model(t, "heracletian-visionary", "pistol", "flak-jacket")
}

// rifleShot previews a rifle shot (4K2S1: b 2) by red.a at the visionary 6" east
// of it, facing facingDeg (0: away from the shooter, its back turned).
func rifleShot(t *testing.T, rules *orders.Rules, facingDeg float64) *combat.RangedPlan {
	t.Helper()
	tb := table(t, rules, unit("red.a", 0, model(t, "ec-trooper", "rifle", ""), 5, 5, 0), unit("blue.v", 1, visionary(t), 11, 5, facingDeg))
	p := rules.Preview(tb, 0, orders.Order{Unit: "red.a", Verb: orders.Shoot, Target: "blue.v", Shot: combat.Standard})
	if p.Err != nil || p.Ranged == nil {
		t.Fatalf("the shot was refused: %v", p.Err)
	}
	return p.Ranged
}

// field is the XS-20 modifier among mods, if any.
func field(mods []combat.Modifier) (combat.Modifier, bool) {
	for _, m := range mods {
		if m.RuleID == energy.Rule {
			return m, true
		}
	}
	return combat.Modifier{}, false
}

// XS-20 (SW-ARM-02): a field adds its rating to the wound TN on top of
// the armour; from the blind side the flak jacket counts for nothing and
// the shot wounds at −2 (KG-RC-06), but the field still counts.
func TestAFieldOnTheWoundTN(t *testing.T) {
	rules := withEnergy(energy.Shipped())
	for _, c := range []struct {
		name   string
		facing float64
		want   int
	}{
		{"from the front", 180, 3 + 4 + 1 - 2},
		{"from the blind side", 0, 3 - 2 + 1 - 2},
	} {
		core, with := rifleShot(t, orders.Core(), c.facing), rifleShot(t, rules, c.facing)
		m, ok := field(with.WoundMods)
		if with.WoundTN != c.want || core.WoundTN != c.want-1 || !ok || m.Value != 1 || m.What != "Flux field, an energy field" {
			t.Errorf("%s: wound TN %d (without the module %d), field %+v; want %d and %d, +1 Flux field", c.name, with.WoundTN, core.WoundTN, m, c.want, c.want-1)
		}
	}
}

// SW-DATA-03 with SW-CC-EX2: SWOMP's captain (DR 4, power armour +4,
// conversion field FR 2) is, in Kry-Gothic's terms, a Squad Leader (Body
// 3) in a flak jacket (+4) wearing a field. FR 2 on SWOMP's d10 is a
// fifth of the die, about one step of a d6 (a sixth): the flux field's +1.
// A cultist's punch (no armour piercing) wounds him on 8+, not 7+, and a
// point-blank shot in close combat (KG-CCA-09, a pistol's b 2) on 6+,
// not 5+.
func TestTheCaptainsField(t *testing.T) {
	rules := withEnergy(energy.Shipped())
	for _, c := range []struct {
		attack combat.AttackType
		want   int
	}{{combat.Punch, 3 + 4 + 1}, {combat.PointBlank, 3 + 4 + 1 - 2}} {
		for _, with := range []bool{true, false} {
			r := orders.Core()
			want := c.want - 1
			if with {
				r, want = rules, c.want
			}
			tb := table(t, r, unit("red.c", 0, model(t, "renegade-cultist", "pistol", ""), 5, 5, 0), unit("blue.v", 1, visionary(t), 6, 5, 180))
			a := tb.CloseCombatAttack(tb.Units[0], tb.Units[1], c.attack, false)
			p, err := a.Plan(combat.NoDefenceType)
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := field(p.WoundMods); p.WoundTN != want || ok != with {
				t.Errorf("%v, module %v: wound TN %d, the field listed %v; want %d", c.attack, with, p.WoundTN, ok, want)
			}
		}
	}
}

// XS-20: a field has no Speed penalty; the flux field's wearer walks as
// far with the module as without, and its Speed is its profile's.
func TestAFieldSlowsNobody(t *testing.T) {
	v := visionary(t)
	for _, rules := range []*orders.Rules{orders.Core(), withEnergy(energy.Shipped())} {
		u := unit("blue.v", 1, v, 5.5, 5.5, 0)
		tb := table(t, rules, u)
		speed := float64(u.F.Stats.Speed.Dice())
		if speed != float64(v.Unit.Stats.Speed.Dice()) {
			t.Errorf("speed %v, profile %v", speed, v.Unit.Stats.Speed)
		}
		if p := rules.Preview(tb, 1, orders.Order{Unit: "blue.v", Verb: orders.Move, X: 5.5 + speed, Y: 5.5}); p.Err != nil {
			t.Errorf("a move of its full %v\": %v", speed, p.Err)
		}
	}
}

// The Heracletians' leaders wear the flux field (docs/modules.md): the
// Visionary and the Mutator, no other unit; a match without the module
// notes them as idle (facet.Armies), and with it they shimmer on the
// board (Auras) and their panel names the field (States).
func TestTheHeracletiansFields(t *testing.T) {
	set, err := modules.Playing([]string{"energy"}, shipped)
	if err != nil {
		t.Fatal(err)
	}
	m := set[0].Loaded
	var wearing []string
	for _, u := range shipped.Units {
		md := model(t, u.ID, "", "")
		need, is := m.(facet.Armies).Need(md)
		if need == facet.NoNeed {
			continue
		}
		wearing = append(wearing, u.ID)
		if need != facet.Idle || !strings.Contains(is, "field: flux-field") {
			t.Errorf("%s: need %v %q", u.ID, need, is)
		}
		ou := unit("blue.x", 1, md, 5, 5, 0)
		if !m.(facet.Auras).Aura(*ou) {
			t.Errorf("%s wears no aura", u.ID)
		}
		if s := m.(facet.States).States(nil, *ou); len(s) != 1 || !strings.Contains(s[0], "flux field: +1") {
			t.Errorf("%s's panel: %q", u.ID, s)
		}
	}
	if strings.Join(wearing, " ") != "heracletian-visionary heracletian-mutator" {
		t.Errorf("fields on %v, want the Visionary and the Mutator", wearing)
	}
	wants := modules.Wants([]*army.Model{visionary(t), model(t, "heracletian-flux-trooper", "rifle", "")}, nil, shipped)
	if len(wants) != 1 || wants[0].Module.Name != "energy" || wants[0].Need != facet.Idle {
		t.Errorf("without the module: %+v, want one idle field", wants)
	}
	if w := modules.Wants([]*army.Model{visionary(t)}, []string{"energy"}, shipped); len(w) != 0 {
		t.Errorf("with the module: %+v", w)
	}
}

// XS-20 with scripted dice: the trooper's rifle hits the visionary once
// (5 and 1 against TN 5) and its wound die shows 5. Without the module
// that is a wound (TN 5: Body 3 + flak 4 − b 2); with the flux field
// (TN 6) it is not.
func TestTheFieldTurnsAWound(t *testing.T) {
	for _, c := range []struct {
		rules  *orders.Rules
		wounds int
	}{{orders.Core(), 1}, {withEnergy(energy.Shipped()), 0}} {
		tb := table(t, c.rules, unit("red.a", 0, model(t, "ec-trooper", "rifle", ""), 5, 5, 0), unit("blue.v", 1, visionary(t), 11, 5, 180))
		a := tb.RangedAttack(tb.Units[0], tb.Units[0].Base, tb.Units[1])
		src, err := dice.NewScripted(5, 1 /* to hit */, 5 /* to wound */, 6, 6, 6, 6, 6, 6 /* pinning: passes */)
		if err != nil {
			t.Fatal(err)
		}
		res, err := combat.ResolveRanged(a, src, combat.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Wounds != c.wounds || len(res.Hits) != 1 || res.Hits[0] != 1 {
			t.Errorf("wound TN %d: hits %v, wounds %d; want 1 hit, %d wounds", res.Plan.WoundTN, res.Hits, res.Wounds, c.wounds)
		}
	}
}
