package ai

import (
	_ "embed"
	"maps"
	"math"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/modules"
)

// Level is how well a Tactician plays: how quickly it reacts, how much of
// the table it weighs, and what each thing is worth to it (Weights). The
// levels are data (levels.yaml, docs/ai.md); the candidate actions are
// the same code.
type Level struct {
	At   datafile.Pos  `yaml:"-"` // where the level was read (ReadLevels)
	Keys datafile.Keys `yaml:"-"` // where each field was written
	Name string        `yaml:"name"`
	// Reaction is how long, in ticks, the AI takes to act once it can:
	// after its command channel frees or the enemy declares (RULINGS:
	// the AI declares after a reaction delay set by its difficulty).
	Reaction int `yaml:"reaction"`
	// Noise is how far its judgement wanders: each candidate's score is
	// multiplied by a random factor in [1−Noise, 1+Noise].
	Noise float64 `yaml:"noise"`
	// Attention is how many of its models it weighs at one decision, in
	// turn (0: all of them): a player new to the game watches a few.
	Attention int `yaml:"attention"`
	// MoveSamples is how many destinations per model it weighs.
	MoveSamples int `yaml:"move_samples"`
	// MoveUnits is how many models, in turn, it weighs for moves at one
	// decision (each needs a reach map).
	MoveUnits int `yaml:"move_units"`
	// Cover: it weighs cover and exposure when it moves (else only the
	// distance: to its weapon's range band, or to contact).
	Cover bool `yaml:"cover"`
	// ShotTypes: it considers aimed and snap shots, not only standard.
	ShotTypes bool `yaml:"shot_types"`
	// Defences: it answers close-combat defences by their exact odds
	// (else it uses the standing order).
	Defences bool `yaml:"defences"`
	// Waits: it puts spare models into Waiting and reacts with them.
	Waits bool `yaml:"waits"`
	// Tactics: it plays to the scenario: keeps its Squad Leader out of
	// the fire, lets the enemy walk into its charges, and forces the
	// fight when the round limit would not hand it the win.
	Tactics bool    `yaml:"tactics"`
	Weights Weights `yaml:"weights"`
}

// Weights are what things are worth to a level: shares of a model's
// worth for the orders that are not attacks (an attack is worth its exact
// odds of harm), and the terms of how good ground is. levels.yaml
// explains each.
type Weights struct {
	Keys             datafile.Keys `yaml:"-"`
	StandUp          float64       `yaml:"stand_up"`
	Free             float64       `yaml:"free"`
	Unpin            float64       `yaml:"unpin"`
	Wait             float64       `yaml:"wait"`
	Move             float64       `yaml:"move"`
	Run              float64       `yaml:"run"`
	LeastGain        float64       `yaml:"least_gain"`
	Distance         float64       `yaml:"distance"`
	Shelter          float64       `yaml:"shelter"`
	OutrangedShelter float64       `yaml:"outranged_shelter"`
	LeaderShelter    float64       `yaml:"leader_shelter"`
	Cover            float64       `yaml:"cover"`
	UrgentReach      float64       `yaml:"urgent_reach"`
	Leader           float64       `yaml:"leader"`
	LastLeader       float64       `yaml:"last_leader"`
	Objective        float64       `yaml:"objective"`
	CloseRisk        float64       `yaml:"close_risk"`
	Flank            float64       `yaml:"flank"`
	NearConsole      float64       `yaml:"near_console"`
	// Modules are the rule modules' own weights a level gives (by name,
	// rules/modules.Weights); a module's weight a level leaves out has
	// the module's value.
	Modules map[string]float64 `yaml:"-"`
	// Written are the module weights as written, read into Modules.
	Written datafile.Extra `yaml:"-"`
}

// module is the level's weight of a module's of that name, or the
// module's own value.
func (w *Weights) module(name string) float64 {
	if v, ok := w.Modules[name]; ok {
		return v
	}
	return moduleWeights()[name]
}

// moduleWeights are the modules' own weights (modules.Weights), gathered
// once: the registry does not change, and module is asked for every
// candidate a module offers.
var moduleWeights = sync.OnceValue(modules.Weights)

// readModules reads the module weights a level writes among its own,
// each one a module names and a number from 0 to 1000000; seen are the
// places already reported (levels share one block of weights).
func (w *Weights) readModules(problems *datafile.List, seen map[datafile.Pos]bool) {
	known := modules.Weights()
	for _, key := range slices.Sorted(maps.Keys(w.Written)) {
		sec := w.Written[key]
		if _, ok := known[key]; !ok {
			if !seen[sec.At] {
				seen[sec.At] = true
				problems.Add(sec.At, "unknown field %q (this entry takes: %s)", key, strings.Join(weightNames(), ", "))
			}
			continue
		}
		var v float64
		if sec.Decode(&v, problems) && !(v >= 0 && v <= 1e6) {
			problems.Add(sec.At, "weight %s is %v: 0 to 1000000", key, v)
			continue
		}
		if w.Modules == nil {
			w.Modules = map[string]float64{}
		}
		w.Modules[key] = v
	}
}

// shippedLevels is the levels file the game ships with.
//
//go:embed levels.yaml
var shippedLevels []byte

