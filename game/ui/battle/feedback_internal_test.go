package battle

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// fxTable is a stand-in table: red's model a at (2, 3), blue's b at
// (10, 3) and any other model of blue's at (12, 3).
func fxTable(id string) (geom.Vec, int, bool) {
	switch {
	case id == "red.a":
		return geom.Vec{X: 2, Y: 3}, 0, true
	case id == "blue.b":
		return geom.Vec{X: 10, Y: 3}, 1, true
	case strings.HasPrefix(id, "blue."):
		return geom.Vec{X: 12, Y: 3}, 1, true
	}
	return geom.Vec{}, -1, false
}

// kinds lists the kinds of the living effects at now.
func (f *feedback) kinds(now float64) map[fxKind]int {
	f.expire(now)
	out := map[fxKind]int{}
	for _, e := range f.effects {
		out[e.kind]++
	}
	return out
}

func entry(e combat.Event) match.Entry { return match.Entry{Event: e} }

// A reaction shot read from its declaration's text: its roll to hit
// gives a tracer from the shooter to the target, a hit mark and the dice
// over the target (the kept die marked, a re-rolled six as its total),
// each gone when its lifetime has passed.
func TestFeedbackShotEffects(t *testing.T) {
	var f feedback
	f.observe(10, entry(orders.Declared{Side: "red", Steps: []string{"a react shoot blue.b standard"}}), fxTable)
	f.observe(10, entry(combat.Roll{RuleID: "KG-RC-09", Purpose: "to hit", Kind: combat.HitRoll, Arm: combat.Gun, By: "red.a", TN: 5,
		Dice: []dice.Chain{{2}, {6, 3}}, Passed: []bool{false, true}, Kept: []int{1}, Success: true}), fxTable)
	got := f.kinds(10)
	if got[fxTracer] != 1 || got[fxHit] != 1 || got[fxDice] != 1 || got[fxMiss] != 0 {
		t.Fatalf("effects after a hit: %v", got)
	}
	for _, e := range f.effects {
		switch e.kind {
		case fxTracer:
			if e.from != (geom.Vec{X: 2, Y: 3}) || e.at != (geom.Vec{X: 10, Y: 3}) {
				t.Errorf("tracer from %v to %v, want the shooter to the target", e.from, e.at)
			}
		case fxDice:
			if e.anchor != "blue.b" || len(e.roll.chains) != 2 || !slices.Equal(e.roll.chains[1], []int{6, 3}) || e.roll.lit[0] || !e.roll.lit[1] ||
				e.roll.label != "to hit 5+" || !e.roll.success || e.roll.outcome != "1 hit" {
				t.Errorf("dice pop-up %s %+v", e.anchor, *e.roll)
			}
		}
	}
	if got := f.kinds(10 + fxLife[fxTracer] + 0.01); got[fxTracer] != 0 || got[fxHit] != 1 {
		t.Errorf("after the tracer's life: %v", got)
	}
	if got := f.kinds(10 + fxLife[fxDice] + 0.01); len(got) != 0 {
		t.Errorf("after every life: %v", got)
	}
}

// A miss gives a miss mark; a blow in close combat (not KG-RC-09) no
// tracer; a roll whose target is not known pops its dice over the roller.
func TestFeedbackMissBlowAndUnaimed(t *testing.T) {
	var f feedback
	f.noteAim("red.a", "blue.b")
	f.observe(0, entry(combat.Roll{RuleID: "KG-CC-06", Purpose: "to hit", Kind: combat.HitRoll, Arm: combat.Hand, By: "red.a", Dice: []dice.Chain{{1}}}), fxTable)
	if got := f.kinds(0); got[fxMiss] != 1 || got[fxTracer] != 0 || got[fxHit] != 0 {
		t.Errorf("a missed blow: %v", got)
	}
	var g feedback
	g.observe(0, entry(combat.Roll{RuleID: "KG-PSY-01", Purpose: "Willpower", Kind: combat.CheckRoll, By: "blue.b", TN: 4, Dice: []dice.Chain{{5}}, Kept: []int{0}, Success: true}), fxTable)
	if len(g.effects) != 1 || g.effects[0].kind != fxDice || g.effects[0].anchor != "blue.b" {
		t.Errorf("a Willpower test: %+v", g.effects)
	}
}

