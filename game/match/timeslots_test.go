package match_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/timeslots"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// slotted is the skirmish deck with the time slots module (XS-12) and
// modules more, or without it (off).
func slotted(t *testing.T, off bool, more ...string) *scenarios.Scenario {
	t.Helper()
	s := skirmish(t)
	s.Modules = append([]string{"timeslots"}, more...)
	if off {
		s.Modules = append([]string{"blast"}, more...)
	}
	return s
}

// declaredBy are side's paid declarations, in order.
func declaredBy(m *match.Match, side string) []orders.Declared {
	var out []orders.Declared
	for _, d := range find[orders.Declared](m) {
		if d.Side == side && d.AP > 0 {
			out = append(out, d)
		}
	}
	return out
}

// rushedRolls are unit's to-hit rolls in order, each with whether it
// carries XS-12's rushed die and how many dice it rolled.
func rushedRolls(m *match.Match, unit string) (rushed []bool, dice []int) {
	for _, r := range find[combat.Roll](m) {
		if r.By != unit || r.RuleID != "KG-RC-09" {
			continue
		}
		rs := false
		for _, md := range r.Modifiers {
			rs = rs || md.RuleID == timeslots.Rule && md.On == combat.OnDice && md.Value == -1
		}
		rushed, dice = append(rushed, rs), append(dice, len(r.Dice))
	}
	return rushed, dice
}

// XS-12 (RULINGS "XS-12 time slots", KG-META-04, SW-SEQ-01, GW-INIT-02..04:
// alternating or quantised time in the real-time clock): a paid
// declaration takes effect at the next 0.5 s boundary (30 ticks): a
// shot declared at tick 5 begins at 30 and its channel frees at 90, not
// 65; one declared on a boundary begins at once. The log says how long it
// waited. Without the module it begins when declared.
func TestADeclarationTakesEffectAtTheNextSlot(t *testing.T) {
	const text = "5 red ec-trooper-1 shoot blue.renegade-prophet-1\n5 blue done\n120 red ec-trooper-2 face 90\n"
	for seed := uint64(1); seed <= 3; seed++ {
		m := playModules(t, slotted(t, false), text, seed)
		d := declaredBy(m, "red")
		if len(d) != 1 || d[0].Until != 90 {
			t.Fatalf("seed %d: red's declarations %+v; want the shot's channel free at 90 (begun at the slot at 30)\n%s", seed, d, dump(m))
		}
		w := find[timeslots.SlotWaited](m)
		if len(w) != 1 || w[0].Ticks != 25 || w[0].Side != "red" {
			t.Errorf("seed %d: waits %+v; want one of 25 ticks for red's shot (the turn at 120, a boundary, is free and waits for nothing)", seed, w)
		}
		plain := declaredBy(playModules(t, slotted(t, true), text, seed), "red")
		if len(plain) != 1 || plain[0].Until != 65 {
			t.Errorf("seed %d: without the module %+v; want the channel free at 65", seed, plain)
		}
	}
	m := playModules(t, slotted(t, false), "0 blue done\n60 red ec-trooper-1 shoot blue.renegade-prophet-1\n", 1)
	if d := declaredBy(m, "red"); len(d) != 1 || d[0].Until != 120 || len(find[timeslots.SlotWaited](m)) != 0 {
		t.Errorf("a shot declared on a boundary: %+v; want it begun at once, free at 120, no wait", d)
	}
}

// XS-12: interrupts fall only between slots, so two declarations that
// take effect at the same boundary face off (KG-FACE-01), though 20
// ticks apart (the window is 15); without the module they do not.
func TestDeclarationsInOneSlotFaceOff(t *testing.T) {
	const text = "5 red ec-trooper-1 shoot blue.renegade-cultist-1\n25 blue renegade-cultist-1 shoot red.ec-trooper-1\n"
	for seed := uint64(1); seed <= 3; seed++ {
		if f := find[orders.FaceOff](playModules(t, slotted(t, false), text, seed)); len(f) != 1 {
			t.Errorf("seed %d: face-offs %+v; want the two shots of the slot at 30 to face off", seed, f)
		}
		if f := find[orders.FaceOff](playModules(t, slotted(t, true), text, seed)); len(f) != 0 {
			t.Errorf("seed %d, no module: face-offs %+v; want none (20 ticks apart)", seed, f)
		}
	}
	// Different slots: no face-off.
	if f := find[orders.FaceOff](playModules(t, slotted(t, false), "5 red ec-trooper-1 shoot blue.renegade-cultist-1\n35 blue renegade-cultist-1 shoot red.ec-trooper-1\n", 1)); len(f) != 0 {
		t.Errorf("face-offs %+v across two slots; want none", f)
	}
}

