package ai

import (
	"math/rand/v2"
	"sort"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/rules/orders"
)

// Tactician is the computer opponent: a player that, whenever its command
// channel is free and its reaction delay has passed, scores the orders its
// models could give (shots with their exact odds, charges, attacks, moves
// to better ground, unpinning, standing up, Waiting) and declares the one
// worth most per AP. Waiting models react to enemy combos; close-combat
// defences are chosen by their odds. It reads the match only as a player
// at the table could (GAP-27: everything on the table is public).
type Tactician struct {
	Side  string
	Level Level

	rng       *rand.Rand
	logSeen   int // match log entries read
	combos    int // enemy declarations of two or more steps seen
	readyAt   int // the tick it may act from; −1 until the channel frees
	holdSince int // the tick it started holding its AP with nothing to do; −1 when not
	reactAt   map[string]int
	reaches   map[string]reachEntry // by unit
	walks     map[string]*walkField // walking distance to models (by id): objectives, enemies
	steps     stepCache             // the step costs the walking fields share
	turn      int                   // which model is weighed first
	units     []orders.Unit         // the buffer the units are read into, every tick and every table
	// Rejected counts candidates the match's preview turned down before
	// one was declared: the price of scoring orders it would refuse.
	Rejected int
	// look, when set, plays the best few candidates forward before one
	// is declared (lookahead.go); nil: the best by score is declared.
	look *Lookahead
	// kept is what the modules keep from decision to decision
	// (advisor.Keep).
	kept map[any]any
	// candidatesBuf holds the candidates handed to the modules' combos
	// (modules.go), reused decision after decision.
	candidatesBuf []facet.Candidate
}

// NewTactician returns a Tactician for side at level; seed makes its
// random judgement (Level.Noise) reproducible.
func NewTactician(side string, l Level, seed uint64) *Tactician {
	return &Tactician{Side: side, Level: l, rng: rand.New(rand.NewPCG(seed, 0x6b72796761)), readyAt: -1, holdSince: -1, reactAt: map[string]int{}, reaches: map[string]reachEntry{}, walks: map[string]*walkField{}}
}

// holdLimit is how long the AI keeps its AP with nothing worth doing
// before it gives them up (declares done), so two patient players never
// stall a round.
const holdLimit = 3 * match.TicksPerSecond

// Declare gives a reaction, or the best order when the side may act.
func (a *Tactician) Declare(v match.View) []orders.Declaration {
	if _, over := v.Result(); over {
		return nil
	}
	a.watch(v)
	me, ok := v.Side(a.Side)
	if !ok {
		return nil
	}
	now := v.Tick()
	// Most ticks there is nothing to decide: look at the table only when
	// a reaction may be due or the side may act.
	if a.Level.Waits && a.combos > 0 && a.enemyCombo(v) && a.reactionDue(v) {
		t := a.table(v)
		if d, ok := a.react(t); ok {
			return []orders.Declaration{d}
		}
	}
	may, waited := turnOf(v, a.Side) // out of its turn (impulse mode) it only reacts
	if me.Done || me.Frozen || me.ChannelFree > now || me.AP == 0 || me.Acting || !may {
		a.readyAt = -1
		return nil
	}
	if a.readyAt < 0 || waited && a.readyAt > now {
		a.readyAt = now + a.Level.Reaction
		if waited {
			a.readyAt = now // the match waits for it: nothing to react to
		}
	}
	if now < a.readyAt {
		return nil
	}
	t := a.table(v)
	steps, ok := a.decide(t)
	if ok {
		a.readyAt, a.holdSince = -1, -1
		a.noted(t, steps)
		return []orders.Declaration{{Tick: now, Side: a.Side, Steps: steps}}
	}
	// Nothing worth its AP now: in its turn, pass it (impulse mode) and
	// play on in the next; else hold them a while for a better moment,
	// then give them up.
	if waited {
		a.holdSince = -1
		return []orders.Declaration{giveUp(v, a.Side, t.units)}
	}
	if a.holdSince < 0 {
		a.holdSince = now
	}
	if t.enemy.Done || t.enemy.AP == 0 || now-a.holdSince >= holdLimit {
		a.holdSince = -1
		return []orders.Declaration{{Tick: now, Side: a.Side, Steps: []orders.Order{{Verb: orders.Done}}}}
	}
	a.readyAt = now + max(a.Level.Reaction, 6)
	return nil
}

