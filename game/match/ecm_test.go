package match_test

import (
	"slices"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/ecm"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// ecmDeck is testdata/ecm.yaml: red's commander and trooper carry
// jammers, its marksman (Mind 4) an ECM suite; blue's cultists 1 and 2
// (Mind 3) stand 19" from the jammers, its prophet and cultist 3 26".
func ecmDeck(t *testing.T) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/ecm.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// paidBy are side's accepted declarations, but done: what each cost
// and what each of its steps cost.
func paidBy(m *match.Match, side string) (ap []int, steps [][]int) {
	for _, e := range find[orders.Declared](m) {
		if e.Side == side && !e.Cancel && !e.Reaction && !(len(e.Steps) == 1 && e.Steps[0] == "done") {
			ap = append(ap, e.AP)
			steps = append(steps, e.StepAP)
		}
	}
	return ap, steps
}

// XS-07 (SW-MISC-02's 20" radio jammer, KG-AP-01, KG-CMB-06) and RULINGS
// "XS-07 ECM": an enemy declaration that orders at least one unit within
// 20" of a jammer costs 1 AP more, once: on its first paid step in reach,
// however many units in reach it orders and however many jammers reach
// them (cultist 1 stands in both red jammers' reach). A unit out of reach
// pays as ever, a free turn stays free, and a side's own jammers never
// jam it.
func TestAJammerMakesEnemyOrdersCostOneMore(t *testing.T) {
	m := playOn(t, ecmDeck(t), `
0   blue renegade-cultist-3 wait
60  blue renegade-cultist-1 face 180
120 blue renegade-prophet-1 wait & renegade-cultist-2 wait & renegade-cultist-1 wait
240 red  ec-commander-1 wait
`,
		6, 6, // round 1 AP: red, blue
		1, 1, 1, 1) // rounds 2 and 3
	ap, steps := paidBy(m, "blue")
	if want := []int{1, 0, 4}; !slices.Equal(ap, want) {
		t.Fatalf("blue paid %v, want %v (out of reach; a free turn; +1 once for the combo)\n%s", ap, want, dump(m))
	}
	if want := []int{1, 2, 1}; !slices.Equal(steps[2], want) {
		t.Errorf("the combo's steps cost %v, want %v: the +1 on its first step in reach", steps[2], want)
	}
	if ap, _ := paidBy(m, "red"); !slices.Equal(ap, []int{1}) {
		t.Errorf("red paid %v for a wait beside its own jammers, want [1]", ap)
	}
}

// XS-07 (GW-ECM-01..02, XS-28): the ECM attack is a Mind contest, the
// best die of each (6s re-rolled and added) against each other, ties to
// the defender. Won, it breaks a Waiting target's Waiting; lost, nothing
// happens. The marksman rolls 4 Mind dice, the cultist 3; nobody stands
// between them.
func TestAnECMAttackBreaksWaiting(t *testing.T) {
	for _, tc := range []struct {
		name     string
		faces    []int
		won      bool
		best     int
		defence  int
		broken   bool
		attacker []int
	}{
		{"5 beats 4", []int{5, 2, 1, 3, 4, 4, 1}, true, 5, 4, true, nil},
		{"a tie to the defender", []int{4, 2, 1, 3, 4, 1, 1}, false, 4, 4, false, nil},
		{"6+1 against 6+2", []int{6, 2, 1, 1, 1, 6, 1, 1, 2}, false, 7, 8, false, nil},
		{"6+3 against 5", []int{1, 6, 1, 1, 3, 5, 5, 2}, true, 9, 5, true, nil},
	} {
		faces := append([]int{6, 6}, tc.faces...) // round 1 AP: red, blue
		faces = append(faces, 1, 1, 1, 1)         // rounds 2 and 3
		m := playOn(t, ecmDeck(t), `
0  blue renegade-cultist-1 wait
60 red  ec-marksman-1 ecm blue.renegade-cultist-1
`, faces...)
		got := find[ecm.ECMAttacked](m)
		if len(got) != 1 {
			t.Fatalf("%s: %d ECM attacks\n%s", tc.name, len(got), dump(m))
		}
		e := got[0]
		if e.Won != tc.won || e.Best != tc.best || e.Defence != tc.defence || e.Between != 0 {
			t.Errorf("%s: %+v, want won %v, %d against %d", tc.name, e, tc.won, tc.best, tc.defence)
		}
		if u := unitAt(t, m, "blue.renegade-cultist-1"); u.Waiting == tc.broken {
			t.Errorf("%s: the cultist Waiting %v after the attack", tc.name, u.Waiting)
		}
		broken := false
		for _, s := range find[combat.StateChanged](m) {
			broken = broken || s.RuleID == ecm.Rule && s.State == ecm.WaitingBroken
		}
		if broken != tc.broken {
			t.Errorf("%s: Waiting broken said %v", tc.name, broken)
		}
	}
}

// XS-07 with KG-CMB-02 and KG-AP-07(4): a won ECM attack on a model in
// the middle of its side's combo cancels its step, and the rest of the
// combo stops: an interruption by the attacker's side, worth +3 AP to it
// in the round's tally. The attack is refused beyond 20" and by a model
// with no ECM suite (citing XS-07).
func TestAnECMAttackCutsACombo(t *testing.T) {
	m := playOn(t, ecmDeck(t), `
0   blue renegade-cultist-1 move 20.5 2.5 & renegade-cultist-1 move 19.5 2.5
20  red  ec-marksman-1 ecm blue.renegade-cultist-1
200 red  ec-marksman-1 ecm blue.renegade-prophet-1
210 red  ec-trooper-1 ecm blue.renegade-cultist-2
`,
		6, 6, // round 1 AP: red, blue
		5, 2, 1, 3, 4, 4, 1, // the contest: 5 against 4
		1, 1, 1, 1) // rounds 2 and 3
	stopped := find[match.ComboStopped](m)
	if len(stopped) != 1 || stopped[0].Side != "blue" || !stopped[0].Interrupted || stopped[0].RuleID != ecm.Rule {
		t.Fatalf("combo stops %+v, want blue's, interrupted by XS-07\n%s", stopped, dump(m))
	}
	if u := unitAt(t, m, "blue.renegade-cultist-1"); u.Base.Centre.X < 20 {
		t.Errorf("the cultist reached x %.1f: its second move went on", u.Base.Centre.X)
	}
	ended := find[match.RoundEnded](m)
	if len(ended) == 0 || !contains(ended[0].Tally["red"], "KG-AP-07(4)") {
		t.Errorf("round 1 tally %v, want red's interruption", ended)
	}
	if r := refusedAt(m, ecm.Rule); !slices.Equal(r, []int{200, 210}) {
		t.Errorf("XS-07 refusals at %v, want the prophet out of reach (200) and the trooper with no suite (210)\n%s", r, dump(m))
	}
}

// XS-07 in the preview: an ECM attack's exact chance of winning its
// contest (the marksman's 4 Mind dice against the cultist's 3) and what a
// win would do now; an order to a model in an enemy jammer's reach costs
// its 1 AP more in the preview as in the declaration.
func TestTheECMPreview(t *testing.T) {
	m := scripted(t, ecmDeck(t), "0 blue done\n", dice.NewSeeded(1))
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	v := m.View()
	p := v.Preview("red", orders.Order{Unit: "red.ec-marksman-1", Verb: ecm.Attack, Target: "blue.renegade-cultist-1"})
	d, ok := p.Detail.(ecm.Preview)
	if p.Err != nil || !ok || p.AP != 2 {
		t.Fatalf("the ECM attack's preview %+v", p)
	}
	if d.Attacker != 4 || d.Defender != 3 || d.Between != 0 || d.Chance != ecm.WinChance(4, 3, 0) || d.Effect != ecm.Nothing {
		t.Errorf("the contest %+v", d)
	}
	if p := v.Preview("blue", orders.Order{Unit: "blue.renegade-cultist-1", Verb: orders.Wait}); p.AP != 2 {
		t.Errorf("a wait in the jammer's reach previews %d AP, want 2", p.AP)
	}
	if p := v.Preview("blue", orders.Order{Unit: "blue.renegade-cultist-3", Verb: orders.Wait}); p.AP != 1 {
		t.Errorf("a wait out of reach previews %d AP, want 1", p.AP)
	}
}

// XS-07's preview tells what a win would do when the attack lands, not
// as things stand when it is weighed: the attack resolves only once its
// AP are shouted, so a step of the target's that ends before then is
// over and the attack would spoil nothing, while a later step of its
// combo would still be cut.
func TestTheECMPreviewLooksAtWhenTheAttackLands(t *testing.T) {
	m := scripted(t, ecmDeck(t), `
0 blue renegade-cultist-2 move 20.5 3.5 & renegade-cultist-1 move 20.5 2.5 & renegade-cultist-1 move 19.5 2.5
`, scriptedDice(t, 6, 6, 4, 4, 4, 4, 4, 4, 4, 4, 4)) // round 1 AP: red, blue; then the combo's Speed checks (GAP-18)
	for m.Tick() < 61 {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	v := m.View()
	effect := func(target string) ecm.Effect {
		p := v.Preview("red", orders.Order{Unit: "red.ec-marksman-1", Verb: ecm.Attack, Target: target})
		d, ok := p.Detail.(ecm.Preview)
		if !ok { // red may lack the AP: the preview keeps its odds
			t.Fatalf("the ECM attack's preview on %s: %+v", target, p)
		}
		return d.Effect
	}
	// Blue's steps cost 3, 2 and 2 AP (the jammer's 1 on the first), 30
	// ticks an AP: cultist 2's step plays from tick 0 to 90, cultist 1's
	// to 150 and 210. An attack (2 AP) weighed at tick 61, while cultist
	// 2 still walks, lands at 121.
	if e := effect("blue.renegade-cultist-2"); e != ecm.Nothing {
		t.Errorf("against cultist 2, whose step ends before the attack lands: %v, want it to spoil nothing", e)
	}
	if e := effect("blue.renegade-cultist-1"); e != ecm.Cancelled {
		t.Errorf("against cultist 1, whose combo runs on: %v, want it cancelled", e)
	}
}

// scriptedDice is a dice source that rolls faces, in order.
func scriptedDice(t *testing.T, faces ...int) dice.Source {
	t.Helper()
	src, err := dice.NewScripted(faces...)
	if err != nil {
		t.Fatal(err)
	}
	return src
}
