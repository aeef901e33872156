package match

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"

	"github.com/krygothic/krygothic/rules/ap"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// Snapshots: a match's state at a tick, written into a save
// (Record.Snapshot), so the save resumes on a later build whose rules
// play differently from the one it was made on: resuming reads the
// state, not the record played forward (docs/files.md#snapshots). The
// schema is versioned (SnapshotVersion); a snapshot of an older version
// is migrated on load.
//
// A snapshot holds what a match changes as it plays: the clock and the
// round, each side's AP, channel, running combo and tally, every unit's
// place and condition, what rule modules remember (marks), the deck's
// cells that changed, the templates on it, each side's sighting under
// the fog of war, and how many dice have been rolled. What a match never
// changes (the scenario, the armies, the content, the settings, the rule
// modules) comes from the record the snapshot is in, which carries them.

// SnapshotVersion is the version of the snapshot schema this build
// writes. Version 1 is the first.
const SnapshotVersion = 1

// Snapshot is a match's state between two ticks.
type Snapshot struct {
	Version    int          `json:"version"`
	Tick       int          `json:"tick"`
	Round      int          `json:"round"`
	RoundStart int          `json:"round_start"` // the tick the round began at
	DiceRolled int          `json:"dice_rolled"` // dice rolled so far: where the dice source stands
	FirstBlood bool         `json:"first_blood,omitempty"`
	Result     *Result      `json:"result,omitempty"`
	Sides      []SideState  `json:"sides"` // in the scenario's side order
	Units      []UnitState  `json:"units"` // in the table's order
	Chain      ChainState   `json:"chain"`
	Fought     []FoughtPair `json:"fought,omitempty"`
	Templates  []geom.Base  `json:"templates,omitempty"` // damaged-structure templates (KG-EXPL-01)
	Marks      []MarkState  `json:"marks,omitempty"`
	Cells      []CellState  `json:"cells,omitempty"` // the deck's cells that differ from the scenario's
	Fog        []FogState   `json:"fog,omitempty"`   // each side's, in side order; none before the fog's first look
}

// SideState is one side's part of a snapshot.
type SideState struct {
	ID          string      `json:"id"`
	AP          int         `json:"ap"`
	Done        bool        `json:"done,omitempty"`
	Frozen      bool        `json:"frozen,omitempty"`
	ChannelFree int         `json:"channel_free"` // the tick its command channel frees
	Combo       *ComboState `json:"combo,omitempty"`
	Tally       TallyState  `json:"tally"`
}

// TallyState is what a side has done and suffered: this AP round's
// losses and triumphs (KG-AP-05..07), next round's adjustment, and the
// enemy points and Squad Leaders it has destroyed (GAP-31).
type TallyState struct {
	ModelsAtStart         int   `json:"models_at_start"`
	ModelsLost            int   `json:"models_lost,omitempty"`
	SquadLeadersLost      int   `json:"squad_leaders_lost,omitempty"`
	LeaderFailedWillpower bool  `json:"leader_failed_willpower,omitempty"`
	DamagedByOwnSide      bool  `json:"damaged_by_own_side,omitempty"`
	EnemyLeadersKilled    int   `json:"enemy_leaders_killed,omitempty"`
	CompletedCombos       []int `json:"completed_combos,omitempty"`
	InterruptedCombos     int   `json:"interrupted_combos,omitempty"`
	FirstBlood            bool  `json:"first_blood,omitempty"`
	Adjust                int   `json:"adjust,omitempty"`
	Killed                int   `json:"killed,omitempty"`
	Leaders               int   `json:"leaders,omitempty"`
}

// ComboState is a declaration being carried out: the declaration as the
// record writes it, the step playing now, and each step on the clock.
type ComboState struct {
	Declaration orders.Declaration `json:"declaration"`
	Cur         int                `json:"cur"`
	Reaction    bool               `json:"reaction,omitempty"`
	Steps       []StepState        `json:"steps"`
}