// table reads the match for one decision.
func (a *Tactician) table(v match.View) *table {
	t := newTable(v, a.Side, a.Level, a.walkField, a.units)
	a.units = t.units // the next table reuses them: one table lives at a time
	t.enemyCombos = a.combos
	return t
}

// enemyCombo reports whether the enemy is carrying out a combo of two
// steps or more, the only thing a Waiting model reacts to (react); when it
// is not, the reactions planned are forgotten. It is asked before any
// table is read, since models may wait for long spells (a module's watch
// over an arc).
func (a *Tactician) enemyCombo(v match.View) bool {
	for _, s := range v.Scenario().Sides {
		if s.ID == a.Side {
			continue
		}
		if info, ok := v.Side(s.ID); ok && info.Acting && len(v.Running(s.ID)) >= 2 {
			return true
		}
	}
	clear(a.reactAt)
	return false
}

// reactionDue reports whether one of the side's models is Waiting and
// may react now: one react has not seen yet, or whose reaction delay is
// over (react). Otherwise react would decide nothing, and no table is
// read for it.
func (a *Tactician) reactionDue(v match.View) bool {
	a.units = v.AppendUnits(a.units[:0])
	now := v.Tick()
	for _, u := range a.units {
		if !u.Waiting || !u.Alive() || u.Side < 0 || v.Scenario().Sides[u.Side].ID != a.Side {
			continue
		}
		if at, seen := a.reactAt[u.ID]; !seen || now >= at {
			return true
		}
	}
	return false
}

// watch reads the log's new entries for what the enemy does.
func (a *Tactician) watch(v match.View) {
	for _, e := range v.Log(a.logSeen) {
		if d, ok := e.Event.(orders.Declared); ok && d.Side != a.Side && len(d.Steps) > 1 {
			a.combos++
		}
	}
	a.logSeen = v.LogLen()
}

// candidate is one order and what it is worth.
type candidate struct {
	order orders.Order
	ap    int
	score float64
	// steps, when not nil, is the combo the candidate is declared as,
	// whole (order is its main step): a turn and then a shot (a module's
	// facet.Mends).
	steps []orders.Order
}

// better reports whether c is worth more per AP than d.
func (c candidate) better(d candidate) bool {
	return c.score/float64(max(c.ap, 1)) > d.score/float64(max(d.ap, 1))
}

// decide picks the best order for the side now: the candidate worth most
// per AP that the match would accept (checked with its preview, so the AI
// never tries an illegal order).
func (a *Tactician) decide(t *table) ([]orders.Order, bool) {
	var all []candidate
	consider := func(c candidate) {
		if c.ap > t.me.AP || c.score <= 0 {
			return
		}
		if a.Level.Noise > 0 {
			c.score *= 1 + a.Level.Noise*(2*a.rng.Float64()-1)
		}
		all = append(all, c)
	}
	// Every model (Level.Attention: so many) is weighed for shots and
	// fights; a few each decision, in turn, also for moves (a reach map
	// each).
	t.moveBudget = a.Level.MoveUnits
	n := len(t.own)
	if a.Level.Attention > 0 {
		n = min(n, a.Level.Attention)
	}
	for i := range n {
		a.unitCandidates(t, t.own[(a.turn+i)%len(t.own)], consider)
	}
	a.turn++
	sort.SliceStable(all, func(i, j int) bool { return all[i].better(all[j]) })
	var legal [][]orders.Order // with lookahead: the best few the match accepts, best first
	for i, c := range all {
		steps, ok := a.legal(t, c, all)
		if !ok {
			continue
		}
		if len(legal) == 0 {
			a.Rejected += i
		}
		if a.look == nil {
			return steps, true
		}
		if legal = append(legal, steps); len(legal) == a.look.Candidates {
			break
		}
	}
	if len(legal) == 0 {
		a.Rejected += len(all)
		return nil, false
	}
	return legal[a.look.choose(t.v, a.Side, legal)], true
}

// legal is the steps candidate c declares (a combo's, or the order as a
// module makes a combo of it), and whether the match's preview accepts them.
func (a *Tactician) legal(t *table, c candidate, all []candidate) ([]orders.Order, bool) {
	if c.steps != nil {
		_, err := t.v.PreviewCombo(a.Side, c.steps)
		return c.steps, err == nil
	}
	if p := t.preview(a.Side, c.order); p.Err != nil {
		return nil, false
	}
	return a.combo(t, c, all), true
}

