// Package down is rule module XS-29, down but not out, and medics
// (RULES-INVENTORY §7; GW-WND-01's model laid face down until it has
// medical attention, X-Com's stun and death saves, XC-DMG-02..06). A
// model that reaches its wound limit is Down, not removed: it lies where
// it fell and does nothing; a friend in base contact may bring it back,
// for 2 AP (a medic, a unit whose profile says "medic: true", for 1),
// with 1 wound left ("U revive T"); a Down model still on the table when
// the AP round ends is removed. A Down model may be attacked, and any
// wound removes it. The kill counts for whoever downed it; its side loses
// it only when it is removed (RULINGS, "Added 2026-11-28"). The core
// keeps the Down condition (combat.Condition.Down); this module decides
// when a model goes Down and comes back. See docs/modules.md.
package down

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Name is the module's short name, as scenarios and flags name it.
const Name = "down"

// Rule is the module's rule ID, cited by its events and refusals.
const Rule = "XS-29"

// Revive is the module's order: "U revive T" brings T, a Down friend in
// base contact, back.
const Revive orders.Verb = "revive"

// BackUp is the state of a model brought back.
const BackUp combat.State = "brought back"

// rules are the module's order rules with data d, for the medics of the
// content (by unit ID).
type rules struct {
	data   Data
	medics map[string]bool
}

// Rules are the module's order rules with data d; medics are the unit
// profiles, by ID, whose models are medics.
func Rules(d Data, medics map[string]bool) orders.Module {
	r := &rules{data: d, medics: medics}
	return orders.Module{Name: Name,
		Kinds: []*orders.Kind{{Verb: Revive, Category: orders.Other, Args: orders.TargetArgs, Friend: true,
			Plan: r.plan, Resolve: r.resolve}},
		Amends:    []orders.AmendRule{down},
		RoundEnds: []orders.RoundEndRule{removeTheDown},
	}
}

// down rewrites an outcome that removes a model at its wound limit into
// one that downs it: its condition Down, the removal a downing (the kill
// counts now, the loss when it is removed), and its state said. An
// objective, a lifeless thing, a removal the core or a module says is
// final (a fall to its death, a wreck) and the removal of a model already
// Down are left as they are.
func down(t *orders.Table, out *orders.Outcome) {
	var events []combat.Event
	for i, e := range out.Events {
		w, ok := e.(combat.Wounded)
		if !ok || !w.Removed || w.Credited || w.Final {
			if events != nil {
				events = append(events, e)
			}
			continue
		}
		u := t.Unit(w.Unit)
		if u == nil || u.Side < 0 || u.Objective || u.F.Inanimate {
			if events != nil {
				events = append(events, e)
			}
			continue
		}
		if events == nil {
			events = append([]combat.Event{}, out.Events[:i]...)
		}
		w.Removed, w.Downed = false, true
		events = append(events, w, combat.StateChanged{RuleID: Rule, Unit: w.Unit, State: combat.Downed})
		downChange(u, out)
	}
	if events != nil {
		out.Events = events
	}
}

// downChange makes u's change in out (its new condition) a Down one, and
// adds the change when out has none of it.
func downChange(u *orders.Unit, out *orders.Outcome) {
	for i, c := range out.Changes {
		if c.ID == u.ID {
			out.Changes[i].Now.Down = true
			return
		}
	}
	now := u.F.Condition
	now.Wounds, now.Down = u.F.WoundCapacity, true
	out.Changes = append(out.Changes, combat.Change{ID: u.ID, Now: now})
}

// removeTheDown removes, as the AP round ends and before its losses and
// triumphs are tallied, every model still Down: nobody brought it back.
// Its side loses it now; its kill was counted when it went Down.
func removeTheDown(t *orders.Table, env orders.Env, _ int, phase orders.RoundPhase) error {
	if phase != orders.RoundEnding {
		return nil
	}
	var out orders.Outcome
	for _, u := range t.Units {
		if !u.OnTable || !u.F.Down {
			continue
		}
		now := u.F.Condition
		now.Down = false
		out.Changes = append(out.Changes, combat.Change{ID: u.ID, Now: now})
		out.Events = append(out.Events, combat.Wounded{RuleID: Rule, Unit: u.ID, Removed: true, Credited: true})
	}
	if len(out.Events) == 0 {
		return nil
	}
	return env.Apply(out)
}

// cost is what u pays to bring a model back: less for a medic.
func (r *rules) cost(u *orders.Unit) int {
	if u.Model != nil && u.Model.Unit != nil && r.medics[u.Model.Unit.ID] {
		return r.data.MedicAP
	}
	return r.data.ReviveAP
}

// Medic reports whether u is a medic.
func (r *rules) medic(u *orders.Unit) bool {
	return u.Model != nil && u.Model.Unit != nil && r.medics[u.Model.Unit.ID]
}

// plan checks a revive: its target a Down friend, in base contact with
// the unit where it will stand, not the unit itself, with no model
// standing on it.
func (r *rules) plan(t *orders.Table, st *orders.Step, at *geom.Base) error {
	st.Cost = r.cost(st.Unit)
	tg := st.Target
	switch {
	case tg == st.Unit:
		return refusal.New(Rule, "%s is not down: a model brings back a friend", st.Unit.ID)
	case !tg.F.Down:
		return refusal.New(Rule, "%s is not down: only a Down model is brought back", tg.ID)
	case !geom.InContact(*at, tg.Base):
		return refusal.New(Rule, "%s is not in base contact with %s: bringing a model back takes contact", st.Unit.ID, tg.ID)
	}
	if o := standingOn(t, tg, st.Unit, *at); o != nil {
		return refusal.New(Rule, "%s stands where %s lies: it cannot be brought back until the ground is clear", o.ID, tg.ID)
	}
	return nil
}

// standingOn is a standing model whose base overlaps where Down model tg
// lies (a Down model blocks no move, so one may stop on it), the reviver
// standing at at; nil when the ground is clear to stand it up on.
func standingOn(t *orders.Table, tg, reviver *orders.Unit, at geom.Base) *orders.Unit {
	if geom.Overlap(at, tg.Base) {
		return reviver
	}
	for _, o := range t.Units {
		if o != tg && o != reviver && o.Alive() && geom.Overlap(o.Base, tg.Base) {
			return o
		}
	}
	return nil
}

// resolve brings the target back, when it is still Down and in contact:
// standing, with the wounds the data leaves it.
func (r *rules) resolve(t *orders.Table, env orders.Env, st *orders.Step) error {
	u, tg := st.Unit, st.Target
	switch {
	case !tg.F.Down:
		return nil // brought back already, or removed
	case !geom.InContact(u.Base, tg.Base):
		return refusal.New(Rule, "%s is no longer in base contact with %s", u.ID, tg.ID)
	}
	if o := standingOn(t, tg, u, u.Base); o != nil {
		return refusal.New(Rule, "%s now stands where %s lies: it cannot be brought back until the ground is clear", o.ID, tg.ID)
	}
	now := tg.F.Condition
	now.Down, now.Wounds = false, max(tg.F.WoundCapacity-r.data.WoundsLeft, 0)
	out := orders.Outcome{Changes: []combat.Change{{ID: tg.ID, Now: now}},
		Events: []combat.Event{combat.StateChanged{RuleID: Rule, Unit: tg.ID, State: BackUp, Good: true}}, By: t.Sides[u.Side]}
	return env.Apply(out)
}