// StepState is one step of a running combo.
type StepState struct {
	Order    orders.Order `json:"order"`
	Unit     string       `json:"unit"`
	Target   string       `json:"target,omitempty"`
	Cost     int          `json:"cost"`
	Start    int          `json:"start"`
	End      int          `json:"end"`
	Plan     *PlanState   `json:"plan,omitempty"` // a move's path
	From     geom.Base    `json:"from"`
	Repeated bool         `json:"repeated,omitempty"`
	Started  bool         `json:"started,omitempty"`
	InCombo  bool         `json:"in_combo,omitempty"` // the step knows its combo (orders.Step.Combo)
}

// PlanState is a move's plan (move.Plan).
type PlanState struct {
	Kind      int        `json:"kind"`
	Path      []geom.Vec `json:"path"`
	Length    float64    `json:"length"`
	Surcharge int        `json:"surcharge,omitempty"`
	AP        int        `json:"ap"`
	Fatigue   int        `json:"fatigue,omitempty"`
}

// UnitState is a unit's part of a snapshot: where it stands and what the
// fight has done to it.
type UnitState struct {
	ID           string           `json:"id"`
	Base         geom.Base        `json:"base"`
	OnTable      bool             `json:"on_table,omitempty"`
	Condition    combat.Condition `json:"condition"`
	Waiting      bool             `json:"waiting,omitempty"`
	Ran          bool             `json:"ran,omitempty"`
	Stepped      bool             `json:"stepped,omitempty"`
	DefenceClass int              `json:"defence_class,omitempty"`
	DefenceType  int              `json:"defence_type,omitempty"`
	LetsGo       bool             `json:"lets_go,omitempty"`
	// Deeds are what the model has done so far, for a campaign's record
	// (left out when nothing, and in snapshots older than deeds).
	Deeds *Deeds `json:"deeds,omitempty"`
}

// ChainState is the run of shots at one target (KG-PSY-01/02).
type ChainState struct {
	Target   string   `json:"target,omitempty"`
	Shooters []string `json:"shooters,omitempty"`
	Missers  []string `json:"missers,omitempty"`
}

// FoughtPair is what an attacker has done to a defender in close combat:
// the attacks made, and whether it charged.
type FoughtPair struct {
	Attacker string `json:"attacker"`
	Defender string `json:"defender"`
	Attacks  int    `json:"attacks,omitempty"`
	Charged  bool   `json:"charged,omitempty"`
}

// MarkState is one thing a rule module remembers of a unit.
type MarkState struct {
	Unit  string `json:"unit"`
	Mark  string `json:"mark"`
	Value int    `json:"value"`
}

// CellState is a deck cell that changed in play (a door opened, an area
// flooded, a floor damaged), with everything it now is.
type CellState struct {
	X       int    `json:"x"`
	Y       int    `json:"y"`
	Terrain string `json:"terrain"`
	Wall    bool   `json:"wall,omitempty"`
	Door    bool   `json:"door,omitempty"`
	Open    bool   `json:"open,omitempty"`
	Cover   bool   `json:"cover,omitempty"`
	Weak    bool   `json:"weak,omitempty"`
	Dark    bool   `json:"dark,omitempty"`
	Gantry  bool   `json:"gantry,omitempty"`
	// Hardness is what the cell's cover is made of when its legend names
	// it (deck.Hardness: soft, hard); left out, by its ground.
	Hardness string `json:"hardness,omitempty"`
}

// FogState is one side's sighting under the fog of war: the enemies it
// sees, the ghosts of those it saw, and where it last saw each.
type FogState struct {
	Seen   []string     `json:"seen,omitempty"`
	Ghosts []GhostState `json:"ghosts,omitempty"`
	Last   []GhostState `json:"last,omitempty"` // tick 0: only the place counts
}

// GhostState is where a side last saw an enemy model, and when.
type GhostState struct {
	Unit string    `json:"unit"`
	Base geom.Base `json:"base"`
	Tick int       `json:"tick,omitempty"`
}

