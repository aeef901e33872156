package scenarios

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/deck"
)

// Limits of a scenario file.
const (
	MaxDeck        = 200 // cells along either side
	DefaultRounds  = 10  // GAP-31
	MaxRounds      = 50
	MaxModifier    = 20 // AP modifiers, either way
	defaultMapNote = "72\" × 48\" is the standard deck (GAP-10)"
	maxMapProblems = 20 // past this a broken map's problems are counted, not listed
)

// KnownOptions are the rule options a scenario may switch; each is read by
// the match (game/match.New). Pre-measuring joins them with the client's
// odds preview: until something reads it, naming it is an error, not a
// silent no-op.
var KnownOptions = []string{"sum7plus", "deflectScaling", "freshStuckDie", "wideArc"}

// LoadFile reads and checks the scenario at path on disk; army files it
// names are read beside it.
func LoadFile(p string, c *content.Content) (*Scenario, error) {
	dir := filepath.Dir(p)
	src, err := os.ReadFile(p)
	if err != nil {
		return nil, datafile.List{{Pos: datafile.Pos{File: p}, Msg: fmt.Sprintf("cannot read: %v", err)}}
	}
	readArmy := func(rel string) ([]byte, string, error) {
		full := rel
		if !filepath.IsAbs(rel) {
			full = filepath.Join(dir, rel)
		}
		data, err := os.ReadFile(full)
		return data, full, err
	}
	return load(src, p, c, readArmy)
}

// Load reads and checks the scenario at name in fsys; shown is how the file
// is named in messages. Every problem is reported, as file:line:col.
func Load(fsys fs.FS, name, shown string, c *content.Content) (*Scenario, error) {
	src, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, datafile.List{{Pos: datafile.Pos{File: shown}, Msg: fmt.Sprintf("cannot read: %v", err)}}
	}
	readArmy := func(rel string) ([]byte, string, error) {
		p := path.Join(path.Dir(name), rel)
		data, err := fs.ReadFile(fsys, p)
		return data, path.Join(path.Dir(shown), rel), err
	}
	return load(src, shown, c, readArmy)
}

// load checks a scenario's source; readArmy reads an army file named
// relative to the scenario and says how to name it in messages.
func load(src []byte, shown string, c *content.Content, readArmy func(string) ([]byte, string, error)) (*Scenario, error) {
	var f file
	if err := datafile.Decode(shown, src, &f); err != nil {
		return nil, err
	}
	l := &loader{f: &f, src: src, file: shown, readArmy: readArmy, content: c,
		s: &Scenario{File: shown, Name: f.Name, Description: f.Description, Rounds: f.Rounds, Dark: f.Dark, Options: f.Options}}
	l.check()
	if err := l.problems.Err(); err != nil {
		return nil, err
	}
	return l.s, nil
}

// loader checks one scenario file, collecting every problem.
type loader struct {
	f        *file
	src      []byte
	lines    []string // src split into lines, for map positions
	file     string
	readArmy func(rel string) ([]byte, string, error)
	content  *content.Content
	s        *Scenario
	legend   map[rune]*Legend
	problems datafile.List
}

// top is the file's first line, for problems with no better place.
func (l *loader) top() datafile.Pos { return datafile.Pos{File: l.file, Line: 1} }

// at is where a top-level key was written.
func (l *loader) at(key string) datafile.Pos { return l.f.Keys.At(key, l.top()) }

// check runs every check, in file order.
func (l *loader) check() {
	if strings.TrimSpace(l.f.Name) == "" {
		l.problems.Add(l.at("name"), "the scenario needs a name")
	}
	switch {
	case l.s.Rounds == 0:
		l.s.Rounds = DefaultRounds
	case l.s.Rounds < 1 || l.s.Rounds > MaxRounds:
		l.problems.Add(l.at("rounds"), "rounds is %d; a scenario lasts 1 to %d AP rounds", l.s.Rounds, MaxRounds)
	}
	for _, o := range sortedKeys(l.f.Options) {
		if !slices.Contains(KnownOptions, o) {
			l.problems.Add(l.at("options"), "unknown rule option %q (known: %s)", o, strings.Join(KnownOptions, ", "))
		}
	}
	l.checkLegend()
	l.checkMap()
	l.checkSides()
	l.checkPoints()
	l.checkEvents()
	l.checkVictory()
	if len(l.problems) == 0 {
		l.checkReachable()
	}
}

var idPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

func (l *loader) checkLegend() {
	l.legend = map[rune]*Legend{}
	if len(l.f.Legend) == 0 {
		l.problems.Add(l.at("legend"), "the legend is empty: say what each map character draws")
	}
	for _, e := range l.f.Legend {
		r, size := utf8.DecodeRuneInString(e.Char)
		if size == 0 || size != len(e.Char) || r == ' ' || r == '\t' {
			l.problems.Add(e.At, "char %q must be one visible character", e.Char)
			continue
		}
		if _, dup := l.legend[r]; dup {
			l.problems.Add(e.At, "char %q is already in the legend", e.Char)
			continue
		}
		t, err := deck.ParseTerrain(e.Terrain)
		if err != nil {
			l.problems.Add(e.At, "char %q: %v", e.Char, err)
			// Still known, so the map does not repeat the error at every use.
			l.legend[r] = &Legend{Char: r, Name: e.Name}
			continue
		}
		if e.Zone != "" && !idPattern.MatchString(e.Zone) {
			l.problems.Add(e.At, "char %q: zone %q must be lower-case words joined by hyphens", e.Char, e.Zone)
		}
		if e.Zone != "" && (t == deck.Impossible || e.Wall) {
			l.problems.Add(e.At, "char %q: deployment zone %q on a wall or impassable terrain", e.Char, e.Zone)
		}
		lg := &Legend{Char: r, Name: e.Name, Zone: e.Zone, Cell: deck.Cell{Terrain: t, Wall: e.Wall, Door: e.Door, Cover: e.Cover, Weak: e.Weak, Dark: e.Dark}}
		l.legend[r] = lg
		l.s.Legend = append(l.s.Legend, *lg)
	}
}

// mapIsBlock reports whether the map was written as a literal block
// ("map: |"), the only form whose rows keep their line breaks and whose
// characters can be pointed at.
func (l *loader) mapIsBlock() bool {
	key := l.at("map")
	if key.Line == 0 || strings.TrimSpace(l.f.Map) == "" {
		return true // no map at all: the empty-map check says so
	}
	if l.lines == nil {
		l.lines = strings.Split(string(l.src), "\n")
	}
	if key.Line > len(l.lines) {
		return false
	}
	_, after, _ := strings.Cut(l.lines[key.Line-1], ":")
	after = strings.TrimSpace(strings.TrimRight(after, "\r"))
	return strings.HasPrefix(after, "|")
}

// rowPos finds where map row r (0-based) and column x sit in the file: the
// map is a block scalar starting the line after its key.
func (l *loader) rowPos(r, x int) datafile.Pos {
	key := l.at("map")
	if l.lines == nil {
		l.lines = strings.Split(string(l.src), "\n")
	}
	line := key.Line + 1 + r
	if key.Line == 0 || line > len(l.lines) || r >= len(l.s.Rows) {
		return key
	}
	text := strings.TrimRight(l.lines[line-1], "\r")
	col := strings.Index(text, l.s.Rows[r])
	if col < 0 {
		return key
	}
	// Columns count characters, as editors do.
	return datafile.Pos{File: l.file, Line: line, Col: utf8.RuneCountInString(text[:col]) + 1 + x}
}

