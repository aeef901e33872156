package combat

import (
	"fmt"
	"math"
	"slices"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
)

// Close combat (KG-CC, KG-CCA, KG-CCD).

// AttackType is what the attacker does in step 2 (KG-CCA-01..09, GAP-08).
type AttackType int

// The attack types.
const (
	UseWeapon     AttackType = iota // the close-combat weapon's ±cc/±str (KG-CCA-01)
	LegSweep                        // a surviving hit knocks the defender down (KG-CCA-02)
	HeadButt                        // defender −1 Body for the wound roll (KG-CCA-03)
	Tackle                          // both travel Strength + hits inches (KG-CCA-04)
	Shove                           // +2 CC, no wounds, knock-back (KG-CCA-05)
	Punch                           // +1 Strength (KG-CCA-06)
	Kick                            // +1 CC (KG-CCA-07)
	Bunt                            // club with the ranged weapon: +2 Strength (KG-CCA-08)
	PointBlank                      // fire the ranged weapon in close combat (KG-CCA-09)
	SpecialAttack                   // a unit's own attack: bite, claws, backstab (GAP-08)
)

var attackNames = [...]string{"use CC weapon", "leg sweep", "head butt", "tackle", "shove", "punch", "kick", "bunt", "point-blank shot", "special attack"}

// String names the attack type.
func (t AttackType) String() string {
	if t >= 0 && int(t) < len(attackNames) {
		return attackNames[t]
	}
	return fmt.Sprintf("attack type %d", int(t))
}

// DefenceClass is declared by the defender before the attack (KG-CC-05).
type DefenceClass int

// The defence classes.
const (
	Passive DefenceClass = iota // 0 AP: the avoid roll without a bonus
	Active                      // 1 AP: a defence type chosen in step 4
)

// DefenceType is an active defence chosen in step 4 (KG-CCD-01..06).
type DefenceType int

// The defence types. NoDefenceType is the passive defence.
const (
	NoDefenceType DefenceType = iota
	Parry                     // + the CC weapon's cc to the avoid dice (KG-CCD-01)
	Deflect                   // +2 CC with the ranged weapon; may break it (KG-CCD-02)
	Dodge                     // +2 Speed, the keep value (KG-CCD-03)
	BreakOff                  // leave the fight if every hit is avoided (KG-CCD-04)
	Block                     // keep up to Strength instead of Speed (KG-CCD-05)
	CounterAttack             // cancel nothing; the better roll earns a free attack (KG-CCD-06)
)

var defenceNames = [...]string{"passive", "parry", "deflect", "dodge", "break off", "block", "counter attack"}

// String names the defence type.
func (d DefenceType) String() string {
	if d >= 0 && int(d) < len(defenceNames) {
		return defenceNames[d]
	}
	return fmt.Sprintf("defence type %d", int(d))
}

// CCSituation is what the match knows about the fight around one attack.
type CCSituation struct {
	Initiator       bool    // the attack opens this combat: +1 CC (KG-CC-03, KG-MOVE-08)
	Charged         bool    // the attacker charged in and this is its first attack: +2 CC (KG-MOVE-09)
	DefenderCharged bool    // the defender charged and this is the opponent's first attack on it: −2 Body (KG-CC-03)
	BlindSide       bool    // the attacker is on the defender's blind side (backstab, GAP-08)
	FirstFearAttack bool    // the fear-causer's first attack on this defender in this combat (KG-PSY-07)
	HorrorFaced     bool    // the attacker faced the defender's pure horror as its charge began (FearOfCharging): no second test
	Obstacle        float64 // tackle: inches to an object along the attacker's facing; 0 for none (KG-CCA-04)
	Free            bool    // a free attack (KG-CCD-06): costs no AP
	// Mods are a rule module's modifiers of the attack (a MeleeRule's,
	// e.g. a moving vehicle's armour): those on "dice" change the
	// attacker's to-hit dice (its CC), those on "keep" its Strength (the
	// hits it keeps), those on "TN" the wound TN. The core rules make
	// none.
	Mods []Modifier
	// Barred are the active defence types a rule module's MeleeRule
	// takes from the defender (a braced model has no Dodge or Break off,
	// XS-06): LegalDefences leaves them out. The core rules bar none.
	Barred []DefenceType
}