// Snapshot takes the match's state as it stands between two ticks. A
// match in the middle of a tick (a player declaring inside Step, or
// answering in the middle of a resolution) has no state to take.
func (m *Match) Snapshot() (Snapshot, error) {
	if m.choosing || m.stepping != 0 || m.resume != 0 || len(m.reacting) > 0 || m.hold != nil {
		return Snapshot{}, errors.New("a match is saved between two ticks, not in the middle of one")
	}
	t := m.table
	s := Snapshot{Version: SnapshotVersion, Tick: t.Tick, Round: m.round, RoundStart: m.roundStart, DiceRolled: m.dice.count,
		FirstBlood: m.firstBlood, Chain: ChainState{Target: t.Chain.Target, Shooters: slices.Clone(t.Chain.Shooters), Missers: slices.Clone(t.Chain.Missers)},
		Templates: slices.Clone(t.Templates)}
	if m.result != nil {
		r := *m.result
		s.Result = &r
	}
	for i, sd := range t.Sides {
		k := m.tallies[i]
		st := SideState{ID: sd.ID, AP: sd.AP, Done: sd.Done, Frozen: sd.Frozen, ChannelFree: sd.ChannelFree, Combo: comboState(sd.Combo),
			Tally: TallyState{ModelsAtStart: k.round.ModelsAtStart, ModelsLost: k.round.ModelsLost, SquadLeadersLost: k.round.SquadLeadersLost,
				LeaderFailedWillpower: k.round.LeaderFailedWillpower, DamagedByOwnSide: k.round.DamagedByOwnSide, EnemyLeadersKilled: k.round.EnemyLeadersKilled,
				CompletedCombos: slices.Clone(k.round.CompletedCombos), InterruptedCombos: k.round.InterruptedCombos, FirstBlood: k.round.FirstBlood,
				Adjust: k.adjust, Killed: k.killed, Leaders: k.leaders}}
		s.Sides = append(s.Sides, st)
	}
	for _, u := range t.Units {
		s.Units = append(s.Units, UnitState{ID: u.ID, Base: u.Base, OnTable: u.OnTable, Condition: u.F.Condition, Waiting: u.Waiting, Ran: u.Ran,
			Stepped: u.Stepped, DefenceClass: int(u.DefenceClass), DefenceType: int(u.DefenceType), LetsGo: u.LetsGo})
		if d, ok := m.deeds[u.ID]; ok {
			s.Units[len(s.Units)-1].Deeds = &d
		}
	}
	pairs := map[orders.Pair]bool{}
	for p := range t.Fought {
		pairs[p] = true
	}
	for p := range t.Charged {
		pairs[p] = true
	}
	for p := range pairs {
		s.Fought = append(s.Fought, FoughtPair{Attacker: p[0], Defender: p[1], Attacks: t.Fought[p], Charged: t.Charged[p]})
	}
	sort.Slice(s.Fought, func(i, j int) bool {
		a, b := s.Fought[i], s.Fought[j]
		return a.Attacker < b.Attacker || a.Attacker == b.Attacker && a.Defender < b.Defender
	})
	for _, k := range sortedMarks(t.Marks) {
		s.Marks = append(s.Marks, MarkState{Unit: k.Unit, Mark: k.Mark, Value: t.Marks[k]})
	}
	was := m.scenario.Deck
	for y := range t.Deck.H {
		for x := range t.Deck.W {
			c, _ := t.Deck.Cell(x, y)
			if o, _ := was.Cell(x, y); c != o {
				cs := CellState{X: x, Y: y, Terrain: c.Terrain.String(), Wall: c.Wall, Door: c.Door, Open: c.Open,
					Cover: c.Cover, Weak: c.Weak, Dark: c.Dark, Gantry: c.Gantry}
				if c.Hardness != deck.ByGround {
					cs.Hardness = c.Hardness.String()
				}
				s.Cells = append(s.Cells, cs)
			}
		}
	}
	if m.fog[0].Seen != nil {
		for _, f := range m.fog {
			s.Fog = append(s.Fog, fogSnapshot(f))
		}
	}
	return s, nil
}

