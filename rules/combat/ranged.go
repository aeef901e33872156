package combat

import (
	"fmt"
	"math"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
)

// Ranged combat (KG-RC).

// MeleePickRule is the rule of the die that picks which model of a melee
// a shot into it lands on (GAP-14): the log says which, and the screen
// shows no dice for it.
const MeleePickRule = "GAP-14"

// Shot is a type of ranged attack (KG-RC-07, KG-RC-12).
type Shot int

// The four shot types.
const (
	Standard    Shot = iota // no modifier
	Snap                    // −2 RC, two attacks
	Aimed                   // +2 RC, +2 AP
	Suppressive             // +2 RC, no wound roll but on a critical
)

var shotNames = [...]string{"standard shot", "snap shot", "aimed shot", "suppressive fire"}

// String names the shot type.
func (s Shot) String() string {
	if int(s) < len(shotNames) {
		return shotNames[s]
	}
	return fmt.Sprintf("shot type %d", int(s))
}

// Cost is the shot's AP cost (GAP-09, RULINGS §4): 2, or 4 aimed.
func (s Shot) Cost() int {
	if s == Aimed {
		return 4
	}
	return 2
}

// maxPenalty bounds the long-range penalty so a wild distance cannot
// overflow an int; any weapon is long out of range by then.
const maxPenalty = 1e6

// Situation is everything about an attack that the map decides. The
// geometry code fills it; combat only reads it.
type Situation struct {
	Distance    float64 // inches between the bases' closest points (RULINGS §8)
	InArc       bool    // the target is inside the attacker's 90° front arc (KG-RC-05)
	InView      bool    // the attacker has clear view of the target (KG-RC-05)
	BlindSide   bool    // the attacker is outside the target's front arc (KG-RC-06)
	Cover       bool    // the target is at least half hidden (KG-RC-10)
	Dark        bool    // a dark scenario (KG-SCN-02)
	TargetRan   bool    // the target ran this AP round: sprinting (KG-RC-10)
	Engaged     bool    // the attacker is in base contact with an enemy (GAP-14)
	WeakArea    bool    // the target stands in a (W) area (KG-EXPL-01)
	Shooters    int     // units firing at the target in the current chain, this one included (KG-PSY-01)
	PriorMisses int     // different units that shot at it and missed just before, in a row (KG-PSY-02)

	// Arc is the attacker's weapon's own fire arc in degrees, when a rule
	// gives the weapon one (SW-ARC-01): InArc is then judged by it. 0: the
	// front arc of KG-RC-05.
	Arc float64
	// OutOfArc is that rule's refusal of attack a, whose target is
	// outside the weapon's own arc (InArc false), firing weapon fired:
	// Plan refuses with it where it judges the arc. nil: the front arc's
	// refusal (KG-RC-05).
	OutOfArc func(a RangedAttack, fired *content.RangedWeapon) error
}

// Band is a range band (KG-RC-11).
type Band int

// Range bands.
const (
	ShortRange  Band = iota // at or under SR: +2 RC
	MediumRange             // between: no modifier
	LongRange               // at or over LR: −p to a, +p to the TN
)

var bandNames = [...]string{"short range", "medium range", "long range"}

// String names the band.
func (b Band) String() string {
	if b >= 0 && int(b) < len(bandNames) {
		return bandNames[b]
	}
	return fmt.Sprintf("band %d", int(b))
}

