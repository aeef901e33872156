package battle

import (
	"strings"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// The fog of war on the battle screen (match.Settings.Fog). Against the
// AI the person's side sees only the enemy models its own models see, and
// the ghosts of those it has lost sight of, where it last saw them
// (match.View.AppendUnitsSeenBy). In hotseat one screen serves both
// sides: while the clock runs it shows only what both sides know
// (match.View.AppendUnitsInTheOpen), and a claim hands the screen to the
// claimant behind a cover (swap.go). The log, the sounds and the marks of
// the dice keep to what the people at the screen may know: the person's
// side against the AI, both sides in hotseat. A replay shows the whole
// table.

// lens is how the screen sees the table this frame.
type lens struct {
	fog bool // false: the whole table
	// viewer is the side whose view the screen shows; -1 for what both
	// sides know (hotseat between claims).
	viewer int
	// logFor is the side whose knowledge the log and the sounds keep to:
	// the person's against the AI, -1 for both sides' (hotseat).
	logFor int
	sides  [2]string
	sight  [2]match.Sighting // what each side sees
	// secrets: the log keeps a side's secrets (facet.Secret: a card it
	// drew) from the other, fog or none, while the match is played;
	// owner is the side whose own secrets it tells: the person's against
	// the AI, −1 at a hotseat's shared screen (each side sees its own in
	// its view: the hand of facet.Hand).
	secrets bool
	owner   int
}

// refreshLens reads this frame's fog: whether it is on, whose view the
// screen shows, and what each side sees.
func (b *Battle) refreshLens() {
	l := &b.lens
	l.fog = b.view().Fog() && !b.watching
	l.secrets, l.owner = !b.watching, -1
	if b.setup.Mode == ui.VersusAI { // b.solo is set after the opening's log is read
		l.owner = b.setup.Human
	}
	for i := range l.sides {
		l.sides[i] = b.sideID(i)
	}
	if !l.fog {
		return
	}
	l.viewer, l.logFor = b.swap.viewer, -1
	if b.solo {
		l.viewer, l.logFor = b.setup.Human, b.setup.Human
	}
	for i := range l.sides {
		if !b.solo || i == b.setup.Human { // against the AI only the person's side is read
			l.sight[i] = b.view().Sighting(l.sides[i])
		}
	}
}

// shownUnits copies the units the screen shows into buf: the whole table,
// what the viewer's side sees (with its ghosts), or what both sides know.
func (b *Battle) shownUnits(buf *unitBuf) []orders.Unit {
	v, l := b.view(), &b.lens
	switch {
	case !l.fog:
		*buf = v.AppendUnits((*buf)[:0])
	case l.viewer < 0:
		*buf = v.AppendUnitsInTheOpen((*buf)[:0])
	default:
		*buf = v.AppendUnitsSeenBy(l.sides[l.viewer], (*buf)[:0])
	}
	return *buf
}

// ghosts are the last-seen places the screen shows (the viewer's), or
// nil.
func (l *lens) ghosts() map[string]match.Ghost {
	if !l.fog || l.viewer < 0 {
		return nil
	}
	return l.sight[l.viewer].Ghosts
}

// shows reports whether the screen shows u where it stands now: always
// without fog; its own models, the objectives, the removed and the enemies
// in sight to a viewer; to both sides at once, a model its enemy sees.
func (l *lens) shows(u *orders.Unit) bool {
	switch {
	case !l.fog || u.Side < 0 || u.Objective || !u.Present():
		return true
	case l.viewer < 0:
		return l.sight[1-u.Side].Seen[u.ID]
	}
	return u.Side == l.viewer || l.sight[l.viewer].Seen[u.ID]
}

// hides reports whether the log and the sounds keep e from the people at
// the screen: a side's secret from the other side (against the AI, the
// AI's; in hotseat, both sides', whose log all see), fog or none; and
// under the fog of war what the person's side does not know against the
// AI, what either side does not know in hotseat.
func (l *lens) hides(e match.Entry) bool {
	if s, ok := e.Event.(facet.Secret); ok && l.secrets {
		return l.owner < 0 || l.sides[l.owner] != s.SecretOf()
	}
	switch {
	case !l.fog:
		return false
	case l.logFor >= 0:
		return hiddenEvent(e, l.sight[l.logFor], l.sides[1-l.logFor])
	}
	return hiddenEvent(e, l.sight[0], l.sides[1]) || hiddenEvent(e, l.sight[1], l.sides[0])
}

// hiddenEvent reports whether event e is kept from a side that sees s,
// whose enemy is side enemy: an enemy model's move out of sight, or an
// enemy declaration whose models are all out of sight, or an enemy order
// the match refused (rolls, wounds and deaths stay: their effects are
// felt).
func hiddenEvent(e match.Entry, s match.Sighting, enemy string) bool {
	switch ev := e.Event.(type) {
	case match.Refused:
		return ev.Side == enemy
	case orders.Arrived:
		return strings.HasPrefix(ev.Unit, enemy+".") && !s.Seen[ev.Unit]
	case orders.Declared:
		if ev.Side != enemy {
			return false
		}
		for _, step := range ev.Steps {
			if unit, _ := readStep(ev.Side, step); s.Seen[unit] {
				return false
			}
		}
		return true
	}
	return false
}