// levels are the shipped levels, weakest first.
var levels = mustReadLevels("levels.yaml", shippedLevels)

// The shipped difficulty levels (levels.yaml).
var (
	Easy   = levelNamed("easy")
	Normal = levelNamed("normal")
	Hard   = levelNamed("hard")
)

// Levels returns the shipped levels, weakest first.
func Levels() []Level { return append([]Level(nil), levels...) }

func init() {
	for _, l := range levels {
		makers[l.Name] = l.Maker()
	}
}

// Maker is the maker of Tacticians at level l.
func (l Level) Maker() Maker {
	return func(side string, seed uint64) match.Player { return NewTactician(side, l, seed) }
}

func mustReadLevels(file string, src []byte) []Level {
	ls, err := ReadLevels(file, src)
	if err != nil {
		panic("the shipped AI levels do not read: " + err.Error())
	}
	return ls
}

func levelNamed(name string) Level {
	for _, l := range levels {
		if l.Name == name {
			return l
		}
	}
	panic("levels.yaml has no level " + name)
}

// levelsFile is a levels file as written.
type levelsFile struct {
	Levels []*Level `yaml:"levels"`
}

// levelName is what a level may be called: a word of lower-case letters
// and digits, with dashes.
var levelName = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)

// ReadLevels reads a levels file (the form of levels.yaml) named file:
// every level with every field and every weight, each in its range, the
// names different and none the baseline's. Every problem is reported
// with its place, "file:line:col: …".
func ReadLevels(file string, src []byte) ([]Level, error) {
	var f levelsFile
	var problems datafile.List
	if !datafile.DecodeAll(file, src, &f, &problems) {
		return nil, problems.Err()
	}
	if len(f.Levels) == 0 {
		problems.Add(datafile.Pos{File: file, Line: 1}, "no levels: the file lists them under levels:")
	}
	seen, reported := map[string]bool{}, map[datafile.Pos]bool{}
	var out []Level
	for _, l := range f.Levels {
		at := l.At
		if at.File == "" {
			at = datafile.Pos{File: file, Line: 1}
		}
		missing(&problems, l.Keys, at, reflect.TypeOf(*l), "level "+l.Name)
		missing(&problems, l.Weights.Keys, l.Keys.At("weights", at), reflect.TypeOf(l.Weights), "level "+l.Name+"'s weights")
		l.Weights.readModules(&problems, reported)
		switch {
		case !levelName.MatchString(l.Name):
			problems.Add(l.Keys.At("name", at), "level name %q: a lower-case word (letters, digits, dashes)", l.Name)
		case l.Name == "baseline":
			problems.Add(l.Keys.At("name", at), "level name baseline is the scripted bot's")
		case seen[l.Name]:
			problems.Add(l.Keys.At("name", at), "a second level called %s", l.Name)
		}
		seen[l.Name] = true
		check := func(key string, ok bool, want string) {
			if !ok {
				problems.Add(l.Keys.At(key, at), "%s: %s", key, want)
			}
		}
		check("reaction", l.Reaction >= 0 && l.Reaction <= 600, "0 to 600 ticks (10 s)")
		check("noise", l.Noise >= 0 && l.Noise < 1, "0 (exact judgement) up to, not including, 1")
		check("attention", l.Attention >= 0, "0 (every model) or more")
		check("move_samples", l.MoveSamples >= 1 && l.MoveSamples <= 1000, "1 to 1000")
		check("move_units", l.MoveUnits >= 0 && l.MoveUnits <= 1000, "0 to 1000")
		w := reflect.ValueOf(l.Weights)
		for i := range w.NumField() {
			if v, ok := w.Field(i).Interface().(float64); ok && !(v >= 0 && v <= 1e6 && !math.IsInf(v, 0)) {
				key := yamlKey(w.Type().Field(i))
				problems.Add(l.Weights.Keys.At(key, l.Keys.At("weights", at)), "weight %s is %v: 0 to 1000000", key, v)
			}
		}
		out = append(out, *l)
	}
	if err := problems.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// missing reports every field of struct type t that keys does not have
// (every field a level's file must give), at the place of what holds them.
func missing(problems *datafile.List, keys datafile.Keys, at datafile.Pos, t reflect.Type, what string) {
	var absent []string
	for i := range t.NumField() {
		if key := yamlKey(t.Field(i)); key != "" {
			if _, ok := keys[key]; !ok {
				absent = append(absent, key)
			}
		}
	}
	if len(absent) > 0 {
		problems.Add(at, "%s does not give %s", strings.TrimSpace(what), strings.Join(absent, ", "))
	}
}

// weightNames are the names a level's weights may have: the core's and
// the rule modules', sorted.
func weightNames() []string {
	var out []string
	t := reflect.TypeFor[Weights]()
	for i := range t.NumField() {
		if key := yamlKey(t.Field(i)); key != "" {
			out = append(out, key)
		}
	}
	out = append(out, slices.Collect(maps.Keys(modules.Weights()))...)
	slices.Sort(out)
	return out
}

// yamlKey is the key a struct field is written under, or "" for none.
func yamlKey(f reflect.StructField) string {
	key, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
	if key == "-" {
		return ""
	}
	return key
}