// CCAttack is one declared close-combat attack.
type CCAttack struct {
	Attacker, Defender *Fighter
	Attack             AttackType
	Special            *content.MeleeWeapon // the special attack, for SpecialAttack
	Defence            DefenceClass
	CCSituation
}

// Choices are the decisions the rules ask of the players during a
// resolution. The match asks the players (with a timeout default); tests
// and the odds use [Fixed].
type Choices interface {
	// Defence picks the active defence type in step 4, after seeing how
	// many hits the attacker scored, from the legal ones.
	Defence(hits int, legal []DefenceType) DefenceType
	// PayForWound says whether the attacker pays cost AP to make its n-th
	// wound of this attack count (KG-CC-09).
	PayForWound(n, cost int) bool
}

// Fixed is a set of choices made in advance.
type Fixed struct {
	DefenceType DefenceType // used when legal, else the first legal type
	ExtraWounds int         // how many wounds beyond the first the attacker pays for
}

// Defence returns the fixed defence if it is legal, else the first legal one.
func (f Fixed) Defence(_ int, legal []DefenceType) DefenceType {
	for _, d := range legal {
		if d == f.DefenceType {
			return d
		}
	}
	return legal[0]
}

// PayForWound pays for wounds 2 .. ExtraWounds+1.
func (f Fixed) PayForWound(n, _ int) bool { return n-1 <= max(f.ExtraWounds, 0) }

// CCPlan is what a close-combat attack rolls, for one defence type and
// given who, if anyone, is shaken by fear.
type CCPlan struct {
	Dice, Keep, TN int // to hit: the attacker's CC, Strength, the defender's CC
	HitMods        []Modifier
	AvoidDice      int // the defender's CC and bonuses
	AvoidKeep      int // its Speed (or Strength when blocking)
	AvoidTN        int // the attacker's CC for this attack
	AvoidMods      []Modifier
	WoundTN        int
	WoundMods      []Modifier
	MaxWounds      int  // the ranged weapon's c for a point-blank shot; 0 for no cap
	MultipleWounds bool // every wound counts without AP (KG-CC-13)
	NoWounds       bool // shove and tackle roll no ordinary wounds
	weapon         *content.MeleeWeapon
}

// Legal checks the declared attack (not the defence type).
func (a CCAttack) Legal() error {
	at, df := a.Attacker, a.Defender
	switch {
	case !at.Alive():
		return refuse("KG-STAT-06", "%s has been removed", at.ID)
	case !df.Present():
		return refuse("KG-STAT-06", "%s has been removed", df.ID)
	case at.Prone:
		return refuse("GAP-16", "%s is prone and must stand up before attacking", at.ID)
	case at.Stats.CC.IsX():
		return refuse("KG-STAT-02", "%s has CC X", at.ID)
	case a.Defence == Active && df.Prone:
		return refuse("GAP-16", "%s is prone and cannot defend actively", df.ID)
	case a.Attack == UseWeapon && at.meleeWeapon() == nil:
		return refuse("KG-CCA-01", "%s carries no working close-combat weapon", at.ID)
	case (a.Attack == Bunt || a.Attack == PointBlank) && at.rangedWeapon() == nil:
		return refuse(map[AttackType]string{Bunt: "KG-CCA-08", PointBlank: "KG-CCA-09"}[a.Attack], "%s carries no working ranged weapon", at.ID)
	case a.Attack == PointBlank && at.Stats.RC.IsX():
		return refuse("KG-STAT-02", "%s has RC X and can never fire a gun", at.ID)
	case a.Attack == PointBlank && at.rangedWeapon().Has(content.TagThrown):
		return refuse("KG-CCA-09", "a point-blank shot needs a gun, not a %s", at.rangedWeapon().Name)
	case a.Attack == SpecialAttack && (a.Special == nil || !hasAttack(at, a.Special)):
		return refuse("GAP-08", "%s has no such special attack", at.ID)
	case a.Attack == SpecialAttack && a.Special.Has(content.EffectBlindSideOnly) && !a.BlindSide:
		return refuse("GAP-08", "%s is only possible from the defender's blind side", a.Special.Name)
	case a.Attack < UseWeapon || a.Attack > SpecialAttack:
		return refuse("KG-CC-04", "unknown attack type %d", int(a.Attack))
	case a.Defence != Passive && a.Defence != Active:
		return refuse("KG-CC-05", "unknown defence class %d", int(a.Defence))
	}
	return nil
}

