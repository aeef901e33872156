package match

import (
	"github.com/krygothic/krygothic/rules/facet"
	"slices"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
	"github.com/krygothic/krygothic/scenarios"
)

// View is a match as its players and screens see it: the whole table, as
// at a real one (GAP-27: AP totals and orders are public), read through
// methods that hand out copies, never the match itself. Two answers are
// shared and read-only by contract, because copying them on every ask
// would cost the AI its time: the Scenario as loaded (the match reads it
// every round) and the Deck copy (one per deck version, shared by every
// reader); an Order's Then chain points into the running combo too.
type View struct{ m *Match }

// SideInfo is a side as players see it.
type SideInfo struct {
	ID, Name    string
	AP          int
	Done        bool
	ChannelFree int  // the tick its command channel frees
	Acting      bool // a declaration of it is being carried out
	// Busy: its command channel takes no declaration now but a cancel
	// (KG-CMB-06; orders.Declaration.UsesChannel).
	Busy   bool
	Frozen bool
	// Destroyed is the enemy points this side has destroyed, and
	// LeadersKilled the enemy Squad Leaders: the tally that decides a
	// deathmatch at the round limit (GAP-31), public as everything on
	// the table is (GAP-27).
	Destroyed     int
	LeadersKilled int
}

// Tick is the match's clock, in ticks (TicksPerSecond a second).
func (v View) Tick() int { return v.m.table.Tick }

// Round is the AP round being played.
func (v View) Round() int { return v.m.round }

// RoundAge is how many ticks the AP round has lasted so far.
func (v View) RoundAge() int { return v.m.table.Tick - v.m.roundStart }

// Result is how the match ended; ok is false while it goes on.
func (v View) Result() (Result, bool) { return v.m.Result() }

// Options are the rule options the match is played with (the scenario's
// options, the face-off window in ticks).
func (v View) Options() orders.Options { return v.m.table.Options }

// Settings are the clock's settings the match is played with.
func (v View) Settings() Settings { return v.m.settings }

// Scenario is the scenario as it was loaded: its sides, zones, events and
// victory; the match's own, not to be changed. The deck as it stands now
// is Deck.
func (v View) Scenario() *scenarios.Scenario { return v.m.scenario }

// Content is the content the match plays with (its rule modules' data
// among it); the match's own, not to be changed.
func (v View) Content() *content.Content { return v.m.content }

// Deck is a copy of the deck as it stands now (doors opened, floods),
// made again only when the deck changes and shared by every reader until
// then: read it, do not change it (changing it changes nothing in the
// match, but other readers would see it).
func (v View) Deck() *deck.Deck { return v.m.deckCopy.of(v.m.table.Deck) }

// deckCopy is the copy of the deck View.Deck hands out, and the version
// of the deck it was copied at.
type deckCopy struct {
	d       *deck.Deck
	version uint64
}

func (c *deckCopy) of(d *deck.Deck) *deck.Deck {
	if c.d == nil || c.version != d.Version() {
		c.d, c.version = d.Clone(), d.Version()
	}
	return c.d
}

// Sides lists both sides.
func (v View) Sides() []SideInfo {
	out := make([]SideInfo, 0, 2)
	for i := range v.m.table.Sides {
		out = append(out, v.m.sideInfo(i))
	}
	return out
}

// Side returns one side, found by its id; ok is false when there is no
// such side. It allocates nothing, for players that look at their own
// side every tick.
func (v View) Side(id string) (info SideInfo, ok bool) {
	if s := v.m.table.SideOf(id); s != nil {
		return v.m.sideInfo(s.Index), true
	}
	return SideInfo{}, false
}

// Whose is whose turn it is to declare, when a rule module gives the
// sides turns (impulse mode: orders.Rules.Turn); ok is false when none
// does, or the match is over (facet.Turned).
func (v View) Whose() (orders.Turn, bool) {
	if v.m.result != nil {
		return orders.Turn{}, false
	}
	return v.m.rules.Turn(v.m.table)
}