func (l *loader) checkMap() {
	rows := strings.Split(strings.TrimRight(l.f.Map, "\n"), "\n")
	if !l.mapIsBlock() {
		l.problems.Add(l.at("map"), "write the map as a block: \"map: |\" and then the rows, indented, one per line")
		return
	}
	if strings.TrimSpace(l.f.Map) == "" {
		l.problems.Add(l.at("map"), "the map is empty; draw one character per 1\" cell (%s)", defaultMapNote)
		return
	}
	if rows[0] == "" {
		l.problems.Add(l.at("map"), "the map starts with a blank line; the first row must follow \"map: |\" at once")
		return
	}
	l.s.Rows = rows
	w, h := utf8.RuneCountInString(rows[0]), len(rows)
	if w > MaxDeck || h > MaxDeck {
		l.problems.Add(l.at("map"), "the map is %d×%d; at most %d×%d", w, h, MaxDeck, MaxDeck)
		return
	}
	cells := make([]deck.Cell, 0, w*h)
	l.s.Zones = map[string][]Cell{}
	bad := 0 // map problems; past maxMapProblems they are only counted
	report := func(p datafile.Pos, format string, args ...any) {
		if bad++; bad <= maxMapProblems {
			l.problems.Add(p, format, args...)
		}
	}
	defer func() {
		if bad > maxMapProblems {
			l.problems.Add(l.at("map"), "… and %d more problems in the map", bad-maxMapProblems)
		}
	}()
	for y, row := range rows {
		if n := utf8.RuneCountInString(row); n != w {
			hint := ""
			if strings.TrimRight(row, " \t") != row {
				hint = " (it ends in spaces)"
			}
			report(l.rowPos(y, min(n, w)), "row %d is %d cells wide; the first row is %d%s", y+1, n, w, hint)
			continue
		}
		for x, ch := range []rune(row) {
			lg, ok := l.legend[ch]
			if !ok {
				report(l.rowPos(y, x), "map character %q is not in the legend", string(ch))
				cells = append(cells, deck.Cell{})
				continue
			}
			cells = append(cells, lg.Cell)
			if lg.Zone != "" {
				l.s.Zones[lg.Zone] = append(l.s.Zones[lg.Zone], Cell{x, y})
			}
		}
	}
	if len(l.problems) > 0 {
		return
	}
	d, err := deck.New(w, h, cells)
	if err != nil {
		l.problems.Add(l.at("map"), "%v", err)
		return
	}
	l.s.Deck = d
}

func (l *loader) checkSides() {
	if len(l.f.Sides) != 2 {
		l.problems.Add(l.at("sides"), "a scenario has 2 sides, not %d", len(l.f.Sides))
	}
	seen := map[string]bool{}
	for i, sd := range l.f.Sides {
		switch {
		case !idPattern.MatchString(sd.ID):
			l.problems.Add(sd.At, "side id %q must be lower-case words joined by hyphens", sd.ID)
		case seen[sd.ID]:
			l.problems.Add(sd.At, "side id %q is used twice", sd.ID)
		}
		seen[sd.ID] = true
		side := &Side{ID: sd.ID, Name: sd.Name, Zone: sd.Zone, APModifier: sd.APModifier, RoundModifiers: sd.RoundModifiers, Frozen: sd.Frozen}
		if side.Name == "" {
			side.Name = sd.ID
		}
		side.Army = l.loadArmy(sd)
		if _, ok := l.s.Zones[sd.Zone]; !ok && l.s.Deck != nil {
			l.problems.Add(sd.At, "side %s: deployment zone %q is drawn nowhere on the map", sd.ID, sd.Zone)
		}
		if i == 1 && sd.Zone == l.f.Sides[0].Zone {
			l.problems.Add(sd.At, "side %s: both sides deploy in zone %q; give each its own", sd.ID, sd.Zone)
		}
		if sd.APModifier < -MaxModifier || sd.APModifier > MaxModifier {
			l.problems.Add(sd.At, "side %s: ap_modifier %d is outside −%d to %d", sd.ID, sd.APModifier, MaxModifier, MaxModifier)
		}
		for _, r := range sortedRounds(sd.RoundModifiers) {
			if r < 1 || r > l.s.Rounds || sd.RoundModifiers[r] < -MaxModifier || sd.RoundModifiers[r] > MaxModifier {
				l.problems.Add(sd.At, "side %s: round_modifiers {%d: %d}: the round must be 1 to %d and the modifier −%d to %d",
					sd.ID, r, sd.RoundModifiers[r], l.s.Rounds, MaxModifier, MaxModifier)
			}
		}
		if i < 2 {
			l.s.Sides[i] = side
		}
	}
}

