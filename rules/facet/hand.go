package facet

// Hand is the facet of a module that gives a side things it holds and
// only its own player may see (tactics cards, XS-08): the battle screen
// draws them in a small panel for the side whose view it shows, never for
// the other (behind the hotseat's screen swap under the fog of war), and
// the module's key chooses among the playable ones as its order's words
// (Verb.Choices).
type Hand interface {
	// Hand is what side (its ID) holds now, in order; none for a side
	// that holds nothing.
	Hand(r Reader, side string) []Held
}

// Held is one thing a side holds, as its panel shows it.
type Held struct {
	// Label is its name ("Pin them!"); Cost what playing it costs, in AP.
	Label string
	Cost  int
	// Playable: the side may play it now; Why says why not, when not.
	Playable bool
	Why      string
	// Preview is what playing it does, in words, with its numbers; When
	// when it may be played ("enemy wounded").
	Preview, When string
}