func (m *Match) sideInfo(i int) SideInfo {
	s, t := m.table.Sides[i], m.tallies[i]
	return SideInfo{ID: s.ID, Name: s.Name, AP: s.AP, Done: s.Done, ChannelFree: s.ChannelFree, Acting: s.Combo != nil, Busy: s.Busy(m.table.Tick),
		Frozen: s.Frozen, Destroyed: t.killed, LeadersKilled: t.leaders}
}

// Units lists every model and objective, on the table or not, as copies.
func (v View) Units() []orders.Unit { return v.AppendUnits(nil) }

// AppendUnits appends copies of every model and objective to dst and
// returns the extended slice: a player that looks every tick reuses its
// slice.
func (v View) AppendUnits(dst []orders.Unit) []orders.Unit {
	for _, u := range v.m.table.Units {
		dst = append(dst, *u)
	}
	return dst
}

// Unit returns a copy of the unit with id (a full id, or a short one only
// one unit has); ok is false when there is none.
func (v View) Unit(id string) (orders.Unit, bool) {
	if u := v.m.table.Unit(id); u != nil {
		return *u, true
	}
	return orders.Unit{}, false
}

// Mark is what a rule module remembers of the unit with id under name
// (orders.Table.Mark): a jammed weapon, the grenades a model has
// thrown. 0 when it remembers nothing.
func (v View) Mark(id, name string) int { return v.m.table.Mark(id, name) }

// Sees reports whether unit viewer has a clear view of unit target now,
// as a shot's sight reads it (GAP-11), whatever viewer faces; false when
// either is unknown.
func (v View) Sees(viewer, target string) bool {
	a, b := v.m.table.Unit(viewer), v.m.table.Unit(target)
	return a != nil && b != nil && v.m.table.Sees(a, b)
}

// ChargeOn reports whether a demolition charge is set on objective id,
// to go off at the end of the AP round, and which side set it (GAP-34).
// A charge is set in plain sight: both players know of it.
func (v View) ChargeOn(id string) (side string, ok bool) {
	i, ok := v.m.table.ChargeOn(id)
	if !ok || i < 0 || i >= len(v.m.table.Sides) || v.m.table.Sides[i] == nil {
		return "", false
	}
	return v.m.table.Sides[i].ID, true
}

// Category is the category of the kind of order of verb v, the core's or
// a played module's (facet.Categories); false for a verb the match's
// rules do not know.
func (v View) Category(verb orders.Verb) (orders.Category, bool) {
	k := v.m.rules.Kind(verb)
	if k == nil {
		return 0, false
	}
	return k.Category, true
}

// Modules are the names of the rule modules the match plays with, in ID
// order (docs/modules.md).
func (v View) Modules() []string { return slices.Clone(v.m.modules) }

// Played are the rule modules the match plays with as they play, in ID
// order: the facets by which the screens, the log and the AI draw, tell
// and play each module (rules/facet). Shared, read-only.
func (v View) Played() facet.Set { return v.m.played }

// Plays reports whether the match plays with the rule module of that
// short name ("overwatch"; docs/modules.md).
func (v View) Plays(module string) bool { return slices.Contains(v.m.modules, module) }

// Log returns the log's entries from index from on (0: all of them), as
// a copy: entries are only ever added to the log.
func (v View) Log(from int) []Entry {
	from = min(max(from, 0), len(v.m.log))
	return append([]Entry(nil), v.m.log[from:]...)
}

// LogLen is how many entries the log has.
func (v View) LogLen() int { return len(v.m.log) }

// Preview works out order o for side (its id) as if declared now, without
// changing the match (orders.Rules.Preview): cost, path, a shot's band and
// target number, exact odds, or the refusal it would meet. It does not ask
// whether the side may declare at this moment; PreviewCombo does.
func (v View) Preview(side string, o orders.Order) orders.Preview {
	s := v.m.table.SideOf(side)
	if s == nil {
		return orders.Preview{Err: v.m.errorf("no side %q", side)}
	}
	return v.m.rules.Preview(v.m.table, s.Index, o)
}

