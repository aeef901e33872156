package battle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// handleInput turns this frame's actions into camera moves, selections,
// claims and declarations.
func (b *Battle) handleInput() {
	c := b.env.Controls
	b.camera(c)
	b.scrollLog(c)
	if c.Pressed(controls.Back) {
		b.back()
		return
	}
	b.timeKeys(c)
	if c.Pressed(controls.PlanView) {
		b.deck.Plan = !b.deck.Plan
	}
	if b.watching {
		return
	}
	if c.Pressed(controls.Save) {
		if path, err := b.saveRecord(true); err != nil {
			b.flash.set(b.now, "Not saved: "+err.Error(), true)
		} else {
			b.flash.set(b.now, "Saved: "+path, false)
		}
	}
	if b.m.Over() {
		return
	}
	for i := range 2 {
		if b.solo {
			break // against the AI nobody claims: time runs (RULINGS)
		}
		if c.PlayerPressed(i, controls.Claim) {
			b.claim(i)
		}
		if c.PlayerPressed(i, controls.Pass) {
			b.clock.Pass(b.sideID(i))
		}
	}
	if b.swap.covered() {
		return // nothing but claims and passes behind the hotseat cover
	}
	if b.handleOffer(c) || b.prompt.handle(b, c) {
		return
	}
	x, y := ui.Cursor(c)
	b.order.hovering = b.cam.InView(x, y)
	if b.order.hovering {
		b.order.hover = b.cam.ToWorld(x, y)
	}
	if c.Pressed(controls.Select) {
		if x, y := ui.Where(c, controls.Select); b.cam.InView(x, y) {
			b.selectAt(x, y)
		}
	}
	b.verbKeys(c)
	b.cycleVerb(c)
	b.moduleComboKeys(c)
	switch {
	case c.Pressed(controls.AddStep):
		x, y := ui.Where(c, controls.AddStep)
		b.addStep(b.cam.ToWorld(x, y), false)
	case c.Pressed(controls.Order):
		x, y := ui.Where(c, controls.Order)
		if b.cam.InView(x, y) {
			b.addStep(b.cam.ToWorld(x, y), true)
		}
	case c.Pressed(controls.Declare):
		b.declareCombo()
	case c.Pressed(controls.Undo):
		if n := len(b.order.combo); n > 0 {
			b.order.combo = b.order.combo[:n-1]
		} else {
			b.dropQueued()
		}
	case c.Pressed(controls.CancelCombo):
		b.declare([]orders.Order{{Verb: orders.Cancel}})
	case c.Pressed(controls.DoneRound):
		if !b.order.confirm {
			b.order.confirm = true
			b.flash.setWhile(b.now, fmt.Sprintf("Done for this round? Unspent AP are lost%s. Press %s again to confirm.",
				b.cite("KG-AP-04"), keyNames(c, controls.DoneRound)), false, func() bool { return b.order.confirm })
			return
		}
		b.order.confirm = false
		b.declare([]orders.Order{{Verb: orders.Done}})
	}
	b.previewAt(b.order.hover)
}

// camera pans and zooms.
func (b *Battle) camera(c *controls.Controls) {
	const speed = 600.0 / 60 // pixels a frame
	for _, k := range []struct {
		a      controls.Action
		dx, dy float64
	}{{controls.PanLeft, speed, 0}, {controls.PanRight, -speed, 0}, {controls.PanUp, 0, speed}, {controls.PanDown, 0, -speed}} {
		if c.Held(k.a) {
			b.cam.Pan(k.dx, k.dy)
			b.touched, b.follow.on = true, false
		}
	}
	x, y := ui.Cursor(c)
	if c.Held(controls.Drag) && b.layout.dragging {
		b.cam.Pan(x-b.layout.dragX, y-b.layout.dragY)
		b.touched, b.follow.on = true, false
	}
	b.layout.dragging = c.Held(controls.Drag) && b.cam.InView(x, y) || b.layout.dragging && c.Held(controls.Drag)
	b.layout.dragX, b.layout.dragY = x, y
	if b.cam.InView(x, y) {
		if c.Pressed(controls.ZoomIn) {
			b.cam.ZoomAt(x, y, 1.2)
			b.touched = true
		}
		if c.Pressed(controls.ZoomOut) {
			b.cam.ZoomAt(x, y, 1/1.2)
			b.touched = true
		}
	}
	b.cameraKeys(c, x, y)
	b.minimapClick(c)
	b.cam.Keep(b.view().Scenario().Deck.W, b.view().Scenario().Deck.H)
}