func hasAttack(f *Fighter, w *content.MeleeWeapon) bool {
	for _, x := range f.Attacks {
		if x == w {
			return true
		}
	}
	return false
}

// weapon is the close-combat weapon or special attack the attack uses.
func (a CCAttack) weapon() *content.MeleeWeapon {
	switch a.Attack {
	case UseWeapon:
		return a.Attacker.meleeWeapon()
	case SpecialAttack:
		return a.Special
	}
	return nil
}

// LegalDefences lists the active defence types open to the defender
// against this attack (KG-CCD-01..06, KG-CCA-02, KG-CC-13), but those a
// rule module bars (Barred).
func (a CCAttack) LegalDefences() []DefenceType {
	df := a.Defender
	var out []DefenceType
	if w := a.weapon(); a.Attack == UseWeapon && w != nil && !w.Has(content.EffectWrap) {
		if dw := df.meleeWeapon(); dw != nil && !dw.Has(content.EffectWrap) {
			out = append(out, Parry)
		}
	}
	if df.rangedWeapon() != nil {
		out = append(out, Deflect)
	}
	out = append(out, Dodge)
	if a.Attack != LegSweep {
		out = append(out, BreakOff)
	}
	out = append(out, Block, CounterAttack)
	if len(a.Barred) > 0 {
		out = slices.DeleteFunc(out, func(d DefenceType) bool { return slices.Contains(a.Barred, d) })
	}
	return out
}

// shock says who fear shook before an attack: the defender fights at
// half CC (KG-PSY-07/08); the attacker, shaken by a pure horror, freezes
// and does not attack (KG-PSY-08 with KG-PSY-06).
type shock struct{ attacker, defender bool }

// Plan works out the attack's numbers for a defence type, assuming nobody
// is shaken by fear.
func (a CCAttack) Plan(d DefenceType) (CCPlan, error) {
	if err := a.Legal(); err != nil {
		return CCPlan{}, err
	}
	if err := a.legalDefence(d); err != nil {
		return CCPlan{}, err
	}
	return a.plan(d, shock{}), nil
}

// defenceRules names the rule of each defence type, for refusals.
var defenceRules = [...]string{"KG-CC-07", "KG-CCD-01", "KG-CCD-02", "KG-CCD-03", "KG-CCD-04", "KG-CCD-05", "KG-CCD-06"}

// legalDefence checks that d is passive or open to the defender.
func (a CCAttack) legalDefence(d DefenceType) error {
	if d == NoDefenceType || slices.Contains(a.LegalDefences(), d) {
		return nil
	}
	rule := "KG-CC-05"
	if d > 0 && int(d) < len(defenceRules) {
		rule = defenceRules[d]
	}
	return refuse(rule, "%s cannot %s against this attack", a.Defender.ID, d)
}

