package cards

import (
	"fmt"
	"strings"
)

// triggerWords say when a card of each trigger is played, after "is
// played".
var triggerWords = map[string]string{
	AnyTime:         "at any time",
	RoundStart:      "as the AP round begins, before the side's first other order",
	EnemyWounded:    "when an enemy model is wounded, before the side's next other order (GW-WND-03)",
	EnemyPinned:     "when an enemy model is pinned, before the side's next other order (GW-PAN-02)",
	EnemyCardPlayed: "when the enemy has just played a card, before the side's next other order",
}

// TriggerTitles are the triggers as the hand shows them, in short.
var TriggerTitles = map[string]string{
	AnyTime:         "any time",
	RoundStart:      "round start",
	EnemyWounded:    "enemy wounded",
	EnemyPinned:     "enemy pinned",
	EnemyCardPlayed: "enemy card",
}

// effectTitles name the effects a model holds, as the panel and the
// refusals say them.
var effectTitles = map[string]string{
	SecondWind: "a Second wind", HitTN: "a card's cover", WoundTN: "a card's toughness",
	ShotDice: "a card's aim", Reach: "a card's extra reach", MeleeDice: "a card's fury",
}

// what is what card c does, in words, with its numbers.
func (d Data) what(c *Card) string {
	v := c.Value
	n := int(v)
	switch c.Effect {
	case GainAP:
		return fmt.Sprintf("the side gains %d AP now", n)
	case NextAP:
		return fmt.Sprintf("the side gains %d AP as the next AP round begins", n)
	case DrainAP:
		return fmt.Sprintf("the enemy loses %d AP now", n)
	case PinTN:
		return fmt.Sprintf("the pinning tests the side's shots cause are at +%d TN this AP round", n)
	case CancelAP:
		return fmt.Sprintf("the enemy's next cancel costs %d AP more", n)
	case Counter:
		return "cancels what is left of the card the enemy has just played"
	case SecondWind:
		return "the model's next run this AP round costs it no Body"
	case HitTN:
		return fmt.Sprintf("shots at the model are at +%d TN to hit until its next order", n)
	case WoundTN:
		return fmt.Sprintf("shots at the model are at +%d TN to wound until its next order", n)
	case ShotDice:
		return fmt.Sprintf("+%d RC %s on the model's next shot this AP round", n, plural(n, "die", "dice"))
	case Reach:
		return fmt.Sprintf("+%g\" on the model's next move, run or charge this AP round", v)
	case MeleeDice:
		return fmt.Sprintf("+%d CC %s on the model's next close-combat attack this AP round", n, plural(n, "die", "dice"))
	}
	return ""
}

// Describe is card c as the hand and the preview show it: its name, its
// cost, when it is played and what it does.
func (d Data) Describe(c *Card) string {
	return fmt.Sprintf("%s (%d AP, %s): %s", c.Name, c.AP, TriggerTitles[c.Trigger], d.what(c))
}

// plural is one or many, by n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// sentence gives s a capital letter.
func sentence(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
