package battle

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
)

// screenSwap hands the one hotseat screen from side to side under the fog
// of war. While the clock runs the screen shows what both sides know; a
// claim raises a cover for a moment, time for the other player to look
// away, then shows the claimant its side's view. Claimants in a face-off
// take the screen in the order they claimed, each behind its own cover,
// and a claimant's decision window runs only while the screen is its
// (match.Clock.Hold).
type screenSwap struct {
	viewer int     // whose view the screen shows; -1: what both sides know
	next   int     // the side the cover hands the screen to; -1: no cover
	until  float64 // when the cover lifts (real seconds)
	// refused is, by side, why the match last refused its order: shown
	// when the side next has the screen, never to both.
	refused [2]string
}

// swapCover is how long the cover stands before a side's view, in real
// seconds.
const swapCover = 1.5

// secretAsked is the side a person is asked a secret question of now
// (orders.Question.Secret: a blind bid), in hotseat; ok is false for
// none.
func (b *Battle) secretAsked() (side int, ok bool) {
	if b.solo || b.watching {
		return 0, false
	}
	q, side, ok := b.questionAsked()
	return side, ok && q.Secret
}

// covered reports whether the hand-over cover is up.
func (s *screenSwap) covered() bool { return s.next >= 0 }

// followClaims hands the screen to the first claimant in hotseat under
// the fog of war, behind the cover, and back to what both sides know when
// the claims are over.
func (b *Battle) followClaims() {
	asked, secret := b.secretAsked()
	if _, turns := b.turn(); b.solo || b.watching || !b.view().Fog() && !turns && !secret {
		return // in hotseat, the screen is handed over under the fog of war, for each side's turn, and for a secret answer
	}
	s := &b.swap
	claimants := b.clock.Claimants()
	want := -1
	switch {
	case secret:
		want = asked // the side asked a secret question (a blind bid) answers behind the cover
		at := b.now + swapCover
		if s.next == asked {
			at = s.until
		}
		if s.viewer != asked {
			b.clock.HoldAnswer(at)
		}
	case len(claimants) > 0 && !b.m.Over():
		want = b.sideIndex(claimants[0])
	}
	if s.next >= 0 && s.next != want {
		s.next = -1 // the claim ended under the cover
	}
	if s.next >= 0 && b.now >= s.until {
		s.viewer, s.next = s.next, -1
		b.enterView()
	}
	if s.next < 0 && want != s.viewer {
		b.leaveView(want)
		s.viewer = -1
		if want >= 0 {
			s.next, s.until = want, b.now+swapCover
		}
	}
	// A claimant's window runs only while the screen is its.
	for _, side := range claimants {
		if i := b.sideIndex(side); i != s.viewer {
			at := b.now + swapCover
			if i == s.next {
				at = s.until
			}
			b.clock.Hold(side, at)
		}
	}
}

// leaveView clears what the view on screen showed that side next's may
// not: the message, and the selection and the combo being built unless
// they are next's own, prepared in what both sides know before its claim.
func (b *Battle) leaveView(next int) {
	b.flash, b.order.previewOK = flash{}, false
	own := func(id string) bool {
		u, ok := b.view().Unit(id)
		return b.swap.viewer < 0 && ok && u.Side == next && next >= 0
	}
	if !own(b.order.selected) {
		b.order.selected = ""
	}
	if len(b.order.combo) > 0 && !own(b.order.combo[0].Unit) {
		b.order.combo = nil
	}
}

// enterView greets the side now at the screen, with why its last order
// was refused if it was.
func (b *Battle) enterView() {
	i := b.swap.viewer
	if why := b.swap.refused[i]; why != "" {
		b.swap.refused[i] = ""
		b.flash.set(b.now, why, true)
		return
	}
	if _, secret := b.secretAsked(); secret {
		b.flash.set(b.now, b.sideName(i)+": your answer is secret; the other side looks away", false)
		return
	}
	if text, ok := b.turnGreeting(i); ok {
		b.flash.set(b.now, text, false)
		return
	}
	b.flash.set(b.now, fmt.Sprintf("%s's view: only you see it. Declare (%s) or pass (%s).", b.sideName(i),
		keyNames(b.env.Controls, controls.Declare), strings.Join(b.env.Controls.PlayerKeyLabels(i, controls.Pass), " or ")), false)
}

// noteRefusal keeps a refusal of side i's order for its own view in
// hotseat under the fog of war (it may name what the other side must not
// see); it reports whether it did.
func (b *Battle) noteRefusal(i int, text string) bool {
	if !b.lens.fog || b.solo || i < 0 {
		return false
	}
	b.swap.refused[i] = text + " (only you see this)"
	return true
}

// drawCover draws the hand-over cover over the whole screen.
func (b *Battle) drawCover(screen *ebiten.Image) {
	pal, f := b.env.Palette, b.env.Fonts
	side := b.swap.next
	screen.Fill(pal.Background)
	title := b.sideName(side) + " holds the pointer"
	line := fmt.Sprintf("%s, look away: %s's view shows in %.1f s.", b.sideName(1-side), b.sideName(side), max(b.swap.until-b.now, 0))
	if t, ok := b.turn(); ok && t.Side == side {
		title = possessive(b.sideName(side)) + " " + t.Word // the hand-over for a side's turn
		if !b.lens.fog {
			line = fmt.Sprintf("Hand the screen to %s: the %s shows in %.1f s.", b.sideName(side), t.Word, max(b.swap.until-b.now, 0))
		}
	}
	cx, cy := b.layout.w/2, b.layout.h/2
	ui.Write(screen, f.Bold, 32, pal.SidesLight[side], cx-ui.TextWidth(title, f.Bold, 32)/2, cy-60, title)
	ui.Write(screen, f.Regular, 18, pal.Ink, cx-ui.TextWidth(line, f.Regular, 18)/2, cy, line)
	note := "Fog of war: each side sees its own view only while it holds the pointer."
	if _, secret := b.secretAsked(); secret {
		note = "A secret answer (a blind bid): only the side asked sees the question and its answer."
	} else if !b.lens.fog {
		note = "Turn by turn: the game waits for the side whose turn it is."
	}
	ui.Write(screen, f.Regular, 15, pal.Dim, cx-ui.TextWidth(note, f.Regular, 15)/2, cy+40, note)
}