// RangedAttack is a declared ranged attack with the shooter's own weapon.
type RangedAttack struct {
	Shooter, Target *Fighter
	Shot            Shot
	Situation
	// Melee holds the models in base contact with the target, friend or
	// foe: the shot lands on one of them or the target, picked at random
	// (GAP-14), which may be friendly fire (GAP-15).
	Melee []*Fighter
	// Fired is the weapon fired when it is not the shooter's own ranged
	// weapon (a weapon thrown or fired by a rule module's order, a weapon
	// fired at half its keep); nil: its own.
	Fired *content.RangedWeapon
	// Volley is how many weapons fire together in the shot, each rolling
	// an attack of its own at the target, as a rule module's shot rule
	// says; 0 or 1: one.
	Volley int
	// Mods are a rule module's own modifiers on the to-hit roll, on
	// "dice" or "TN".
	Mods []Modifier
	// Refusal is a rule's refusal of the shot, set by a rule module's
	// shot rule: Plan refuses with it once the shooter is known to carry
	// a working weapon. nil: none.
	Refusal error
	// WoundMods are a rule module's own modifiers on the wound TN (cover
	// that stops a shot as armour does, an energy field, a point-blank
	// shot). They describe the target: a shot that lands on another
	// model of its melee (GAP-14) leaves them out.
	WoundMods []Modifier
	// WoundFactor multiplies each attack's wounds after the c cap, as a
	// critical does (a called head shot, XS-10); 0 or 1: once.
	WoundFactor int
	// LongScale scales the fired weapon's long range LR (a scope on an
	// aimed shot, XS-17); 0 or 1: as the weapon reads.
	LongScale float64
	// PenaltyCut lowers the long-range penalty p, never below 0 (a braced
	// aimed shot, XS-06); the shot stays at long range.
	PenaltyCut int
	// PinMods are a rule module's modifiers on the TN of the pinning test
	// the shot makes its target take (KG-PSY-01/02; a tactics card's Pin
	// them!, XS-08).
	PinMods []Modifier
}

// RangedPlan is what a ranged attack will roll, worked out before any die:
// the client shows it, the odds use it, the resolution rolls it.
type RangedPlan struct {
	Weapon     *content.RangedWeapon
	Band       Band
	Penalty    int  // long-range penalty p (KG-RC-11)
	OutOfRange bool // a − p ≤ 0: the AP are spent for nothing
	Attacks    int  // 2 for a snap shot
	Dice       int  // to-hit dice per attack
	Keep       int  // most hits kept per attack (a − p)
	TN         int  // to-hit target number
	HitMods    []Modifier
	WoundTN    int // TN per wound die
	WoundMods  []Modifier
	MaxWounds  int  // c, per attack
	WoundRolls bool // false for suppressive fire: wounds only on a critical
	// WoundFactor multiplies an attack's wounds after the c cap (a rule
	// module's, RangedAttack.WoundFactor); at least 1.
	WoundFactor int
}

