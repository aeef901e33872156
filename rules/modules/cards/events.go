package cards

// The module's events (docs/events.md), each citing XS-08.

// CardDrawn: a side drew a tactics card as an AP round began, into its hand
// (Hand: the cards it now holds) or, its hand full, discarded at once
// (RULINGS). Told to its side only while the match is played
// (facet.Secret).
type CardDrawn struct {
	RuleID    string
	Side      string
	Round     int
	Card      string // the card's id
	Name      string
	Discarded bool
	Hand      int
}

// Rule names the rule that draws.
func (e CardDrawn) Rule() string { return e.RuleID }

// SecretOf: a card drawn is its side's secret.
func (e CardDrawn) SecretOf() string { return e.Side }

// DeckShuffled: a side's deck ran out and its discards were shuffled into
// a new one (the cards in its hand stay there).
type DeckShuffled struct {
	RuleID string
	Side   string
}

// Rule names the rule that shuffles.
func (e DeckShuffled) Rule() string { return e.RuleID }

// CardPlayed: a side played a tactics card through model Unit, on model On
// ("" for a card that acts on the side); What is its effect in words;
// Countered, for a Counter-manoeuvre, the enemy's card it cancelled.
type CardPlayed struct {
	RuleID    string
	Side      string
	Unit      string
	On        string
	Card      string
	Name      string
	What      string
	Countered string
}

// Rule names the rule that plays cards.
func (e CardPlayed) Rule() string { return e.RuleID }

// BlackoutPaid: a side's cancel cost AP more under the enemy's Comms
// blackout.
type BlackoutPaid struct {
	RuleID string
	Side   string
	AP     int
}

// Rule names the rule.
func (e BlackoutPaid) Rule() string { return e.RuleID }

// ReservesIn: a side's Reserves came in with its AP as the round began.
type ReservesIn struct {
	RuleID string
	Side   string
	AP     int
}

// Rule names the rule.
func (e ReservesIn) Rule() string { return e.RuleID }

// SecondWindKept: Second wind gave model Unit back the Body its run cost.
type SecondWindKept struct {
	RuleID string
	Unit   string
	Body   int
}

// Rule names the rule.
func (e SecondWindKept) Rule() string { return e.RuleID }
