package match_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// KG-CMB-EX1: "jump out of cover AND fire AND return to cover" is three
// different actions, so only a Waiting unit or a failure can stop it. The
// trooper jumps out, a Waiting cultist shoots and pins it: the combo stops
// and the trooper is left in the open. Stopping it is worth +3 AP to blue
// (KG-AP-07(4)).
func TestComboExample1(t *testing.T) {
	m := play(t, `
0  blue renegade-cultist-1 wait
40 red  ec-trooper-2 move 4.5 4.5 & ec-trooper-2 shoot blue.renegade-cultist-2 & ec-trooper-2 move 3.5 2.5
110 blue renegade-cultist-1 react shoot red.ec-trooper-2
`,
		3, 3, // round 1 AP: red, blue
		5, 4, // the reaction shot: one hit
		3,       // wound roll: a wound
		1, 2, 3, // the trooper's pinning test fails
		1, 1, 1, 1) // rounds 2 and 3
	stopped := find[match.ComboStopped](m)
	if len(stopped) != 1 || stopped[0].Side != "red" || !stopped[0].Interrupted {
		t.Fatalf("combo stops: %+v\n%s", stopped, dump(m))
	}
	tr := unitAt(t, m, "red.ec-trooper-2")
	if tr.Base.Centre.Dist(geom.Vec{X: 4.5, Y: 4.5}) > 1e-9 || !tr.F.Pin.ByHit {
		t.Errorf("trooper at %v pinned %v; want left in the open at (4.5, 4.5), pinned", tr.Base.Centre, tr.F.Pin)
	}
	ended := find[match.RoundEnded](m)
	if len(ended) == 0 || !contains(ended[0].Tally["blue"], "KG-AP-07(4)") {
		t.Errorf("round 1 tally %v", ended)
	}
}

func contains(lines []string, prefix string) bool {
	for _, l := range lines {
		if len(l) >= len(prefix) && l[:len(prefix)] == prefix {
			return true
		}
	}
	return false
}

// tickOf returns the tick of the first event matching.
func tickOf(m *match.Match, match func(e match.Entry) bool) int {
	for _, e := range m.View().Log(0) {
		if match(e) {
			return e.Tick
		}
	}
	return -1
}

func isRoll(by, purpose string) func(match.Entry) bool {
	return func(e match.Entry) bool {
		r, ok := e.Event.(combat.Roll)
		return ok && r.By == by && r.Purpose == purpose
	}
}

func isMove(unit string) func(match.Entry) bool {
	return func(e match.Entry) bool {
		mv, ok := e.Event.(orders.Arrived)
		return ok && mv.Unit == unit
	}
}

// KG-CMB-EX2 / KG-CMB-05: "jump out AND fire AND fire": after the first
// shot the target falls back (movement); movement goes before firing, so
// it moves before the second shot, the repeat.
func TestComboExample2(t *testing.T) {
	m := play(t, `
0   red  ec-trooper-1 move 3.5 4.5 & ec-trooper-1 shoot blue.renegade-cultist-1 & ec-trooper-1 shoot blue.renegade-cultist-1
121 blue renegade-cultist-1 move 13.5 4.5
`,
		3, 3, // AP
		1, 2, // first shot: misses (no chain pinning yet)
		1, 2, // second shot: misses
		1, 1, 1, 1)
	moved := tickOf(m, isMove("blue.renegade-cultist-1"))
	var shots []int
	for _, e := range m.View().Log(0) {
		if r, ok := e.Event.(combat.Roll); ok && r.By == "red.ec-trooper-1" && r.Purpose == "to hit" {
			shots = append(shots, e.Tick)
		}
	}
	if len(shots) != 2 || moved < 0 || !(shots[0] < moved && moved < shots[1]) {
		t.Errorf("first shot at %v, the fall-back move at %d: the move must come between the shots\n%s", shots, moved, dump(m))
	}
	if len(find[orders.FaceOff](m)) != 1 {
		t.Errorf("the fall-back against the repeated shot is a face-off")
	}
}

