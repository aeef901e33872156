package combat_test

import (
	"math"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
)

// shoot resolves a pistol shot at target in situation s with the given
// dice, returning the events.
func shoot(t *testing.T, target *combat.Fighter, s combat.Situation, faces ...int) []combat.Event {
	t.Helper()
	src := script(t, faces...)
	res, err := combat.ResolveRanged(combat.RangedAttack{Shooter: pistolShooter(3), Target: target, Situation: s}, src, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	used(t, src)
	settle(res.Outcome, target)
	return res.Events
}

// KG-PSY-EX1 (with KG-PSY-01): hit while two units fire at it, Willpower 4
// rolls 4 dice at TN 6, not the example's 5 (RULINGS §5).
func TestPinOnHitExample(t *testing.T) {
	target := with(joe("t"), func(f *combat.Fighter) { f.Stats.Willpower = 4; f.Armour = armour("flak-jacket") })
	s := open(4)
	s.Shooters = 2
	// One hit (5), wound die 1 fails; Willpower 4 dice: 5, 5, 4, 3 → all below 6: pinned.
	events := shoot(t, target, s, 5, 1, 1, 1, 5, 5, 4, 3)
	pin := rolls(events, "Willpower")
	if len(pin) != 1 || pin[0].TN != 6 || len(pin[0].Dice) != 4 || !target.Pin.ByHit {
		t.Errorf("KG-PSY-EX1: %+v, pinned %v", pin, target.Pin)
	}
	// KG-PSY-01: the pinned unit's own shots are +1 TN (tested in TestToHitModifiers).
}

// KG-PSY-02 and KG-PSY-EX2: Willpower 2, four units in a row miss → the
// fourth miss tests at TN 3 + 2 = 5. A single miss tests nothing.
func TestPinOnMissesExample(t *testing.T) {
	target := with(joe("t"), func(f *combat.Fighter) { f.Stats.Willpower = 2 })
	s := open(4)
	s.PriorMisses = 3
	events := shoot(t, target, s, 1, 2, 3, 4, 4)
	pin := rolls(events, "Willpower")
	if len(pin) != 1 || pin[0].TN != 5 || len(pin[0].Dice) != 2 || !target.Pin.ByMiss || target.Pin.ByHit {
		t.Errorf("KG-PSY-EX2: %+v, pin %+v", pin, target.Pin)
	}
	lone := joe("t")
	if events := shoot(t, lone, open(4), 1, 2, 3); len(rolls(events, "Willpower")) != 0 || lone.Pin.Pinned() {
		t.Error("KG-PSY-02: one miss alone is no pinning test")
	}
}

// KG-PSY-03: Squad Leaders are never pinned (no test is rolled).
func TestSquadLeaderNeverPinned(t *testing.T) {
	sl := with(joe("sl"), func(f *combat.Fighter) { f.SquadLeader = true; f.WoundCapacity = 3 })
	events := shoot(t, sl, open(4), 5, 1, 1, 1)
	if len(rolls(events, "Willpower")) != 0 || sl.Pin.Pinned() {
		t.Error("a Squad Leader was tested for pinning")
	}
}

// KG-PSY-04 and KG-PSY-EX3: each AP buys a re-roll at the failed TN; the
// player may spend all 12 AP on one unit.
func TestUnpin(t *testing.T) {
	f := with(joe("u"), func(f *combat.Fighter) { f.Pin = combat.Pin{ByHit: true, TN: 6} })
	spent := 0
	src := dice.NewSeeded(99)
	for range 12 {
		if !f.Pin.Pinned() {
			break
		}
		out, err := combat.Unpin(f, src, combat.Options{})
		if err != nil {
			t.Fatal(err)
		}
		settle(out, f)
		events := out.Events
		for _, e := range events {
			if ap, ok := e.(combat.APSpent); ok {
				spent += ap.AP
			}
		}
		if r := rolls(events, "Willpower"); len(r) != 1 || r[0].TN != 6 {
			t.Fatalf("unpin roll %+v, want TN 6", r)
		}
	}
	if spent < 1 || spent > 12 {
		t.Errorf("spent %d AP", spent)
	}
	// A pass clears the pin.
	f = with(joe("u"), func(f *combat.Fighter) { f.Pin = combat.Pin{ByMiss: true, TN: 3} })
	out, err := combat.Unpin(f, script(t, 3, 1, 1), combat.Options{})
	settle(out, f)
	if err != nil || f.Pin.Pinned() {
		t.Errorf("a pass should unpin: %v %+v", err, f.Pin)
	}
	if _, err := combat.Unpin(joe("free"), script(t), combat.Options{}); !isRefusal(err, "KG-PSY-04") {
		t.Errorf("unpinning an unpinned unit: %v", err)
	}
}

// KG-PSY-06: moving to attack a fear-causer: Willpower TN 6, a fail stops
// the attacker 2" short. Fear-causers are not afraid (ruling).
func TestFearOfCharging(t *testing.T) {
	wraith := with(joe("wraith"), func(f *combat.Fighter) { f.Fear = true })
	ok, out, err := combat.FearOfCharging(joe("a"), wraith, script(t, 5, 4, 3), combat.Options{})
	if err != nil || ok || !hasState(out.Events, combat.FearStopped) {
		t.Errorf("failed fear test: ok %v, events %v (%v)", ok, out.Events, err)
	}
	if ok, _, _ := combat.FearOfCharging(joe("a"), wraith, script(t, 6, 1, 1, 1), combat.Options{}); !ok {
		t.Error("a 6 passes the fear test")
	}
	if ok, out, _ := combat.FearOfCharging(with(joe("b"), func(f *combat.Fighter) { f.Fear = true }), wraith, script(t), combat.Options{}); !ok || len(out.Events) != 0 {
		t.Error("a fear-causer should not test fear")
	}
	if ok, out, _ := combat.FearOfCharging(joe("a"), joe("b"), script(t), combat.Options{}); !ok || len(out.Events) != 0 {
		t.Error("no fear test against an ordinary unit")
	}
}

// KG-PSY-07: attacked by a fear-causer, the victim tests at TN 6 before its
// first attack; a fail halves its CC for that attack (TN and avoid dice).
// KG-PSY-09: a Squad Leader failing it costs its side AP.
func TestFearInCloseCombat(t *testing.T) {
	wraith := with(brawler(), func(f *combat.Fighter) { f.Fear = true })
	victim := with(defender(), func(f *combat.Fighter) { f.SquadLeader = true; f.Stats.CC = 4 })
	// Fear test Willpower 3 dice: 1, 2, 3 fail. To hit: 4 dice vs CC 4/2 = 2: 2, 1, 1, 1 → 1 hit.
	// Avoid: 2 dice (halved) vs TN 4: 1, 1. Wound TN 6: 1.
	res := resolveCC(t, combat.CCAttack{Attacker: wraith, Defender: victim, Attack: combat.HeadButt, CCSituation: combat.CCSituation{FirstFearAttack: true}}, combat.Fixed{},
		1, 2, 3, 2, 1, 1, 1, 1, 1, 1)
	hit := rolls(res.Events, "to hit")[0]
	avoid := rolls(res.Events, "avoid")[0]
	if hit.TN != 2 || len(avoid.Dice) != 2 || !hasState(res.Events, combat.FearHalved) {
		t.Errorf("to-hit TN %d, avoid dice %d; want 2 and 2", hit.TN, len(avoid.Dice))
	}
	side := false
	for _, e := range res.Events {
		if se, ok := e.(combat.SideEffect); ok && se.RuleID == "KG-PSY-09" {
			side = true
		}
	}
	if !side {
		t.Error("KG-PSY-09: the Squad Leader's failed Willpower roll is not reported")
	}
	// Not the first attack: no test.
	res = resolveCC(t, combat.CCAttack{Attacker: wraith, Defender: defender(), Attack: combat.HeadButt}, combat.Fixed{}, 1, 2, 1, 1)
	if len(rolls(res.Events, "Willpower")) != 0 {
		t.Error("KG-PSY-07: only the fear-causer's first attack calls for a test")
	}
}

// KG-PSY-08: pure horror: the other unit tests half its Willpower at TN 6,
// whether it attacks or is attacked; fear shock halves CC, and a unit of
// Willpower 2 or less runs 4" on a 6.
func TestPureHorror(t *testing.T) {
	horror := with(brawler(), func(f *combat.Fighter) { f.Horror = true; f.Fear = true })
	meek := with(defender(), func(f *combat.Fighter) { f.Stats.Willpower = 2 })
	// Half of Willpower 2 = 1 die: 3 fails → fear shock; d6 6 → a 4" run,
	// out of the fight: no attack follows.
	res := resolveCC(t, combat.CCAttack{Attacker: horror, Defender: meek, Attack: combat.HeadButt}, combat.Fixed{}, 3, 6)
	will := rolls(res.Events, "Willpower")
	ran := false
	for _, e := range res.Events {
		if m, ok := e.(combat.Moved); ok && m.Inches == 4 && m.Direction == combat.ChosenByFoes {
			ran = true
		}
	}
	if len(will) != 1 || len(will[0].Dice) != 1 || will[0].TN != 6 || !hasState(res.Events, combat.FearShock) || !ran || len(rolls(res.Events, "to hit")) != 0 {
		t.Errorf("horror test %+v, fear shock %v, ran %v", will, hasState(res.Events, combat.FearShock), ran)
	}
	// Shocked but standing (the d6 is not a 6): its CC is halved for the attack.
	// To hit 4 dice vs CC 3/2 = 1 → TN 2: 1, 1, 1, 2 → 1 hit; avoid 1 die: 1; wound 1.
	meek = with(defender(), func(f *combat.Fighter) { f.Stats.Willpower = 2 })
	res = resolveCC(t, combat.CCAttack{Attacker: horror, Defender: meek, Attack: combat.HeadButt}, combat.Fixed{}, 3, 5, 1, 1, 1, 2, 1, 1)
	if hit := rolls(res.Events, "to hit"); len(hit) != 1 || hit[0].TN != 1 {
		t.Errorf("a shocked defender's CC 3 should halve to TN 1: %+v", hit)
	}
}

// KG-PSY-08 with KG-PSY-06 (ruling, docs/rules.md): a unit attacking a
// pure horror tests half its Willpower at TN 6; in fear shock it suffers
// what an attacker of a fear-causer does: it freezes, and its attack is
// lost (in base contact there is nowhere to stop short of). A charge takes
// the test as it begins (FearOfCharging) and stops; the attack it ends in
// is not tested again.
func TestAttackingAPureHorror(t *testing.T) {
	horror := with(defender(), func(f *combat.Fighter) { f.Horror = true })
	brave := with(brawler(), func(f *combat.Fighter) { f.Stats.Willpower = 4 })
	res := resolveCC(t, combat.CCAttack{Attacker: brave, Defender: horror, Attack: combat.HeadButt}, combat.Fixed{},
		1, 2 /* half of 4 = 2 dice, both fail TN 6 */)
	if will := rolls(res.Events, "Willpower"); len(will) != 1 || len(will[0].Dice) != 2 || will[0].TN != 6 || will[0].Success {
		t.Errorf("the horror test: %+v", will)
	}
	if !hasState(res.Events, combat.FearShock) || len(rolls(res.Events, "to hit")) != 0 || res.Hits != 0 {
		t.Errorf("a shocked attacker must freeze, no to-hit roll: %+v", res.Events)
	}
	// Passed: the attack goes on at full CC (4 dice).
	res = resolveCC(t, combat.CCAttack{Attacker: brave, Defender: horror, Attack: combat.HeadButt}, combat.Fixed{},
		6, 1, 1 /* a 6 passes */, 2, 2, 2, 2 /* to hit: 4 dice miss CC 3 */)
	if hit := rolls(res.Events, "to hit"); len(hit) != 1 || len(hit[0].Dice) != 4 {
		t.Errorf("an unshaken attacker rolls its full CC: %+v", hit)
	}
	// Willpower 2: half is 1 die; a fail and a 6 also sends it running 4".
	meek := with(brawler(), func(f *combat.Fighter) { f.Stats.Willpower = 2 })
	res = resolveCC(t, combat.CCAttack{Attacker: meek, Defender: horror, Attack: combat.Punch}, combat.Fixed{}, 3, 6)
	ran := false
	for _, e := range res.Events {
		if m, ok := e.(combat.Moved); ok && m.Unit == meek.ID && m.Inches == 4 && m.Direction == combat.ChosenByFoes {
			ran = true
		}
	}
	if !ran || len(rolls(res.Events, "to hit")) != 0 {
		t.Errorf("a meek attacker in fear shock may run: %+v", res.Events)
	}
	// A charge takes the test as it begins: half Willpower, a fail stops it.
	ok, out, err := combat.FearOfCharging(brave, horror, script(t, 1, 2), combat.Options{})
	if err != nil || ok || !hasState(out.Events, combat.FearStopped) || !hasState(out.Events, combat.FearShock) {
		t.Errorf("charging a horror, failed: ok %v %+v (%v)", ok, out.Events, err)
	}
	if will := rolls(out.Events, "Willpower"); len(will) != 1 || len(will[0].Dice) != 2 || will[0].RuleID != "KG-PSY-08" {
		t.Errorf("the charge's test is the horror's, at half Willpower: %+v", will)
	}
	// ... and the attack at the end of a charge that passed tests nothing.
	res = resolveCC(t, combat.CCAttack{Attacker: brave, Defender: horror, Attack: combat.HeadButt, CCSituation: combat.CCSituation{Charged: true, HorrorFaced: true}},
		combat.Fixed{}, 2, 2, 2, 2, 2, 2 /* to hit: CC 4 + 2 charging = 6 dice miss CC 3 */)
	if len(rolls(res.Events, "Willpower")) != 0 {
		t.Errorf("the charge's attack was tested again: %+v", res.Events)
	}
	// A fear-causer is not afraid of fear, but pure horror still shakes it.
	wraith := with(brawler(), func(f *combat.Fighter) { f.Fear = true; f.Stats.Willpower = 4 })
	if ok, _, _ := combat.FearOfCharging(wraith, horror, script(t, 1, 2), combat.Options{}); ok {
		t.Error("a fear-causer charging a pure horror must test")
	}
}

// An objective (a console) is shot and attacked but never tests morale.
func TestInanimateTakesNoTests(t *testing.T) {
	console := with(joe("console"), func(f *combat.Fighter) { f.Inanimate = true; f.WoundCapacity = 3 })
	events := shoot(t, console, open(4), 5, 1, 1, 1)
	if len(rolls(events, "Willpower")) != 0 || console.Pin.Pinned() {
		t.Error("a console took a pinning test")
	}
	horror := with(brawler(), func(f *combat.Fighter) { f.Horror = true })
	res := resolveCC(t, combat.CCAttack{Attacker: horror, Defender: with(joe("c"), func(f *combat.Fighter) { f.Inanimate = true; f.Stats.CC = 6 }), Attack: combat.Punch}, combat.Fixed{}, 1, 2, 1, 1)
	if len(rolls(res.Events, "Willpower")) != 0 {
		t.Error("a console took a horror test")
	}
	// The odds agree: a horror attacker does no better against a console
	// than the same attacker without horror.
	target := with(joe("c"), func(f *combat.Fighter) { f.Inanimate = true; f.Stats.Willpower = 2 })
	plain := brawler()
	withHorror, err := combat.CCOdds(combat.CCAttack{Attacker: horror, Defender: target, Attack: combat.Punch}, combat.Fixed{}, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	without, err := combat.CCOdds(combat.CCAttack{Attacker: plain, Defender: target, Attack: combat.Punch}, combat.Fixed{}, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(withHorror.Wounds[0]-without.Wounds[0]) > 1e-12 {
		t.Errorf("P(no wound) against a console: %v with horror, %v without", withHorror.Wounds[0], without.Wounds[0])
	}
}