// comboState is a running combo as a snapshot holds it.
func comboState(c *orders.Combo) *ComboState {
	if c == nil {
		return nil
	}
	out := &ComboState{Declaration: c.Decl, Cur: c.Cur, Reaction: c.Reaction}
	for _, st := range c.Steps {
		s := StepState{Order: st.Order, Cost: st.Cost, Start: st.Start, End: st.End, From: st.From, Repeated: st.Repeated, Started: st.Started,
			InCombo: st.Combo != nil}
		if st.Unit != nil {
			s.Unit = st.Unit.ID
		}
		if st.Target != nil {
			s.Target = st.Target.ID
		}
		if p := st.Plan; len(p.Path) > 0 {
			s.Plan = &PlanState{Kind: int(p.Kind), Path: slices.Clone(p.Path), Length: p.Length, Surcharge: p.Surcharge, AP: p.AP, Fatigue: p.Fatigue}
		}
		out.Steps = append(out.Steps, s)
	}
	return out
}

// fogSnapshot is one side's sighting as a snapshot holds it, in unit
// order.
func fogSnapshot(f fogState) FogState {
	var out FogState
	for id, seen := range f.Seen {
		if seen {
			out.Seen = append(out.Seen, id)
		}
	}
	slices.Sort(out.Seen)
	for id, g := range f.Ghosts {
		out.Ghosts = append(out.Ghosts, GhostState{Unit: id, Base: g.Base, Tick: g.Tick})
	}
	for id, b := range f.last {
		out.Last = append(out.Last, GhostState{Unit: id, Base: b})
	}
	byUnit := func(a, b GhostState) int {
		switch {
		case a.Unit < b.Unit:
			return -1
		case a.Unit > b.Unit:
			return 1
		}
		return 0
	}
	slices.SortFunc(out.Ghosts, byUnit)
	slices.SortFunc(out.Last, byUnit)
	return out
}

