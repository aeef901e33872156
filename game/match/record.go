package match

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"sort"

	"github.com/krygothic/krygothic/rules/modules"

	"github.com/krygothic/krygothic/game/internal/atomicfile"
	"github.com/krygothic/krygothic/game/internal/canon"
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// FormatVersion is the version of the record format this build writes.
// Format 2 records every declaration taken, refused ones too, and marks
// those a hotseat claimant made between ticks (Taken.Asked); format 3
// always carries the final state's hash (FinalHash), so an edited record
// does not replay as a different game, and the scenario's files
// (ScenarioFiles) when it was played from files; format 4 names the rule
// modules played with (Modules); format 5 says who played each side
// (Players) and where the game was paused (Pauses), and may carry the
// deployment made by hand (Placements, GAP-32; none in older records,
// which deploy automatically); format 6 may carry the army lists fielded
// in place of the scenario's (Armies); format 7 names the build and the
// rules version it was played by (Build, RulesVersion), always carries
// the scenario's files and the content played with (Content), and, in a
// save, a snapshot of the match's state (Snapshot), from which it resumes
// on any later build. Formats 1 to 3, played before there were modules,
// still replay (Replay), with none; records of formats 1 to 6 replay
// where they still reach the state they recorded (docs/files.md).
const FormatVersion = 7

// SnapshotFormat is the first record format whose saves carry a snapshot
// and name their rules version.
const SnapshotFormat = 7

// Record is everything needed to play a match again exactly: the scenario
// (by name or file, with its hash), the seed (or scripted dice), the
// settings, and every declaration taken with its tick. A save is a record
// up to the tick it was saved at.
type Record struct {
	Format int `json:"format"`
	// Build is the build that made the record (Build()), for people to
	// read; RulesVersion is the rules its match was played by: it replays
	// only on a build of the same rules version. Neither in records
	// before format 7.
	Build        string `json:"build,omitempty"`
	RulesVersion int    `json:"rules_version,omitempty"`
	Scenario     string `json:"scenario"`      // a shipped scenario's name, or a file path
	ScenarioHash string `json:"scenario_hash"` // of the scenario as loaded
	// ScenarioFiles are the files of the scenario: its own, under
	// ScenarioFile, and each army file it names (scenarios.Scenario.Files).
	// With them a record replays from any folder, reads no path it names,
	// and plays a shipped scenario as it was shipped then (OpenScenario).
	// Before format 7, only scenarios played from files were carried.
	ScenarioFile  string            `json:"scenario_file,omitempty"`
	ScenarioFiles map[string]string `json:"scenario_files,omitempty"`
	Seed          uint64            `json:"seed"`
	Dice          []int             `json:"dice,omitempty"` // scripted faces, when not seeded
	Settings      Settings          `json:"settings"`
	// Modules are the rule modules the match was played with, in ID order
	// (docs/modules.md); a replay plays with them, whatever the scenario
	// names today. Records before format 4 have none.
	Modules []string `json:"modules"`
	// Players says who played each side, in the scenario's side order:
	// Person, or a computer player's level ("normal"), so a save made
	// against the AI resumes against it. Empty in records before format
	// 5 and in those of headless runs, which name no players.
	Players []string `json:"players,omitempty"`
	// Pauses are where a person paused the game against the AI, in tick
	// order: the tick it stood still at and for how long. They change
	// nothing in the match (no tick passes while paused); a replay shows
	// them.
	Pauses []Pause `json:"pauses,omitempty"`
	// Placements are the models placed by hand in the deployment phase
	// (GAP-32), in the order they were placed; a replay deploys them
	// again, checked as in play. None: the armies deployed automatically,
	// as in every record made before there were placements.
	Placements []Placement `json:"placements,omitempty"`
	// Armies are the army lists the sides played with (from format 7 on
	// every list read from a file, the scenario's own too; in format 6
	// only those fielded in place of the scenario's, scenarios.Scenario.
	// Field), carried whole: OpenScenario fields them again, so the
	// record replays with the lists as they were played, whatever the
	// shipped lists hold today. None in records before format 6.
	Armies       []FieldedArmy `json:"armies,omitempty"`
	Declarations []Taken       `json:"declarations"`
	Choices      []Choice      `json:"choices,omitempty"`  // the players' answers during resolutions, in order
	SavedAt      int           `json:"saved_at,omitempty"` // the tick a save was made at
	// FinalHash is the state hash where the record ends: at SavedAt, or
	// at the end of the match when it has none. Replay checks it.
	FinalHash string `json:"final_hash,omitempty"`
	// Content are the content files the match was played with
	// (content.Content.Sources: profiles, weapons, armour, the rule
	// modules' data), by their names in a content folder: a replay plays with them, whatever a later
	// build ships (RecordContent). None before format 7, or when the
	// content was made in memory rather than read from files.
	Content map[string]string `json:"content,omitempty"`
	// Snapshot is the match's state at SavedAt, in a save of format 7 on:
	// Resume goes on from it, on this build or any later one.
	Snapshot *Snapshot `json:"snapshot,omitempty"`
}

