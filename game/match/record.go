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
	"github.com/krygothic/krygothic/scenarios"
)

// FormatVersion is the version of the record format this build writes.
const FormatVersion = 1

// Record is everything needed to play a match again exactly: the scenario
// (by name or file, with its hash), the seed (or scripted dice), the
// settings, and every accepted declaration with its tick. A save is a
// record up to the tick it was saved at.
type Record struct {
	Format       int           `json:"format"`
	Scenario     string        `json:"scenario"`      // a shipped scenario's name, or a file path
	ScenarioHash string        `json:"scenario_hash"` // of the scenario as loaded
	Seed         uint64        `json:"seed"`
	Dice         []int         `json:"dice,omitempty"` // scripted faces, when not seeded
	Settings     Settings      `json:"settings"`
	Declarations []Declaration `json:"declarations"`
	Choices      []Choice      `json:"choices,omitempty"`  // the players' answers during resolutions, in order
	SavedAt      int           `json:"saved_at,omitempty"` // the tick a save was made at
	FinalHash    string        `json:"final_hash,omitempty"`
}

// Record returns the match's record so far.
func (m *Match) Record(scenario string, seed uint64, scripted []int) Record {
	return Record{Format: FormatVersion, Scenario: scenario, ScenarioHash: ScenarioHash(m.Scenario), Seed: seed, Dice: scripted,
		Settings: m.Settings, Declarations: append([]Declaration(nil), m.accepted...), Choices: append([]Choice(nil), m.choices...), SavedAt: m.Tick}
}

// Source is the dice a record rolls with.
func (r Record) Source() (dice.Source, error) {
	if len(r.Dice) > 0 {
		return dice.NewScripted(r.Dice...)
	}
	return dice.NewSeeded(r.Seed), nil
}

// Replay plays a record from the start up to its SavedAt tick (or to the
// end of the match when it has none) and returns the match.
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
	answers := &replayer{choices: r.Choices}
	m, err := New(s, c, r.Settings, src, [2]Player{answers, answers})
	if err != nil {
		return nil, err
	}
	// One list, in the order the declarations were made, both sides
	// interleaved as they were.
	m.feed = append([]Declaration(nil), r.Declarations...)
	limit := maxTicks
	if r.SavedAt > 0 {
		limit = r.SavedAt
	}
	if err := m.Run(limit); err != nil {
		return m, err
	}
	return m, nil
}

// Resume loads a save: it replays the record up to the tick it was saved
// at, then hands the sides to players, who go on from there. Scripts among
// them skip what they would have declared before that tick.
func Resume(r Record, s *scenarios.Scenario, c *content.Content, players [2]Player) (*Match, error) {
	if r.SavedAt <= 0 {
		return nil, errors.New("the record was not saved in the middle of a match (no saved_at tick)")
	}
	m, err := Replay(r, s, c, r.SavedAt)
	if err != nil {
		return nil, err
	}
	for i, p := range players {
		if sc, ok := p.(*Script); ok {
			sc.Skip(m.Tick)
		}
		m.sides[i].player = p
	}
	return m, nil
}

// Choice is one answer a player gave during a resolution.
type Choice struct {
	Tick  int                 `json:"tick"`
	Side  string              `json:"side"`
	Unit  string              `json:"unit"`
	Kind  string              `json:"kind"` // "defence" or "pay"
	Class combat.DefenceClass `json:"class,omitempty"`
	Type  combat.DefenceType  `json:"type,omitempty"`
	Pay   bool                `json:"pay,omitempty"`
}

// replayer answers the rules' questions as the record says they were
// answered; the declarations come from the record's list.
type replayer struct {
	choices []Choice
	next    int
}

func (r *replayer) Declare(*View) []Declaration { return nil }

func (r *replayer) take(kind, unit string) (Choice, bool) {
	if r.next < len(r.choices) && r.choices[r.next].Kind == kind && r.choices[r.next].Unit == unit {
		r.next++
		return r.choices[r.next-1], true
	}
	return Choice{}, false
}

func (r *replayer) Defence(_ *View, defender, _ string) (combat.DefenceClass, combat.DefenceType) {
	c, _ := r.take("defence", defender)
	return c.Class, c.Type
}

func (r *replayer) PayForWound(_ *View, attacker string, _, _ int) bool {
	c, _ := r.take("pay", attacker)
	return c.Pay
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
	fmt.Fprintf(h, "t%d r%d dice%d fb%v\n", m.Tick, m.Round, m.dice.count, m.firstBlood)
	for _, s := range m.sides {
		fmt.Fprintf(h, "%s ap%d done%v ch%d adj%d k%d l%d fr%v %v\n", s.ID, s.AP, s.Done, s.channelFree, s.adjust, s.killed, s.leaders, s.frozen, s.round)
		if c := s.combo; c != nil {
			fmt.Fprintf(h, " combo cur%d re%v", c.cur, c.reaction)
			for _, st := range c.steps {
				fmt.Fprintf(h, " [%s %s %d-%d %v]", st.unit.ID, st.order.Verb, st.start, st.end, st.started)
			}
			fmt.Fprintln(h)
		}
	}
	units := append([]*Unit(nil), m.Units...)
	sort.Slice(units, func(i, j int) bool { return units[i].ID < units[j].ID })
	for _, u := range units {
		f := u.F
		fmt.Fprintf(h, "%s %.4f %.4f %.4f on%v w%d f%d %v p%v s%d wait%v ran%v rb%v mb%v def%d/%d\n", u.ID, u.Base.Centre.X, u.Base.Centre.Y, u.Base.Facing,
			u.OnTable, f.Wounds, f.Fatigue, f.Pin, f.Prone, f.StuckAP, u.Waiting, u.Ran, f.RangedBroken, f.MeleeBroken, u.DefenceClass, u.DefenceType)
	}
	fmt.Fprintf(h, "chain %v templates %v\n", m.chain, m.templates)
	for _, k := range sortedPairs(m.fought) {
		fmt.Fprintf(h, "fought %v %d charged %v\n", k, m.fought[k], m.charged[k])
	}
	d := m.Scenario.Deck
	for y := range d.H {
		for x := range d.W {
			c, _ := d.Cell(x, y)
			fmt.Fprintf(h, "%d%v", c.Terrain, c.Open)
		}
	}
	if m.Result != nil {
		fmt.Fprintf(h, "%+v\n", *m.Result)
	}
}

// sortedPairs lists a pair-keyed map's keys in order.
func sortedPairs(m map[[2]string]int) [][2]string {
	var out [][2]string
	for k := range m {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return out[i][0]+"|"+out[i][1] < out[j][0]+"|"+out[j][1] })
	return out
}
