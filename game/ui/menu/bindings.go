package menu

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	kinput "github.com/quasilyte/ebitengine-input"

	"github.com/krygothic/krygothic/game/bindings"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/rules/modules"
)

// What each action does, for the bindings page.
var actionAbout = map[controls.Action]string{
	controls.Select: "pick a model, a button, a point", controls.Order: "give the chosen order at the cursor",
	controls.AddStep: "add the chosen order to the combo being built", controls.Declare: "declare the combo being built; choose in menus",
	controls.Undo: "drop the last step of the combo being built", controls.Back: "close a prompt, leave a screen",
	controls.PanLeft: "move the camera left", controls.PanRight: "move the camera right",
	controls.PanUp: "move the camera up; up in menus", controls.PanDown: "move the camera down; down in menus",
	controls.Drag: "hold to drag the camera", controls.ZoomIn: "zoom in", controls.ZoomOut: "zoom out",
	controls.VerbMove: "order: move", controls.VerbRun: "order: run", controls.VerbStep: "order: small step",
	controls.VerbFace: "order: turn to face the cursor", controls.VerbCharge: "order: charge",
	controls.VerbShoot: "order: shoot (again: the next kind of shot)", controls.VerbAttack: "order: close-combat attack (again: the next type)",
	controls.VerbWait: "order: enter Waiting", controls.VerbUnpin: "order: unpin re-roll", controls.VerbStand: "order: stand up",
	controls.VerbBreakOff: "order: ask to break off from a fight",
	controls.VerbPlant:    "order: set a demolition charge on the console at the cursor (Sabotage)", controls.VerbShut: "order: shut the door at the cursor",
	controls.CancelCombo: "cancel the side's running combo (1 AP)", controls.DoneRound: "the side is done for this AP round",
	controls.Choice1: "answer a prompt with its first option", controls.Choice2: "answer a prompt with its second option",
	controls.Choice3: "answer a prompt with its third option", controls.Choice4: "answer a prompt with its fourth option",
	controls.Save: "quick save", controls.Claim: "hotseat: freeze the clock and take the pointer",
	controls.Pass:    "hotseat: hand the pointer back",
	controls.Pause:   "against the AI and in a replay: stop and start the game's time",
	controls.SpeedUp: "against the AI and in a replay: the next faster speed", controls.SpeedDown: "against the AI and in a replay: the next slower speed",
	controls.Overlay1: "scenario viewer: show or hide the terrain cost", controls.Overlay2: "scenario viewer: show or hide the line of sight",
	controls.Overlay3: "scenario viewer: show or hide the cover", controls.Overlay4: "scenario viewer: show or hide the deployment zones",
	controls.Overlay5: "scenario viewer: show or hide the movement reach", controls.Overlay6: "scenario viewer: show or hide the template",
	controls.NextProfile: "scenario viewer: the next reach profile", controls.NextTemplate: "scenario viewer: the next template",
	controls.Fit:       "scenario viewer: fit the deck to the view again",
	controls.PlanView:  "the deck drawn as a plan of AP costs, or painted as the ship",
	controls.WholeDeck: "battle: fit the whole deck to the view", controls.Follow: "battle: the camera follows the latest action, or stops following",
	controls.NextVerb: "order: the next of move, run, shoot, charge, attack, wait", controls.PrevVerb: "order: the previous of move, run, shoot, charge, attack, wait",
	controls.Cursor: "a gamepad stick that moves the cursor: gamepad_lstick_motion or gamepad_rstick_motion, set in settings.json (a stick cannot be captured here)",
}

// about is what action a does, for the bindings page: a rule module's
// key as its module says (facet.Binding.About).
func about(a controls.Action) string {
	if s, ok := actionAbout[a]; ok {
		return s
	}
	if k, ok := modules.Binding(controls.Name(a)); ok {
		return k.About
	}
	return ""
}

// binding is one row of the bindings page: an action of the pointer
// (handler -1) or of hotseat player handler.
type binding struct {
	handler int
	action  controls.Action
}

func (b binding) name() string { return controls.Name(b.action) }

func (b binding) who() string {
	if b.handler < 0 {
		return "pointer"
	}
	return fmt.Sprintf("player %d", b.handler+1)
}

// label is how the row names the action.
func (b binding) label() string {
	l := strings.ReplaceAll(b.name(), "_", " ")
	if b.handler >= 0 {
		return fmt.Sprintf("%s: %s", b.who(), l)
	}
	return l
}

// allBindings is every row: the pointer's actions, then each player's.
func allBindings() []binding {
	var out []binding
	for _, a := range controls.Actions() {
		if !controls.PlayerAction(a) {
			out = append(out, binding{-1, a})
		}
	}
	for i := range 2 {
		for _, a := range controls.Actions() {
			if controls.PlayerAction(a) {
				out = append(out, binding{i, a})
			}
		}
	}
	return out
}