// FieldedArmy is an army list one side fielded in place of its scenario's.
type FieldedArmy struct {
	Side string `json:"side"` // the side's ID
	File string `json:"file"` // the list's file as it was read, for people to read
	List string `json:"list"` // the list's text (docs/content.md#army-lists)
}

// Person is how Record.Players names a side a person played.
const Person = "person"

// Pause is one pause of a game against the AI: at Tick, for Seconds of
// real time.
type Pause struct {
	Tick    int     `json:"tick"`
	Seconds float64 `json:"seconds"`
}

// MaxPauseSeconds is the longest pause a record holds (a day): a longer
// one is a damaged file, not a player who went to sleep twice.
const MaxPauseSeconds = 86400

// Taken is a declaration as the record keeps it: taken at its tick, in
// Step or between ticks (Asked: a hotseat claimant's, Match.Ask), accepted
// or refused.
type Taken struct {
	orders.Declaration
	Asked bool `json:"asked,omitempty"`
}

// Record returns the match's record so far. scenario is how the scenario
// was named: a shipped one's name, or a file's path, in which case the
// record carries the scenario's files.
func (m *Match) Record(scenario string, seed uint64, scripted []int) Record {
	r := Record{Format: FormatVersion, Build: Build(), RulesVersion: RulesVersion, Scenario: scenario, ScenarioHash: ScenarioHash(m.scenario), Seed: seed, Dice: scripted,
		Settings: m.settings, Modules: slices.Clone(m.modules), Placements: slices.Clone(m.placements), Declarations: append([]Taken(nil), m.record...), Choices: append([]Choice(nil), m.choices...), SavedAt: m.table.Tick,
		FinalHash: m.StateHash()}
	if m.table.Tick > 0 {
		// A match taken in the middle of a tick has no snapshot; its
		// record still replays to where it stands.
		if snap, err := m.Snapshot(); err == nil {
			r.Snapshot = &snap
		}
	}
	if files := m.content.Sources(); len(files) > 0 {
		r.Content = map[string]string{}
		for name, data := range files {
			r.Content[name] = string(data)
		}
	}
	// Every army read from a list is carried, fielded or the scenario's
	// own (a shipped list a later build may balance), so the record plays
	// with the lists as they were.
	for _, sd := range m.scenario.Sides {
		if sd.Army != nil && len(sd.Army.Source) > 0 {
			r.Armies = append(r.Armies, FieldedArmy{Side: sd.ID, File: sd.Army.File, List: string(sd.Army.Source)})
		}
	}
	if len(m.scenario.Files) > 0 {
		r.ScenarioFile = m.scenario.Main
		r.ScenarioFiles = map[string]string{}
		for name, data := range m.scenario.Files {
			r.ScenarioFiles[name] = string(data)
		}
	}
	return r
}

// CutBefore returns r, a record of this match, cut to the ticks before
// tick: what a save made as that tick began would hold. It keeps a match
// that failed part-way (its scripted dice ran out at tick) as a record
// that replays: to the last whole tick, whose state hash it carries,
// found by replaying the cut record. A failure in the first tick leaves
// nothing to keep.
func (m *Match) CutBefore(r Record, tick int) (Record, error) {
	if tick <= 0 {
		return Record{}, errors.New("the match failed in its first tick, before anything could be recorded")
	}
	r.SavedAt = tick
	r.Declarations = slices.DeleteFunc(slices.Clone(r.Declarations), func(t Taken) bool { return t.Tick >= tick })
	r.Choices = slices.DeleteFunc(slices.Clone(r.Choices), func(c Choice) bool { return c.Tick >= tick })
	again, err := replayTo(r, m.scenario, m.content, tick) // r.FinalHash is still the failed tick's
	if err != nil {
		return Record{}, fmt.Errorf("the record cut before tick %d does not replay: %w", tick, err)
	}
	r.FinalHash = again.StateHash()
	r.Snapshot = nil
	if snap, err := again.Snapshot(); err == nil {
		r.Snapshot = &snap
	}
	return r, nil
}

