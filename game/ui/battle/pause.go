package battle

import (
	"fmt"
	"math"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/words"
)

// Speeds are the game speeds against the AI and in a replay: game
// seconds a real second (RULINGS: against the AI). Ticks stay the match's
// own: the AI's reaction delays and every window are counted in them, so
// a faster speed is the same game sooner.
var Speeds = []float64{0.5, 1, 2}

// normalSpeed is Speeds' index of 1×.
const normalSpeed = 1

// replayHold is the longest a replay stands still where the game was
// paused: a hint that the player stopped to think there, not the wait.
const replayHold = 2.0

// timeControl is the pause and the speed of the screen's game time. It
// changes no rule: while paused the match is simply not stepped, and
// orders declared meanwhile wait in the person's player for the first
// tick after the pause (human.Player.Queue).
type timeControl struct {
	paused    bool
	pausedAt  float64 // real time the pause began
	speed     int     // index in Speeds
	pauses    []match.Pause
	replay    []match.Pause // watching: the record's pauses not reached yet
	holdUntil float64       // watching: real time a recorded pause ends
	// unstarted: paused before the first tick, until the player starts
	// the match (HoldForStart).
	unstarted bool
}

// HoldForStart opens a match against the AI paused, before its first
// tick, with a banner saying how to start it; nothing when the settings
// take the pause away (No pause against the AI) or the match is already
// paused (the first battle, which says so in its first lesson).
func (b *Battle) HoldForStart() {
	if !b.mayPause() || b.time.paused {
		return
	}
	b.setPaused(true)
	b.time.unstarted = true
}

// rate is game seconds a real second.
func (g *timeControl) rate() float64 { return Speeds[g.speed] }

// mayPause reports whether this screen offers the pause and speeds:
// replays always, against the AI unless the settings take them away, in
// hotseat never (a claim is how a player stops the clock there).
func (b *Battle) mayPause() bool {
	return b.watching || b.solo && !b.env.Settings.NoPause
}

// timeKeys handles the pause and speed keys.
func (b *Battle) timeKeys(c *controls.Controls) {
	g := &b.time
	switch {
	case c.Pressed(controls.Pause) && !b.mayPause():
		if b.solo {
			b.flash.set(b.now, "No pause: the settings take it away (No pause against the AI).", true)
		} else if !c.PlayerPressed(0, controls.Claim) && !c.PlayerPressed(1, controls.Claim) { // not when pause's key claimed (a gamepad's Start)
			b.flash.set(b.now, "No pause in hotseat: claim the pointer to stop the clock ("+b.claimKeys()+").", true)
		}
	case c.Pressed(controls.Pause):
		b.setPaused(!g.paused)
	case c.Pressed(controls.SpeedUp) && b.mayPause():
		g.speed = min(g.speed+1, len(Speeds)-1)
		b.flash.set(b.now, "Game speed "+speedText(g.rate()), false)
	case c.Pressed(controls.SpeedDown) && b.mayPause():
		g.speed = max(g.speed-1, 0)
		b.flash.set(b.now, "Game speed "+speedText(g.rate()), false)
	}
}

// setPaused pauses or resumes the game, noting the pause for the record.
func (b *Battle) setPaused(on bool) {
	g := &b.time
	if on == g.paused || b.m.Over() {
		return
	}
	g.paused = on
	g.unstarted = false
	if on {
		g.pausedAt = b.now
		return
	}
	if !b.watching {
		g.pauses = append(g.pauses, match.Pause{Tick: b.view().Tick(), Seconds: b.now - g.pausedAt})
	}
}

// recordedPauses are the game's pauses so far, one still going on
// included (a save made while paused).
func (b *Battle) recordedPauses() []match.Pause {
	out := append([]match.Pause(nil), b.time.pauses...)
	if b.time.paused && !b.watching {
		out = append(out, match.Pause{Tick: b.view().Tick(), Seconds: b.now - b.time.pausedAt})
	}
	return out
}

// holding reports whether a replay stands still at a pause its record
// holds; reaching one starts the hold.
func (b *Battle) replayHolding() bool {
	g := &b.time
	if !b.watching {
		return false
	}
	if b.now < g.holdUntil {
		return true
	}
	for len(g.replay) > 0 && g.replay[0].Tick <= b.view().Tick() {
		p := g.replay[0]
		g.replay = g.replay[1:]
		if p.Tick == b.view().Tick() {
			g.holdUntil = b.now + min(p.Seconds, replayHold)
			b.flash.set(b.now, "The player paused here for "+durationText(p.Seconds)+".", false)
			return true
		}
	}
	return false
}

// timeRuns reports whether the match steps this frame.
func (b *Battle) timeRuns() bool {
	return !b.time.paused && !b.m.Over() && !b.replayHolding()
}

// pausedText is the banner over a paused game: how to go on, and the
// orders waiting for it; "" when the game runs.
func (b *Battle) pausedText() string {
	if !b.time.paused {
		return ""
	}
	resume := keyNames(b.env.Controls, controls.Pause) + " to resume"
	if b.watching {
		return "Replay paused · " + resume
	}
	text := "PAUSED · " + resume + ". Select, look and declare: orders declared now go out when play resumes, one after another as the command channel frees."
	if b.time.unstarted {
		text = "PRESS " + keyNames(b.env.Controls, controls.Pause) + " TO START · The battle waits for you: look at the deck, select models, " +
			"see their reach and odds, and give orders; they go out when it starts."
	}
	if q := b.queuedText(); q != "" {
		text += " " + q + "."
	}
	if n := b.queueNotice(); n != "" {
		text += " " + n
	}
	return text
}

// queuedText counts the person's orders waiting for the command channel
// against the AI, and those the match will refuse ("2 orders queued, 1
// will be refused"); "" when none waits.
func (b *Battle) queuedText() string {
	h := b.queuer()
	if h == nil || h.Pending() == 0 {
		return ""
	}
	text := words.Count(h.Pending(), "order", "orders") + " queued"
	if r := b.refusedCount(); r != "" {
		text += ", " + r
	}
	return text
}

// speedHint adds the speed keys to the hint bar's hints.
func (b *Battle) speedHint(out *[]hint, group, rank int) {
	keys := keyNames(b.env.Controls, controls.SpeedDown) + keyNames(b.env.Controls, controls.SpeedUp)
	*out = append(*out, hint{keys: keys, does: "speed", group: group, rank: rank})
}

// speedText writes a speed as "0.5×".
func speedText(r float64) string { return fmt.Sprintf("%g×", r) }

// durationText writes seconds as "12 s" or "3 min 05 s".
func durationText(s float64) string {
	n := int(math.Round(s))
	if n < 60 {
		return fmt.Sprintf("%d s", n)
	}
	return fmt.Sprintf("%d min %02d s", n/60, n%60)
}

// PlayTo plays a replay being watched on, frame by frame and drawing
// nothing, until seconds of game time have passed or the match is over:
// the client's watch --at opens a replay there, the camera following the
// action on the way (the follow key, or a pan, stops it). Recorded pauses
// are held as when watching.
func (b *Battle) PlayTo(seconds float64) error {
	b.follow.on = true
	want := int(math.Round(seconds * match.TicksPerSecond))
	// Each frame plays a tick at 1×; a recorded pause holds for at most
	// replayHold, so this bounds the frames however the record paused.
	for frames := want*4 + 60*60; b.view().Tick() < want && !b.m.Over() && frames > 0; frames-- {
		if err := b.Update(); err != nil {
			return err
		}
	}
	return nil
}
