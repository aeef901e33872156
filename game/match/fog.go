package match

import (
	"maps"

	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Fog of war (Settings.Fog, issue 16): each side sees only the enemy
// models its own models see, by the engine's sight (KG-RC-05's line of
// sight, all round: a model looks about even when it may not shoot there),
// and remembers where and when it last saw the others (a ghost, until it
// sees that model again or the model dies: a last known place, which may
// be long stale). The match itself plays by
// the whole table as always; the fog is what a side's player is shown
// (View.Sighting) and what the AI reads under it. It is worked out every
// fogEvery ticks and at the start, so it is part of the match's
// deterministic course, never of its state: a replay works it out again.

// fogEvery is how often the fog is worked out, in ticks (0.1 s of game
// time): a model is not noticed within the tick it steps into view.
const fogEvery = 6

// Ghost is where a side last saw an enemy model now out of its sight,
// and when (the tick).
type Ghost struct {
	Base geom.Base
	Tick int
}

// Sighting is what a side sees under the fog of war: the enemy models in
// sight of one of its models now, and the ghosts of those seen before
// and out of sight since.
type Sighting struct {
	Seen   map[string]bool
	Ghosts map[string]Ghost
}

// fogState is one side's sighting and the last place it saw each enemy.
type fogState struct {
	Sighting
	last map[string]geom.Base
}

// updateFog works out what each side sees now.
func (m *Match) updateFog() {
	t := m.table
	for side := range m.fog {
		f := &m.fog[side]
		if f.Seen == nil {
			f.Seen, f.Ghosts, f.last = map[string]bool{}, map[string]Ghost{}, map[string]geom.Base{}
		}
		var eyes []*orders.Unit
		for _, u := range t.Units {
			if u.Side == side && u.Alive() && u.OnTable && !u.Objective {
				eyes = append(eyes, u)
			}
		}
		sees := func(b geom.Base) bool {
			for _, e := range eyes {
				if t.Deck.Sight(e.Base, b, nil, -1, -1).InView {
					return true
				}
			}
			return false
		}
		for _, u := range t.Units {
			if u.Side == side || u.Side < 0 || u.Objective {
				continue
			}
			if !u.Alive() || !u.OnTable {
				delete(f.Seen, u.ID) // the dead are public, and the absent nowhere
				delete(f.Ghosts, u.ID)
				continue
			}
			if sees(u.Base) {
				f.Seen[u.ID] = true
				f.last[u.ID] = u.Base
				delete(f.Ghosts, u.ID)
				continue
			}
			if f.Seen[u.ID] {
				delete(f.Seen, u.ID)
				f.Ghosts[u.ID] = Ghost{Base: f.last[u.ID], Tick: t.Tick}
			}
		}
	}
}

// Fog reports whether the match is played under the fog of war.
func (v View) Fog() bool { return v.m.settings.Fog }

// AppendUnitsSeenBy appends copies of the units as side sees them under
// the fog of war: its own models and the objectives as they are, the
// enemy models it sees as they are, those it saw before where it last saw
// them, and no others. Without fog it is AppendUnits. The computer
// players read the table through it, so they never play on what their
// models have not seen.
func (v View) AppendUnitsSeenBy(side string, dst []orders.Unit) []orders.Unit {
	if !v.m.settings.Fog {
		return v.AppendUnits(dst)
	}
	i := v.sideIndex(side)
	for _, u := range v.m.table.Units {
		c := *u
		if u.Side >= 0 && u.Side != i && !u.Objective && u.Alive() && u.OnTable && (i < 0 || !v.m.fog[i].Seen[u.ID]) {
			g, ok := Ghost{}, false
			if i >= 0 {
				g, ok = v.m.fog[i].Ghosts[u.ID]
			}
			if !ok {
				continue
			}
			c.Base = g.Base
		}
		dst = append(dst, c)
	}
	return dst
}

// AppendUnitsInTheOpen appends copies of the units both sides know of
// under the fog of war: the objectives, the dead, and each model its
// enemy sees. A model out of its enemy's sight is left out, its own side
// too: what both players may look at together at one screen (hotseat
// while the clock runs). Without fog it is AppendUnits.
func (v View) AppendUnitsInTheOpen(dst []orders.Unit) []orders.Unit {
	if !v.m.settings.Fog {
		return v.AppendUnits(dst)
	}
	for _, u := range v.m.table.Units {
		if u.Side >= 0 && !u.Objective && u.Alive() && u.OnTable && !v.m.fog[1-u.Side].Seen[u.ID] {
			continue
		}
		dst = append(dst, *u)
	}
	return dst
}

// sideIndex is the index of side, or -1.
func (v View) sideIndex(side string) int {
	for k, sd := range v.m.scenario.Sides {
		if sd.ID == side {
			return k
		}
	}
	return -1
}

// Sighting is what side sees under the fog of war: a copy, the caller's
// to keep. Without fog every enemy on the table is seen.
func (v View) Sighting(side string) Sighting {
	i := v.sideIndex(side)
	if !v.m.settings.Fog || i < 0 {
		seen := map[string]bool{}
		for _, u := range v.m.table.Units {
			if u.Side >= 0 && u.Side != i && u.Alive() && u.OnTable && !u.Objective {
				seen[u.ID] = true
			}
		}
		return Sighting{Seen: seen, Ghosts: map[string]Ghost{}}
	}
	f := v.m.fog[i]
	return Sighting{Seen: maps.Clone(f.Seen), Ghosts: maps.Clone(f.Ghosts)}
}