// OpenScenario loads the scenario a record was played on, by one rule:
// the files the record carries (ScenarioFiles); else a shipped scenario by
// name; else, for records of formats 1 and 2, which name a file, that file
// relative to the record's own folder (recordPath's), never an absolute
// path or one outside that folder. What a named file holds is never
// quoted in an error: it was not the player's to choose. The army lists
// the record carries (Armies) then take their sides.
func OpenScenario(recordPath string, r Record, c *content.Content) (*scenarios.Scenario, error) {
	s, err := openScenario(recordPath, r, c)
	if err != nil {
		return nil, err
	}
	for _, f := range r.Armies {
		i := slices.IndexFunc(s.Sides[:], func(sd *scenarios.Side) bool { return sd != nil && sd.ID == f.Side })
		if i < 0 {
			return nil, fmt.Errorf("%s: the record fields an army for side %q, and the scenario %s has no such side", recordPath, f.Side, s.Name)
		}
		a, err := army.ParseSized(fmt.Sprintf("%s[the army of side %s]", recordPath, f.Side), []byte(f.List), c, s.BattleSize, modules.Fields(c))
		if err != nil {
			return nil, err
		}
		if err := s.Field(i, a); err != nil {
			return nil, fmt.Errorf("%s: %w", recordPath, err)
		}
	}
	return s, nil
}

// openScenario is OpenScenario before the record's armies are fielded.
func openScenario(recordPath string, r Record, c *content.Content) (*scenarios.Scenario, error) {
	if len(r.ScenarioFiles) > 0 {
		files := make(map[string][]byte, len(r.ScenarioFiles))
		for name, text := range r.ScenarioFiles {
			files[name] = []byte(text)
		}
		s, err := scenarios.LoadFiles(r.ScenarioFile, recordPath+"["+r.ScenarioFile+"]", files, c)
		if err != nil && r.Format >= SnapshotFormat && !scenarios.IsPath(r.Scenario) {
			// A shipped scenario as a record carries it that this build
			// no longer reads (its checks grew stricter) is the one
			// shipped now: a replay's scenario hash tells whether it is
			// the same, and a save resumes on it from its snapshot.
			if shipped, again := scenarios.Open(r.Scenario, c); again == nil {
				return shipped, nil
			}
		}
		return s, err
	}
	if !scenarios.IsPath(r.Scenario) {
		return scenarios.Open(r.Scenario, c)
	}
	name := filepath.FromSlash(r.Scenario)
	if filepath.IsAbs(name) || !filepath.IsLocal(name) {
		return nil, fmt.Errorf("%s: the record names the scenario file %q, outside the record's folder; "+
			"put the scenario beside the record and name it there", recordPath, r.Scenario)
	}
	p := filepath.Join(filepath.Dir(recordPath), name)
	s, err := scenarios.LoadFile(p, c)
	if err != nil {
		return nil, fmt.Errorf("%s: the record's scenario %s does not load (run kg check %s to see why)", recordPath, p, p)
	}
	return s, nil
}

// RecordContent is the content a record was played with: the files it
// carries (Record.Content), or c when it carries none (a record before
// format 7, or one of a match played on content made in memory) or when
// they do not load on this build (a later build that reads content more
// strictly). A replay's scenario hash and final state hash tell whether
// c plays as the carried content did.
func RecordContent(r Record, c *content.Content) *content.Content {
	if len(r.Content) == 0 {
		return c
	}
	files := make(map[string][]byte, len(r.Content))
	for name, text := range r.Content {
		files[name] = []byte(text)
	}
	carried, err := content.LoadFiles(files, "the record's content")
	if err != nil {
		return c
	}
	return carried
}

// Source is the dice a record rolls with.
func (r Record) Source() (dice.Source, error) {
	if len(r.Dice) > 0 {
		return dice.NewScripted(r.Dice...)
	}
	return dice.NewSeeded(r.Seed), nil
}