// loadArmy finds a side's army: a shipped list by name, a file beside the
// scenario, or a list written in place.
func (l *loader) loadArmy(sd *sideEntry) *army.Army {
	var a *army.Army
	var err error
	switch {
	case sd.List != nil && sd.Army != "":
		l.problems.Add(sd.At, "side %s: give army or list, not both", sd.ID)
		return nil
	case sd.List != nil:
		sd.List.At.File = l.file
		a, err = army.Check(sd.List, l.content)
	case strings.HasSuffix(sd.Army, ".yaml"):
		src, shown, rerr := l.readArmy(sd.Army)
		if rerr != nil {
			l.problems.Add(sd.At, "side %s: cannot read army %s: %v", sd.ID, sd.Army, rerr)
			return nil
		}
		a, err = army.Parse(shown, src, l.content)
	case sd.Army != "":
		src, rerr := fs.ReadFile(Armies, "armies/"+sd.Army+".yaml")
		if rerr != nil {
			l.problems.Add(sd.At, "side %s: no shipped army %q (shipped: %s)", sd.ID, sd.Army, strings.Join(ShippedArmies(), ", "))
			return nil
		}
		a, err = army.Parse("scenarios/armies/"+sd.Army+".yaml", src, l.content)
	default:
		l.problems.Add(sd.At, "side %s: needs an army (a shipped army's name or a .yaml file) or a list", sd.ID)
		return nil
	}
	if err != nil {
		var list datafile.List
		if errors.As(err, &list) {
			l.problems = append(l.problems, list...)
		} else {
			l.problems.Add(sd.At, "side %s: %v", sd.ID, err)
		}
		return nil
	}
	return a
}

func (l *loader) side(id string) *Side {
	for _, s := range l.s.Sides {
		if s != nil && s.ID == id {
			return s
		}
	}
	return nil
}

func (l *loader) checkPoints() {
	ids := map[string]bool{}
	check := func(kind string, pts []*pointEntry) []Point {
		var out []Point
		for _, p := range pts {
			switch {
			case !idPattern.MatchString(p.ID):
				l.problems.Add(p.At, "%s id %q must be lower-case words joined by hyphens", kind, p.ID)
				continue
			case ids[p.ID]:
				l.problems.Add(p.At, "id %q is used twice", p.ID)
				continue
			case len(p.Cell) != 2:
				l.problems.Add(p.At, "%s %s: at is [x, y]", kind, p.ID)
				continue
			}
			ids[p.ID] = true
			pt := Point{ID: p.ID, Name: p.Name, Cell: Cell{p.Cell[0], p.Cell[1]}, Side: p.Side, Body: p.Body, Armour: p.Armour, Wounds: p.Wounds}
			if l.s.Deck != nil {
				c, ok := l.s.Deck.Cell(pt.X, pt.Y)
				switch {
				case !ok:
					l.problems.Add(p.At, "%s %s at [%d, %d] is off the %d×%d deck", kind, p.ID, pt.X, pt.Y, l.s.Deck.W, l.s.Deck.H)
				case !c.Walkable():
					l.problems.Add(p.At, "%s %s at [%d, %d] is inside a wall", kind, p.ID, pt.X, pt.Y)
				}
			}
			if kind == "entry" && l.side(p.Side) == nil {
				l.problems.Add(p.At, "entry %s: side %q is not a side of this scenario", p.ID, p.Side)
			}
			if p.Body < 0 || p.Armour < 0 || p.Wounds < 0 {
				l.problems.Add(p.At, "%s %s: body, armour and wounds cannot be negative", kind, p.ID)
			}
			out = append(out, pt)
		}
		return out
	}
	l.s.Objectives = check("objective", l.f.Objectives)
	l.s.Entries = check("entry", l.f.Entries)
}

