package match

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/krygothic/krygothic/game/internal/atomicfile"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// FormatVersion is the version of the record format this build writes.
// Format 2 records every declaration taken, refused ones too, and marks
// those a hotseat claimant made between ticks (Taken.Asked); format 1
// records still replay (Replay).
const FormatVersion = 2

// Record is everything needed to play a match again exactly: the scenario
// (by name or file, with its hash), the seed (or scripted dice), the
// settings, and every declaration taken with its tick. A save is a record
// up to the tick it was saved at.
type Record struct {
	Format       int      `json:"format"`
	Scenario     string   `json:"scenario"`      // a shipped scenario's name, or a file path
	ScenarioHash string   `json:"scenario_hash"` // of the scenario as loaded
	Seed         uint64   `json:"seed"`
	Dice         []int    `json:"dice,omitempty"` // scripted faces, when not seeded
	Settings     Settings `json:"settings"`
	Declarations []Taken  `json:"declarations"`
	Choices      []Choice `json:"choices,omitempty"`  // the players' answers during resolutions, in order
	SavedAt      int      `json:"saved_at,omitempty"` // the tick a save was made at
	FinalHash    string   `json:"final_hash,omitempty"`
}

// Taken is a declaration as the record keeps it: taken at its tick, in
// Step or between ticks (Asked: a hotseat claimant's, Match.Ask), accepted
// or refused.
type Taken struct {
	orders.Declaration
	Asked bool `json:"asked,omitempty"`
}

// Record returns the match's record so far.
func (m *Match) Record(scenario string, seed uint64, scripted []int) Record {
	return Record{Format: FormatVersion, Scenario: scenario, ScenarioHash: ScenarioHash(m.scenario), Seed: seed, Dice: scripted,
		Settings: m.settings, Declarations: append([]Taken(nil), m.record...), Choices: append([]Choice(nil), m.choices...), SavedAt: m.table.Tick}
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
func Replay(r Record, s *scenarios.Scenario, c *content.Content, maxTicks int) (*Match, error) {
	if r.Format > FormatVersion {
		return nil, fmt.Errorf("the record is format %d; this build reads up to %d: update the game", r.Format, FormatVersion)
	}
	if r.Format < 1 {
		return nil, errors.New("not a Kry-Gothic match record (no format version)")
	}
	if h := ScenarioHash(s); r.ScenarioHash != "" && h != r.ScenarioHash {
		return nil, fmt.Errorf("the scenario %s has changed since the record was made (hash %.12s…, recorded %.12s…)", r.Scenario, h, r.ScenarioHash)
	}
	src, err := r.Source()
	if err != nil {
		return nil, err
	}
	rec := &replaying{taken: r.Declarations, choices: r.Choices}
	if r.Format < 2 {
		rec.taken = askedInFormat1(s, rec.taken)
	}
	var players [2]Player
	for i, sd := range s.Sides {
		players[i] = replayer{rec: rec, side: sd.ID}
	}
	m, err := New(s, c, r.Settings, src, players)
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
		return m, m.replayAsks(rec)
	}
	return m, nil
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

// Resume loads a save: it replays the record up to the tick it was saved
// at, then hands the sides to players, who go on from there.
func Resume(r Record, s *scenarios.Scenario, c *content.Content, players [2]Player) (*Match, error) {
	if r.SavedAt <= 0 {
		return nil, errors.New("the record was not saved in the middle of a match (no saved_at tick)")
	}
	m, err := Replay(r, s, c, r.SavedAt)
	if err != nil {
		return nil, err
	}
	m.players, m.replaying = players, nil
	return m, nil
}

// Choice is one answer a player gave during a resolution.
type Choice struct {
	Tick  int                 `json:"tick"`
	Side  string              `json:"side"`
	Unit  string              `json:"unit"`
	Kind  string              `json:"kind"` // "defence", "pay" or "letgo"
	Class combat.DefenceClass `json:"class,omitempty"`
	Type  combat.DefenceType  `json:"type,omitempty"`
	Pay   bool                `json:"pay,omitempty"` // pay: the wound was bought; letgo: the enemy was let go
}

// Save writes the record to path atomically: a temporary file beside it,
// renamed into place, so a crash never leaves half a save.
func Save(path string, r Record) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.WriteBytes(path, append(data, '\n'))
}

// Load reads a record or save, with a clear error naming the file when it
// is not one, is damaged, or is from a newer version.
func Load(path string) (Record, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return Record{}, err
	}
	var r Record
	if err := json.Unmarshal(data, &r); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			line := 1 + strings.Count(string(data[:min(int(se.Offset), len(data))]), "\n")
			return Record{}, fmt.Errorf("%s:%d: the save is damaged: %v", path, line, err)
		}
		return Record{}, fmt.Errorf("%s: the save is damaged: %v", path, err)
	}
	switch {
	case r.Format > FormatVersion:
		return Record{}, fmt.Errorf("%s: made by a newer version of the game (format %d; this build reads up to %d)", path, r.Format, FormatVersion)
	case r.Format < 1 || r.Scenario == "":
		return Record{}, fmt.Errorf("%s: not a Kry-Gothic save or replay", path)
	}
	return r, nil
}

// ScenarioHash fingerprints a scenario as loaded: its map rows, legend,
// sides, events and objectives.
func ScenarioHash(s *scenarios.Scenario) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s|%d|%v|%v\n", s.Name, s.Rounds, s.Dark, s.Options)
	for _, r := range s.Rows {
		fmt.Fprintln(h, r)
	}
	fmt.Fprintf(h, "%v\n%v\n%v\n%v\n", s.Legend, s.Objectives, s.Entries, s.Events)
	for _, sd := range s.Sides {
		fmt.Fprintf(h, "%s %s %d %v %v\n", sd.ID, sd.Zone, sd.APModifier, sd.RoundModifiers, sd.Frozen)
		for _, mdl := range sd.Army.Models {
			fmt.Fprintf(h, " %s %d", mdl.Unit.ID, mdl.Cost)
		}
	}
	return hex.EncodeToString(h.Sum(nil))
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