// Replay plays a record from the start up to its SavedAt tick (or to the
// end of the match when it has none) and returns the match. Two players
// hand the recorded declarations back at the ticks, and in the way, they
// were taken: in each tick's Step, or asked between ticks as a hotseat
// claim did (Ask); the recorded answers come back the same way.
//
// The record is checked first (Record.Check), and each declaration is
// checked again as it is taken, as in live play. A replay that reaches
// where the record ends (its SavedAt tick, or the end of the match) must
// reach the recorded FinalHash: a record edited by hand fails here rather
// than playing as a different game.
func Replay(r Record, s *scenarios.Scenario, c *content.Content, maxTicks int) (*Match, error) {
	m, err := replayTo(r, s, c, maxTicks)
	if err != nil {
		return m, err
	}
	if r.FinalHash != "" && (r.SavedAt > 0 || m.Over()) && m.StateHash() != r.FinalHash {
		if r.Format < SnapshotFormat {
			return m, fmt.Errorf("the replay ends in another state than the record says (%.12s… against %.12s…): "+
				"the record is of format %d, made by a build before %s, and the game has changed since in a way that alters how it plays "+
				"(records of that format carry neither the content nor the rules version they were played by)", m.StateHash(), r.FinalHash, r.Format, firstSnapshotBuild)
		}
		return m, fmt.Errorf("the replay ends in another state than the record says (%.12s… against %.12s…): "+
			"the record was edited, or made by a build that plays differently with the same rules version %d", m.StateHash(), r.FinalHash, r.RulesVersion)
	}
	return m, nil
}

// replayTo plays a record as Replay does, without comparing the state
// it ends in with its FinalHash.
func replayTo(r Record, s *scenarios.Scenario, c *content.Content, maxTicks int) (*Match, error) {
	taken, err := r.checked()
	if err != nil {
		return nil, fmt.Errorf("the record: %w", err)
	}
	if err := r.Replays(); err != nil {
		return nil, err
	}
	// Records before format 7 fingerprinted their scenario in a way that
	// changed with the program (Go's printing of its structs): their
	// replay reaching the state they recorded is the check.
	if h := ScenarioHash(s); r.Format >= SnapshotFormat && h != r.ScenarioHash {
		return nil, fmt.Errorf("the scenario %s is not the one the record was played on (hash %.12s…, recorded %.12s…)", r.Scenario, h, r.ScenarioHash)
	}
	src, err := r.Source()
	if err != nil {
		return nil, err
	}
	rec := &replaying{taken: taken, choices: r.Choices}
	if r.Format < 2 {
		rec.taken = askedInFormat1(s, rec.taken)
	}
	var players [2]Player
	for i, sd := range s.Sides {
		players[i] = replayer{rec: rec, side: sd.ID}
	}
	m, err := NewDeployed(withModules(s, r.Modules), c, r.Settings, src, players, r.Placements)
	if err != nil {
		return nil, err
	}
	m.replaying = rec
	limit := maxTicks
	if r.SavedAt > 0 {
		limit = r.SavedAt
	}
	if err := m.Run(limit); err != nil {
		return m, err
	}
	if r.SavedAt > 0 {
		// A save made while time stood still for a claim holds what was
		// declared at that tick before it.
		if err := m.replayAsks(rec); err != nil {
			return m, err
		}
	}
	return m, nil
}

// withModules is a copy of s that plays with the rule modules names (none
// when nil: a record from before modules).
func withModules(s *scenarios.Scenario, names []string) *scenarios.Scenario {
	again := *s
	again.Modules = append([]string{}, names...)
	return &again
}

// replayAsks asks again, between ticks, for the declarations a hotseat
// claimant made at this tick.
func (m *Match) replayAsks(rec *replaying) error {
	rec.asking = true
	defer func() { rec.asking = false }()
	for rec.next < len(rec.taken) && rec.taken[rec.next].Asked && rec.taken[rec.next].Tick <= m.table.Tick && m.result == nil {
		if err := m.Ask(rec.taken[rec.next].Side); err != nil {
			return err
		}
	}
	return nil
}

