package match_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/logtext"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/evasion"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// evasionHall is testdata/evasion.yaml, a long open hall: red's
// commander (Speed 4), trooper (Speed 3) and rush grunt (Speed 5) in the
// west, blue's prophet and cultists in the east; played with modules.
func evasionHall(t *testing.T, modules ...string) idleMatch {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/evasion.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	s.Modules = modules
	m := idleMatch{hands: [2]*hand{{}, {}}}
	if m.Match, err = match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(5), [2]match.Player{m.hands[0], m.hands[1]}); err != nil {
		t.Fatal(err)
	}
	return m
}

// moveBy has red's unit id make a movement order of verb dx inches east
// and dy south of where it stands, and plays the match until it arrives.
func (m idleMatch) moveBy(t *testing.T, id string, verb orders.Verb, dx, dy float64) {
	t.Helper()
	u := unitAt(t, m.Match, id)
	if !m.declare(t, "red", orders.Order{Unit: id, Verb: verb, X: u.Base.Centre.X + dx, Y: u.Base.Centre.Y + dy}) {
		t.Fatalf("%s %s refused: %v", id, verb, find[match.Refused](m.Match))
	}
	arrived := len(arrivals(m.Match, id))
	for len(arrivals(m.Match, id)) == arrived {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	m.settle(t, "red")
}

// settle plays the match until side's command channel is free.
func (m idleMatch) settle(t *testing.T, side string) {
	t.Helper()
	for s, _ := m.View().Side(side); s.Busy; s, _ = m.View().Side(side) {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
}

// arrivals are the moves id has ended.
func arrivals(m *match.Match, id string) []orders.Arrived {
	var out []orders.Arrived
	for _, a := range find[orders.Arrived](m) {
		if a.Unit == id {
			out = append(out, a)
		}
	}
	return out
}

// shotMods are the movement modifiers of blue cultist 1's standard shot
// at red's unit id as it would be declared now: the core's sprint
// (KG-RC-10) and the module's (XS-18).
func (m idleMatch) shotMods(t *testing.T, id string) (sprint, moved int) {
	t.Helper()
	p := m.View().Preview("blue", orders.Order{Unit: "blue.renegade-cultist-1", Verb: orders.Shoot, Target: id, Shot: combat.Standard})
	if p.Ranged == nil {
		t.Fatalf("no shot at %s: %v", id, p.Err)
	}
	for _, md := range p.Ranged.HitMods {
		switch {
		case md.RuleID == "KG-RC-10" && md.What == "target sprinting":
			sprint += md.Value
		case md.RuleID == evasion.Rule:
			moved += md.Value
		}
	}
	return sprint, moved
}

// XS-18 end to end, with the seeds' examples in the design's terms
// (docs/modules.md):
//   - SW-MOVE-EX1: SWOMP's marine runs 12" (twice his 6" move) and is +1
//     DR if shot (12/10, rounded down). Kry-Gothic's inches are about
//     half SWOMP's for the same man (its Average Joe moves 3", runs 6"):
//     the trooper (Speed 3) runs 6", one full 5": +1 TN, by the module's
//     rule, not the core's sprint.
//   - XC-MOVE-EX4 (XC-MOVE-06): a sprinter with MA 10 adds +7 (5 + 2) to
//     its dodge roll, the most moving gives. Here the rush grunt (Speed
//     5) sprints its full 10": +2, the most; 5" more keeps it at +2.
//   - KG-RC-10's flat +1 for a target that ran is gone: the commander
//     (Speed 4) walks 4" twice, no run, 8": +1 all the same.
//
// As the next AP round begins, every model's inches are forgotten.
func TestMovementAsDefence(t *testing.T) {
	m := evasionHall(t, "evasion")
	m.moveBy(t, "red.ec-trooper-1", orders.Run, 6, 0)
	if got := m.Marks()[orders.MarkKey{Unit: "red.ec-trooper-1", Mark: evasion.MovedMark}]; got != 600 {
		t.Errorf("SW-MOVE-EX1: the trooper's 6\" run counted %d/100\"", got)
	}
	if sprint, moved := m.shotMods(t, "red.ec-trooper-1"); sprint != 0 || moved != 1 {
		t.Errorf("SW-MOVE-EX1: a shot at the trooper after its 6\" run: sprint %+d, XS-18 %+d; want 0, +1", sprint, moved)
	}
	// The shot fired: its to-hit roll tells the modifier in words, the
	// rule cited only with the rules detail on.
	if !m.declare(t, "blue", orders.Order{Unit: "blue.renegade-cultist-1", Verb: orders.Shoot, Target: "red.ec-trooper-1", Shot: combat.Standard}) {
		t.Fatalf("the shot refused: %v", find[match.Refused](m.Match))
	}
	m.settle(t, "blue")
	if plain, cited := rollText(m.Match, false), rollText(m.Match, true); !strings.Contains(plain, "TN +1: target moved 6.0\" this AP round") || strings.Contains(plain, "XS-18") || !strings.Contains(cited, "this AP round (XS-18)") {
		t.Errorf("the shot's roll in the log:\n%s\nwith the rules detail:\n%s", plain, cited)
	}

	// XC-MOVE-EX4: the grunt sprints 10"; half-way it is +1 already.
	g := "red.ec-rush-grunt-1"
	from := unitAt(t, m.Match, g).Base.Centre
	if !m.declare(t, "red", orders.Order{Unit: g, Verb: orders.Run, X: from.X + 10, Y: from.Y}) {
		t.Fatalf("the grunt's run refused: %v", find[match.Refused](m.Match))
	}
	var seen []int // the XS-18 modifier of a shot at it, tick by tick
	for len(arrivals(m.Match, g)) == 0 {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
		_, moved := m.shotMods(t, g)
		if len(seen) == 0 || seen[len(seen)-1] != moved {
			seen = append(seen, moved)
		}
	}
	if len(seen) != 3 || seen[0] != 0 || seen[1] != 1 || seen[2] != 2 {
		t.Errorf("XC-MOVE-EX4: a shot at the sprinting grunt went %v as it ran; want [0 1 2]: counted as it walks", seen)
	}
	if a, got := arrivals(m.Match, g)[0], m.Marks()[orders.MarkKey{Unit: g, Mark: evasion.MovedMark}]; got != int(a.Inches*100+0.5) {
		t.Errorf("the grunt's run of %.2f\" (the log's) counted %d/100\"", a.Inches, got)
	}
	m.moveBy(t, g, orders.Move, 0, 1.5)
	m.moveBy(t, g, orders.Move, -3.5, 0)
	if sprint, moved := m.shotMods(t, g); sprint != 0 || moved != 2 {
		t.Errorf("XC-MOVE-EX4: after 15\" the grunt is sprint %+d, XS-18 %+d; want 0, +2 (the most)", sprint, moved)
	}

	// KG-RC-10: two walks, no run.
	c := "red.ec-commander-1"
	m.moveBy(t, c, orders.Move, 4, 0)
	if _, moved := m.shotMods(t, c); moved != 0 {
		t.Errorf("after one 4\" move the commander is XS-18 %+d, want 0", moved)
	}
	m.moveBy(t, c, orders.Move, 4, 0)
	if sprint, moved := m.shotMods(t, c); sprint != 0 || moved != 1 {
		t.Errorf("after two 4\" moves the commander is sprint %+d, XS-18 %+d; want 0, +1", sprint, moved)
	}

	// The round ends: everyone's inches are forgotten.
	m.declare(t, "red", orders.Order{Verb: orders.Done})
	m.declare(t, "blue", orders.Order{Verb: orders.Done})
	for m.View().Round() == 1 {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	for _, id := range []string{"red.ec-trooper-1", g, c} {
		if _, moved := m.shotMods(t, id); moved != 0 {
			t.Errorf("round 2: a shot at %s is XS-18 %+d, want 0", id, moved)
		}
	}
	for k := range m.Marks() {
		if k.Mark == evasion.MovedMark {
			t.Errorf("round 2: %s still marked %d", k.Unit, m.Marks()[k])
		}
	}
}

// Without the module, KG-RC-10 as before: the trooper's run is the
// core's +1, the commander's two walks nothing, and no inches are kept.
func TestNoEvasionWithoutTheModule(t *testing.T) {
	m := evasionHall(t)
	m.moveBy(t, "red.ec-trooper-1", orders.Run, 6, 0)
	m.moveBy(t, "red.ec-commander-1", orders.Move, 4, 0)
	m.moveBy(t, "red.ec-commander-1", orders.Move, 4, 0)
	if sprint, moved := m.shotMods(t, "red.ec-trooper-1"); sprint != 1 || moved != 0 {
		t.Errorf("KG-RC-10: the trooper that ran is sprint %+d, XS-18 %+d; want +1, 0", sprint, moved)
	}
	if sprint, moved := m.shotMods(t, "red.ec-commander-1"); sprint != 0 || moved != 0 {
		t.Errorf("the commander that walked is sprint %+d, XS-18 %+d; want 0, 0", sprint, moved)
	}
	if len(m.Marks()) != 0 {
		t.Errorf("marks without the module: %v", m.Marks())
	}
}

// rollText is the log's lines of the match's rolls, as a player reads
// them: with the rules' IDs (cited) or without (the rules detail off).
func rollText(m *match.Match, cited bool) string {
	n := logtext.MatchNames(m.View())
	n.Plain = !cited
	var b strings.Builder
	for _, e := range m.View().Log(0) {
		if _, ok := e.Event.(combat.Roll); !ok {
			continue
		}
		for _, l := range logtext.Lines(e, n) {
			b.WriteString(l.Text + "\n")
		}
	}
	return b.String()
}