// At most maxStack dice pop-ups stand over one model: a new one pushes
// the oldest out; and at most maxPopups stand on the board.
func TestFeedbackDiceStack(t *testing.T) {
	var f feedback
	for i, by := range []string{"red.a", "red.a", "red.a"} {
		f.observe(float64(i)/10, entry(combat.Roll{Purpose: "Willpower", Kind: combat.CheckRoll, By: by, Dice: []dice.Chain{{i + 1}}}), fxTable)
	}
	if len(f.effects) != maxStack {
		t.Fatalf("%d pop-ups over one model, want %d", len(f.effects), maxStack)
	}
	if f.effects[0].roll.chains[0][0] != 2 || f.effects[1].roll.chains[0][0] != 3 {
		t.Errorf("the stack: %v and %v; want the second roll and the third", f.effects[0].roll.chains, f.effects[1].roll.chains)
	}
	var g feedback
	for i := range maxPopups + 3 { // each over a model of its own
		g.observe(0, entry(combat.Roll{Purpose: "Willpower", Kind: combat.CheckRoll, By: "blue.x" + strconv.Itoa(i), Dice: []dice.Chain{{4}}}), fxTable)
	}
	if n := g.kinds(0)[fxDice]; n > maxPopups {
		t.Errorf("%d pop-ups on the board, want at most %d", n, maxPopups)
	}
}

// A pop-up explains itself (issue 36, 5): a six re-rolled into a 2
// shows as 6+2, not as an 8 that an avoid roll of 8+ failed, with what
// 8+ asks of a die; a failed roll lights the die that came nearest in
// place of none; dice that passed and were not kept say so.
func TestDicePopupExplainsTheRoll(t *testing.T) {
	var f feedback
	f.observe(0, entry(combat.Roll{RuleID: "KG-CC-07", Purpose: "avoid", Kind: combat.AvoidRoll, By: "blue.b", TN: 8, Keep: 1,
		Dice: []dice.Chain{{6, 2}, {5}}, Passed: []bool{false, false}}), fxTable)
	show := f.effects[0].roll
	head, notes := show.lines()
	if head != "avoid 8+ → none avoided" || !slices.Equal(notes, []string{"8+: a 6, then 4+"}) {
		t.Errorf("avoid 8+ with 6+2 and 5 reads %q %q", head, notes)
	}
	if !slices.Equal(show.chains[0], []int{6, 2}) || !show.lit[0] || show.lit[1] || show.success {
		t.Errorf("avoid 8+ with 6+2 and 5: dice %v lit %v: want the 6+2 shown as rolled, lit as the nearest", show.chains, show.lit)
	}
	for _, c := range []struct {
		r    combat.Roll
		lit  []bool
		head string
	}{
		{combat.Roll{Purpose: "to hit", Kind: combat.HitRoll, By: "red.a", TN: 5, Keep: 2, Dice: []dice.Chain{{3}, {4}, {1}}, Passed: []bool{false, false, false}},
			[]bool{false, true, false}, "to hit 5+ → miss"},
		{combat.Roll{Purpose: "to hit", Kind: combat.HitRoll, By: "red.a", TN: 5, Keep: 1, Dice: []dice.Chain{{5}, {6, 1}}, Passed: []bool{true, true}, Kept: []int{1}, Success: true},
			[]bool{false, true}, "to hit 5+ → 1 hit (2 passed, keep 1)"},
		{combat.Roll{Purpose: "to hit", Kind: combat.HitRoll, By: "red.a", TN: 11, Keep: 1, Dice: []dice.Chain{{6, 5}, {6, 6, 1}}, Passed: []bool{false, false}},
			[]bool{false, true}, "to hit 11+ → miss"},
		{combat.Roll{Purpose: "Willpower", Kind: combat.CheckRoll, By: "red.a", TN: 5, Keep: 1, Dice: []dice.Chain{{4}, {2}}, Passed: []bool{false, false}, Kept: []int{0}},
			[]bool{true, false}, "Willpower 5+ → fail"},
	} {
		show := f.show(c.r)
		if head, _ := show.lines(); head != c.head || !slices.Equal(show.lit, c.lit) {
			t.Errorf("%v: %q lit %v, want %q lit %v", c.r.Dice, head, show.lit, c.head, c.lit)
		}
	}
	for _, c := range []struct {
		tn   int
		mode dice.Mode
		want string
	}{{6, dice.Table, ""}, {7, dice.Table, "7+: a 6, then 3+"}, {10, dice.Table, "10+: a 6, then 6+"}, {11, dice.Table, "11+: 2 6s in a row, then 3+"},
		{8, dice.Sum7Plus, "8+: a 6 and its re-rolls added up"}} {
		if got := tnHow(c.tn, c.mode); got != c.want {
			t.Errorf("TN %d %v: %q, want %q", c.tn, c.mode, got, c.want)
		}
	}
}