// XS-12's rushed attacks (XC-INIT-01: extra actions at a penalty; the
// design's one RC die fewer): the second shot of "shoot & shoot" begins
// as the first ends and rolls one die fewer (a rifle's RC 2 → 1); a shot
// beginning exactly 1 s (60 ticks) after the last attack ended is still
// rushed (RULINGS: inclusive); one beginning at the next slot after that
// (90 ticks) is not. Without the module none is.
func TestRushedAttacksRollOneDieFewer(t *testing.T) {
	const text = `0 red ec-trooper-1 shoot blue.renegade-prophet-1 & ec-trooper-1 shoot blue.renegade-prophet-1
0 blue done
180 red ec-trooper-1 shoot blue.renegade-prophet-1
270 red ec-trooper-1 face 0
271 red ec-trooper-1 shoot blue.renegade-prophet-1
`
	// The combo: 0-60, 60-120. The shot at 180 begins 60 ticks after 120:
	// rushed. It ends at 240; the turn at 270 is free (no attack step);
	// the shot declared at 271 begins at 300, 60 ticks after 240: rushed.
	for seed := uint64(1); seed <= 5; seed++ {
		m := playModules(t, slotted(t, false), text, seed)
		rushed, n := rushedRolls(m, "red.ec-trooper-1")
		if len(rushed) != 4 || rushed[0] || !rushed[1] || !rushed[2] || !rushed[3] || n[0] != 2 || n[1] != 1 || n[2] != 1 {
			t.Fatalf("seed %d: to-hit rolls rushed %v with dice %v; want the first 2 dice, then two rushed of 1 die\n%s", seed, rushed, n, dump(m))
		}
		off, _ := rushedRolls(playModules(t, slotted(t, true), text, seed), "red.ec-trooper-1")
		for i, r := range off {
			if r {
				t.Errorf("seed %d: roll %d rushed without the module", seed, i)
			}
		}
	}
	const later = "0 red ec-trooper-1 shoot blue.renegade-prophet-1\n0 blue done\n61 red ec-trooper-1 shoot blue.renegade-prophet-1\n"
	// The first shot ends at 60; the second, declared at 61, begins at the
	// slot at 90: 30 ticks later, rushed. Declared at 121: begins at 150,
	// 90 ticks later: not rushed.
	for _, c := range []struct {
		at     string
		rushed bool
	}{{"61", true}, {"120", true}, {"121", false}} {
		text := strings.Replace(later, "61 red", c.at+" red", 1)
		rushed, _ := rushedRolls(playModules(t, slotted(t, false), text, 1), "red.ec-trooper-1")
		if len(rushed) != 2 || rushed[1] != c.rushed {
			t.Errorf("a shot declared at %s after one ending at 60: rushed %v; want the second %v", c.at, rushed, c.rushed)
		}
	}
}

