package match_test

import (
	"errors"
	"math"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
)

// Hotseat (RULINGS): a claim freezes game time for the decision window; a
// second claim within the face-off window joins it and both declarations
// land on the same tick, where the face-off orders them; a later claim
// waits its turn.
func TestHotseatClaims(t *testing.T) {
	red, blue := &hand{}, &hand{}
	m, err := match.New(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(3), [2]match.Player{red, blue})
	if err != nil {
		t.Fatal(err)
	}
	c := match.NewClock(m)
	now := 0.0
	tick := func(dt float64) {
		now += dt
		if err := c.Advance(now, dt); err != nil {
			t.Fatal(err)
		}
	}
	tick(1) // one second of play
	if m.Tick() != 60 {
		t.Fatalf("after 1 s the clock is at tick %d, want 60", m.Tick())
	}
	if !c.Claim("red", now) || !c.Frozen() {
		t.Fatal("the first claim is granted and freezes time")
	}
	if !c.Claim("blue", now+0.1) {
		t.Error("a claim within the face-off window joins")
	}
	tick(2)
	if m.Tick() != 60 {
		t.Errorf("time moved during a claim: tick %d", m.Tick())
	}
	blue.queue(orders.Order{Unit: "renegade-cultist-1", Verb: orders.Shoot, Target: "red.ec-trooper-1"})
	if err := c.Decide("blue"); err != nil {
		t.Fatal(err)
	}
	if !c.Frozen() {
		t.Error("time must wait for red too")
	}
	red.queue(orders.Order{Unit: "ec-trooper-2", Verb: orders.Move, X: 3.5, Y: 1.5})
	if err := c.Decide("red"); err != nil {
		t.Fatal(err)
	}
	if c.Frozen() {
		t.Error("both have declared: time runs again")
	}
	faceOffs := 0
	for _, e := range m.View().Log(0) {
		if _, ok := e.Event.(orders.FaceOff); ok {
			faceOffs++
		}
	}
	if faceOffs != 1 {
		t.Errorf("the two declarations on one tick are a face-off (%d)\n%s", faceOffs, dump(m))
	}
	// Without the pointer, no declaration.
	blue.queue(orders.Order{Verb: orders.Done})
	if err := c.Decide("blue"); !errors.Is(err, match.ErrNoClaim) {
		t.Errorf("declared without a claim: %v", err)
	}
	blue.steps = nil
	// A claim after the window is refused; a claim's window runs out.
	if !c.Claim("red", now) || c.Claim("blue", now+1) {
		t.Error("a late claim must wait")
	}
	tick(4.5) // past the 4 s decision window
	if c.Frozen() || m.Tick() <= 60 {
		t.Errorf("the claim should have run out and time moved on (tick %d)", m.Tick())
	}
}

// hand is a person's player as the tests play it: what is queued goes to
// the match when it next asks.
type hand struct{ steps []orders.Declaration }

func (h *hand) queue(steps ...orders.Order) {
	h.steps = append(h.steps, orders.Declaration{Steps: steps})
}

func (h *hand) Declare(match.View) []orders.Declaration {
	out := h.steps
	h.steps = nil
	return out
}

func (h *hand) Defence(v match.View, defender, _ string) (combat.DefenceClass, combat.DefenceType) {
	return match.StandingDefence(v, defender)
}

func (h *hand) PayForWound(_ match.View, _ string, _, cost, left int) bool { return left >= cost }

func (h *hand) LetGo(v match.View, _, holder string) bool { return match.StandingLetGo(v, holder) }

// KG-FACE-01, RULINGS (hotseat): the face-off window is open for
// FaceOffWindow after the first claim,
// and closed when nobody claims.
// Hotseat under the fog of war takes the claimants in turn: Claimants
// keeps the order they claimed in, and Hold keeps a waiting claimant's
// window from running down until its turn at the screen.
func TestClaimantsWaitTheirTurn(t *testing.T) {
	m, err := match.New(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(3), [2]match.Player{&hand{}, &hand{}})
	if err != nil {
		t.Fatal(err)
	}
	c := match.NewClock(m)
	c.Claim("blue", 1)
	c.Claim("red", 1.1)
	if got := c.Claimants(); len(got) != 2 || got[0] != "blue" || got[1] != "red" {
		t.Fatalf("claimants %v; want blue then red, in claim order", got)
	}
	window := match.DefaultSettings().DecisionWindow
	c.Hold("red", 1+window) // blue has the whole window at the screen
	if err := c.Advance(1+window+0.5, 0.1); err != nil {
		t.Fatal(err)
	}
	if got := c.Claimants(); len(got) != 1 || got[0] != "red" {
		t.Fatalf("after blue's window: claimants %v; want red alone, held past its own window", got)
	}
	if left := c.Remaining("red", 1+window+0.5); math.Abs(left-(window-0.5)) > 1e-9 {
		t.Errorf("red has %.2f s left; want %.2f: its window began when blue's ended", left, window-0.5)
	}
	c.Hold("red", 0) // a hold never shortens a window
	if left := c.Remaining("red", 1+window+0.5); math.Abs(left-(window-0.5)) > 1e-9 {
		t.Errorf("a hold in the past shortened red's window to %.2f s", left)
	}
}

func TestFaceOffOpen(t *testing.T) {
	m := idle(t)
	c := match.NewClock(m.Match)
	if got := c.FaceOffOpen(1); got != 0 {
		t.Errorf("open with no claim: %v", got)
	}
	c.Claim(m.View().Sides()[0].ID, 1)
	if got := c.FaceOffOpen(1.1); math.Abs(got-0.15) > 1e-9 {
		t.Errorf("0.1 s after the claim: %v left, want 0.15", got)
	}
	if got := c.FaceOffOpen(2); got != 0 {
		t.Errorf("after the window: %v", got)
	}
}
