package content

import (
	"embed"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"regexp"
	"slices"
	"strings"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/datafile"
)

//go:embed data
var embedded embed.FS

// Content is a complete, cross-checked set of game content.
type Content struct {
	Limits         ArmyLimits
	Classes        []*Class
	Armour         []*Armour
	RangedWeapons  []*RangedWeapon
	MeleeWeapons   []*MeleeWeapon
	SpecialAttacks []*MeleeWeapon
	Teams          []*Team
	Units          []*Unit // in file order, team by team
	Modules        ModuleData
	memo           memo // what others work out from it once (Memo)
	// files are the files the content was read from, by their names in
	// its folder (Sources).
	files map[string][]byte
}

// Sources are the files the content was read from, by their names in
// the content folder ("gear.yaml", "units/hive.yaml"). A record carries
// them, so it replays with the profiles, weapons, armour and rule
// modules' data it was played with (LoadFiles), whatever a later build
// ships: all of them, since a scenario's own armies are read (before a
// fielded list takes a side's place) as well as those on the table. A
// copy made in memory has none (Copy).
func (c *Content) Sources() map[string][]byte { return maps.Clone(c.files) }

// MaxSourceFiles is the most content files a record may carry: the four
// shared files and every unit file a content folder may hold.
const MaxSourceFiles = 4 + MaxUnitFiles

// LoadFiles loads content from files held in memory, by their names in a
// content folder, as a record carries them (Sources); shown names them
// in messages.
func LoadFiles(files map[string][]byte, shown string) (*Content, error) {
	fsys := fstest.MapFS{}
	for name, data := range files {
		if !fs.ValidPath(name) {
			return nil, fmt.Errorf("%s: %q is not a content file's name", shown, name)
		}
		fsys[name] = &fstest.MapFile{Data: data}
	}
	return Load(fsys, shown)
}

// Class returns the class with the given id.
func (c *Content) Class(id ClassID) (*Class, bool) {
	return find(c.Classes, func(x *Class) bool { return x.ID == id })
}

// Team returns the team with the given id.
func (c *Content) Team(id string) (*Team, bool) {
	return find(c.Teams, func(x *Team) bool { return x.ID == id })
}

// Unit returns the unit profile with the given id.
func (c *Content) Unit(id string) (*Unit, bool) {
	return find(c.Units, func(x *Unit) bool { return x.ID == id })
}

// ArmourPiece returns the armour with the given id.
func (c *Content) ArmourPiece(id string) (*Armour, bool) {
	return find(c.Armour, func(x *Armour) bool { return x.ID == id })
}

// Ranged returns the ranged weapon with the given id.
func (c *Content) Ranged(id string) (*RangedWeapon, bool) {
	return find(c.RangedWeapons, func(x *RangedWeapon) bool { return x.ID == id })
}

// Melee returns the close-combat weapon with the given id.
func (c *Content) Melee(id string) (*MeleeWeapon, bool) {
	return find(c.MeleeWeapons, func(x *MeleeWeapon) bool { return x.ID == id })
}

// SpecialAttack returns the special attack with the given id.
func (c *Content) SpecialAttack(id string) (*MeleeWeapon, bool) {
	return find(c.SpecialAttacks, func(x *MeleeWeapon) bool { return x.ID == id })
}

// TeamUnits lists the unit profiles of one team, in file order.
func (c *Content) TeamUnits(team string) []*Unit {
	var out []*Unit
	for _, u := range c.Units {
		if u.Team == team {
			out = append(out, u)
		}
	}
	return out
}

func find[T any](xs []T, match func(T) bool) (T, bool) {
	for _, x := range xs {
		if match(x) {
			return x, true
		}
	}
	var zero T
	return zero, false
}

// Default loads the content embedded in the game.
func Default() (*Content, error) {
	sub, err := fs.Sub(embedded, "data")
	if err != nil {
		return nil, err
	}
	return Load(sub, "rules/content/data")
}