// restore sets m, a match just set up on the scenario, armies and modules
// the snapshot was taken with, to the snapshot's state, rolling its dice
// from src from where the snapshot's stood. Every unit, side and combo the
// snapshot names must be the match's.
func (m *Match) restore(s Snapshot, src dice.Source) error {
	t := m.table
	if len(s.Units) != len(t.Units) {
		return fmt.Errorf("the snapshot holds %d units and the scenario as the save carries it fields %d", len(s.Units), len(t.Units))
	}
	m.deeds = nil
	for i, us := range s.Units {
		u := t.Units[i]
		if u.ID != us.ID {
			return fmt.Errorf("unit %d of the snapshot is %s, where the scenario as the save carries it fields %s", i+1, us.ID, u.ID)
		}
		u.Base, u.OnTable, u.F.Condition, u.Waiting, u.Ran, u.Stepped = us.Base, us.OnTable, us.Condition, us.Waiting, us.Ran, us.Stepped
		u.DefenceClass, u.DefenceType, u.LetsGo = combat.DefenceClass(us.DefenceClass), combat.DefenceType(us.DefenceType), us.LetsGo
		if us.Deeds != nil {
			m.deed(u.ID, func(d *Deeds) { *d = *us.Deeds })
		}
	}
	if len(s.Sides) != len(t.Sides) {
		return fmt.Errorf("the snapshot holds %d sides; a match has %d", len(s.Sides), len(t.Sides))
	}
	for i, ss := range s.Sides {
		sd := t.Sides[i]
		if sd.ID != ss.ID {
			return fmt.Errorf("side %d of the snapshot is %s, where the scenario has %s", i+1, ss.ID, sd.ID)
		}
		sd.AP, sd.Done, sd.Frozen, sd.ChannelFree = ss.AP, ss.Done, ss.Frozen, ss.ChannelFree
		combo, err := m.restoreCombo(i, ss.Combo)
		if err != nil {
			return fmt.Errorf("the snapshot's running combo of side %s: %w", sd.ID, err)
		}
		sd.Combo = combo
		k := ss.Tally
		m.tallies[i] = tally{round: ap.Round{ModelsAtStart: k.ModelsAtStart, ModelsLost: k.ModelsLost, SquadLeadersLost: k.SquadLeadersLost,
			LeaderFailedWillpower: k.LeaderFailedWillpower, DamagedByOwnSide: k.DamagedByOwnSide, EnemyLeadersKilled: k.EnemyLeadersKilled,
			CompletedCombos: slices.Clone(k.CompletedCombos), InterruptedCombos: k.InterruptedCombos, FirstBlood: k.FirstBlood},
			adjust: k.Adjust, killed: k.Killed, leaders: k.Leaders}
	}
	known := func(id string) bool { return t.Unit(id) != nil && t.Unit(id).ID == id }
	t.Tick, m.round, m.roundStart, m.firstBlood = s.Tick, s.Round, s.RoundStart, s.FirstBlood
	m.result = nil
	if s.Result != nil {
		r := *s.Result
		m.result = &r
	}
	t.Chain = orders.Chain{Target: s.Chain.Target, Shooters: slices.Clone(s.Chain.Shooters), Missers: slices.Clone(s.Chain.Missers)}
	t.Fought, t.Charged = map[orders.Pair]int{}, map[orders.Pair]bool{}
	for _, f := range s.Fought {
		if !known(f.Attacker) || !known(f.Defender) {
			return fmt.Errorf("the snapshot's close combat of %s against %s names a unit the match does not have", f.Attacker, f.Defender)
		}
		p := orders.Pair{f.Attacker, f.Defender}
		if f.Attacks != 0 {
			t.Fought[p] = f.Attacks
		}
		if f.Charged {
			t.Charged[p] = true
		}
	}
	t.Templates = slices.Clone(s.Templates)
	t.Marks = map[orders.MarkKey]int{}
	for _, k := range s.Marks {
		// A module marks a unit, or a side (morale's thresholds crossed).
		if !known(k.Unit) && !slices.ContainsFunc(t.Sides[:], func(sd *orders.Side) bool { return sd.ID == k.Unit }) {
			return fmt.Errorf("the snapshot's mark %q is on %s, neither a unit nor a side of the match", k.Mark, k.Unit)
		}
		t.Marks[orders.MarkKey{Unit: k.Unit, Mark: k.Mark}] = k.Value
	}
	d := m.ownDeck()
	for _, c := range s.Cells {
		terrain, err := deck.ParseTerrain(c.Terrain)
		if err != nil {
			return fmt.Errorf("the snapshot's cell (%d, %d): %w", c.X, c.Y, err)
		}
		if _, ok := d.Cell(c.X, c.Y); !ok {
			return fmt.Errorf("the snapshot's cell (%d, %d) is off the %d×%d deck", c.X, c.Y, d.W, d.H)
		}
		hardness, err := deck.ParseHardness(c.Hardness)
		if err != nil {
			return fmt.Errorf("the snapshot's cell (%d, %d): %w", c.X, c.Y, err)
		}
		d.SetCell(c.X, c.Y, deck.Cell{Terrain: terrain, Wall: c.Wall, Door: c.Door, Open: c.Open, Cover: c.Cover, Weak: c.Weak, Dark: c.Dark, Gantry: c.Gantry, Hardness: hardness})
	}
	m.fog = [2]fogState{}
	if len(s.Fog) > 0 {
		if len(s.Fog) != len(m.fog) {
			return fmt.Errorf("the snapshot holds the fog of %d sides; a match has %d", len(s.Fog), len(m.fog))
		}
		for i, f := range s.Fog {
			got := fogState{Sighting: Sighting{Seen: map[string]bool{}, Ghosts: map[string]Ghost{}}, last: map[string]geom.Base{}}
			for _, id := range f.Seen {
				got.Seen[id] = true
			}
			for _, g := range f.Ghosts {
				got.Ghosts[g.Unit] = Ghost{Base: g.Base, Tick: g.Tick}
			}
			for _, g := range f.Last {
				got.last[g.Unit] = g.Base
			}
			m.fog[i] = got
		}
	}
	// The dice go on from where the snapshot's stood.
	for n := range s.DiceRolled {
		if _, err := src.D6("the dice rolled before the save"); err != nil {
			return fmt.Errorf("the save's dice cannot reach die %d, where its snapshot stands: %w", n+1, err)
		}
	}
	m.dice = &countingDice{src: src, count: s.DiceRolled}
	return nil
}

