package orders

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/krygothic/krygothic/rules/combat"
)

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
	case BreakOff:
		if len(args) != 1 {
			return o, fmt.Errorf("%s breakoff needs the enemy it leaves, and nothing more", o.Unit)
		}
		o.Target = args[0]
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
	case Wait, Unpin, StandUp, Cancel, LetGo, Hold:
	default:
		return o, fmt.Errorf("%s: unknown order %q", o.Unit, o.Verb)
	}
	if err == nil && len(args) > 0 && (o.Verb == Wait || o.Verb == Unpin || o.Verb == StandUp || o.Verb == Cancel || o.Verb == LetGo || o.Verb == Hold) {
		err = fmt.Errorf("%s %s takes no arguments", o.Unit, o.Verb)
	}
	return o, err
}

func keys[V any](m map[string]V) string {
	var k []string
	for s := range m {
		k = append(k, s)
	}
	sort.Strings(k)
	return strings.Join(k, ", ")
}
