package blast

import (
	"fmt"
	"math"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/refusal"
)

// The blast's rolls (XS-01, from SW-BLAST-01..03 and KG-EXPL-01..03),
// written with combat's resolution toolkit: a grenade is thrown at a model
// or at a point of the deck, rolls to hit as a shot does, and comes down
// under a round template: on the point aimed at when a hit is kept,
// scattered from it otherwise. Every model under the template is touched.

// Point is a point of the deck, in inches.
type Point struct{ X, Y float64 }

// Touched is a model under a blast's template.
type Touched struct {
	F *combat.Fighter
	// BlindSide: the blast's centre is outside the model's front arc, so
	// its wound die is rolled as from the blind side (KG-RC-06).
	BlindSide bool
}

// Blast is a declared blast attack (XS-01).
type Blast struct {
	Thrower *combat.Fighter
	Weapon  *content.RangedWeapon // with a Template diameter
	// Target is the model aimed at, nil when a point is: it takes the kept
	// hits as a normal shot.
	Target *combat.Fighter
	// Situation is the throw's: distance to the target or point, arc,
	// sight, darkness, and for a model its cover and sprint.
	combat.Situation
	Aim     Point // the point aimed at: the target's centre, or the point
	From    Point // where the thrower stands: a critical fail lands there
	Scatter Data
	// Under is what a template of the weapon's diameter centred on c
	// touches, in table order, and whether c is in a (W) area. It is
	// asked once, where the blast lands (OddsOf asks at every landing the
	// dice allow); the slice it returns is read before it is asked again,
	// so it may reuse one.
	Under func(c Point) (touched []Touched, weak bool)
}

// pointTarget stands for a point of the deck aimed at: no Speed, cover
// or sprint to make it harder to hit, so the to-hit roll is at the base
// TN 5 and the shot's other modifiers (XS-01, docs/modules.md).
func pointTarget(at Point) *combat.Fighter {
	return &combat.Fighter{ID: fmt.Sprintf("the point (%g, %g)", at.X, at.Y), WoundCapacity: 1, Inanimate: true}
}

// Attack is the blast's to-hit roll as a ranged attack with its weapon:
// at a model, combat.RangedOdds of it are the target's odds when it is
// hit.
func (b Blast) Attack() combat.RangedAttack {
	t := b.Target
	if t == nil {
		t = pointTarget(b.Aim)
	}
	return combat.RangedAttack{Shooter: b.Thrower, Target: t, Shot: combat.Standard, Situation: b.Situation, Fired: b.Weapon}
}

// Plan checks the throw is legal and works out its to-hit roll: the
// weapon's, at the target's range band (long_per_strength for a thrown
// weapon, GAP-03).
func (b Blast) Plan() (combat.RangedPlan, error) {
	if b.Weapon == nil || b.Weapon.Template <= 0 {
		return combat.RangedPlan{}, refusal.New(Rule, "%s has no blast weapon", b.Thrower.ID)
	}
	return b.Attack().Plan()
}

// Result is a resolved blast.
type Result struct {
	Plan combat.RangedPlan
	combat.Outcome
	Landed    Point   // the template's centre
	Scattered float64 // inches from the point aimed at; 0 on target
	Hits      int     // kept hits on the target
}

// Resolve resolves a blast (XS-01): the to-hit roll; on a kept hit the
// template is centred on the point aimed at, on a miss it scatters (the
// scatter dice in inches, at most the share of the distance the data
// says, in one of 36 directions rolled on 2D6), on a critical fail it
// comes down on the thrower (KG-DICE-08). The target, when hit, takes its
// kept hits as a normal shot (KG-RC-13); every other model under the
// template rolls one wound die, its blind side judged from the centre and
// no cover (XS-01); every model under it then tests for pinning as if hit
// (KG-PSY-01), and a centre in a (W) area damages the floor
// (KG-EXPL-01). The fighters it is given are not changed.
func Resolve(b Blast, src dice.Source, opts combat.Options) (Result, error) {
	p, err := b.Plan()
	if err != nil {
		return Result{}, err
	}
	r := combat.NewResolver(src, opts)
	res := Result{Plan: p}
	thrower := r.Own(b.Thrower)
	if p.OutOfRange {
		r.Add(combat.Note{RuleID: "KG-RC-11", Text: fmt.Sprintf("the %s falls short of %s, %.1f\" away: a dud", b.Weapon.Name, b.Attack().Target.ID, b.Distance)})
		res.Outcome = r.Outcome()
		return res, nil
	}
	hit, err := r.Attack(Rule, "to hit", combat.Lobbed, p.Weapon.Name, thrower, p.Dice, p.TN, p.Keep, p.HitMods)
	if err != nil {
		return Result{}, err
	}
	res.Hits, res.Landed = len(hit.Kept), b.Aim
	switch {
	case hit.CriticalFail:
		res.Hits, res.Landed = 0, b.From
		res.Scattered = math.Hypot(b.From.X-b.Aim.X, b.From.Y-b.Aim.Y)
		r.Add(combat.Note{RuleID: "KG-DICE-08", Text: fmt.Sprintf("a critical fail: the %s comes down at %s's feet", b.Weapon.Name, thrower.ID)})
	case res.Hits == 0:
		if res.Landed, res.Scattered, err = scatter(r, b, thrower); err != nil {
			return Result{}, err
		}
	}
	touched, weak := b.Under(res.Landed)
	landed := BlastLanded{RuleID: Rule, By: thrower.ID, Weapon: b.Weapon.Name, X: res.Landed.X, Y: res.Landed.Y, AimX: b.Aim.X, AimY: b.Aim.Y,
		Diameter: b.Weapon.Template, Scattered: res.Scattered, Touched: []string{}}
	if err := Land(r, b, landed, p, hit, res.Hits, touched, weak); err != nil {
		return Result{}, err
	}
	res.Outcome = r.Outcome()
	return res, nil
}

