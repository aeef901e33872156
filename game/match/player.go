package match

import "github.com/krygothic/krygothic/rules/combat"

// Player is one side's decision maker: a person at the client, the AI, a
// script, or a replay. The match asks it every tick for declarations, and
// mid-resolution for the choices the rules leave to a side.
type Player interface {
	// Declare returns what the side declares at this tick, if anything.
	Declare(v *View) []Declaration
	// Defence is asked before a close-combat attack on one of the side's
	// units: the defence class, and the active type to use if it is legal
	// (KG-CC-04/05).
	Defence(v *View, defender, attacker string) (combat.DefenceClass, combat.DefenceType)
	// PayForWound is asked when an attack by one of the side's units
	// scores its n-th wound, which costs n AP (KG-CC-09).
	PayForWound(v *View, attacker string, n, cost int) bool
}

// Script is a Player that declares a fixed list at their ticks. Its
// defences are the units' standing "defend" orders; it pays for extra
// wounds while it has the AP.
type Script struct {
	Side  string
	Queue []Declaration // in tick order
	// AutoDone: once the queue is used up, declare the side done whenever
	// it is idle and not done, so a short script still ends its rounds.
	AutoDone bool
	next     int
}

// Scripts deals an orders list between two Scripts, one for each side id
// in sides, that declare themselves done once their lists run out
// (AutoDone). stray holds the declarations naming neither side.
func Scripts(sides [2]string, decls []Declaration) (players [2]*Script, stray []Declaration) {
	for i, id := range sides {
		players[i] = &Script{Side: id, AutoDone: true}
	}
	for _, d := range decls {
		switch d.Side {
		case sides[0]:
			players[0].Queue = append(players[0].Queue, d)
		case sides[1]:
			players[1].Queue = append(players[1].Queue, d)
		default:
			stray = append(stray, d)
		}
	}
	return players, stray
}

// Declare hands out the declarations stamped with this tick or earlier.
func (s *Script) Declare(v *View) []Declaration {
	var out []Declaration
	for s.next < len(s.Queue) && s.Queue[s.next].Tick <= v.Tick {
		out = append(out, s.Queue[s.next])
		s.next++
	}
	if len(out) == 0 && s.AutoDone && s.Exhausted() {
		if sd := v.m.side(s.Side); sd != nil && !sd.Done && sd.combo == nil && sd.AP > 0 && !sd.frozen {
			out = append(out, Declaration{Steps: []Order{{Verb: Done}}})
		}
	}
	return out
}

// Skip drops the declarations stamped before tick: they were played before
// a save was made.
func (s *Script) Skip(tick int) {
	for s.next < len(s.Queue) && s.Queue[s.next].Tick < tick {
		s.next++
	}
}

// Exhausted reports whether every scripted declaration has been handed out.
func (s *Script) Exhausted() bool { return s.next >= len(s.Queue) }

// Defence uses the defender's standing choice.
func (s *Script) Defence(v *View, defender, _ string) (combat.DefenceClass, combat.DefenceType) {
	if u := v.m.unit(defender); u != nil {
		return u.DefenceClass, u.DefenceType
	}
	return combat.Passive, combat.NoDefenceType
}

// PayForWound pays while the side can afford it.
func (s *Script) PayForWound(v *View, _ string, _, cost int) bool {
	return v.m.side(s.Side).AP >= cost
}

// View is what a player may look at: the whole table, as at a real one
// (GAP-27: AP totals and orders are public).
type View struct {
	Tick int
	m    *Match
}

// Match returns the match being viewed, read-only by convention.
func (v *View) Match() *Match { return v.m }
