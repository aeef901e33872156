package ai

import (
	"encoding/binary"
	"hash/fnv"
	"math"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// table is what the AI reads of the match at one decision.
type table struct {
	v           match.View
	deck        *deck.Deck    // the deck as it stands (a copy)
	units       []orders.Unit // every unit, copied for this decision
	round       int           // the AP round
	me, enemy   match.SideInfo
	index       int                                       // the side's index
	own         []*orders.Unit                            // its models that can act
	enemies     []*orders.Unit                            // the enemy's models
	targets     []*orders.Unit                            // what it may attack: enemy models, and objectives if it is the saboteur
	consoles    []*orders.Unit                            // the objectives it defends that stand without a charge (GAP-34)
	attacker    bool                                      // it is the scenario's attacker (Sabotage)
	enemyCombos int                                       // enemy combos seen so far this match
	basesKey    uint64                                    // a fingerprint of every base on the table
	enemyReach  float64                                   // the longest long range among the enemy's weapons
	moveBudget  int                                       // models still to be weighed for moves this decision
	urgency     float64                                   // how hard it must force the fight (urgency)
	leaders     [2]int                                    // each side's living Squad Leaders
	level       Level                                     // how well it plays
	front       float64                                   // how far its models other than Squad Leaders stand from the enemy, on average (0: none)
	lead        float64                                   // how far the nearest of them stands (+Inf: none)
	walk        func(*deck.Deck, *orders.Unit) *walkField // the walking distance to a model (nil: none)
	walks       []*walkField                              // targets[i]'s, once asked for (walkTo)
	byLine      []lineBound                               // nearest's buffer of targets by straight-line distance
	// scout, under the fog of war while no enemy model has been seen, is
	// where the enemy deployed (the scenario says so to everyone): where
	// to go and look. nil otherwise.
	scout *geom.Vec
	hooks hooks // the AI facets of the modules played (modules.go)
	// measure and asked are the advisors the modules are handed: of the
	// table alone, and of the Tactician deciding (modules.go's advise).
	// Kept here, they go into a facet's interface without an allocation.
	measure, asked advisor
	now            map[any]any // what the modules work out once a decision (advisor.Now)
	// previews are the side's own previews of this decision (preview).
	previews map[orders.Order]orders.Preview
	shelters map[shelterKey]shelterFound // shelter's answers this decision
}

// preview is the match's preview of order o by side, worked out once a
// decision for the side deciding: the core's shots and the modules'
// candidates (a brace, a called shot) ask for the same aimed shot at the
// same enemy. A reaction's (o.Then) is not kept.
func (t *table) preview(side string, o orders.Order) orders.Preview {
	if side != t.me.ID || o.Then != nil {
		return t.v.Preview(side, o)
	}
	if p, ok := t.previews[o]; ok {
		return p
	}
	if t.previews == nil {
		t.previews = make(map[orders.Order]orders.Preview, 64)
	}
	p := t.v.Preview(side, o)
	t.previews[o] = p
	return p
}

// newTable reads the match for side at level l, copying the units into
// units (a buffer reused decision after decision); walk gives the walking
// distance to a model, which the saboteur goes by to the objectives and a
// fighter to the enemy (docs/ai.md, Playing to the scenario).
func newTable(v match.View, side string, l Level, walk func(*deck.Deck, *orders.Unit) *walkField, units []orders.Unit) *table {
	t := &table{v: v, deck: v.Deck(), units: v.AppendUnitsSeenBy(side, units[:0]), round: v.Round(), index: -1, level: l, hooks: hooksOf(v.Played())}
	if l.Tactics {
		t.walk = walk
	}
	for i, s := range v.Sides() {
		if s.ID == side {
			t.me, t.index = s, i
		} else {
			t.enemy = s
		}
	}
	sc := v.Scenario()
	saboteur := sc.Victory.Saboteur()
	t.attacker = saboteur == side
	defending := saboteur != "" && !t.attacker
	h := fnv.New64a()
	var buf [8]byte
	for i := range t.units {
		u := &t.units[i]
		for _, f := range []float64{u.Base.Centre.X, u.Base.Centre.Y, u.Base.Radius} {
			if !u.Alive() {
				f = -1
			}
			binary.LittleEndian.PutUint64(buf[:], math.Float64bits(f))
			h.Write(buf[:])
		}
		if u.Alive() && u.F.SquadLeader && u.Side >= 0 && u.Side < 2 {
			t.leaders[u.Side]++
		}
		switch {
		case !u.Alive():
		case u.Side == t.index && !u.Objective:
			t.own = append(t.own, u)
		case u.Objective:
			if _, doomed := v.ChargeOn(u.ID); !doomed {
				// A console with a charge on it is as good as gone (GAP-34).
				if t.attacker {
					t.targets = append(t.targets, u)
				} else if defending {
					t.consoles = append(t.consoles, u)
				}
			}
		case u.Side >= 0:
			t.enemyReach = math.Max(t.enemyReach, longRange(u))
			t.enemies = append(t.enemies, u)
			t.targets = append(t.targets, u)
		}
	}
	t.basesKey = h.Sum64()
	if v.Fog() && len(t.enemies) == 0 && t.index >= 0 {
		t.scout = enemyZone(sc, 1-t.index)
	}
	t.lead = math.Inf(1)
	if l.Tactics {
		t.measureLines()
		t.urgency = urgency(sc.Victory.Type, t.round, sc.Rounds, t.me, t.enemy, t.attacker)
	}
	return t
}

// measureLines works out front and lead: where the side's models other
// than Squad Leaders stand from what they fight.
func (t *table) measureLines() {
	n := 0
	for _, u := range t.own {
		if d := t.nearest(u, u.Base.Centre); !u.F.SquadLeader && !math.IsInf(d, 1) {
			t.front += d
			t.lead = math.Min(t.lead, d)
			n++
		}
	}
	if n > 0 {
		t.front /= float64(n)
	}
}

// urgency is how hard a side must force the fight, from 0 to 1: none
// while the round limit would hand it the win (more points destroyed, or
// level with more Squad Leaders killed, GAP-31); else rising to 1 by the
// last round, from the start when it is behind on points, from a third of
// the way in when it is level or is the saboteur with the objectives
// standing (GAP-34). A side that waits in cover for an enemy who never
// comes loses on points; this is what sends it in.
func urgency(victory string, round, rounds int, me, enemy match.SideInfo, attacker bool) float64 {
	last := float64(max(rounds, 1))
	from := last / 3
	switch victory {
	case scenarios.Deathmatch:
		switch {
		case me.Destroyed > enemy.Destroyed || me.Destroyed == enemy.Destroyed && me.LeadersKilled > enemy.LeadersKilled:
			return 0
		case me.Destroyed < enemy.Destroyed:
			from = 1
		}
	case scenarios.Sabotage:
		if !attacker {
			return 0
		}
		from = 1 // the clock runs against it from the start
	default:
		return 0
	}
	return math.Min(math.Max((float64(round)-from)/(last-from), 0), 1)
}

// value is what a model is worth: its points, more for a Squad Leader
// (killing them wins ties, GAP-31, and costs their side 5 AP, KG-AP-06),
// twice as much again for a side's last one (without a Squad Leader a
// side rolls no AP die, KG-AP-02), far more for an objective the side
// must destroy.
func (t *table) value(u *orders.Unit) float64 {
	v := float64(max(u.Points, 20))
	switch {
	case u.Objective:
		// The saboteur's way to win: worth more as the rounds run out.
		v = t.level.Weights.Objective * (1 + 2*t.urgency)
	case u.F.SquadLeader && t.leaders[u.Side] == 1:
		v *= t.level.Weights.LastLeader
	case u.F.SquadLeader:
		v *= t.level.Weights.Leader
	}
	v = t.stake(u, v, false)
	if t.level.Tactics && u.Side >= 0 && u.Side != t.index && t.nearConsole(u) {
		v *= t.level.Weights.NearConsole // it may set a charge next (GAP-34)
	}
	return v
}

// consoleThreat is how near, in inches, an enemy must stand to a console
// the side defends to threaten it with a charge: a move of 5" and the
// charge's base contact (GAP-34).
const consoleThreat = 6

// nearConsole reports whether enemy u stands within consoleThreat of a
// standing console the side defends.
func (t *table) nearConsole(u *orders.Unit) bool {
	for _, c := range t.consoles {
		if geom.Distance(u.Base, c.Base) <= consoleThreat {
			return true
		}
	}
	return false
}

// harm is what an attack with these odds is worth against e: the chance
// of removing it at its full value, and each wound as a share of it.
func (t *table) harm(e *orders.Unit, o combat.Odds) float64 {
	left := max(e.F.WoundCapacity-e.F.Wounds, 1)
	return t.value(e) * (t.moduleKill(e, o, o.Kill()) + 0.5*o.MeanWounds()/float64(left))
}

// risk is what u stands to lose by fighting e hand to hand: e's own odds
// against it in the exchange that follows.
func (t *table) risk(u, e *orders.Unit) float64 {
	odds, err := t.v.CloseCombatOdds(e.ID, u.ID, combat.UseWeapon, false, u.DefenceClass, u.DefenceType)
	if err != nil {
		return 0
	}
	// A side that must force the fight takes more of the risk.
	return t.level.Weights.CloseRisk * (1 - 0.5*t.urgency) * t.harm(u, odds)
}

// distanceScore is how near point p puts model u to its fighting distance
// from the nearest enemy: within its weapon's range band for a shooter,
// in reach of a charge for a fighter. Higher is better.
func (t *table) distanceScore(u *orders.Unit, p geom.Vec) float64 {
	nearest := t.nearest(u, p)
	if math.IsInf(nearest, 1) {
		return 0
	}
	// A fighter waits at the edge of its charge's reach, to charge what
	// comes to it; a side that must force the fight (urgency) goes in.
	want := 1.0
	if t.level.Tactics && !t.attacker {
		want += (1 - t.urgency) * 0.7 * math.Max(t.chargeReach(u)-1, 0)
	}
	if w := u.F.Ranged; w != nil && !u.F.RangedBroken {
		want = math.Max(w.Short, 0.6*longRange(u))
	}
	if t.attacker {
		// The saboteur's models keep within a run of the consoles, to run
		// in and set a charge (plantCandidates, GAP-34).
		want = math.Min(want, runReach(u)-1)
	}
	if t.level.Tactics && u.F.SquadLeader && t.front > 0 && longRange(u) >= secondLineRange && !t.attacker {
		// A Squad Leader with a gun that reaches over its screen keeps
		// to the second line, behind the models that screen it
		// (KG-AP-02: it is the side's AP die); not one with a pistol,
		// who fights up close, nor the saboteur's, whose team must reach
		// the objectives in time.
		want = math.Max(want, t.front+2)
	}
	if t.level.Tactics && u.F.SquadLeader && u.F.Ranged == nil && !math.IsInf(t.lead, 1) && !t.attacker {
		// A Squad Leader who fights hand to hand goes in behind the
		// first of its models, not ahead of them (the enemy shoots the
		// nearest).
		want = math.Max(want, t.lead+1)
	}
	score := -math.Abs(nearest-want) * t.level.Weights.Distance
	if t.attacker {
		// The saboteur races the round limit to the objectives.
		score *= 1 + 2*t.urgency
	}
	return score
}

// secondLineRange is the shortest long range, in inches, with which a
// Squad Leader fights from behind its screen.
const secondLineRange = 10

// nearest is how far point p puts model u from the nearest thing it
// fights: an enemy model, or an objective for the saboteur.
func (t *table) nearest(u *orders.Unit, p geom.Vec) float64 {
	nearest := math.Inf(1)
	// The saboteur's way to an objective, a fighter's to its enemy: round
	// the walls, to the doors. A walk is never shorter than the straight
	// line (the larger of the two is taken), so the targets are weighed
	// nearest by the line first, and one whose line is no nearer than the
	// nearest walk so far is never walked to: its field is never worked
	// out. The answer is the same as weighing them all.
	walking := t.walk != nil && (t.attacker || !t.shooter(u))
	t.byLine = t.byLine[:0]
	for i, e := range t.targets {
		if t.attacker && !e.Objective {
			continue // the saboteur heads for the objectives
		}
		d := p.Dist(e.Base.Centre)
		if !walking {
			nearest = math.Min(nearest, d-e.Base.Radius-u.Base.Radius)
			continue
		}
		t.byLine = append(t.byLine, lineBound{i, d, d - e.Base.Radius - u.Base.Radius})
	}
	// Nearest by the line first, picked one at a time rather than sorted:
	// one or two walks usually settle it, and this runs for every cell a
	// model may move to.
	for rest := t.byLine; len(rest) > 0; {
		k := 0
		for j := range rest {
			if rest[j].bound < rest[k].bound {
				k = j
			}
		}
		c := rest[k]
		if c.bound >= nearest {
			break
		}
		rest[k] = rest[len(rest)-1]
		rest = rest[:len(rest)-1]
		e := t.targets[c.i]
		d := math.Max(c.line, t.walkTo(c.i).at(p))
		nearest = math.Min(nearest, d-e.Base.Radius-u.Base.Radius)
	}
	if math.IsInf(nearest, 1) && t.scout != nil {
		nearest = p.Dist(*t.scout) - u.Base.Radius // nothing seen: go and look where they deployed
	}
	return nearest
}

// enemyZone is the centre of side i's deployment zone on s, or nil when
// it has none.
func enemyZone(s *scenarios.Scenario, i int) *geom.Vec {
	if i < 0 || i >= len(s.Sides) || s.Sides[i] == nil {
		return nil
	}
	cells := s.Zones[s.Sides[i].Zone]
	if len(cells) == 0 {
		return nil
	}
	c := scenarios.ZoneCentre(cells)
	return &c
}

// longRange is u's ranged weapon's long range in inches (0 without one).
func longRange(u *orders.Unit) float64 {
	w := u.F.Ranged
	if w == nil {
		return 0
	}
	if w.LongPerStrength > 0 {
		return float64(w.LongPerStrength * u.F.Stats.Strength.Dice())
	}
	return w.Long
}

// chargeReach is how far u's charge carries it (KG-MOVE-09).
func (t *table) chargeReach(u *orders.Unit) float64 {
	return move.Mover{Speed: u.F.Stats.Speed.Dice(), Body: u.F.Stats.Body.Dice(), Fatigue: u.F.Fatigue}.Limit(move.Charge)
}

// runReach is how far u runs on easy ground (KG-MOVE-02), tired as it is.
func runReach(u *orders.Unit) float64 {
	return move.Mover{Speed: u.F.Stats.Speed.Dice(), Body: u.F.Stats.Body.Dice(), Fatigue: u.F.Fatigue}.Limit(move.Run)
}

// lineBound is a target (targets[i]) as nearest weighs it: its straight
// line from the point, and that less both bases' radii, the least its
// walk can come to.
type lineBound struct {
	i           int
	line, bound float64
}

// walkTo is the walking distance field to targets[i], asked of t.walk once
// a decision: nearest asks for it at every spot a model weighs.
func (t *table) walkTo(i int) *walkField {
	if t.walks == nil {
		t.walks = make([]*walkField, len(t.targets))
	}
	if t.walks[i] == nil {
		t.walks[i] = t.walk(t.deck, t.targets[i])
	}
	return t.walks[i]
}

// shooter reports whether u fights with a gun it can use.
func (t *table) shooter(u *orders.Unit) bool { return u.F.Ranged != nil && !u.F.RangedBroken }

// shelter is how sheltered model u would be at point p from the enemies
// that could shoot it there (threats: each ranged enemy within its long
// range and an inch): 1 for each that cannot see it, 0.6 for each that
// sees it in cover (as much of it as the modules let it keep:
// facet.Shelters).
//
// It is worked out once a decision for each model and point: the
// Tactician's ground and the modules' (a step's evasion, a Squad Leader's
// cover) ask for the same.
func (t *table) shelter(u *orders.Unit, p geom.Vec) (shelter float64, threats int) {
	k := shelterKey{u.ID, p, t.deck}
	if s, ok := t.shelters[k]; ok {
		return s.shelter, s.threats
	}
	shelter, threats = t.shelterAt(u, p)
	if t.shelters == nil {
		t.shelters = make(map[shelterKey]shelterFound, 64)
	}
	t.shelters[k] = shelterFound{shelter, threats}
	return shelter, threats
}

// shelterKey is a model, a point it might stand at, and the deck as the
// AI reads it (a door shut in thought is another deck: shutGain).
type shelterKey struct {
	id   string
	p    geom.Vec
	deck *deck.Deck
}

// shelterFound is what shelter says of a model at a point.
type shelterFound struct {
	shelter float64
	threats int
}

// shelterAt works shelter out.
func (t *table) shelterAt(u *orders.Unit, p geom.Vec) (shelter float64, threats int) {
	b := geom.Base{Centre: p, Radius: u.Base.Radius, Facing: u.Base.Facing}
	for _, e := range t.enemies {
		if e.F.Ranged == nil || geom.Distance(e.Base, b) > longRange(e)+1 {
			continue
		}
		threats++
		sight := t.deck.Sight
		if t.deck.FiresDown(e.Base.Centre, p) {
			sight = t.deck.SightFromAbove // from a gantry, crates hide nothing (GAP-37)
		}
		switch s := sight(e.Base, b, nil, -1, -1); {
		case !s.InView:
			shelter++
		case s.Cover && len(t.hooks.shelters) > 0:
			shelter += t.level.Weights.Cover * t.coverKept(e, u, p)
		case s.Cover:
			shelter += t.level.Weights.Cover
		}
	}
	return shelter, threats
}