// Plan checks the attack is legal and works out its numbers.
func (a RangedAttack) Plan() (RangedPlan, error) {
	s, t := a.Shooter, a.Target
	w := s.rangedWeapon()
	if a.Fired != nil {
		w = a.Fired
	}
	switch {
	case !s.Alive():
		return RangedPlan{}, refuse("KG-STAT-06", "%s has been removed", s.ID)
	case !t.Present():
		return RangedPlan{}, refuse("KG-STAT-06", "%s has been removed", t.ID)
	case s.Stats.RC.IsX():
		return RangedPlan{}, refuse("KG-STAT-02", "%s has RC X and can never make ranged attacks", s.ID)
	case w == nil:
		return RangedPlan{}, refuse("KG-RC-02", "%s carries no working ranged weapon", s.ID)
	case w.Stats.Keep < 1 || w.Stats.MaxWounds < 1:
		return RangedPlan{}, refuse("KG-RC-02", "the %s has no usable aKbSc (%v)", w.Name, w.Stats)
	case a.Refusal != nil:
		return RangedPlan{}, a.Refusal
	case w.Has(content.TagThrown) && a.Fired == nil: // a rule module's order may throw it
		return RangedPlan{}, refuse("GAP-07", "%s is a thrown weapon: it is thrown, not shot", w.Name)
	case w.Template > 0 && a.Fired == nil: // a rule module's order may fire it under its template
		return RangedPlan{}, refuse("KG-EXPL-03", "the %s fires blast shells under a template: it is not shot", w.Name)
	case a.Shot < Standard || a.Shot > Suppressive:
		return RangedPlan{}, refuse("KG-RC-07", "unknown shot type %d", int(a.Shot))
	case a.Shot == Suppressive && !w.Has(content.TagSuppressive):
		return RangedPlan{}, refuse("KG-RC-12", "the %s cannot fire suppressively (only automatic weapons and sniper rifles)", w.Name)
	case s.Prone:
		return RangedPlan{}, refuse("GAP-16", "%s is prone and must stand up first", s.ID)
	case a.Engaged:
		return RangedPlan{}, refuse(EngagedRule, "%s is in base contact with an enemy; only a point-blank shot is possible", s.ID)
	case !a.InArc && a.OutOfArc != nil:
		return RangedPlan{}, a.OutOfArc(a, w)
	case !a.InArc:
		return RangedPlan{}, refuse(SightRule, "%s is outside %s's 90° front arc", t.ID, s.ID)
	case !a.InView:
		return RangedPlan{}, refuse(SightRule, "%s has no clear view of %s", s.ID, t.ID)
	case a.Distance < 0 || math.IsNaN(a.Distance):
		return RangedPlan{}, refuse("KG-RC-11", "distance %v is not a distance", a.Distance)
	}

	p := RangedPlan{Weapon: w, Attacks: 1, WoundRolls: a.Shot != Suppressive, MaxWounds: w.Stats.MaxWounds, WoundFactor: max(a.WoundFactor, 1)}
	dice := []Modifier{}
	switch a.Shot {
	case Snap:
		p.Attacks = 2
		dice = append(dice, Modifier{"KG-RC-07", "snap shot", "dice", -2})
	case Aimed:
		dice = append(dice, Modifier{"KG-RC-07", "aimed shot", "dice", 2})
	case Suppressive:
		dice = append(dice, Modifier{"KG-RC-12", "suppressive fire", "dice", 2})
	}
	if a.Volley > 1 {
		p.Attacks *= a.Volley
	}
	tn := []Modifier{}
	for _, m := range a.Mods {
		if m.On == OnTN {
			tn = append(tn, m)
		} else {
			dice = append(dice, m)
		}
	}
	p.Band, p.Penalty = a.bandOf(w)
	if p.Band == ShortRange {
		dice = append(dice, Modifier{"KG-RC-11", "short range", "dice", 2})
	}
	p.Keep = w.Stats.Keep - p.Penalty
	p.OutOfRange = p.Keep <= 0

	if p.Penalty > 0 {
		tn = append(tn, Modifier{"KG-RC-11", "long range", "TN", p.Penalty})
	}
	if a.Cover {
		tn = append(tn, Modifier{"KG-RC-10", "target in cover", "TN", 2})
	}
	if t.Stats.Speed.Dice() > 5 {
		tn = append(tn, Modifier{"KG-RC-10", "target's Speed over 5", "TN", 1})
	}
	if a.Dark {
		tn = append(tn, Modifier{"KG-SCN-02", "darkness", "TN", 2})
	}
	if a.TargetRan {
		tn = append(tn, Modifier{"KG-RC-10", "target sprinting", "TN", 1})
	}
	if s.Pin.ByHit {
		tn = append(tn, Modifier{"KG-PSY-01", "shooter pinned", "TN", 1})
	}
	p.Dice = max(s.Stats.RC.Dice()+sum(dice), 0)
	p.TN = 5 + sum(tn) // KG-RC-10: all to-hit rolls start at 5
	p.HitMods = append(dice, tn...)
	if p.Penalty > 0 {
		p.HitMods = append(p.HitMods, Modifier{"KG-RC-11", "long range", "keep", -p.Penalty})
	}
	p.WoundTN, p.WoundMods = WoundTN(t, w, a.BlindSide)
	p.WoundTN += sum(a.WoundMods)
	p.WoundMods = append(p.WoundMods, a.WoundMods...)
	return p, nil
}

// Band is the range band of the attack, with its long-range penalty p
// (KG-RC-11), as its plan will read them: with the weapon fired, and a
// rule module's LongScale and PenaltyCut. A shot rule that changes the
// attack by its band (a shotgun's spread, XS-17) reads it here.
func (a RangedAttack) Band() (Band, int) {
	w := a.Shooter.rangedWeapon()
	if a.Fired != nil {
		w = a.Fired
	}
	if w == nil {
		return MediumRange, 0
	}
	return a.bandOf(w)
}

// bandOf is Band for the weapon w fired.
func (a RangedAttack) bandOf(w *content.RangedWeapon) (Band, int) {
	scale := a.LongScale
	if scale <= 0 {
		scale = 1
	}
	b, p := rangeBand(a.Shooter, w, a.Distance, scale)
	return b, max(p-max(a.PenaltyCut, 0), 0)
}

// rangeBand is the band of a shot by s with w at distance, its long range
// scaled by scale, and its long-range penalty p (KG-RC-11).
func rangeBand(s *Fighter, w *content.RangedWeapon, distance, scale float64) (Band, int) {
	long := w.Long
	if w.LongPerStrength > 0 {
		long = float64(w.LongPerStrength * s.Stats.Strength.Dice())
	}
	long *= scale
	switch {
	case distance <= w.Short:
		return ShortRange, 0
	case distance >= long:
		// In floating point first, so a huge distance cannot overflow.
		return LongRange, int(math.Min(1+math.Floor(distance-long), maxPenalty))
	}
	return MediumRange, 0
}