// unitCandidates offers each order worth weighing for model u.
func (a *Tactician) unitCandidates(t *table, u *orders.Unit, consider func(candidate)) {
	m := t.v
	worth, w := t.value(u), &a.Level.Weights
	switch {
	case u.F.Prone:
		consider(candidate{order: orders.Order{Unit: u.ID, Verb: orders.StandUp}, ap: 1, score: w.StandUp * worth})
		return
	case u.F.StuckAP > 0:
		consider(candidate{order: orders.Order{Unit: u.ID, Verb: orders.Free, AP: u.F.StuckAP}, ap: u.F.StuckAP, score: w.Free * worth})
		return
	case u.F.Pin.Pinned():
		consider(candidate{order: orders.Order{Unit: u.ID, Verb: orders.Unpin}, ap: 1, score: w.Unpin * worth})
	}
	holding := a.holds(t, u)
	shots := a.shotTypes()
	bestShot := 0.0
	// Further than a charge can carry it (KG-MOVE-09), a charge's preview
	// would refuse: not worth asking.
	chargeReach := t.chargeReach(u) + 0.5
	for _, e := range t.targets {
		d := geom.Distance(u.Base, e.Base)
		if t.inReach(u, d) {
			turnable := true // a turn the sight or a melee forbids for one shot forbids it for every shot
			for _, s := range shots {
				o := orders.Order{Unit: u.ID, Verb: orders.Shoot, Target: e.ID, Shot: s}
				p := t.preview(a.Side, o)
				var combo []orders.Order
				if turnable {
					steps, turned, ok, hopeless := a.mend(t, u, e, o, p)
					if ok {
						p, combo = turned, steps
					}
					turnable = !hopeless
				}
				if p.Err != nil || p.Ranged == nil || p.Ranged.OutOfRange || p.Odds == nil {
					continue
				}
				v := t.harm(e, *p.Odds)
				bestShot = max(bestShot, v/float64(p.AP))
				consider(candidate{order: o, ap: p.AP, score: v, steps: combo})
			}
		}
		if e.Objective {
			a.plantCandidates(t, u, e, consider)
		}
		if geom.InContact(u.Base, e.Base) {
			at, _, ok := bestBlow(m, u.ID, e.ID, false, e.DefenceClass, e.DefenceType)
			if !ok {
				continue
			}
			o := orders.Order{Unit: u.ID, Verb: orders.Attack, Target: e.ID, Attack: at}
			if p := m.Preview(a.Side, o); p.Err == nil && p.Odds != nil {
				consider(candidate{order: o, ap: p.AP, score: t.harm(e, *p.Odds) - t.risk(u, e)})
			}
		} else if d <= chargeReach {
			at, odds, ok := bestBlow(m, u.ID, e.ID, true, e.DefenceClass, e.DefenceType)
			if !ok {
				continue
			}
			o := orders.Order{Unit: u.ID, Verb: orders.Charge, Target: e.ID, Attack: at}
			if p := m.Preview(a.Side, o); p.Err == nil {
				consider(candidate{order: o, ap: p.AP, score: t.harm(e, odds) - t.risk(u, e)})
			}
		}
	}
	if holding {
		return // it holds fire this round: only a shot now is worth breaking it for
	}
	a.moduleCandidates(t, u, bestShot, consider)
	if u.F.Pin.ByMiss {
		return // it may not move at all (KG-PSY-02)
	}
	if (bestShot == 0 || t.level.Tactics && (t.attacker || u.F.SquadLeader)) && t.moveBudget > 0 {
		// A model with a shot fights from where it stands; only the
		// others look for better ground (and pay for a reach map), and
		// a Squad Leader, who may do better to take cover, and the
		// saboteur's, racing the clock to the objectives.
		t.moveBudget--
		a.moveCandidates(t, u, consider)
		if bestShot == 0 {
			a.shutCandidates(t, u, consider)
		}
	}
	// Waiting pays only against an enemy that declares combos (KG-WAIT-02).
	if a.Level.Waits && t.enemyCombos > 0 && !u.Waiting && u.F.Ranged != nil && bestShot == 0 && t.me.AP <= 3 {
		consider(candidate{order: orders.Order{Unit: u.ID, Verb: orders.Wait}, ap: 1, score: w.Wait * worth})
	}
}

