package battle

import (
	"strings"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/orders"
)

// The fog of war on the battle screen (match.Settings.Fog): against the
// AI the person's side sees only the enemy models its own models see, and
// the ghosts of those it has lost sight of, where it last saw them
// (match.View.AppendUnitsSeenBy); the log keeps quiet about what happens
// out of sight. Hotseat has one screen for two sides: the fog is offered
// against the AI only, until a screen swap between the players exists.

// fogSide is the side whose sight the screen shows: the person's against
// the AI under the fog of war, else "" (the whole table).
func (b *Battle) fogSide() string {
	if !b.solo || !b.view().Fog() {
		return ""
	}
	return b.sideID(b.setup.Human)
}

// sighting is what the screen's side sees (fogSide); ok is false when
// the screen shows the whole table.
func (b *Battle) sighting() (match.Sighting, bool) {
	side := b.fogSide()
	if side == "" {
		return match.Sighting{}, false
	}
	return b.view().Sighting(side), true
}

// hiddenEvent reports whether the log should keep event e from the
// person under the fog of war: an enemy model's move out of sight, or an
// enemy declaration whose models are all out of sight (rolls, wounds and
// deaths stay: their effects are felt).
func hiddenEvent(e match.Entry, s match.Sighting, enemy string) bool {
	switch ev := e.Event.(type) {
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