func (l *loader) checkEvents() {
	arriving := map[string]map[string]int{} // side → unit → count
	for _, e := range l.f.Events {
		ev := Event{Round: e.Round, Type: e.Type, Side: e.Side, Units: e.Units, Entry: e.Entry, Text: e.Text}
		switch {
		case e.Round < 1 || e.Round > l.s.Rounds:
			l.problems.Add(e.At, "event in round %d never comes: the scenario ends after round %d", e.Round, l.s.Rounds)
		case e.Round == l.s.Rounds && (e.Type == Arrive || e.Type == Unfreeze || e.Type == Flood):
			l.problems.Add(e.At, "%s at the end of round %d comes after the last round is played; move it earlier", e.Type, e.Round)
		}
		needsSide := e.Type == Arrive || e.Type == Unfreeze || e.Type == Win
		if needsSide && l.side(e.Side) == nil {
			l.problems.Add(e.At, "%s event: side %q is not a side of this scenario", e.Type, e.Side)
		}
		switch e.Type {
		case Arrive:
			l.checkArrival(e, arriving)
		case Flood:
			if len(e.Area) != 4 || e.Area[2] < 1 || e.Area[3] < 1 || l.s.Deck != nil &&
				(e.Area[0] < 0 || e.Area[1] < 0 || e.Area[0]+e.Area[2] > l.s.Deck.W || e.Area[1]+e.Area[3] > l.s.Deck.H) {
				l.problems.Add(e.At, "flood: area is [x, y, width, height] inside the deck")
			} else {
				copy(ev.Area[:], e.Area)
			}
			r, _ := utf8.DecodeRuneInString(e.To)
			lg, ok := l.legend[r]
			if !ok || utf8.RuneCountInString(e.To) != 1 {
				l.problems.Add(e.At, "flood: to %q is not a legend character", e.To)
			} else if lg.Cell.Terrain == deck.Impossible && l.floodBuries(ev.Area) {
				l.problems.Add(e.At, "flood: the area turns a deployment zone, objective or entry impassable")
			}
			ev.To = r
		case Unfreeze, Win:
		case Message:
			if e.Text == "" {
				l.problems.Add(e.At, "message event without text")
			}
		default:
			l.problems.Add(e.At, "unknown event type %q (arrive, unfreeze, flood, message, win)", e.Type)
		}
		l.s.Events = append(l.s.Events, ev)
	}
	sort.SliceStable(l.s.Events, func(i, j int) bool { return l.s.Events[i].Round < l.s.Events[j].Round })
	for i, sd := range l.f.Sides {
		if sd.Frozen && !slices.ContainsFunc(l.s.Events, func(e Event) bool { return e.Type == Unfreeze && e.Side == sd.ID }) {
			l.problems.Add(l.f.Sides[i].At, "side %s is frozen but no unfreeze event ever frees it", sd.ID)
		}
	}
	for i, s := range l.s.Sides {
		if s == nil || s.Army == nil || l.s.Deck == nil {
			continue // a broken map or army has said enough
		}
		on := len(s.Army.Models) - l.s.Held(s.ID)
		if zone := l.s.Zones[s.Zone]; len(zone) < on && len(zone) > 0 {
			l.problems.Add(l.f.Sides[i].At, "side %s deploys %d models but zone %q has only %d cells", s.ID, on, s.Zone, len(zone))
		}
	}
}

// checkArrival checks an arrive event against the side's army and entries.
func (l *loader) checkArrival(e *eventEntry, arriving map[string]map[string]int) {
	side := l.side(e.Side)
	if !slices.ContainsFunc(l.s.Entries, func(p Point) bool { return p.ID == e.Entry && p.Side == e.Side }) {
		l.problems.Add(e.At, "arrive: %q is not an entry point of side %s", e.Entry, e.Side)
	}
	if len(e.Units) == 0 {
		l.problems.Add(e.At, "arrive: name the units that arrive (unit id: count)")
	}
	if side == nil || side.Army == nil {
		return
	}
	have := map[string]int{}
	for _, m := range side.Army.Models {
		have[m.Unit.ID]++
	}
	if arriving[e.Side] == nil {
		arriving[e.Side] = map[string]int{}
	}
	for _, u := range sortedKeys(e.Units) {
		arriving[e.Side][u] += e.Units[u]
		switch {
		case e.Units[u] < 1:
			l.problems.Add(e.At, "arrive: %d %s; a count is 1 or more", e.Units[u], u)
		case arriving[e.Side][u] > have[u]:
			l.problems.Add(e.At, "arrive: side %s has only %d %s to send", e.Side, have[u], u)
		}
	}
}

// floodBuries reports whether an area holds a zone, objective or entry cell.
func (l *loader) floodBuries(a [4]int) bool {
	in := func(c Cell) bool { return c.X >= a[0] && c.X < a[0]+a[2] && c.Y >= a[1] && c.Y < a[1]+a[3] }
	for _, cells := range l.s.Zones {
		if slices.ContainsFunc(cells, in) {
			return true
		}
	}
	return slices.ContainsFunc(l.s.Objectives, func(p Point) bool { return in(p.Cell) }) ||
		slices.ContainsFunc(l.s.Entries, func(p Point) bool { return in(p.Cell) })
}

