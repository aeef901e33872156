package psychic_test

import (
	"math"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/combat/combattest"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/psychic"
)

// The fixtures of combat's tests (rules/combat/combattest).
var (
	joe    = combattest.Joe
	with   = combattest.With
	script = combattest.Script
	used   = combattest.Used
	rolls  = combattest.Rolls
	settle = combattest.Settle
)

// seer is a psychic: Mind 3, Willpower 3 (an Average Joe, KG-DATA-02).
func seer() *combat.Fighter { return joe("seer") }

// heavyPlate is the content's heavy plate armour.
func heavyPlate(t *testing.T) *content.Armour {
	t.Helper()
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	a, ok := c.ArmourPiece("heavy-plate")
	if !ok {
		t.Fatal("no heavy-plate")
	}
	return a
}

// GAP-22, KG-STAT-07: the casting test is a Mind check (KG-DICE-07): as
// many dice as Mind, passing when the best reaches the power's TN. A fail
// calls the backlash test, Willpower at the backlash TN; failing that
// costs the psychic one wound, whatever its armour.
func TestCastingTest(t *testing.T) {
	cases := []struct {
		name      string
		faces     []int
		works     bool
		backlash  bool // the Willpower test was rolled
		wounded   int
		willFaces int
	}{
		{"a 5 among Mind 3 dice reaches TN 5", []int{2, 5, 1}, true, false, 0, 0},
		{"best 4 misses TN 5; backlash Willpower 3 at TN 4 shows a 4: held", []int{2, 4, 1, 1, 4, 2}, false, true, 0, 3},
		{"best 4 misses TN 5; backlash 3, 3, 1 fails: a wound", []int{2, 4, 1, 3, 3, 1}, false, true, 1, 3},
	}
	for _, c := range cases {
		f := seer()
		f.Armour = heavyPlate(t) // no help against a backlash
		src := script(t, c.faces...)
		ok, out, err := psychic.Cast(psychic.Casting{Psychic: f, Power: "Warp", TN: 5, BacklashTN: 4}, src, combat.Options{})
		if err != nil {
			t.Fatal(err)
		}
		used(t, src)
		settle(out, f)
		mind := rolls(out.Events, "Mind: casting Warp")
		will := rolls(out.Events, "Willpower")
		switch {
		case ok != c.works:
			t.Errorf("%s: works %v", c.name, ok)
		case len(mind) != 1 || mind[0].TN != 5 || len(mind[0].Dice) != 3 || mind[0].RuleID != "GAP-22":
			t.Errorf("%s: casting roll %+v, want Mind 3 dice at TN 5 citing GAP-22", c.name, mind)
		case (len(will) == 1) != c.backlash || c.backlash && (will[0].TN != 4 || len(will[0].Dice) != c.willFaces):
			t.Errorf("%s: backlash rolls %+v", c.name, will)
		case f.Wounds != c.wounded:
			t.Errorf("%s: %d wounds, want %d", c.name, f.Wounds, c.wounded)
		}
	}
}