// moveCandidates offers moves to better ground: into the model's fighting
// distance from the enemy, and (Level.Cover) out of the enemy's sight or
// into cover.
func (a *Tactician) moveCandidates(t *table, u *orders.Unit, consider func(candidate)) {
	if len(t.enemies) == 0 && t.scout == nil && !t.attacker {
		return // nothing to go to (a saboteur still has the objectives)
	}
	reach := a.reach(t, u)
	if reach == nil {
		return
	}
	here, w := a.ground(t, u, u.Base.Centre), &a.Level.Weights
	allows, driven := a.drive(t, u)
	var spots []moveSpot
	for y := 0; y < reach.H; y++ {
		for x := 0; x < reach.W; x++ {
			ap := reach.At(x, y)
			if ap <= 0 || ap > 3 {
				continue
			}
			p := geom.Vec{X: float64(x) + 0.5, Y: float64(y) + 0.5}
			if driven {
				if !allows(u.Base.Centre.Dist(p)) {
					continue
				}
				ap = max(ap, 2) // a drive is a move, never a run
			}
			spots = append(spots, moveSpot{x, y, ap, t.distanceScore(u, p)})
		}
	}
	weigh := func(s moveSpot) {
		p := geom.Vec{X: float64(s.x) + 0.5, Y: float64(s.y) + 0.5}
		gain := a.ground(t, u, p) - here
		if gain <= w.LeastGain*(1-t.urgency) {
			return
		}
		verb := orders.Move
		if reach.Kind[s.y*reach.W+s.x] == move.Run && !driven {
			verb = orders.Run
		}
		score := gain * w.Move * t.value(u)
		if verb == orders.Run {
			// Running tires the model: each run costs Body until the
			// round ends (KG-MOVE-03), so a tired model walks.
			score *= w.Run / float64(1+2*u.F.Fatigue)
		}
		consider(candidate{order: orders.Order{Unit: u.ID, Verb: verb, X: p.X, Y: p.Y}, ap: s.ap, score: score})
	}
	// Keep the best few by distance alone, then weigh their cover.
	n := min(a.Level.MoveSamples, len(spots))
	for i := 0; i < n; i++ {
		k := i
		for j := i + 1; j < len(spots); j++ {
			if spots[j].pace() > spots[k].pace() {
				k = j
			}
		}
		spots[i], spots[k] = spots[k], spots[i]
		weigh(spots[i])
	}
	// A Squad Leader in the enemy's sights (KG-TAC: held out of sight)
	// also weighs the spots that shelter it best, wherever they lead: the
	// best ground by distance alone may have no shelter at all.
	if !t.level.Tactics || !a.Level.Cover || !u.F.SquadLeader {
		return
	}
	if shelter, threats := t.shelter(u, u.Base.Centre); threats == 0 || shelter == float64(threats) {
		return
	}
	rest := spots[n:]
	hidden := make([]float64, len(rest))
	for i, s := range rest {
		hidden[i], _ = t.shelter(u, geom.Vec{X: float64(s.x) + 0.5, Y: float64(s.y) + 0.5})
	}
	for range min(max(a.Level.MoveSamples/2, 4), len(rest)) {
		k := 0
		for j := range rest {
			if hidden[j] > hidden[k] || hidden[j] == hidden[k] && rest[j].pace() > rest[k].pace() {
				k = j
			}
		}
		if hidden[k] < 0 {
			break
		}
		weigh(rest[k])
		hidden[k] = -1 // weighed
	}
}

// moveSpot is a destination a model weighs: its cell, the AP the reach
// map says it costs, and how near it puts the model to its fighting
// distance (distanceScore).
type moveSpot struct {
	x, y, ap int
	rough    float64
}

// pace is a spot's distance score for the AP it costs, by which the
// best few are kept to be weighed.
func (s moveSpot) pace() float64 { return s.rough / float64(s.ap+1) }

// reach is u's reach map, kept while no model on the table has moved
// (reach maps route round every base) and u is as it was.
func (a *Tactician) reach(t *table, u *orders.Unit) *move.ReachMap {
	key := reachKey{table: t.basesKey, deck: t.deck.Version(), fatigue: u.F.Fatigue, pin: u.F.Pin, prone: u.F.Prone, stuck: u.F.StuckAP}
	// A model pinned by a hit may only move away from the fire, which
	// changes with every shot, not with the bases: never kept.
	if e, ok := a.reaches[u.ID]; ok && e.key == key && !u.F.Pin.ByHit {
		return e.reach
	}
	r := t.v.Reach(u.ID)
	a.reaches[u.ID] = reachEntry{key, r}
	return r
}

// reachKey is what a reach map depends on.
type reachKey struct {
	table   uint64 // every base on the table
	deck    uint64 // the deck's version: floods, doors
	fatigue int
	pin     combat.Pin
	prone   bool
	stuck   int
}

type reachEntry struct {
	key   reachKey
	reach *move.ReachMap
}

