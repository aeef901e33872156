package match

import (
	"errors"
	"iter"
	"math"
	"slices"
)

// Clock drives a match in real time for the client: it turns elapsed
// seconds into ticks, and runs hotseat claims (RULINGS: hotseat). A claim
// freezes game time and hands that player the pointer for the decision
// window; it ends when the player declares or passes, or the window runs
// out. A second claim within the face-off window joins the first: both
// players declare at the same frozen tick, and the match's face-off rules
// order their actions (KG-FACE-01..03). A claimant's declaration reaches
// the match as every other does, from its player: when it has decided,
// the clock has the match ask it (Decide).
//
// A person may also be asked in the middle of a resolution, the moment
// dice land (an offer: a re-roll). With Waits on, the clock plays each
// tick so that the person's player can hold it there (View.Hold): game
// time stands still, the tick half played, while the screen asks; the
// clock plays the tick on when the person answers (Release) or the
// decision window runs out, and before a save (Settle).
//
// When a rule module gives the sides turns (impulse mode,
// orders.Turn.Waits), the clock waits for the side whose turn it is
// while nothing is in play: game time stands still, and that side holds
// the pointer with no decision window (Holding, Remaining is infinite);
// its player is asked between ticks, every Advance, until it declares.
type Clock struct {
	m        *Match
	carry    float64 // ticks' worth of time not yet played
	claims   []claim // the players holding the pointer
	frozenAt float64 // real time the first claim began
	waits    bool    // ticks are played so that a player may hold them (Waits)
	held     *held   // the tick a player holds, nil for none
	settling bool    // a held tick plays to its end without holding again (Settle)
}

// held is a tick a player holds in the middle of a resolution: the rest
// of it, to play on, and when its decision window ends.
type held struct {
	next  func() (struct{}, bool)
	stop  func()
	until float64 // real time the decision window ends
	err   error   // the tick's, once it has ended
}

// NewClock returns the real-time clock of m.
func NewClock(m *Match) *Clock { return &Clock{m: m} }

type claim struct {
	side  string
	until float64 // real time the decision window ends
	done  bool
}

// Advance moves the match on to real time now (seconds), dt seconds after
// the last call: ticks while nobody holds a claim; claims whose window has
// run out end.
// A tick held by a player stays held until it is released or its
// decision window runs out; time stands still meanwhile.
func (c *Clock) Advance(now, dt float64) error {
	c.expire(now)
	if c.held != nil {
		if now < c.held.until {
			return nil // time stands still while the person answers
		}
		if err := c.resume(now); err != nil || c.held != nil {
			return err
		}
	}
	if len(c.claims) > 0 {
		return nil // time is frozen
	}
	if side, ok := c.awaited(); ok {
		c.carry = 0 // time stands still for the side whose turn it is
		return c.m.Ask(side)
	}
	c.carry += dt * TicksPerSecond
	for c.carry >= 1-1e-9 && c.m.result == nil {
		c.carry--
		if err := c.step(now); err != nil || c.held != nil {
			return err
		}
	}
	return nil
}

// awaited is the side whose turn it is, when the match waits for it
// (orders.Turn.Waits): nothing is in play, so the clock need play no
// tick before it declares. A replay waits for nobody.
func (c *Clock) awaited() (string, bool) {
	if c.m.replaying != nil {
		return "", false // a replay plays its record: it waits for nobody
	}
	t, ok := c.m.View().Whose()
	if !ok || !t.Waits {
		return "", false
	}
	return c.m.table.Sides[t.Side].ID, true
}

// Waits lets the match's players hold a tick in the middle of a
// resolution (View.Hold) while a person answers: the screen that asks
// turns it on. Off, each tick plays at once, as headless play does.
func (c *Clock) Waits(on bool) { c.waits = on }

// Held reports whether a player holds the match in the middle of a tick.
func (c *Clock) Held() bool { return c.held != nil }

// HeldLeft is how long the held tick's decision window has left at real
// time now; 0 when no tick is held.
func (c *Clock) HeldLeft(now float64) float64 {
	if c.held == nil {
		return 0
	}
	return max(c.held.until-now, 0)
}

// Release plays the held tick on at real time now: its player reads the
// answer given, or finds none and takes its standing answer. The tick may
// be held again further on (another offer in it).
func (c *Clock) Release(now float64) error {
	if c.held == nil {
		return nil
	}
	return c.resume(now)
}

// Settle plays a held tick to its end with no player holding it again:
// every question left in it takes its standing answer. The screen settles
// before it saves or closes, so the match stands between ticks.
func (c *Clock) Settle() error {
	if c.held == nil {
		return nil
	}
	c.settling = true
	defer func() { c.settling = false }()
	return c.resume(0)
}

// step plays one tick: at once, or, when the clock waits, as a coroutine
// a player may hold (View.Hold).
func (c *Clock) step(now float64) error {
	if !c.waits {
		return c.m.Step()
	}
	h := &held{}
	h.next, h.stop = iter.Pull(func(yield func(struct{}) bool) {
		c.m.hold = func() bool { return !c.settling && yield(struct{}{}) }
		h.err = c.m.Step()
		c.m.hold = nil
	})
	c.held = h
	return c.resume(now)
}