// The previews carry the rushed die (and so the AI sees it): a shot's
// preview after the unit's last attack, and the second shot of a combo
// previewed as one (PreviewLast), roll one die fewer and their odds are
// lower; a close-combat attack's too.
func TestPreviewsShowARushedAttack(t *testing.T) {
	m, err := match.New(slotted(t, false), rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	shot := orders.Order{Unit: "ec-trooper-1", Verb: orders.Shoot, Target: "blue.renegade-prophet-1"}
	v := m.View()
	one := v.Preview("red", shot)
	two := v.PreviewLast("red", []orders.Order{shot, shot})
	if one.Err != nil || two.Err != nil || one.Ranged.Dice != 2 || two.Ranged.Dice != 1 || two.Odds.MeanWounds() >= one.Odds.MeanWounds() {
		t.Fatalf("a shot %+v and the second of two %+v: want 2 dice, then 1 with lower odds", one.Ranged, two.Ranged)
	}
	plain, err := match.New(slotted(t, true), rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	if p := plain.View().PreviewLast("red", []orders.Order{shot, shot}); p.Ranged.Dice != 2 {
		t.Errorf("without the module the second shot rolls %d dice; want 2", p.Ranged.Dice)
	}
	// In close combat: the melee deck's fighters in contact.
	s, err := scenarios.LoadFile("testdata/melee.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	s.Modules = []string{"timeslots"}
	mm, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	att, def := meleePair(t, mm)
	hit := orders.Order{Unit: att, Verb: orders.Attack, Target: def}
	a1, a2 := mm.View().Preview(s.Sides[0].ID, hit), mm.View().PreviewLast(s.Sides[0].ID, []orders.Order{hit, hit})
	if a1.Err != nil || a2.Err != nil || a1.Odds == nil || a2.Odds == nil || a2.Odds.MeanWounds() >= a1.Odds.MeanWounds() {
		t.Errorf("an attack %+v and a rushed second %+v: want lower odds for the second", a1, a2)
	}
}

// meleePair is a model of the first side of m in base contact with one of
// the second's.
func meleePair(t *testing.T, m *match.Match) (string, string) {
	t.Helper()
	v := m.View()
	for _, a := range v.Units() {
		for _, d := range v.Units() {
			if a.Side == 0 && d.Side == 1 && a.OnTable && d.OnTable {
				p := v.Preview(v.Sides()[0].ID, orders.Order{Unit: a.ID, Verb: orders.Attack, Target: d.ID})
				if p.Err == nil {
					return a.ID, d.ID
				}
			}
		}
	}
	t.Fatal("no pair in contact")
	return "", ""
}

// XC-INIT-02 (actions cap at 4), XS-12: a combo holds at most four attack
// steps of one model: a fifth is refused citing XC-INIT-02, and nothing
// is paid; four are accepted; another model's attacks do not count.
func TestAComboHoldsFourAttackStepsOfAModel(t *testing.T) {
	shot := func(u string) orders.Order {
		return orders.Order{Unit: u, Verb: orders.Shoot, Target: "blue.renegade-prophet-1"}
	}
	m, err := match.New(slotted(t, false), rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	v := m.View()
	t1 := shot("ec-trooper-1")
	if _, err := v.PreviewCombo("red", []orders.Order{t1, t1, t1, t1, t1}); err == nil || !strings.Contains(err.Error(), "XC-INIT-02") {
		t.Errorf("five attack steps of a model: %v; want refused citing XC-INIT-02", err)
	}
	five := []orders.Order{t1, t1, t1, t1, shot("ec-trooper-2")}
	if p := v.PreviewLast("red", five[:4]); p.Err != nil && strings.Contains(p.Err.Error(), "XC-INIT-02") {
		t.Errorf("four attack steps refused: %v", p.Err)
	}
	if p := v.PreviewLast("red", five); p.Err != nil && strings.Contains(p.Err.Error(), "XC-INIT-02") {
		t.Errorf("four of one model and one of another refused: %v", p.Err)
	}
}

// RULINGS: a cancel keeps the channel busy for its 1 AP like any order:
// from the next slot boundary (a cancel at tick 40 frees the channel at
// 60 + 30 = 90; without the module at 70).
func TestACancelWaitsForTheSlotToo(t *testing.T) {
	const text = "0 red ec-trooper-1 move 5 4.5\n0 blue done\n40 red cancel\n"
	for _, c := range []struct {
		off  bool
		want int
	}{{false, 90}, {true, 70}} {
		m := playModules(t, slotted(t, c.off), text, 1)
		var cancel *orders.Declared
		for _, d := range find[orders.Declared](m) {
			if d.Cancel {
				cancel = &d
			}
		}
		if cancel == nil || cancel.Until != c.want {
			t.Errorf("module off %v: the cancel %+v; want the channel free at %d\n%s", c.off, cancel, c.want, dump(m))
		}
		if w := find[timeslots.SlotWaited](m); len(w) != 0 {
			t.Errorf("module off %v: waits %+v; the move took effect at once (tick 0) and a cancel stops at once", c.off, w)
		}
	}
}

// XC-MOVE-04..05 (firing on the move) in the design's terms: a move
// between two attacks only spaces them in time. After "shoot & move", the
// shot that follows a 2 AP move begins 1 s after the first ended, and is
// rushed (1 s included); after two moves (2 s) it is not. XC-INIT-03
// (delaying an action) is declaring later: TestRushedAttacksRollOneDieFewer.
func TestAMoveBetweenAttacksSpacesThem(t *testing.T) {
	for _, c := range []struct {
		combo  string
		rushed bool
	}{
		{"ec-trooper-1 shoot blue.renegade-prophet-1 & ec-trooper-1 move 3.5 4.5 & ec-trooper-1 shoot blue.renegade-prophet-1", true},
		{"ec-trooper-1 shoot blue.renegade-prophet-1 & ec-trooper-1 move 3.5 4.5 & ec-trooper-1 move 4.5 4.5 & ec-trooper-1 shoot blue.renegade-prophet-1", false},
	} {
		for seed := uint64(1); seed <= 3; seed++ {
			m := playModules(t, slotted(t, false), "0 red "+c.combo+"\n0 blue done\n", seed)
			rushed, _ := rushedRolls(m, "red.ec-trooper-1")
			if len(rushed) != 2 || rushed[0] || rushed[1] != c.rushed {
				t.Errorf("seed %d, %s: to-hit rolls rushed %v; want the second %v\n%s", seed, c.combo, rushed, c.rushed, dump(m))
			}
		}
	}
}
