package match

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/krygothic/krygothic/rules/ap"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/scenarios"
)

// TicksPerSecond is the match's clock rate (RULINGS: the real-time AP clock).
const TicksPerSecond = 60

// Settings are the clock's settings (RULINGS).
type Settings struct {
	SecondsPerAP   float64 `json:"seconds_per_ap"`  // a command channel is busy this long per AP (default 0.5)
	FaceOffWindow  float64 `json:"face_off_window"` // declarations this close are a face-off (default 0.25)
	DecisionWindow float64 `json:"decision_window"` // a hotseat claim freezes time this long (default 4)
	RoundLimit     float64 `json:"round_limit"`     // seconds an AP round may last; 0 for none (RULINGS)
}

// DefaultSettings are the RULINGS defaults.
func DefaultSettings() Settings {
	return Settings{SecondsPerAP: 0.5, FaceOffWindow: 0.25, DecisionWindow: 4}
}

func (s Settings) ticksPerAP() int   { return max(int(s.SecondsPerAP*TicksPerSecond+0.5), 1) }
func (s Settings) faceOffTicks() int { return int(s.FaceOffWindow*TicksPerSecond + 0.5) }

// Result is how a match ended.
type Result struct {
	Winner string `json:"winner"` // a side id, or "" for a draw
	Reason string `json:"reason"`
	Round  int    `json:"round"`
	Tick   int    `json:"tick"`
}

// sideState is one side's standing in the match.
type sideState struct {
	ID, Name    string
	index       int
	AP          int
	Done        bool
	channelFree int // the tick its command channel frees
	combo       *combo
	frozen      bool
	round       ap.Round // what happened this round, for losses and triumphs
	adjust      int      // next round's losses and triumphs
	killed      int      // enemy points destroyed (GAP-31)
	leaders     int      // enemy Squad Leaders killed
	player      Player
}

// Match is a match in progress.
type Match struct {
	Scenario *scenarios.Scenario
	Content  *content.Content
	Settings Settings
	Opts     combat.Options
	WideArc  bool
	Tick     int
	Round    int
	Units    []*Unit
	Result   *Result

	sides      [2]*sideState
	dice       *countingDice
	log        []Entry
	accepted   []Declaration // for the record, in the order they were made
	feed       []Declaration // a record being replayed
	choices    []Choice      // the players' answers during resolutions, for the record
	fault      error         // an error met between ticks, returned by the next Step
	firstBlood bool
	chain      fireChain
	fought     map[[2]string]int // attacks made, by attacker and defender
	charged    map[[2]string]bool
	templates  []geom.Base // damaged-structure templates (KG-EXPL-01)
	roundStart int
	standing   standing // cached: the bases on the table and their index (cache.go)
	// cached: the last few movement plans (cache.go)
	planned     [plannedMoves]plannedMove
	nextPlanned int
	othersBuf   []geom.Base
}

// New sets up a match: deploys both armies and rolls the first AP. src
// gives every die; players[i] plays side i.
func New(s *scenarios.Scenario, c *content.Content, st Settings, src dice.Source, players [2]Player) (*Match, error) {
	own := *s // the match floods and opens doors on its own copy of the deck
	own.Deck = s.Deck.Clone()
	m := &Match{Scenario: &own, Content: c, Settings: st, dice: &countingDice{src: src},
		fought: map[[2]string]int{}, charged: map[[2]string]bool{}}
	m.Opts = combat.Options{DeflectScaling: s.Options["deflectScaling"], FreshStuckDie: s.Options["freshStuckDie"]}
	if s.Options["sum7plus"] {
		m.Opts.Mode = dice.Sum7Plus
	}
	m.WideArc = s.Options["wideArc"]
	for i, sd := range s.Sides {
		m.sides[i] = &sideState{ID: sd.ID, Name: sd.Name, index: i, frozen: sd.Frozen, player: players[i]}
	}
	if err := m.deploy(); err != nil {
		return nil, err
	}
	for _, u := range m.Units {
		side := "objective"
		if u.Side >= 0 {
			side = m.sides[u.Side].ID
		}
		m.note(Deployed{RuleID: "GAP-32", Unit: u.ID, Side: side, X: u.Base.Centre.X, Y: u.Base.Centre.Y,
			Facing: u.Base.Facing * 180 / math.Pi, OnTable: u.OnTable})
	}
	if err := m.startRound(); err != nil {
		return nil, err
	}
	return m, nil
}

// Run plays ticks until the match ends or maxTicks have passed.
func (m *Match) Run(maxTicks int) error {
	for m.Result == nil && m.Tick < maxTicks {
		if err := m.Step(); err != nil {
			return err
		}
	}
	return nil
}