// keysOf is the keys in force for a row: its override, or the defaults.
func keysOf(b controls.Bindings, r binding) []string {
	def := controls.DefaultBindings()
	over, defs := b.Pointer, def.Pointer
	if r.handler >= 0 {
		over, defs = b.Players[r.handler], def.Players[r.handler]
	}
	if k, ok := over[r.name()]; ok {
		return k
	}
	return defs[r.name()]
}

// conflicts names, for each row, the other actions that share one of its
// keys where one press would do both: when the two act on the same screen
// and neither takes the press first (bindings.Clash), and not when the key is a
// gamepad button of two players (each player's button is on their own
// gamepad; the pointer's are on both).
func conflicts(b controls.Bindings, rows []binding) map[binding][]string {
	type use struct {
		r   binding
		key string
	}
	var uses []use
	for _, r := range rows {
		for _, k := range keysOf(b, r) {
			uses = append(uses, use{r, k})
		}
	}
	out := map[binding][]string{}
	for _, u := range uses {
		for _, v := range uses {
			if u.r == v.r || u.key != v.key || !bindings.Clash(u.r.name(), v.r.name()) {
				continue
			}
			// Gamepad buttons are per player: the same button on two
			// players' handlers is two buttons.
			if u.r.handler >= 0 && v.r.handler >= 0 && u.r.handler != v.r.handler && strings.HasPrefix(u.key, "gamepad_") {
				continue
			}
			out[u.r] = append(out[u.r], fmt.Sprintf("%s is also %s", controls.KeyLabel(u.key), v.r.label()))
		}
	}
	return out
}

func keysLabel(keys []string) string {
	if len(keys) == 0 {
		return "none"
	}
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = controls.KeyLabel(k)
	}
	return strings.Join(out, ", ")
}

// withKey returns bindings b with row r's keys changed: key alone on its
// device (a new key or mouse button keeps the gamepad's buttons, a new
// gamepad button keeps the keyboard's and mouse's keys), or key added. An
// override equal to the defaults is dropped.
func withKey(b controls.Bindings, r binding, key string, add bool) controls.Bindings {
	cur := keysOf(b, r)
	var keys []string
	if add {
		keys = append(slices.DeleteFunc(slices.Clone(cur), func(k string) bool { return k == key }), key)
	} else {
		pad := strings.HasPrefix(key, "gamepad_")
		for _, k := range cur {
			if strings.HasPrefix(k, "gamepad_") != pad && k != key {
				keys = append(keys, k)
			}
		}
		if pad {
			keys = append(keys, key) // the keyboard's keys first, as the defaults have them
		} else {
			keys = append([]string{key}, keys...)
		}
	}
	return withKeys(b, r, keys)
}

// withKeys returns b with row r bound to keys; nil keys, or the default
// keys in any order, restore the defaults.
func withKeys(b controls.Bindings, r binding, keys []string) controls.Bindings {
	out := controls.Bindings{Pointer: maps.Clone(b.Pointer)}
	for i := range out.Players {
		out.Players[i] = maps.Clone(b.Players[i])
	}
	m := &out.Pointer
	def := controls.DefaultBindings().Pointer
	if r.handler >= 0 {
		m = &out.Players[r.handler]
		def = controls.DefaultBindings().Players[r.handler]
	}
	if keys == nil || sameKeys(keys, def[r.name()]) {
		delete(*m, r.name())
		return out
	}
	if *m == nil {
		*m = map[string][]string{}
	}
	(*m)[r.name()] = keys
	return out
}