func (a CCAttack) plan(d DefenceType, shaken shock) CCPlan {
	at, df := a.Attacker, a.Defender
	p := CCPlan{weapon: a.weapon()}
	cc, str := []Modifier{}, []Modifier{}
	if w := p.weapon; w != nil {
		rule := "KG-CCA-01"
		if a.Attack == SpecialAttack {
			rule = "GAP-08"
		}
		if w.CC != 0 {
			cc = append(cc, Modifier{rule, w.Name, "dice", w.CC})
		}
		if w.Str != 0 {
			str = append(str, Modifier{rule, w.Name, "keep", w.Str})
		}
		p.MultipleWounds = w.Has(content.EffectMultipleWounds)
	}
	switch a.Attack {
	case Shove:
		cc = append(cc, Modifier{"KG-CCA-05", "shove", "dice", 2})
		p.NoWounds = true
	case Tackle:
		p.NoWounds = true
	case Punch:
		str = append(str, Modifier{"KG-CCA-06", "punch", "keep", 1})
	case Kick:
		cc = append(cc, Modifier{"KG-CCA-07", "kick", "dice", 1})
	case Bunt:
		str = append(str, Modifier{"KG-CCA-08", "bunt", "keep", 2})
	}
	switch {
	case a.Charged:
		cc = append(cc, Modifier{"KG-MOVE-09", "charging", "dice", 2})
	case a.Initiator:
		cc = append(cc, Modifier{"KG-CC-03", "initiating the combat", "dice", 1})
	}
	for _, m := range a.Mods {
		switch m.On {
		case OnDice:
			cc = append(cc, m)
		case OnKeep:
			str = append(str, m)
		}
	}
	// Fear halves the characteristic (rounded down, GAP-20); the attack's
	// modifiers apply after (KG-PSY-07).
	// (An attacker in fear shock freezes before any plan, KG-PSY-08.)
	attCC, defCC := at.Stats.CC.Dice(), df.Stats.CC.Dice()
	tnMods := []Modifier{}
	if shaken.defender {
		tnMods = append(tnMods, Modifier{"KG-PSY-07", "defender's CC halved by fear", "TN", defCC/2 - defCC})
		defCC /= 2
	}
	p.Dice = max(attCC+sum(cc), 0)
	p.Keep = max(at.Stats.Strength.Dice()+sum(str), 0)
	p.TN = defCC // KG-CC-06: the defender's CC
	p.HitMods = append(append(cc, str...), tnMods...)

	// Step 5: the avoid roll (KG-CC-07): CC K Speed against the attacker's CC.
	avoid := []Modifier{}
	if shaken.defender {
		avoid = append(avoid, Modifier{"KG-PSY-07", "CC halved by fear", "dice", defCC - df.Stats.CC.Dice()})
	}
	keep := df.Stats.Speed.Dice()
	switch d {
	case Parry:
		avoid = append(avoid, Modifier{"KG-CCD-01", "parry with " + df.meleeWeapon().Name, "dice", df.meleeWeapon().CC})
	case Deflect:
		avoid = append(avoid, Modifier{"KG-CCD-02", "deflect", "dice", 2})
	case Dodge:
		avoid = append(avoid, Modifier{"KG-CCD-03", "dodge", "keep", 2})
		keep += 2
	case Block:
		avoid = append(avoid, Modifier{"KG-CCD-05", "block: Strength for Speed", "keep", df.Stats.Strength.Dice() - keep})
		keep = df.Stats.Strength.Dice()
	}
	p.AvoidDice = max(df.Stats.CC.Dice()+sumOn(avoid, OnDice), 0)
	if df.Down {
		p.AvoidDice = 0 // a Down model lies still: it avoids nothing
	}
	p.AvoidKeep = max(keep, 0)
	p.AvoidTN = p.Dice // the attacker's CC for this attack, modifiers included (KG-CC-EX3)
	p.AvoidMods = avoid

	// Step 6 (KG-CC-08): Body + armour − armour piercing.
	p.WoundTN, p.WoundMods, p.MaxWounds = a.woundTN(p.weapon)
	return p
}

func sumOn(mods []Modifier, on On) int {
	n := 0
	for _, m := range mods {
		if m.On == on {
			n += m.Value
		}
	}
	return n
}

