package battle

import (
	"fmt"
	"hash/fnv"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/words"
)

// Feedback on the board: what the dice did, shown where it happened. The
// match's logged events come in (observe); short-lived effects with their
// lifetimes, in real seconds of the screen, come out, and death marks that
// stay for the whole match. It is draw-only state: nothing here reaches
// the match.

// fxKind is what an effect shows.
type fxKind int

const (
	fxTracer  fxKind = iota // a shot's line from the shooter to the target
	fxHit                   // a hit mark at the target
	fxMiss                  // a miss mark at the target
	fxDice                  // the dice of a roll, popped up over a model
	fxWound                 // a wound flash on the wounded model
	fxMuzzle                // a muzzle flash at the shooter, towards the target
	fxGrenade               // a grenade in flight, from the thrower to where it lands
	fxBlast                 // a blast's flash swelling where it landed
)

// Lifetimes of the effects, in real seconds; a muzzle flash's, a
// grenade's flight and a blast's are game seconds, played faster at a
// faster speed (feedback.rate).
var fxLife = map[fxKind]float64{fxTracer: 0.8, fxHit: 1.8, fxMiss: 1.8, fxDice: 2.8, fxWound: 1.0,
	fxMuzzle: 0.2, fxGrenade: 0.5, fxBlast: 0.7}

// gameTimed are the effects timed in game seconds.
var gameTimed = map[fxKind]bool{fxMuzzle: true, fxGrenade: true, fxBlast: true}

// Death marks fade from full to deathFloor over deathFade seconds, and
// stay at deathFloor for the rest of the match.
const (
	deathFade  = 45.0
	deathFloor = 0.55
)

// maxDiceShown is how many dice a pop-up draws before "+N".
const maxDiceShown = 8

// At most maxStack dice pop-ups stand over one model, and maxPopups on
// the whole board: a new one pushes the oldest out, so a burst of rolls
// (a break test, a burst of fire) never piles up into a mush.
const (
	maxStack  = 2
	maxPopups = 6
)

// effect is one short-lived mark on the board.
type effect struct {
	kind     fxKind
	from, at geom.Vec // from: a tracer's start; at: where it is drawn
	anchor   string   // the model it is drawn over
	born     float64
	side     int       // a tracer's: the shooter's side, its colour; −1 if none
	roll     *diceShow // fxDice: what to draw
	wounds   int       // fxWound: how many
	life     float64   // its lifetime, real seconds; 0: fxLife's
	radius   float64   // fxBlast: its template's, inches
}

// diceShow is a roll as a pop-up draws it: every step from the dice to
// what came of them, so the pop-up explains itself.
type diceShow struct {
	label   string  // "to hit 5+", "Willpower 4+"
	how     string  // what a TN above 6 asks of one die: "8+: a 6, then 4+"; "" up to 6
	chains  [][]int // each die as rolled: its face, then the re-rolls its sixes earned
	lit     []bool  // by die: it counts (kept), or it is a failed roll's nearest die
	passed  []bool  // by die: it reached the TN (a passing die not kept is ringed, not lit)
	success bool    // the roll passed: lit dice in the pass colour, else the fail colour
	outcome string  // "2 hits", "miss", "pass"; "" for a die read as it falls
	kind    combat.RollKind
	by      string   // the roller
	crit    bool     // a wound roll after a critical pass to hit: its wounds are doubled
	steps   []string // what came after the roll: "×2 critical: 2 wounds", "removed"
	settled bool     // a wound roll whose wounds have been dealt
}

// deathMark is where a model was removed, its body lying there; it never
// leaves the board.
type deathMark struct {
	unit string
	at   geom.Vec
	side int
	born float64
	fall float64 // the way its body fell, radians
}

// age is how far e is through its life, 0 to 1; above 1 it has ended.
func (e effect) age(now float64) float64 { return (now - e.born) / e.lifetime() }

// lifetime is how long e lasts, in real seconds.
func (e effect) lifetime() float64 {
	if e.life > 0 {
		return e.life
	}
	return fxLife[e.kind]
}

// alpha is how opaque the death mark is at now: full, fading to
// deathFloor, and never less.
func (d deathMark) alpha(now float64) float64 {
	return max(deathFloor, 1-(now-d.born)/deathFade*(1-deathFloor))
}

