package combat

import (
	"fmt"
	"math"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
)

// Blast weapons (XS-01, from SW-BLAST-01..03 and KG-EXPL-01..03): a
// grenade is thrown at a model or at a point of the deck, rolls to hit as
// a shot does, and comes down under a round template: on the point aimed
// at when a hit is kept, scattered from it otherwise. Every model under
// the template is touched.

// Point is a point of the deck, in inches.
type Point struct{ X, Y float64 }

// Touched is a model under a blast's template.
type Touched struct {
	F *Fighter
	// BlindSide: the blast's centre is outside the model's front arc, so
	// its wound die is rolled as from the blind side (KG-RC-06).
	BlindSide bool
}

// Blast is a declared blast attack (XS-01).
type Blast struct {
	Thrower *Fighter
	Weapon  *content.RangedWeapon // with a Template diameter
	// Target is the model aimed at, nil when a point is: it takes the kept
	// hits as a normal shot.
	Target *Fighter
	// Situation is the throw's: distance to the target or point, arc,
	// sight, darkness, and for a model its cover and sprint.
	Situation
	Aim     Point // the point aimed at: the target's centre, or the point
	From    Point // where the thrower stands: a critical fail lands there
	Scatter content.BlastData
	// Under is what a template of the weapon's diameter centred on c
	// touches, in table order, and whether c is in a (W) area. It is
	// asked once, where the blast lands (BlastOddsOf asks at every
	// landing the dice allow); the slice it returns is read before it is
	// asked again, so it may reuse one.
	Under func(c Point) (touched []Touched, weak bool)
}

// pointTarget stands for a point of the deck aimed at: no Speed, cover
// or sprint to make it harder to hit, so the to-hit roll is at the base
// TN 5 and the shot's other modifiers (XS-01, docs/modules.md).
func pointTarget(at Point) *Fighter {
	return &Fighter{ID: fmt.Sprintf("the point (%g, %g)", at.X, at.Y), WoundCapacity: 1, Inanimate: true}
}

// Attack is the blast's to-hit roll as a ranged attack with its weapon:
// at a model, RangedOdds of it are the target's odds when it is hit.
func (b Blast) Attack() RangedAttack {
	t := b.Target
	if t == nil {
		t = pointTarget(b.Aim)
	}
	return RangedAttack{Shooter: b.Thrower, Target: t, Shot: Standard, Situation: b.Situation, Fired: b.Weapon}
}

// Plan checks the throw is legal and works out its to-hit roll: the
// weapon's, at the target's range band (long_per_strength for a thrown
// weapon, GAP-03).
func (b Blast) Plan() (RangedPlan, error) {
	if b.Weapon == nil || b.Weapon.Template <= 0 {
		return RangedPlan{}, refuse("XS-01", "%s has no blast weapon", b.Thrower.ID)
	}
	return b.Attack().Plan()
}

// BlastResult is a resolved blast.
type BlastResult struct {
	Plan RangedPlan
	Outcome
	Landed    Point   // the template's centre
	Scattered float64 // inches from the point aimed at; 0 on target
	Hits      int     // kept hits on the target
}