// woundTN is the defender's wound TN for this attack, and the wound cap
// (0 for none).
func (a CCAttack) woundTN(w *content.MeleeWeapon) (int, []Modifier, int) {
	df := a.Defender
	tn, mods, maxWounds := 0, []Modifier(nil), 0
	if a.Attack == PointBlank { // KG-CCA-09: the gun's b and c
		gun := a.Attacker.rangedWeapon()
		tn, mods = WoundTN(df, gun, false)
		maxWounds = gun.Stats.MaxWounds
	} else {
		tn, mods = OwnWoundTN(df, w)
	}
	if a.Attack == HeadButt {
		mods = append(mods, Modifier{"KG-CCA-03", "head butt", "TN", -1})
		tn--
	}
	if a.DefenderCharged {
		mods = append(mods, Modifier{"KG-CC-03", "defender charged: −2 Body", "TN", -2})
		tn -= 2
	}
	if w != nil && w.Has(content.EffectFlankWound) {
		mods = append(mods, Modifier{"GAP-08", w.Name, "TN", -2})
		tn -= 2
	}
	for _, m := range a.Mods {
		if m.On == OnTN {
			mods = append(mods, m)
			tn += m.Value
		}
	}
	return tn, mods, maxWounds
}

// OwnWoundTN is f's Body (less fatigue) + armour − the armour piercing of
// weapon w (KG-CC-08, KG-CC-11): the TN of wounds dealt to f by w, or by
// f's own critical fail or wound saves.
func OwnWoundTN(f *Fighter, w *content.MeleeWeapon) (int, []Modifier) {
	mods := []Modifier{}
	if lost := f.breathLost(); lost > 0 {
		mods = append(mods, Modifier{"KG-MOVE-03", "out of breath", "TN", -lost})
	}
	if armour := f.ArmourValue(); armour > 0 {
		mods = append(mods, Modifier{"KG-CC-08", f.Armour.Name, "TN", armour})
		if w != nil && w.Has(content.EffectArmourPiercing) && w.Str > 0 {
			mods = append(mods, Modifier{"KG-CC-11", "armour piercing", "TN", -min(w.Str, armour)})
		}
	}
	return f.Stats.Body.Dice() + sum(mods), mods
}

// CCResult is a resolved close-combat attack.
type CCResult struct {
	Outcome
	Defence    DefenceType
	AttackerAP int // the attack, plus any extra wounds paid
	DefenderAP int // 1 for an active defence
	Hits       int // kept to-hit dice
	Avoided    int // hits cancelled in step 5
	Wounds     int // wounds dealt to the defender
	BrokeOff   bool
}

