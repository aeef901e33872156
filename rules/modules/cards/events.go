package cards

// The module's events (docs/events.md), each citing XS-08.

// Drawn: a side drew a tactics card as an AP round began, into its hand
// (Hand: the cards it now holds) or, its hand full, discarded at once
// (RULINGS). Told to its side only while the match is played
// (facet.Secret).
type Drawn struct {
	RuleID    string
	Side      string
	Round     int
	Card      string // the card's id
	Name      string
	Discarded bool
	Hand      int
}

// Rule names the rule that draws.
func (e Drawn) Rule() string { return e.RuleID }

// SecretOf: a card drawn is its side's secret.
func (e Drawn) SecretOf() string { return e.Side }

// Reshuffled: a side's deck ran out and its discards were shuffled into
// a new one (the cards in its hand stay there).
type Reshuffled struct {
	RuleID string
	Side   string
}

// Rule names the rule that shuffles.
func (e Reshuffled) Rule() string { return e.RuleID }

// Played: a side played a tactics card through model Unit, on model On
// ("" for a card that acts on the side); What is its effect in words;
// Countered, for a Counter-manoeuvre, the enemy's card it cancelled.
type Played struct {
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
func (e Played) Rule() string { return e.RuleID }

// Blackout: a side's cancel cost AP more under the enemy's Comms
// blackout.
type Blackout struct {
	RuleID string
	Side   string
	AP     int
}

// Rule names the rule.
func (e Blackout) Rule() string { return e.RuleID }

// Reserves: a side's Reserves came in with its AP as the round began.
type Reserves struct {
	RuleID string
	Side   string
	AP     int
}

// Rule names the rule.
func (e Reserves) Rule() string { return e.RuleID }

// Breath: Second wind gave model Unit back the Body its run cost.
type Breath struct {
	RuleID string
	Unit   string
	Body   int
}

// Rule names the rule.
func (e Breath) Rule() string { return e.RuleID }
