package facet

import (
	"github.com/krygothic/krygothic/rules/orders"
)

// ComboKeys is the facet of a module with keys that choose no order but
// change the combo a player is building (a squad leader's last step
// given to its squad as well): the settings bind them as they bind the
// module's order keys (Entry.Keys), the client offers them on the hint
// bar and hands them the combo being built when one is pressed.
type ComboKeys interface {
	ComboKeys() []ComboKey
}

// ComboKey is what a module's combo key does on the battle screen.
type ComboKey struct {
	Binding
	// Offered reports whether the hint bar shows the key while model u is
	// selected, or, with none selected, while u is one of the side's
	// models for which it holds (nil: always, while the module is
	// played).
	Offered func(r Reader, u orders.Unit) bool
	// Build is the combo being built, steps (the player's side's, in
	// order), as the key changes it, and what the screen says of it (a
	// banner, none without parts; Tone Bad when the key could do
	// nothing: the steps come back as they were). declare is how the
	// screen names the key that declares the combo ("Enter").
	Build func(r Reader, steps []orders.Order, declare string) ([]orders.Order, Sentence)
}