// sameKeys reports whether a and b hold the same keys, in any order.
func sameKeys(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// capture is a rebinding in progress: waiting for the player's key.
type capture struct {
	row     binding
	add     bool
	scanner *kinput.KeyScanner
	shown   string // the keys held so far
}

// bindingsPage lists every action with its keys, rebinds one by the next
// key pressed, and applies and saves each change at once.
type bindingsPage struct {
	pageBase
	rows     []binding
	list     *widget.List
	change   *widget.Button
	add      *widget.Button
	reset    *widget.Button
	resetAll *widget.Button
	back     *widget.Button
	panel    widget.Rect
	st       widget.Status
	capture  *capture
	clashes  map[binding][]string
}

func newBindingsPage(m *Menu) *bindingsPage {
	p := &bindingsPage{pageBase: newPageBase(m), rows: allBindings()}
	p.list = &widget.List{RowH: 34, OnSelect: func(int) { p.st = widget.Status{} }, OnChoose: func(int) { p.start(false) }}
	p.change = &widget.Button{Label: "Change key", Primary: true, OnPress: func() { p.start(false) }}
	p.add = &widget.Button{Label: "Add a key", OnPress: func() { p.start(true) }}
	p.reset = &widget.Button{Label: "Default keys", OnPress: func() { p.resetRow() }}
	p.resetAll = &widget.Button{Label: "Reset all to defaults", OnPress: func() {
		p.apply(controls.Bindings{}, "Every action has its default keys again.")
	}}
	p.back = &widget.Button{Label: "Back", OnPress: func() { m.pop() }}
	p.form.Set(p.list, p.change, p.add, p.reset, p.resetAll, p.back)
	p.refresh()
	return p
}

func (p *bindingsPage) current() binding { return p.rows[min(p.list.Sel, len(p.rows)-1)] }

// refresh rebuilds the rows from the bindings in force.
func (p *bindingsPage) refresh() {
	b := p.env.Controls.Bindings()
	p.clashes = conflicts(b, p.rows)
	p.list.Rows = p.list.Rows[:0]
	for _, r := range p.rows {
		p.list.Rows = append(p.list.Rows, widget.Row{Title: r.label(), Note: keysLabel(keysOf(b, r)), Warn: len(p.clashes[r]) > 0})
	}
}

// start waits for a key for the selected action.
func (p *bindingsPage) start(add bool) {
	p.capture = &capture{row: p.current(), add: add, scanner: kinput.NewKeyScanner(p.env.Controls.Pointer)}
	p.st = widget.Status{}
}

func (p *bindingsPage) resetRow() {
	r := p.current()
	p.apply(withKeys(p.env.Controls.Bindings(), r, nil), fmt.Sprintf("%s has its default keys again.", r.label()))
}

// assign binds key to the captured action.
func (p *bindingsPage) assign(key string) {
	c := p.capture
	p.capture = nil
	if c.row.action == controls.Cursor {
		p.st.Warn("Not changed: the cursor moves with a stick, and a stick cannot be captured here; set it in settings.json.")
		return
	}
	b := withKey(p.env.Controls.Bindings(), c.row, key, c.add)
	p.apply(b, fmt.Sprintf("%s: %s.", c.row.label(), keysLabel(keysOf(b, c.row))))
}

// apply puts bindings in force (env.Controls.Rebind), into the settings,
// and saves them, and only them, to the settings file: other settings
// applied but not saved stay out of it.
func (p *bindingsPage) apply(b controls.Bindings, done string) {
	if err := p.env.Controls.Rebind(b); err != nil {
		p.st.Warn("Not changed: %v", err)
		return
	}
	p.env.Settings.Bindings = b
	p.refresh()
	if err := saveBindings(b); err != nil {
		p.st.Warn("%s In force now, but not saved: %v", done, err)
		return
	}
	if c := p.clashes[p.current()]; len(c) > 0 {
		p.st.Warn("%s Saved. Warning: %s.", done, strings.Join(c, "; "))
		return
	}
	p.st.Info("%s Saved.", done)
}

// saveBindings writes b into the settings file, the file's other
// settings kept as they are.
func saveBindings(b controls.Bindings) error {
	path, err := settings.SettingsFile()
	if err != nil {
		return err
	}
	return settings.SaveBindings(path, b)
}

// mouseKeys are the mouse buttons a capture takes, by name.
var mouseKeys = []struct {
	b    ebiten.MouseButton
	name string
}{
	{ebiten.MouseButtonLeft, "mouse_left_button"}, {ebiten.MouseButtonRight, "mouse_right_button"},
	{ebiten.MouseButtonMiddle, "mouse_middle_button"}, {ebiten.MouseButton3, "mouse_back_button"},
	{ebiten.MouseButton4, "mouse_forward_button"},
}

// scan reads the key for a capture: Esc cancels; a mouse button, the
// wheel or a gamepad button counts at once; keys (with Ctrl and Shift)
// through the library's key scanner, done when they are released.
func (p *bindingsPage) scan(in *widget.Input) {
	c := p.capture
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		p.capture = nil
		p.st.Info("Not changed.")
		return
	}
	mod := ""
	if ebiten.IsKeyPressed(ebiten.KeyShift) {
		mod = "shift+"
	}
	if ebiten.IsKeyPressed(ebiten.KeyControl) {
		mod = "ctrl+" + mod
	}
	for _, mk := range mouseKeys {
		if inpututil.IsMouseButtonJustPressed(mk.b) {
			p.assign(mod + mk.name)
			return
		}
	}
	if b := p.env.Controls.PadButton(); b != "" {
		p.assign(b)
		return
	}
	switch {
	case in.Wheel > 0:
		p.assign("wheel_up")
		return
	case in.Wheel < 0:
		p.assign("wheel_down")
		return
	}
	k, st := c.scanner.Scan()
	switch st {
	case kinput.KeyScanChanged:
		c.shown = k.String()
	case kinput.KeyScanCompleted:
		if k.String() != "" {
			p.assign(k.String())
		}
	}
}

