package battle

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/krygothic/krygothic/game/logtext"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// orderState is the order being built: the selected model, the verb and
// its options, the combo so far, and the preview of the order under the
// cursor.
type orderState struct {
	selected string // unit id, or ""
	verb     orders.Verb
	shot     int // index into shots
	attack   int // index into attacks
	// kindChosen: the shot or attack kind was picked for the selected
	// model, so pressing its key again picks the next; a model newly
	// selected starts from the first (a standard shot).
	kindChosen bool
	// word is the word a rule module's order takes after its target
	// (facet.Verb.Choices), by index: pressing the order's key again
	// chooses the next.
	word int
	// hopeless is the shot the player was warned cannot hit; giving it
	// again declares it.
	hopeless orders.Order
	combo    []orders.Order
	hover    geom.Vec
	hovering bool // the cursor is over the deck

	// The preview of the order at the cursor, cached until its input
	// changes.
	preview    orders.Preview
	previewed  orders.Order // the order the preview is of
	previewFor previewKey
	previewOK  bool
	previewBy  string      // the side the preview was asked for
	rows       []facet.Row // what the rule modules add to the preview (modules.go)
	confirm    bool        // "done" pressed once: press again to confirm
	tips       []tipArea   // where the preview's terms were drawn, for their tips
}

// pointVerbs take a point of the deck; targetVerbs an enemy model;
// plainVerbs nothing.
var (
	pointVerbs  = []orders.Verb{orders.Move, orders.Run, orders.SmallStep, orders.Rotate, orders.Shut}
	targetVerbs = []orders.Verb{orders.Charge, orders.Shoot, orders.Attack, orders.BreakOff, orders.Plant}
)

// orderAt builds the order for the selected unit at deck point p, or says
// why there is none.
func (b *Battle) orderAt(p geom.Vec) (orders.Order, error) {
	o := orders.Order{Unit: b.order.selected, Verb: b.order.verb}
	if o.Unit == "" {
		return o, errors.New("select one of your models first (left click)")
	}
	u, ok := b.view().Unit(o.Unit)
	switch {
	case !ok || !u.Present():
		return o, errors.New("that model is gone")
	case !u.Alive():
		return o, errors.New("that model is down: it cannot act until it is back on its feet")
	}
	if v, ok := b.moduleBecome(u, o.Verb); ok {
		o.Verb = v // a rule module's own order for this model (becomes.go)
	}
	if w, ok := b.moduleVerb(o.Verb); ok {
		return o, b.aimAt(&o, u, p, w)
	}
	switch {
	case slices.Contains(pointVerbs, o.Verb):
		o.X, o.Y = round2(p.X), round2(p.Y)
		if o.Verb == orders.Rotate {
			o.Angle = round2(u.Base.Centre.Bearing(p) * 180 / math.Pi)
			o.X, o.Y = 0, 0
		}
	case slices.Contains(targetVerbs, o.Verb):
		t, ok := b.unitAt(p)
		switch {
		case o.Verb == orders.Plant && (!ok || !t.Objective):
			return o, errors.New("point at a console to set a demolition charge on it")
		case !ok || t.Side == u.Side:
			return o, fmt.Errorf("point at an enemy model to %s", b.verbWords(o.Verb))
		}
		o.Target = t.ID
		switch o.Verb { // only what the verb takes, so records read back the same
		case orders.Shoot:
			o.Shot = shots[b.order.shot]
		case orders.Charge, orders.Attack:
			o.Attack = blowOf(u, attacks[b.order.attack])
		}
	}
	return o, nil
}

// round2 keeps orders readable in records: hundredths of an inch.
func round2(v float64) float64 { return math.Round(v*100) / 100 }

// previewEvery is how often, in ticks, the preview of an unchanged order
// is worked out again while the table moves on: a tenth of a second.
const previewEvery = 6

