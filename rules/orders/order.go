package orders

import (
	"fmt"
	"strings"

	"github.com/krygothic/krygothic/rules/combat"
)

// Verb is what an order tells a unit to do.
type Verb string

// The orders of the core rules (GAP-09 costs in parentheses).
const (
	Move      Verb = "move"     // x y: a Normal Move (2 + terrain)
	Run       Verb = "run"      // x y: up to twice Speed (1 + terrain)
	SmallStep Verb = "step"     // x y: under 1" (0)
	Rotate    Verb = "face"     // degrees: turn (0)
	Charge    Verb = "charge"   // target [attack]: move into contact and attack (3 + terrain)
	Shoot     Verb = "shoot"    // target [standard|snap|aimed|suppressive] (2, aimed 4)
	Attack    Verb = "attack"   // target [attack type]: a close-combat attack (1)
	BreakOff  Verb = "breakoff" // target: leave a fight the opponent lets it leave (1, KG-CC-14)
	Defend    Verb = "defend"   // passive | active TYPE: the unit's standing close-combat defence (0)
	LetGo     Verb = "letgo"    // the unit's standing answer: it lets an enemy break off from it (0, KG-CC-14)
	Hold      Verb = "hold"     // the unit's standing answer: it lets no enemy break off (0, the default)
	Wait      Verb = "wait"     // enter Waiting (1)
	React     Verb = "react"    // a Waiting unit's prepaid action: shoot/move/attack ARGS (0)
	Unpin     Verb = "unpin"    // re-roll the pinning test (1)
	StandUp   Verb = "stand"    // stand up after being knocked down (1)
	Free      Verb = "free"     // n: spend n AP freeing a stuck unit
	Plant     Verb = "plant"    // objective: set a demolition charge on it, in base contact (3, GAP-34)
	Shut      Verb = "shut"     // x y: shut the open door at that cell, within 1" of it (0, GAP-38)
	Cancel    Verb = "cancel"   // stop the side's running combo (1)
	Done      Verb = "done"     // the side is done for this AP round (0)
)

// Order is one step of a declaration: a unit and what it does.
type Order struct {
	Unit   string
	Verb   Verb
	X, Y   float64           // move, run, step: the destination (inches)
	Angle  float64           // face: degrees, 0 = +x, clockwise on screen
	Target string            // charge, shoot, attack, breakoff
	Shot   combat.Shot       // shoot
	Attack combat.AttackType // charge, attack
	Class  combat.DefenceClass
	Type   combat.DefenceType // defend
	AP     int                // free
	Then   *Order             // react: the prepaid action
	// Point: the order names the point X, Y rather than a Target (a
	// module's order that takes either, TargetOrPointArgs).
	Point bool `json:",omitempty"`
	// Word is the word a module's order takes after its target
	// (TargetWordArgs: "U call T head").
	Word string `json:",omitempty"`
}

// Declaration is what a side says at one tick: one order, or a combo of
// several joined by "&" (KG-CMB-01).
type Declaration struct {
	Tick  int
	Side  string
	Steps []Order
	Line  int // the line of the orders file, for messages; 0 if none
}

// UsesChannel reports whether the declaration waits for its side's
// command channel to be free (KG-CMB-06): every one but done, a cancel,
// a standing order (defend, let go, hold) and a Waiting unit's reaction,
// which Declare takes whatever the channel is doing.
func (d Declaration) UsesChannel() bool {
	if len(d.Steps) == 0 {
		return true
	}
	switch d.Steps[0].Verb {
	case Done, Cancel, Defend, LetGo, Hold, React:
		return false
	}
	return true
}

// String writes the declaration's steps in the orders format.
func (d Declaration) String() string { return strings.Join(d.StepsText(), " & ") }

// StepsText writes each step in the orders format.
func (d Declaration) StepsText() []string {
	out := make([]string, 0, len(d.Steps))
	for _, o := range d.Steps {
		out = append(out, o.String())
	}
	return out
}

