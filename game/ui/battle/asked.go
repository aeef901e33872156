package battle

import (
	"fmt"
	"strings"

	"github.com/krygothic/krygothic/game/human"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Offers on the battle screen: a rule module may put a choice to a side
// the moment the dice of one of its models land (orders.Offer: a
// re-roll). The person's player holds the match there (match.View.Hold):
// game time stands still, the roll half resolved, while the screen shows
// the roll and each option with its price and its exact chance of turning
// the roll, answered on the choice keys; the last key lets the roll
// stand. No answer within the decision window takes the standing answer,
// which a module's answer key steps on (ask me, never, when it pays,
// always; facet.Key.Answers). The screen names no module: the words are
// the offer's.

// offersPlayed reports whether a module the match plays with makes offers
// or asks questions (facet.Replies: a blind bid): the clock then lets a
// person's player hold the match for the answer.
func offersPlayed(set facet.Set) bool {
	for _, m := range set {
		_, offers := m.Loaded.(facet.Offers)
		_, asks := m.Loaded.(facet.Replies)
		if offers || asks {
			return true
		}
	}
	return false
}

// Asked is the offer the screen asks a person about now, while the match
// is held for the answer (for tests).
func (b *Battle) Asked() (orders.Offer, bool) {
	o, _, ok := b.offerAsked()
	return o, ok
}

// offerAsked is the offer a person is asked now, and the index of the
// side asked; ok is false for none.
func (b *Battle) offerAsked() (orders.Offer, int, bool) {
	if !b.clock.Held() {
		return orders.Offer{}, 0, false
	}
	for i, h := range b.humans {
		if h == nil {
			continue
		}
		if o, ok := h.Asking(); ok {
			return o, i, true
		}
	}
	return orders.Offer{}, 0, false
}

// offerOptions is how many options of o the choice keys offer: all but
// the last key, which lets the roll stand.
func offerOptions(o orders.Offer) int { return min(len(o.Options), len(choiceKeys)-1) }

// handleOffer takes the person's answer to the offer asked, if a choice
// key gives one; it reports whether the frame's input was used. The
// match plays on (Release) once the frame's input is read.
func (b *Battle) handleOffer(c *controls.Controls) bool {
	if b.handleQuestion(c) {
		return true
	}
	o, side, ok := b.offerAsked()
	if !ok {
		return false
	}
	n := offerOptions(o)
	for i := 0; i <= n; i++ {
		if !c.Pressed(choiceKeys[i]) {
			continue
		}
		take, said := i, "lets the roll stand"
		if i == n {
			take = -1
		} else {
			said = "takes the " + o.Options[i].What
		}
		b.humans[side].Take(take)
		b.answered = true
		b.flash.set(b.now, b.sideName(side)+" "+said, false)
		return true
	}
	return false
}

// offerText is the banner of the offer asked, and the side asked; "" for
// none.
func (b *Battle) offerText() (string, int) {
	if text, side := b.questionText(); text != "" {
		return text, side
	}
	o, side, ok := b.offerAsked()
	if !ok {
		return "", 0
	}
	r := o.Roll
	faces := make([]string, len(r.Dice))
	for i, c := range r.Dice {
		faces[i] = c.String()
	}
	purpose := r.Purpose
	if purpose == "" {
		purpose = "roll"
	}
	head := fmt.Sprintf("%s: %s %s rolled %s. Roll again?", b.sideName(side), b.unitName(r.By), purpose, strings.Join(faces, " "))
	n := offerOptions(o)
	var opts []string
	for i, opt := range o.Options[:n] {
		by := ""
		if opt.By != r.By {
			by = " by " + b.unitName(opt.By)
		}
		cost := "free"
		if opt.AP > 0 {
			cost = fmt.Sprintf("%d AP", opt.AP)
		}
		dice := "1 die"
		if len(opt.Dice) != 1 {
			dice = fmt.Sprintf("%d dice", len(opt.Dice))
		}
		opts = append(opts, fmt.Sprintf("%s %s%s (%s, %s): %.0f%% %s", keyNames(b.env.Controls, choiceKeys[i]), opt.What, by, cost, dice, 100*opt.Odds, o.Turns()))
	}
	opts = append(opts, keyNames(b.env.Controls, choiceKeys[n])+" let it stand")
	h := b.humans[side]
	standing := "let it stand"
	if i := h.Offers.Take(b.view(), o); i >= 0 {
		standing = o.Options[i].What
	}
	return fmt.Sprintf("%s %s  (no answer in %.0f s: %s, %s)%s", head, strings.Join(opts, " · "),
		b.clock.HeldLeft(b.now)+0.49, h.Offers, standing, b.cite(o.Options[0].RuleID)), side
}

// stepAnswer steps the standing answer to offers of the side giving
// orders on: ask me, never, when it pays, always, ask me again. subject
// names the offers (the key's hint).
func (b *Battle) stepAnswer(subject string) {
	h := b.answering()
	if h == nil {
		b.flash.set(b.now, "Claim the pointer first: each side sets its own standing answer", true)
		return
	}
	switch {
	case h.Ask:
		h.Ask, h.Offers = false, match.TakesNever
	case h.Offers == match.TakesNever:
		h.Offers = match.TakesWhenItPays
	case h.Offers == match.TakesWhenItPays:
		h.Offers = match.TakesAlways
	default:
		h.Ask, h.Offers = true, match.TakesWhenItPays
	}
	text := fmt.Sprintf("%s: %s", subject, answerWords(h))
	if h.Ask {
		text += fmt.Sprintf(": the game waits for your answer; none in %.0f s: %s", b.view().Settings().DecisionWindow, h.Offers)
	}
	b.flash.set(b.now, text, false)
}

// answering is the person's player whose standing answer the screen sets:
// the side giving orders, or the one person playing; nil when neither
// says whose (hotseat with nobody holding the pointer).
func (b *Battle) answering() *human.Player {
	if id := b.actingSide(); id != "" {
		if i := b.sideIndex(id); i >= 0 {
			return b.humans[i]
		}
	}
	var only *human.Player
	for _, h := range b.humans {
		if h != nil {
			if only != nil {
				return nil
			}
			only = h
		}
	}
	return only
}

// answerWords is a person's standing answer to offers in words.
func answerWords(h *human.Player) string {
	if h == nil {
		return ""
	}
	if h.Ask {
		return "ask me"
	}
	return h.Offers.String()
}

// answersShown is the standing answer the hint bar shows on a module's
// answer key: the side giving orders', "" when no key sets one.
func (b *Battle) answersShown() string {
	for _, k := range b.keys {
		if k.key.Answers {
			return answerWords(b.answering())
		}
	}
	return ""
}
