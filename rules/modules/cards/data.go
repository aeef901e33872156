package cards

import (
	"fmt"
	"slices"
	"strings"

	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (cards:): the
// hand's size and the deck of tactics cards each side draws from.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// HandMax is the most cards a side holds (XS-08: 3); a card drawn
	// into a full hand is discarded (RULINGS).
	HandMax int `yaml:"hand_max"`
	// Deck is the deck of tactics cards; each side draws from its own
	// copy of it.
	Deck []*Card `yaml:"deck"`
}

// Card is one tactics card as printed: its id (the orders format's
// word), its name, its AP cost, when it may be played and what it does.
type Card struct {
	At   datafile.Pos  `yaml:"-"`
	Keys datafile.Keys `yaml:"-"`
	ID   string        `yaml:"id"`
	Name string        `yaml:"name"`
	AP   int           `yaml:"ap"`
	// Trigger is when the card may be played: one of Triggers.
	Trigger string `yaml:"trigger"`
	// Effect is what it does: one of Effects; Value its size (AP, dice,
	// TN, inches as the effect reads it; 0 for the effects with none).
	Effect string  `yaml:"effect"`
	Value  float64 `yaml:"value"`
}

// The triggers: when a card may be played (XS-08; GW-WND-03, GW-PAN-02).
const (
	// AnyTime: whenever the side may declare.
	AnyTime = "any_time"
	// RoundStart: from the start of the AP round until the side's first
	// order that is not a card.
	RoundStart = "round_start"
	// EnemyWounded: once an enemy model is wounded (GW-WND-03), until
	// the side's next order that is not a card.
	EnemyWounded = "enemy_wounded"
	// EnemyPinned: once an enemy model is pinned (GW-PAN-02: "when an
	// enemy model is panicked"), until the side's next order that is not
	// a card.
	EnemyPinned = "enemy_pinned"
	// EnemyCardPlayed: once the enemy plays a card, until the side's next
	// order that is not a card.
	EnemyCardPlayed = "card_played"
)

// Triggers are the triggers, in the order the hand shows them.
var Triggers = []string{AnyTime, RoundStart, EnemyWounded, EnemyPinned, EnemyCardPlayed}

// The effects a card may have. A unit effect goes on the friendly model
// the card is played on; a side effect on the side (or its enemy).
const (
	// GainAP: the side gains Value AP now.
	GainAP = "gain_ap"
	// NextAP: the side gains Value AP as the next AP round begins.
	NextAP = "next_ap"
	// DrainAP: the enemy loses Value AP now.
	DrainAP = "drain_ap"
	// PinTN: the pinning tests the side's shots cause are at +Value TN
	// until the end of the AP round (Pin them!).
	PinTN = "pin_tn"
	// CancelAP: the enemy's next cancel costs Value AP more (Comms
	// blackout: 1 + 2 = 3 AP).
	CancelAP = "cancel_ap"
	// Counter: cancels what is left of the card the enemy just played
	// (Counter-manoeuvre).
	Counter = "counter"
	// SecondWind: the model's next run loses no Body.
	SecondWind = "second_wind"
	// HitTN: shots at the model are at +Value TN to hit until its next
	// order begins.
	HitTN = "hit_tn"
	// WoundTN: shots at the model are at +Value wound TN until its next
	// order begins.
	WoundTN = "wound_tn"
	// ShotDice: +Value RC dice on the model's next shot.
	ShotDice = "shot_dice"
	// Reach: +Value inches on the model's next move, run or charge.
	Reach = "reach"
	// MeleeDice: +Value CC dice on the model's next close-combat attack.
	MeleeDice = "melee_dice"
)

// Effects are the effects, side effects first.
var Effects = []string{GainAP, NextAP, DrainAP, PinTN, CancelAP, Counter, SecondWind, HitTN, WoundTN, ShotDice, Reach, MeleeDice}

// OnUnit reports whether effect e goes on a model (the card's target).
func OnUnit(e string) bool {
	switch e {
	case SecondWind, HitTN, WoundTN, ShotDice, Reach, MeleeDice:
		return true
	}
	return false
}

// valued: the effects with a size, and the most it may be.
var valued = map[string]float64{GainAP: 3, NextAP: 3, DrainAP: 3, PinTN: 3, CancelAP: 3, HitTN: 2, WoundTN: 2, ShotDice: 2, Reach: 6, MeleeDice: 2}

// Card returns the card of an id.
func (d Data) Card(id string) (*Card, bool) {
	for _, c := range d.Deck {
		if c != nil && c.ID == id {
			return c, true
		}
	}
	return nil, false
}

// index is the place of card id in the deck, −1 for none.
func (d Data) index(id string) int {
	for i, c := range d.Deck {
		if c != nil && c.ID == id {
			return i
		}
	}
	return -1
}

