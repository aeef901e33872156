package match_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules/cards"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// cardsDeck is testdata/cards.yaml: red's commander and two troopers in
// the west, blue's prophet and cultists in the east, five AP rounds,
// playing the cards module with the shipped deck of 18.
func cardsDeck(t *testing.T) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/cards.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// stepTo plays m on to tick (or its end).
func stepTo(t *testing.T, m *match.Match, tick int) {
	t.Helper()
	for m.View().Tick() < tick && !m.Over() {
		if err := m.Step(); err != nil {
			t.Fatalf("tick %d: %v\n%s", m.View().Tick(), err, dump(m))
		}
	}
}

// thenSeeded is a dice source that gives its faces, then seeded dice.
type thenSeeded struct {
	faces []int
	rest  dice.Source
}

func (s *thenSeeded) D6(why string) (int, error) {
	if len(s.faces) > 0 {
		f := s.faces[0]
		s.faces = s.faces[1:]
		return f, nil
	}
	return s.rest.D6(why)
}

// pick are the two dice that draw the card at place i of the cards left
// (cards.Pick: (a−1)·6 + (b−1), modulo how many are left).
func pick(i int) []int { return []int{i/6 + 1, i%6 + 1} }

// opening are the dice of AP round 1 in testdata/cards.yaml: red's AP
// die 3, blue's 4 (18 and 17 AP), then red's draw of the shipped card at
// place r and blue's at place b (a full deck of 18 each).
func opening(r, b int) []int {
	return slices.Concat([]int{3, 4}, pick(r), pick(b))
}

// Place of some shipped cards in the deck.
const (
	pinThem       = 0
	secondWind    = 1
	commsBlackout = 2
	counterMan    = 3
	pressAdv      = 4
	freshOrders   = 6
	takeCover     = 7
	gritTeeth     = 8
	steadyAim     = 10
)

// withOpening plays text on the cards deck with the opening dice, then
// seeded dice; both sides turn a model at tick 900, so neither script
// runs out (and declares itself done) before.
func withOpening(t *testing.T, text string, r, b int, seed uint64) *match.Match {
	t.Helper()
	text += "\n900 red ec-commander-1 face 0\n900 blue renegade-prophet-1 face 180\n"
	return scripted(t, cardsDeck(t), text, &thenSeeded{faces: opening(r, b), rest: dice.NewSeeded(seed)})
}

// from is the point dx, dy inches from where model id deploys in
// testdata/cards.yaml, as the orders format writes it.
func from(t *testing.T, id string, dx, dy float64) string {
	t.Helper()
	src, _ := dice.NewScripted(opening(0, 0)...)
	u := unitAt(t, scripted(t, cardsDeck(t), "", src), id)
	return fmt.Sprintf("%g %g", u.Base.Centre.X+dx, u.Base.Centre.Y+dy)
}