// ResolveCC resolves one close-combat attack through the six steps of
// KG-CC-04, with the psychology tests it sets off (KG-PSY-07/08). The
// fighters it is given are not changed: the result's Changes say how they
// now stand.
func ResolveCC(a CCAttack, src dice.Source, opts Options, choose Choices) (CCResult, error) {
	if err := a.Legal(); err != nil {
		return CCResult{}, err
	}
	if choose == nil {
		choose = Fixed{}
	}
	r := &Resolver{src: src, opts: opts}
	a.Attacker, a.Defender = r.Own(a.Attacker), r.Own(a.Defender)
	at, df := a.Attacker, a.Defender
	res := CCResult{}
	if !a.Free {
		res.AttackerAP = 1 // KG-CC-02: paid when the attack was declared
	}
	if a.Defence == Active {
		res.DefenderAP = 1 // KG-CC-05
		r.Add(APSpent{RuleID: ActiveDefenceRule, By: df.ID, AP: 1, For: "active defence"})
	}

	shaken, err := r.ccPsychology(a)
	if err != nil {
		return CCResult{}, err
	}
	if shaken.attacker {
		// KG-PSY-08 with KG-PSY-06: an attacker in fear shock before a
		// pure horror freezes, as before a fear-causer; the attack is lost.
		r.Add(Note{RuleID: HorrorRule, Text: fmt.Sprintf("%s freezes before %s: no attack", at.ID, df.ID)})
		res.Outcome = r.Outcome()
		return res, nil
	}
	if ranOff(r.events) { // KG-PSY-08: a shocked model ran out of the fight
		res.Outcome = r.Outcome()
		return res, nil
	}

	// Steps 2-3: to hit.
	p := a.plan(NoDefenceType, shaken)
	hit, err := r.Attack("KG-CC-06", "to hit", Hand, "", at, p.Dice, p.TN, p.Keep, p.HitMods)
	if err != nil {
		return CCResult{}, err
	}
	if hit.CriticalFail {
		return r.ccCriticalFail(a, p, res)
	}
	res.Hits = len(hit.Kept)

	// Step 4: the active defence type.
	if a.Defence == Active {
		res.Defence = choose.Defence(res.Hits, a.LegalDefences())
		if err := a.legalDefence(res.Defence); err != nil {
			return CCResult{}, err
		}
		p = a.plan(res.Defence, shaken)
	}

	// Step 5: the avoid roll (both classes roll, KG-CC-07). With no hit to
	// avoid only a counter attack, which compares rolls, needs it.
	saves := 0
	if res.Hits > 0 || res.Defence == CounterAttack {
		avoid, err := r.Pool("KG-CC-07", "avoid", AvoidRoll, df, p.AvoidDice, p.AvoidTN, p.AvoidKeep, p.AvoidMods)
		if err != nil {
			return CCResult{}, err
		}
		saves = len(avoid.Kept)
	}
	left := res.Hits
	if res.Defence == CounterAttack {
		switch { // KG-CCD-06: cancel nothing; compare
		case saves > res.Hits:
			r.Add(FreeAttack{RuleID: "KG-CCD-06", By: df.ID, Against: at.ID})
		case saves < res.Hits:
			r.Add(FreeAttack{RuleID: "KG-CCD-06", By: at.ID, Against: df.ID})
		}
	} else {
		res.Avoided = min(saves, res.Hits)
		left -= res.Avoided
	}
	if err := r.afterAvoid(a, &res, left, hit); err != nil {
		return CCResult{}, err
	}
	if res.BrokeOff || left == 0 {
		res.Outcome = r.Outcome()
		return res, nil
	}

	// Step 6: to wound, and the attack types' effects.
	if err := r.ccWounds(a, p, &res, left, hit, choose); err != nil {
		return CCResult{}, err
	}
	res.Outcome = r.Outcome()
	return res, nil
}

// ccPsychology runs pure horror (KG-PSY-08) or fear (KG-PSY-07) before the
// to-hit roll and reports who is shaken.
func (r *Resolver) ccPsychology(a CCAttack) (shock, error) {
	t := a.psychologyTest()
	var shaken bool
	var err error
	switch t.kind {
	case horrorTest:
		shaken, err = r.horror(t.victim, t.causer)
	case fearTest:
		shaken, err = r.fearOfAttacker(t.victim)
	}
	return shock{attacker: shaken && !t.onDefender, defender: shaken && t.onDefender}, err
}

// psychTest is the test an attack calls for before its to-hit roll.
type psychTest struct {
	kind           psychKind
	victim, causer *Fighter // who tests, and who frightens it
	onDefender     bool     // the victim is the defender
}

type psychKind int

const (
	noTest     psychKind = iota
	horrorTest           // KG-PSY-08, either way round
	fearTest             // KG-PSY-07, the defender of a fear-causer's first attack
)

// psychologyTest decides who tests what before an attack. The resolution
// (ccPsychology) and the odds (fearBranches) both follow it.
func (a CCAttack) psychologyTest() psychTest {
	at, df := a.Attacker, a.Defender
	var t psychTest
	switch {
	case at.Horror && !df.Horror:
		t = psychTest{kind: horrorTest, victim: df, causer: at, onDefender: true}
	case df.Horror && !at.Horror && !a.HorrorFaced:
		t = psychTest{kind: horrorTest, victim: at, causer: df}
	case at.Fear && a.FirstFearAttack && !ImmuneToFear(df):
		t = psychTest{kind: fearTest, victim: df, causer: at, onDefender: true}
	}
	if t.kind != noTest && t.victim.Inanimate {
		return psychTest{} // a console has no nerve to lose
	}
	return t
}