// Shipped is the module's data when a content's modules.yaml has no
// cards section: a hand of 3 and the gang war's deck of 18.
func Shipped() Data {
	return Data{HandMax: 3, Deck: []*Card{
		{ID: "pin-them", Name: "Pin them!", AP: 1, Trigger: AnyTime, Effect: PinTN, Value: 1},
		{ID: "second-wind", Name: "Second wind", AP: 0, Trigger: AnyTime, Effect: SecondWind},
		{ID: "comms-blackout", Name: "Comms blackout", AP: 1, Trigger: AnyTime, Effect: CancelAP, Value: 2},
		{ID: "counter-manoeuvre", Name: "Counter-manoeuvre", AP: 1, Trigger: EnemyCardPlayed, Effect: Counter},
		{ID: "press-the-advantage", Name: "Press the advantage", AP: 0, Trigger: EnemyWounded, Effect: GainAP, Value: 2},
		{ID: "pour-it-on", Name: "Pour it on", AP: 0, Trigger: EnemyPinned, Effect: ShotDice, Value: 1},
		{ID: "fresh-orders", Name: "Fresh orders", AP: 0, Trigger: RoundStart, Effect: GainAP, Value: 1},
		{ID: "take-cover", Name: "Take cover!", AP: 1, Trigger: AnyTime, Effect: HitTN, Value: 1},
		{ID: "grit-your-teeth", Name: "Grit your teeth", AP: 1, Trigger: AnyTime, Effect: WoundTN, Value: 1},
		{ID: "flanking-move", Name: "Flanking move", AP: 1, Trigger: AnyTime, Effect: Reach, Value: 2},
		{ID: "steady-aim", Name: "Steady aim", AP: 1, Trigger: AnyTime, Effect: ShotDice, Value: 1},
		{ID: "blood-up", Name: "Blood up", AP: 0, Trigger: EnemyWounded, Effect: MeleeDice, Value: 1},
		{ID: "jam-their-frequencies", Name: "Jam their frequencies", AP: 2, Trigger: RoundStart, Effect: DrainAP, Value: 2},
		{ID: "reserves", Name: "Reserves", AP: 1, Trigger: AnyTime, Effect: NextAP, Value: 2},
		{ID: "go-to-ground", Name: "Go to ground", AP: 0, Trigger: EnemyWounded, Effect: HitTN, Value: 1},
		{ID: "rush-them", Name: "Rush them", AP: 0, Trigger: EnemyPinned, Effect: Reach, Value: 3},
		{ID: "seize-the-moment", Name: "Seize the moment", AP: 0, Trigger: EnemyPinned, Effect: GainAP, Value: 1},
		{ID: "intercepted-orders", Name: "Intercepted orders", AP: 2, Trigger: EnemyCardPlayed, Effect: Counter},
	}}
}

// Limits of the data.
const (
	maxHand = 6
	maxAP   = 3 // a card's printed cost: 0 to 3 (XS-08)
	maxDeck = 36
)

// read reads the module's section of d's content, checked: a hand of 1
// to 6 cards; a deck of 1 to 36 cards, each with an id used once, a
// name, a cost of 0 to 3 AP, a known trigger and effect, and a value in
// the effect's bounds. Without a section, the shipped data.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Data{HandMax: Shipped().HandMax})
	if !ok {
		return Shipped()
	}
	at, p := d.Section.At, d.Problems
	if data.HandMax < 1 || data.HandMax > maxHand {
		p.Add(data.Keys.At("hand_max", at), "cards: hand_max %d; a hand holds 1 to %d cards", data.HandMax, maxHand)
	}
	if len(data.Deck) == 0 || len(data.Deck) > maxDeck {
		p.Add(data.Keys.At("deck", at), "cards: a deck of %d cards; it holds 1 to %d", len(data.Deck), maxDeck)
	}
	seen := map[string]bool{}
	for _, c := range data.Deck {
		if c == nil {
			continue
		}
		cat := c.At
		if cat.File == "" {
			cat = data.Keys.At("deck", at)
		}
		for _, e := range cardProblems(c, seen) {
			p.Add(c.Keys.At(e.key, cat), "cards: %s", e.text)
		}
		seen[c.ID] = true
	}
	data.Deck = slices.DeleteFunc(data.Deck, func(c *Card) bool { return c == nil })
	return data
}

// problem is what is wrong with a card, and the key it is about.
type problem struct{ key, text string }

// cardProblems says what is wrong with one card (seen: the ids listed
// before it).
func cardProblems(c *Card, seen map[string]bool) []problem {
	var out []problem
	add := func(key, format string, args ...any) { out = append(out, problem{key, fmt.Sprintf(format, args...)}) }
	switch {
	case c.ID == "" || strings.ContainsAny(c.ID, " \t&#"):
		add("id", "card %q: an id is one word, with no spaces, & or #", c.ID)
	case seen[c.ID]:
		add("id", "card %q is listed twice", c.ID)
	}
	if c.Name == "" {
		add("name", "card %s has no name", c.ID)
	}
	if c.AP < 0 || c.AP > maxAP {
		add("ap", "card %s: ap %d; a card costs the 0 to %d AP printed on it", c.ID, c.AP, maxAP)
	}
	if !slices.Contains(Triggers, c.Trigger) {
		add("trigger", "card %s: trigger %q is not one the engine knows (%s)", c.ID, c.Trigger, strings.Join(Triggers, ", "))
	}
	most, sized := valued[c.Effect]
	switch {
	case !slices.Contains(Effects, c.Effect):
		add("effect", "card %s: effect %q is not one the engine knows (%s)", c.ID, c.Effect, strings.Join(Effects, ", "))
	case sized && (c.Value < 1 || c.Value > most || (c.Effect != Reach && c.Value != float64(int(c.Value)))):
		add("value", "card %s: value %g; %s takes a whole value of 1 to %g", c.ID, c.Value, c.Effect, most)
	case !sized && c.Value != 0:
		add("value", "card %s: value %g; %s takes none", c.ID, c.Value, c.Effect)
	}
	return out
}
