package vehicles

import (
	"fmt"
	"slices"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/blast"
	"github.com/krygothic/krygothic/rules/orders"
)

// observe answers wounds dealt to a vehicle (XS-09, SW-VEH-06): each
// wound strikes a location rolled on a D6, or the location a called shot
// named (CalledMark, SW-VEH-07). The module's own wounds (a wreck's, a
// ram's recoil) name its rule and are not answered again.
func (m *module) observe(t *orders.Table, env orders.Env, e combat.Event, by *orders.Side) error {
	w, ok := e.(combat.Wounded)
	if !ok || w.RuleID == RuleID || w.Wounds <= 0 {
		return nil
	}
	u := t.Unit(w.Unit)
	if m.data.Of(u) == nil || t.Mark(u.ID, WreckedMark) > 0 {
		return nil
	}
	if w.Removed { // every location full at once: the hull is gone too
		return m.wreck(t, env, u, by, orders.Outcome{})
	}
	var rolls []combat.Event
	locs := make([]string, 0, w.Wounds)
	if c := t.Mark(u.ID, CalledMark); c >= 1 && c <= len(Locations) {
		for range w.Wounds {
			locs = append(locs, Locations[c-1])
		}
		return m.strike(t, env, u, locs, false, by, nil)
	}
	for range w.Wounds {
		f, err := env.Dice().D6(fmt.Sprintf("%s hit location (%s)", u.ID, RuleID))
		if err != nil {
			return err
		}
		rolls = append(rolls, combat.Roll{RuleID: RuleID, Purpose: "hit location", By: u.ID, Dice: []dice.Chain{{f}}, Kept: []int{0}})
		locs = append(locs, m.data.LocationFaces[f-1])
	}
	return m.strike(t, env, u, locs, false, by, rolls)
}

// strike deals one wound to each location of locs of vehicle u (a
// location with none left passes it to the hull), with what the damage
// does: an engine or drive at half or less halves the vehicle's top speed
// or acceleration, and at none stops it dead; a weapon at none is
// destroyed; a hull at none wrecks it. deal is false when the wounds
// are already on its fighter (a Wounded event dealt them), true when strike deals them (a ram's recoil); before are
// events to log first (the location rolls).
func (m *module) strike(t *orders.Table, env orders.Env, u *orders.Unit, locs []string, deal bool, by *orders.Side, before []combat.Event) error {
	p := m.data.Of(u)
	out := orders.Outcome{Events: before, By: by}
	now := u.F.Condition
	taken := map[string]int{}
	for _, loc := range Locations {
		taken[loc] = t.Mark(u.ID, TakenMark(loc))
	}
	stopped := false
	for _, loc := range locs {
		hit := LocationHit{RuleID: RuleID, Unit: u.ID, Location: loc}
		if taken[loc] >= p.Wounds(loc) && loc != Hull {
			hit.Redirected, hit.Location, loc = loc, Hull, Hull
		}
		taken[loc]++
		left := max(p.Wounds(loc)-taken[loc], 0)
		hit.Left = left
		switch {
		case Destroyed(p.Wounds(loc), left):
			hit.Effect = "destroyed"
		case loc != Hull && Halved(p.Wounds(loc), left) && !Halved(p.Wounds(loc), left+1):
			hit.Effect = "halved" // a hull at half works as before
		}
		out.Events = append(out.Events, hit)
		if loc == Weapon && hit.Effect == "destroyed" && !now.RangedBroken && u.F.Ranged != nil {
			now.RangedBroken = true
			out.Events = append(out.Events, combat.StateChanged{RuleID: RuleID, Unit: u.ID, State: combat.RangedBroken})
		}
		if (loc == Engine || loc == Drive) && hit.Effect == "destroyed" && !stopped {
			stopped = true
			if sp := t.Mark(u.ID, SpeedMark); sp > 0 {
				out.Sets = append(out.Sets, orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: SpeedMark}})
				out.Events = append(out.Events, SpeedChanged{RuleID: RuleID, Unit: u.ID, From: sp, To: 0, Why: "stops dead: its " + loc + " is destroyed"})
			}
		}
	}
	for _, loc := range Locations {
		out.Sets = append(out.Sets, orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: TakenMark(loc)}, Value: taken[loc]})
	}
	if deal {
		n := min(len(locs), u.F.WoundCapacity-now.Wounds)
		now.Wounds += n
		removed := now.Wounds >= u.F.WoundCapacity
		out.Events = append(out.Events, combat.Wounded{RuleID: RuleID, Unit: u.ID, Wounds: n, Removed: removed, Final: removed})
	}
	if now != u.F.Condition {
		out.Changes = []combat.Change{{ID: u.ID, Now: now}}
	}
	if taken[Hull] >= p.Hull {
		return m.wreck(t, env, u, by, out)
	}
	return env.Apply(out)
}

// wreck removes vehicle u, its hull destroyed, after the outcome so far,
// and explodes it: a template of the data's diameter at its centre, every
// other model under it rolling a wound die as under a blast (XS-09,
// SW-VEH-EX2, XS-01). The explosion counts for by, the side whose action
// wrecked it.
func (m *module) wreck(t *orders.Table, env orders.Env, u *orders.Unit, by *orders.Side, out orders.Outcome) error {
	out.By = by
	out.Sets = append(out.Sets, orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: WreckedMark}, Value: 1})
	now := u.F.Condition
	for _, c := range out.Changes {
		now = c.Now
	}
	if n := u.F.WoundCapacity - now.Wounds; n > 0 {
		now.Wounds = u.F.WoundCapacity
		out.Changes = []combat.Change{{ID: u.ID, Now: now}}
		out.Events = append(out.Events, combat.Wounded{RuleID: RuleID, Unit: u.ID, Wounds: n, Removed: true, Final: true})
	}
	out.Events = append(out.Events, Wrecked{RuleID: RuleID, Unit: u.ID, Diameter: m.data.Explosion})
	if err := env.Apply(out); err != nil {
		return err
	}
	if m.data.Explosion <= 0 {
		return nil
	}
	c := u.Base.Centre
	res, err := ResolveWreck(Wreck{Vehicle: u.ID, At: blast.Point{X: c.X, Y: c.Y}, Diameter: m.data.Explosion, Weapon: m.blast,
		Under: func(p blast.Point) ([]blast.Touched, bool) {
			return blast.Under(t, geom.Vec{X: p.X, Y: p.Y}, m.data.Explosion)
		}}, env.Dice(), t.Options.Combat)
	if err != nil {
		return err
	}
	o := orders.Of(res)
	o.By = by
	return env.Apply(o)
}

// final makes every removal of a vehicle final: a vehicle at its wound
// limit is wrecked (observe), removed for good, and no module may down it
// instead (the down module leaves a final removal as it is). It runs
// before that module's amend: the modules amend in ID order.
func (m *module) final(t *orders.Table, out *orders.Outcome) {
	var events []combat.Event
	for i, e := range out.Events {
		w, ok := e.(combat.Wounded)
		if !ok || !w.Removed || w.Final || m.data.Of(t.Unit(w.Unit)) == nil {
			continue
		}
		if events == nil {
			events = slices.Clone(out.Events) // the outcome's events may be shared
		}
		w.Final = true
		events[i] = w
	}
	if events != nil {
		out.Events = events
	}
}