// ccCriticalFail turns the attack on the attacker (KG-DICE-08): as many
// wound dice as it could have kept, at its own Body + armour less its own
// weapon's armour piercing, every success a wound. A shove or tackle causes
// no wounds, so there is nothing to turn (docs/rules.md).
func (r *Resolver) ccCriticalFail(a CCAttack, p CCPlan, res CCResult) (CCResult, error) {
	at := a.Attacker
	if p.NoWounds {
		r.Add(Note{RuleID: "KG-DICE-08", Text: fmt.Sprintf("%s fumbles the %s, which causes no wounds", at.ID, a.Attack)})
		res.Outcome = r.Outcome()
		return res, nil
	}
	tn, mods := OwnWoundTN(at, p.weapon)
	n := min(p.Dice, p.Keep)
	w, err := r.Pool("KG-DICE-08", "critical fail: wounds on itself", WoundRoll, at, n, tn, n, mods)
	if err != nil {
		return CCResult{}, err
	}
	r.Wound("KG-DICE-08", at, len(w.Kept))
	r.Add(SideEffect{RuleID: "KG-AP-06", Unit: at.ID, What: "damaged by its own side (critical fail)", Setback: FriendlyDamage})
	res.Outcome = r.Outcome()
	return res, nil
}

// ranOff reports whether a model has been moved out of the fight.
func ranOff(events []Event) bool {
	for _, e := range events {
		if m, ok := e.(Moved); ok && m.RuleID == HorrorRule {
			return true
		}
	}
	return false
}

// afterAvoid applies what happens once step 5 is done: breaking off, a
// deflecting weapon breaking, a leg sweep or bunt landing, the point-blank
// shot's misses.
func (r *Resolver) afterAvoid(a CCAttack, res *CCResult, left int, hit dice.SuccessResult) error {
	at, df := a.Attacker, a.Defender
	if res.Defence == Deflect && res.Avoided > 0 {
		d, err := r.D6("KG-CCD-02", "deflecting weapon breaks?", df)
		if err != nil {
			return err
		}
		breaks := d == 6
		if r.opts.DeflectScaling {
			breaks = d < 2+res.Avoided
		}
		if breaks {
			df.RangedBroken = true
			r.State("KG-CCD-02", df, RangedBroken)
		}
	}
	if res.Defence == BreakOff && left == 0 {
		res.BrokeOff = true
		r.State("KG-CCD-04", df, BrokeOff)
		r.Add(Moved{RuleID: "KG-CCD-04", Unit: df.ID, Inches: float64(df.Stats.Speed.Dice()), Direction: AwayFrom, Other: at.ID})
	}
	if a.Attack == PointBlank {
		missed := len(hit.Chains) - hit.Successes()
		if missed > 0 {
			tn, mods := OwnWoundTN(at, nil)
			w, err := r.Pool("KG-CCA-09", "point-blank misses: wound saves", WoundRoll, at, missed, tn, missed, mods)
			if err != nil {
				return err
			}
			r.Wound("KG-CCA-09", at, len(w.Kept))
		}
	}
	if left == 0 {
		return nil
	}
	switch a.Attack {
	case LegSweep:
		df.Prone = true
		r.State("KG-CCA-02", df, Prone)
	case Bunt:
		d, err := r.D6("KG-CCA-08", "bunting weapon breaks?", at)
		if err != nil {
			return err
		}
		if d == 6 {
			at.RangedBroken = true
			r.State("KG-CCA-08", at, RangedBroken)
		}
	}
	return nil
}

