package match

import (
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"math"
	"path"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/scenarios"
)

// Limits of a record, besides its file's size (datafile.MaxRecordFile).
const (
	// MaxRecordTick is the latest tick a record may reach: four hours of
	// game time, longer than any match of 50 rounds.
	MaxRecordTick = 4 * 60 * 60 * TicksPerSecond
	// MaxRecordEntries is the most declarations, and the most choices, a
	// record may hold.
	MaxRecordEntries = 50000
	// MaxOfferOptions is the most options a recorded offer's answer may
	// name (Choice.Option).
	MaxOfferOptions = 16
	// MaxAskOptions is the most options a recorded answer to a question
	// may name (Choice.Option of an AskChoice: a bid of up to 1000 AP).
	MaxAskOptions = 1001
	// MaxRecordObjects is the most JSON objects ({…}) a record file may
	// hold, counted before it is decoded: declarations, their steps and
	// choices. It bounds the memory a record can take.
	MaxRecordObjects = 100000
	// MaxScenarioName is the longest scenario name or file name a record
	// may give.
	MaxScenarioName = 200
	// MaxScenarioFiles is the most files a record may carry for its
	// scenario: its own and one army file a side.
	MaxScenarioFiles = 3
	// MaxPlacements is the most models a record deploys by hand (GAP-32).
	MaxPlacements = 1000
)

// The ranges of the match settings. A record's settings must lie in them;
// the settings file clamps to them (game/settings).
const (
	MinSecondsPerAP   = 0.1
	MaxSecondsPerAP   = 5.0
	MinDecisionWindow = 1.0
	MaxDecisionWindow = 30.0
	MinFaceOffWindow  = 0.0
	MaxFaceOffWindow  = 2.0
	MinRoundLimit     = 0.0     // 0: no limit
	MaxRoundLimit     = 86400.0 // a day of game time: in effect none
)

// Check reports the first setting out of its range, naming it.
func (s Settings) Check() error {
	for _, f := range []struct {
		name     string
		v        float64
		min, max float64
	}{
		{"seconds_per_ap", s.SecondsPerAP, MinSecondsPerAP, MaxSecondsPerAP},
		{"face_off_window", s.FaceOffWindow, MinFaceOffWindow, MaxFaceOffWindow},
		{"decision_window", s.DecisionWindow, MinDecisionWindow, MaxDecisionWindow},
		{"round_limit", s.RoundLimit, MinRoundLimit, MaxRoundLimit},
	} {
		if math.IsNaN(f.v) || f.v < f.min || f.v > f.max {
			return fmt.Errorf("%s is %g; it must be from %g to %g seconds", f.name, f.v, f.min, f.max)
		}
	}
	return nil
}

// RecordError is a fault in a record: the field at fault ("settings",
// "declarations", …), the entry of a list (from 0; -1 for none) and what
// is wrong. Load places it in the file as line and column.
type RecordError struct {
	Field string
	Index int
	Msg   string
}

// Error names the field, and an entry as people count: "declaration 2".
func (e *RecordError) Error() string {
	if e.Index >= 0 {
		one := map[string]string{"declarations": "declaration", "choices": "choice", "dice": "die", "pauses": "pause", "placements": "placement"}[e.Field]
		return fmt.Sprintf("%s %d: %s", one, e.Index+1, e.Msg)
	}
	return e.Field + ": " + e.Msg
}

// Check checks a record as any other input, before anything is played:
// its format, scenario name, hashes, dice, settings, and every declaration
// and choice (orders.Rules.CheckWritten: verbs known, arguments in range,
// in time order, within the limits). Whether each declaration is legal is
// checked as it is replayed, by the same rules as live play.
func (r Record) Check() error {
	_, err := r.checked()
	return err
}

