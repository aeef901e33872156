package match_test

import (
	"slices"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/luck"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// luckDeck is the skirmish deck with the red Squad Leader, a veteran (an
// Elite) and two troopers, playing with the luck module (XS-11).
func luckDeck(t testing.TB) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/luck.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// luckFaces are faces, then 4s to spare: the rolls a test does not look
// at.
func luckFaces(faces ...int) []int {
	out := slices.Clone(faces)
	for range 300 {
		out = append(out, 4)
	}
	return out
}

// playLuck runs orders on the luck deck to tick until, with scripted
// faces, red and blue answering offers with their standing answers.
func playLuck(t testing.TB, text string, red, blue match.Takes, until int, faces ...int) *match.Match {
	t.Helper()
	m := luckMatch(t, text, func(s *match.Script) match.Player { s.Offers = red; return s }, blue, faces...)
	if err := m.Run(until); err != nil {
		t.Fatalf("%v\n%s", err, dump(m))
	}
	return m
}

// luckMatch sets up the orders of text on the luck deck with scripted
// faces: red's script played as red makes it, blue's answering offers
// with its standing answer.
func luckMatch(t testing.TB, text string, red func(*match.Script) match.Player, blue match.Takes, faces ...int) *match.Match {
	t.Helper()
	s := luckDeck(t)
	rules, err := modules.Rules(s.Modules, rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	decls, err := rules.ParseOrders("orders", text)
	if err != nil {
		t.Fatal(err)
	}
	scripts, _ := match.Scripts([2]string{"red", "blue"}, decls)
	scripts[1].Offers = blue
	src, err := dice.NewScripted(luckFaces(faces...)...)
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(s, rulesContent, match.DefaultSettings(), src, [2]match.Player{red(scripts[0]), scripts[1]})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// rollsOf are the rolls of purpose by unit, in order.
func rollsOf(m *match.Match, by, purpose string) []combat.Roll {
	var out []combat.Roll
	for _, r := range find[combat.Roll](m) {
		if r.By == by && r.Purpose == purpose {
			out = append(out, r)
		}
	}
	return out
}

// offers are the record's answers to offers, as recorded (Option from 1,
// 0 for none), by the unit whose roll it was.
func offers(m *match.Match) []match.Choice {
	var out []match.Choice
	for _, c := range m.Record("testdata/luck.yaml", 0, nil).Choices {
		if c.Kind == match.OfferChoice {
			out = append(out, c)
		}
	}
	return out
}

// trooperShoots: a trooper shoots at a cultist; red's script goes on
// later, so the round goes on past the shot.
const trooperShoots = `
0 red ec-trooper-1 shoot blue.renegade-cultist-1
0 blue done
900 red ec-trooper-2 wait
`

// XS-11 (GW-FORCE-01, GW-CMD-02) end to end: the trooper's two dice to
// hit land 1 and 2, no hit. Its side takes the command re-roll of its
// Squad Leader, who sees it: 2 AP paid at once and shouted (the channel
// busy 2 AP longer, KG-CMB-06), both dice rolled again (3, and 6 that
// explodes into 5): the log tells the re-roll, then the roll as
// re-rolled, a hit, which goes on to wound. The record keeps the answer,
// and the replay plays the same.
func TestACommandRerollTurnsAMiss(t *testing.T) {
	m := playLuck(t, trooperShoots, match.TakesAlways, match.TakesNever, 61, 3, 3, 1, 2, 3, 6, 5, 4)
	var rerolls []combat.Rerolled
	var order []string
	for _, e := range m.View().Log(0) {
		switch ev := e.Event.(type) {
		case combat.Rerolled:
			rerolls = append(rerolls, ev)
			order = append(order, "rerolled")
		case combat.Roll:
			if ev.By == "red.ec-trooper-1" {
				order = append(order, ev.Purpose)
			}
		}
	}
	if len(rerolls) != 1 {
		t.Fatalf("%d re-rolls, want the command re-roll\n%s", len(rerolls), dump(m))
	}
	r := rerolls[0]
	if r.RuleID != luck.Rule || r.By != "red.ec-commander-1" || r.Unit != "red.ec-trooper-1" || r.AP != 2 || r.What != "command re-roll" ||
		!slices.Equal(r.Again, []int{0, 1}) || len(r.First) != 2 || r.First[0][0] != 1 || r.First[1][0] != 2 || r.Purpose != "to hit" {
		t.Errorf("the re-roll %+v", r)
	}
	if !slices.Equal(order[:3], []string{"rerolled", "to hit", "to wound"}) {
		t.Errorf("the log's order %v: the re-roll, the roll as re-rolled, its wound roll", order)
	}
	hit := rollsOf(m, "red.ec-trooper-1", "to hit")
	if len(hit) != 1 || hit[0].Dice[0][0] != 3 || !slices.Equal(hit[0].Dice[1], dice.Chain{6, 5}) || !slices.Equal(hit[0].Kept, []int{1}) || !hit[0].Success {
		t.Errorf("the roll as re-rolled %+v: 3 and 6+5, one hit kept", hit)
	}
	// 18 AP rolled; the shot's 2 and the re-roll's 2.
	if got := sideAP(m, "red"); got != 14 {
		t.Errorf("red has %d AP, want 18 − 2 − 2", got)
	}
	if sd, _ := m.View().Side("red"); sd.ChannelFree != 60+2*30 {
		t.Errorf("red's channel frees at tick %d, want 120: the command is shouted, 2 AP of the channel's time from tick 60", sd.ChannelFree)
	}
	if c := offers(m); len(c) < 1 || c[0].Unit != "red.ec-trooper-1" || c[0].Option != 1 || c[0].Side != "red" || c[0].Tick != 60 {
		t.Errorf("the recorded answers %+v: the trooper's, option 1, at tick 60", c)
	}
	if got := m.Marks()[orders.MarkKey{Unit: "red.ec-trooper-1", Mark: luck.MarkCommand}]; got != 1 {
		t.Errorf("the trooper's command re-roll mark %d, want 1 for the round", got)
	}
	rec := m.Record("testdata/luck.yaml", 0, luckFaces(3, 3, 1, 2, 3, 6, 5, 4))
	again, err := match.Replay(rec, luckDeck(t), rulesContent, 61)
	if err != nil {
		t.Fatal(err)
	}
	if again.StateHash() != m.StateHash() || len(again.View().Log(0)) != len(m.View().Log(0)) {
		t.Errorf("the replay differs\n%s", dump(again))
	}
}

// XS-11: once per model an AP round. The trooper shoots twice in one
// combo and misses both times: the first miss is re-rolled by command
// (and misses again: 2, 2), the second is offered nothing, and the record
// keeps one answer for the trooper. "Never" lets a roll stand: the
// answer is recorded (0), nothing is paid.
func TestACommandRerollOncePerModelARound(t *testing.T) {
	const twice = `
0 red ec-trooper-1 shoot blue.renegade-cultist-1 & ec-trooper-1 shoot blue.renegade-cultist-1
0 blue done
900 red ec-trooper-2 wait
`
	m := playLuck(t, twice, match.TakesAlways, match.TakesNever, 130, 3, 3, 1, 2, 2, 2, 2, 3)
	if n := len(find[combat.Rerolled](m)); n != 1 {
		t.Errorf("%d re-rolls, want one: once per model a round\n%s", n, dump(m))
	}
	if hit := rollsOf(m, "red.ec-trooper-1", "to hit"); len(hit) != 2 || hit[1].Dice[0][0] != 2 || hit[1].Dice[1][0] != 3 {
		t.Errorf("the two shots' rolls %+v: the second as it landed, 2 and 3", hit)
	}
	var trooper []match.Choice
	for _, c := range offers(m) {
		if c.Unit == "red.ec-trooper-1" {
			trooper = append(trooper, c)
		}
	}
	if len(trooper) != 1 || trooper[0].Option != 1 {
		t.Errorf("the trooper's recorded answers %+v: one, the command re-roll", trooper)
	}
	if got := sideAP(m, "red"); got != 18-4-2 {
		t.Errorf("red has %d AP, want 18 − 4 (two shots) − 2 (one re-roll)", got)
	}
	never := playLuck(t, trooperShoots, match.TakesNever, match.TakesNever, 61, 3, 3, 1, 2)
	if n := len(find[combat.Rerolled](never)); n != 0 || sideAP(never, "red") != 16 {
		t.Errorf("never: %d re-rolls, %d AP left (want 0, 16)", n, sideAP(never, "red"))
	}
	if c := offers(never); len(c) < 1 || c[0].Option != 0 || c[0].Unit != "red.ec-trooper-1" {
		t.Errorf("never: the recorded answers %+v: the trooper's offer, none taken (0)", c)
	}
}

// XS-11: a veteran (an Elite) rolls one failed die of its own again, free,
// once an AP round; offered first, before the command re-roll, which
// "always" would take second. Its four dice, 1 2 3 4, miss: the first is
// rolled again (5: a hit); no AP is paid. Its next miss in the round is offered
// only the command re-roll.
func TestAVeteranRerollsOneDieFree(t *testing.T) {
	const vet = `
0 red ec-veteran-1 shoot blue.renegade-cultist-1 & ec-veteran-1 shoot blue.renegade-cultist-1
0 blue done
900 red ec-trooper-2 wait
`
	m := playLuck(t, vet, match.TakesAlways, match.TakesNever, 130, 3, 3, 1, 2, 3, 4, 5)
	re := find[combat.Rerolled](m)
	if len(re) != 2 {
		t.Fatalf("%d re-rolls, want the veteran's own and then a command re-roll\n%s", len(re), dump(m))
	}
	if r := re[0]; r.By != "red.ec-veteran-1" || r.AP != 0 || r.What != "veteran's re-roll" || !slices.Equal(r.Again, []int{0}) {
		t.Errorf("the first re-roll %+v: the veteran's own, free, its first die", r)
	}
	if r := re[1]; r.By != "red.ec-commander-1" || r.AP != 2 {
		t.Errorf("the second re-roll %+v: the command re-roll", r)
	}
	hit := rollsOf(m, "red.ec-veteran-1", "to hit")
	if len(hit) < 1 || hit[0].Dice[0][0] != 5 || hit[0].Dice[1][0] != 2 || len(hit[0].Kept) != 1 {
		t.Errorf("the first roll as re-rolled %+v: 5 2 3 4, one hit", hit)
	}
}

// XC-LUCK-02 ("often used to counter fumbles"), carried over: a
// critical fail is a roll like any other when it lands. The trooper's
// dice to hit show 1 and 1, a critical fail that would turn its wounds
// on itself (KG-DICE-08); the command re-roll rolls both again (4, 6+2):
// a hit, and no wound on the trooper.
func TestARerollCountersAFumble(t *testing.T) {
	m := playLuck(t, trooperShoots, match.TakesAlways, match.TakesNever, 61, 3, 3, 1, 1, 4, 6, 2)
	hit := rollsOf(m, "red.ec-trooper-1", "to hit")
	if len(hit) != 1 || hit[0].CriticalFail || !hit[0].Success {
		t.Errorf("the roll as re-rolled %+v: no critical fail, a hit", hit)
	}
	if len(rollsOf(m, "red.ec-trooper-1", "critical fail: wounds on itself")) != 0 || unitAt(t, m, "red.ec-trooper-1").F.Wounds != 0 {
		t.Errorf("the fumble still hurt the trooper\n%s", dump(m))
	}
	plain := playLuck(t, trooperShoots, match.TakesNever, match.TakesNever, 61, 3, 3, 1, 1)
	if len(rollsOf(plain, "red.ec-trooper-1", "critical fail: wounds on itself")) != 1 {
		t.Errorf("let stand, the fumble turned no wounds on the trooper\n%s", dump(plain))
	}
}

// XS-11 on a check (XC-LUCK-02's "failed ... saves" in Kry-Gothic's
// terms): the veteran, hit by a cultist's shot, fails its pinning test
// (four Willpower dice 1 2 3 4 at TN 5, KG-PSY-01); its own re-roll rolls
// one failed die again, a 5: it passes and is not pinned. Red's standing
// answer is "when it pays": a free die always does. Blue lets its own
// rolls stand.
func TestARerollSavesAPinningTest(t *testing.T) {
	const shot = `
0 blue renegade-cultist-1 shoot red.ec-veteran-1
0 red ec-trooper-2 wait
900 red ec-trooper-1 wait
`
	m := playLuck(t, shot, match.TakesWhenItPays, match.TakesNever, 61, 3, 3, 5, 1, 1, 1, 2, 3, 4, 5)
	pin := rollsOf(m, "red.ec-veteran-1", combat.Willpower)
	re := find[combat.Rerolled](m)
	if len(pin) != 1 || !pin[0].Success || len(re) != 1 || re[0].By != "red.ec-veteran-1" || re[0].Purpose != combat.Willpower {
		t.Fatalf("the pinning test %+v, re-rolls %+v: the veteran's own re-roll turns it\n%s", pin, re, dump(m))
	}
	if u := unitAt(t, m, "red.ec-veteran-1"); u.F.Pin.Pinned() {
		t.Errorf("the veteran is pinned: %+v", u.F.Pin)
	}
}

// holder answers offers as a person at the screen would: it holds the
// match (View.Hold) and then takes answer.
type holder struct {
	*match.Script
	held, asked int
	answer      int
}

func (h *holder) Offer(v match.View, o orders.Offer) int {
	h.asked++
	if v.Hold() {
		h.held++
	}
	return h.answer
}

// holdingMatch is the trooper's shot, red played by a holder answering
// answer.
func holdingMatch(t *testing.T, answer int) (*match.Match, *holder) {
	t.Helper()
	var h *holder
	m := luckMatch(t, trooperShoots, func(s *match.Script) match.Player { h = &holder{Script: s, answer: answer}; return h },
		match.TakesNever, 3, 3, 1, 2, 3, 6, 5, 4)
	return m, h
}

// heldClock is m's waiting clock, advanced a frame at a time until a
// player holds the match; now is the real time it stopped at.
func heldClock(t *testing.T, m *match.Match) (c *match.Clock, now float64) {
	t.Helper()
	c = match.NewClock(m)
	c.Waits(true)
	const dt = 1.0 / 60
	for !c.Held() && m.Tick() < 100 {
		now += dt
		if err := c.Advance(now, dt); err != nil {
			t.Fatal(err)
		}
	}
	return c, now
}

// The clock a person plays on holds a tick the moment dice land, while
// the person answers an offer (View.Hold, Clock.Waits): game time stands
// still, the match is neither saved nor forked nor claimed in the middle
// of its tick; the answer given, Release plays the tick on. With no
// answer before the decision window runs out, the clock plays it on by
// itself; Settle plays it to its end for a save. Headless, nothing holds.
func TestTheClockHoldsATickForAnAnswer(t *testing.T) {
	m, h := holdingMatch(t, 0)
	c, now := heldClock(t, m)
	if !c.Held() || m.Tick() != 60 || h.asked != 1 {
		t.Fatalf("held %v at tick %d, asked %d times: want the tick of the shot held", c.Held(), m.Tick(), h.asked)
	}
	if err := c.Advance(now+1, 1); err != nil || !c.Held() || m.Tick() != 60 {
		t.Errorf("a second into the window: held %v, tick %d (%v): time stands still", c.Held(), m.Tick(), err)
	}
	if left := c.HeldLeft(now + 1); left < 2.9 || left > 3.1 {
		t.Errorf("the decision window has %.2f s left, want 3", left)
	}
	if _, err := m.Snapshot(); err == nil {
		t.Error("a held tick was saved")
	}
	if _, err := m.Fork([2]match.Player{}, dice.NewSeeded(1)); err == nil {
		t.Error("a held tick was forked")
	}
	if c.Claim("red", now+1) {
		t.Error("a claim was granted in the middle of a held tick")
	}
	if err := c.Release(now + 1); err != nil {
		t.Fatal(err)
	}
	if c.Held() || m.Tick() != 61 || h.held != 1 || len(find[combat.Rerolled](m)) != 1 {
		t.Errorf("released: held %v, tick %d, held %d times, %d re-rolls: the tick played on with the answer", c.Held(), m.Tick(), h.held, len(find[combat.Rerolled](m)))
	}

	// No answer: the window runs out, and the tick plays on.
	m, _ = holdingMatch(t, -1)
	c, now = heldClock(t, m)
	if err := c.Advance(now+match.DefaultSettings().DecisionWindow, 1.0/60); err != nil || c.Held() || m.Tick() <= 60 {
		t.Errorf("after the window: held %v, tick %d (%v)", c.Held(), m.Tick(), err)
	}
	if len(find[combat.Rerolled](m)) != 0 {
		t.Errorf("the roll stood, yet it was re-rolled")
	}

	// Settle: played to its end for a save.
	m, _ = holdingMatch(t, -1)
	c, _ = heldClock(t, m)
	if err := c.Settle(); err != nil || c.Held() {
		t.Fatalf("settled: held %v (%v)", c.Held(), err)
	}
	if _, err := m.Snapshot(); err != nil {
		t.Errorf("a settled match is not saved: %v", err)
	}

	// Headless: asked, never held.
	m, h = holdingMatch(t, 0)
	if err := m.Run(61); err != nil {
		t.Fatal(err)
	}
	if h.asked != 1 || h.held != 0 || len(find[combat.Rerolled](m)) != 1 {
		t.Errorf("headless: asked %d, held %d, %d re-rolls", h.asked, h.held, len(find[combat.Rerolled](m)))
	}
}
