package scenarios

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/modules"
)

// Limits of a scenario file (docs/scenarios.md, "Limits"). The lengths of
// the lists and the map's size are checked before any other work is done,
// so a hostile file is refused at once; every limit is reported at the key
// that breaks it.
const (
	// MaxDeck is the most cells along either side of the deck; the map's
	// rows and its longest row are counted before a cell is made.
	MaxDeck = 200
	// DefaultRounds is the last AP round when the rounds key is left out
	// (GAP-31). A rounds written as 0 is an error, not this default.
	DefaultRounds = 10
	// MaxRounds is the most AP rounds a scenario lasts; rounds is 1 to this.
	MaxRounds = 50
	// MaxModifier bounds AP modifiers, either way.
	MaxModifier = 20

	// MaxName is the most characters (runes) in the scenario's name, which
	// save files are named from, and in the name of a legend character, a
	// side, an objective or an entry point.
	MaxName = 60
	// MaxDescription is the most characters in the description and in an
	// event's text.
	MaxDescription = 2000
	// MaxID is the most characters in an id: a side's, a deployment zone's,
	// an objective's or an entry point's.
	MaxID = 32

	// MaxLegend is the most legend entries.
	MaxLegend = 64
	// MaxObjectives is the most objectives, and the most a sabotage victory
	// may name.
	MaxObjectives = 64
	// MaxEntries is the most entry points.
	MaxEntries = 64
	// MaxEvents is the most events.
	MaxEvents = 200
	// MaxSideModels is the most models a side may hold, whatever a content
	// folder's limits say: rules/army refuses a longer list before making
	// its models. The shipped content's own limit is lower (14, KG-META-02).
	MaxSideModels = army.MaxModels

	defaultMapNote = "72\" × 48\" is the standard deck (GAP-10)"
	maxMapProblems = 20 // past this a broken map's problems are counted, not listed
	maxEcho        = 20 // characters of a value a message repeats; past this it is cut
)

// KnownOptions are the rule options a scenario may switch; each is read by
// the match (game/match.New). Pre-measuring joins them with the client's
// odds preview: until something reads it, naming it is an error, not a
// silent no-op.
var KnownOptions = []string{"sum7plus", "deflectScaling", "freshStuckDie", "wideArc"}

// LoadFile reads and checks the scenario at path on disk; army files it
// names are read beside it. A file over datafile.MaxScenarioFile (army
// files: datafile.MaxArmyFile), or one that is not a regular file, is
// refused before it is read.
func LoadFile(p string, c *content.Content) (*Scenario, error) {
	dir := filepath.Dir(p)
	src, err := datafile.ReadFile(p, datafile.MaxScenarioFile)
	if err != nil {
		return nil, datafile.List{{Pos: datafile.Pos{File: p}, Msg: fmt.Sprintf("cannot read: %v", err)}}
	}
	readArmy := func(rel string) ([]byte, string, error) {
		full := rel
		if !filepath.IsAbs(rel) {
			full = filepath.Join(dir, rel)
		}
		data, err := datafile.ReadFile(full, datafile.MaxArmyFile)
		return data, full, err
	}
	return load(src, p, filepath.Base(p), c, readArmy)
}

// Load reads and checks the scenario at name in fsys; shown is how the file
// is named in messages. Every problem is reported, as file:line:col.
func Load(fsys fs.FS, name, shown string, c *content.Content) (*Scenario, error) {
	src, err := datafile.ReadFS(fsys, name, shown, datafile.MaxScenarioFile)
	if err != nil {
		return nil, datafile.List{{Pos: datafile.Pos{File: shown}, Msg: fmt.Sprintf("cannot read: %v", err)}}
	}
	readArmy := func(rel string) ([]byte, string, error) {
		p := path.Join(path.Dir(name), rel)
		shownArmy := path.Join(path.Dir(shown), rel)
		data, err := datafile.ReadFS(fsys, p, shownArmy, datafile.MaxArmyFile)
		return data, shownArmy, err
	}
	return load(src, shown, path.Base(name), c, readArmy)
}

