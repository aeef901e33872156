package match

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/krygothic/krygothic/rules/combat"
)

// Verb is what an order tells a unit to do.
type Verb string

// The orders (GAP-09 costs in parentheses).
const (
	Move      Verb = "move"   // x y: a Normal Move (2 + terrain)
	Run       Verb = "run"    // x y: up to twice Speed (1 + terrain)
	SmallStep Verb = "step"   // x y: under 1" (0)
	Rotate    Verb = "face"   // degrees: turn (0)
	Charge    Verb = "charge" // target [attack]: move into contact and attack (3 + terrain)
	Shoot     Verb = "shoot"  // target [standard|snap|aimed|suppressive] (2, aimed 4)
	Attack    Verb = "attack" // target [attack type]: a close-combat attack (1)
	Defend    Verb = "defend" // passive | active TYPE: the unit's standing close-combat defence (0)
	Wait      Verb = "wait"   // enter Waiting (1)
	React     Verb = "react"  // a Waiting unit's prepaid action: shoot/move/attack ARGS (0)
	Unpin     Verb = "unpin"  // re-roll the pinning test (1)
	StandUp   Verb = "stand"  // stand up after being knocked down (1)
	Free      Verb = "free"   // n: spend n AP freeing a stuck unit
	Cancel    Verb = "cancel" // stop the side's running combo (1)
	Done      Verb = "done"   // the side is done for this AP round (0)
)

// Order is one step of a declaration: a unit and what it does.
type Order struct {
	Unit   string
	Verb   Verb
	X, Y   float64           // move, run, step: the destination (inches)
	Angle  float64           // face: degrees, 0 = +x, clockwise on screen
	Target string            // charge, shoot, attack
	Shot   combat.Shot       // shoot
	Attack combat.AttackType // charge, attack
	Class  combat.DefenceClass
	Type   combat.DefenceType // defend
	AP     int                // free
	Then   *Order             // react: the prepaid action
}

// Declaration is what a side says at one tick: one order, or a combo of
// several joined by "&" (KG-CMB-01).
type Declaration struct {
	Tick  int
	Side  string
	Steps []Order
	Line  int // the line of the orders file, for messages; 0 if none
}

var shotNames = map[string]combat.Shot{"standard": combat.Standard, "snap": combat.Snap, "aimed": combat.Aimed, "suppressive": combat.Suppressive}

var attackNames = map[string]combat.AttackType{"weapon": combat.UseWeapon, "legsweep": combat.LegSweep, "headbutt": combat.HeadButt,
	"tackle": combat.Tackle, "shove": combat.Shove, "punch": combat.Punch, "kick": combat.Kick, "bunt": combat.Bunt,
	"pointblank": combat.PointBlank, "special": combat.SpecialAttack}

var defenceNames = map[string]combat.DefenceType{"parry": combat.Parry, "deflect": combat.Deflect, "dodge": combat.Dodge,
	"breakoff": combat.BreakOff, "block": combat.Block, "counter": combat.CounterAttack}

// ParseOrders reads the orders format (docs/orders.md): one declaration a
// line, "TICK SIDE STEP [& STEP …]", "#" comments and blank lines ignored.
// file names the input in errors, which are "file:line: message".
func ParseOrders(file, text string) ([]Declaration, error) {
	var out []Declaration
	var problems []string
	for n, line := range strings.Split(text, "\n") {
		line, _, _ = strings.Cut(line, "#")
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		d, err := parseDeclaration(line)
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s:%d: %v", file, n+1, err))
			continue
		}
		d.Line = n + 1
		if len(out) > 0 && d.Tick < out[len(out)-1].Tick {
			problems = append(problems, fmt.Sprintf("%s:%d: tick %d comes before the previous line's %d; list declarations in time order", file, n+1, d.Tick, out[len(out)-1].Tick))
		}
		out = append(out, d)
	}
	if len(problems) > 0 {
		return nil, fmt.Errorf("%s", strings.Join(problems, "\n"))
	}
	return out, nil
}

