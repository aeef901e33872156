package match_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/psychic"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// psychicDeck is testdata/psychic.yaml with content in which blue's
// renegade salvager (Mind 5, Willpower 3) knows every power.
func psychicDeck(t testing.TB) *scenarios.Scenario {
	t.Helper()
	var all []string
	for _, v := range psychic.Verbs {
		all = append(all, string(v))
	}
	return psychicDeckKnowing(t, all...)
}

// psychicDeckKnowing is testdata/psychic.yaml with content in which blue's
// renegade salvager knows the powers of ids.
func psychicDeckKnowing(t testing.TB, ids ...string) *scenarios.Scenario {
	t.Helper()
	c := rulesContent.Copy()
	c.Units = slices.Clone(c.Units)
	for i, u := range c.Units {
		if u.ID == "renegade-salvager" {
			c.Units[i] = psychic.Teach(u, ids...)
		}
	}
	s, err := scenarios.LoadFile("testdata/psychic.yaml", c)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// faces is a scripted dice source showing face n every time.
func faces(t testing.TB, n int) dice.Source {
	t.Helper()
	f := make([]int, 5000)
	for i := range f {
		f[i] = n
	}
	src, err := dice.NewScripted(f...)
	if err != nil {
		t.Fatal(err)
	}
	return src
}

// GAP-22, KG-DATA-17: the warp costs 3 AP and puts the psychic at a point
// it can see within 20", where its base fits; it does not walk the way
// between. Every other point is refused, naming why.
func TestWarp(t *testing.T) {
	m := playWith(t, psychicDeck(t), `
0 blue renegade-salvager-1 warp 2.5 1.5
1 blue renegade-salvager-1 warp 8.5 3.5
2 blue renegade-salvager-1 warp 10.5 4
3 blue renegade-salvager-1 warp 26.5 4.5
4 blue renegade-prophet-1 warp 20 6.5
5 blue renegade-prophet-1 bolt ec-commander-1
6 blue renegade-salvager-1 warp 14.5 6.5
`, faces(t, 5))
	want := []string{
		`GAP-22 (2.5, 1.5) is 24.5" away, centre to centre: the warp reaches 20"`,
		"GAP-22 blue.renegade-salvager-1 cannot see (8.5, 3.5): the warp needs a point in view",
		"GAP-22 blue.renegade-salvager-1 cannot stand at (10.5, 4): a wall or a shut door is in the way",
		"GAP-22 blue.renegade-salvager-1 cannot stand at (26.5, 4.5): another model is there",
		"GAP-22 blue.renegade-prophet-1 is no psychic",
	}
	got := refusals(m)
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("want a refusal %q, got:\n%s", w, got)
		}
	}
	if strings.Count(got, "\n") != len(want)+1 {
		t.Errorf("refusals:\n%s", got)
	}
	warped := find[psychic.Warped](m)
	if len(warped) != 1 || warped[0].X != 14.5 || warped[0].Y != 6.5 || warped[0].Inches != 12 {
		t.Fatalf("warped %+v\n%s", warped, dump(m))
	}
	if d := declared(m, "warp"); d.AP != 3 {
		t.Errorf("the warp costs 3 AP: %+v", d)
	}
	if u := unitAt(t, m, "blue.renegade-salvager-1"); u.Base.Centre.X != 14.5 || u.Base.Centre.Y != 6.5 {
		t.Errorf("the salvager stands at %v after the warp", u.Base.Centre)
	}
}

// GAP-22: a warp a little past its reach is refused in words that say so:
// 20.04" away reads 20.1", never the 20.0" that the 20" warp would reach
// (issue 36).
func TestWarpJustPastItsReach(t *testing.T) {
	m := playWith(t, psychicDeck(t), "0 blue renegade-salvager-1 warp 6.46 6.5\n", faces(t, 5))
	want := `GAP-22 (6.46, 6.5) is 20.1" away, centre to centre: the warp reaches 20"`
	if got := refusals(m); !strings.Contains(got, want) {
		t.Errorf("want a refusal %q, got:\n%s", want, got)
	}
}

// GAP-22: a psychic uses only the powers its profile lists; the refusal
// names the ones it knows as a player reads them.
func TestAPowerThePsychicDoesNotKnow(t *testing.T) {
	m := playWith(t, psychicDeckKnowing(t, string(psychic.Bolt), string(psychic.Mend)), "0 blue renegade-salvager-1 warp 14.5 6.5\n", faces(t, 5))
	want := "GAP-22 blue.renegade-salvager-1 does not know Warp (it knows Mind bolt, Mend flesh)"
	if got := refusals(m); !strings.Contains(got, want) {
		t.Errorf("want a refusal %q, got:\n%s", want, got)
	}
}

