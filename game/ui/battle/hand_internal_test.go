package battle

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
)

// secretEvent is an event only side Of may be told (facet.Secret), as a
// tactics card drawn is (XS-08).
type secretEvent struct{ Of string }

func (secretEvent) Rule() string       { return "XS-08" }
func (e secretEvent) SecretOf() string { return e.Of }

// The log keeps a side's secret from the other side while the match is
// played, fog of war or none: against the AI it tells the person's own
// and keeps the AI's; at a hotseat's shared screen it keeps both (each
// side sees its own hand in its view); a replay tells everything.
func TestTheLogKeepsASidesSecrets(t *testing.T) {
	sides := [2]string{"red", "blue"}
	redsCard, bluesCard := match.Entry{Event: secretEvent{"red"}}, match.Entry{Event: secretEvent{"blue"}}
	for _, c := range []struct {
		name      string
		l         lens
		red, blue bool // hidden
	}{
		{"red against the AI", lens{secrets: true, owner: 0, sides: sides}, false, true},
		{"blue against the AI, under fog", lens{fog: true, logFor: 1, viewer: 1, secrets: true, owner: 1, sides: sides}, true, false},
		{"hotseat", lens{secrets: true, owner: -1, sides: sides}, true, true},
		{"hotseat under fog", lens{fog: true, logFor: -1, viewer: -1, secrets: true, owner: -1, sides: sides}, true, true},
		{"a replay", lens{owner: -1, sides: sides}, false, false},
	} {
		if got := c.l.hides(redsCard); got != c.red {
			t.Errorf("%s: red's card hidden %v, want %v", c.name, got, c.red)
		}
		if got := c.l.hides(bluesCard); got != c.blue {
			t.Errorf("%s: blue's card hidden %v, want %v", c.name, got, c.blue)
		}
	}
}