// previewKey is what a preview was worked out for.
type previewKey struct {
	order orders.Order
	side  string
	combo int
	when  int // the tick, in steps of previewEvery
}

// previewAt refreshes the preview of the order at deck point p, when the
// order has changed or the table has moved on a while.
func (b *Battle) previewAt(p geom.Vec) {
	if !b.order.hovering {
		b.order.previewOK = false
		return
	}
	o, err := b.orderAt(p)
	if err != nil {
		b.order.previewOK = false
		return
	}
	side := b.actingSide()
	key := previewKey{order: o, side: side, combo: len(b.order.combo), when: b.view().Tick() / previewEvery}
	if o.Then == nil && b.order.previewOK && key == b.order.previewFor {
		return
	}
	b.order.previewFor, b.order.previewOK, b.order.previewed = key, true, o
	id := side
	if id == "" {
		id = b.unitSide(o.Unit)
	}
	b.order.preview, b.order.previewBy = b.view().Preview(id, o), id
	if len(b.order.combo) > 0 {
		// Added to a combo, the order is checked as the combo's next
		// step: after the earlier steps' moves, within the AP left for
		// the whole (KG-CMB-01).
		steps := append(slices.Clone(b.order.combo), o)
		_, b.order.preview.Err = b.view().PreviewCombo(id, steps)
	}
	b.order.rows = b.cited(id, b.moduleRows(o, b.order.preview))
}

// refusalText writes an error about side's order for the player: a
// refusal's rule first with the rules detail on, units by their names.
func (b *Battle) refusalText(side string, err error) string {
	var r *refusal.Error
	switch {
	case errors.As(err, &r) && b.log.names.Plain:
		return logtext.Text(side, r.Reason(), b.log.names)
	case r != nil:
		return fmt.Sprintf("%s: %s", r.RuleID, logtext.Text(side, r.Reason(), b.log.names))
	}
	return logtext.Text(side, err.Error(), b.log.names)
}

// ordersText writes side's steps for the player, as the log does.
func (b *Battle) ordersText(side string, steps ...orders.Order) string {
	parts := make([]string, len(steps))
	for i, o := range steps {
		parts[i] = o.String()
	}
	return logtext.Orders(side, strings.Join(parts, " & "), b.log.names)
}

// verbLabel names the verb with its options.
func (b *Battle) verbLabel() string {
	switch b.order.verb {
	case orders.Shoot:
		return "shoot (" + shots[b.order.shot].String() + ")"
	case orders.Attack, orders.Charge:
		at := attacks[b.order.attack]
		if u, ok := b.view().Unit(b.order.selected); ok {
			at = blowOf(u, at)
		}
		return string(b.order.verb) + " (" + at.String() + ")"
	}
	if w, ok := b.moduleVerb(b.order.verb); ok && w.Label != "" {
		return w.Label
	}
	return b.verbWords(b.order.verb)
}

// verbWord is an order's verb in words ("break off" for breakoff).
func verbWord(v orders.Verb) string {
	switch v {
	case orders.SmallStep:
		return "small step"
	case orders.Rotate:
		return "face"
	case orders.BreakOff:
		return "break off"
	case orders.StandUp:
		return "stand up"
	case orders.Plant:
		return "set a demolition charge"
	case orders.Shut:
		return "shut the door"
	}
	return string(v)
}

// verbWords is an order's verb in words, a rule module's as the module
// says it.
func (b *Battle) verbWords(v orders.Verb) string {
	if w, ok := b.moduleVerb(v); ok {
		return w.Words
	}
	return verbWord(v)
}

// blowOf is the attack u makes when chosen is picked: a bare-handed model
// punches instead of using a weapon, as the orders format's default does.
func blowOf(u orders.Unit, chosen combat.AttackType) combat.AttackType {
	if chosen == combat.UseWeapon && (u.F.Melee == nil || u.F.MeleeBroken) {
		return combat.Punch
	}
	return chosen
}
