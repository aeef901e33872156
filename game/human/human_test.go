package human_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/human"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios/scenariotest"
)

// A person's orders reach the match at the next tick; a defence given
// ahead is used once, then the standing order again.
func TestQueueAndAnswers(t *testing.T) {
	c, s := scenariotest.Default(t)
	red, blue := human.New(s.Sides[0].ID), &spy{Player: human.New(s.Sides[1].ID)}
	m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{red, blue})
	if err != nil {
		t.Fatal(err)
	}
	u := m.View().Units()[0]
	red.Queue(orders.Declaration{Steps: []orders.Order{{Unit: u.ID, Verb: orders.Wait}}})
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	if run := m.View().Running(s.Sides[0].ID); len(run) != 1 || run[0].Verb != orders.Wait {
		t.Fatalf("the queued wait did not reach the match: %v", run)
	}
	if d := red.Declare(m.View()); len(d) != 0 {
		t.Errorf("the queue was handed over twice: %v", d)
	}

	units := m.View().Units()
	e := units[len(units)-1]
	blue.Answer(e.ID, human.Defence{Class: combat.Active, Type: combat.Block})
	if d, ok := blue.Answered(e.ID); !ok || d.Type != combat.Block {
		t.Fatalf("answered %v %v", d, ok)
	}
	if !blue.asked {
		t.Fatal("the match never asked blue")
	}
	v := blue.view
	if cl, ty := blue.Defence(v, e.ID, u.ID); cl != combat.Active || ty != combat.Block {
		t.Errorf("first defence %v %v, want the answer", cl, ty)
	}
	if cl, ty := blue.Defence(v, e.ID, u.ID); cl != e.DefenceClass || ty != e.DefenceType {
		t.Errorf("second defence %v %v, want the standing order", cl, ty)
	}
	// left: the AP blue has, as the match says when it asks.
	left := 0
	if sd, ok := v.Side(s.Sides[1].ID); ok {
		left = sd.AP
	}
	blue.PayExtraWounds = false
	if blue.PayForWound(v, e.ID, 2, 2, left) {
		t.Error("paid with paying switched off")
	}
	blue.PayExtraWounds = true
	if !blue.PayForWound(v, e.ID, 2, 2, left) || blue.PayForWound(v, e.ID, 2, 1000, left) {
		t.Error("pays only what the side can afford")
	}
}

// spy is a person's player that keeps the view the match hands it.
type spy struct {
	*human.Player
	view  match.View
	asked bool
}

func (s *spy) Declare(v match.View) []orders.Declaration {
	s.view, s.asked = v, true
	return s.Player.Declare(v)
}

// Against the AI a person's queue goes out one order at a time, each as
// the side's command channel frees (KG-CMB-06), so orders given while the
// game was paused all go out, in order, and none is refused for a busy
// channel; a cancel does not wait. In hotseat (OneAtATime off) the whole
// queue goes at once, as a claim declares it, and the channel refuses
// what it cannot take.
func TestOneOrderAtATime(t *testing.T) {
	for _, oneAtATime := range []bool{true, false} {
		c, s := scenariotest.Default(t)
		red := human.New(s.Sides[0].ID)
		red.OneAtATime = oneAtATime
		m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{red, human.New(s.Sides[1].ID)})
		if err != nil {
			t.Fatal(err)
		}
		var ours []string
		for _, u := range m.View().Units() {
			if u.Side == 0 && !u.Objective {
				ours = append(ours, u.ID)
			}
		}
		for _, id := range ours[:3] {
			red.Queue(orders.Declaration{Steps: []orders.Order{{Unit: id, Verb: orders.Wait}}})
		}
		waiting, refused := map[string]bool{}, 0
		for range 20 * match.TicksPerSecond {
			if err := m.Step(); err != nil {
				t.Fatal(err)
			}
			for _, r := range m.View().Running(s.Sides[0].ID) {
				waiting[r.Unit] = true
			}
			if oneAtATime && len(m.View().Running(s.Sides[0].ID)) > 1 {
				t.Fatal("two declarations at once on one channel")
			}
		}
		for _, e := range m.View().Log(0) {
			if r, ok := e.Event.(match.Refused); ok && r.RuleID == "KG-CMB-06" {
				refused++
			}
		}
		if oneAtATime && (len(waiting) != 3 || refused != 0 || red.Pending() != 0) {
			t.Errorf("one at a time: %d of 3 waits carried out, %d refused for a busy channel, %d still queued", len(waiting), refused, red.Pending())
		}
		if !oneAtATime && (len(waiting) != 1 || refused != 2) {
			t.Errorf("all at once: %d waits carried out, %d refused for a busy channel; want 1 and 2", len(waiting), refused)
		}
	}
}