// back closes what is open, one thing a press: the combo being built, the
// selection, then the match (saved first, so leaving loses nothing).
func (b *Battle) back() {
	switch {
	case len(b.order.combo) > 0:
		b.order.combo = nil
	case b.order.selected != "":
		b.order.selected = ""
	default:
		if !b.watching && !b.m.Over() {
			if _, err := b.saveRecord(true); err != nil {
				b.flash.set(b.now, "Not saved, so not leaving: "+err.Error(), true)
				return
			}
		}
		leave(b.env, b.setup)
	}
}

// leave leaves the battle screen (or the deployment step) for the scene
// the match was started from (setup.Back), else the main menu.
func leave(env *ui.Env, setup ui.MatchSetup) {
	if setup.Back != nil {
		env.Nav.Show(setup.Back)
		return
	}
	env.Nav.Menu()
}

// claim asks for the pointer for hotseat player i (RULINGS: hotseat).
func (b *Battle) claim(i int) {
	if !b.clock.Claim(b.sideID(i), b.now) {
		b.flash.set(b.now, fmt.Sprintf("%s cannot claim: the other player holds the pointer (the face-off window has passed)", b.sideName(i)), true)
	}
}

// selectAt selects the model under screen point (x, y), or clears the
// selection.
func (b *Battle) selectAt(x, y float64) {
	u, ok := b.unitAt(b.cam.ToWorld(x, y))
	if !ok || u.Objective {
		b.order.selected = ""
		return
	}
	if len(b.order.combo) > 0 {
		if first, ok := b.view().Unit(b.order.combo[0].Unit); ok && first.Side != u.Side {
			b.order.combo = nil // a combo is one side's
		}
	}
	if u.ID != b.order.selected {
		b.order.shot, b.order.attack, b.order.word, b.order.kindChosen = 0, 0, 0, false
	}
	b.order.selected = u.ID
}

// verbKeys chooses the order; pressing shoot or attack again picks the
// next kind of shot or attack.
func (b *Battle) verbKeys(c *controls.Controls) {
	b.moduleVerbKeys(c)
	for _, k := range []struct {
		a controls.Action
		v orders.Verb
	}{
		{controls.VerbMove, orders.Move}, {controls.VerbRun, orders.Run}, {controls.VerbStep, orders.SmallStep},
		{controls.VerbFace, orders.Rotate}, {controls.VerbCharge, orders.Charge}, {controls.VerbShoot, orders.Shoot},
		{controls.VerbAttack, orders.Attack}, {controls.VerbWait, orders.Wait}, {controls.VerbUnpin, orders.Unpin},
		{controls.VerbStand, orders.StandUp}, {controls.VerbBreakOff, orders.BreakOff},
		{controls.VerbPlant, orders.Plant}, {controls.VerbShut, orders.Shut},
	} {
		if !c.Pressed(k.a) {
			continue
		}
		again := b.order.verb == k.v && b.order.kindChosen
		switch {
		case k.v == orders.Shoot && again:
			b.order.shot = (b.order.shot + 1) % len(shots)
		case (k.v == orders.Attack || k.v == orders.Charge) && again:
			b.order.attack = (b.order.attack + 1) % len(attacks)
		}
		b.order.kindChosen = k.v == orders.Shoot || k.v == orders.Attack || k.v == orders.Charge
		b.order.verb = k.v
		b.order.confirm = false
	}
}

// warnHopeless stops a shot that cannot hit (out of range, or no die
// left to roll) the first time it is given, saying why: the AP would be
// spent for nothing (KG-RC-11). Given again, it goes.
func (b *Battle) warnHopeless(o orders.Order) bool {
	if o.Verb != orders.Shoot || b.order.hopeless == o {
		b.order.hopeless = orders.Order{}
		return false
	}
	side := b.actingSide()
	if side == "" {
		side = b.unitSide(o.Unit)
	}
	p := b.view().Preview(side, o)
	if p.Err != nil || p.Ranged == nil || !p.Ranged.OutOfRange && (p.Odds == nil || p.Odds.Hit > 0) {
		return false
	}
	why := "it has no die left to roll (its RC with the shot's modifiers)" + b.cite("KG-RC-07")
	if p.Ranged.OutOfRange {
		why = "the target is out of range" + b.cite("KG-RC-11")
	}
	b.order.hopeless = o
	b.flash.setWhile(b.now, fmt.Sprintf("This %s cannot hit: %s, and its %s would be spent for nothing. Give the order again to fire anyway.",
		o.Shot, why, ui.Count(p.AP, "AP", "AP")), true, func() bool { return b.order.hopeless == o })
	return true
}