// ground is how good point p is for model u: near its fighting distance
// from the nearest enemy and, with Level.Cover, hidden from or covered
// against the enemies that could shoot it there.
func (a *Tactician) ground(t *table, u *orders.Unit, p geom.Vec) float64 {
	score := t.distanceScore(u, p) + t.moduleGround(u, p)
	if !a.Level.Cover {
		return score
	}
	b := geom.Base{Centre: p, Radius: u.Base.Radius, Facing: u.Base.Facing}
	shelter, threats := t.shelter(u, p)
	chances := 0
	reach := longRange(u)
	if u.F.Ranged == nil || u.F.RangedBroken {
		reach = 0.5 * t.chargeReach(u)
	}
	if t.urgency > 0 && !t.attacker {
		// Urgent, it wants an enemy in its sights or its reach.
		for _, e := range t.enemies {
			if geom.Distance(e.Base, b) <= reach && t.deck.Sight(e.Base, b, nil, -1, -1).InView {
				chances++
			}
		}
	}
	if t.urgency > 0 && t.attacker {
		// The saboteur's aims are the objectives.
		for _, o := range t.targets {
			if o.Objective && geom.Distance(o.Base, b) <= reach && t.deck.Sight(b, o.Base, nil, -1, -1).InView {
				chances++
			}
		}
	}
	score += a.flankGround(t, u, b)
	if threats > 0 {
		// The share of the threats it is sheltered from, worth up to a
		// few inches of approach: cover shapes the way in, it does not
		// replace it. A side that must force the fight (urgency) cares
		// less for it.
		w := &t.level.Weights
		weight := w.Shelter
		if (u.F.Ranged != nil || t.level.Tactics) && longRange(u) < 0.75*t.enemyReach {
			// An outranged model lets the enemy come to it, out of
			// sight: a shooter into its range, a fighter into its
			// charge's reach.
			weight = w.OutrangedShelter
		}
		if t.level.Tactics && u.F.SquadLeader {
			weight *= w.LeaderShelter // the side's AP die (KG-AP-02): kept out of the fire
		}
		if t.level.Tactics {
			weight = t.stake(u, weight, true)
		}
		score += (1 - t.urgency) * weight * (shelter/float64(threats) - 0.5)
	}
	if chances > 0 {
		// Urgent, it wants the enemy in its sights or its reach: an enemy
		// behind a wall is near but out of the fight.
		score += t.level.Weights.UrgentReach * t.urgency
	}
	return score
}

// flankGround is what standing at b is worth to shooter u for the enemy
// it would have in its sights from that enemy's blind side (KG-TAC-01):
// such a shot wounds at −2 and ignores armour that guards only the front
// (KG-RC-13), and the enemy must turn to answer it. The level's flank
// weight, once: one such enemy is enough.
func (a *Tactician) flankGround(t *table, u *orders.Unit, b geom.Base) float64 {
	w := a.Level.Weights.Flank
	if w == 0 || u.F.Ranged == nil || u.F.RangedBroken {
		return 0
	}
	half := geom.HalfArc(t.v.Options().WideArc)
	for _, e := range t.enemies {
		if geom.Distance(b, e.Base) <= longRange(u) && geom.BlindSide(b, e.Base, half) && t.deck.Sight(b, e.Base, nil, -1, -1).InView {
			return w
		}
	}
	return 0
}

// walkField is the walking distance over d to model o (an objective, or
// an enemy a fighter goes for), kept while o stays in its cell and the
// deck is unchanged (a flood or a door changes it).
func (a *Tactician) walkField(d *deck.Deck, o *orders.Unit) *walkField {
	f := a.walks[o.ID]
	if f == nil || f.version != d.Version() || f.goal != cellOf(d, o.Base.Centre) {
		if a.steps.costs == nil || a.steps.version != d.Version() || len(a.steps.costs) != d.W*d.H {
			a.steps = stepCache{d.Version(), stepCosts(d)}
		}
		f = walkFieldOver(a.steps.costs, d, o.Base.Centre)
		a.walks[o.ID] = f
	}
	return f
}

// stepCache is the step costs of the deck at one version (stepCosts),
// which every walking field over it shares.
type stepCache struct {
	version uint64
	costs   []float32
}

// shotTypes is the shots the level considers.
func (a *Tactician) shotTypes() []combat.Shot {
	if a.Level.ShotTypes {
		return []combat.Shot{combat.Standard, combat.Aimed, combat.Snap}
	}
	return []combat.Shot{combat.Standard}
}