// askedInFormat1 marks which declarations of a format-1 record, which did
// not say, were taken between ticks: at each tick, those before the ones
// taken in Step, which come side by side in side order. A record made by
// scripts or the AI (every declaration in Step) replays as it always did.
func askedInFormat1(s *scenarios.Scenario, taken []Taken) []Taken {
	out := append([]Taken(nil), taken...)
	index := func(side string) int {
		for i, sd := range s.Sides {
			if sd.ID == side {
				return i
			}
		}
		return -1
	}
	for i := 0; i < len(out); {
		j := i
		for j < len(out) && out[j].Tick == out[i].Tick {
			j++
		}
		// The shortest prefix of [i, j) after which the sides never go
		// back from the second to the first was asked.
		cut := i
		for k := i + 1; k < j; k++ {
			if index(out[k].Side) < index(out[k-1].Side) {
				cut = k
			}
		}
		for k := i; k < cut; k++ {
			out[k].Asked = true
		}
		i = j
	}
	return out
}

// Resume loads a save and hands the sides to players, who go on from
// there. A save of format 7 on goes on from its snapshot (Snapshot), on
// any build: s and c are the scenario and content the save carries
// (OpenScenario, RecordContent). When this build also replays the
// record to the same state (the same rules version), the resumed match
// keeps the log of the play before; else its log begins at the save.
// A save of an earlier format, which has no snapshot, is replayed up to
// the tick it was saved at.
func Resume(r Record, s *scenarios.Scenario, c *content.Content, players [2]Player) (*Match, error) {
	if r.SavedAt <= 0 {
		return nil, errors.New("the record was not saved in the middle of a match (no saved_at tick)")
	}
	if r.Snapshot == nil {
		if r.Format >= SnapshotFormat {
			return nil, errors.New("the save holds no snapshot of the match (a record of a finished match, or one cut short, replays with kg replay)")
		}
		m, err := Replay(r, s, c, r.SavedAt)
		if err != nil {
			return nil, fmt.Errorf("a save of format %d, made before saves carried a snapshot of the match, resumes only by replaying it, and %w", r.Format, err)
		}
		m.players, m.replaying = players, nil
		return m, nil
	}
	m, err := FromSnapshot(r, s, c, players)
	if err != nil {
		return nil, err
	}
	if r.Replays() == nil {
		if again, err := Replay(r, s, c, r.SavedAt); err == nil && again.StateHash() == m.StateHash() {
			m.log = again.log
		}
	}
	return m, nil
}

// FromSnapshot sets up the match a save's snapshot was taken of, with no
// log of the play before it: the scenario (s, with the record's armies
// and modules), the content c, the record's settings and deployment, then
// the snapshot's state; the record's declarations and choices stay its
// record, and its dice go on from where the snapshot's stood.
func FromSnapshot(r Record, s *scenarios.Scenario, c *content.Content, players [2]Player) (*Match, error) {
	if r.Snapshot == nil {
		return nil, errors.New("the save holds no snapshot of the match")
	}
	src, err := r.Source()
	if err != nil {
		return nil, err
	}
	// Setting up rolls the first AP; the snapshot's state replaces it.
	m, err := NewDeployed(withModules(s, r.Modules), c, r.Settings, dice.NewSeeded(0), players, r.Placements)
	if err != nil {
		return nil, fmt.Errorf("the save's match does not set up on this build: %w", err)
	}
	if err := m.restore(*r.Snapshot, src); err != nil {
		return nil, err // each names the snapshot
	}
	m.log = nil
	m.record = append([]Taken(nil), r.Declarations...)
	m.choices = append([]Choice(nil), r.Choices...)
	return m, nil
}

// firstSnapshotBuild is the first build whose records name their rules
// version and whose saves carry a snapshot.
const firstSnapshotBuild = "0.35.0"

// Replays says whether this build replays r: nil when it does, or when
// only playing it can tell (a record before format 7, which names no
// rules version); else why not, naming both rules versions, and, for a
// save, that it still resumes from its snapshot.
func (r Record) Replays() error {
	if r.Format < SnapshotFormat || r.RulesVersion == RulesVersion {
		return nil
	}
	msg := fmt.Sprintf("the record was played by rules version %d (build %s); this build plays rules version %d, where its match would not go the same way, so it does not replay here",
		r.RulesVersion, r.Build, RulesVersion)
	if r.Snapshot != nil {
		msg += "; as a save, it still resumes from its snapshot"
	}
	return errors.New(msg)
}