// A wound doubled by a critical pass shows why, and the pop-up follows
// the wound roll to the model's fate: "1 wound", then ×2, takes 2,
// removed; a wound roll with no critical before it adds nothing.
func TestDicePopupFollowsTheWounds(t *testing.T) {
	var f feedback
	f.noteAim("red.a", "blue.b")
	f.observe(0, entry(combat.Roll{Purpose: "to hit", Kind: combat.HitRoll, Arm: combat.Gun, By: "red.a", TN: 4, Keep: 3,
		Dice: []dice.Chain{{6, 2}, {6, 1}, {6, 4}}, Passed: []bool{true, true, true}, Kept: []int{0, 1, 2}, Success: true, CriticalPass: true}), fxTable)
	f.observe(0, entry(combat.Roll{Purpose: "to wound", Kind: combat.WoundRoll, Arm: combat.Gun, By: "red.a", TN: 5, Keep: 3,
		Dice: []dice.Chain{{5}, {2}, {1}}, Passed: []bool{true, false, false}, Kept: []int{0}, Success: true}), fxTable)
	f.observe(0, entry(combat.Wounded{Unit: "blue.b", Wounds: 2, Removed: true}), fxTable)
	wound := f.effects[len(f.effects)-2].roll
	if head, notes := wound.lines(); head != "to wound 5+ → 1 wound" || !slices.Equal(notes, []string{"×2 critical hit → takes 2 → removed"}) {
		t.Errorf("a critical's wound roll reads %q %q", head, notes)
	}
	var g feedback
	g.noteAim("red.a", "blue.b")
	g.observe(0, entry(combat.Roll{Purpose: "to hit", Kind: combat.HitRoll, Arm: combat.Gun, By: "red.a", TN: 4, Keep: 1,
		Dice: []dice.Chain{{5}}, Passed: []bool{true}, Kept: []int{0}, Success: true}), fxTable)
	g.observe(0, entry(combat.Roll{Purpose: "to wound", Kind: combat.WoundRoll, Arm: combat.Gun, By: "red.a", TN: 5, Keep: 1,
		Dice: []dice.Chain{{5}}, Passed: []bool{true}, Kept: []int{0}, Success: true}), fxTable)
	g.observe(0, entry(combat.Wounded{Unit: "blue.b", Wounds: 1}), fxTable)
	if _, notes := g.effects[len(g.effects)-2].roll.lines(); len(notes) != 0 {
		t.Errorf("a plain wound roll's notes: %q", notes)
	}
}

// Purposes shorten for the pop-up.
func TestRollLabel(t *testing.T) {
	for _, c := range []struct {
		r    combat.Roll
		want string
	}{
		{combat.Roll{Purpose: "to hit (attack 1 of 2)", Kind: combat.HitRoll, Arm: combat.Gun, Attack: 1, Attacks: 2, TN: 7}, "to hit 1/2 7+"},
		{combat.Roll{Purpose: "Willpower", Kind: combat.CheckRoll, TN: 4}, "Willpower 4+"},
		{combat.Roll{Purpose: "to wound", Kind: combat.WoundRoll, Arm: combat.Gun, TN: 1}, "to wound 2+"},
		{combat.Roll{Purpose: "hit location"}, "hit location"},
	} {
		if got := rollLabel(c.r); got != c.want {
			t.Errorf("%q: %q, want %q", c.r.Purpose, got, c.want)
		}
	}
}

