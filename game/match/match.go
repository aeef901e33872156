package match

import (
	"fmt"
	"math"
	"slices"

	"github.com/krygothic/krygothic/rules/ap"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
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
	// Fog: each side sees only what its models see (fog.go); the players
	// are shown, and the AI reads, no more.
	Fog bool `json:"fog,omitempty"`
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

// tally is what a side has done and suffered, for losses and triumphs
// (KG-AP-05..07) and the round limit (GAP-31).
type tally struct {
	round   ap.Round // this AP round
	adjust  int      // next round's losses and triumphs
	killed  int      // enemy points destroyed (GAP-31)
	leaders int      // enemy Squad Leaders killed
}

// Match is a match in progress. It is the one writer of its state: the
// order rules (rules/orders) read its Table and hand back outcomes, which
// its apply step carries out. Players and screens read it through a View.
type Match struct {
	scenario *scenarios.Scenario // as loaded; the match changes its own copy of the deck
	content  *content.Content
	settings Settings
	rules    *orders.Rules
	table    *orders.Table
	round    int
	result   *Result

	players    [2]Player
	tallies    [2]tally
	dice       *countingDice
	log        []Entry
	record     []Taken  // every declaration taken, for the record, in order
	choices    []Choice // the players' answers during resolutions, for the record
	asking     bool     // the declarations being taken come between ticks (Ask)
	fault      error    // an error met between ticks, returned by the next Step
	firstBlood bool
	roundStart int
	reacting   []borrowed       // the combo slots reactions have borrowed (ReactionBegun)
	replaying  *replaying       // a record being replayed: its asks between ticks come again in Step
	deckCopy   deckCopy         // what View.Deck hands out
	modules    []string         // the rule modules played with, in ID order (docs/modules.md)
	played     facet.Set        // those modules as they play, for the screens, the log and the AI (View.Modules)
	fog        [2]fogState      // what each side sees under the fog of war (fog.go)
	placements []Placement      // the deployment made by hand (GAP-32); none: automatic
	deckShared bool             // the table's deck is shared with a fork (fork.go): copy it before changing it
	choosing   bool             // a player is answering mid-resolution (env.Defence…): no time to fork
	stepping   int              // 1 + the side being asked for its declarations in Step; 0: none
	resume     int              // a fork made while Step asked side resume-1: its first Step goes on from there
	hold       func() bool      // set while the clock plays a tick that may wait (Clock.Waits): View.Hold stops the tick here
	deeds      map[string]Deeds // what each model has done, by unit ID (deeds.go)
	actor      string           // the unit whose step is resolving, for its kills; "" between steps
}

// borrowed is a side's own combo and channel, kept while a reaction of
// that side uses its combo slot.
type borrowed struct {
	combo *orders.Combo
	free  int
}

// New sets up a match on the core rules and the scenario's rule modules
// (s.Modules; a copy of the scenario with other Modules plays with
// those): deploys both armies and rolls the first AP. src gives every
// die; players[i] plays side i (nil: a side that never declares).
func New(s *scenarios.Scenario, c *content.Content, st Settings, src dice.Source, players [2]Player) (*Match, error) {
	return NewDeployed(s, c, st, src, players, nil)
}

// NewDeployed is New with the armies deployed by hand (GAP-32): placements
// puts every model the scenario deploys, in the deployment order
// (Deployment.Placements); none deploys automatically, as New does. The
// placements go into the match's record.
func NewDeployed(s *scenarios.Scenario, c *content.Content, st Settings, src dice.Source, players [2]Player, placements []Placement) (*Match, error) {
	if err := s.CheckModules(s.Modules); err != nil {
		return nil, err
	}
	set, err := modules.Playing(s.Modules, c)
	if err != nil {
		return nil, err
	}
	return Start(Setup{Scenario: s, Content: c, Settings: st, Dice: src, Players: players, Modules: set, Placements: placements})
}

// Setup is what a match is set up from: the scenario and its content, the
// clock's settings, the dice, the players (nil: a side that never
// declares), the rule modules played and the order rules they make, and
// a deployment made by hand (none: automatic).
type Setup struct {
	Scenario   *scenarios.Scenario
	Content    *content.Content
	Settings   Settings
	Dice       dice.Source
	Players    [2]Player
	Modules    facet.Set     // the rule modules played, as loaded (modules.Playing)
	Rules      *orders.Rules // the order rules they make; nil: Modules.Rules()
	Placements []Placement
}

// Start sets up a match from st, as New does: the record names st's
// modules. The caller has checked the scenario fields nothing the modules
// leave out (Scenario.CheckModules).
func Start(st Setup) (*Match, error) {
	r := st.Rules
	if r == nil {
		r = st.Modules.Rules()
	}
	m, err := newMatch(st.Scenario, st.Content, st.Settings, st.Dice, st.Players, r, st.Placements)
	if err != nil {
		return nil, err
	}
	m.modules, m.played = st.Modules.Names(), st.Modules
	return m, nil
}

// NewWithRules is New on order rules of the caller's making, such as a
// module under test (orders.Rules.With). Its record names no modules.
func NewWithRules(s *scenarios.Scenario, c *content.Content, st Settings, src dice.Source, players [2]Player, r *orders.Rules) (*Match, error) {
	return newMatch(s, c, st, src, players, r, nil)
}

// newMatch is NewWithRules deployed by placements (none: automatically).
func newMatch(s *scenarios.Scenario, c *content.Content, st Settings, src dice.Source, players [2]Player, r *orders.Rules, placements []Placement) (*Match, error) {
	st.Fog = st.Fog || s.Fog // a scenario fought under the fog of war is, and its record says so
	m := &Match{scenario: s, content: c, settings: st, rules: r, players: players, dice: &countingDice{src: src}, modules: []string{},
		placements: slices.Clone(placements)}
	opts := orders.Options{Window: st.faceOffTicks(), TicksPerSecond: TicksPerSecond, TicksPerAP: st.ticksPerAP(),
		Combat: combat.Options{DeflectScaling: s.Options["deflectScaling"], FreshStuckDie: s.Options["freshStuckDie"]}, WideArc: s.Options["wideArc"]}
	if s.Options["sum7plus"] {
		opts.Combat.Mode = dice.Sum7Plus
	}
	m.table = &orders.Table{Deck: s.Deck.Clone(), Dark: s.Dark, Options: opts, Saboteur: s.Victory.Saboteur(),
		Fought: map[orders.Pair]int{}, Charged: map[orders.Pair]bool{}, Marks: map[orders.MarkKey]int{}, Rules: r}
	for i, sd := range s.Sides {
		m.table.Sides[i] = &orders.Side{ID: sd.ID, Name: sd.Name, Index: i, Frozen: sd.Frozen, Tactics: sd.Army.Team.TacticsRating}
	}
	if err := m.deploy(); err != nil {
		return nil, err
	}
	for _, u := range m.table.Units {
		side := "objective"
		if u.Side >= 0 {
			side = m.table.Sides[u.Side].ID
		}
		m.note(Deployed{RuleID: "GAP-32", Unit: u.ID, Side: side, X: u.Base.Centre.X, Y: u.Base.Centre.Y,
			Facing: u.Base.Facing * 180 / math.Pi, OnTable: u.OnTable})
	}
	if err := m.startRound(); err != nil {
		return nil, err
	}
	return m, nil
}

// View is how players and screens read the match.
func (m *Match) View() View { return View{m} }

// Tick is the match's clock, in ticks.
func (m *Match) Tick() int { return m.table.Tick }

// Result is how the match ended; ok is false while it goes on.
func (m *Match) Result() (Result, bool) {
	if m.result == nil {
		return Result{}, false
	}
	return *m.result, true
}

// Over reports whether the match has ended.
func (m *Match) Over() bool { return m.result != nil }

// Run plays ticks until the match ends or maxTicks have passed.
func (m *Match) Run(maxTicks int) error {
	for m.result == nil && m.table.Tick < maxTicks {
		if err := m.Step(); err != nil {
			return err
		}
	}
	return nil
}

// Step plays one tick: what is due resolves, every side's player is
// asked for its declarations, the round ends when both sides are spent,
// and the clock moves on.
func (m *Match) Step() error {
	if err := m.fault; err != nil {
		return err
	}
	if m.result != nil {
		return nil
	}
	first := 0
	if m.resume > 0 {
		// A fork made while side resume-1 was being asked in Step goes on
		// from asking it (fork.go).
		first, m.resume = m.resume-1, 0
	} else {
		if m.replaying != nil {
			// A replay asks again, between ticks, as the hotseat clock did.
			if err := m.replayAsks(m.replaying); err != nil {
				return err
			}
		}
		// What is due now resolves first, so an order declared on the tick a
		// channel frees finds the previous one finished.
		if err := m.advance(); err != nil {
			return err
		}
		if m.settings.Fog && m.table.Tick%fogEvery == 0 {
			m.updateFog()
		}
	}
	for i := first; i < len(m.players); i++ {
		m.stepping = i + 1
		m.takeFrom(i)
	}
	m.stepping = 0
	if m.fault != nil {
		return m.fault
	}
	if err := m.advance(); err != nil { // a declaration's 0-tick steps
		return err
	}
	if m.result == nil && m.roundOver() {
		if err := m.endRound(); err != nil {
			return err
		}
	}
	m.table.Tick++
	return nil
}

// Ask asks side's player for its declarations now, between ticks, with
// game time standing still: a hotseat claimant has made its decision.
// What is due at this tick resolves first, exactly as Step does before it
// asks, so a replay, which asks again at the same moment, meets the same
// table. An error is the match's own failure (it is also returned by the
// next Step).
func (m *Match) Ask(side string) error {
	s := m.table.SideOf(side)
	if s == nil {
		return fmt.Errorf("no side %q in %s", side, m.scenario.Name)
	}
	over := m.result != nil
	if m.fault == nil {
		m.fault = m.advance()
	}
	if !over && m.result != nil && m.fault == nil {
		// What was due ended the match: the tick is over, as the Step it
		// comes before would have ended it (a replay, which knows nothing
		// of an ask that took no declaration, plays that Step).
		m.table.Tick++
	}
	if m.fault != nil || m.result != nil {
		return m.fault
	}
	m.asking = true
	m.takeFrom(s.Index)
	m.asking = false
	return m.fault
}

// takeFrom asks side i's player for its declarations and takes each.
func (m *Match) takeFrom(i int) {
	p := m.players[i]
	if p == nil || m.fault != nil {
		return
	}
	for _, d := range p.Declare(m.View()) {
		m.take(i, d)
	}
}

// take handles one declaration of side i at the current tick: it goes
// into the record, accepted or not (a replay meets the same refusals),
// and to the order rules, which refuse it or have it carried out.
func (m *Match) take(i int, d orders.Declaration) {
	s := m.table.Sides[i]
	d.Tick, d.Side = m.table.Tick, s.ID // a declaration happens now, whatever it was stamped
	m.record = append(m.record, Taken{Declaration: d, Asked: m.asking})
	var err error
	if m.result != nil {
		err = refusal.New("GAP-31", "the match is over")
	} else {
		err = m.rules.Declare(m.table, env{m}, i, d)
	}
	switch {
	case err == nil:
	case orders.IsRefusal(err):
		m.note(Refused{RuleID: refusal.RuleOf(err), Side: s.ID, Order: d.String(), Reason: refusal.ReasonOf(err)})
	case m.fault == nil:
		m.fault = m.errorf("%s %s: %w", s.ID, d, err)
	}
}

// roundOver: both sides spent or done, and nothing still playing out
// (KG-AP-03..05), or the round's time limit has passed.
func (m *Match) roundOver() bool {
	if m.settings.RoundLimit > 0 && m.table.Tick-m.roundStart >= int(m.settings.RoundLimit*TicksPerSecond) {
		return true
	}
	for _, s := range m.table.Sides {
		if s.Combo != nil || !(s.Done || s.AP == 0 || s.Frozen) {
			return false
		}
	}
	return true
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

// errorf makes an error naming the match's tick.
func (m *Match) errorf(format string, args ...any) error {
	return fmt.Errorf("tick %d: "+format, append([]any{m.table.Tick}, args...)...)
}