// feedback turns the match's events into effects.
type feedback struct {
	effects []effect
	deaths  []deathMark
	// aim is what each unit's pending attack targets, by unit id: read
	// from the running combos before the tick (aimFrom), and from the
	// declarations of the tick itself and the shots modules' events fire
	// (facet.Aims).
	aim map[string]string
	// mode is how a die is judged against a TN above 6, as the match
	// plays it: the pop-ups say what such a TN asks of a die.
	mode dice.Mode
	// crit is, by roller, whether its last roll to hit was a critical
	// pass: the wound roll after it deals double (KG-DICE-09).
	crit map[string]bool
	// rate is the game's speed, game seconds a real second (0: 1): the
	// effects timed in game seconds last the less the faster it runs.
	rate float64
}

// timed is an effect of kind at, born at now, its life set by the game's
// speed if it is timed in game seconds.
func (f *feedback) timed(kind fxKind, now float64) effect {
	e := effect{kind: kind, born: now, side: -1}
	if gameTimed[kind] && f.rate > 0 {
		e.life = fxLife[kind] / f.rate
	}
	return e
}

// lob turns a grenade come down into its flight from the thrower (when
// the screen shows where the thrower stands) and then its blast, diameter
// inches across, at where it landed. It returns when the blast bursts,
// in real seconds.
func (f *feedback) lob(now float64, by string, at geom.Vec, diameter float64, where fxWorld) (bursts float64) {
	blastAt := now
	if from, side, ok := where(by); ok {
		g := f.timed(fxGrenade, now)
		g.from, g.at, g.anchor, g.side = from, at, by, side
		f.effects = append(f.effects, g)
		blastAt = now + g.lifetime() // it bursts as it lands
	}
	bl := f.timed(fxBlast, blastAt)
	bl.at, bl.radius = at, diameter/2
	f.effects = append(f.effects, bl)
	return blastAt
}

// fxWorld is what feedback reads of the match: where a model stands and
// its side (−1 for an objective); ok is false for no such model.
type fxWorld func(id string) (at geom.Vec, side int, ok bool)

// aimFrom notes the target of each unit's pending attack in the running
// combos of v, replacing what was noted before: the tick to come resolves
// them.
func (f *feedback) aimFrom(v match.View) {
	clear(f.aim)
	for _, s := range v.Sides() {
		for _, o := range v.Running(s.ID) {
			if o.Target == "" {
				continue
			}
			if u, ok := v.Unit(o.Unit); ok {
				if _, seen := f.aim[u.ID]; !seen {
					f.noteAim(u.ID, o.Target)
				}
			}
		}
	}
}

// noteAim notes that unit's attack targets target.
func (f *feedback) noteAim(unit, target string) {
	if f.aim == nil {
		f.aim = map[string]string{}
	}
	f.aim[unit] = target
}

// observe turns one logged event into effects, at now.
func (f *feedback) observe(now float64, e match.Entry, where fxWorld) {
	switch ev := e.Event.(type) {
	case orders.Declared:
		// A reaction is declared and shot in the same tick: read its
		// target from the declaration's text (docs/orders.md).
		for _, step := range ev.Steps {
			unit, target := stepTarget(step)
			if unit == "" || target == "" {
				continue
			}
			if !strings.Contains(unit, ".") {
				unit = ev.Side + "." + unit
			}
			if _, seen := f.aim[unit]; !seen {
				f.noteAim(unit, target)
			}
		}
	case combat.Roll:
		f.roll(now, ev, where)
	case combat.Wounded:
		f.dealt(ev)
		at, side, ok := where(ev.Unit)
		if !ok {
			return
		}
		f.effects = append(f.effects, effect{kind: fxWound, at: at, anchor: ev.Unit, born: now, wounds: ev.Wounds})
		if ev.Removed {
			f.deaths = append(f.deaths, deathMark{unit: ev.Unit, at: at, side: side, born: now, fall: f.fall(ev.Unit)})
		}
	}
}

// remember notes the death marks of entries from before the screen
// opened (a save resumed), already faded: a model that died before stays
// marked, and no old roll pops up.
func (f *feedback) remember(entries []match.Entry, where fxWorld) {
	for _, e := range entries {
		if w, ok := e.Event.(combat.Wounded); ok && w.Removed {
			if at, side, ok := where(w.Unit); ok {
				f.deaths = append(f.deaths, deathMark{unit: w.Unit, at: at, side: side, born: -deathFade, fall: f.fall(w.Unit)})
			}
		}
	}
}

