package vehicles

import (
	"slices"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/blast"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

var shipped = func() *content.Content {
	c, err := content.Default()
	if err != nil {
		panic(err)
	}
	return c
}()

// env is the match as far as these tests need it: its dice, and an apply
// step that sets conditions and marks and keeps the events (the match's
// own does more: removals, pushes, observers).
type env struct {
	t      *orders.Table
	src    dice.Source
	events []combat.Event
}

func (e *env) Dice() dice.Source { return e.src }
func (e *env) Apply(o orders.Outcome) error {
	for _, c := range o.Changes {
		e.t.Unit(c.ID).F.Condition = c.Now
	}
	for _, s := range o.Sets {
		switch s := s.(type) {
		case orders.Marked:
			if s.Value == 0 {
				delete(e.t.Marks, s.Key)
			} else {
				e.t.Marks[s.Key] = s.Value
			}
		case *orders.Placed:
			s.Unit.Base = s.Base
		}
	}
	e.events = append(e.events, o.Events...)
	return nil
}
func (e *env) Defence(_, _ *orders.Unit) (combat.DefenceClass, combat.DefenceType) {
	return combat.Passive, combat.NoDefenceType
}
func (e *env) PayForWound(_ *orders.Unit, _, _, _ int) bool { return false }
func (e *env) LetGo(_, _ *orders.Unit) bool                 { return false }

func scripted(t *testing.T, faces ...int) dice.Source {
	t.Helper()
	s, err := dice.NewScripted(faces...)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// model makes a unit of roster unit id (content's) standing at x, y.
func model(t *testing.T, id string, side int, x, y float64, ranged string) *orders.Unit {
	t.Helper()
	ru, ok := shipped.Unit(id)
	if !ok {
		t.Fatalf("no unit %s", id)
	}
	cl, _ := shipped.Class(ru.Class)
	m := &army.Model{Name: ru.Name, Unit: ru, Class: cl}
	if ranged != "" {
		m.Ranged, _ = shipped.Ranged(ranged)
	}
	u := &orders.Unit{ID: []string{"red.", "blue."}[side] + id, Side: side, Model: m, OnTable: true,
		Base: geom.Base{Centre: geom.Vec{X: x, Y: y}, Radius: 0.5}}
	u.F = *combat.NewFighter(u.ID, m)
	u.F.Side = []string{"red", "blue"}[side]
	return u
}

// table is an open 30×12 deck with the units on it, and the module.
func table(t *testing.T, units ...*orders.Unit) (*orders.Table, *module) {
	t.Helper()
	cells := make([]deck.Cell, 30*12)
	d, err := deck.New(30, 12, cells)
	if err != nil {
		t.Fatal(err)
	}
	tb := &orders.Table{Deck: d, Units: units, Marks: map[orders.MarkKey]int{}, Fought: map[orders.Pair]int{}, Charged: map[orders.Pair]bool{},
		Sides: [2]*orders.Side{{ID: "red", AP: 20}, {ID: "blue", Index: 1, AP: 20}}}
	g, _ := shipped.Ranged(army.Grenade)
	return tb, &module{data: Shipped(), blast: g}
}

// SW-VEH-EX1 in the module's terms: a skimmer of acceleration 10 whose
// last move carried it 28" may make its next move 18" to 38" (its top
// speed allowing), no less: it decelerates by at most 10". XS-09: a
// standing vehicle of acceleration 3 may go 0" to 3"; a top speed below
// what braking allows (a damaged engine) lets it slow to that at once.
func TestSpeedWindowSWVEHEX1(t *testing.T) {
	for _, tc := range []struct{ speed, accel, top, lo, hi int }{
		{28, 10, 40, 18, 38}, // SW-VEH-EX1
		{28, 10, 30, 18, 30},
		{0, 3, 6, 0, 3},
		{5, 3, 6, 2, 6},
		{6, 1, 3, 3, 3}, // engine halved to 3": it slows to 3 at once
		{4, 2, 0, 0, 0}, // engine or drive destroyed: stopped
	} {
		lo, hi := Window(tc.speed, tc.accel, tc.top)
		if lo != tc.lo || hi != tc.hi {
			t.Errorf("Window(speed %d, accel %d, top %d) = %d..%d, want %d..%d", tc.speed, tc.accel, tc.top, lo, hi, tc.lo, tc.hi)
		}
	}
}

// SW-VEH-EX2: a location of 6 wounds with 3 left is at 50%: halved; with
// 4 left it is not. XS-09's cargo loader (engine 2) with one engine wound
// drives at half its top speed (6" → 3"); its drive at 1 of 2 halves its
// acceleration (3 → 1); the engine destroyed stops it.
func TestDamagedLocationsHalveSWVEHEX2(t *testing.T) {
	if !Halved(6, 3) || Halved(6, 4) || Halved(0, 0) || !Destroyed(2, 0) || Destroyed(0, 0) {
		t.Fatal("Halved/Destroyed disagree with SW-VEH-EX2's 6 → 3 = 50%")
	}
	u := model(t, "ec-cargo-loader", 0, 5, 5, "autocannon")
	tb, m := table(t, u)
	s, ok := Of(m.data, tb, u)
	if !ok || s.Top != 6 || s.Accel != 3 || s.Profile.Hull != 4 {
		t.Fatalf("the loader undamaged: %+v, want top 6, accel 3, hull 4", s)
	}
	tb.Marks[orders.MarkKey{Unit: u.ID, Mark: TakenMark(Engine)}] = 1
	tb.Marks[orders.MarkKey{Unit: u.ID, Mark: TakenMark(Drive)}] = 1
	if s, _ = Of(m.data, tb, u); s.Top != 3 || s.Accel != 1 {
		t.Errorf("engine and drive at half: top %d, accel %d, want 3 and 1", s.Top, s.Accel)
	}
	tb.Marks[orders.MarkKey{Unit: u.ID, Mark: TakenMark(Engine)}] = 2
	if s, _ = Of(m.data, tb, u); s.Top != 0 {
		t.Errorf("engine destroyed: top %d, want 0", s.Top)
	}
	if _, ok := Of(m.data, tb, model(t, "ec-trooper", 0, 1, 1, "")); ok {
		t.Error("a trooper is a vehicle")
	}
}

// XS-09: a vehicle's move must leave it within its speed window; a run is
// refused; a model on foot is not touched by the rule.
func TestMovesKeepToTheSpeedWindow(t *testing.T) {
	u := model(t, "ec-cargo-loader", 0, 5.5, 5.5, "autocannon")
	tb, m := table(t, u)
	check := func(verb orders.Verb, x float64) error {
		k := orders.Core().Kind(verb)
		st := &orders.Step{Unit: u, Kind: k, Order: orders.Order{Unit: u.ID, Verb: verb, X: x, Y: 5.5}}
		st.Plan.Length = x - 5.5
		return m.checkMove(tb, st)
	}
	if err := check(orders.Move, 8.5); err != nil {
		t.Errorf("standing, a 3\" move: %v", err)
	}
	if err := check(orders.Move, 9.5); refusal.RuleOf(err) != RuleID {
		t.Errorf("standing, a 4\" move: %v, want an XS-09 refusal (acceleration 3)", err)
	}
	tb.Marks[orders.MarkKey{Unit: u.ID, Mark: SpeedMark}] = 6
	if err := check(orders.Move, 7.5); refusal.RuleOf(err) != RuleID || !strings.Contains(err.Error(), "3\" to 6\"") {
		t.Errorf("at 6\", a 2\" move: %v, want refused: 3\" to 6\"", err)
	}
	if err := check(orders.Move, 8.5); err != nil {
		t.Errorf("at 6\", a 3\" move: %v", err)
	}
	if err := check(orders.Run, 8.5); refusal.RuleOf(err) != RuleID {
		t.Errorf("a run: %v, want refused", err)
	}
	if err := check(orders.Rotate, 5.5); err != nil {
		t.Errorf("a turn: %v", err)
	}
	foot := model(t, "ec-trooper", 0, 2.5, 2.5, "rifle")
	st := &orders.Step{Unit: foot, Kind: orders.Core().Kind(orders.Run), Order: orders.Order{Verb: orders.Run}}
	st.Plan.Length = 6
	if err := m.checkMove(tb, st); err != nil {
		t.Errorf("a trooper's run: %v", err)
	}
}

// XS-09: a move carried out leaves the vehicle at the speed it drove; a
// round with no move order brakes it by its acceleration; a ram stops it.
func TestSpeedIsKeptAndBrakes(t *testing.T) {
	u := model(t, "ec-cargo-loader", 0, 5.5, 5.5, "autocannon")
	tb, m := table(t, u)
	e := &env{t: tb, src: scripted(t)}
	st := &orders.Step{Unit: u, Kind: orders.Core().Kind(orders.Move), Order: orders.Order{Verb: orders.Move}}
	st.Plan.Length = 2.6
	if err := m.moved(tb, e, st, orders.StepResolved); err != nil {
		t.Fatal(err)
	}
	if got := tb.Mark(u.ID, SpeedMark); got != 3 {
		t.Fatalf("after a 2.6\" move the speed is %d, want 3", got)
	}
	if err := m.brake(tb, e, 2); err != nil || tb.Mark(u.ID, SpeedMark) != 3 {
		t.Fatalf("it moved this round and braked: speed %d, %v", tb.Mark(u.ID, SpeedMark), err)
	}
	if err := m.brake(tb, e, 3); err != nil || tb.Mark(u.ID, SpeedMark) != 0 {
		t.Fatalf("a round without a move: speed %d, want 0 (3 − acceleration 3), %v", tb.Mark(u.ID, SpeedMark), err)
	}
	changed := 0
	for _, ev := range e.events {
		if _, ok := ev.(SpeedChanged); ok {
			changed++
		}
	}
	if changed != 2 {
		t.Errorf("%d speed_changed events, want 2 (drove, braked)", changed)
	}
	st.Order.Verb, st.Kind = Ram, m.ramKind()
	st.Plan.Length = 3
	if err := m.moved(tb, e, st, orders.StepResolved); err != nil || tb.Mark(u.ID, SpeedMark) != 0 {
		t.Errorf("after a ram the speed is %d, want 0", tb.Mark(u.ID, SpeedMark))
	}
}

// XS-09: each wound on a vehicle rolls its location on a D6 (1–2 hull, 3
// engine, 4 weapon, 5–6 drive); a wound on a destroyed location goes to
// the hull; the weapon destroyed breaks the vehicle's gun; a model on
// foot rolls no location.
func TestHitLocations(t *testing.T) {
	u := model(t, "ec-cargo-loader", 0, 5.5, 5.5, "autocannon")
	foot := model(t, "ec-trooper", 0, 10.5, 5.5, "rifle")
	tb, m := table(t, u, foot)
	e := &env{t: tb, src: scripted(t, 3, 4, 4, 6)}
	u.F.Wounds = 4
	if err := m.observe(tb, e, combat.Wounded{RuleID: "KG-RC-13", Unit: u.ID, Wounds: 4}, nil); err != nil {
		t.Fatal(err)
	}
	var hits []LocationHit
	for _, ev := range e.events {
		if h, ok := ev.(LocationHit); ok {
			hits = append(hits, h)
		}
	}
	want := []LocationHit{
		{RuleID: RuleID, Unit: u.ID, Location: Engine, Left: 1, Effect: "halved"},
		{RuleID: RuleID, Unit: u.ID, Location: Weapon, Left: 0, Effect: "destroyed"},
		{RuleID: RuleID, Unit: u.ID, Location: Hull, Left: 3, Redirected: Weapon},
		{RuleID: RuleID, Unit: u.ID, Location: Drive, Left: 1, Effect: "halved"},
	}
	if !slices.Equal(hits, want) {
		t.Fatalf("hits\n %+v\nwant\n %+v", hits, want)
	}
	if !u.F.RangedBroken {
		t.Error("the weapon destroyed, the gun still works")
	}
	if u.F.Wounds != 4 {
		t.Errorf("the vehicle has %d wounds, want the 4 dealt (counted once)", u.F.Wounds)
	}
	e.events = nil
	if err := m.observe(tb, e, combat.Wounded{RuleID: "KG-RC-13", Unit: foot.ID, Wounds: 1}, nil); err != nil || len(e.events) != 0 {
		t.Errorf("a trooper's wound rolled a location: %v %v", e.events, err)
	}
}

// XS-09, SW-VEH-EX2: the hull at 0 wrecks the vehicle: it is removed
// (its last wounds as the module's own, not rolled for again) and a 6"
// blast at its centre gives every model under it one wound die (XS-01),
// the wreck left out; a model 4" away is not under it.
func TestHullDestroyedWrecksInABlast(t *testing.T) {
	u := model(t, "renegade-drone", 1, 10.5, 5.5, "rifle")
	near := model(t, "ec-trooper", 0, 12.5, 5.5, "rifle")
	far := model(t, "ec-trooper", 0, 14.6, 5.5, "rifle")
	far.ID, far.F.ID = "red.ec-trooper-far", "red.ec-trooper-far"
	tb, m := table(t, u, near, far)
	tb.Marks[orders.MarkKey{Unit: u.ID, Mark: TakenMark(Hull)}] = 1
	u.F.Wounds = 2
	// the hit rolls a 1 (hull); near's blast wound die a 5; its pin test
	// (Willpower 3 at TN 5) 5, 1, 1: it stands firm.
	e := &env{t: tb, src: scripted(t, 1, 5, 5, 1, 1)}
	if err := m.observe(tb, e, combat.Wounded{RuleID: "KG-RC-13", Unit: u.ID, Wounds: 1}, nil); err != nil {
		t.Fatal(err)
	}
	if u.Alive() || tb.Mark(u.ID, WreckedMark) != 1 {
		t.Fatalf("the hull is gone and the drone still stands (wounds %d of %d)", u.F.Wounds, u.F.WoundCapacity)
	}
	var landed *blast.BlastLanded
	wrecked := false
	for _, ev := range e.events {
		switch ev := ev.(type) {
		case blast.BlastLanded:
			landed = &ev
		case Wrecked:
			wrecked = ev.Diameter == 6
		}
	}
	if !wrecked || landed == nil || landed.Diameter != 6 || landed.RuleID != RuleID {
		t.Fatalf("no 6\" wreck blast: %+v", e.events)
	}
	if !slices.Equal(landed.Touched, []string{near.ID}) {
		t.Errorf("the blast touched %v, want only %s", landed.Touched, near.ID)
	}
	// A wreck comes down where the hull stood: aimed there, not scattered
	// (the screen draws a scatter from the point aimed at, XS-01).
	if landed.AimX != landed.X || landed.AimY != landed.Y || landed.Scattered != 0 {
		t.Errorf("the wreck's blast was aimed at (%g, %g) and landed at (%g, %g), %g\" off", landed.AimX, landed.AimY, landed.X, landed.Y, landed.Scattered)
	}
	if near.F.Wounds != 1 {
		t.Errorf("the trooper 2\" away rolled a 5 on its blast die and has %d wounds", near.F.Wounds)
	}
	// The wreck's own wounds name the module: answered again they would
	// roll locations and wreck it twice.
	n := len(e.events)
	if err := m.observe(tb, e, combat.Wounded{RuleID: RuleID, Unit: u.ID, Wounds: 3, Removed: true}, nil); err != nil || len(e.events) != n {
		t.Errorf("the module answered its own wounds: %v", err)
	}
}

// A ram is a vehicle's order (XS-09): a trooper cannot ram; a loader's ram
// costs its drive + 1 AP and is held to its speed window like any move.
func TestRamOrder(t *testing.T) {
	u := model(t, "ec-cargo-loader", 0, 5.5, 5.5, "autocannon")
	foot := model(t, "ec-trooper", 0, 3.5, 8.5, "rifle")
	target := model(t, "renegade-cultist", 1, 10.5, 5.5, "pistol")
	tb, m := table(t, u, foot, target)
	rules := orders.Core().With(orders.Module{Kinds: []*orders.Kind{m.ramKind()}, Checks: []orders.CheckRule{m.checkMove}})
	p := rules.Preview(tb, 0, orders.Order{Unit: u.ID, Verb: Ram, Target: target.ID})
	if p.Err == nil || refusal.RuleOf(p.Err) != RuleID {
		t.Fatalf("standing, a ram whose contact is 4\" away (acceleration 3): %v", p.Err)
	}
	target.Base.Centre.X = 8.5 // contact 2" away
	p = rules.Preview(tb, 0, orders.Order{Unit: u.ID, Verb: Ram, Target: target.ID})
	if p.Err != nil || p.AP != 3 || p.Odds == nil {
		t.Fatalf("a 2\" ram: %+v, want 3 AP with odds", p)
	}
	if p = rules.Preview(tb, 0, orders.Order{Unit: foot.ID, Verb: Ram, Target: target.ID}); refusal.RuleOf(p.Err) != RuleID {
		t.Errorf("a trooper rams: %v", p.Err)
	}
}

// The ram end to end (XS-09, SW-VEH-11): the drive ends in contact; the
// cultist fails to dodge (Speed 3: 1, 2, 3 at TN 4); the loader rolls Body
// 4 + 2"/5 = 4 wound dice at TN Body 2 + 0 armour = 2: three pass (5, 5,
// 2; the 1 fails); the cultist takes 2 (all it has), the loader half the
// 2 inflicted, 1, on its hull.
func TestRamResolves(t *testing.T) {
	u := model(t, "ec-cargo-loader", 0, 5.5, 5.5, "autocannon")
	target := model(t, "renegade-cultist", 1, 8.5, 5.5, "pistol")
	tb, m := table(t, u, target)
	rules := orders.Core().With(orders.Module{Kinds: []*orders.Kind{m.ramKind()}, Checks: []orders.CheckRule{m.checkMove}})
	p := rules.Preview(tb, 0, orders.Order{Unit: u.ID, Verb: Ram, Target: target.ID})
	if p.Err != nil {
		t.Fatal(p.Err)
	}
	st := &orders.Step{Unit: u, Target: target, Kind: m.ramKind(), Order: orders.Order{Unit: u.ID, Verb: Ram, Target: target.ID}}
	if err := m.planRam(tb, st, &geom.Base{Centre: u.Base.Centre, Radius: 0.5}); err != nil {
		t.Fatal(err)
	}
	e := &env{t: tb, src: scripted(t, 1, 2, 3, 5, 5, 2, 1)}
	if err := m.resolveRam(tb, e, st); err != nil {
		t.Fatal(err)
	}
	if target.F.Wounds != 2 || target.Alive() {
		t.Errorf("the cultist has %d wounds, want 2 (removed)", target.F.Wounds)
	}
	if tb.Mark(u.ID, TakenMark(Hull)) != 1 || u.F.Wounds != 1 {
		t.Errorf("the loader's hull took %d, its wounds %d, want 1 and 1 (half of the 2 inflicted)", tb.Mark(u.ID, TakenMark(Hull)), u.F.Wounds)
	}
	var ram *combat.Roll
	for _, ev := range e.events {
		if r, ok := ev.(combat.Roll); ok && r.Purpose == "ram: to wound" {
			ram = &r
		}
	}
	if ram == nil || len(ram.Dice) != 4 || ram.TN != 2 {
		t.Errorf("the ram's roll: %+v, want 4 dice at TN 2", ram)
	}
}

// XS-09 (SW-VEH-08/09): a cultist's punch at the loader standing still
// rolls 2 more CC dice; at the loader moving 10" its wound TN is 2 higher
// (+1 armour per full 5"), its dice as usual; at 4" neither; a punch at a
// model on foot is untouched.
func TestCloseCombatAgainstAVehicle(t *testing.T) {
	u := model(t, "ec-cargo-loader", 0, 5.5, 5.5, "autocannon")
	cultist := model(t, "renegade-cultist", 1, 6.5, 5.5, "pistol")
	foot := model(t, "ec-trooper", 0, 7.5, 5.5, "rifle")
	tb, m := table(t, u, cultist, foot)
	tb.Rules = orders.Core().With(orders.Module{Melees: []orders.MeleeRule{m.closeCombat}})
	plan := func(target *orders.Unit) combat.CCPlan {
		p, err := tb.CloseCombatAttack(cultist, target, combat.Punch, false).Plan(combat.NoDefenceType)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	tb.Rules = nil
	base := plan(u)
	tb.Rules = orders.Core().With(orders.Module{Melees: []orders.MeleeRule{m.closeCombat}})
	if got := plan(u); got.Dice != base.Dice+2 || got.WoundTN != base.WoundTN {
		t.Errorf("a stopped vehicle: %d dice, wound TN %d; want %d and %d", got.Dice, got.WoundTN, base.Dice+2, base.WoundTN)
	}
	tb.Marks[orders.MarkKey{Unit: u.ID, Mark: SpeedMark}] = 10
	if got := plan(u); got.Dice != base.Dice || got.WoundTN != base.WoundTN+2 {
		t.Errorf("a vehicle at 10\": %d dice, wound TN %d; want %d and %d", got.Dice, got.WoundTN, base.Dice, base.WoundTN+2)
	}
	tb.Marks[orders.MarkKey{Unit: u.ID, Mark: SpeedMark}] = 4
	if got := plan(u); got.Dice != base.Dice || got.WoundTN != base.WoundTN {
		t.Errorf("a vehicle at 4\": %d dice, wound TN %d; want the plain %d and %d", got.Dice, got.WoundTN, base.Dice, base.WoundTN)
	}
	tb.Rules = nil
	footBase := plan(foot)
	tb.Rules = orders.Core().With(orders.Module{Melees: []orders.MeleeRule{m.closeCombat}})
	if got := plan(foot); got.Dice != footBase.Dice || got.WoundTN != footBase.WoundTN {
		t.Errorf("a trooper: %+v, want %+v", got, footBase)
	}
}

// XS-09: a weapon location at half its wounds halves the weapon's keep
// (a profile of weapon 2 with one wound: the autocannon's 6 → 3); at
// full it is as it was; a model on foot's shot is untouched.
func TestDamagedWeaponHalvesItsKeep(t *testing.T) {
	u := model(t, "ec-cargo-loader", 0, 5.5, 5.5, "autocannon")
	target := model(t, "renegade-cultist", 1, 9.5, 5.5, "pistol")
	tb, m := table(t, u, target)
	gun := *m.data.Profiles[0]
	gun.ID, gun.Weapon = "gun-rig", 2
	m.data.Profiles = []*Profile{&gun}
	u.Model.Unit = AsVehicle(&content.Unit{ID: "rig", Stats: u.Model.Unit.Stats}, "gun-rig")
	keep := func() int {
		a := combat.RangedAttack{}
		m.damagedWeapon(tb, u, u.Base, target, &a)
		if a.Fired == nil {
			return u.F.Ranged.Stats.Keep
		}
		return a.Fired.Stats.Keep
	}
	if got := keep(); got != 6 {
		t.Errorf("the weapon whole: keep %d, want the autocannon's 6", got)
	}
	tb.Marks[orders.MarkKey{Unit: u.ID, Mark: TakenMark(Weapon)}] = 1
	if got := keep(); got != 3 {
		t.Errorf("the weapon at half: keep %d, want 3", got)
	}
	if u.F.Ranged.Stats.Keep != 6 {
		t.Error("the halving changed the content's weapon")
	}
}

// XS-09, SW-VEH-11 (the ruling of 2026-11-28): the rammer takes half,
// rounded down, of the wounds it inflicted, on its hull, not half of its
// passing dice. The loader drives 3" into contact (Body 4 + 3"/5 = 4
// wound dice); a cultist (Body 2, no armour: TN 2; 2 wounds) fails its
// dodge on 1, 2, 3 first (and a cultist left standing tests for
// pinning); a second loader (TN 4, 9 wounds) cannot dodge.
// Four passes on the cultist inflict the 2 wounds it has, so the rammer
// takes 1, not 2; on a cultist already wounded once they inflict 1, so
// it takes none.
func TestRamRecoilIsHalfTheWoundsInflictedSWVEH11(t *testing.T) {
	for _, tc := range []struct {
		name      string
		target    string // the roster unit rammed
		wounded   int    // wounds it has taken already
		faces     []int  // the dodge check (a model on foot), then the wound dice
		inflicted int
		hull      int // wounds the rammer's hull takes
	}{
		{"4 passes, 2 wounds inflicted", "renegade-cultist", 0, []int{1, 2, 3, 5, 5, 5, 5}, 2, 1},
		{"4 passes on a wounded cultist, 1 inflicted", "renegade-cultist", 1, []int{1, 2, 3, 5, 5, 5, 5}, 1, 0},
		{"3 passes, 2 inflicted", "renegade-cultist", 0, []int{1, 2, 3, 5, 5, 2, 1}, 2, 1},
		{"1 pass, 1 inflicted", "renegade-cultist", 0, []int{1, 2, 3, 5, 1, 1, 1, 5, 1, 1}, 1, 0}, // then its pinning test, passed
		{"dodged: none inflicted", "renegade-cultist", 0, []int{4, 1, 1}, 0, 0},
		{"4 passes on a loader, 4 inflicted", "ec-cargo-loader", 0, []int{5, 5, 5, 5, 5, 1, 1, 1}, 4, 2},
		{"3 passes on a loader, 3 inflicted", "ec-cargo-loader", 0, []int{5, 5, 5, 1, 5, 1, 1, 1}, 3, 1},
	} {
		u := model(t, "ec-cargo-loader", 0, 5.5, 5.5, "autocannon")
		target := model(t, tc.target, 1, 9.5, 5.5, "pistol")
		target.F.Wounds = tc.wounded
		tb, m := table(t, u, target)
		st := &orders.Step{Unit: u, Target: target, Kind: m.ramKind(), Order: orders.Order{Unit: u.ID, Verb: Ram, Target: target.ID}}
		if err := m.planRam(tb, st, &geom.Base{Centre: u.Base.Centre, Radius: 0.5}); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		e := &env{t: tb, src: scripted(t, tc.faces...)}
		if err := m.resolveRam(tb, e, st); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := target.F.Wounds - tc.wounded; got != tc.inflicted {
			t.Errorf("%s: the ram inflicted %d wounds, want %d", tc.name, got, tc.inflicted)
		}
		if got := tb.Mark(u.ID, TakenMark(Hull)); got != tc.hull || u.F.Wounds != tc.hull {
			t.Errorf("%s: the rammer's hull took %d (its wounds %d), want %d: half the %d inflicted, rounded down", tc.name, got, u.F.Wounds, tc.hull, tc.inflicted)
		}
	}
}