// LoadFiles reads and checks a scenario from files held in memory, as a
// record carries them (Scenario.Files): main is the scenario's own file,
// files maps it and every army file it names, by the name the scenario
// gives, to their text. Nothing is read from disk. shown names main in
// messages.
func LoadFiles(main, shown string, files map[string][]byte, c *content.Content) (*Scenario, error) {
	src, ok := files[main]
	if !ok {
		return nil, datafile.List{{Pos: datafile.Pos{File: shown}, Msg: fmt.Sprintf("no file %q among the scenario's files", main)}}
	}
	readArmy := func(rel string) ([]byte, string, error) {
		data, ok := files[rel]
		if !ok {
			return nil, rel, fmt.Errorf("no file %q among the scenario's files", rel)
		}
		return data, path.Join(path.Dir(shown), rel), nil
	}
	return load(src, shown, main, c, readArmy)
}

// load checks a scenario's source; readArmy reads an army file named
// relative to the scenario and says how to name it in messages. The
// scenario keeps the files it was read from (Scenario.Files), the
// scenario's own under base.
func load(src []byte, shown, base string, c *content.Content, readArmy func(string) ([]byte, string, error)) (*Scenario, error) {
	files := map[string][]byte{base: src}
	kept := func(rel string) ([]byte, string, error) {
		data, name, err := readArmy(rel)
		if err == nil {
			files[rel] = data
		}
		return data, name, err
	}
	s, err := check(src, shown, c, kept)
	if err != nil {
		return nil, err
	}
	s.Files, s.Main = files, base
	return s, nil
}

