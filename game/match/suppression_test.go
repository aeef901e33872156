package match_test

import (
	"slices"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/blast"
	"github.com/krygothic/krygothic/rules/modules/suppression"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// The suppression module (XS-06) in matches, on testdata/suppression.yaml:
// red's commander (3.5, 3.5), trooper-1 with an assault rifle (3.5, 5.5)
// and trooper-2 (3.5, 7.5) in the open; blue's prophet (16.5, 5.5) and
// cultists 1 (16.5, 3.5) and 2 (16.5, 1.5), each 1" from the next, base
// to base, by the bulkhead stub or the deck's edge, and cultist 3 (17.5,
// 7.5) in the open. The commander's rifle (4K2S1, LR 12") reaches
// cultist 1 at exactly 12": long range, penalty 1, TN 6.

func suppressionDeck(t *testing.T) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/suppression.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// suppressionMatch starts orders text on the suppression deck with
// scripted dice and plays it to tick until (the end: 0).
func suppressionMatch(t *testing.T, text string, until int, faces ...int) *match.Match {
	t.Helper()
	if until == 0 {
		return playOn(t, suppressionDeck(t), text, faces...)
	}
	src, err := dice.NewScripted(faces...)
	if err != nil {
		t.Fatal(err)
	}
	m := scripted(t, suppressionDeck(t), text, src)
	if err := m.Run(until); err != nil {
		t.Fatalf("%v\n%s", err, dump(m))
	}
	return m
}

// tokensOf are the suppression tokens of a unit now.
func tokensOf(m *match.Match, id string) int { return suppression.Tokens(m.View(), id) }

// suppressionRolls are the module's Willpower rolls, in order.
func suppressionRolls(m *match.Match) []combat.Roll {
	var out []combat.Roll
	for _, r := range find[combat.Roll](m) {
		if r.RuleID == suppression.Rule {
			out = append(out, r)
		}
	}
	return out
}

// XS-06 module A, XC-SUPP-03, XC-SFIRE-06, RULINGS "XS-06 suppression":
// an attack that misses lays 1 token on the model shot at, one that hits
// 3 (not 4); an automatic weapon's shot lays 1 on each other model of
// the target's side within 1" of it (cultist 2, exactly 1" away), none on
// a Squad Leader there (the prophet: KG-PSY-03) nor on one further
// away; a Squad Leader shot at holds none either.
func TestSuppressionTokensXS06(t *testing.T) {
	m := suppressionMatch(t, `
0   red ec-commander-1 shoot blue.renegade-cultist-1
100 red ec-trooper-1 shoot blue.renegade-cultist-1
200 red ec-commander-1 shoot blue.renegade-prophet-1
`, 0,
		3, 3, // AP: red, blue
		1, 2, 3, 4, 5, // the commander's 5 dice at TN 6: a miss
		6, 2, 4, // the assault rifle's 2 dice at TN 8 (12.2", penalty 3): 6 and 2, the 6 re-rolled 4: a hit kept
		3,       // its wound die
		1, 2, 3, // cultist 1's pinning test, TN 6: failed
		1, 2, 3, 4, 5) // the commander at the prophet: a miss
	want := []suppression.Suppressed{
		{RuleID: "XS-06", Cause: suppression.CauseShotAt, By: "red.ec-commander-1", Units: []string{"blue.renegade-cultist-1"}, Added: 1, Tokens: []int{1}},
		{RuleID: "XS-06", Cause: suppression.CauseHit, By: "red.ec-trooper-1", Units: []string{"blue.renegade-cultist-1"}, Added: 3, Tokens: []int{4}},
		{RuleID: "XS-06", Cause: suppression.CauseNear, By: "red.ec-trooper-1", Units: []string{"blue.renegade-cultist-2"}, Added: 1, Tokens: []int{1}},
	}
	got := find[suppression.Suppressed](m)
	if len(got) != len(want) {
		t.Fatalf("tokens laid %+v, want %+v\n%s", got, want, dump(m))
	}
	for i := range want {
		g, w := got[i], want[i]
		if g.Cause != w.Cause || g.By != w.By || g.Added != w.Added || !slices.Equal(g.Units, w.Units) || !slices.Equal(g.Tokens, w.Tokens) {
			t.Errorf("tokens laid %d: %+v, want %+v\n%s", i, g, w, dump(m))
		}
	}
	for id, n := range map[string]int{"blue.renegade-cultist-1": 4, "blue.renegade-cultist-2": 1, "blue.renegade-prophet-1": 0, "blue.renegade-cultist-3": 0} {
		if got := tokensOf(m, id); got != n {
			t.Errorf("%s holds %d tokens, want %d", id, got, n)
		}
	}
}

// XS-06 module A, XC-SUPP-04, XC-STNC-01, KG-PSY-01, KG-PSY-04: a model
// holding tokens tests Willpower at TN 3 + tokens as its next order is
// declared, before any step of it. Cultist 1, hit once (3 tokens), tests
// at TN 6 as it is ordered to move: failed, it is pinned as by a hit, to
// be unpinned at TN 6, its move stops before it begins and its tokens
// stay; ordered to unpin, pinned, it takes no second test, and the
// unpin's pass clears its tokens. Passed instead, the tokens go and the
// move goes on.
func TestTheSuppressionTestXS06(t *testing.T) {
	const text = `
0   red ec-commander-1 shoot blue.renegade-cultist-1
100 blue renegade-cultist-1 move 15.5 3.5
200 blue renegade-cultist-1 unpin
`
	shot := []int{3, 3, // AP
		6, 2, 1, 2, 3, 4, // the commander's 5 dice at TN 6: one hit
		2,       // its wound die (TN 0)
		5, 1, 1} // the pinning test, TN 5: passed
	fail := suppressionMatch(t, text, 0, append(slices.Clone(shot),
		1, 2, 3, // the suppression test at TN 6: failed
		6, 1, 1, 1)...) // the unpin re-roll at TN 6: passed
	rolls := suppressionRolls(fail)
	if len(rolls) != 1 || rolls[0].TN != 6 || rolls[0].Success || rolls[0].By != "blue.renegade-cultist-1" ||
		len(rolls[0].Modifiers) != 1 || rolls[0].Modifiers[0].Value != 3 || rolls[0].Purpose != combat.Willpower {
		t.Fatalf("suppression rolls %+v, want one failed Willpower roll at TN 6 (3 + 3 tokens)\n%s", rolls, dump(fail))
	}
	c1 := unitAt(t, fail, "blue.renegade-cultist-1")
	if c1.Base.Centre != (geom.Vec{X: 16.5, Y: 3.5}) {
		t.Errorf("the pinned cultist moved to %v", c1.Base.Centre)
	}
	stopped := find[match.ComboStopped](fail)
	if len(stopped) != 1 || stopped[0].Side != "blue" || stopped[0].RuleID != suppression.Rule {
		t.Errorf("combos stopped %+v, want blue's move, by the XS-06 pin", stopped)
	}
	for _, r := range find[combat.Roll](fail) {
		if r.RuleID == "KG-PSY-04" && r.TN != 6 {
			t.Errorf("the unpin re-roll at TN %d, want the failed test's 6 (KG-PSY-04)", r.TN)
		}
	}
	var unpinned bool
	for _, s := range find[combat.StateChanged](fail) {
		unpinned = unpinned || s.Unit == c1.ID && s.State == combat.Unpinned
	}
	if !unpinned || c1.F.Pin.Pinned() || tokensOf(fail, c1.ID) != 0 {
		t.Errorf("after the unpin (passed: %v): pin %+v, tokens %d; want unpinned, no tokens", unpinned, c1.F.Pin, tokensOf(fail, c1.ID))
	}

	pass := suppressionMatch(t, text, 0, append(slices.Clone(shot),
		6, 3, 1, 1)...) // the suppression test at TN 6: passed
	c1 = unitAt(t, pass, "blue.renegade-cultist-1")
	if rolls := suppressionRolls(pass); len(rolls) != 1 || !rolls[0].Success {
		t.Fatalf("suppression rolls %+v, want one, passed\n%s", rolls, dump(pass))
	}
	if tokensOf(pass, c1.ID) != 0 || c1.Base.Centre != (geom.Vec{X: 15.5, Y: 3.5}) || c1.F.Pin.Pinned() {
		t.Errorf("passed: tokens %d, at %v, pin %+v; want none, moved to (15.5, 3.5), not pinned", tokensOf(pass, c1.ID), c1.Base.Centre, c1.F.Pin)
	}
	if r := refusedAt(pass, "KG-PSY-04"); len(r) != 1 || r[0] != 200 {
		t.Errorf("the unpin of a model not pinned refused at %v, want 200", r)
	}
}

// XS-06 module B, the braced stance (XC-STNC-05), and XC-RNG-EX2 in the
// design's terms: a braced model's aimed shot cuts the long-range penalty
// by 1, so the commander's aimed shot at cultist 1, exactly at its
// rifle's long range (penalty 1: TN 6, keeps 3), "counts as medium": TN
// 5, keeps 4. Its standard shot is not cut. A braced model may not move
// in the same combo (refused citing XS-06); a model that ran and then
// braced has no sprint bonus; braced, it has no Dodge or Break off in
// close combat; a later move ends the brace.
func TestBracingXS06(t *testing.T) {
	m := suppressionMatch(t, `
0   red ec-commander-1 brace
40  red ec-trooper-2 brace & ec-trooper-2 move 4.5 7.5
50  red ec-trooper-1 run 5.5 5.5 & ec-trooper-1 brace
120 red ec-trooper-2 run 4.5 7.5
500 red ec-trooper-1 move 4.5 5.5
`, 400, 3, 3)
	v := m.View()
	aimed := v.Preview("red", orders.Order{Unit: "ec-commander-1", Verb: orders.Shoot, Target: "blue.renegade-cultist-1", Shot: combat.Aimed})
	if p := aimed.Ranged; aimed.Err != nil || p == nil || p.Band != combat.LongRange || p.Penalty != 0 || p.TN != 5 || p.Keep != 4 {
		t.Errorf("the braced commander's aimed shot at 12\": %+v (%v); want long range with no penalty, TN 5, keep 4", p, aimed.Err)
	}
	standard := v.Preview("red", orders.Order{Unit: "ec-commander-1", Verb: orders.Shoot, Target: "blue.renegade-cultist-1"})
	if p := standard.Ranged; p == nil || p.Penalty != 1 || p.TN != 6 || p.Keep != 3 {
		t.Errorf("the braced commander's standard shot: %+v; want the penalty of 1 (TN 6, keep 3): only aimed shots are cut", p)
	}
	if r := refusedAt(m, suppression.Rule); len(r) != 1 || r[0] != 40 {
		t.Errorf("XS-06 refusals at %v, want the brace-and-move at 40", r)
	}
	sprint := func(target string) bool {
		p := v.Preview("blue", orders.Order{Unit: "renegade-cultist-3", Verb: orders.Shoot, Target: target})
		if p.Ranged == nil {
			t.Fatalf("no shot at %s: %v", target, p.Err)
		}
		return slices.ContainsFunc(p.Ranged.HitMods, func(x combat.Modifier) bool { return x.What == "target sprinting" })
	}
	if sprint("red.ec-trooper-1") || !sprint("red.ec-trooper-2") {
		t.Errorf("the sprint bonus: braced after running %v, ran %v; want none braced, +1 TN not", sprint("red.ec-trooper-1"), sprint("red.ec-trooper-2"))
	}
	braced := v.LegalDefences("blue.renegade-cultist-3", "red.ec-trooper-1", combat.Punch)
	open := v.LegalDefences("blue.renegade-cultist-3", "red.ec-trooper-2", combat.Punch)
	if slices.Contains(braced, combat.Dodge) || slices.Contains(braced, combat.BreakOff) || !slices.Contains(open, combat.Dodge) || !slices.Contains(open, combat.BreakOff) {
		t.Errorf("defences braced %v, not braced %v; want no Dodge or Break off when braced", braced, open)
	}
	if err := m.Run(100000); err != nil {
		t.Fatal(err)
	}
	if suppression.StanceOf(m.View(), "red.ec-trooper-1") != suppression.Active || suppression.StanceOf(m.View(), "red.ec-commander-1") != suppression.Braced {
		t.Errorf("after the trooper's move: its stance %v, the commander's %v; want active, braced", suppression.StanceOf(m.View(), "red.ec-trooper-1"), suppression.StanceOf(m.View(), "red.ec-commander-1"))
	}
	var unbraced []string
	for _, s := range find[combat.StateChanged](m) {
		if s.State == suppression.Unbraced {
			unbraced = append(unbraced, s.Unit)
		}
	}
	if !slices.Equal(unbraced, []string{"red.ec-trooper-1"}) {
		t.Errorf("no longer braced: %v, want the trooper that moved", unbraced)
	}
}

// XS-06 module B, full cover (XC-STNC-04, XC-COV-05, XC-COV-06,
// XC-SFIRE-07, XC-STNC-02..03): a model in the open has nothing within
// 1" to hide behind (refused citing XS-06); cultist 1, by the bulkhead
// stub, takes full cover (0 AP). Direct fire at it is refused;
// suppressive fire reaches it, and marks it shot at there. Its own
// suppressive fire from cover goes at +2 TN, after its suppression test,
// and keeps it in cover. Ordered to move after it was shot at, it takes
// the active-cover roll, Willpower TN 4: failed, it stays in full cover
// and the move stops; passed, it comes out, and direct fire may target it
// again.
func TestFullCoverXS06(t *testing.T) {
	m := suppressionMatch(t, `
0   red ec-trooper-2 cover
0   blue renegade-cultist-1 cover
10  red ec-commander-1 shoot blue.renegade-cultist-1
10  red ec-trooper-1 shoot blue.renegade-cultist-1 suppressive
100 blue renegade-cultist-1 shoot red.ec-trooper-1 suppressive
200 blue renegade-cultist-1 move 15.5 3.5
300 blue renegade-cultist-1 move 15.5 3.5
400 red ec-commander-1 shoot blue.renegade-cultist-1
`, 0,
		3, 3, // AP
		1, 2, 3, 4, // red's suppressive fire: 4 dice, a miss
		4, 1, 1, // cultist 1's suppression test, TN 4 (1 token): passed
		1, 2, 3, 4, // its suppressive fire from full cover, TN 10: a miss
		1, 2, 3, // the active-cover roll, TN 4: failed
		4, 1, 1, // again: passed
		1, 2, 3, 4, 1) // the commander's shot at it, out in the open: a miss
	if r := refusedAt(m, suppression.Rule); !slices.Equal(r, []int{0, 10}) {
		t.Errorf("XS-06 refusals at %v, want full cover in the open (0) and direct fire at a model in full cover (10)\n%s", r, dump(m))
	}
	var rolls []string
	for _, r := range suppressionRolls(m) {
		rolls = append(rolls, r.By+" "+map[bool]string{true: "passed", false: "failed"}[r.Success]+" TN "+string(rune('0'+r.TN)))
	}
	want := []string{"blue.renegade-cultist-1 passed TN 4", "blue.renegade-cultist-1 failed TN 4", "blue.renegade-cultist-1 passed TN 4"}
	if !slices.Equal(rolls, want) {
		t.Errorf("XS-06 rolls %v, want %v\n%s", rolls, want, dump(m))
	}
	var blind bool
	for _, r := range find[combat.Roll](m) {
		if r.By == "blue.renegade-cultist-1" && r.Kind == combat.HitRoll {
			blind = r.TN == 10 && slices.Contains(r.Modifiers, combat.Modifier{RuleID: suppression.Rule, What: "suppressive fire from full cover", On: combat.OnTN, Value: 2})
		}
	}
	if !blind {
		t.Errorf("cultist 1's fire from full cover was not at TN 10 with the XS-06 +2\n%s", dump(m))
	}
	var states []combat.State
	for _, s := range find[combat.StateChanged](m) {
		if s.Unit == "blue.renegade-cultist-1" && s.RuleID == suppression.Rule {
			states = append(states, s.State)
		}
	}
	if !slices.Equal(states, []combat.State{suppression.InCover, suppression.Rallied, suppression.HeldDown, suppression.OutOfCover}) {
		t.Errorf("cultist 1's states %v", states)
	}
	if st := find[match.ComboStopped](m); len(st) != 1 || st[0].Side != "blue" || st[0].RuleID != suppression.Rule {
		t.Errorf("combos stopped %+v, want blue's first move, by the failed active-cover roll", st)
	}
	c1 := unitAt(t, m, "blue.renegade-cultist-1")
	if c1.Base.Centre != (geom.Vec{X: 15.5, Y: 3.5}) || suppression.StanceOf(m.View(), c1.ID) != suppression.Active || tokensOf(m, c1.ID) != 1 {
		t.Errorf("cultist 1 at %v, stance %v, tokens %d; want out at (15.5, 3.5), active, 1 token (the commander's shot)",
			c1.Base.Centre, suppression.StanceOf(m.View(), c1.ID), tokensOf(m, c1.ID))
	}
	for id, n := range map[string]int{"red.ec-trooper-1": 1, "red.ec-trooper-2": 1, "red.ec-commander-1": 0, "blue.renegade-cultist-2": 1} {
		if got := tokensOf(m, id); got != n {
			t.Errorf("%s holds %d tokens, want %d", id, got, n)
		}
	}
}

// XS-06, XC-SUPP-03: an explosion lays 3 tokens on every model it touches
// and every model whose base lies within 2" of where it came down, friend
// or foe (here red's own grenade, thrown at a point beside its own
// models): whatever the dice, each model the blast's tokens name is one
// of those, and each of those is named.
func TestBlastsSuppressXS06(t *testing.T) {
	suppressed := 0
	for seed := uint64(1); seed <= 6; seed++ {
		m := playModules(t, suppressionDeck(t), "0 red ec-trooper-1 throw 5.5 6.5\n", seed)
		landed := find[blast.BlastLanded](m)
		if len(landed) != 1 {
			t.Fatalf("seed %d: %d blasts\n%s", seed, len(landed), dump(m))
		}
		b := landed[0]
		var want []string
		for _, u := range m.View().Units() {
			near := geom.Distance(geom.Base{Centre: geom.Vec{X: b.X, Y: b.Y}}, u.Base) <= 2 || slices.Contains(b.Touched, u.ID)
			if near && suppression.Holds(&u) {
				want = append(want, u.ID)
			}
		}
		var got []string
		for _, s := range find[suppression.Suppressed](m) {
			if s.Cause == suppression.CauseBlast && s.Added == 3 {
				got = append(got, s.Units...)
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("seed %d: the blast at (%.1f, %.1f) suppressed %v, want %v\n%s", seed, b.X, b.Y, got, want, dump(m))
		}
		suppressed += len(got)
	}
	if suppressed == 0 {
		t.Error("no blast in 6 seeds suppressed anyone")
	}
}

// Without the module the same shots lay no tokens, and brace and cover
// are no orders (XS-06 is off by default).
func TestNoSuppressionWithoutTheModule(t *testing.T) {
	s := suppressionDeck(t)
	s.Modules = []string{"blast"}
	m := playModules(t, s, "0 red ec-trooper-1 shoot blue.renegade-cultist-1 suppressive\n", 1)
	if n := len(find[suppression.Suppressed](m)); n > 0 || len(m.Marks()) > 0 {
		t.Errorf("%d tokens laid, marks %v, with the module off", n, m.Marks())
	}
	core, err := modules.Rules(s.Modules, rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range []string{"0 red ec-trooper-1 brace\n", "0 red ec-trooper-1 cover\n"} {
		if _, err := core.ParseOrders("orders", o); err == nil {
			t.Errorf("%q read as an order with the module off", o)
		}
	}
}

// KG-CMB-04 and our ruling on crossed shots (docs/rules.md): the
// commander braces and fires at cultist 1, and cultist 1, a moment
// later, braces and fires back, each shot the second step of its combo.
// Each shot's target is in the middle of a different-action step aimed
// back at the shooter; neither can wait for the other to end (they waited
// on each other for ever): the commander's, due first, resolves first,
// then the cultist's, and the round ends.
func TestCrossedShotsDoNotWaitOnEachOther(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		m := playModules(t, suppressionDeck(t), `
0  red ec-commander-1 brace & ec-commander-1 shoot blue.renegade-cultist-1 aimed
20 blue renegade-cultist-1 brace & renegade-cultist-1 shoot red.ec-commander-1 aimed
`, seed)
		var shots []string
		for _, r := range find[combat.Roll](m) {
			if r.Kind == combat.HitRoll {
				shots = append(shots, r.By)
			}
		}
		if result(m) == nil || m.Tick() > 1000 {
			t.Fatalf("seed %d: the crossed shots waited on each other to tick %d\n%s", seed, m.Tick(), dump(m))
		}
		if len(shots) == 0 || shots[0] != "red.ec-commander-1" {
			t.Errorf("seed %d: the shots fired %v; want the commander's first\n%s", seed, shots, dump(m))
		}
	}
}