// String writes the order as the orders format spells it.
func (o Order) String() string {
	switch o.Verb {
	case Done, Cancel:
		if o.Unit == "" {
			return string(o.Verb)
		}
	case Move, Run, SmallStep, Shut:
		return fmt.Sprintf("%s %s %g %g", o.Unit, o.Verb, o.X, o.Y)
	case Rotate:
		return fmt.Sprintf("%s %s %g", o.Unit, o.Verb, o.Angle)
	case Shoot:
		return fmt.Sprintf("%s shoot %s %s", o.Unit, o.Target, shotWords[o.Shot])
	case Charge, Attack:
		return fmt.Sprintf("%s %s %s %s", o.Unit, o.Verb, o.Target, attackWords[o.Attack])
	case BreakOff:
		return fmt.Sprintf("%s %s %s", o.Unit, o.Verb, o.Target)
	case LetGo, Hold:
		return fmt.Sprintf("%s %s", o.Unit, o.Verb)
	case Free:
		return fmt.Sprintf("%s free %d", o.Unit, o.AP)
	case React:
		if o.Then != nil {
			then := *o.Then
			then.Unit = o.Unit // a reaction is the reacting unit's, named or not
			return o.Unit + " react " + strings.TrimPrefix(then.String(), o.Unit+" ")
		}
	case Defend:
		if o.Class == combat.Passive {
			return o.Unit + " defend passive"
		}
		return o.Unit + " defend active " + defenceWords[o.Type]
	}
	// A module's order: its point or target, if it names one; the side's
	// own, with its amount (SideAmountArgs).
	switch {
	case o.Unit == "":
		return fmt.Sprintf("%s %d", o.Verb, o.AP)
	case o.Point:
		return fmt.Sprintf("%s %s %g %g", o.Unit, o.Verb, o.X, o.Y)
	case o.Target != "" && o.Word != "":
		return fmt.Sprintf("%s %s %s %s", o.Unit, o.Verb, o.Target, o.Word)
	case o.Target != "":
		return fmt.Sprintf("%s %s %s", o.Unit, o.Verb, o.Target)
	}
	return fmt.Sprintf("%s %s", o.Unit, o.Verb)
}

// The words of the orders format for shots, attacks and defences.
var (
	shotNames = map[string]combat.Shot{"standard": combat.Standard, "snap": combat.Snap, "aimed": combat.Aimed, "suppressive": combat.Suppressive}

	attackNames = map[string]combat.AttackType{"weapon": combat.UseWeapon, "legsweep": combat.LegSweep, "headbutt": combat.HeadButt,
		"tackle": combat.Tackle, "shove": combat.Shove, "punch": combat.Punch, "kick": combat.Kick, "bunt": combat.Bunt,
		"pointblank": combat.PointBlank, "special": combat.SpecialAttack}

	defenceNames = map[string]combat.DefenceType{"parry": combat.Parry, "deflect": combat.Deflect, "dodge": combat.Dodge,
		"breakoff": combat.BreakOff, "block": combat.Block, "counter": combat.CounterAttack}

	shotWords    = reverse(shotNames)
	attackWords  = reverse(attackNames)
	defenceWords = reverse(defenceNames)
)

func reverse[V comparable](m map[string]V) map[V]string {
	out := map[V]string{}
	for k, v := range m {
		out[v] = k
	}
	return out
}

// ShotNamed, AttackNamed and DefenceNamed read such a word back: the type
// it spells, and ok false when it spells none.
func ShotNamed(w string) (combat.Shot, bool)           { s, ok := shotNames[w]; return s, ok }
func AttackNamed(w string) (combat.AttackType, bool)   { a, ok := attackNames[w]; return a, ok }
func DefenceNamed(w string) (combat.DefenceType, bool) { d, ok := defenceNames[w]; return d, ok }
