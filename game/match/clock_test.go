package match_test

import (
	"math"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
)

// Hotseat (RULINGS): a claim freezes game time for the decision window; a
// second claim within the face-off window joins it and both declarations
// land on the same tick, where the face-off orders them; a later claim
// waits its turn.
func TestHotseatClaims(t *testing.T) {
	m, err := match.New(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(3), [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	c := &match.Clock{M: m}
	now := 0.0
	tick := func(dt float64) {
		now += dt
		if err := c.Advance(now, dt); err != nil {
			t.Fatal(err)
		}
	}
	tick(1) // one second of play
	if m.Tick != 60 {
		t.Fatalf("after 1 s the clock is at tick %d, want 60", m.Tick)
	}
	if !c.Claim("red", now) || !c.Frozen() {
		t.Fatal("the first claim is granted and freezes time")
	}
	if !c.Claim("blue", now+0.1) {
		t.Error("a claim within the face-off window joins")
	}
	tick(2)
	if m.Tick != 60 {
		t.Errorf("time moved during a claim: tick %d", m.Tick)
	}
	c.Declare(match.Declaration{Side: "blue", Steps: []match.Order{{Unit: "renegade-cultist-1", Verb: match.Shoot, Target: "red.ec-trooper-1"}}})
	if !c.Frozen() {
		t.Error("time must wait for red too")
	}
	c.Declare(match.Declaration{Side: "red", Steps: []match.Order{{Unit: "ec-trooper-2", Verb: match.Move, X: 3.5, Y: 1.5}}})
	if c.Frozen() {
		t.Error("both have declared: time runs again")
	}
	faceOffs := 0
	for _, e := range m.Log() {
		if _, ok := e.Event.(match.FaceOff); ok {
			faceOffs++
		}
	}
	if faceOffs != 1 {
		t.Errorf("the two declarations on one tick are a face-off (%d)\n%s", faceOffs, dump(m))
	}
	// Without the pointer, no declaration.
	if c.Declare(match.Declaration{Side: "blue", Steps: []match.Order{{Verb: match.Done}}}) {
		t.Error("declared without a claim")
	}
	// A claim after the window is refused; a claim's window runs out.
	if !c.Claim("red", now) || c.Claim("blue", now+1) {
		t.Error("a late claim must wait")
	}
	tick(4.5) // past the 4 s decision window
	if c.Frozen() || m.Tick <= 60 {
		t.Errorf("the claim should have run out and time moved on (tick %d)", m.Tick)
	}
}

// KG-FACE-01, RULINGS (hotseat): the face-off window is open for
// FaceOffWindow after the first claim,
// and closed when nobody claims.
func TestFaceOffOpen(t *testing.T) {
	m := idle(t)
	c := &match.Clock{M: m}
	if got := c.FaceOffOpen(1); got != 0 {
		t.Errorf("open with no claim: %v", got)
	}
	c.Claim(m.Sides()[0].ID, 1)
	if got := c.FaceOffOpen(1.1); math.Abs(got-0.15) > 1e-9 {
		t.Errorf("0.1 s after the claim: %v left, want 0.15", got)
	}
	if got := c.FaceOffOpen(2); got != 0 {
		t.Errorf("after the window: %v", got)
	}
}