// addStep adds the order at deck point p to the combo being built. With
// declare, the combo is declared at once if the side holds the pointer;
// otherwise it waits, prepared, for the claim.
func (b *Battle) addStep(p geom.Vec, declare bool) {
	o, err := b.orderAt(p)
	if err != nil {
		b.flash.set(b.now, err.Error(), true)
		return
	}
	if declare && len(b.order.combo) == 0 && b.warnHopeless(o) {
		return
	}
	b.order.combo = append(b.order.combo, o)
	if !declare {
		n := len(b.order.combo)
		b.flash.setWhile(b.now, "Combo: "+ui.Count(n, "step", "steps")+". "+keyNames(b.env.Controls, controls.Declare)+" declares it.", false,
			func() bool { return len(b.order.combo) == n })
		return
	}
	b.declareCombo()
}

// declareCombo declares the combo being built.
func (b *Battle) declareCombo() {
	if len(b.order.combo) == 0 {
		if b.order.selected != "" && !slices.Contains(pointVerbs, b.order.verb) && !slices.Contains(targetVerbs, b.order.verb) {
			b.order.combo = []orders.Order{{Unit: b.order.selected, Verb: b.order.verb}} // wait, unpin, stand
		} else {
			return
		}
	}
	if b.declare(b.order.combo) {
		b.order.combo = nil
	}
}

// declare hands steps to the match for the side holding the pointer. A
// refusal reaches the screen through the log, with its rule.
func (b *Battle) declare(steps []orders.Order) bool {
	side := b.actingSide()
	if side == "" {
		b.flash.setWhile(b.now, "Prepared. Claim the pointer to declare it ("+b.claimKeys()+").", false,
			func() bool { return len(b.order.combo) > 0 && b.actingSide() == "" })
		return false
	}
	// The person's player hands the declaration to the match when the
	// match next asks it: against the AI at its next tick, or later when
	// it waits for play or the command channel (queue.go); in hotseat at
	// once, as the claim ends. A refusal comes back through the log.
	if b.time.paused {
		b.queueDeclaration(side, steps, "play resumes")
		return true
	}
	if sd, _ := b.view().Side(side); b.solo && sd.Busy && (orders.Declaration{Steps: steps}).UsesChannel() {
		b.queueDeclaration(side, steps, "the command channel frees"+b.cite("KG-CMB-06"))
		return true
	}
	if t, ok := b.view().Whose(); b.solo && ok && !(t.Ready && b.sideID(t.Side) == side) && (orders.Declaration{Steps: steps}).UsesChannel() {
		b.queueDeclaration(side, steps, "your "+t.Word+" comes"+b.cite(t.RuleID)) // a side declares in its turn (impulse mode)
		return true
	}
	b.humans[b.sideIndex(side)].Queue(orders.Declaration{Side: side, Steps: steps})
	if !b.solo {
		if err := b.clock.Decide(side); err != nil {
			b.flash.set(b.now, "Not declared: "+b.refusalText(side, err), true)
			return false
		}
	}
	b.flash.set(b.now, "Declared: "+b.ordersText(side, steps...), false)
	return true
}

// claimKeys names each hotseat player's claim keys: "Renegades: Z, …".
func (b *Battle) claimKeys() string {
	var keys []string
	for i := range 2 {
		keys = append(keys, fmt.Sprintf("%s: %s", b.sideName(i), strings.Join(b.env.Controls.PlayerKeyLabels(i, controls.Claim), " or ")))
	}
	return strings.Join(keys, ", ")
}

// actingSide is the side whose orders the pointer gives now: the side
// holding the pointer; when both do (a face-off), the selected model's
// side if it holds it, else the first. "" when nobody holds it.
func (b *Battle) actingSide() string {
	if b.watching {
		return ""
	}
	if b.solo {
		return b.sideID(b.setup.Human)
	}
	if b.lens.fog { // hotseat under the fog of war: the side whose view is on screen
		if i := b.swap.viewer; i >= 0 && b.clock.Holding(b.sideID(i)) {
			return b.sideID(i)
		}
		return ""
	}
	var holders []int
	for i := range 2 {
		if b.clock.Holding(b.sideID(i)) {
			holders = append(holders, i)
		}
	}
	if len(holders) == 0 {
		return ""
	}
	if u, ok := b.view().Unit(b.order.selected); ok && len(holders) == 2 {
		if len(b.order.combo) > 0 {
			u, ok = b.view().Unit(b.order.combo[0].Unit)
		}
		if ok && u.Side >= 0 && b.clock.Holding(b.sideID(u.Side)) {
			return b.sideID(u.Side)
		}
	}
	return b.sideID(holders[0])
}

// sideName is side i's name as players know it.
func (b *Battle) sideName(i int) string {
	if sd := b.view().Scenario().Sides[i]; sd != nil && sd.Name != "" {
		return sd.Name
	}
	return b.sideID(i)
}