// InRange reports whether a shot by f at distance inches (between the
// bases' closest points) would be in range: f has a working ranged weapon
// and would keep at least one die after the long-range penalty (KG-RC-11,
// whatever the shot type). Any shot it cannot make, its plan either
// refuses or marks OutOfRange; a caller weighing many targets can rule
// those out without working out sight.
func (f *Fighter) InRange(distance float64) bool {
	w := f.rangedWeapon()
	if w == nil {
		return false
	}
	_, penalty := rangeBand(f, w, distance, 1)
	return w.Stats.Keep-penalty > 0
}

// WoundTN is target Body + armour − b; from the blind side −2 more, and
// armour without rear protection counts for nothing (KG-RC-13, KG-RC-06,
// RULINGS §2).
func WoundTN(t *Fighter, w *content.RangedWeapon, blind bool) (int, []Modifier) {
	armour := t.ArmourValue()
	mods := []Modifier{{"KG-RC-13", "weapon strength b", "TN", -w.Stats.Strength}}
	if lost := t.breathLost(); lost > 0 {
		mods = append(mods, Modifier{"KG-MOVE-03", "target out of breath", "TN", -lost})
	}
	if armour > 0 {
		mods = append(mods, Modifier{"KG-RC-13", t.Armour.Name, "TN", armour})
	}
	if blind {
		mods = append(mods, Modifier{"KG-RC-06", "shot from the blind side", "TN", -2})
		if armour > 0 && !t.Armour.RearProtection {
			mods = append(mods, Modifier{"KG-RC-06", t.Armour.Name + " gives no rear protection", "TN", -armour})
		}
	}
	return t.Stats.Body.Dice() + sum(mods), mods
}

func sum(mods []Modifier) int {
	n := 0
	for _, m := range mods {
		n += m.Value
	}
	return n
}

// RangedResult is a resolved ranged attack.
type RangedResult struct {
	Plan RangedPlan
	Outcome
	AP     int    // paid, whatever happened (KG-RC-05: out of range still costs)
	Target string // the model the shot landed on: the target, or one in its melee (GAP-14)
	Hits   []int  // kept hits per attack made
	Wounds int    // wounds dealt to that model
}

// ResolveRanged resolves a ranged attack: to hit, to wound, criticals, the
// pinning test that follows, and a damaged-structure template when a heavy
// weapon fires into a (W) area. The fighters it is given are not changed:
// the result's Changes say how they now stand.
func ResolveRanged(a RangedAttack, src dice.Source, opts Options) (RangedResult, error) {
	p, err := a.Plan()
	if err != nil {
		return RangedResult{}, err
	}
	r := &Resolver{src: src, opts: opts}
	a.Shooter, a.Target = r.Own(a.Shooter), r.Own(a.Target)
	melee := make([]*Fighter, len(a.Melee))
	for i, f := range a.Melee {
		melee[i] = r.Own(f)
	}
	a.Melee = melee
	res := RangedResult{Plan: p, AP: a.Shot.Cost(), Target: a.Target.ID}
	if p.OutOfRange {
		// The shot falls short: nobody was shot at, so it is no miss for
		// KG-PSY-02 either (docs/rules.md).
		r.Add(Note{RuleID: "KG-RC-11", Text: fmt.Sprintf("%s at %.1f\" is out of range of the %s", a.Target.ID, a.Distance, p.Weapon.Name)})
		res.Outcome = r.Outcome()
		return res, nil
	}
	if len(a.Melee) > 0 {
		target, err := r.pickInMelee(a)
		if err != nil {
			return RangedResult{}, err
		}
		if target != a.Target {
			a.Target, res.Target = target, target.ID
			p.WoundTN, p.WoundMods = WoundTN(target, p.Weapon, a.BlindSide) // without a.WoundMods, which were the target's
			res.Plan = p
		}
	}
	hitAny := false
	for i := range p.Attacks {
		if !a.Target.Present() || !a.Shooter.Alive() {
			break
		}
		hits, err := r.rangedAttack(a, p, i)
		if err != nil {
			return RangedResult{}, err
		}
		res.Hits = append(res.Hits, hits)
		hitAny = hitAny || hits > 0
	}
	if a.WeakArea && p.Weapon.Has(content.TagHeavy) {
		r.Add(TemplatePlaced{RuleID: "KG-EXPL-01", At: a.Target.ID, Diameter: 2 * a.Target.BaseDiameter()})
	}
	if hitAny {
		err = r.PinOnHit(a.Target, a.Shooters, a.PinMods...)
	} else {
		err = r.PinOnMisses(a.Target, a.PriorMisses+1, a.PinMods...)
	}
	if err != nil {
		return RangedResult{}, err
	}
	for _, e := range r.events {
		if w, ok := e.(Wounded); ok && w.Unit == a.Target.ID {
			res.Wounds += w.Wounds
		}
	}
	if res.Wounds > 0 && a.Target.Side != "" && a.Target.Side == a.Shooter.Side {
		r.Add(SideEffect{RuleID: "KG-AP-06", Unit: a.Target.ID, What: "damaged by its own side (shot into a melee, GAP-15)", Setback: FriendlyDamage})
	}
	res.Outcome = r.Outcome()
	return res, nil
}

