package battle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/orders"
)

// Turns on the battle screen: when a rule module gives the sides turns
// (impulse mode, orders.Turn, read through View.Whose), the clock waits
// for the side whose turn it is, the top bar says whose it is, and in
// hotseat the screen is handed over to that side behind the cover, as
// under the fog of war. The screen names no module: the turn's Word,
// RuleID, Pass and Interrupts say it all.

// turn is whose turn it is now, when a module gives turns.
func (b *Battle) turn() (orders.Turn, bool) { return b.view().Whose() }

// possessive is a side's name with its possessive: "Renegades'", "Red's".
func possessive(name string) string {
	if strings.HasSuffix(name, "s") {
		return name + "'"
	}
	return name + "'s"
}

// waitingFor is the clock's line while the match waits for a side's turn
// ("RENEGADES' IMPULSE"), "" when it waits for none.
func (b *Battle) waitingFor() string {
	t, ok := b.turn()
	if !ok || !t.Waits {
		return ""
	}
	return strings.ToUpper(possessive(b.sideName(t.Side)) + " " + t.Word)
}

// passKeys names the keys of the module order that passes a turn
// (orders.Turn.Pass), "" when none does.
func (b *Battle) passKeys(t orders.Turn) string {
	if t.Pass == "" {
		return ""
	}
	units := b.view().Units()
	for _, k := range b.keys {
		for _, u := range units {
			if u.Side == t.Side && k.key.Verbs != nil && slices.Contains(k.key.Verbs(b.view(), u), t.Pass) {
				return keyNames(b.env.Controls, k.action)
			}
		}
	}
	return ""
}

// turnGreeting is what the screen says to side i when it is handed the
// screen for its turn: what it may do, and what the other may still do;
// ok is false when it is not i's turn.
func (b *Battle) turnGreeting(i int) (string, bool) {
	t, ok := b.turn()
	if !ok || t.Side != i {
		return "", false
	}
	text := fmt.Sprintf("%s %s, no time limit: declare one order or combo (%s)", possessive(b.sideName(i)), t.Word,
		keyNames(b.env.Controls, controls.Declare))
	if keys := b.passKeys(t); keys != "" {
		text += fmt.Sprintf(", or select a model and pass (%s, then %s)", keys, keyNames(b.env.Controls, controls.Declare))
	}
	if t.Interrupts != "" {
		text += fmt.Sprintf(". %s may still interrupt: %s", b.sideName(1-i), t.Interrupts)
	}
	return text + ".", true
}

// greetTurn tells the person against the AI when its turn begins and the
// match waits for it ("Earth Confederate's impulse, no time limit: …"),
// once a turn.
func (b *Battle) greetTurn() {
	t, ok := b.turn()
	waited := ok && t.Waits && b.solo && !b.watching && t.Side == b.setup.Human
	if waited && !b.greeted {
		if text, ok := b.turnGreeting(t.Side); ok {
			b.flash.set(b.now, text, false)
		}
	}
	b.greeted = waited
}
