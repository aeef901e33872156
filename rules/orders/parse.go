package orders

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/krygothic/krygothic/rules/combat"
)

// ParseOrders reads the orders format of the core rules (Rules.ParseOrders).
func ParseOrders(file, text string) ([]Declaration, error) { return Core().ParseOrders(file, text) }

// ParseOrders reads the orders format (docs/orders.md): one declaration a
// line, "TICK SIDE STEP [& STEP …]", "#" comments and blank lines ignored.
// A step's verb is one of the rules' kinds (a rule module's too), read
// with its kind's arguments, or one of the orders that are not steps
// (done, cancel, defend, letgo, hold, react). file names the input in
// errors, which are "file:line: message".
func (r *Rules) ParseOrders(file, text string) ([]Declaration, error) {
	var out []Declaration
	var problems []string
	for n, line := range strings.Split(text, "\n") {
		line, _, _ = strings.Cut(line, "#")
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		d, err := r.parseDeclaration(line)
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

func (r *Rules) parseDeclaration(line string) (Declaration, error) {
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
		o, err := r.parseOrder(strings.Fields(part))
		if err != nil {
			return Declaration{}, err
		}
		d.Steps = append(d.Steps, o)
	}
	return d, nil
}

// argShapes are the arguments of the orders that are not steps.
var argShapes = map[Verb]Args{Cancel: NoArgs, LetGo: NoArgs, Hold: NoArgs}

func (r *Rules) parseOrder(f []string) (Order, error) {
	if len(f) < 2 {
		return Order{}, fmt.Errorf("an order is UNIT VERB [ARGS], got %q", strings.Join(f, " "))
	}
	o := Order{Unit: f[0], Verb: Verb(f[1])}
	args := f[2:]
	switch o.Verb {
	case Defend:
		return o, parseDefence(&o, args)
	case React:
		then, err := r.parseOrder(append([]string{o.Unit}, args...))
		if err != nil {
			return o, err
		}
		if then.Verb != Move && then.Verb != Shoot && then.Verb != Attack {
			return o, fmt.Errorf("%s react: a Waiting unit's action is a move, a standard shot or one attack (KG-WAIT-05)", o.Unit)
		}
		o.Then = &then
		return o, nil
	}
	shape, ok := argShapes[o.Verb]
	if k := r.kinds[o.Verb]; k != nil {
		shape, ok = k.Args, true
	}
	if !ok {
		return o, fmt.Errorf("%s: unknown order %q", o.Unit, o.Verb)
	}
	return o, parseArgs(&o, shape, args)
}

// parseArgs reads an order's arguments of the given shape into o.
func parseArgs(o *Order, shape Args, args []string) error {
	want := map[Args][2]int{NoArgs: {0, 0}, PointArgs: {2, 2}, AngleArgs: {1, 1}, AmountArgs: {1, 1}, TargetArgs: {1, 1}, ShotArgs: {1, 2}, AttackArgs: {1, 2}}[shape]
	switch {
	case len(args) < want[0] && (shape == TargetArgs || shape == ShotArgs || shape == AttackArgs):
		return fmt.Errorf("%s %s needs a target", o.Unit, o.Verb)
	case len(args) < want[0]:
		return fmt.Errorf("%s %s needs more arguments", o.Unit, o.Verb)
	case len(args) > want[1] && want[1] == 0:
		return fmt.Errorf("%s %s takes no arguments", o.Unit, o.Verb)
	case len(args) > want[1]:
		return fmt.Errorf("%s %s takes %d argument(s), got %d: %q", o.Unit, o.Verb, want[1], len(args), strings.Join(args, " "))
	}
	num := func(i int) (float64, error) {
		v, err := strconv.ParseFloat(args[i], 64)
		if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
			return 0, fmt.Errorf("%s %s: %q is not a number", o.Unit, o.Verb, args[i])
		}
		return v, nil
	}
	var err error
	switch shape {
	case PointArgs:
		if o.X, err = num(0); err == nil {
			o.Y, err = num(1)
		}
	case AngleArgs:
		o.Angle, err = num(0)
	case AmountArgs:
		var ap float64
		if ap, err = num(0); err == nil && (ap != math.Trunc(ap) || ap < 1 || ap > 1000) {
			err = fmt.Errorf("%s %s: %q is not a whole number of AP from 1 to 1000", o.Unit, o.Verb, args[0])
		}
		o.AP = int(ap)
	case TargetArgs:
		o.Target = args[0]
	case ShotArgs:
		o.Target = args[0]
		if len(args) > 1 {
			s, ok := shotNames[args[1]]
			if !ok {
				return fmt.Errorf("%s %s: %q is no shot type (standard, snap, aimed, suppressive)", o.Unit, o.Verb, args[1])
			}
			o.Shot = s
		}
	case AttackArgs:
		o.Target, o.Attack = args[0], combat.Punch
		if len(args) > 1 {
			a, ok := attackNames[args[1]]
			if !ok {
				return fmt.Errorf("%s %s: %q is no attack type (%s)", o.Unit, o.Verb, args[1], keys(attackNames))
			}
			o.Attack = a
		}
	}
	return err
}

// parseDefence reads "passive" or "active TYPE" into o.
func parseDefence(o *Order, args []string) error {
	switch {
	case len(args) == 1 && args[0] == "passive":
		o.Class = combat.Passive
	case len(args) == 2 && args[0] == "active":
		t, ok := defenceNames[args[1]]
		if !ok {
			return fmt.Errorf("%s defend active: %q is no defence (%s)", o.Unit, args[1], keys(defenceNames))
		}
		o.Class, o.Type = combat.Active, t
	default:
		return fmt.Errorf("%s defend: passive, or active TYPE", o.Unit)
	}
	return nil
}

func keys[V any](m map[string]V) string {
	var k []string
	for s := range m {
		k = append(k, s)
	}
	sort.Strings(k)
	return strings.Join(k, ", ")
}