// Step plays one tick: the players' declarations, the steps that play out
// now, the end of the round and the victory check.
func (m *Match) Step() error {
	if err := m.fault; err != nil {
		return err
	}
	if m.Result != nil {
		return nil
	}
	// What is due now resolves first, so an order declared on the tick a
	// channel frees finds the previous one finished.
	if err := m.advance(); err != nil {
		return err
	}
	for len(m.feed) > 0 && m.feed[0].Tick <= m.Tick {
		m.Declare(m.feed[0]) // a record replays in the order it was made
		m.feed = m.feed[1:]
	}
	v := &View{Tick: m.Tick, m: m}
	for _, s := range m.sides {
		if s.player == nil {
			continue
		}
		for _, d := range s.player.Declare(v) {
			d.Side = s.ID
			m.Declare(d)
		}
	}
	if err := m.advance(); err != nil { // a declaration's 0-tick steps
		return err
	}
	if m.Result == nil && m.roundOver() {
		if err := m.endRound(); err != nil {
			return err
		}
	}
	m.Tick++
	return nil
}

// declareBetweenTicks declares for a caller outside Step (a hotseat
// claim). What is due at this tick resolves first, exactly as Step does
// before it takes declarations, so a replay of the record, which feeds the
// declaration through Step, meets the same state. An error there is kept
// for the next Step to return.
func (m *Match) declareBetweenTicks(d Declaration) bool {
	if m.fault == nil {
		m.fault = m.advance()
	}
	if m.fault != nil {
		return false
	}
	return m.Declare(d)
}

// side returns the side with id (or nil).
func (m *Match) side(id string) *sideState {
	for _, s := range m.sides {
		if s.ID == id {
			return s
		}
	}
	return nil
}

// SideAP returns a side's AP now.
func (m *Match) SideAP(id string) int {
	if s := m.side(id); s != nil {
		return s.AP
	}
	return 0
}

// unit finds a unit by its full id, or by a short id ("ec-trooper-2" for
// "attackers.ec-trooper-2") when only one unit has it.
func (m *Match) unit(id string) *Unit { return m.find(id, -1) }

// find is unit, preferring side's own units for a short id (−1: any side).
func (m *Match) find(id string, side int) *Unit {
	var found *Unit
	for _, u := range m.Units {
		if u.ID == id {
			return u
		}
		if strings.HasSuffix(u.ID, "."+id) && (side < 0 || u.Side == side) {
			if found != nil {
				return nil // ambiguous: give the side
			}
			found = u
		}
	}
	return found
}

// others lists the bases of every standing unit but u.
func (m *Match) others(u *Unit) []geom.Base {
	var out []geom.Base
	for _, o := range m.Units {
		if o != u && o.Alive() {
			out = append(out, o.Base)
		}
	}
	return out
}

// roundOver: both sides spent or done, and nothing still playing out
// (KG-AP-03..05), or the round's time limit has passed.
func (m *Match) roundOver() bool {
	if m.Settings.RoundLimit > 0 && m.Tick-m.roundStart >= int(m.Settings.RoundLimit*TicksPerSecond) {
		return true
	}
	for _, s := range m.sides {
		if s.combo != nil || !(s.Done || s.AP == 0 || s.frozen) {
			return false
		}
	}
	return true
}

// Sides lists the sides' ids, AP and done flags, for views and logs.
func (m *Match) Sides() []SideInfo {
	out := make([]SideInfo, 0, len(m.sides))
	for _, s := range m.sides {
		out = append(out, s.info())
	}
	return out
}

// Side returns one side as players see it (Sides), found by its id; ok is
// false when there is no such side. It allocates nothing, for players that
// look at their own side every tick.
func (m *Match) Side(id string) (info SideInfo, ok bool) {
	if s := m.side(id); s != nil {
		return s.info(), true
	}
	return SideInfo{}, false
}

func (s *sideState) info() SideInfo {
	return SideInfo{ID: s.ID, Name: s.Name, AP: s.AP, Done: s.Done, ChannelFree: s.channelFree, Frozen: s.frozen, Destroyed: s.killed, LeadersKilled: s.leaders}
}

// SideInfo is a side as players see it.
type SideInfo struct {
	ID, Name    string
	AP          int
	Done        bool
	ChannelFree int
	Frozen      bool
	// Destroyed is the enemy points this side has destroyed, and
	// LeadersKilled the enemy Squad Leaders: the tally that decides a
	// deathmatch at the round limit (GAP-31), public as everything on
	// the table is (GAP-27).
	Destroyed     int
	LeadersKilled int
}

// countingDice wraps the match's dice so the state hash can see how many
// have been rolled.
type countingDice struct {
	src   dice.Source
	count int
}

func (c *countingDice) D6(why string) (int, error) {
	f, err := c.src.D6(why)
	if err == nil {
		c.count++
	}
	return f, err
}

func sortStrings(s []string) { sort.Strings(s) }

// errorf makes an error naming the match's tick.
func (m *Match) errorf(format string, args ...any) error {
	return fmt.Errorf("tick %d: "+format, append([]any{m.Tick}, args...)...)
}