// Land resolves a blast come down where landed says, over the models
// touched (weak: its centre is in a (W) area): it logs landed with them,
// deals the blast's wounds (the target's hits kept hits as a normal shot
// when it is under the template, one wound die for every other model
// under it), tests every model under it for pinning as if hit (KG-PSY-01)
// and damages a (W) floor under its centre (KG-EXPL-01). A module whose
// explosions are blasts (a vehicle's wreck) lands them with it, with no
// plan and no hits: every model under the template rolls its die.
func Land(r *combat.Resolver, b Blast, landed BlastLanded, p combat.RangedPlan, hit dice.SuccessResult, hits int, touched []Touched, weak bool) error {
	for _, t := range touched {
		landed.Touched = append(landed.Touched, t.F.ID)
	}
	r.Add(landed)
	if err := wounds(r, b, landed.Weapon, p, hit, hits, touched); err != nil {
		return err
	}
	for _, t := range touched {
		if err := r.PinOnHit(r.Own(t.F), 1); err != nil {
			return err
		}
	}
	if weak {
		r.Add(combat.FloorDamaged{RuleID: "KG-EXPL-01", X: landed.X, Y: landed.Y, Diameter: landed.Diameter})
	}
	return nil
}

// scatter rolls where a missed blast comes down: the scatter dice in
// inches, capped at the data's share of the distance to the point aimed
// at, in the direction two D6 give: (first − 1) × 6 + (second − 1) tens
// of degrees, 0° along +x and 90° down the deck, as units face.
func scatter(r *combat.Resolver, b Blast, by *combat.Fighter) (Point, float64, error) {
	dist := 0.0
	for range b.Scatter.ScatterDice {
		d, err := r.D6(Rule, "scatter: inches", by)
		if err != nil {
			return Point{}, 0, err
		}
		dist += float64(d)
	}
	dist = math.Min(dist, b.Scatter.ScatterMaxShare*b.Distance)
	tens, sixes := 0, 0
	var err error
	if sixes, err = r.D6(Rule, "scatter: direction (sixes of 60°)", by); err != nil {
		return Point{}, 0, err
	}
	if tens, err = r.D6(Rule, "scatter: direction (tens of degrees)", by); err != nil {
		return Point{}, 0, err
	}
	deg := float64((sixes-1)*6+tens-1) * 10
	rad := deg * math.Pi / 180
	at := Point{X: b.Aim.X + dist*math.Cos(rad), Y: b.Aim.Y + dist*math.Sin(rad)}
	r.Add(combat.Note{RuleID: Rule, Text: fmt.Sprintf("the %s misses and scatters %.1f\" at %g°", b.Weapon.Name, dist, deg)})
	return at, dist, nil
}

// wounds deals the blast's wounds: the target's kept hits as a normal
// shot when it is under the template, one wound die for every other
// model under it, each roll saying the weapon of the blast (weapon: the
// name it lands under). A friend wounded is damage by its own side
// (KG-AP-06, as GAP-15).
func wounds(r *combat.Resolver, b Blast, weapon string, p combat.RangedPlan, hit dice.SuccessResult, hits int, touched []Touched) error {
	for _, t := range touched {
		f := r.Own(t.F)
		if !f.Alive() {
			continue
		}
		before := f.Wounds
		if hits > 0 && b.Target != nil && t.F == b.Target {
			w, err := r.Hurt("KG-RC-13", "to wound", combat.Lobbed, p.Weapon.Name, b.Thrower, hits, p.WoundTN, hits, p.WoundMods)
			if err != nil {
				return err
			}
			wounds := min(len(w.Kept), p.MaxWounds)
			if hit.CriticalPass {
				wounds *= 2 // KG-DICE-09: after the c cap (RULINGS §5)
			}
			r.Wound("KG-RC-13", f, wounds)
		} else {
			tn, mods := combat.WoundTN(f, b.Weapon, t.BlindSide)
			w, err := r.Armed(Rule, "blast: to wound", combat.WoundRoll, combat.NoArm, weapon, b.Thrower, 1, tn, 1, mods)
			if err != nil {
				return err
			}
			r.Wound(Rule, f, len(w.Kept))
		}
		if f.Wounds > before && f.Side != "" && f.Side == b.Thrower.Side {
			r.Add(combat.SideEffect{RuleID: "KG-AP-06", Unit: f.ID, What: "damaged by its own side (caught in a blast)", Setback: combat.FriendlyDamage})
		}
	}
	return nil
}
