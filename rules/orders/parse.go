package orders

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/datafile"
)

// ParseOrders reads the orders format of the core rules (Rules.ParseOrders).
func ParseOrders(file, text string, checks ...Check) ([]Declaration, error) {
	return Core().ParseOrders(file, text, checks...)
}

// A Check looks at a declaration that has read, in what the file is for
// (a scenario's sides, say). line is the line as written; an error it
// returns is reported with the others, at column col of the line.
type Check func(d Declaration, line string) (col int, err error)

// Limits of an orders file, besides its size (datafile.MaxOrdersFile).
const (
	MaxDeclarations = 20000 // lines with an order: hours of play
	maxListed       = 20    // problems listed before the rest are counted
)

// ParseOrders reads the orders format (docs/orders.md): one declaration a
// line, "TICK SIDE STEP [& STEP …]", "#" comments and blank lines ignored.
// A step's verb is one of the rules' kinds (a rule module's too), read
// with its kind's arguments, or one of the orders that are not steps
// (done, cancel, defend, letgo, hold, react). file names the input in
// errors, which are "file:line:col: message", the column that of the
// field or step at fault. Text that is not UTF-8 (a binary file), more
// than MaxDeclarations lines of orders and combos longer than
// MaxComboSteps are refused. Each of checks looks at every declaration
// that reads, so its problems come with the rest, in line order.
func (r *Rules) ParseOrders(file, text string, checks ...Check) ([]Declaration, error) {
	if e := datafile.CheckText(file, []byte(text)); e != nil {
		return nil, e
	}
	var out []Declaration
	var problems []string
	more := 0
	problem := func(line, col int, format string, args ...any) {
		if len(problems) == maxListed {
			more++
			return
		}
		problems = append(problems, fmt.Sprintf("%s:%d:%d: ", file, line, col)+fmt.Sprintf(format, args...))
	}
	for n, raw := range strings.Split(text, "\n") {
		raw, _, _ = strings.Cut(raw, "#")
		if strings.TrimSpace(raw) == "" {
			continue
		}
		if len(out) == MaxDeclarations {
			problem(n+1, 1, "more than %d declarations; an orders file holds at most %d", MaxDeclarations, MaxDeclarations)
			break
		}
		d, col, err := r.parseDeclaration(raw)
		if err != nil {
			problem(n+1, col, "%v", err)
			continue
		}
		d.Line = n + 1
		for _, check := range checks {
			if col, err := check(d, raw); err != nil {
				problem(n+1, col, "%v", err)
			}
		}
		if len(out) > 0 && d.Tick < out[len(out)-1].Tick {
			problem(n+1, 1, "tick %d comes before the previous line's %d; list declarations in time order", d.Tick, out[len(out)-1].Tick)
		}
		out = append(out, d)
	}
	if more > 0 {
		problems = append(problems, fmt.Sprintf("%s: and %d more problems", file, more))
	}
	if len(problems) > 0 {
		return nil, fmt.Errorf("%s", strings.Join(problems, "\n"))
	}
	return out, nil
}

// column is the 1-based column, in characters, of byte offset i of line.
func column(line string, i int) int { return 1 + utf8.RuneCountInString(line[:i]) }

// fieldStart is the byte offset of line's field n (0-based, fields as
// strings.Fields splits them), or len(line) when it has fewer.
func fieldStart(line string, n int) int {
	in := false
	for i, r := range line {
		switch space := unicode.IsSpace(r); {
		case !space && !in:
			if n == 0 {
				return i
			}
			n--
			in = true
		case space:
			in = false
		}
	}
	return len(line)
}

// FieldColumn is the 1-based column, in characters, of field n (0-based)
// of an orders line: 1 for its tick, 2 for its side.
func FieldColumn(line string, n int) int { return column(line, fieldStart(line, n)) }

// parseDeclaration reads one line; on an error it says the column of the
// field or step at fault.
func (r *Rules) parseDeclaration(line string) (Declaration, int, error) {
	f := strings.Fields(line)
	start := column(line, len(line)-len(strings.TrimLeftFunc(line, unicode.IsSpace)))
	if len(f) < 3 {
		return Declaration{}, start, fmt.Errorf("want TICK SIDE ORDER…, got %q", strings.TrimSpace(line))
	}
	tick, err := strconv.Atoi(f[0])
	if err != nil || tick < 0 {
		return Declaration{}, start, fmt.Errorf("tick %q is not a whole number of ticks (60 a second) from 0 up", f[0])
	}
	d := Declaration{Tick: tick, Side: f[1]}
	if len(f) == 3 && (f[2] == string(Done) || f[2] == string(Cancel)) {
		d.Steps = []Order{{Verb: Verb(f[2])}}
		return d, start, nil
	}
	if k := r.kinds[Verb(f[2])]; k != nil && k.Args == SideAmountArgs {
		o, err := sideAmount(k.Verb, f[3:])
		if err != nil {
			return Declaration{}, FieldColumn(line, 2), err
		}
		d.Steps = []Order{o}
		return d, start, nil
	}
	// The steps: what follows the side, split at each "&".
	offset := fieldStart(line, 1) + len(f[1])
	rest := line[offset:]
	if n := strings.Count(rest, "&") + 1; n > MaxComboSteps {
		return Declaration{}, FieldColumn(line, 2), fmt.Errorf("a combo of %d steps; a combo holds at most %d (KG-CMB-01)", n, MaxComboSteps)
	}
	for _, part := range strings.Split(rest, "&") {
		at := offset + len(part) - len(strings.TrimLeftFunc(part, unicode.IsSpace))
		offset += len(part) + 1
		o, err := r.parseOrder(strings.Fields(part))
		if err != nil {
			return Declaration{}, column(line, at), err
		}
		d.Steps = append(d.Steps, o)
	}
	return d, start, nil
}