// GAP-22: a failed casting test does nothing, and the backlash test that
// follows, failed too, costs the psychic a wound; the AP are spent.
func TestBacklash(t *testing.T) {
	m := playWith(t, psychicDeck(t), "0 blue renegade-salvager-1 warp 14.5 6.5\n", faces(t, 1))
	if len(find[psychic.Warped](m)) != 0 {
		t.Error("a failed casting test warps nobody")
	}
	u := unitAt(t, m, "blue.renegade-salvager-1")
	if u.F.Wounds != 1 || u.Base.Centre.X == 14.5 {
		t.Errorf("the backlash wounds the salvager where it stands: %+v at %v\n%s", u.F.Condition, u.Base.Centre, dump(m))
	}
	if d := declared(m, "warp"); d.AP != 3 {
		t.Errorf("the AP are spent all the same: %+v", d)
	}
}

// GAP-22: the powers at their targets, with every die a 5 (every casting
// test at TN 4 or 5 passes): the bolt's target, Willpower 5 at TN 5,
// holds; terror pins a trooper (Willpower 4 at TN 6); the veil puts +1 on
// the TN of red's shots at the salvager until the AP round ends; calm
// and mend refuse what they cannot do.
func TestPowersAtTheirTargets(t *testing.T) {
	m := playWith(t, psychicDeck(t), `
0 blue renegade-salvager-1 warp 14.5 6.5
400 blue renegade-salvager-1 bolt ec-commander-1
401 red ec-trooper-1 move 4.5 6.5
800 blue renegade-salvager-1 terror ec-trooper-1
1200 blue renegade-salvager-1 veil renegade-salvager-1
1300 blue renegade-salvager-1 calm ec-trooper-1
1301 blue renegade-salvager-1 mend renegade-salvager-1
1600 red ec-commander-1 shoot renegade-salvager-1
`, faces(t, 5))
	for _, w := range []string{
		"GAP-22 no model \"ec-trooper-1\" of blue.renegade-salvager-1's side",
		"GAP-22 blue.renegade-salvager-1 has no wound to mend",
	} {
		if !strings.Contains(refusals(m), w) {
			t.Errorf("want a refusal %q, got:\n%s", w, refusals(m))
		}
	}
	used := find[psychic.PowerUsed](m)
	var names []string
	for _, u := range used {
		names = append(names, u.Power+" "+u.Target)
	}
	if strings.Join(names, ", ") != "warp , bolt red.ec-commander-1, terror red.ec-trooper-1, veil blue.renegade-salvager-1" {
		t.Errorf("powers used: %v\n%s", names, dump(m))
	}
	if c := unitAt(t, m, "red.ec-commander-1"); c.F.Wounds != 0 {
		t.Error("the commander passed the bolt's Willpower test: no wound")
	}
	if tr := unitAt(t, m, "red.ec-trooper-1"); !tr.F.Pin.ByHit || tr.F.Pin.TN != 6 {
		t.Errorf("terror pins the trooper at TN 6: %+v", tr.F.Pin)
	}
	veiled := false
	for _, r := range find[combat.Roll](m) {
		if r.By == "red.ec-commander-1" && strings.HasPrefix(r.Purpose, "to hit") {
			for _, mod := range r.Modifiers {
				veiled = veiled || mod.RuleID == "GAP-22" && mod.Value == 1
			}
		}
	}
	if !veiled {
		t.Errorf("the veil puts +1 on the TN of a shot at the salvager\n%s", dump(m))
	}
	lifted := false
	for _, s := range find[combat.StateChanged](m) {
		lifted = lifted || s.State == psychic.VeilLifted && s.Unit == "blue.renegade-salvager-1"
	}
	if !lifted {
		t.Error("the veil is lifted as the next AP round starts")
	}
}

// KG-FACE-01: a psychic action is the fourth class of the face-off: it
// resolves after a move declared at the same moment.
func TestPsychicGoesLastInAFaceOff(t *testing.T) {
	m := playWith(t, psychicDeck(t), `
0 blue renegade-salvager-1 warp 14.5 6.5
0 red ec-commander-1 move 5 6.5
`, faces(t, 5))
	fo := find[orders.FaceOff](m)
	if len(fo) != 1 || fo[0].First != "red" || !strings.Contains(fo[0].Why, "then psychic") {
		t.Errorf("face-offs %+v\n%s", fo, dump(m))
	}
}