// checkVictory checks the victory conditions name real sides and objectives.
func (l *loader) checkVictory() {
	v := l.f.Victory
	l.s.Victory = Victory{Type: v.Type, Attacker: v.Attacker, Objectives: v.Objectives}
	switch v.Type {
	case "", Deathmatch:
		l.s.Victory.Type = Deathmatch
	case Sabotage:
		if l.side(v.Attacker) == nil {
			l.problems.Add(v.At, "sabotage: attacker %q is not a side of this scenario", v.Attacker)
		}
		if len(v.Objectives) == 0 {
			l.problems.Add(v.At, "sabotage: name the objectives to destroy")
		}
		for _, o := range v.Objectives {
			i := slices.IndexFunc(l.s.Objectives, func(p Point) bool { return p.ID == o })
			switch {
			case i < 0:
				l.problems.Add(v.At, "sabotage: objective %q is not in objectives", o)
			case l.s.Objectives[i].Wounds < 1:
				l.problems.Add(l.objectiveAt(o), "objective %s must be destroyable: give it wounds (and body, armour)", o)
			}
		}
	default:
		l.problems.Add(v.At, "unknown victory type %q (deathmatch, sabotage)", v.Type)
	}
}

// objectiveAt is where objective id is written in the file. The checked
// objectives leave out bad entries, so their indices do not match the
// file's.
func (l *loader) objectiveAt(id string) datafile.Pos {
	for _, p := range l.f.Objectives {
		if p.ID == id {
			return p.At
		}
	}
	return l.at("objectives")
}

// checkReachable reports sides that can never meet, and objectives the
// side that must destroy them (or, in a deathmatch, either side) cannot
// walk to, over walkable cells (deck.Cell.Walkable: doors open as models
// pass).
func (l *loader) checkReachable() {
	var reach [2][]bool
	for i, s := range l.s.Sides {
		reach[i] = l.flood(s)
	}
	for i, s := range l.s.Sides {
		other := l.s.Sides[1-i]
		d := l.s.Deck
		if !slices.ContainsFunc(l.s.Zones[other.Zone], func(c Cell) bool { return reach[i][c.Y*d.W+c.X] }) {
			l.problems.Add(l.f.Sides[i].At, "side %s can never reach side %s: no open path joins their zones", s.ID, other.ID)
			return
		}
	}
	for _, o := range l.s.Objectives {
		need := l.s.Sides[:]
		if a := l.side(l.s.Victory.Attacker); a != nil {
			need = []*Side{a}
		}
		for _, s := range need {
			if !reach[slices.Index(l.s.Sides[:], s)][o.Y*l.s.Deck.W+o.X] {
				l.problems.Add(l.objectiveAt(o.ID), "objective %s at [%d, %d] is unreachable from side %s's deployment zone or entries", o.ID, o.X, o.Y, s.ID)
				break
			}
		}
	}
}

// flood marks every cell side s can walk to from its zone and entries.
func (l *loader) flood(s *Side) []bool {
	d := l.s.Deck
	seen := make([]bool, d.W*d.H)
	var queue []Cell
	start := append([]Cell(nil), l.s.Zones[s.Zone]...)
	for _, e := range l.s.Entries {
		if e.Side == s.ID {
			start = append(start, e.Cell)
		}
	}
	for _, c := range start {
		if !seen[c.Y*d.W+c.X] {
			seen[c.Y*d.W+c.X] = true
			queue = append(queue, c)
		}
	}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for _, n := range []Cell{{c.X + 1, c.Y}, {c.X - 1, c.Y}, {c.X, c.Y + 1}, {c.X, c.Y - 1}} {
			cell, ok := d.Cell(n.X, n.Y)
			if ok && cell.Walkable() && !seen[n.Y*d.W+n.X] {
				seen[n.Y*d.W+n.X] = true
				queue = append(queue, n)
			}
		}
	}
	return seen
}

// sortedRounds lists a map's round numbers in order.
func sortedRounds(m map[int]int) []int {
	var out []int
	for r := range m {
		out = append(out, r)
	}
	sort.Ints(out)
	return out
}

// sortedKeys lists a map's keys in order, for stable messages.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