// resume plays the held tick on until it ends, or a player holds it
// again (its decision window then starts at now).
func (c *Clock) resume(now float64) error {
	h := c.held
	if _, again := h.next(); again {
		h.until = now + c.m.settings.DecisionWindow
		return nil
	}
	h.stop()
	c.held = nil
	return h.err
}

// Claim asks for the pointer for side at real time now. It is granted when
// nobody holds it, or when the holder claimed within the face-off window
// (the claims become a face-off), and never while a tick is held. It
// reports whether it was granted.
func (c *Clock) Claim(side string, now float64) bool {
	c.expire(now)
	if c.held != nil {
		return false // a person is answering in the middle of a tick
	}
	if awaited, ok := c.awaited(); ok && len(c.claims) == 0 {
		return awaited == side // the side whose turn it is holds the pointer
	}
	for _, cl := range c.claims {
		if cl.side == side && !cl.done {
			return true
		}
	}
	if len(c.claims) > 0 && now-c.frozenAt > c.m.settings.FaceOffWindow {
		return false
	}
	if len(c.claims) == 0 {
		c.frozenAt = now
	}
	c.claims = append(c.claims, claim{side: side, until: now + c.m.settings.DecisionWindow})
	return true
}

// Holding reports whether side holds the pointer.
func (c *Clock) Holding(side string) bool {
	if awaited, ok := c.awaited(); ok && awaited == side {
		return true
	}
	for _, cl := range c.claims {
		if cl.side == side && !cl.done {
			return true
		}
	}
	return false
}

// Claimants are the sides holding the pointer, in the order they claimed
// it.
func (c *Clock) Claimants() []string {
	var sides []string
	for _, cl := range c.claims {
		if !cl.done {
			sides = append(sides, cl.side)
		}
	}
	if awaited, ok := c.awaited(); ok && !slices.Contains(sides, awaited) {
		sides = append(sides, awaited)
	}
	return sides
}

// HoldAnswer keeps a held tick's decision window (an offer or a
// question a person is asked, View.Hold) from running down before real
// time at: its window ends no sooner than DecisionWindow after at.
// Hotseat holds it while the cover hands the screen to the side asked a
// secret question (a blind bid). Nothing is held: nothing changes.
func (c *Clock) HoldAnswer(at float64) {
	if c.held != nil {
		c.held.until = max(c.held.until, at+c.m.settings.DecisionWindow)
	}
}

// Hold keeps side's decision window from running down before real time
// at: its window ends no sooner than DecisionWindow after at. Hotseat
// under the fog of war holds a claimant's window while the screen shows
// the other side's view, and while the cover hands the screen over.
func (c *Clock) Hold(side string, at float64) {
	for i := range c.claims {
		if cl := &c.claims[i]; cl.side == side && !cl.done {
			cl.until = max(cl.until, at+c.m.settings.DecisionWindow)
		}
	}
}

// Frozen reports whether game time stands still for a claim.
func (c *Clock) Frozen() bool {
	_, awaited := c.awaited()
	return len(c.claims) > 0 || awaited
}

// ErrNoClaim: in hotseat a side claims the pointer before it declares
// (RULINGS: hotseat).
var ErrNoClaim = errors.New("in hotseat a side claims the pointer before it declares")

// Decide ends side's claim with its decision: the match asks the side's
// player for its declarations now, at the frozen tick (Match.Ask). Time
// runs on when every claimant has decided or passed. A side must hold the
// pointer to decide (ErrNoClaim); any other error is the match's own
// failure.
func (c *Clock) Decide(side string) error {
	if !c.Holding(side) {
		return ErrNoClaim
	}
	err := c.m.Ask(side)
	c.Pass(side)
	return err
}

// Pass ends side's claim without declaring.
func (c *Clock) Pass(side string) {
	for i := range c.claims {
		if c.claims[i].side == side {
			c.claims[i].done = true
		}
	}
	c.tidy()
}

// FaceOffOpen is how long the face-off window has left at real time now:
// while it is open another player's claim joins the first as a face-off.
// It is 0 when time runs or the window has passed.
func (c *Clock) FaceOffOpen(now float64) float64 {
	if len(c.claims) == 0 {
		return 0
	}
	return max(c.frozenAt+c.m.settings.FaceOffWindow-now, 0)
}

// Remaining is how long side's decision window has left at real time
// now: infinite for the side the clock waits for in its turn.
func (c *Clock) Remaining(side string, now float64) float64 {
	for _, cl := range c.claims {
		if cl.side == side && !cl.done {
			return max(cl.until-now, 0)
		}
	}
	if awaited, ok := c.awaited(); ok && awaited == side {
		return math.Inf(1)
	}
	return 0
}

func (c *Clock) expire(now float64) {
	for i := range c.claims {
		if now >= c.claims[i].until {
			c.claims[i].done = true
		}
	}
	c.tidy()
}

// tidy lets time run again once every claim is over.
func (c *Clock) tidy() {
	for _, cl := range c.claims {
		if !cl.done {
			return
		}
	}
	c.claims = nil
}

// Carry is the fraction of a tick played since the last tick, 0 to 1:
// how far the screen may draw a moving model from its last tick's place
// towards its current one.
func (c *Clock) Carry() float64 { return max(0, min(1, c.carry)) }