// checked is Check, returning the declarations as the orders format reads
// them back: what Replay plays.
func (r Record) checked() ([]Taken, error) {
	fail := func(field string, i int, format string, args ...any) ([]Taken, error) {
		return nil, &RecordError{Field: field, Index: i, Msg: fmt.Sprintf(format, args...)}
	}
	switch {
	case r.Format < 1:
		return fail("format", -1, "not a Kry-Gothic match record (no format version)")
	case r.Format > FormatVersion:
		return fail("format", -1, "format %d; this build reads up to %d: update the game", r.Format, FormatVersion)
	case r.Scenario == "":
		return fail("scenario", -1, "no scenario named")
	case len(r.Scenario) > MaxScenarioName:
		return fail("scenario", -1, "a name of %d bytes; at most %d", len(r.Scenario), MaxScenarioName)
	case !isHash(r.ScenarioHash, r.Format < 3):
		return fail("scenario_hash", -1, "not a scenario hash (64 hex digits)")
	case !isHash(r.FinalHash, r.Format < 3):
		return fail("final_hash", -1, "not a state hash (64 hex digits); a record of format 3 says how its match ends")
	case r.SavedAt < 0 || r.SavedAt > MaxRecordTick:
		return fail("saved_at", -1, "tick %d; a record runs from 0 to %d", r.SavedAt, MaxRecordTick)
	case len(r.ScenarioFiles) > MaxScenarioFiles:
		return fail("scenario_files", -1, "%d files; a scenario has its own and at most two army files", len(r.ScenarioFiles))
	case len(r.ScenarioFiles) > 0 && r.ScenarioFiles[r.ScenarioFile] == "":
		return fail("scenario_file", -1, "%q is not among the scenario_files", r.ScenarioFile)
	case len(r.Declarations) > MaxRecordEntries:
		return fail("declarations", -1, "%d declarations; a record holds at most %d", len(r.Declarations), MaxRecordEntries)
	case len(r.Choices) > MaxRecordEntries:
		return fail("choices", -1, "%d choices; a record holds at most %d", len(r.Choices), MaxRecordEntries)
	case len(r.Pauses) > MaxRecordEntries:
		return fail("pauses", -1, "%d pauses; a record holds at most %d", len(r.Pauses), MaxRecordEntries)
	case len(r.Placements) > MaxPlacements:
		return fail("placements", -1, "%d placements; a record deploys at most %d models", len(r.Placements), MaxPlacements)
	case len(r.Dice) > MaxRecordEntries:
		return fail("dice", -1, "%d dice; a record holds at most %d", len(r.Dice), MaxRecordEntries)
	}
	if err := r.checkBuild(); err != nil {
		var re *RecordError
		if errors.As(err, &re) {
			return nil, re
		}
		return nil, err
	}
	// A file the record carries is held to the limit of the same file on
	// disk: the scenario's own, or an army file.
	for _, name := range slices.Sorted(maps.Keys(r.ScenarioFiles)) {
		limit := datafile.MaxArmyFile
		if name == r.ScenarioFile {
			limit = datafile.MaxScenarioFile
		}
		if n := len(r.ScenarioFiles[name]); n > limit {
			return fail("scenario_files", -1, "%s is %s; that file on disk may be at most %s", name, datafile.Size(int64(n)), datafile.Size(int64(limit)))
		}
	}
	if err := checkPlayers(r.Players); err != nil {
		return fail("players", -1, "%v", err)
	}
	for i, p := range r.Pauses {
		switch {
		case p.Tick < 0 || p.Tick > MaxRecordTick:
			return fail("pauses", i, "tick %d; a record runs from 0 to %d", p.Tick, MaxRecordTick)
		case i > 0 && p.Tick < r.Pauses[i-1].Tick:
			return fail("pauses", i, "tick %d comes after tick %d: pauses are in tick order", p.Tick, r.Pauses[i-1].Tick)
		case !(p.Seconds >= 0 && p.Seconds <= MaxPauseSeconds):
			return fail("pauses", i, "a pause of %g s; from 0 to %d s", p.Seconds, MaxPauseSeconds)
		}
	}
	if len(r.Armies) > 2 {
		return fail("armies", -1, "%d armies; a match has two sides", len(r.Armies))
	}
	for i, f := range r.Armies {
		switch {
		case f.Side == "" || len(f.Side) > MaxScenarioName || !printable(f.Side):
			return fail("armies", i, "side %q is not a side's ID", f.Side)
		case i > 0 && f.Side == r.Armies[0].Side:
			return fail("armies", i, "side %s fields two armies", f.Side)
		case len(f.File) > MaxScenarioName || !printable(f.File):
			return fail("armies", i, "file %q: a file name of at most %d bytes, in printable UTF-8", f.File, MaxScenarioName)
		case f.List == "":
			return fail("armies", i, "side %s fields an empty army list", f.Side)
		case len(f.List) > datafile.MaxArmyFile:
			return fail("armies", i, "side %s's army list is %d bytes; a list file holds at most %d", f.Side, len(f.List), datafile.MaxArmyFile)
		}
	}
	seen := map[string]bool{}
	for i, p := range r.Placements {
		switch {
		case p.Unit == "" || len(p.Unit) > MaxScenarioName:
			return fail("placements", i, "unit %q is not a unit's ID", p.Unit)
		case seen[p.Unit]:
			return fail("placements", i, "%s is placed twice", p.Unit)
		case !finite(p.X) || !finite(p.Y) || p.X < 0 || p.Y < 0 || p.X > scenarios.MaxDeck || p.Y > scenarios.MaxDeck:
			return fail("placements", i, "%s at (%g, %g): off any deck (0 to %d)", p.Unit, p.X, p.Y, scenarios.MaxDeck)
		case !finite(p.Facing) || p.Facing < -360 || p.Facing > 360:
			return fail("placements", i, "%s faces %g°; a facing is from -360 to 360 degrees", p.Unit, p.Facing)
		}
		seen[p.Unit] = true
	}
	for i, f := range r.Dice {
		if f < 1 || f > 6 {
			return fail("dice", i, "face %d is not 1 to 6", f)
		}
	}
	if err := r.Settings.Check(); err != nil {
		return fail("settings", -1, "%v", err)
	}
	if err := modules.Check(r.Modules); err != nil {
		return fail("modules", -1, "%v", err)
	}
	// The orders are read with the verbs of the record's modules, which
	// are the same whatever content the match was played with.
	c, err := content.Default()
	if err != nil {
		return nil, err
	}
	rules, err := modules.Rules(r.Modules, c)
	if err != nil {
		return fail("modules", -1, "%v", err)
	}
	taken := make([]Taken, len(r.Declarations))
	last := 0
	for i, d := range r.Declarations {
		switch {
		case d.Tick < last || d.Tick > MaxRecordTick:
			return fail("declarations", i, "tick %d is out of order (after %d, at most %d)", d.Tick, last, MaxRecordTick)
		case d.Line < 0:
			return fail("declarations", i, "line %d", d.Line)
		}
		back, err := rules.CheckWritten(d.Declaration)
		if err != nil {
			return fail("declarations", i, "%v", err)
		}
		taken[i] = Taken{Declaration: back, Asked: d.Asked}
		last = d.Tick
	}
	last = 0
	for i, c := range r.Choices {
		switch {
		case c.Tick < last || c.Tick > MaxRecordTick:
			return fail("choices", i, "tick %d is out of order (after %d, at most %d)", c.Tick, last, MaxRecordTick)
		case c.Kind != DefenceChoice && c.Kind != PayChoice && c.Kind != LetGoChoice && c.Kind != OfferChoice && c.Kind != AskChoice:
			return fail("choices", i, "kind %q is none of defence, pay, letgo, offer, ask", c.Kind)
		case c.Kind == AskChoice && (c.Option < 1 || c.Option > MaxAskOptions):
			return fail("choices", i, "option %d; a question's answer is an option from 1 to %d", c.Option, MaxAskOptions)
		case c.Kind != AskChoice && (c.Option < 0 || c.Option > MaxOfferOptions):
			return fail("choices", i, "option %d; an offer's answer is an option from 1 to %d, or 0 for none", c.Option, MaxOfferOptions)
		case c.Class != combat.Passive && c.Class != combat.Active:
			return fail("choices", i, "defence class %d is neither passive (0) nor active (1)", c.Class)
		case c.Type < combat.NoDefenceType || c.Type > combat.CounterAttack:
			return fail("choices", i, "defence type %d is unknown", c.Type)
		}
		last = c.Tick
	}
	return taken, nil
}

