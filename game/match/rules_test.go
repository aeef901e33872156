package match_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// scenario loads a test scenario from testdata.
func scenario(t testing.TB, name string) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/"+name+".yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// playSeededOn plays orders on s with seeded dice until the match ends.
func playSeededOn(t *testing.T, s *scenarios.Scenario, text string, seed uint64) *match.Match {
	t.Helper()
	m, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(seed), scripts(t, text))
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(100000); err != nil {
		t.Fatal(err)
	}
	return m
}

// refusedAt lists the ticks of the refusals citing rule.
func refusedAt(m *match.Match, rule string) []int {
	var ticks []int
	for _, e := range m.View().Log(0) {
		if r, ok := e.Event.(match.Refused); ok && r.RuleID == rule {
			ticks = append(ticks, e.Tick)
		}
	}
	return ticks
}

// declaredAt lists the ticks side's declarations were accepted at.
func declaredAt(m *match.Match, side string) []int {
	var ticks []int
	for _, e := range m.View().Log(0) {
		if d, ok := e.Event.(orders.Declared); ok && d.Side == side && !(len(d.Steps) == 1 && d.Steps[0] == "done") {
			ticks = append(ticks, e.Tick)
		}
	}
	return ticks
}

func sameTicks(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// KG-MOVE-07 (the inventory's reading, docs/rules.md): a small step comes
// before the unit's other actions in a combo, and its next action may not
// be a movement action, in the same combo or the next declaration; turns
// do not count. A step, a shot, a step, a shot, declared one by one, is
// legal (KG-MOVE-EX1).
func TestSmallStepThenNoMovement(t *testing.T) {
	m := playSeeded(t, `
0   red ec-trooper-1 step 2.9 4.5 & ec-trooper-1 move 4.5 4.5
10  red ec-trooper-1 shoot blue.renegade-cultist-1 & ec-trooper-1 step 2.9 4.5
70  red ec-trooper-1 step 2.9 4.5
80  red ec-trooper-1 move 4.5 4.5
90  red ec-trooper-1 face 0
100 red ec-trooper-1 run 4.5 4.5
110 red ec-trooper-1 step 3.3 4.5
120 red ec-trooper-1 wait
160 red ec-trooper-1 move 4.5 4.5
`, 3)
	if got, want := refusedAt(m, "KG-MOVE-07"), []int{0, 10, 80, 100, 110}; !sameTicks(got, want) {
		t.Errorf("KG-MOVE-07 refusals at ticks %v, want %v\n%s", got, want, dump(m))
	}
	if got, want := declaredAt(m, "red"), []int{70, 90, 120, 160}; !sameTicks(got, want) {
		t.Errorf("red's declarations at ticks %v, want %v\n%s", got, want, dump(m))
	}
	// KG-MOVE-EX1: step, fire, step, fire, one by one.
	m = playSeeded(t, `
0   red ec-trooper-1 step 2.9 4.5
10  red ec-trooper-1 shoot blue.renegade-cultist-1
80  red ec-trooper-1 step 3.3 4.5
90  red ec-trooper-1 shoot blue.renegade-cultist-1
`, 3)
	if r := refusedAt(m, "KG-MOVE-07"); len(r) != 0 || len(declaredAt(m, "red")) != 4 {
		t.Errorf("KG-MOVE-EX1 refused at %v\n%s", r, dump(m))
	}
}

// KG-RC-12: suppressive fire needs a weapon able to fire it; a rifle is
// not, and the shot is refused as it is declared, costing nothing.
func TestSuppressiveFireCheckedWhenDeclared(t *testing.T) {
	m := playSeeded(t, "0 red ec-trooper-1 shoot blue.renegade-cultist-1 suppressive\n", 3)
	if r := refusedAt(m, "KG-RC-12"); len(r) != 1 || r[0] != 0 {
		t.Fatalf("KG-RC-12 refusals at %v, want one at tick 0\n%s", r, dump(m))
	}
	for _, d := range find[orders.Declared](m) {
		if d.Side == "red" && d.AP > 0 {
			t.Errorf("the refused shot was paid: %+v", d)
		}
	}
}

// A charge's attack is checked as the charge is declared: a trooper has
// no special attack (GAP-08), so the charge is refused and costs nothing.
func TestChargeAttackCheckedWhenDeclared(t *testing.T) {
	m := playSeededOn(t, scenario(t, "melee"), "0 red ec-commander-1 charge blue.renegade-cultist-1 special\n", 3)
	if r := refusedAt(m, "GAP-08"); len(r) != 1 || r[0] != 0 {
		t.Errorf("GAP-08 refusals at %v, want one at tick 0\n%s", r, dump(m))
	}
}

// KG-CC-14: a unit may ask to leave a fight; if the enemy lets it go
// (its standing "letgo"), it breaks off without a roll, for 1 AP, and
// moves its Speed away; if not, it stays and the AP are spent. Only a
// unit in base contact has a fight to leave.
func TestBreakOffByAgreement(t *testing.T) {
	s := scenario(t, "melee")
	held := playSeededOn(t, s, "0 red ec-trooper-1 breakoff blue.renegade-cultist-1\n", 5)
	notes := 0
	for _, n := range find[combat.Note](held) {
		if n.RuleID == "KG-CC-14" && strings.Contains(n.Text, "will not let") {
			notes++
		}
	}
	if tr := unitAt(t, held, "red.ec-trooper-1"); notes != 1 || tr.Base.Centre.X != 5.5 {
		t.Errorf("held: %d notes, trooper at %v; want it kept in the fight at 5.5\n%s", notes, tr.Base.Centre, dump(held))
	}
	if d := find[orders.Declared](held); len(d) == 0 || d[0].AP != 1 {
		t.Errorf("the break-off costs 1 AP: %+v", d)
	}
	let := playSeededOn(t, s, `
0 blue renegade-cultist-1 letgo
5 red  ec-trooper-1 breakoff blue.renegade-cultist-1
`, 5)
	broke := false
	for _, e := range find[combat.StateChanged](let) {
		broke = broke || e.RuleID == "KG-CC-14" && e.State == combat.LetGo && e.Unit == "red.ec-trooper-1"
	}
	tr := unitAt(t, let, "red.ec-trooper-1")
	if !broke || tr.Base.Centre.X > 5.5-3 {
		t.Errorf("let go: broke off %v, trooper at %v; want it 4\" away from the cultist\n%s", broke, tr.Base.Centre, dump(let))
	}
	far := playSeededOn(t, s, "0 red ec-commander-1 breakoff blue.renegade-cultist-1\n", 5)
	if r := refusedAt(far, "KG-CC-14"); len(r) != 1 {
		t.Errorf("a break-off from a fight the unit is not in: %v\n%s", r, dump(far))
	}
}

// KG-PSY-08 with KG-PSY-06 (ruling, docs/rules.md): a trooper attacking a
// pure horror in base contact tests half its Willpower (3 → 1 die) at
// TN 6; in fear shock it freezes and its attack is lost.
func TestAttackingAHorrorFreezes(t *testing.T) {
	m := playOn(t, scenario(t, "horror"), "0 red ec-trooper-1 attack blue.possessed-horror-1\n",
		3, 3, // round 1 AP: red, blue
		1,    // the horror test: its die fails TN 6
		1, 1) // round 2 AP
	var will []combat.Roll
	for _, r := range find[combat.Roll](m) {
		if r.RuleID == "KG-PSY-08" {
			will = append(will, r)
		}
	}
	froze := false
	for _, n := range find[combat.Note](m) {
		froze = froze || n.RuleID == "KG-PSY-08" && strings.Contains(n.Text, "freezes")
	}
	hits := 0
	for _, r := range find[combat.Roll](m) {
		if r.Purpose == "to hit" {
			hits++
		}
	}
	if len(will) != 1 || len(will[0].Dice) != 1 || will[0].Success || !froze || hits != 0 {
		t.Errorf("horror test %+v, froze %v, to-hit rolls %d\n%s", will, froze, hits, dump(m))
	}
}

// KG-CMB-06: a cancel takes 1 AP from the side, beside the combo's cost
// that stays spent.
func TestCancelCostsTheSideOneAP(t *testing.T) {
	const text = "0 red ec-trooper-1 move 3.5 4.5 & ec-trooper-1 move 4.5 4.5 & ec-trooper-1 move 5.5 4.5\n61 red cancel\n"
	m, err := match.New(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(5), scripts(t, text))
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(62); err != nil {
		t.Fatal(err)
	}
	rolled := find[match.RoundStarted](m)[0].AP["red"]
	if got := sideAP(m, "red"); got != rolled-6-1 {
		t.Errorf("after the combo (6 AP) and the cancel red holds %d AP of %d, want 7 fewer\n%s", got, rolled, dump(m))
	}
}

// KG-CC-05, KG-CC-09: an active defence costs the defender's side 1 AP
// when it is used; each extra wound the attacker buys costs its side n AP
// for the n-th wound.
func TestDefenceAndExtraWoundsArePaid(t *testing.T) {
	s := scenario(t, "melee")
	text := `
0   blue renegade-cultist-1 defend active dodge
5   red  ec-trooper-1 attack blue.renegade-cultist-1 weapon
40  red  ec-commander-1 attack blue.renegade-prophet-1 weapon
300 blue renegade-prophet-1 wait
300 red  ec-commander-1 wait
`
	extras := 0
	for seed := uint64(1); seed <= 40; seed++ {
		m, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(seed), scripts(t, text))
		if err != nil {
			t.Fatal(err)
		}
		// What each side pays as the attack resolving at tick at does.
		paidAt := func(at int) [2]int {
			if err := m.Run(at); err != nil {
				t.Fatal(err)
			}
			before := [2]int{sideAP(m, "red"), sideAP(m, "blue")}
			if err := m.Step(); err != nil {
				t.Fatal(err)
			}
			return [2]int{before[0] - sideAP(m, "red"), before[1] - sideAP(m, "blue")}
		}
		if dodge := paidAt(35); dodge != [2]int{0, 1} {
			t.Fatalf("seed %d: the dodged attack cost %v (red, blue), want blue's 1 AP\n%s", seed, dodge, dump(m))
		}
		wounds := paidAt(70)
		extra := 0
		for _, e := range m.View().Log(0) {
			if ap, ok := e.Event.(combat.APSpent); ok && ap.RuleID == "KG-CC-09" && e.Tick == 70 {
				extra += ap.AP
			}
		}
		extras += extra
		if wounds != [2]int{extra, 0} {
			t.Fatalf("seed %d: the commander's attack cost %v (red, blue), want red's %d AP of extra wounds\n%s", seed, wounds, extra, dump(m))
		}
	}
	if extras == 0 {
		t.Error("no seed bought an extra wound: the test shows nothing of KG-CC-09")
	}
}