// GAP-22 (mind bolt): the target tests Willpower at the bolt's TN; a fail
// is one wound, which neither armour nor cover stops. A Squad Leader who
// fails costs its side 2 AP (KG-PSY-09), as every failed Willpower does.
func TestMindBolt(t *testing.T) {
	for _, c := range []struct {
		faces []int
		wound bool
	}{{[]int{4, 3}, true}, {[]int{5, 1}, false}} {
		target := joe("t")
		target.Stats.Willpower = 2
		target.Armour = heavyPlate(t)
		src := script(t, c.faces...)
		out, err := psychic.MindBolt(target, 5, src, combat.Options{})
		if err != nil {
			t.Fatal(err)
		}
		used(t, src)
		settle(out, target)
		if got := target.Wounds == 1; got != c.wound {
			t.Errorf("Willpower 2 at TN 5 showing %v: wounded %v, want %v", c.faces, got, c.wound)
		}
	}
	sl := joe("sl")
	sl.SquadLeader = true
	out, err := psychic.MindBolt(sl, 5, script(t, 1, 1, 1), combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	leaderFailed := false
	for _, e := range out.Events {
		if s, ok := e.(combat.SideEffect); ok && s.RuleID == "KG-PSY-09" {
			leaderFailed = true
		}
	}
	if !leaderFailed {
		t.Error("KG-PSY-09: a Squad Leader failing the bolt's Willpower test costs its side AP")
	}
}

// GAP-22 (terror): the target tests Willpower at TN 6 (the fear TN,
// KG-PSY-06); a fail pins it as a hit does (KG-PSY-01), and its unpin
// re-roll must reach 6. Squad Leaders are never pinned (KG-PSY-03) and a
// fear-causer knows no fear: terror is refused at them.
func TestTerror(t *testing.T) {
	target := joe("t")
	src := script(t, 5, 4, 1)
	out, err := psychic.Terrify(target, 6, src, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	used(t, src)
	settle(out, target)
	if !target.Pin.ByHit || target.Pin.TN != 6 {
		t.Errorf("Willpower 3 at TN 6 showing 5, 4, 1: pin %+v, want pinned by a hit at TN 6", target.Pin)
	}
	brave := joe("b")
	out, err = psychic.Terrify(brave, 6, script(t, 6, 2, 2, 1), combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	settle(out, brave)
	if brave.Pin.Pinned() {
		t.Error("a 6 passes the terror test")
	}
	sl := with(joe("sl"), func(f *combat.Fighter) { f.SquadLeader = true })
	wraith := with(joe("w"), func(f *combat.Fighter) { f.Fear = true })
	for _, f := range []*combat.Fighter{sl, wraith} {
		if psychic.TerrorRefusal(f) == nil {
			t.Errorf("%s: terror is refused at a Squad Leader and at a fear-causer", f.ID)
		}
	}
	if psychic.TerrorRefusal(joe("j")) != nil {
		t.Error("an Average Joe can be terrified")
	}
}

// GAP-22 (calm, mend flesh): calm lifts a pin without a roll; mend takes
// one wound off. Neither has anything to do for a model without one.
func TestCalmAndMend(t *testing.T) {
	f := joe("f")
	f.Pin = combat.Pin{ByHit: true, TN: 6}
	f.Wounds = 1
	out, err := psychic.LiftPin(f)
	if err != nil {
		t.Fatal(err)
	}
	settle(out, f)
	if f.Pin.Pinned() {
		t.Error("calm lifts the pin")
	}
	out, err = psychic.MendFlesh(f)
	if err != nil {
		t.Fatal(err)
	}
	settle(out, f)
	if f.Wounds != 0 {
		t.Errorf("mend heals one wound: %d left", f.Wounds)
	}
	if _, err := psychic.LiftPin(f); err == nil {
		t.Error("calm refuses a model that is not pinned")
	}
	if _, err := psychic.MendFlesh(f); err == nil {
		t.Error("mend refuses a model with no wound")
	}
}

// The preview's odds are exact: CheckChance against every face the dice
// can show (TN 2..6 never explode into a pass they had not reached), and
// the casting odds are the casting chance and the two fails together.
func TestCastingOddsAreExact(t *testing.T) {
	for n := 1; n <= 4; n++ {
		for tn := 2; tn <= 6; tn++ {
			pass, all := 0, 0
			faces := make([]int, n)
			var walk func(i int)
			walk = func(i int) {
				if i == n {
					all++
					for _, f := range faces {
						if f >= tn {
							pass++
							break
						}
					}
					return
				}
				for f := 1; f <= 6; f++ {
					faces[i] = f
					walk(i + 1)
				}
			}
			walk(0)
			want := float64(pass) / float64(all)
			if got := psychic.CheckChance(n, tn, dice.Table); math.Abs(got-want) > 1e-12 {
				t.Errorf("%d dice at TN %d: %v, counted %v", n, tn, got, want)
			}
		}
	}
	o := psychic.OddsOfCasting(psychic.Casting{Psychic: seer(), TN: 5, BacklashTN: 4}, dice.Table)
	cast := 1 - math.Pow(4.0/6, 3)
	if math.Abs(o.Cast-cast) > 1e-12 || math.Abs(o.Backlash-(1-cast)*math.Pow(3.0/6, 3)) > 1e-12 {
		t.Errorf("Mind 3 at TN 5, Willpower 3 at TN 4: %+v", o)
	}
	if psychic.CheckChance(0, 2, dice.Table) != 0 {
		t.Error("no dice never pass")
	}
}