// checkBuild checks what a record of format 7 on says of the build it
// came from: the build's name, the rules version, the content it carries
// and a save's snapshot.
func (r Record) checkBuild() error {
	fail := func(field, format string, args ...any) error {
		return &RecordError{Field: field, Index: -1, Msg: fmt.Sprintf(format, args...)}
	}
	if r.Format < SnapshotFormat {
		if r.Build != "" || r.RulesVersion != 0 || len(r.Content) > 0 || r.Snapshot != nil {
			return fail("format", "format %d has no build, rules version, content or snapshot; format %d has", r.Format, SnapshotFormat)
		}
		return nil
	}
	switch {
	case len(r.Build) > MaxScenarioName || !printable(r.Build):
		return fail("build", "%q is not a build's name (printable UTF-8, at most %d bytes)", r.Build, MaxScenarioName)
	case r.RulesVersion < 1 || r.RulesVersion > MaxRulesVersion:
		return fail("rules_version", "%d; rules versions run from 1 to %d", r.RulesVersion, MaxRulesVersion)
	case len(r.Content) > content.MaxSourceFiles:
		return fail("content", "%d files; a record carries at most %d", len(r.Content), content.MaxSourceFiles)
	case r.Snapshot != nil && r.SavedAt > 0 && r.Snapshot.Tick != r.SavedAt:
		return fail("snapshot", "taken at tick %d, and the save was made at tick %d", r.Snapshot.Tick, r.SavedAt)
	}
	for name, text := range r.Content {
		switch {
		case !fs.ValidPath(name) || len(name) > MaxScenarioName || path.Ext(name) != ".yaml":
			return fail("content", "%q is not a content file's name (such as gear.yaml or units/hive.yaml)", name)
		case len(text) > datafile.MaxContentFile:
			return fail("content", "%s is %d bytes; a content file holds at most %d", name, len(text), datafile.MaxContentFile)
		}
	}
	// A record with no saved_at tick plays to its end: a snapshot in it
	// is never read.
	if r.Snapshot != nil && r.SavedAt > 0 {
		if err := r.Snapshot.check(); err != nil {
			return fail("snapshot", "%v", err)
		}
	}
	return nil
}