// restoreCombo is a snapshot's running combo of side on the match's
// table: every step's order read again by the match's rules.
func (m *Match) restoreCombo(side int, cs *ComboState) (*orders.Combo, error) {
	if cs == nil {
		return nil, nil
	}
	t := m.table
	decl, err := m.rules.CheckWritten(cs.Declaration)
	if err != nil {
		return nil, err
	}
	c := &orders.Combo{Side: side, Decl: decl, Cur: cs.Cur, Reaction: cs.Reaction}
	if cs.Cur < 0 || cs.Cur > len(cs.Steps) {
		return nil, fmt.Errorf("step %d of a combo of %d steps", cs.Cur+1, len(cs.Steps))
	}
	for i, ss := range cs.Steps {
		written, err := m.rules.CheckWritten(orders.Declaration{Side: t.Sides[side].ID, Steps: []orders.Order{ss.Order}})
		if err != nil {
			return nil, fmt.Errorf("step %d: %w", i+1, err)
		}
		o := written.Steps[0]
		st := &orders.Step{Order: o, Kind: m.rules.Kind(o.Verb), Cost: ss.Cost, Start: ss.Start, End: ss.End, From: ss.From, Repeated: ss.Repeated, Started: ss.Started}
		if st.Kind == nil {
			return nil, fmt.Errorf("step %d: no order %q in this match's rules", i+1, o.Verb)
		}
		if st.Unit = t.Unit(ss.Unit); st.Unit == nil || st.Unit.ID != ss.Unit {
			return nil, fmt.Errorf("step %d: no unit %s", i+1, ss.Unit)
		}
		if ss.Target != "" {
			if st.Target = t.Unit(ss.Target); st.Target == nil || st.Target.ID != ss.Target {
				return nil, fmt.Errorf("step %d: no unit %s", i+1, ss.Target)
			}
		}
		if (st.Kind.Target || st.Kind.Friend) && st.Target == nil {
			return nil, fmt.Errorf("step %d: %s names no target", i+1, o.Verb)
		}
		if p := ss.Plan; p != nil {
			st.Plan = move.Plan{Kind: move.Kind(p.Kind), Path: slices.Clone(p.Path), Length: p.Length, Surcharge: p.Surcharge, AP: p.AP, Fatigue: p.Fatigue}
		}
		if ss.InCombo {
			st.Combo = c
		}
		c.Steps = append(c.Steps, st)
	}
	return c, nil
}

// Limits of a snapshot, besides the record's.
const (
	// MaxSnapshotDice is the most dice a snapshot may say were rolled
	// before it: far more than any match of four hours rolls.
	MaxSnapshotDice = 10_000_000
	// MaxSnapshotAP is the most AP a side may hold in a snapshot.
	MaxSnapshotAP = 1000
	// MaxSnapshotCount bounds every other count a snapshot holds (wounds,
	// fatigue, attacks made, a mark's value, a step's cost), either way.
	MaxSnapshotCount = 1_000_000
)