// MaxUnitFiles is the most unit files (units/*.yaml) a content folder may
// hold; each file is at most datafile.MaxContentFile.
const MaxUnitFiles = 200

// LoadDir loads content from a directory on disk laid out like the
// embedded one (classes.yaml, gear.yaml, teams.yaml, units/*.yaml).
func LoadDir(dir string) (*Content, error) { return Load(os.DirFS(dir), dir) }

// Load reads content from fsys. shown is the directory name used in error
// messages. Every problem in every file is reported at once, as
// file:line:col: the files are read, and then cross-checked, as far as
// they could be read. A check that needs what did not read (a unit's
// class when classes.yaml does not parse, an entry whose values did not
// read) is left out for that entry alone.
func Load(fsys fs.FS, shown string) (*Content, error) {
	c, problems := Read(fsys, shown)
	if err := problems.Err(); err != nil {
		return nil, err
	}
	return c, nil
}

// Read is Load for a reader that checks more of the content before it
// reports (the rule modules' data, rules/modules): the content as far as
// it could be read, and its problems. With problems, the content is only
// good for finding more of them.
func Read(fsys fs.FS, shown string) (*Content, datafile.List) {
	l := loader{fsys: fsys, shown: shown, files: map[string][]byte{}}
	var classes classesFile
	var gear gearFile
	var teams teamsFile
	var ok whole
	ok.classes = l.read("classes.yaml", &classes) && !bool(classes.Faulty)
	ok.gear = l.read("gear.yaml", &gear) && !bool(gear.Faulty)
	ok.teams = l.read("teams.yaml", &teams) && !bool(teams.Faulty)
	c := &Content{
		Limits:         classes.ArmyLimits,
		Classes:        classes.Classes,
		Armour:         gear.Armour,
		RangedWeapons:  gear.RangedWeapons,
		MeleeWeapons:   gear.MeleeWeapons,
		SpecialAttacks: gear.SpecialAttacks,
		Teams:          teams.Teams,
		files:          l.files,
	}
	l.readModules(c)
	files, err := fs.Glob(fsys, "units/*.yaml")
	if err != nil {
		l.problems.Add(datafile.Pos{File: path.Join(shown, "units")}, "%v", err)
	}
	switch {
	case len(files) == 0:
		l.problems.Add(datafile.Pos{File: path.Join(shown, "units")}, "no unit files (units/*.yaml)")
	case len(files) > MaxUnitFiles:
		l.problems.Add(datafile.Pos{File: path.Join(shown, "units")}, "%d unit files; a content folder holds at most %d", len(files), MaxUnitFiles)
		files = nil
	}
	for _, f := range files {
		var uf unitsFile
		if !l.read(f, &uf) {
			continue
		}
		for _, u := range uf.Units {
			u.Team = uf.Team
		}
		if _, known := c.Team(uf.Team); !known && ok.teams && !bool(uf.Faulty) {
			at := uf.Keys.At("team", datafile.Pos{File: path.Join(shown, f), Line: 1})
			l.problems.Add(at, "team %q is not in teams.yaml", uf.Team)
		}
		c.Units = append(c.Units, uf.Units...)
	}
	check(c, ok, classes.Keys.At("army_limits", datafile.Pos{File: path.Join(shown, "classes.yaml"), Line: 1}), &l.problems)
	return c, l.problems
}

// whole says which of the files that others refer to were read whole: a
// reference to what is not in a file that was not is not blamed on the
// reference.
type whole struct{ classes, gear, teams bool }

type loader struct {
	fsys     fs.FS
	shown    string
	problems datafile.List
	files    map[string][]byte // every file read, by its name in fsys
}

// read decodes one file, recording its problems; it reports whether v was
// filled (datafile.DecodeAll): it may still hold values that did not read,
// marked Faulty.
func (l *loader) read(name string, v any) bool {
	shown := path.Join(l.shown, name)
	src, err := datafile.ReadFS(l.fsys, name, shown, datafile.MaxContentFile)
	if err != nil {
		l.problems.Add(datafile.Pos{File: shown}, "cannot read: %v", err)
		return false
	}
	l.files[name] = src
	return datafile.DecodeAll(shown, src, v, &l.problems)
}