func parseDeclaration(line string) (Declaration, error) {
	f := strings.Fields(line)
	if len(f) < 3 {
		return Declaration{}, fmt.Errorf("want TICK SIDE ORDER…, got %q", line)
	}
	tick, err := strconv.Atoi(f[0])
	if err != nil || tick < 0 {
		return Declaration{}, fmt.Errorf("tick %q is not a whole number of ticks (60 a second)", f[0])
	}
	d := Declaration{Tick: tick, Side: f[1]}
	if len(f) == 3 && (f[2] == string(Done) || f[2] == string(Cancel)) {
		d.Steps = []Order{{Verb: Verb(f[2])}}
		return d, nil
	}
	for _, part := range strings.Split(strings.Join(f[2:], " "), "&") {
		o, err := parseOrder(strings.Fields(part))
		if err != nil {
			return Declaration{}, err
		}
		d.Steps = append(d.Steps, o)
	}
	return d, nil
}

func parseOrder(f []string) (Order, error) {
	if len(f) < 2 {
		return Order{}, fmt.Errorf("an order is UNIT VERB [ARGS], got %q", strings.Join(f, " "))
	}
	o := Order{Unit: f[0], Verb: Verb(f[1])}
	args := f[2:]
	num := func(i int) (float64, error) {
		if i >= len(args) {
			return 0, fmt.Errorf("%s %s needs more arguments", o.Unit, o.Verb)
		}
		v, err := strconv.ParseFloat(args[i], 64)
		if err != nil {
			return 0, fmt.Errorf("%s %s: %q is not a number", o.Unit, o.Verb, args[i])
		}
		return v, nil
	}
	var err error
	switch o.Verb {
	case Move, Run, SmallStep:
		if o.X, err = num(0); err == nil {
			o.Y, err = num(1)
		}
	case Rotate:
		o.Angle, err = num(0)
	case Free:
		var ap float64
		ap, err = num(0)
		o.AP = int(ap)
	case Shoot:
		if len(args) < 1 {
			return o, fmt.Errorf("%s shoot needs a target", o.Unit)
		}
		o.Target = args[0]
		if len(args) > 1 {
			s, ok := shotNames[args[1]]
			if !ok {
				return o, fmt.Errorf("%s shoot: %q is no shot type (standard, snap, aimed, suppressive)", o.Unit, args[1])
			}
			o.Shot = s
		}
	case Charge, Attack:
		if len(args) < 1 {
			return o, fmt.Errorf("%s %s needs a target", o.Unit, o.Verb)
		}
		o.Target, o.Attack = args[0], combat.Punch
		if len(args) > 1 {
			a, ok := attackNames[args[1]]
			if !ok {
				return o, fmt.Errorf("%s %s: %q is no attack type (%s)", o.Unit, o.Verb, args[1], keys(attackNames))
			}
			o.Attack = a
		}
	case Defend:
		switch {
		case len(args) == 1 && args[0] == "passive":
			o.Class = combat.Passive
		case len(args) == 2 && args[0] == "active":
			t, ok := defenceNames[args[1]]
			if !ok {
				return o, fmt.Errorf("%s defend active: %q is no defence (%s)", o.Unit, args[1], keys(defenceNames))
			}
			o.Class, o.Type = combat.Active, t
		default:
			return o, fmt.Errorf("%s defend: passive, or active TYPE", o.Unit)
		}
	case React:
		then, err := parseOrder(append([]string{o.Unit}, args...))
		if err != nil {
			return o, err
		}
		if then.Verb != Move && then.Verb != Shoot && then.Verb != Attack {
			return o, fmt.Errorf("%s react: a Waiting unit's action is a move, a standard shot or one attack (KG-WAIT-05)", o.Unit)
		}
		o.Then = &then
	case Wait, Unpin, StandUp, Cancel:
	default:
		return o, fmt.Errorf("%s: unknown order %q", o.Unit, o.Verb)
	}
	if err == nil && len(args) > 0 && (o.Verb == Wait || o.Verb == Unpin || o.Verb == StandUp || o.Verb == Cancel) {
		err = fmt.Errorf("%s %s takes no arguments", o.Unit, o.Verb)
	}
	return o, err
}

func keys[V any](m map[string]V) string {
	var k []string
	for s := range m {
		k = append(k, s)
	}
	sortStrings(k)
	return strings.Join(k, ", ")
}