// check checks a snapshot as any other input, before anything is
// restored: its version, every tick and count in range, every number
// finite and every place on a deck. Whether its units and orders are the
// match's is checked as it is restored.
func (s Snapshot) check() error {
	switch {
	case s.Version < 1:
		return errors.New("no snapshot version")
	case s.Version > SnapshotVersion:
		return fmt.Errorf("version %d; this build reads up to %d: update the game", s.Version, SnapshotVersion)
	case s.Tick < 0 || s.Tick > MaxRecordTick || s.RoundStart < 0 || s.RoundStart > s.Tick:
		return fmt.Errorf("tick %d, its round begun at tick %d: ticks run from 0 to %d", s.Tick, s.RoundStart, MaxRecordTick)
	case s.Round < 1 || s.Round > MaxRecordTick:
		return fmt.Errorf("round %d", s.Round)
	case s.DiceRolled < 0 || s.DiceRolled > MaxSnapshotDice:
		return fmt.Errorf("%d dice rolled; from 0 to %d", s.DiceRolled, MaxSnapshotDice)
	case len(s.Units) > MaxRecordEntries || len(s.Fought) > MaxRecordEntries || len(s.Marks) > MaxRecordEntries ||
		len(s.Cells) > MaxRecordEntries || len(s.Templates) > MaxRecordEntries:
		return fmt.Errorf("more than %d units, close combats, marks, cells or templates", MaxRecordEntries)
	}
	count := func(n int) bool { return n >= -MaxSnapshotCount && n <= MaxSnapshotCount }
	tick := func(n int) bool { return n >= 0 && n <= MaxRecordTick+MaxSnapshotCount }
	for _, sd := range s.Sides {
		if sd.AP < -MaxSnapshotAP || sd.AP > MaxSnapshotAP || !tick(sd.ChannelFree) || !count(sd.Tally.Adjust) || !count(sd.Tally.Killed) {
			return fmt.Errorf("side %s: AP %d, channel free at tick %d: out of range", sd.ID, sd.AP, sd.ChannelFree)
		}
		if c := sd.Combo; c != nil {
			if len(c.Steps) > orders.MaxComboSteps+1 {
				return fmt.Errorf("side %s: a combo of %d steps", sd.ID, len(c.Steps))
			}
			for i, st := range c.Steps {
				if !tick(st.Start) || !tick(st.End) || !count(st.Cost) || !placed(st.From) || st.Plan != nil && !planned(*st.Plan) {
					return fmt.Errorf("side %s: step %d of its combo is out of range", sd.ID, i+1)
				}
			}
		}
	}
	for _, u := range s.Units {
		c := u.Condition
		switch {
		case !placed(u.Base):
			return fmt.Errorf("unit %s stands at (%g, %g) facing %g, radius %g: off any deck (0 to %d inches)", u.ID, u.Base.Centre.X, u.Base.Centre.Y, u.Base.Facing, u.Base.Radius, scenarios.MaxDeck)
		case !count(c.Wounds) || !count(c.Fatigue) || !count(c.StuckAP) || !count(c.Pin.TN):
			return fmt.Errorf("unit %s: %d wounds, %d fatigue, %d AP stuck, pin TN %d: each within ±%d", u.ID, c.Wounds, c.Fatigue, c.StuckAP, c.Pin.TN, MaxSnapshotCount)
		case u.Deeds != nil && (u.Deeds.Kills < 0 || u.Deeds.Combos < 0 || u.Deeds.Wounds < 0 || !count(u.Deeds.Kills) || !count(u.Deeds.Combos) || !count(u.Deeds.Wounds)):
			return fmt.Errorf("unit %s's deeds: %d kills, %d combos, %d wounds: each from 0 to %d", u.ID, u.Deeds.Kills, u.Deeds.Combos, u.Deeds.Wounds, MaxSnapshotCount)
		}
	}
	for _, b := range s.Templates {
		if !placed(b) {
			return errors.New("a template off any deck")
		}
	}
	for _, f := range s.Fought {
		if !count(f.Attacks) {
			return fmt.Errorf("%s's attacks on %s: %d", f.Attacker, f.Defender, f.Attacks)
		}
	}
	for _, k := range s.Marks {
		if !count(k.Value) {
			return fmt.Errorf("%s's mark %q: %d", k.Unit, k.Mark, k.Value)
		}
	}
	for _, f := range s.Fog {
		for _, g := range append(slices.Clone(f.Ghosts), f.Last...) {
			if !placed(g.Base) || !tick(g.Tick) {
				return fmt.Errorf("the fog's ghost of %s is off any deck", g.Unit)
			}
		}
	}
	return nil
}

// placed reports whether a base lies on some deck: a finite place and
// facing, a radius a model may have.
func placed(b geom.Base) bool {
	return onDeck(b.Centre) && finite(b.Facing) && math.Abs(b.Facing) <= 1000 && b.Radius >= 0 && b.Radius <= scenarios.MaxDeck
}

// onDeck reports whether a point lies on some deck.
func onDeck(p geom.Vec) bool {
	return finite(p.X) && finite(p.Y) && p.X >= -1 && p.Y >= -1 && p.X <= scenarios.MaxDeck+1 && p.Y <= scenarios.MaxDeck+1
}

// planned reports whether a move's plan is in range: a path from its
// start to its end, on a deck.
func planned(p PlanState) bool {
	if len(p.Path) < 2 || len(p.Path) > MaxRecordEntries || !finite(p.Length) || p.Length < 0 {
		return false
	}
	for _, v := range p.Path {
		if !onDeck(v) {
			return false
		}
	}
	return true
}