// entry is an entry of a content file: its id, where it is written and
// whether a value of it did not read.
type entry interface {
	entry() (id string, at datafile.Pos, faulty datafile.Faulty)
}

func (x *Class) entry() (string, datafile.Pos, datafile.Faulty)        { return string(x.ID), x.At, x.Faulty }
func (x *Armour) entry() (string, datafile.Pos, datafile.Faulty)       { return x.ID, x.At, x.Faulty }
func (x *RangedWeapon) entry() (string, datafile.Pos, datafile.Faulty) { return x.ID, x.At, x.Faulty }
func (x *MeleeWeapon) entry() (string, datafile.Pos, datafile.Faulty)  { return x.ID, x.At, x.Faulty }
func (x *Team) entry() (string, datafile.Pos, datafile.Faulty)         { return x.ID, x.At, x.Faulty }
func (x *Unit) entry() (string, datafile.Pos, datafile.Faulty)         { return x.ID, x.At, x.Faulty }

// sound leaves out the entries a value of which did not read: that is
// reported already, and their checks would only repeat it.
func sound[T entry](xs []T) []T {
	var out []T
	for _, x := range xs {
		if _, _, faulty := x.entry(); !faulty {
			out = append(out, x)
		}
	}
	return out
}

var idPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// Known tags and effects, to catch typos in data files.
var (
	rangedTags   = []string{TagSuppressive, TagHeavy, TagThrown}
	meleeEffects = []string{EffectArmourPiercing, EffectMultipleWounds, EffectWrap, EffectLasso, EffectBlindSideOnly, EffectFlankWound}
)

// ids checks that every entry has a well-formed id used once.
func ids[T entry](kind string, xs []T, p *datafile.List) {
	seen := map[string]datafile.Pos{}
	for _, x := range xs {
		s, at, _ := x.entry()
		switch prev, dup := seen[s]; {
		case !idPattern.MatchString(s):
			p.Add(at, "%s id %q must be lower-case words joined by hyphens", kind, s)
		case dup:
			p.Add(at, "%s id %q is already used at %s", kind, s, prev)
		}
		seen[s] = at
	}
}