// Compatibility is what this build can do with a record or save made by
// any build: whether it resumes, and whether it replays (or may: a
// record before format 7 replays only if the game still plays as it did
// then), with a line for people saying so.
type Compatibility struct {
	Resumes bool   // a save this build goes on from
	Replays bool   // a record this build plays again exactly (for a record before format 7: may)
	Note    string // e.g. "made by 0.35.0 (rules 1): resumes and replays"
}

// Compatibility says what this build can do with r.
func (r Record) Compatibility() Compatibility {
	save := r.SavedAt > 0
	switch {
	case r.Format < SnapshotFormat:
		note := fmt.Sprintf("made before version %s (record format %d): it replays only if the game still plays as it did then", firstSnapshotBuild, r.Format)
		if save {
			note = fmt.Sprintf("made before version %s (record format %d), with no snapshot: it resumes only if the game still plays as it did then", firstSnapshotBuild, r.Format)
		}
		return Compatibility{Resumes: save, Replays: true, Note: note}
	case r.RulesVersion != RulesVersion:
		note := fmt.Sprintf("made by %s (rules version %d; this build plays %d): no replay here", r.Build, r.RulesVersion, RulesVersion)
		if save {
			note = fmt.Sprintf("made by %s (rules version %d; this build plays %d): resumes from its snapshot; no replay here", r.Build, r.RulesVersion, RulesVersion)
		}
		return Compatibility{Resumes: save && r.Snapshot != nil, Note: note}
	}
	note := fmt.Sprintf("made by %s (rules version %d): replays", r.Build, r.RulesVersion)
	switch {
	case save && r.Snapshot == nil:
		note = fmt.Sprintf("made by %s (rules version %d), with no snapshot of the match: replays, does not resume", r.Build, r.RulesVersion)
	case save:
		note = fmt.Sprintf("made by %s (rules version %d): resumes and replays", r.Build, r.RulesVersion)
	}
	return Compatibility{Resumes: save && r.Snapshot != nil, Replays: true, Note: note}
}

// Choice is one answer a player gave during a resolution.
type Choice struct {
	Tick  int                 `json:"tick"`
	Side  string              `json:"side"`
	Unit  string              `json:"unit"`
	Kind  ChoiceKind          `json:"kind"` // DefenceChoice, PayChoice, LetGoChoice, OfferChoice or AskChoice
	Class combat.DefenceClass `json:"class,omitempty"`
	Type  combat.DefenceType  `json:"type,omitempty"`
	Pay   bool                `json:"pay,omitempty"` // pay: the wound was bought; letgo: the enemy was let go
	// Option is an offer's answer: the option taken, counted from 1; 0:
	// none, the roll stood. Unit is the model whose roll it was. A
	// question's answer (AskChoice) is its option counted from 1 too;
	// Unit is "".
	Option int `json:"option,omitempty"`
}

// ChoiceKind is what a player chose, as a record writes it.
type ChoiceKind string

// The kinds of choice.
const (
	DefenceChoice ChoiceKind = "defence" // a defender's close-combat defence (KG-CC-05)
	PayChoice     ChoiceKind = "pay"     // whether an attacker buys an extra wound (KG-CC-09)
	LetGoChoice   ChoiceKind = "letgo"   // whether a unit lets an enemy break off from it (KG-CC-14)
	OfferChoice   ChoiceKind = "offer"   // what a side takes of an offer made when its dice land (orders.Offer: a re-roll)
	AskChoice     ChoiceKind = "ask"     // a side's answer to a question a module puts to it (orders.Question: a blind bid)
)

// Save writes the record to path atomically: a temporary file beside it,
// renamed into place, so a crash never leaves half a save. It never
// writes what Load would refuse: a record over datafile.MaxRecordFile,
// or one Parse fails, is an error and path is left as it was.
func Save(path string, r Record) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	data = append(data, '\n')
	if len(data) > datafile.MaxRecordFile {
		return fmt.Errorf("%s not written: the record would be %s; a record or save may be at most %s, or it cannot be read again",
			path, datafile.Size(int64(len(data))), datafile.Size(datafile.MaxRecordFile))
	}
	if _, err := Parse(path, data); err != nil {
		return fmt.Errorf("%s not written: it could not be read again: %w", path, err)
	}
	return atomicfile.WriteBytes(path, data)
}

// Load reads a record or save, with a clear error naming the file, and
// the line and column, when it is not one, is damaged, is from a newer
// version, or fails Record.Check. A file over datafile.MaxRecordFile, or
// one that is not a regular file, is refused before it is read.
func Load(path string) (Record, error) {
	data, err := datafile.ReadFile(path, datafile.MaxRecordFile)
	if err != nil {
		return Record{}, err
	}
	return Parse(path, data)
}

