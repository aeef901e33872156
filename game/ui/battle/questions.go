package battle

import (
	"fmt"
	"strings"

	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/orders"
)

// Questions on the battle screen: a rule module may put a question to a
// side before it declares (orders.Question: a blind AP bid as an AP round
// begins). The person's player holds the match (match.View.Hold) while the
// screen shows the question in a banner; a question of up to four answers
// is answered on the choice keys, one each; a longer one (a bid of 0 to
// 18 AP) steps the answer shown down and up on the first two keys, takes
// it on the third and takes the first answer on the fourth. No answer
// within the decision window takes the standing answer. The screen names
// no module: the words are the question's. A secret answer (a blind bid)
// is not shown once given, only that it was; in hotseat a secret question
// is asked behind the fog of war's hand-over cover, the side asked alone
// at the screen, its decision window held while the cover stands.

// questionAsked is the question a person is asked now, and the index of
// the side asked; ok is false for none.
func (b *Battle) questionAsked() (orders.Question, int, bool) {
	if !b.clock.Held() {
		return orders.Question{}, 0, false
	}
	for i, h := range b.humans {
		if h == nil {
			continue
		}
		if q, ok := h.Question(); ok {
			return q, i, true
		}
	}
	return orders.Question{}, 0, false
}

// shownTo reports whether the question asked of side may be shown now:
// in hotseat a secret one only once the cover has handed the screen to
// side (followClaims).
func (b *Battle) shownTo(q orders.Question, side int) bool {
	if _, secret := b.secretAsked(); !secret || !q.Secret {
		return true
	}
	return b.swap.viewer == side && !b.swap.covered()
}

// handleQuestion takes the person's answer to the question asked, if a
// choice key gives one, or steps the answer shown; it reports whether the
// frame's input was used (all of it while a secret question waits for
// the cover to hand the screen over).
func (b *Battle) handleQuestion(c *controls.Controls) bool {
	q, side, ok := b.questionAsked()
	if !ok {
		return false
	}
	if !b.shownTo(q, side) {
		return true
	}
	pressed := -1
	for i, k := range choiceKeys {
		if c.Pressed(k) {
			pressed = i
			break
		}
	}
	if pressed < 0 {
		return false
	}
	take := -1
	switch {
	case len(q.Options) <= len(choiceKeys):
		if pressed >= len(q.Options) {
			return true
		}
		take = pressed
	case pressed == 0:
		b.questionDraft = max(b.questionDraft-1, 0)
	case pressed == 1:
		b.questionDraft = min(b.questionDraft+1, len(q.Options)-1)
	case pressed == 2:
		take = min(b.questionDraft, len(q.Options)-1)
	default:
		take = 0
	}
	if take < 0 {
		return true
	}
	b.humans[side].Take(take)
	b.answered = true
	b.questionDraft = 0
	said := "answers: " + q.Options[take]
	if q.Secret {
		said = "has answered, in secret"
	}
	b.flash.set(b.now, b.sideName(side)+" "+said, false)
	return true
}

// questionText is the banner of the question asked, and the side asked;
// "" for none.
func (b *Battle) questionText() (string, int) {
	q, side, ok := b.questionAsked()
	if !ok || !b.shownTo(q, side) {
		return "", 0
	}
	key := func(i int) string { return keyNames(b.env.Controls, choiceKeys[i]) }
	var opts []string
	if len(q.Options) <= len(choiceKeys) {
		for i, o := range q.Options {
			opts = append(opts, key(i)+" "+o)
		}
	} else {
		shown := min(b.questionDraft, len(q.Options)-1)
		opts = append(opts, key(0)+" less", key(1)+" more", key(2)+" answer "+q.Options[shown], key(3)+" "+q.Options[0])
	}
	secret := ""
	if q.Secret {
		secret = " (in secret: the other side does not see it)"
	}
	return fmt.Sprintf("%s: %s%s. %s  (no answer in %.0f s: the standing answer)%s", b.sideName(side), q.What, secret,
		strings.Join(opts, " · "), b.clock.HeldLeft(b.now)+0.49, b.cite(q.RuleID)), side
}