// KG-CMB-EX3: "move ×3": a repeated action, so after the second move the
// target opens fire and the shot finds the mover where the second move left
// it (KG-FACE-04: a unit being fired on has no movement precedence).
func TestComboExample3(t *testing.T) {
	m := play(t, `
0   red  ec-trooper-1 move 5.5 4.5 & ec-trooper-1 move 8.5 4.5 & ec-trooper-1 move 10.5 3.5
121 blue renegade-cultist-1 shoot red.ec-trooper-1
`,
		3, 3,
		5, 1, 1, 1, // a hit (short range: RC 2 + 2 dice)
		3,       // a wound
		5, 5, 5, // the trooper keeps its nerve
		1, 1, 1, 1)
	hit := tickOf(m, isRoll("blue.renegade-cultist-1", "to hit"))
	third := -1
	for _, e := range m.View().Log(0) {
		if mv, ok := e.Event.(orders.Arrived); ok && mv.Unit == "red.ec-trooper-1" && mv.X == 10.5 && mv.Y == 3.5 {
			third = e.Tick
		}
	}
	if hit < 0 || third < 0 || hit >= third {
		t.Errorf("the shot at %d must land before the third move ends at %d\n%s", hit, third, dump(m))
	}
	if unitAt(t, m, "red.ec-trooper-1").F.Wounds != 1 {
		t.Errorf("the trooper should be wounded")
	}
}

// KG-CMB-EX4: move ×3 declared (6 AP); after the first move, cancel
// (1 AP) and move to cover (2 AP): 9 AP in all, the unit safe.
func TestComboExample4Cancel(t *testing.T) {
	m := play(t, `
0   red ec-trooper-1 move 3.5 4.5 & ec-trooper-1 move 4.5 4.5 & ec-trooper-1 move 5.5 4.5
61  red cancel
91  red ec-trooper-1 move 3.5 3.5
`, 3, 3, 1, 1, 1, 1)
	spent := 0
	for _, d := range find[orders.Declared](m) {
		if d.Side == "red" {
			spent += d.AP
		}
	}
	tr := unitAt(t, m, "red.ec-trooper-1")
	if spent != 9 || tr.Base.Centre != (geom.Vec{X: 3.5, Y: 3.5}) {
		t.Errorf("spent %d AP, trooper at %v; want 9 AP and (3.5, 3.5)\n%s", spent, tr.Base.Centre, dump(m))
	}
}

// KG-CMB-EX5 / KG-CMB-06: a cancel costs 1 AP per cancel order: all units
// at once is 1 AP; one and then the others is 2 AP.
func TestComboExample5CancelPricing(t *testing.T) {
	combo := `0 red ec-commander-1 move 2.5 1.5 & ec-trooper-1 move 2.5 3.5 & ec-trooper-2 move 3.5 1.5 & ec-commander-1 move 1.5 1.5
`
	speed := []int{4, 4, 4, 4, 4, 4, 4, 4, 4, 4} // GAP-18 Speed checks pass (4 + 3 + 3 dice)
	one := play(t, combo+"10 red cancel\n", append(append([]int{3, 3}, speed...), 1, 1, 1, 1)...)
	two := play(t, combo+"10 red ec-trooper-1 cancel\n40 red ec-commander-1 cancel & ec-trooper-2 cancel\n", append(append([]int{3, 3}, speed...), 1, 1, 1, 1)...)
	cost := func(m *match.Match) int {
		n := 0
		for _, d := range find[orders.Declared](m) {
			if d.Side == "red" && len(d.Steps) > 0 && strings.HasSuffix(d.Steps[len(d.Steps)-1], "cancel") {
				n += d.AP
			}
		}
		return n
	}
	if cost(one) != 1 || cost(two) != 2 {
		t.Errorf("cancel costs %d and %d AP; want 1 and 2\n%s", cost(one), cost(two), dump(two))
	}
}

// KG-CMB-EX6: "out of cover AND fire AND run AND shoot another AND run
// back": hit by a Waiting unit on the first step, the whole cost is lost
// and the unit stops in the open.
func TestComboExample6(t *testing.T) {
	m := play(t, `
0   blue renegade-cultist-1 wait
40  red  ec-trooper-2 move 4.5 4.5 & ec-trooper-2 shoot blue.renegade-cultist-2 & ec-trooper-2 run 6.5 4.5 & ec-trooper-2 shoot blue.renegade-prophet-1 & ec-trooper-2 run 3.5 2.5
101 blue renegade-cultist-1 react shoot red.ec-trooper-2
`, 3, 3, 5, 4, 3, 1, 2, 3, 1, 1, 1, 1)
	red := find[orders.Declared](m)[1]
	if red.AP != 2+2+1+2+1 || sideAP(m, "red") != 0 && unitAt(t, m, "red.ec-trooper-2").Base.Centre != (geom.Vec{X: 4.5, Y: 4.5}) {
		t.Errorf("declared %d AP; trooper at %v\n%s", red.AP, unitAt(t, m, "red.ec-trooper-2").Base.Centre, dump(m))
	}
	if len(find[match.ComboStopped](m)) != 1 {
		t.Errorf("the combo should stop\n%s", dump(m))
	}
}