// check checks a scenario's source; readArmy reads an army file named
// relative to the scenario and says how to name it in messages.
func check(src []byte, shown string, c *content.Content, readArmy func(string) ([]byte, string, error)) (*Scenario, error) {
	var f file
	var read datafile.List
	// Unknown fields are left out and the rest is checked, so they hide
	// no other problem; a value that did not read stops here, before the
	// checks mistake it for a missing one.
	if !datafile.DecodeAll(shown, src, &f, &read) || bool(f.Faulty) {
		return nil, read.Err()
	}
	l := &loader{f: &f, src: src, file: shown, readArmy: readArmy, content: c,
		s: &Scenario{File: shown, Name: f.Name, Description: f.Description, Rounds: f.Rounds, Dark: f.Dark, Fog: f.Fog, Options: f.Options, BattleSize: f.BattleSize, content: c}}
	l.check()
	// After the checks, so the unknown fields stop none of them.
	l.problems = append(l.problems, read...)
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

// check runs every check, in file order, once the file is within the
// limits of its size.
func (l *loader) check() {
	if !l.checkSizes() {
		return
	}
	l.checkText(l.at("name"), "the scenario's name", l.f.Name, MaxName, false)
	if strings.TrimSpace(l.f.Name) == "" {
		l.problems.Add(l.at("name"), "the scenario needs a name")
	}
	l.checkText(l.at("description"), "the description", l.f.Description, MaxDescription, true)
	_, written := l.f.Keys["rounds"]
	switch {
	case !written:
		l.s.Rounds = DefaultRounds
	case l.s.Rounds < 1 || l.s.Rounds > MaxRounds: // a written 0 too
		l.problems.Add(l.at("rounds"), "rounds is %d; a scenario lasts 1 to %d AP rounds", l.s.Rounds, MaxRounds)
	}
	if _, written := l.f.Keys["battle_size"]; !written {
		l.s.BattleSize = 1
	} else if l.s.BattleSize < 1 || l.s.BattleSize > army.MaxBattleSize { // a written 0 too
		l.problems.Add(l.at("battle_size"), "battle_size is %d; it is 1 (the standard game) to %d", l.s.BattleSize, army.MaxBattleSize)
		l.s.BattleSize = 1
	}
	for _, o := range sortedKeys(l.f.Options) {
		if !slices.Contains(KnownOptions, o) {
			l.problems.Add(l.at("options"), "unknown rule option %q (known: %s)", o, strings.Join(KnownOptions, ", "))
		}
	}
	l.checkModules()
	l.checkMap(l.checkLegend())
	l.checkSides()
	l.s.defaultModules()
	l.checkPoints()
	l.checkEvents()
	l.checkVictory()
	l.checkDecor()
	if len(l.problems) == 0 {
		l.checkReachable()
	}
}

// checkSizes refuses a file whose lists are longer, or whose map is
// larger, than a scenario may hold, before any work is done on them; it
// reports whether the file is within those limits.
func (l *loader) checkSizes() bool {
	before := len(l.problems)
	if n := len(l.f.Legend); n > MaxLegend {
		l.problems.Add(l.at("legend"), "the legend has %d entries; at most %d", n, MaxLegend)
	}
	for _, list := range []struct {
		key, what string
		n, most   int
	}{
		{"objectives", "objectives", len(l.f.Objectives), MaxObjectives},
		{"entries", "entries", len(l.f.Entries), MaxEntries},
		{"events", "events", len(l.f.Events), MaxEvents},
		{"decor", "pieces of decor", len(l.f.Decor), MaxDecor},
	} {
		if list.n > list.most {
			l.problems.Add(l.at(list.key), "%d %s; a scenario has at most %d", list.n, list.what, list.most)
		}
	}
	if w, h := mapSize(l.f.Map); w > MaxDeck || h > MaxDeck {
		l.problems.Add(l.at("map"), "the map is %d×%d cells; at most %d×%d", w, h, MaxDeck, MaxDeck)
	}
	return len(l.problems) == before
}

// mapSize measures a map as written: its longest row, in characters, and
// its rows. It neither splits the map nor decodes a cell.
func mapSize(m string) (w, h int) {
	for row := range strings.SplitSeq(strings.TrimRight(m, "\n"), "\n") {
		h++
		w = max(w, utf8.RuneCountInString(row))
	}
	return w, h
}

var idPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// checkID reports an id over MaxID characters or not lower-case words
// joined by hyphens; what names it ("side id"). It reports whether the id
// is good.
func (l *loader) checkID(at datafile.Pos, what, id string) bool {
	if n := utf8.RuneCountInString(id); n > MaxID {
		l.problems.Add(at, "%s %s is %d characters long; at most %d", what, echo(id), n, MaxID)
		return false
	}
	if !idPattern.MatchString(id) {
		l.problems.Add(at, "%s %q must be lower-case words joined by hyphens", what, id)
		return false
	}
	return true
}

// checkText reports text over most characters, or holding a control
// character: a YAML escape such as "\e" can write one, and names reach
// terminals, logs and file names. lines lets text keep its line breaks and
// tabs (a description, an event's text).
func (l *loader) checkText(at datafile.Pos, what, text string, most int, lines bool) {
	if n := utf8.RuneCountInString(text); n > most {
		l.problems.Add(at, "%s is %d characters long; at most %d", what, n, most)
		return
	}
	for _, r := range text {
		if unicode.IsControl(r) && !(lines && (r == '\n' || r == '\t')) {
			l.problems.Add(at, "%s holds control character %U", what, r)
			return
		}
	}
}

// echo quotes a value for a message, cut so a hostile value is not
// repeated whole.
func echo(s string) string { return strconv.Quote(cut(s)) }

// cut shortens s to its first maxEcho characters and "…".
func cut(s string) string {
	i := 0
	for n := 0; n < maxEcho && i < len(s); n++ {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	if i < len(s) {
		return s[:i] + "…"
	}
	return s
}

// visible reports whether r is a character a map can draw: graphic, not a
// space, not a combining mark (which would sit on the cell before it).
func visible(r rune) bool {
	return unicode.IsGraphic(r) && !unicode.IsSpace(r) && !unicode.Is(unicode.M, r)
}

// checkModules reads the rule modules the file names, each a known one
// named once; a file that names none plays with the default set
// (defaultModules adds what the armies bring once they are read).
func (l *loader) checkModules() {
	if _, written := l.f.Keys["modules"]; !written {
		l.s.Modules, l.s.ModulesByDefault = modules.Defaults(), true
		return
	}
	var names []string
	for _, w := range l.f.Modules {
		if err := modules.Check(append(names, w.Value)); err != nil {
			l.problems.Add(w.At(l.file), "%v", err)
			continue
		}
		names = append(names, w.Value)
	}
	l.s.Modules = modules.Sorted(names)
}

// checkLegend reads the legend; it reports whether it is sound, so the
// map's cells can be trusted.
func (l *loader) checkLegend() bool {
	before := len(l.problems)
	l.legend = map[rune]*Legend{}
	if len(l.f.Legend) == 0 {
		l.problems.Add(l.at("legend"), "the legend is empty: say what each map character draws")
	}
	for _, e := range l.f.Legend {
		r, size := utf8.DecodeRuneInString(e.Char)
		if size == 0 || size != len(e.Char) || r == utf8.RuneError && size == 1 || !visible(r) {
			l.problems.Add(e.Keys.At("char", e.At), "char %s must be one visible character (not a space, an invisible character or a combining mark)", echo(e.Char))
			continue
		}
		l.checkText(e.Keys.At("name", e.At), fmt.Sprintf("char %q: the name", e.Char), e.Name, MaxName, false)
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
		if e.Zone != "" {
			l.checkID(e.Keys.At("zone", e.At), fmt.Sprintf("char %q: zone", e.Char), e.Zone)
		}
		if e.Zone != "" && (t == deck.Impossible || e.Wall) {
			l.problems.Add(e.At, "char %q: deployment zone %q on a wall or impassable terrain", e.Char, e.Zone)
		}
		if e.Open && !e.Door {
			l.problems.Add(e.Keys.At("open", e.At), "char %q: open is for a door (door: true) that stands open at the start", e.Char)
		}
		cover, hardness := l.cover(e)
		if e.Gantry && (t == deck.Impossible || e.Wall || e.Door || cover) {
			l.problems.Add(e.Keys.At("gantry", e.At), "char %q: a gantry is a walkway a model stands on: not a wall, a door, cover or impassable terrain", e.Char)
		}
		lg := &Legend{Char: r, Name: e.Name, Zone: e.Zone, Cell: deck.Cell{Terrain: t, Wall: e.Wall, Door: e.Door, Open: e.Door && e.Open,
			Cover: cover, Hardness: hardness, Weak: e.Weak, Dark: e.Dark, Gantry: e.Gantry}}
		l.legend[r] = lg
		l.s.Legend = append(l.s.Legend, *lg)
	}
	return len(l.problems) == before
}

// cover reads a legend entry's cover: true (cover whose hardness its
// ground decides), soft, hard, or false (left out: no cover). Only the
// cover rule module (XS-19) tells soft from hard; a named hardness enters
// the scenario's fingerprint, true does not, so the files written before
// hardness fingerprint as they did.
func (l *loader) cover(e *legendEntry) (bool, deck.Hardness) {
	switch strings.ToLower(e.Cover.Value) {
	case "", "false":
		return false, deck.ByGround
	case "true":
		return true, deck.ByGround
	case "soft":
		return true, deck.Soft
	case "hard":
		return true, deck.Hard
	}
	l.problems.Add(e.Cover.At(l.file), "char %q: cover %s is not true, soft, hard or false (true: hard on very difficult ground, soft on easier)", e.Char, echo(e.Cover.Value))
	return false, deck.ByGround
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

// checkMap reads the map and, when it and the legend (legendOK) are
// sound, makes the deck.
func (l *loader) checkMap(legendOK bool) {
	if !l.mapIsBlock() {
		l.problems.Add(l.at("map"), "write the map as a block: \"map: |\" and then the rows, indented, one per line")
		return
	}
	if strings.TrimSpace(l.f.Map) == "" {
		l.problems.Add(l.at("map"), "the map is empty; draw one character per 1\" cell (%s)", defaultMapNote)
		return
	}
	rows := strings.Split(strings.TrimRight(l.f.Map, "\n"), "\n")
	if rows[0] == "" {
		l.problems.Add(l.at("map"), "the map starts with a blank line; the first row must follow \"map: |\" at once")
		return
	}
	l.s.Rows = rows
	w, h := utf8.RuneCountInString(rows[0]), len(rows) // within MaxDeck: checkSizes
	cells := make([]deck.Cell, 0, w*h)
	l.s.Zones = map[string][]Cell{}
	bad := 0 // map problems; past maxMapProblems they are only counted
	report := func(p datafile.Pos, format string, args ...any) {
		if bad++; bad <= maxMapProblems {
			l.problems.Add(p, format, args...)
		}
	}
	defer func() {
		if more := bad - maxMapProblems; more > 0 {
			// At the end of the map, so it comes after the problems listed.
			last := len(rows) - 1
			end := l.rowPos(last, utf8.RuneCountInString(rows[last]))
			l.problems = append(l.problems, &datafile.Error{Pos: end, Msg: fmt.Sprintf("… and %d more problems in the map", more), More: more})
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
	if !legendOK || bad > 0 {
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
	for i, sd := range l.sides() {
		switch {
		case !l.checkID(sd.Keys.At("id", sd.At), "side id", sd.ID): // reported
		case seen[sd.ID]:
			l.problems.Add(sd.At, "side id %q is used twice", sd.ID)
		}
		seen[sd.ID] = true
		l.checkText(sd.Keys.At("name", sd.At), "side "+sd.ID+": the name", sd.Name, MaxName, false)
		if n := utf8.RuneCountInString(sd.Zone); n > MaxID {
			l.problems.Add(sd.Keys.At("zone", sd.At), "side %s: zone %s is %d characters long; at most %d", sd.ID, echo(sd.Zone), n, MaxID)
		}
		side := &Side{ID: sd.ID, Name: sd.Name, Zone: sd.Zone, APModifier: sd.APModifier, RoundModifiers: sd.RoundModifiers, Frozen: sd.Frozen}
		if side.Name == "" {
			side.Name = sd.ID
		}
		side.Army = l.loadArmy(sd)
		l.checkNeeds(sd, side.Army)
		if _, ok := l.s.Zones[sd.Zone]; !ok && l.s.Deck != nil {
			l.problems.Add(sd.At, "side %s: deployment zone %s is drawn nowhere on the map", sd.ID, echo(sd.Zone))
		}
		if i == 1 && sd.Zone == l.f.Sides[0].Zone {
			l.problems.Add(sd.At, "side %s: both sides deploy in zone %q; give each its own", sd.ID, sd.Zone)
		}
		if sd.APModifier < -MaxModifier || sd.APModifier > MaxModifier {
			l.problems.Add(sd.At, "side %s: ap_modifier %d is outside −%d to %d", sd.ID, sd.APModifier, MaxModifier, MaxModifier)
		}
		// Each round at most once: refuse more before sorting them.
		if most := l.roundsOr(MaxRounds); len(sd.RoundModifiers) > most {
			l.problems.Add(sd.Keys.At("round_modifiers", sd.At), "side %s: %d round_modifiers; at most one for each of the %d rounds", sd.ID, len(sd.RoundModifiers), most)
			sd.RoundModifiers, side.RoundModifiers = nil, nil
		}
		for _, r := range sortedRounds(sd.RoundModifiers) {
			if r < 1 || r > l.s.Rounds || sd.RoundModifiers[r] < -MaxModifier || sd.RoundModifiers[r] > MaxModifier {
				l.problems.Add(sd.At, "side %s: round_modifiers {%d: %d}: the round must be 1 to %d and the modifier −%d to %d",
					sd.ID, r, sd.RoundModifiers[r], l.s.Rounds, MaxModifier, MaxModifier)
			}
		}
		l.s.Sides[i] = side
	}
}

// sides are the sides to check: the first two. More is an error
// (checkSides), and the rest are not read, each naming an army to load.
func (l *loader) sides() []*sideEntry { return l.f.Sides[:min(len(l.f.Sides), 2)] }

// roundsOr is the scenario's last round, or fallback when rounds is out of
// range (and so already an error).
func (l *loader) roundsOr(fallback int) int {
	if l.s.Rounds < 1 || l.s.Rounds > MaxRounds {
		return fallback
	}
	return l.s.Rounds
}

// inDeck reports whether the w×h area at x, y lies on a deck of width dw
// and height dh. Nothing is added, so no value can wrap past the checks.
func inDeck(x, y, w, h, dw, dh int) bool {
	return x >= 0 && y >= 0 && w >= 1 && h >= 1 && x < dw && y < dh && w <= dw-x && h <= dh-y
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
		a, err = army.CheckSized(sd.List, l.content, l.s.BattleSize, modules.Fields(l.content))
	case strings.HasSuffix(sd.Army, ".yaml"):
		src, shown, rerr := l.readArmy(sd.Army)
		if rerr != nil {
			l.problems.Add(sd.At, "side %s: cannot read army %s: %v", sd.ID, sd.Army, rerr)
			return nil
		}
		a, err = army.ParseSized(shown, src, l.content, l.s.BattleSize, modules.Fields(l.content))
	case sd.Army != "":
		src, shown, rerr := shippedArmy(sd.Army)
		if rerr != nil {
			l.problems.Add(sd.At, "side %s: no shipped army %s (shipped: %s)", sd.ID, echo(sd.Army), strings.Join(ShippedArmies(), ", "))
			return nil
		}
		a, err = army.ParseSized(shown, src, l.content, l.s.BattleSize, modules.Fields(l.content))
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
			case !l.checkID(p.Keys.At("id", p.At), kind+" id", p.ID):
				continue
			case ids[p.ID]:
				l.problems.Add(p.At, "id %q is used twice", p.ID)
				continue
			case len(p.Cell) != 2:
				l.problems.Add(p.At, "%s %s: at is [x, y]", kind, p.ID)
				continue
			}
			ids[p.ID] = true
			l.checkText(p.Keys.At("name", p.At), kind+" "+p.ID+": the name", p.Name, MaxName, false)
			pt := Point{ID: p.ID, Name: p.Name, Cell: Cell{p.Cell[0], p.Cell[1]}, Side: p.Side, Body: p.Body, Armour: p.Armour, Wounds: p.Wounds}
			if d := l.s.Deck; d != nil { // else the map has said enough
				switch c, _ := d.Cell(pt.X, pt.Y); {
				case !inDeck(pt.X, pt.Y, 1, 1, d.W, d.H):
					l.problems.Add(p.Keys.At("at", p.At), "%s %s at [%d, %d] is off the %d×%d deck", kind, p.ID, pt.X, pt.Y, d.W, d.H)
				case !c.Walkable():
					l.problems.Add(p.At, "%s %s at [%d, %d] is inside a wall", kind, p.ID, pt.X, pt.Y)
				}
			}
			if kind == "entry" && l.side(p.Side) == nil {
				l.problems.Add(p.At, "entry %s: side %s is not a side of this scenario", p.ID, echo(p.Side))
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
		l.checkText(e.Keys.At("text", e.At), cut(e.Type)+" event: the text", e.Text, MaxDescription, true)
		switch {
		case e.Round < 1 || e.Round > l.s.Rounds:
			l.problems.Add(e.At, "event in round %d never comes: the scenario ends after round %d", e.Round, l.s.Rounds)
		case e.Round == l.s.Rounds && (e.Type == Arrive || e.Type == Unfreeze || e.Type == Flood):
			l.problems.Add(e.At, "%s at the end of round %d comes after the last round is played; move it earlier", e.Type, e.Round)
		}
		needsSide := e.Type == Arrive || e.Type == Unfreeze || e.Type == Win
		if needsSide && l.side(e.Side) == nil {
			l.problems.Add(e.At, "%s event: side %s is not a side of this scenario", e.Type, echo(e.Side))
		}
		switch e.Type {
		case Arrive:
			l.checkArrival(e, arriving)
		case Flood:
			switch a, d := e.Area, l.s.Deck; {
			case len(a) != 4:
				l.problems.Add(e.Keys.At("area", e.At), "flood: area is [x, y, width, height], not %d numbers", len(a))
			case d == nil: // the map has said enough
			case !inDeck(a[0], a[1], a[2], a[3], d.W, d.H):
				l.problems.Add(e.Keys.At("area", e.At), "flood: area [%d, %d, %d, %d] is not inside the %d×%d deck (area is [x, y, width, height], the width and height at least 1)",
					a[0], a[1], a[2], a[3], d.W, d.H)
			default:
				copy(ev.Area[:], a) // only a checked area: width 1 or more
			}
			r, _ := utf8.DecodeRuneInString(e.To)
			lg, ok := l.legend[r]
			if !ok || utf8.RuneCountInString(e.To) != 1 {
				l.problems.Add(e.At, "flood: to %s is not a legend character", echo(e.To))
			} else if lg.Cell.Terrain == deck.Impossible && ev.Area[2] > 0 && l.floodBuries(ev.Area) {
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
	for _, sd := range l.sides() {
		if sd.Frozen && !slices.ContainsFunc(l.s.Events, func(e Event) bool { return e.Type == Unfreeze && e.Side == sd.ID }) {
			l.problems.Add(sd.At, "side %s is frozen but no unfreeze event ever frees it", sd.ID)
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
		l.problems.Add(e.At, "arrive: %s is not an entry point of side %s", echo(e.Entry), echo(e.Side))
	}
	switch {
	case len(e.Units) == 0:
		l.problems.Add(e.At, "arrive: name the units that arrive (unit id: count)")
	case len(e.Units) > MaxSideModels:
		// Each kind of unit is at least one model: refuse before sorting them.
		l.problems.Add(e.Keys.At("units", e.At), "arrive: %d kinds of unit; a side holds at most %d models", len(e.Units), MaxSideModels)
		return
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
		switch n := e.Units[u]; {
		case n < 1:
			l.problems.Add(e.At, "arrive: %d %s; a count is 1 or more", n, cut(u))
		case n > have[u]-arriving[e.Side][u]: // so the sum cannot wrap
			l.problems.Add(e.At, "arrive: side %s has only %d %s to send", e.Side, have[u], cut(u))
			arriving[e.Side][u] = have[u]
		default:
			arriving[e.Side][u] += n
		}
	}
}

// floodBuries reports whether an area on the deck holds a zone, objective
// or entry cell.
func (l *loader) floodBuries(a [4]int) bool {
	in := func(c Cell) bool { return c.X >= a[0] && c.X-a[0] < a[2] && c.Y >= a[1] && c.Y-a[1] < a[3] }
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
			l.problems.Add(v.At, "sabotage: attacker %s is not a side of this scenario", echo(v.Attacker))
		}
		switch n := len(v.Objectives); {
		case n == 0:
			l.problems.Add(v.At, "sabotage: name the objectives to destroy")
		case n > MaxObjectives:
			l.problems.Add(v.Keys.At("objectives", v.At), "sabotage: %d objectives named; a scenario has at most %d", n, MaxObjectives)
			return
		}
		for _, o := range v.Objectives {
			i := slices.IndexFunc(l.s.Objectives, func(p Point) bool { return p.ID == o })
			switch {
			case i < 0:
				l.problems.Add(v.At, "sabotage: objective %s is not in objectives", echo(o))
			case l.s.Objectives[i].Wounds < 1:
				l.problems.Add(l.objectiveAt(o), "objective %s must be destroyable: give it wounds (and body, armour)", o)
			}
		}
	default:
		l.problems.Add(v.At, "unknown victory type %s (deathmatch, sabotage)", echo(v.Type))
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