// check cross-checks loaded content, leaving out the entries that did not
// read; ok says which files read whole, limitsAt is where army_limits live.
func check(c *Content, ok whole, limitsAt datafile.Pos, p *datafile.List) {
	lim := c.Limits
	if ok.classes && (lim.CostCap <= 0 || lim.MaxModels <= 0 || lim.MinSquadLeaders < 1 || lim.MaxSquadLeaders < lim.MinSquadLeaders || lim.MaxGrenades < 0) {
		p.Add(limitsAt, "army_limits need cost_cap > 0, max_models > 0, 1 ≤ min_squad_leaders ≤ max_squad_leaders and max_grenades ≥ 0")
	}

	classes := sound(c.Classes)
	ids("class", classes, p)
	for _, cl := range classes {
		if cl.Group != "leader" && cl.Group != "soldier" {
			p.Add(cl.At, "class %s: group must be leader or soldier, not %q", cl.ID, cl.Group)
		}
		if cl.Wounds < 1 {
			p.Add(cl.At, "class %s: wounds must be at least 1", cl.ID)
		}
		if miss := cl.Stats.Missing(); len(miss) > 0 {
			p.Add(cl.At, "class %s: baseline lacks %s", cl.ID, strings.Join(miss, ", "))
		}
		cl.Baseline = cl.Stats.Apply(Characteristics{})
	}
	if _, found := c.Class(SquadLeader); !found && ok.classes {
		p.Add(limitsAt, "classes: there is no %s class; every team needs one (KG-CLS-02)", SquadLeader)
	}

	armour, ranged, melee := sound(c.Armour), sound(c.RangedWeapons), sound(c.MeleeWeapons)
	ids("armour", armour, p)
	ids("ranged weapon", ranged, p)
	for _, w := range ranged {
		checkRanged(w, p)
	}
	checkMelee := func(kind string, ws []*MeleeWeapon) {
		ids(kind, ws, p)
		for _, w := range ws {
			for _, e := range w.Effects {
				if !slices.Contains(meleeEffects, e) {
					p.Add(w.At, "%s %s: unknown effect %q (known: %s)", kind, w.ID, e, strings.Join(meleeEffects, ", "))
				}
			}
		}
	}
	checkMelee("melee weapon", melee)
	checkMelee("special attack", sound(c.SpecialAttacks))
	gearIDs := map[string]datafile.Pos{}
	addGear := func(id string, at datafile.Pos) {
		if prev, dup := gearIDs[id]; dup {
			p.Add(at, "gear id %q is already used at %s; army lists could not tell them apart", id, prev)
		}
		gearIDs[id] = at
	}
	for _, a := range armour {
		addGear(a.ID, a.At)
	}
	for _, w := range ranged {
		addGear(w.ID, w.At)
	}
	for _, w := range melee {
		addGear(w.ID, w.At)
	}

	teams := sound(c.Teams)
	ids("team", teams, p)
	for _, t := range teams {
		if t.MaxModels > lim.MaxModels {
			p.Add(t.At, "team %s: max_models %d is above the general limit %d", t.ID, t.MaxModels, lim.MaxModels)
		}
		for _, g := range t.ForbiddenGear {
			if _, found := gearIDs[g]; !found && ok.gear {
				p.Add(t.At, "team %s: forbidden_gear names %q, which is no armour or weapon", t.ID, g)
			}
		}
	}

	units := sound(c.Units)
	ids("unit", units, p)
	for _, u := range units {
		cl, found := c.Class(u.Class)
		if !found {
			if ok.classes {
				p.Add(u.At, "unit %s: class %q is not in classes.yaml", u.ID, u.Class)
			}
			continue
		}
		u.Stats = u.StatChanges.Apply(cl.Baseline)
		if u.Wounds == 0 {
			u.Wounds = cl.Wounds
		}
		if u.Cost == 0 {
			u.Cost = cl.Cost
		}
		u.SpecialAttacks = nil
		for _, a := range u.Attacks {
			sa, found := c.SpecialAttack(a)
			if !found {
				if ok.gear {
					p.Add(u.At, "unit %s: special attack %q is not in gear.yaml", u.ID, a)
				}
				continue
			}
			u.SpecialAttacks = append(u.SpecialAttacks, sa)
		}
	}
}

func checkRanged(w *RangedWeapon, p *datafile.List) {
	if w.Stats.Keep == 0 {
		p.Add(w.At, "ranged weapon %s: stats (aKbSc) are missing", w.ID)
	}
	thrown := w.Has(TagThrown)
	switch {
	case thrown && w.LongPerStrength <= 0:
		p.Add(w.At, "ranged weapon %s: a thrown weapon needs long_per_strength", w.ID)
	case !thrown && (w.Short < 0 || w.Long <= w.Short):
		p.Add(w.At, "ranged weapon %s: needs 0 ≤ short < long (got short %v, long %v)", w.ID, w.Short, w.Long)
	}
	for _, t := range w.Tags {
		if !slices.Contains(rangedTags, t) {
			p.Add(w.At, "ranged weapon %s: unknown tag %q (known: %s)", w.ID, t, strings.Join(rangedTags, ", "))
		}
	}
}

// Describe is a one-line summary of a ranged weapon for lists and logs.
func (w *RangedWeapon) Describe() string {
	if w.Has(TagThrown) {
		return fmt.Sprintf("%s %v, SR %v\", LR %d×Strength\"", w.Name, w.Stats, w.Short, w.LongPerStrength)
	}
	return fmt.Sprintf("%s %v, SR %v\", LR %v\"", w.Name, w.Stats, w.Short, w.Long)
}