// XS-08, GW-INIT-01 and the RULINGS' hand of 3: as each AP round begins
// each side draws one card per living Squad Leader (one here) with the
// match's dice, from its own copy of the deck, each card once until the
// deck is shuffled again; the fourth card drawn into a full hand of 3 is
// discarded; the hand is kept in the order drawn.
func TestCardsAreDrawnEachRoundIntoAHandOfThree(t *testing.T) {
	// Round by round: red's AP die, blue's, red's draw, blue's draw. The
	// cards left shrink by one a round: 18, 17, 16, 15.
	faces := slices.Concat([]int{3, 4}, pick(0), pick(5),
		[]int{3, 4}, pick(0), pick(0), // red: the first left (second wind); blue: pin them
		[]int{3, 4}, pick(15), pick(1), // red: the last of the 16 left (intercepted orders); blue: comms blackout
		[]int{3, 4}, pick(0), pick(0))
	src, err := dice.NewScripted(faces...)
	if err != nil {
		t.Fatal(err)
	}
	m := scripted(t, cardsDeck(t), "0 red done\n", src)
	for m.View().Round() < 4 && !m.Over() {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	stepTo(t, m, m.View().Tick()) // round 4's draw is made as it begins
	var red, blue []cards.CardDrawn
	for _, d := range find[cards.CardDrawn](m) {
		if d.Side == "red" {
			red = append(red, d)
		} else {
			blue = append(blue, d)
		}
	}
	wantRed := []string{"pin-them", "second-wind", "intercepted-orders", "comms-blackout"}
	if len(red) != 4 {
		t.Fatalf("red drew %d cards in 4 rounds, want 4\n%s", len(red), dump(m))
	}
	for i, d := range red {
		if d.Card != wantRed[i] || d.Round != i+1 {
			t.Errorf("red's draw %d: %s in round %d, want %s in round %d", i+1, d.Card, d.Round, wantRed[i], i+1)
		}
	}
	if !red[3].Discarded || red[2].Discarded || red[2].Hand != 3 {
		t.Errorf("red's 3rd draw %+v, 4th %+v: the 4th goes into a full hand of 3 and is discarded", red[2], red[3])
	}
	if len(blue) != 4 || blue[0].Card != "pour-it-on" || blue[1].Card != "pin-them" || blue[2].Card != "comms-blackout" ||
		blue[3].Card != "second-wind" || !blue[3].Discarded {
		t.Errorf("blue drew %+v", blue)
	}
	v := m.View()
	var hand []string
	for _, c := range cards.Shipped().Hand(v.Mark, "red") {
		hand = append(hand, c.ID)
	}
	if !slices.Equal(hand, wantRed[:3]) {
		t.Errorf("red's hand %v, want %v", hand, wantRed[:3])
	}
}

// XS-08: a card the side holds is played for the AP printed on it (Fresh
// orders: 0 AP, +1 AP now, only before the side's first other order of
// the round); a card not in the hand, or out of its trigger, is refused
// citing XS-08 with why; the log tells the card drawn and played in
// words, with no raw IDs.
func TestPlayingACardFromTheHand(t *testing.T) {
	const text = `
0   red ec-commander-1 card red.ec-commander-1 steady-aim
5   red ec-commander-1 card red.ec-commander-1 fresh-orders
5   blue renegade-cultist-1 face 180
10  blue renegade-cultist-1 card blue.renegade-cultist-1 fresh-orders
`
	m := withOpening(t, text, freshOrders, freshOrders, 1)
	stepTo(t, m, 2)
	before := sideAP(m, "red")
	stepTo(t, m, 30)
	if got := sideAP(m, "red"); got != before+1 {
		t.Errorf("red's AP %d after Fresh orders, want %d + 1\n%s", got, before, dump(m))
	}
	played := find[cards.CardPlayed](m)
	if len(played) != 1 || played[0].Side != "red" || played[0].Card != "fresh-orders" {
		t.Fatalf("played %+v, want red's Fresh orders alone\n%s", played, dump(m))
	}
	var why []string
	for _, r := range find[match.Refused](m) {
		if r.RuleID == cards.Rule {
			why = append(why, r.Side+": "+r.Reason)
		}
	}
	if len(why) != 2 || !strings.Contains(why[0], "Steady aim is not in your hand") || !strings.Contains(why[1], "blue: Fresh orders is played as the AP round begins") {
		t.Errorf("refusals %q", why)
	}
	if len(cards.Shipped().Hand(m.View().Mark, "red")) != 0 {
		t.Error("a card played stays in the hand")
	}
	text2 := cardsLog(t, m)
	for _, want := range []string{"red draws the tactics card Fresh orders (1 in hand)", "red plays the tactics card Fresh orders: the side gains 1 AP now",
		"play the tactics card Fresh orders"} {
		if !strings.Contains(text2, want) {
			t.Errorf("the log does not say %q:\n%s", want, text2)
		}
	}
}

// cardsLog is the log's text as a person reads it (no Rules detail); it
// fails the test on a raw ID in it.
func cardsLog(t *testing.T, m *match.Match) string {
	t.Helper()
	return plainLog(t, m, cards.Rule, "ec-trooper", "fresh-orders", "pin-them", "cards hand")
}

// XS-08, GW-WND-03: Press the advantage is played "when an enemy model is
// wounded", until the side's next other order: refused before red's shot
// wounds a cultist; after a wounding shot, played for +2 AP; after a
// shot that wounds nobody, refused.
func TestACardPlayedWhenAnEnemyIsWounded(t *testing.T) {
	const text = `
0   red ec-commander-1 card red.ec-commander-1 press-the-advantage
10  red ec-trooper-1 shoot blue.renegade-cultist-1
200 red ec-commander-1 card red.ec-commander-1 press-the-advantage
`
	wounded, missed := 0, 0
	for seed := uint64(1); seed <= 20; seed++ {
		m := withOpening(t, text, pressAdv, pinThem, seed)
		stepTo(t, m, 150)
		ap := sideAP(m, "red")
		stepTo(t, m, 260)
		hurt := false
		for _, w := range find[combat.Wounded](m) {
			hurt = hurt || strings.HasPrefix(w.Unit, "blue.") && w.Wounds > 0
		}
		refused := refusedAt(m, cards.Rule)
		switch {
		case hurt:
			wounded++
			if len(refused) != 1 || refused[0] != 0 || len(find[cards.CardPlayed](m)) != 1 || sideAP(m, "red") != ap+2 {
				t.Errorf("seed %d: a cultist wounded: refused at %v, played %v, AP %d → %d; want refused at 0 alone, then played for +2",
					seed, refused, find[cards.CardPlayed](m), ap, sideAP(m, "red"))
			}
		default:
			missed++
			if len(refused) != 2 || len(find[cards.CardPlayed](m)) != 0 {
				t.Errorf("seed %d: nobody wounded: refused at %v, played %v; want both refused", seed, refused, find[cards.CardPlayed](m))
			}
		}
	}
	if wounded == 0 || missed == 0 {
		t.Errorf("%d seeds wounded, %d did not: want some of each", wounded, missed)
	}
}

// XS-08 Counter-manoeuvre: blue discards it (1 AP) to cancel the card red
// has just played: red's Fresh orders AP are taken back; once blue gives
// another order, red's next card is beyond countering.
func TestCounterManoeuvreCancelsACardJustPlayed(t *testing.T) {
	const text = `
0   red ec-commander-1 card red.ec-commander-1 fresh-orders
0   blue renegade-cultist-1 face 180
20  blue renegade-prophet-1 card blue.renegade-prophet-1 counter-manoeuvre
`
	m := withOpening(t, text, freshOrders, counterMan, 3)
	stepTo(t, m, 1)
	red, blue := sideAP(m, "red"), sideAP(m, "blue")
	stepTo(t, m, 10)
	if got := sideAP(m, "red"); got != red+1 {
		t.Errorf("red's AP %d after Fresh orders, want %d + 1\n%s", got, red, dump(m))
	}
	stepTo(t, m, 60)
	if got := sideAP(m, "red"); got != red {
		t.Errorf("red's AP %d, want %d: Fresh orders' AP taken back\n%s", got, red, dump(m))
	}
	if got := sideAP(m, "blue"); got != blue-1 {
		t.Errorf("blue's AP %d, want %d: the Counter-manoeuvre's 1 AP", got, blue-1)
	}
	p := find[cards.CardPlayed](m)
	if len(p) != 2 || p[1].Card != "counter-manoeuvre" || p[1].Countered != "fresh-orders" {
		t.Errorf("played %+v", p)
	}
	if !strings.Contains(cardsLog(t, m), "the enemy's Fresh orders is cancelled") {
		t.Error("the log does not tell the card cancelled")
	}
}

// XS-08 Comms blackout: the enemy's next cancel costs 3 AP (its 1, and 2
// more); the one after costs 1 again.
func TestCommsBlackoutMakesTheNextCancelCostThree(t *testing.T) {
	away, back := from(t, "blue.renegade-cultist-1", -2, 0), from(t, "blue.renegade-cultist-1", 0, 0)
	moves := fmt.Sprintf("renegade-cultist-1 move %s & renegade-cultist-1 move %s & renegade-cultist-1 move %s", away, back, away)
	text := `
0   red ec-commander-1 card red.ec-commander-1 comms-blackout
40  blue ` + moves + `
50  blue cancel
200 blue ` + moves + `
210 blue cancel
`
	m := withOpening(t, text, commsBlackout, pinThem, 5)
	stepTo(t, m, 45)
	ap := sideAP(m, "blue")
	stepTo(t, m, 100)
	if got := sideAP(m, "blue"); got != ap-3 {
		t.Errorf("blue's AP %d after its cancel, want %d − 3\n%s", got, ap, dump(m))
	}
	stepTo(t, m, 205)
	ap = sideAP(m, "blue")
	stepTo(t, m, 300)
	if got := sideAP(m, "blue"); got != ap-1 {
		t.Errorf("blue's AP %d after its second cancel, want %d − 1", got, ap)
	}
	if b := find[cards.BlackoutPaid](m); len(b) != 1 || b[0].AP != 2 {
		t.Errorf("blackouts %+v", b)
	}
}

// XS-08 Pin them!: the pinning tests red's shots cause are at +1 TN (6,
// not KG-PSY-01's 5) for the rest of the AP round.
func TestPinThemRaisesThePinningTest(t *testing.T) {
	const text = `
0   red ec-commander-1 card red.ec-commander-1 pin-them
40  red ec-trooper-1 shoot blue.renegade-cultist-1
120 red ec-trooper-2 shoot blue.renegade-cultist-1
200 red ec-trooper-1 shoot blue.renegade-cultist-3
280 red ec-trooper-2 shoot blue.renegade-cultist-3
`
	tested := 0
	for seed := uint64(1); seed <= 12; seed++ {
		m := withOpening(t, text, pinThem, pinThem, seed)
		stepTo(t, m, 400)
		for _, r := range find[combat.Roll](m) {
			if r.RuleID != "KG-PSY-01" && r.RuleID != "KG-PSY-02" {
				continue
			}
			tested++
			base, sum, pin := 5, 0, false
			if r.RuleID == "KG-PSY-02" {
				base = 3
			}
			for _, md := range r.Modifiers {
				sum += md.Value
				pin = pin || md.RuleID == cards.Rule && md.Value == 1
			}
			if !pin || r.TN != base+sum {
				t.Errorf("seed %d: %s's pinning test at TN %d with %+v, want %d and Pin them!'s +1 among them", seed, r.By, r.TN, r.Modifiers, base)
			}
		}
	}
	if tested == 0 {
		t.Error("no pinning test in 12 seeds")
	}
}

// XS-08, a card on a model: Take cover! (+1 TN to hit it), Grit your
// teeth (+1 to wound it) and Steady aim (+1 RC die on its next shot),
// as the enemy's and its own previews count them; Take cover! ends as
// the model's next order begins.
func TestCardsOnAModel(t *testing.T) {
	for _, c := range []struct {
		card, text string
		check      func(before, after orders.Preview) bool
	}{
		{"take-cover", "hit TN +1", func(b, a orders.Preview) bool { return a.Ranged.TN == b.Ranged.TN+1 }},
		{"grit-your-teeth", "wound TN +1", func(b, a orders.Preview) bool { return a.Ranged.WoundTN == b.Ranged.WoundTN+1 }},
	} {
		place := map[string]int{"take-cover": takeCover, "grit-your-teeth": gritTeeth}[c.card]
		text := fmt.Sprintf("0 red ec-commander-1 card red.ec-trooper-1 %s\n300 red ec-trooper-1 face 0\n", c.card)
		m := withOpening(t, text, place, pinThem, 1)
		shot := orders.Order{Unit: "blue.renegade-cultist-1", Verb: orders.Shoot, Target: "red.ec-trooper-1"}
		before := m.View().Preview("blue", shot)
		stepTo(t, m, 100)
		after := m.View().Preview("blue", shot)
		if before.Err != nil || after.Err != nil || !c.check(before, after) {
			t.Errorf("%s: before %+v (%v), after %+v (%v): want %s\n%s", c.card, before.Ranged, before.Err, after.Ranged, after.Err, c.text, dump(m))
		}
		stepTo(t, m, 400)
		if again := m.View().Preview("blue", shot); again.Ranged == nil || again.Ranged.TN != before.Ranged.TN || again.Ranged.WoundTN != before.Ranged.WoundTN {
			t.Errorf("%s outlasted the trooper's next order", c.card)
		}
	}
	m := withOpening(t, "0 red ec-commander-1 card red.ec-trooper-1 steady-aim\n", steadyAim, pinThem, 1)
	shot := orders.Order{Unit: "red.ec-trooper-1", Verb: orders.Shoot, Target: "blue.renegade-cultist-1"}
	before := m.View().Preview("red", shot)
	stepTo(t, m, 100)
	if after := m.View().Preview("red", shot); after.Ranged.Dice != before.Ranged.Dice+1 {
		t.Errorf("Steady aim: %d dice, then %d: want one more", before.Ranged.Dice, after.Ranged.Dice)
	}
}

// XS-08 Second wind: the model's next run costs it no Body (KG-MOVE-03's
// fatigue stays as it was); a run without it costs 1.
func TestSecondWindKeepsTheRunnersBreath(t *testing.T) {
	text := `
0   red ec-commander-1 card red.ec-trooper-1 second-wind
20  red ec-trooper-1 run ` + from(t, "red.ec-trooper-1", 5, 0) + `
200 red ec-trooper-2 run ` + from(t, "red.ec-trooper-2", 5, 0) + `
`
	m := withOpening(t, text, secondWind, pinThem, 1)
	stepTo(t, m, 500)
	if f := unitAt(t, m, "red.ec-trooper-1").F.Fatigue; f != 0 {
		t.Errorf("trooper 1 ran with Second wind and has fatigue %d, want 0\n%s", f, dump(m))
	}
	if f := unitAt(t, m, "red.ec-trooper-2").F.Fatigue; f != 1 {
		t.Errorf("trooper 2 ran without and has fatigue %d, want 1", f)
	}
	if b := find[cards.SecondWindKept](m); len(b) != 1 || b[0].Unit != "red.ec-trooper-1" || b[0].Body != 1 {
		t.Errorf("breath %+v\n%s", b, dump(m))
	}
}

// XS-08: a card drawn is its side's secret (facet.Secret: the screen's log
// keeps it from the other side); a card played is public.
func TestACardDrawnIsItsSidesSecret(t *testing.T) {
	var e combat.Event = cards.CardDrawn{Side: "red"}
	if s, ok := e.(facet.Secret); !ok || s.SecretOf() != "red" {
		t.Error("a card drawn is not red's secret")
	}
	if _, ok := combat.Event(cards.CardPlayed{}).(facet.Secret); ok {
		t.Error("a card played is secret")
	}
}

// XS-08 Reserves (next_ap): played in round 1 for 1 AP, its 2 AP come in
// as round 2 begins, on top of the side's roll, and are told.
func TestReservesComeInNextRound(t *testing.T) {
	const reserves = 13
	text := "0 red ec-commander-1 card red.ec-commander-1 reserves\n0 blue done\n"
	m := scripted(t, cardsDeck(t), text, &thenSeeded{faces: opening(reserves, pinThem), rest: dice.NewSeeded(2)})
	for m.View().Round() < 2 && !m.Over() {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	var rolled int
	for _, r := range find[match.RoundStarted](m) {
		if r.Number == 2 {
			rolled = r.AP["red"]
		}
	}
	if got := sideAP(m, "red"); got != rolled+2 {
		t.Errorf("red's AP in round 2: %d, want its roll %d + 2\n%s", got, rolled, dump(m))
	}
	if in := find[cards.ReservesIn](m); len(in) != 1 || in[0].AP != 2 || in[0].Side != "red" {
		t.Errorf("reserves in %+v", in)
	}
	if !strings.Contains(cardsLog(t, m), "red's reserves come in: +2 AP this round") {
		t.Error("the log does not tell the reserves")
	}
}

// XS-08, GW-ACT-05: a card is played as an order of its own: in a combo,
// first or after another step, it is refused, citing XS-08.
func TestACardIsPlayedAlone(t *testing.T) {
	step := from(t, "red.ec-trooper-1", 1, 0)
	text := `
0  red ec-commander-1 card red.ec-commander-1 fresh-orders & ec-trooper-1 move ` + step + `
10 red ec-trooper-1 move ` + step + ` & ec-commander-1 card red.ec-commander-1 fresh-orders
`
	m := withOpening(t, text, freshOrders, pinThem, 1)
	stepTo(t, m, 100)
	if r := refusedAt(m, cards.Rule); len(r) != 2 {
		t.Errorf("refused at %v, want both combos refused\n%s", r, dump(m))
	}
	if p := find[cards.CardPlayed](m); len(p) != 0 {
		t.Errorf("played %+v", p)
	}
}

// XS-08: a side draws one card per living Squad Leader (three here); each
// card is drawn once until its deck runs out, and then the cards not in
// its hand are shuffled into a new deck; the hand never holds more than 3.
func TestTheDeckIsShuffledAgainWhenItRunsOut(t *testing.T) {
	s, err := scenarios.LoadFile("testdata/cards-leaders.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	m := scripted(t, s, "0 red done\n0 blue done\n", dice.NewSeeded(9))
	if err := m.Run(100000); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	perRound := map[int]int{}
	shuffled := false
	for _, e := range m.View().Log(0) {
		switch e := e.Event.(type) {
		case cards.DeckShuffled:
			if e.Side == "red" {
				shuffled, seen = true, map[string]bool{}
			}
		case cards.CardDrawn:
			if e.Side != "red" {
				continue
			}
			perRound[e.Round]++
			if seen[e.Card] {
				t.Errorf("round %d: red drew %s twice before its deck was shuffled", e.Round, e.Card)
			}
			seen[e.Card] = true
			if e.Hand > 3 {
				t.Errorf("red holds %d cards", e.Hand)
			}
		}
	}
	if !shuffled {
		t.Errorf("red drew %v cards by round and its deck of 18 was never shuffled again", perRound)
	}
	for r := 1; r <= 7; r++ {
		if perRound[r] != 3 {
			t.Errorf("round %d: red drew %d cards, want 3 (one per living Squad Leader)", r, perRound[r])
		}
	}
}