// KG-CMB-08, GAP-18: a combo of two units that moves makes both pass a
// Speed check; one that does not move makes none.
func TestSpeedChecksForTwoUnits(t *testing.T) {
	moves := play(t, "0 red ec-trooper-1 move 3.5 4.5 & ec-trooper-2 move 3.5 1.5\n", 3, 3, 4, 4, 4, 4, 4, 4, 1, 1, 1, 1)
	checks := 0
	for _, r := range find[combat.Roll](moves) {
		if r.Purpose == "Speed check" && r.RuleID == "GAP-18" {
			checks++
		}
	}
	if checks != 2 {
		t.Errorf("two moving units: %d Speed checks, want 2\n%s", checks, dump(moves))
	}
	still := play(t, "0 red ec-trooper-1 wait & ec-trooper-2 wait\n", 3, 3, 1, 1, 1, 1)
	for _, r := range find[combat.Roll](still) {
		if r.Purpose == "Speed check" {
			t.Errorf("a combo that does not move made a Speed check\n%s", dump(still))
		}
	}
}

// KG-CMB-01: a combo's declaration carries what each step cost, adding up
// to what the side paid (a move 2 AP, a wait 1), for readers that split
// the AP by order; a cancel is paid as a whole.
func TestDeclaredCarriesEachStepsCost(t *testing.T) {
	const text = "0 red ec-trooper-1 move 3.5 4.5 & ec-trooper-2 wait\n1 red cancel\n"
	m, err := match.New(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(5), scripts(t, text))
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(2); err != nil {
		t.Fatal(err)
	}
	var d []orders.Declared
	for _, e := range find[orders.Declared](m) {
		if e.Side == "red" {
			d = append(d, e)
		}
	}
	if len(d) != 2 || !slices.Equal(d[0].StepAP, []int{2, 1}) || d[0].AP != 3 || d[1].StepAP != nil {
		t.Errorf("declared %+v, want a combo's steps costing [2 1] of 3 AP, then a cancel with none\n%s", d, dump(m))
	}
}