// KG-CMB-EX7 / KG-CMB-08 / GAP-18: three units ordered to run into range
// AND fire each roll a Speed check at TN 4; one fails, all three stop.
func TestComboExample7(t *testing.T) {
	m := play(t, `
0 red ec-commander-1 run 2.5 1.5 & ec-trooper-1 run 3.5 4.5 & ec-trooper-2 run 3.5 1.5 & ec-trooper-1 shoot blue.renegade-cultist-1
`,
		3, 3,
		5, 1, 1, 1, // commander (Speed 4) passes
		1, 2, 3, // trooper-1 (Speed 3) fails
		1, 1, 1, 1)
	stopped := find[match.ComboStopped](m)
	if len(stopped) != 1 || stopped[0].RuleID != "GAP-18" {
		t.Fatalf("stops: %+v\n%s", stopped, dump(m))
	}
	var checked []string // the Speed checks name the unit rolling, as every roll does
	for _, r := range find[combat.Roll](m) {
		if r.Purpose == "Speed check" {
			checked = append(checked, r.By)
		}
	}
	if len(checked) < 2 || checked[0] != "red.ec-commander-1" || checked[1] != "red.ec-trooper-1" {
		t.Errorf("Speed checks by %q", checked)
	}
	for _, id := range []string{"red.ec-commander-1", "red.ec-trooper-1", "red.ec-trooper-2"} {
		for _, mv := range find[orders.Arrived](m) {
			if mv.Unit == id {
				t.Errorf("%s moved though the combo stopped", id)
			}
		}
	}
}

// KG-FACE-EX1 and KG-TAC-EX1 (KG-FACE-01/04): a unit being fired on cannot
// answer by running for cover; another unit, not fired on, moves first.
func TestFaceOffExamples(t *testing.T) {
	fired := play(t, `
0 blue renegade-cultist-1 shoot red.ec-trooper-1
5 red  ec-trooper-1 move 2.5 3.5
`, 3, 3, 1, 2, 1, 1, 1, 1)
	refused := find[match.Refused](fired)
	if len(refused) != 1 || refused[0].RuleID != "KG-FACE-04" || len(find[orders.FaceOff](fired)) != 0 {
		t.Errorf("KG-FACE-EX1: the unit fired on cannot run for cover: %+v\n%s", refused, dump(fired))
	}
	flank := play(t, `
0 blue renegade-cultist-1 shoot red.ec-trooper-1
5 red  ec-trooper-2 move 3.5 1.5
`, 3, 3, 1, 2, 1, 1, 1, 1)
	f := find[orders.FaceOff](flank)
	moved, shot := tickOf(flank, isMove("red.ec-trooper-2")), tickOf(flank, isRoll("blue.renegade-cultist-1", "to hit"))
	if len(f) != 1 || f[0].First != "red" || moved < 0 || moved >= shot {
		t.Errorf("KG-TAC-EX1: the other unit's move resolves first (move %d, shot %d): %+v\n%s", moved, shot, f, dump(flank))
	}
}