func (p *bindingsPage) layout(area widget.Rect) {
	c := body(area)
	top := c.Y + 64
	bottom := c.Bottom() - buttonH - 16
	lw := min(c.W*0.56, 660)
	p.list.Rect = widget.Rect{X: c.X, Y: top, W: lw, H: bottom - top}
	p.panel = widget.Rect{X: c.X + lw + 24, Y: top, W: c.W - lw - 24, H: bottom - top}
	in := p.panel.Inset(24)
	y := in.Bottom() - 3*40 - 2*10
	for _, b := range []*widget.Button{p.change, p.add, p.reset} {
		b.Rect = widget.Rect{X: in.X, Y: y, W: min(in.W, 260), H: 40}
		y += 50
	}
	p.resetAll.Rect = widget.Rect{X: c.X, Y: c.Bottom() - buttonH, W: 260, H: buttonH}
	p.back.Rect = widget.Rect{X: c.Right() - 150, Y: c.Bottom() - buttonH, W: 150, H: buttonH}
}

func (p *bindingsPage) update(in *widget.Input) {
	if p.capture != nil {
		p.scan(in)
		return
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyDelete) {
		p.resetRow()
	}
	if in.Back {
		p.m.pop()
		return
	}
	p.form.Update(in)
}

func (p *bindingsPage) draw(dst *ebiten.Image, area widget.Rect) {
	s := p.style()
	c := body(area)
	s.Write(dst, s.Fonts.Bold, 36, s.Pal.Ink, c.X, c.Y, "Key bindings")
	n := 0
	for _, x := range p.clashes {
		n += len(x)
	}
	if n > 0 {
		s.WriteRight(dst, s.Fonts.Bold, sizeSmall, s.Pal.Warning, c.Right(), c.Y+18, "Some keys do two things: see the marked rows")
	}
	s.Panel(dst, p.panel)
	p.form.Draw(dst, s)
	in := p.panel.Inset(24)
	r := p.current()
	s.Write(dst, s.Fonts.Bold, sizeHeading, s.Pal.Ink, in.X, in.Y-4, widget.Fit(r.label(), s.Fonts.Bold, sizeHeading, in.W))
	who := "The shared pointer: keyboard, mouse and gamepads, for whoever holds it."
	if r.handler >= 0 {
		who = fmt.Sprintf("Player %d's own inputs (a key, and a button on player %d's gamepad).", r.handler+1, r.handler+1)
	}
	y := s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, in.X, in.Y+36, in.W, who, 2)
	y = s.Para(dst, s.Fonts.Regular, sizeBody, s.Pal.Ink, in.X, y+8, in.W, about(r.action), 2)
	s.Write(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, in.X, y+12, "Keys")
	y = s.Para(dst, s.Fonts.Mono, sizeBody, s.Pal.Ink, in.X+60, y+10, in.W-60, keysLabel(keysOf(p.env.Controls.Bindings(), r)), 2)
	if cl := p.clashes[r]; len(cl) > 0 {
		y = s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Warning, in.X, y+8, in.W, "Warning: "+strings.Join(cl, "; ")+".", 4)
	}
	if p.capture == nil {
		s.Para(dst, s.Fonts.Regular, sizeTiny, s.Pal.Dim, in.X, p.change.Rect.Y-44, in.W,
			"Enter, or a click on the chosen row, changes its key. Delete gives it its default keys. Every change is saved at once.", 2)
	} else {
		box := widget.Rect{X: in.X - 8, Y: y + 14, W: in.W + 16, H: p.change.Rect.Y - y - 28}
		widget.Fill(dst, box, s.Pal.PanelLight)
		widget.Frame(dst, box, 2, s.Pal.Accent)
		verb := "a new key"
		if p.capture.add {
			verb = "a key to add"
		}
		yy := s.Para(dst, s.Fonts.Bold, sizeBody, s.Pal.Ink, box.X+16, box.Y+12, box.W-32, fmt.Sprintf("Press %s for %s…", verb, p.capture.row.label()), 2)
		if p.capture.shown != "" {
			yy = s.Para(dst, s.Fonts.Mono, sizeBody, s.Pal.Accent, box.X+16, yy+4, box.W-32, controls.KeyLabel(p.capture.shown), 1)
		}
		s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, box.X+16, yy+6, box.W-32,
			"Esc cancels. Hold Ctrl or Shift with it for a combination. A mouse button, the wheel or a gamepad button works too; keys of the other device are kept.", 4)
	}
	p.st.Draw(dst, s, widget.Rect{X: p.resetAll.Rect.Right() + 16, Y: p.back.Rect.Y, W: p.back.Rect.X - 32 - p.resetAll.Rect.Right(), H: buttonH + 8})
}