// fall is the way unit's body falls: away from the last shot traced at
// it, else a way of its own (read from its id, so a replay shows the
// same).
func (f *feedback) fall(unit string) float64 {
	for i := len(f.effects) - 1; i >= 0; i-- {
		if e := f.effects[i]; e.kind == fxTracer && e.anchor == unit {
			return e.from.Bearing(e.at)
		}
	}
	h := fnv.New32a()
	h.Write([]byte(unit))
	return float64(h.Sum32()%360) * math.Pi / 180
}

// stepTarget reads the acting unit and the target of one step written in
// the orders format: "u shoot t standard", "u react shoot t snap",
// "u charge t kick"; "" for a step that attacks no one.
func stepTarget(step string) (unit, target string) {
	f := strings.Fields(step)
	for i := 1; i+1 < len(f); i++ {
		switch orders.Verb(f[i]) {
		case orders.Shoot, orders.Charge, orders.Attack:
			return f[0], f[i+1]
		}
	}
	return "", ""
}

// roll turns a roll into its dice pop-up; an attack's roll to hit also
// into a hit or miss mark at the target and, for a shot, a tracer.
func (f *feedback) roll(now float64, r combat.Roll, where fxWorld) {
	if len(r.Dice) == 0 || r.RuleID == combat.MeleePickRule { // which model of a melee a shot lands on: the log says
		return
	}
	// A roller out of sight (the fog of war) shows its dice over its
	// target, with no tracer from where it stands.
	by, bySide, seen := where(r.By)
	anchor, at, placed := r.By, by, seen
	attack := (r.Kind == combat.HitRoll || r.Kind == combat.WoundRoll) && r.Arm != combat.NoArm
	if target, aimed := f.aim[r.By]; attack && aimed {
		if t, _, ok := where(target); ok {
			anchor, at, placed = target, t, true
			if r.Kind == combat.HitRoll {
				if r.Arm == combat.Gun && seen { // a shot, not a blow nor a lobbed grenade
					f.effects = append(f.effects, effect{kind: fxTracer, from: by, at: t, anchor: target, born: now, side: bySide})
					m := f.timed(fxMuzzle, now)
					m.from, m.at, m.anchor, m.side = by, t, r.By, bySide
					f.effects = append(f.effects, m)
				}
				k := fxMiss
				if r.Success {
					k = fxHit
				}
				f.effects = append(f.effects, effect{kind: k, at: t, anchor: target, born: now})
			}
		}
	}
	if r.Kind == combat.HitRoll {
		if f.crit == nil {
			f.crit = map[string]bool{}
		}
		f.crit[r.By] = r.CriticalPass
	}
	if !placed {
		return
	}
	show := f.show(r)
	f.dropDice(anchor, maxStack-1)
	f.dropDice("", maxPopups-1)
	f.effects = append(f.effects, effect{kind: fxDice, at: at, anchor: anchor, born: now, roll: show})
}

// show is what r's pop-up draws: its dice as rolled, the ones that count
// lit (on a failed roll, the die that came nearest), what its TN asks of
// a die and what came of it.
func (f *feedback) show(r combat.Roll) *diceShow {
	show := &diceShow{label: rollLabel(r), how: tnHow(r.TN, f.mode), success: r.Success, outcome: rollOutcome(r),
		kind: r.Kind, by: r.By, crit: r.Kind == combat.WoundRoll && f.crit[r.By]}
	for i, c := range r.Dice {
		show.chains = append(show.chains, slices.Clone(c))
		show.lit = append(show.lit, slices.Contains(r.Kept, i))
		show.passed = append(show.passed, i < len(r.Passed) && r.Passed[i])
	}
	if len(r.Kept) == 0 && r.TN > 0 && !r.Success {
		show.lit[nearest(r.Dice, f.mode)] = true
	}
	return show
}

// nearest is the die of a failed roll that came nearest its TN: under
// the 7+ table the die with the longest run of sixes, then the highest
// total; the first of equals.
func nearest(chains []dice.Chain, m dice.Mode) int {
	best := 0
	better := func(a, b dice.Chain) bool {
		if m == dice.Table && a.Sixes() != b.Sixes() {
			return a.Sixes() > b.Sixes()
		}
		return a.Total() > b.Total()
	}
	for i, c := range chains {
		if better(c, chains[best]) {
			best = i
		}
	}
	return best
}