// pickInMelee picks the model a shot into a melee lands on: the target or
// one in base contact with it, each as likely (GAP-14). One d6 picks among
// up to six models, two (as base-6 digits) among up to 36, re-rolled when
// they point past the group.
func (r *Resolver) pickInMelee(a RangedAttack) (*Fighter, error) {
	group := append([]*Fighter{a.Target}, a.Melee...)
	group = group[:min(len(group), 36)]
	digits := 1
	if len(group) > 6 {
		digits = 2
	}
	for {
		pick := 0
		for range digits {
			d, err := r.D6(MeleePickRule, fmt.Sprintf("shot into a melee of %d: which model", len(group)), a.Shooter)
			if err != nil {
				return nil, err
			}
			pick = pick*6 + d - 1
		}
		if pick < len(group) {
			t := group[pick]
			if t != a.Target {
				r.Add(Note{RuleID: "GAP-14", Text: fmt.Sprintf("the shot at %s lands on %s", a.Target.ID, t.ID)})
			}
			return t, nil
		}
	}
}

// rangedAttack rolls one attack of a shot and returns its kept hits.
func (r *Resolver) rangedAttack(a RangedAttack, p RangedPlan, i int) (int, error) {
	purpose := "to hit"
	if p.Attacks > 1 {
		purpose = fmt.Sprintf("to hit (attack %d of %d)", i+1, p.Attacks)
	}
	hit, err := r.Attack("KG-RC-09", purpose, Gun, p.Weapon.Name, a.Shooter, p.Dice, p.TN, p.Keep, p.HitMods)
	if err != nil {
		return 0, err
	}
	if p.Attacks > 1 {
		r.Numbered(i, p.Attacks)
	}
	if hit.CriticalFail {
		// KG-DICE-08: the attack's damage lands on the shooter.
		own, ownMods := WoundTN(a.Shooter, p.Weapon, false)
		n := min(len(hit.Chains), p.Keep)
		w, err := r.Pool("KG-DICE-08", "critical fail: wounds on itself", WoundRoll, a.Shooter, n, own, n, ownMods)
		if err != nil {
			return 0, err
		}
		r.Wound("KG-DICE-08", a.Shooter, min(len(w.Kept), p.MaxWounds))
		r.Add(SideEffect{RuleID: "KG-AP-06", Unit: a.Shooter.ID, What: "damaged by its own side (critical fail)", Setback: FriendlyDamage})
		return 0, nil
	}
	hits := len(hit.Kept)
	if hits == 0 {
		return 0, nil
	}
	if !p.WoundRolls && !hit.CriticalPass {
		return hits, nil // KG-RC-12: suppressive hits only pin
	}
	w, err := r.Hurt("KG-RC-13", "to wound", Gun, p.Weapon.Name, a.Shooter, hits, p.WoundTN, hits, p.WoundMods)
	if err != nil {
		return 0, err
	}
	r.Against(a.Target)
	wounds := min(len(w.Kept), p.MaxWounds) * p.WoundFactor
	if hit.CriticalPass {
		wounds *= 2 // KG-DICE-09: after the c cap (RULINGS §5)
	}
	r.Wound("KG-RC-13", a.Target, wounds)
	return hits, nil
}