// Parse reads a record or save from data, as Load does; path names it in
// errors.
func Parse(path string, data []byte) (Record, error) {
	// Decoding takes memory by the object, and "{}" is two bytes: count
	// them first. A string holding "{" counts too, which only errs safe.
	if n := bytes.Count(data, []byte("{")); n > MaxRecordObjects {
		at := 0
		for range MaxRecordObjects + 1 {
			at += bytes.IndexByte(data[at:], '{') + 1
		}
		return Record{}, fmt.Errorf("%s: %d JSON objects; a record holds at most %d (declarations, their steps and choices)", atOffset(path, data, int64(at-1)), n, MaxRecordObjects)
	}
	var r Record
	if err := json.Unmarshal(data, &r); err != nil {
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			return Record{}, fmt.Errorf("%s: the save is damaged: %v", atOffset(path, data, se.Offset), err)
		case errors.As(err, &te):
			return Record{}, fmt.Errorf("%s: the save is damaged: %s holds a %s where a %s belongs", atOffset(path, data, te.Offset), te.Field, te.Value, te.Type)
		}
		return Record{}, fmt.Errorf("%s: the save is damaged: %v", path, err)
	}
	switch {
	case r.Format > FormatVersion:
		return Record{}, fmt.Errorf("%s: made by a newer version of the game (format %d; this build reads up to %d)", path, r.Format, FormatVersion)
	case r.Format < 1 || r.Scenario == "":
		return Record{}, fmt.Errorf("%s: not a Kry-Gothic save or replay", path)
	}
	if err := r.Check(); err != nil {
		var re *RecordError
		if errors.As(err, &re) {
			return Record{}, fmt.Errorf("%s: %v", atOffset(path, data, fieldOffset(data, re.Field, re.Index)), err)
		}
		return Record{}, fmt.Errorf("%s: %v", path, err)
	}
	return r, nil
}

// atOffset names byte offset i of a file as "path:line:col".
func atOffset(path string, data []byte, i int64) string {
	return datafile.OffsetPos(path, data, i).String()
}

// fieldOffset finds where a record's top-level field key starts in data,
// or its entry index (from 0) when index >= 0; 0 when it cannot.
func fieldOffset(data []byte, key string, index int) int64 {
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return 0
	}
	for dec.More() {
		at := dec.InputOffset()
		k, err := dec.Token()
		if err != nil {
			return 0
		}
		if k != key {
			var skip json.RawMessage
			if dec.Decode(&skip) != nil {
				return 0
			}
			continue
		}
		if index < 0 {
			return at + int64(len(data[at:])-len(bytes.TrimLeft(data[at:], " \t\r\n,")))
		}
		if t, err := dec.Token(); err != nil || t != json.Delim('[') {
			return at
		}
		for i := 0; dec.More(); i++ {
			start := dec.InputOffset()
			if i == index {
				return start + int64(len(data[start:])-len(bytes.TrimLeft(data[start:], " \t\r\n,")))
			}
			var skip json.RawMessage
			if dec.Decode(&skip) != nil {
				return at
			}
		}
		return at
	}
	return 0
}

// ScenarioHash fingerprints a scenario as loaded: its map rows, legend,
// sides, events and objectives. Its decor is left out: it changes nothing
// in play, so dressing a deck leaves the records played on it standing.
//
// The fingerprint is of a canonical encoding (game/internal/canon): a
// field added to any of these with a zero default leaves every existing
// scenario's fingerprint as it was.
func ScenarioHash(s *scenarios.Scenario) string {
	type model struct {
		Unit string
		Cost int
	}
	type side struct {
		ID, Zone       string
		APModifier     int
		RoundModifiers map[int]int
		Frozen         bool
		Models         []model
	}
	fp := struct {
		Name                string
		Rounds              int
		Dark, Fog           bool
		Options             map[string]bool
		Rows                []string
		Legend              []scenarios.Legend
		Objectives, Entries []scenarios.Point
		Events              []scenarios.Event
		Victory             scenarios.Victory
		Sides               []side
	}{Name: s.Name, Rounds: s.Rounds, Dark: s.Dark, Fog: s.Fog, Options: s.Options, Rows: s.Rows, Legend: s.Legend,
		Objectives: s.Objectives, Entries: s.Entries, Events: s.Events, Victory: s.Victory}
	for _, sd := range s.Sides {
		out := side{ID: sd.ID, Zone: sd.Zone, APModifier: sd.APModifier, RoundModifiers: sd.RoundModifiers, Frozen: sd.Frozen}
		for _, mdl := range sd.Army.Models {
			out.Models = append(out.Models, model{mdl.Unit.ID, mdl.Cost})
		}
		fp.Sides = append(fp.Sides, out)
	}
	h := sha256.Sum256([]byte(canon.String(fp)))
	return hex.EncodeToString(h[:])
}