// ccWounds is step 6 and the attack types that replace it.
func (r *Resolver) ccWounds(a CCAttack, p CCPlan, res *CCResult, left int, hit dice.SuccessResult, choose Choices) error {
	at, df := a.Attacker, a.Defender
	switch a.Attack {
	case Tackle:
		return r.tackle(a, left)
	case Shove:
		w, err := r.Pool("KG-CCA-05", "shove distance", OtherRoll, at, left, p.WoundTN, left, p.WoundMods)
		if err != nil {
			return err
		}
		if n := min(len(w.Kept), at.Stats.Strength.Dice()); n > 0 {
			r.Add(Moved{RuleID: "KG-CCA-05", Unit: df.ID, Inches: float64(n), Direction: AwayFrom, Other: at.ID})
		}
		return nil
	}
	w, err := r.Hurt("KG-CC-08", "to wound", Hand, "", at, left, p.WoundTN, left, p.WoundMods)
	if err != nil {
		return err
	}
	wounds := len(w.Kept)
	if p.MaxWounds > 0 {
		wounds = min(wounds, p.MaxWounds)
	}
	if !p.MultipleWounds { // KG-CC-09: the n-th wound costs n AP
		paid := min(wounds, 1)
		for n := 2; n <= wounds && choose.PayForWound(n, n); n++ {
			paid = n
			res.AttackerAP += n
			r.Add(APSpent{RuleID: ExtraWoundsRule, By: at.ID, AP: n, For: fmt.Sprintf("wound %d", n)})
		}
		if paid < wounds {
			r.Add(Note{RuleID: "KG-CC-09", Text: fmt.Sprintf("%d wound(s) not paid for and lost", wounds-paid)})
		}
		wounds = paid
	}
	if hit.CriticalPass {
		wounds *= 2 // KG-DICE-09
	}
	before := df.Wounds
	r.Wound("KG-CC-08", df, wounds)
	res.Wounds = df.Wounds - before
	if res.Wounds > 0 && p.weapon != nil && p.weapon.Has(content.EffectLasso) && df.Alive() {
		df.Prone = true
		r.State("KG-CC-13", df, Prone)
	}
	return nil
}

// tackle is KG-CCA-04: both travel Strength + surviving hits inches along
// the attacker's facing; if an object stops them, the defender takes one
// wound save (a die at its own Body + armour) per inch travelled.
func (r *Resolver) tackle(a CCAttack, left int) error {
	at, df := a.Attacker, a.Defender
	travel := float64(at.Stats.Strength.Dice() + left)
	if a.Obstacle > 0 && a.Obstacle < travel {
		travel = a.Obstacle
	}
	for _, f := range []*Fighter{df, at} {
		r.Add(Moved{RuleID: TackleRule, Unit: f.ID, Inches: travel, Direction: AlongFacing, Other: at.ID})
	}
	if a.Obstacle <= 0 || a.Obstacle > float64(at.Stats.Strength.Dice()+left) {
		return nil
	}
	saves := max(int(math.Floor(travel)), 1)
	tn, mods := OwnWoundTN(df, nil)
	w, err := r.Pool("KG-CCA-04", "tackle impact: wound saves", WoundRoll, df, saves, tn, saves, mods)
	if err != nil {
		return err
	}
	r.Wound(TackleRule, df, len(w.Kept))
	return nil
}

// BreakOffByAgreement is KG-CC-14: when the opponent lets a unit leave a
// fight, the break-off succeeds without a roll but still costs the leaving
// unit 1 AP; it moves up to its Speed away.
func BreakOffByAgreement(leaving, from *Fighter) (Outcome, error) {
	if leaving.Prone {
		return Outcome{}, refuse("GAP-16", "%s is prone and must stand up first", leaving.ID)
	}
	return Outcome{Events: []Event{
		APSpent{RuleID: "KG-CC-14", By: leaving.ID, AP: 1, For: "breaking off by agreement"},
		StateChanged{RuleID: "KG-CC-14", Unit: leaving.ID, State: LetGo},
		Moved{RuleID: "KG-CC-14", Unit: leaving.ID, Inches: float64(leaving.Stats.Speed.Dice()), Direction: AwayFrom, Other: from.ID, Own: true},
	}}, nil
}