// tnHow says what a TN above 6 asks of one die: under the 7+ table a
// run of sixes and then a re-roll of at least so much (KG-DICE-05), under
// sum7plus the die's sixes and re-rolls added up; "" for a TN up to 6,
// which a die's face reaches or not.
func tnHow(tn int, m dice.Mode) string {
	if tn <= 6 {
		return ""
	}
	if m != dice.Table {
		return fmt.Sprintf("%d+: a 6 and its re-rolls added up", tn)
	}
	sixes, last := dice.TableSteps(tn)
	run := "a 6"
	if sixes > 1 {
		run = fmt.Sprintf("%d 6s in a row", sixes)
	}
	return fmt.Sprintf("%d+: %s, then %d+", tn, run, last)
}

// rollOutcome is what a roll came to, in a word or two as the pop-up
// writes it after its label; "" for a die read as it falls.
func rollOutcome(r combat.Roll) string {
	k, passed := len(r.Kept), 0
	for _, p := range r.Passed {
		if p {
			passed++
		}
	}
	var out string
	switch {
	case r.Kind == combat.CheckRoll || (len(r.Passed) == 0 && r.TN > 0):
		if r.Success {
			return "pass"
		}
		return "fail"
	case len(r.Passed) == 0:
		return ""
	case r.Kind == combat.HitRoll:
		out = words.Count(k, "hit", "hits")
		if k == 0 {
			out = "miss"
		}
	case r.Kind == combat.WoundRoll:
		out = words.Count(k, "wound", "wounds")
		if k == 0 {
			out = "no wound"
		}
	case r.Kind == combat.AvoidRoll:
		out = fmt.Sprintf("%d avoided", k)
		if k == 0 {
			out = "none avoided"
		}
	default:
		out = fmt.Sprintf("%d kept", k)
	}
	if passed > k { // dice that reached the TN and did not count: the keep stopped them
		out += fmt.Sprintf(" (%d passed, keep %d)", passed, r.Keep)
	}
	return out
}

// dealt writes what came of the newest wound roll over the wounded model
// into its pop-up: its wounds doubled by a critical pass, fewer taken than
// rolled, the model removed or down, so the pop-up goes from the dice to
// the model's fate with no step left out.
func (f *feedback) dealt(w combat.Wounded) {
	for i := len(f.effects) - 1; i >= 0; i-- {
		e := f.effects[i]
		if e.kind != fxDice || e.anchor != w.Unit || e.roll.kind != combat.WoundRoll || e.roll.settled {
			continue
		}
		show := e.roll
		show.settled = true
		rolled := 0
		for _, l := range show.lit {
			if l && show.success {
				rolled++
			}
		}
		if show.crit {
			show.steps = append(show.steps, "×2 critical hit")
		}
		if w.Wounds != rolled || show.crit {
			show.steps = append(show.steps, "takes "+strconv.Itoa(w.Wounds))
		}
		switch {
		case w.Removed:
			show.steps = append(show.steps, "removed")
		case w.Downed:
			show.steps = append(show.steps, "down")
		}
		return
	}
}

// dropDice drops the oldest dice pop-ups over anchor ("" for any) until
// at most keep are left.
func (f *feedback) dropDice(anchor string, keep int) {
	n := 0
	for _, e := range f.effects {
		if e.kind == fxDice && (anchor == "" || e.anchor == anchor) {
			n++
		}
	}
	kept := f.effects[:0]
	for _, e := range f.effects {
		if e.kind == fxDice && (anchor == "" || e.anchor == anchor) && n > keep {
			n--
			continue
		}
		kept = append(kept, e)
	}
	f.effects = kept
}

// rollLabel names a roll for its pop-up: its purpose, with its target
// number when it has one.
func rollLabel(r combat.Roll) string {
	label := r.Purpose
	if r.Attacks > 1 { // "to hit 1/2", not "to hit (attack 1 of 2)": short enough over a model
		label = fmt.Sprintf("to hit %d/%d", r.Attack, r.Attacks)
	}
	switch {
	case r.TN == 1 || r.TN < 1 && len(r.Passed) > 0:
		label += " 2+" // a 1 never passes: a TN of 1 or less is the 2+ the log writes (GAP-13)
	case r.TN > 0:
		label += " " + strconv.Itoa(r.TN) + "+"
	}
	return label
}

// expire forgets the effects whose life has ended; death marks stay.
func (f *feedback) expire(now float64) {
	kept := f.effects[:0]
	for _, e := range f.effects {
		if e.age(now) < 1 {
			kept = append(kept, e)
		}
	}
	f.effects = kept
}