// StateHash fingerprints the match's state: the clock, both sides, every
// unit and how many dice have been rolled. Two matches with the same hash
// are in the same state.
func (m *Match) StateHash() string {
	h := sha256.New()
	m.writeState(h)
	return hex.EncodeToString(h.Sum(nil))
}

// writeState writes everything the state hash covers, readably.
func (m *Match) writeState(h io.Writer) {
	t := m.table
	fmt.Fprintf(h, "t%d r%d dice%d fb%v\n", t.Tick, m.round, m.dice.count, m.firstBlood)
	for i, s := range t.Sides {
		k := m.tallies[i]
		fmt.Fprintf(h, "%s ap%d done%v ch%d adj%d k%d l%d fr%v %v\n", s.ID, s.AP, s.Done, s.ChannelFree, k.adjust, k.killed, k.leaders, s.Frozen, k.round)
		if c := s.Combo; c != nil {
			fmt.Fprintf(h, " combo cur%d re%v", c.Cur, c.Reaction)
			for _, st := range c.Steps {
				fmt.Fprintf(h, " [%s %s %d-%d %v]", st.Unit.ID, st.Order.Verb, st.Start, st.End, st.Started)
			}
			fmt.Fprintln(h)
		}
	}
	units := append([]*orders.Unit(nil), t.Units...)
	sort.Slice(units, func(i, j int) bool { return units[i].ID < units[j].ID })
	for _, u := range units {
		f := u.F
		fmt.Fprintf(h, "%s %.4f %.4f %.4f on%v w%d f%d %v p%v s%d wait%v ran%v rb%v mb%v def%d/%d", u.ID, u.Base.Centre.X, u.Base.Centre.Y, u.Base.Facing,
			u.OnTable, f.Wounds, f.Fatigue, f.Pin, f.Prone, f.StuckAP, u.Waiting, u.Ran, f.RangedBroken, f.MeleeBroken, u.DefenceClass, u.DefenceType)
		// Written only when set, so a match that never uses them hashes
		// as it always did.
		if u.Stepped {
			fmt.Fprint(h, " stepped")
		}
		if u.LetsGo {
			fmt.Fprint(h, " letsgo")
		}
		fmt.Fprintln(h)
	}
	fmt.Fprintf(h, "chain %v templates %v\n", t.Chain, t.Templates)
	for _, k := range sortedPairs(t.Fought) {
		fmt.Fprintf(h, "fought %v %d charged %v\n", k, t.Fought[k], t.Charged[k])
	}
	// What rule modules remember: nothing, in a match without modules.
	for _, k := range sortedMarks(t.Marks) {
		fmt.Fprintf(h, "mark %s %s %d\n", k.Unit, k.Mark, t.Marks[k])
	}
	d := t.Deck
	for y := range d.H {
		for x := range d.W {
			c, _ := d.Cell(x, y)
			fmt.Fprintf(h, "%d%v", c.Terrain, c.Open)
		}
	}
	if m.result != nil {
		fmt.Fprintf(h, "%+v\n", *m.result)
	}
}

// sortedPairs lists a pair-keyed map's keys in order.
func sortedPairs(m map[orders.Pair]int) []orders.Pair {
	var out []orders.Pair
	for k := range m {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return out[i][0]+"|"+out[i][1] < out[j][0]+"|"+out[j][1] })
	return out
}

// sortedMarks lists the marks' keys in order.
func sortedMarks(m map[orders.MarkKey]int) []orders.MarkKey {
	out := make([]orders.MarkKey, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool {
		return out[i].Unit < out[j].Unit || out[i].Unit == out[j].Unit && out[i].Mark < out[j].Mark
	})
	return out
}