// ResolveBlast resolves a blast (XS-01): the to-hit roll; on a kept hit the
// template is centred on the point aimed at, on a miss it scatters (the
// scatter dice in inches, at most the share of the distance the data
// says, in one of 36 directions rolled on 2D6), on a critical fail it
// comes down on the thrower (KG-DICE-08). The target, when hit, takes its
// kept hits as a normal shot (KG-RC-13); every other model under the
// template rolls one wound die, its blind side judged from the centre and
// no cover (XS-01); every model under it then tests for pinning as if hit
// (KG-PSY-01), and a centre in a (W) area damages the floor
// (KG-EXPL-01). The fighters it is given are not changed.
func ResolveBlast(b Blast, src dice.Source, opts Options) (BlastResult, error) {
	p, err := b.Plan()
	if err != nil {
		return BlastResult{}, err
	}
	r := &Resolver{src: src, opts: opts}
	res := BlastResult{Plan: p}
	thrower := r.Own(b.Thrower)
	if p.OutOfRange {
		r.Add(Note{RuleID: "KG-RC-11", Text: fmt.Sprintf("the %s falls short of %s, %.1f\" away: a dud", b.Weapon.Name, b.Attack().Target.ID, b.Distance)})
		res.Outcome = r.Outcome()
		return res, nil
	}
	hit, err := r.Attack("XS-01", "to hit", Lobbed, p.Weapon.Name, thrower, p.Dice, p.TN, p.Keep, p.HitMods)
	if err != nil {
		return BlastResult{}, err
	}
	res.Hits, res.Landed = len(hit.Kept), b.Aim
	switch {
	case hit.CriticalFail:
		res.Hits, res.Landed = 0, b.From
		res.Scattered = math.Hypot(b.From.X-b.Aim.X, b.From.Y-b.Aim.Y)
		r.Add(Note{RuleID: "KG-DICE-08", Text: fmt.Sprintf("a critical fail: the %s comes down at %s's feet", b.Weapon.Name, thrower.ID)})
	case res.Hits == 0:
		if res.Landed, res.Scattered, err = r.scatter(b, thrower); err != nil {
			return BlastResult{}, err
		}
	}
	touched, weak := b.Under(res.Landed)
	landed := BlastLanded{RuleID: "XS-01", By: thrower.ID, Weapon: b.Weapon.Name, X: res.Landed.X, Y: res.Landed.Y, AimX: b.Aim.X, AimY: b.Aim.Y,
		Diameter: b.Weapon.Template, Scattered: res.Scattered, Touched: []string{}}
	for _, t := range touched {
		landed.Touched = append(landed.Touched, t.F.ID)
	}
	r.Add(landed)
	if err := r.blastWounds(b, p, hit, res.Hits, touched); err != nil {
		return BlastResult{}, err
	}
	for _, t := range touched {
		if err := r.PinOnHit(r.Own(t.F), 1); err != nil {
			return BlastResult{}, err
		}
	}
	if weak {
		r.Add(FloorDamaged{RuleID: "KG-EXPL-01", X: res.Landed.X, Y: res.Landed.Y, Diameter: b.Weapon.Template})
	}
	res.Outcome = r.Outcome()
	return res, nil
}

// scatter rolls where a missed blast comes down: the scatter dice in
// inches, capped at the data's share of the distance to the point aimed
// at, in the direction two D6 give: (first − 1) × 6 + (second − 1) tens
// of degrees, 0° along +x and 90° down the deck, as units face.
func (r *Resolver) scatter(b Blast, by *Fighter) (Point, float64, error) {
	dist := 0.0
	for range b.Scatter.ScatterDice {
		d, err := r.D6("XS-01", "scatter: inches", by)
		if err != nil {
			return Point{}, 0, err
		}
		dist += float64(d)
	}
	dist = math.Min(dist, b.Scatter.ScatterMaxShare*b.Distance)
	tens, sixes := 0, 0
	var err error
	if sixes, err = r.D6("XS-01", "scatter: direction (sixes of 60°)", by); err != nil {
		return Point{}, 0, err
	}
	if tens, err = r.D6("XS-01", "scatter: direction (tens of degrees)", by); err != nil {
		return Point{}, 0, err
	}
	deg := float64((sixes-1)*6+tens-1) * 10
	rad := deg * math.Pi / 180
	at := Point{X: b.Aim.X + dist*math.Cos(rad), Y: b.Aim.Y + dist*math.Sin(rad)}
	r.Add(Note{RuleID: "XS-01", Text: fmt.Sprintf("the %s misses and scatters %.1f\" at %g°", b.Weapon.Name, dist, deg)})
	return at, dist, nil
}

// blastWounds deals the blast's wounds: the target's kept hits as a
// normal shot when it is under the template, one wound die for every
// other model under it. A friend wounded is damage by its own side
// (KG-AP-06, as GAP-15).
func (r *Resolver) blastWounds(b Blast, p RangedPlan, hit dice.SuccessResult, hits int, touched []Touched) error {
	for _, t := range touched {
		f := r.Own(t.F)
		if !f.Alive() {
			continue
		}
		before := f.Wounds
		if hits > 0 && b.Target != nil && t.F == b.Target {
			w, err := r.Hurt("KG-RC-13", "to wound", Lobbed, p.Weapon.Name, b.Thrower, hits, p.WoundTN, hits, p.WoundMods)
			if err != nil {
				return err
			}
			wounds := min(len(w.Kept), p.MaxWounds)
			if hit.CriticalPass {
				wounds *= 2 // KG-DICE-09: after the c cap (RULINGS §5)
			}
			r.Wound("KG-RC-13", f, wounds)
		} else {
			tn, mods := WoundTN(f, b.Weapon, t.BlindSide)
			w, err := r.Pool("XS-01", "blast: to wound", WoundRoll, b.Thrower, 1, tn, 1, mods)
			if err != nil {
				return err
			}
			r.Wound("XS-01", f, len(w.Kept))
		}
		if f.Wounds > before && f.Side != "" && f.Side == b.Thrower.Side {
			r.Add(SideEffect{RuleID: "KG-AP-06", Unit: f.ID, What: "damaged by its own side (caught in a blast)", Setback: FriendlyDamage})
		}
	}
	return nil
}