// sideAmount reads the argument of a side's order of SideAmountArgs,
// "bid 3": one whole number from 0 to 1000.
func sideAmount(v Verb, args []string) (Order, error) {
	if len(args) != 1 {
		return Order{}, fmt.Errorf("%s takes one whole number, as in \"SIDE %s 2\"", v, v)
	}
	n, err := strconv.Atoi(args[0])
	if err != nil || n < 0 || n > 1000 {
		return Order{}, fmt.Errorf("%s: %q is not a whole number from 0 to 1000", v, args[0])
	}
	return Order{Verb: v, AP: n}, nil
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
	k := r.kinds[o.Verb]
	if k != nil {
		shape, ok = k.Args, true
	}
	if !ok {
		return o, fmt.Errorf("%s: unknown order %q", o.Unit, o.Verb)
	}
	if err := parseArgs(&o, shape, args); err != nil {
		return o, err
	}
	if shape == TargetWordArgs && len(k.Words) > 0 && !slices.Contains(k.Words, o.Word) {
		return o, fmt.Errorf("%s %s: %q is not one of %s", o.Unit, o.Verb, o.Word, strings.Join(k.Words, ", "))
	}
	return o, nil
}

// parseArgs reads an order's arguments of the given shape into o.
func parseArgs(o *Order, shape Args, args []string) error {
	want := map[Args][2]int{NoArgs: {0, 0}, PointArgs: {2, 2}, AngleArgs: {1, 1}, AmountArgs: {1, 1}, TargetArgs: {1, 1}, ShotArgs: {1, 2},
		AttackArgs: {1, 2}, TargetOrPointArgs: {1, 2}, TargetWordArgs: {2, 2}}[shape]
	switch {
	case len(args) == 0 && (shape == TargetArgs || shape == ShotArgs || shape == AttackArgs || shape == TargetOrPointArgs || shape == TargetWordArgs):
		return fmt.Errorf("%s %s needs a target", o.Unit, o.Verb)
	case len(args) < want[0] && shape == TargetWordArgs:
		return fmt.Errorf("%s %s needs a target and a word after it", o.Unit, o.Verb)
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
	case TargetWordArgs:
		o.Target, o.Word = args[0], args[1]
	case TargetOrPointArgs:
		if len(args) == 1 {
			o.Target = args[0]
			break
		}
		o.Point = true
		if o.X, err = num(0); err == nil {
			o.Y, err = num(1)
		}
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

// CheckWritten checks a declaration that comes from a record or a save
// rather than from text, and returns it as the orders format reads it
// back. It must be one the orders format can write: every verb known,
// every shot type, attack and defence one the format has a word for,
// numbers finite, at most MaxComboSteps steps. What is returned drops any
// field the verb does not take. Whether the order is legal on the table is
// the match's to say, as in live play.
func (r *Rules) CheckWritten(d Declaration) (Declaration, error) {
	if len(d.Steps) > MaxComboSteps {
		return d, fmt.Errorf("a combo of %d steps; a combo holds at most %d (KG-CMB-01)", len(d.Steps), MaxComboSteps)
	}
	for _, o := range d.Steps {
		if err := knownWords(o); err != nil {
			return d, err
		}
	}
	text := strconv.Itoa(d.Tick) + " " + d.Side + " " + d.String()
	back, _, err := r.parseDeclaration(text)
	if err != nil {
		return d, err
	}
	if back.Side != d.Side || len(back.Steps) != len(d.Steps) {
		return d, fmt.Errorf("not an order the game writes (it reads back as %q)", text)
	}
	back.Line = d.Line
	return back, nil
}

// knownWords checks that the shot type, attack and defence o's verb uses
// are ones the orders format has a word for.
func knownWords(o Order) error {
	switch {
	case o.Verb == Shoot && shotWords[o.Shot] == "":
		return fmt.Errorf("%s %s: no shot type %d", o.Unit, o.Verb, o.Shot)
	case (o.Verb == Attack || o.Verb == Charge) && attackWords[o.Attack] == "":
		return fmt.Errorf("%s %s: no attack type %d", o.Unit, o.Verb, o.Attack)
	case o.Verb == Defend && o.Class != combat.Passive && defenceWords[o.Type] == "":
		return fmt.Errorf("%s %s: no defence type %d", o.Unit, o.Verb, o.Type)
	case o.Verb == React && o.Then != nil:
		return knownWords(*o.Then)
	}
	return nil
}