// PreviewLast works out the last of steps for side as if declared now,
// as one combo after the steps before it (orders.Rules.PreviewLast): a
// shot's plan and odds after a turn, with the whole combo's cost, or the
// refusal a step would meet. Like Preview, it does not ask whether the
// side may declare at this moment.
func (v View) PreviewLast(side string, steps []orders.Order) orders.Preview {
	s := v.m.table.SideOf(side)
	if s == nil {
		return orders.Preview{Err: v.m.errorf("no side %q", side)}
	}
	return v.m.rules.PreviewLast(v.m.table, s.Index, steps)
}

// PreviewCombo checks steps as one paid declaration by side now (a
// combo, or a single order), as the match would when it takes it: the AP
// it would cost, or the refusal it would meet with its rule and, for a
// step, which step. Done, cancel, defend and react are not paid
// declarations.
func (v View) PreviewCombo(side string, steps []orders.Order) (int, error) {
	s := v.m.table.SideOf(side)
	if s == nil {
		return 0, v.m.errorf("no side %q", side)
	}
	_, total, err := v.m.rules.Check(v.m.table, s.Index, steps)
	return total, err
}

// Reach is the reach map of unit id from where it stands: the AP a single
// move or run costs to each cell; with kinds, by those movement actions
// only (a Move's reach is a walk's). It is nil for an unknown or removed
// unit, or an objective.
func (v View) Reach(id string, kinds ...move.Kind) *move.ReachMap {
	u := v.m.table.Unit(id)
	if u == nil || !u.Alive() || u.Objective {
		return nil
	}
	return v.m.table.Reach(u, kinds...)
}

// Moving returns the rest of the path unit id is walking now, or nil.
func (v View) Moving(id string) []geom.Vec {
	for _, s := range v.m.table.Sides {
		st := s.Combo.Current()
		if st != nil && st.Unit.ID == id && st.Started && len(st.Plan.Path) > 0 {
			return orders.Remaining(st.Plan.Path, st.Unit.Base.Centre)
		}
	}
	return nil
}

// Running lists side's declared steps still to play out; the first is
// the one playing now.
func (v View) Running(side string) []orders.Order {
	s := v.m.table.SideOf(side)
	if s == nil || s.Combo == nil {
		return nil
	}
	var out []orders.Order
	for _, st := range s.Combo.Steps[min(s.Combo.Cur, len(s.Combo.Steps)):] {
		out = append(out, st.Order)
	}
	return out
}

// Targets lists the units under a declared attack that has not resolved
// yet, each with the attacking order (its unit is the attacker): the
// client asks their side for a close-combat defence.
func (v View) Targets() map[string]orders.Order {
	out := map[string]orders.Order{}
	for _, s := range v.m.table.Sides {
		if s.Combo == nil {
			continue
		}
		for _, st := range s.Combo.Steps[min(s.Combo.Cur, len(s.Combo.Steps)):] {
			if st.Target != nil {
				out[st.Target.ID] = st.Order
			}
		}
	}
	return out
}

// CloseCombatOdds is the exact distribution of wounds an attack by
// attacker on defender would deal as things stand, as if the two were in
// base contact (charged: at the end of a charge), against the defence
// class and type given. The AI weighs charges and defences with it.
func (v View) CloseCombatOdds(attacker, defender string, attack combat.AttackType, charged bool, class combat.DefenceClass, t combat.DefenceType) (combat.Odds, error) {
	u, d, err := v.pair(attacker, defender)
	if err != nil {
		return combat.Odds{}, err
	}
	return v.m.table.CloseCombatOdds(u, d, attack, charged, class, t)
}

// LegalDefences lists the active defence types defender could use against
// that attack by attacker (KG-CCD-01..06).
func (v View) LegalDefences(attacker, defender string, attack combat.AttackType) []combat.DefenceType {
	u, d, err := v.pair(attacker, defender)
	if err != nil {
		return nil
	}
	return v.m.table.LegalDefences(u, d, attack)
}

// pair finds two standing models by id.
func (v View) pair(attacker, defender string) (*orders.Unit, *orders.Unit, error) {
	u, d := v.m.table.Unit(attacker), v.m.table.Unit(defender)
	if u == nil || d == nil || !u.Alive() || !d.Alive() {
		return nil, nil, refusal.New("KG-FACE-06", "no such models on the table: %q, %q", attacker, defender)
	}
	return u, d, nil
}