// A wound flashes; a model removed leaves a death mark that fades but
// never leaves, however long the match goes on.
func TestFeedbackDeathMarkPersists(t *testing.T) {
	var f feedback
	f.observe(5, entry(combat.Wounded{Unit: "blue.b", Wounds: 2, Removed: true}), fxTable)
	if got := f.kinds(5); got[fxWound] != 1 || len(f.deaths) != 1 {
		t.Fatalf("a kill: effects %v, deaths %d", got, len(f.deaths))
	}
	d := f.deaths[0]
	if d.at != (geom.Vec{X: 10, Y: 3}) || d.side != 1 || d.alpha(5) != 1 {
		t.Errorf("death mark %+v, alpha %v", d, d.alpha(5))
	}
	if a := d.alpha(5 + deathFade/2); a >= 1 || a <= deathFloor {
		t.Errorf("halfway through its fade the mark's alpha is %v", a)
	}
	if got := f.kinds(5 + 3600); len(got) != 0 || len(f.deaths) != 1 || f.deaths[0].alpha(5+3600) != deathFloor {
		t.Errorf("an hour on: effects %v, deaths %d", got, len(f.deaths))
	}
	f.observe(6, entry(combat.Wounded{Unit: "red.a", Wounds: 1}), fxTable)
	if len(f.deaths) != 1 {
		t.Errorf("a wound that removes no one left a death mark")
	}
}

// The target of each step written in the orders format.
func TestStepTarget(t *testing.T) {
	for step, want := range map[string][2]string{
		"a shoot blue.b standard":       {"a", "blue.b"},
		"a react shoot blue.b snap":     {"a", "blue.b"},
		"red.a charge blue.b kick":      {"red.a", "blue.b"},
		"a move 3 4":                    {"", ""},
		"a attack blue.b use-weapon":    {"a", "blue.b"},
		"a shoot":                       {"", ""},
		"a breakoff blue.b":             {"", ""},
		"a react attack blue.b headbut": {"a", "blue.b"},
	} {
		if u, tg := stepTarget(step); u != want[0] || tg != want[1] {
			t.Errorf("%q: %q %q, want %q", step, u, tg, want)
		}
	}
}

// Pop-ups settle clear of each other: a box over one already placed
// moves up past it, and one clear of the others stays where it is.
func TestSettle(t *testing.T) {
	placed := []fxBox{{0, 100, 100, 140}, {0, 57, 100, 97}}
	got := settle(fxBox{50, 110, 150, 150}, placed)
	for _, o := range placed {
		if got.overlaps(o) {
			t.Errorf("settled at %+v, over %+v", got, o)
		}
	}
	if got.y1-got.y0 != 40 || got.x0 != 50 || got.y1 > 57 {
		t.Errorf("settled at %+v, want the same box above both", got)
	}
	if clear := (fxBox{200, 110, 300, 150}); settle(clear, placed) != clear {
		t.Errorf("a box clear of the others moved")
	}
}

// A save resumed: the deaths before it are marked, already faded, and
// no roll of before pops up.
func TestFeedbackRemembersDeaths(t *testing.T) {
	var f feedback
	f.remember([]match.Entry{
		entry(combat.Roll{Purpose: "to hit", Kind: combat.HitRoll, Arm: combat.Gun, By: "red.a", Dice: []dice.Chain{{6}}, Kept: []int{0}, Success: true}),
		entry(combat.Wounded{Unit: "blue.b", Wounds: 1}),
		entry(combat.Wounded{Unit: "blue.b", Wounds: 1, Removed: true}),
	}, fxTable)
	if len(f.effects) != 0 || len(f.deaths) != 1 || f.deaths[0].unit != "blue.b" || f.deaths[0].alpha(0) != deathFloor {
		t.Errorf("effects %v, deaths %+v", f.effects, f.deaths)
	}
}