// MaxRulesVersion is the highest rules version a record may name: far
// above any this game will reach, so a number past it is damage.
const MaxRulesVersion = 1_000_000

// isHash reports whether s is a SHA-256 in hex; empty is allowed when
// optional (records of formats 1 and 2 may lack one).
func isHash(s string, optional bool) bool {
	if s == "" {
		return optional
	}
	b, err := hex.DecodeString(s)
	return err == nil && len(b) == 32
}

// checkPlayers checks a record's players: none (a headless run), or one
// per side, each Person or a computer player's level, a short lowercase
// word (which levels exist is the client's to say when it resumes).
func checkPlayers(players []string) error {
	if len(players) != 0 && len(players) != 2 {
		return fmt.Errorf("%d players; a record names none or one for each of the two sides", len(players))
	}
	for i, p := range players {
		if p == "" || len(p) > 16 || strings.Trim(p, "abcdefghijklmnopqrstuvwxyz") != "" {
			return fmt.Errorf("side %d: %q is neither %q nor a computer player's level", i+1, p, Person)
		}
	}
	return nil
}

// printable reports whether s is UTF-8 with no control characters: a
// name a screen may show as it is.
func printable(s string) bool {
	return utf8.ValidString(s) && !strings.ContainsFunc(s, unicode.IsControl)
}