// KG-SCN-EX1 with GAP-34/35 on the shipped Sabotage: the defenders are
// frozen (and 2 AP down) in round 1, unfrozen at its end; the Overseer
// arrives at the end of round 3, three more at the end of round 4; at the
// end of round 10 backup arrives and the defenders win.
func TestSabotageFlow(t *testing.T) {
	s, err := scenarios.LoadShipped("sabotage", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	// The shipped war band has three Overseers (issue 18's list): two on
	// the deck, one held back. Rounds 1-3: the attackers' die and the two
	// Overseers' (KG-AP-02); rounds 4-10: the third Overseer's too.
	var faces []int
	for range 3 {
		faces = append(faces, 4, 4, 4)
	}
	for range 7 {
		faces = append(faces, 4, 4, 4, 4)
	}
	m := playOn(t, s, "", faces...)
	r := find[match.RoundStarted](m)
	if len(r) != 10 || r[0].AP["defenders"] != 4+12-2 || r[1].AP["defenders"] != 4+12+1 || len(r[2].Dice["defenders"]) != 2 || len(r[3].Dice["defenders"]) != 3 {
		t.Errorf("AP: %+v (round 1: Tactics 12 − 2; round 2: +1 for losing nobody; round 4: the third Overseer's die)", r)
	}
	overseer := unitAt(t, m, "defenders.slave-overseer-1")
	if !overseer.OnTable {
		t.Error("the Overseer never arrived")
	}
	arrived := map[string]int{}
	for _, e := range m.View().Log(0) {
		if mv, ok := e.Event.(orders.Arrived); ok && mv.RuleID == "KG-SCN-01" {
			arrived[mv.Unit] = e.Round
		}
	}
	if arrived["defenders.slave-overseer-1"] != 3 || len(arrived) != 4 {
		t.Errorf("arrivals %v: the Overseer at the end of round 3, three thralls at the end of round 4", arrived)
	}
	if result(m) == nil || result(m).Winner != "defenders" || result(m).Round != 10 {
		t.Errorf("result %+v; want the defenders' win at round 10", result(m))
	}
	var types []string
	for _, e := range find[match.ScenarioEvent](m) {
		types = append(types, e.Kind)
	}
	if strings.Join(types, ",") != "unfreeze,arrive,arrive,win" {
		t.Errorf("scenario events %v", types)
	}
}

// KG-AP-06/07 over a whole round: red's trooper shoots blue's Prophet (the
// Squad Leader) three times in a combo and kills it. Red: first blood +2,
// enemy Squad Leader +2, lost no units +1 (a 3-command combo earns
// nothing). Blue: Squad Leader killed −5.
func TestLossesAndTriumphsRound(t *testing.T) {
	m := play(t, `
0 red ec-trooper-1 shoot blue.renegade-prophet-1 & ec-trooper-1 shoot blue.renegade-prophet-1 & ec-trooper-1 shoot blue.renegade-prophet-1
`,
		3, 3,
		5, 1, 3, // hit, wound (the Prophet never tests: KG-PSY-03)
		5, 1, 3,
		5, 1, 3,
		1, 1, // round 2 (blue has no Squad Leader left: no die)
	)
	e := find[match.RoundEnded](m)
	if len(e) == 0 {
		t.Fatalf("no round ended\n%s", dump(m))
	}
	red, blue := e[0].Tally["red"], e[0].Tally["blue"]
	if e[0].Adjust["red"] != 5 || e[0].Adjust["blue"] != -5 || !contains(red, "KG-AP-07(5)") || !contains(red, "KG-AP-07(2)") || !contains(blue, "KG-AP-06(2)") {
		t.Errorf("tally red %v (%d), blue %v (%d)\n%s", red, e[0].Adjust["red"], blue, e[0].Adjust["blue"], dump(m))
	}
	if r := find[match.RoundStarted](m); len(r) < 2 || len(r[1].Dice["blue"]) != 0 || r[1].AP["blue"] != 13-5 {
		t.Errorf("round 2 for blue without its Squad Leader: %+v (no die, Tactics 13 − 5)", r)
	}
	// The tally that decides at the round limit (GAP-31) is public.
	prophet, ok := m.View().Unit("blue.renegade-prophet-1")
	if s, _ := m.View().Side("red"); !ok || s.Destroyed != prophet.Points || s.Destroyed == 0 || s.LeadersKilled != 1 {
		t.Errorf("red's tally: %+v, want the Prophet's points and one Squad Leader", s)
	}
	if s, _ := m.View().Side("blue"); s.Destroyed != 0 || s.LeadersKilled != 0 {
		t.Errorf("blue's tally: %+v, want nothing destroyed", s)
	}
}

// KG-CMB-07 / KG-AP-07(3), our ruling (docs/rules.md): a combo earns +1 AP
// per four commands that cost AP. Four free turns are no commands to earn
// from: otherwise a side could turn on the spot for AP (issue 13 found a
// 64,000-turn combo worth 16,000 AP). Four paid moves, among two free turns, still earn +1.
func TestFreeStepsEarnNoComboAP(t *testing.T) {
	free := play(t, `
0 red ec-commander-1 face 0 & ec-commander-1 face 90 & ec-commander-1 face 180 & ec-commander-1 face 270 & ec-commander-1 face 0
`, 6, 6, 1, 1, 1, 1)
	ended := find[match.RoundEnded](free)
	if len(ended) == 0 || contains(ended[0].Tally["red"], "KG-AP-07(3)") {
		t.Errorf("five free turns: round 1 tally %v, want no KG-AP-07(3)", ended)
	}
	paid := play(t, `
0 red ec-trooper-1 move 4.5 4.5 & ec-trooper-1 face 0 & ec-trooper-1 move 2.5 4.5 & ec-trooper-1 face 90 & ec-trooper-1 move 4.5 4.5 & ec-trooper-1 move 2.5 4.5
`, 6, 6, 1, 1, 1, 1)
	ended = find[match.RoundEnded](paid)
	if len(ended) == 0 || !contains(ended[0].Tally["red"], "KG-AP-07(3)") {
		t.Errorf("four paid moves and two turns: round 1 tally %v\n%s", ended, dump(paid))
	}
}