// A cancel queued behind an order the channel cannot take yet goes no
// sooner than that order (the queue keeps its order); one at the head of
// the queue goes at once, busy channel or not.
func TestACancelDoesNotWaitForTheChannel(t *testing.T) {
	c, s := scenariotest.Default(t)
	red := human.New(s.Sides[0].ID)
	red.OneAtATime = true
	m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{red, human.New(s.Sides[1].ID)})
	if err != nil {
		t.Fatal(err)
	}
	u := m.View().Units()[0]
	red.Queue(orders.Declaration{Steps: []orders.Order{{Unit: u.ID, Verb: orders.Wait}}})
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	if sd, _ := m.View().Side(s.Sides[0].ID); !sd.Busy {
		t.Fatal("a wait declared, and the channel is free")
	}
	red.Queue(orders.Declaration{Steps: []orders.Order{{Verb: orders.Cancel}}})
	if got := red.Declare(m.View()); len(got) != 1 || got[0].Steps[0].Verb != orders.Cancel {
		t.Errorf("a cancel on a busy channel: handed over %v", got)
	}
	red.Queue(orders.Declaration{Steps: []orders.Order{{Unit: u.ID, Verb: orders.Wait}}})
	red.Queue(orders.Declaration{Steps: []orders.Order{{Verb: orders.Cancel}}})
	if got := red.Declare(m.View()); len(got) != 0 || red.Pending() != 2 {
		t.Errorf("behind an order that waits: handed over %v, %d left", got, red.Pending())
	}
}

// Forecast plays the queue forward on a fork and says which declaration
// the match will refuse, without changing the match or the queue; a
// ticket waits until its declaration is handed over or dropped.
func TestForecastAndDrop(t *testing.T) {
	c, s := scenariotest.Default(t)
	red := human.New(s.Sides[0].ID)
	red.OneAtATime = true
	m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{red, nil})
	if err != nil {
		t.Fatal(err)
	}
	u := m.View().Units()[0]
	wait := red.Queue(orders.Declaration{Steps: []orders.Order{{Unit: u.ID, Verb: orders.Wait}}})
	far := red.Queue(orders.Declaration{Steps: []orders.Order{{Unit: u.ID, Verb: orders.Run, X: u.Base.Centre.X + 40, Y: u.Base.Centre.Y}}})
	got, err := red.Forecast(m, 60*match.TicksPerSecond)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0] != nil || got[1] == nil {
		t.Fatalf("forecast %+v; want the wait taken, the run refused", got)
	}
	if m.Tick() != 0 || red.Pending() != 2 || !red.Waiting(wait) || !red.Waiting(far) {
		t.Fatalf("the forecast changed the match (tick %d) or the queue (%d waiting)", m.Tick(), red.Pending())
	}
	if !red.Drop(1) || red.Waiting(far) || !red.Waiting(wait) {
		t.Fatal("Drop(1) did not drop the run alone")
	}
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	if red.Waiting(wait) || red.Pending() != 0 {
		t.Error("the wait, handed over, still waits")
	}
}

// An offer (a re-roll, the moment dice land): with Ask on, the person's
// player holds the match while the screen asks (Asking), and takes the
// answer given (Take); headless nothing holds, so with no answer it takes
// its standing answer: never lets the roll stand, always takes the first
// option.
func TestAnOfferIsAskedThenStanding(t *testing.T) {
	c, s := scenariotest.Default(t)
	red := human.New(s.Sides[0].ID)
	m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{red, nil})
	if err != nil {
		t.Fatal(err)
	}
	o := orders.Offer{Options: []orders.Option{{What: "re-roll", Dice: []int{0}}, {What: "another", Dice: []int{0, 1}}}}
	if !red.Ask {
		t.Fatal("a person is asked by default")
	}
	if _, ok := red.Asking(); ok {
		t.Error("asking before any offer")
	}
	red.Offers = match.TakesNever
	if i := red.Offer(m.View(), o); i != -1 {
		t.Errorf("never, unheld: took %d", i)
	}
	red.Offers = match.TakesAlways
	if i := red.Offer(m.View(), o); i != 0 {
		t.Errorf("always, unheld: took %d", i)
	}
	red.Take(1) // nothing is asked: an answer out of turn is dropped
	if i := red.Offer(m.View(), o); i != 0 {
		t.Errorf("an answer given with nothing asked was used: took %d", i)
	}
}
