package battle

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/logtext"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/rules/facet"
)

// layout places the screen's parts for a w×h screen.
type layout struct {
	w, h         float64
	dragging     bool
	dragX, dragY float64
	// band is how tall the banners across the top of the map have been at
	// most (banners): the deck is fitted below them.
	band float64
}

const (
	topBar    = 64.0
	bottomBar = 30.0
	panelW    = 480.0
)

func newLayout(w, h float64) layout { return layout{w: w, h: h} }

// mapRect is where the deck is drawn.
func (l layout) mapRect() (x, y, w, h float64) {
	return 0, topBar, l.w - panelW, l.h - topBar - bottomBar
}

// Draw draws the whole screen.
func (b *Battle) Draw(screen *ebiten.Image) {
	w, h := ui.UnitsSize(screen) // the screen in layout units
	if w != b.layout.w || h != b.layout.h {
		keep := b.layout
		b.layout = newLayout(w, h)
		b.layout.dragging, b.layout.dragX, b.layout.dragY = keep.dragging, keep.dragX, keep.dragY
		b.cam.SetView(b.layout.mapRect())
		if !b.touched {
			b.openView()
		}
	}
	if band := b.bannerBand(); band > b.layout.band {
		b.layout.band = band
		if !b.touched {
			b.openView()
		}
	}
	if b.swap.covered() {
		b.drawCover(screen)
		return
	}
	screen.Fill(b.env.Palette.Background)
	b.drawMap(screen)
	b.drawTopBar(screen)
	b.drawPanel(screen)
	b.drawLegend(screen)
	b.drawHints(screen)
	b.drawMessages(screen)
}

// drawTopBar draws both sides' AP and channels, the round and the clock.
func (b *Battle) drawTopBar(dst *ebiten.Image) {
	pal, f := b.env.Palette, b.env.Fonts
	ui.Vector.FillRect(dst, 0, 0, float32(b.layout.w), topBar, pal.Panel, false)
	ui.Vector.FillRect(dst, 0, topBar-2, float32(b.layout.w), 2, pal.Rule, false)
	sides := b.view().Sides()
	half := b.layout.w / 2
	// Each side's block takes what the round and the clock in the middle
	// leave, up to 430 pixels.
	block := min(430, (b.layout.w-centreW)/2-32)
	for i, s := range sides {
		x := 16.0
		if i == 1 {
			x = b.layout.w - 16 - block
		}
		col := pal.SidesLight[i]
		ui.Vector.FillRect(dst, float32(x), 10, 6, 44, pal.Sides[i], false)
		name := widget.Fit(s.Name, f.Bold, 20, block-14)
		ui.Write(dst, f.Bold, 20, col, x+14, 6, name)
		ui.Write(dst, f.Bold, 30, pal.Ink, x+14, 28, fmt.Sprintf("%d AP", s.AP))
		status := b.sideStatus(i, s)
		ui.Write(dst, f.Regular, 14, pal.Dim, x+120, 30, widget.Fit(status, f.Regular, 14, block-120))
		// The command channel: how long until it is free.
		busy := float64(s.ChannelFree-b.view().Tick()) / match.TicksPerSecond
		bx, by, bw := x+120, 50.0, block-130
		ui.Vector.FillRect(dst, float32(bx), float32(by), float32(bw), 6, pal.PanelLight, false)
		if busy > 0 {
			frac := min(busy/(b.view().Settings().SecondsPerAP*6), 1)
			ui.Vector.FillRect(dst, float32(bx), float32(by), float32(bw*frac), 6, pal.Sides[i], false)
		}
		if b.clock.Holding(s.ID) {
			left := b.clock.Remaining(s.ID, b.now)
			holds := holdsNote(left, x+block-(x+14+ui.TextWidth(name, f.Bold, 20)+12), func(s string) float64 { return ui.TextWidth(s, f.Bold, 15) })
			ui.Write(dst, f.Bold, 15, pal.Warning, x+block-ui.TextWidth(holds, f.Bold, 15), 8, holds)
		} else if m := b.moduleStatus(i); m != "" {
			// What the modules played say of the side (facet.Status).
			ui.Write(dst, f.Regular, 13, pal.Dim, x+block-ui.TextWidth(m, f.Regular, 13), 11, m)
		}
	}
	centre := fmt.Sprintf("Round %d of %d", b.view().Round(), b.view().Scenario().Rounds)
	ui.Write(dst, f.Bold, 22, pal.Ink, half-ui.TextWidth(centre, f.Bold, 22)/2, 6, centre)
	clock := fmt.Sprintf("game time %s", gameTime(b.view().Tick()))
	switch {
	case b.watching && b.time.paused:
		clock = "REPLAY PAUSED · " + clock
	case b.watching:
		clock = "REPLAY · " + clock
	case b.time.paused:
		clock = "PAUSED · " + clock
	case b.waitingFor() != "":
		clock = b.waitingFor() + " · " + clock
	case b.clock.Frozen():
		clock = "TIME FROZEN · " + clock
	}
	if b.time.speed != normalSpeed {
		clock += " · speed " + speedText(b.time.rate())
	}
	if open := b.clock.FaceOffOpen(b.now); open > 0 {
		clock = fmt.Sprintf("FACE-OFF WINDOW %.2f s · ", open) + clock
	}
	if left, ok := b.roundLeft(); ok {
		clock += fmt.Sprintf(" · round ends in %.0f s", math.Ceil(left))
	}
	room := b.layout.w - 2*(block+24)
	if round, _, ok := b.nextEvent(); ok { // said in full in the panel; here when it fits
		if more := clock + fmt.Sprintf(" · event at end of round %d", round); ui.TextWidth(more, f.Regular, 15) <= room {
			clock = more
		}
	}
	clock = widget.Fit(clock, f.Regular, 15, room)
	ui.Write(dst, f.Regular, 15, pal.Dim, half-ui.TextWidth(clock, f.Regular, 15)/2, 36, clock)
}

// centreW is the width the top bar keeps in its middle for the round and
// the clock.
const centreW = 240.0

// nextEvent is the scenario's next event: the round at whose end it
// comes and what it does, its text or else its type ("flood").
func (b *Battle) nextEvent() (round int, what string, ok bool) {
	for _, e := range b.view().Scenario().Events {
		if e.Round >= b.view().Round() {
			what := e.Type
			if e.Text != "" {
				what = e.Text
			}
			return e.Round, what, true
		}
	}
	return 0, "", false
}

// drawNextEvent writes the scenario's next event in full at y in the
// panel, wrapped to its width (the top bar only says when it comes), and
// returns the y under it.
func (b *Battle) drawNextEvent(dst *ebiten.Image, x, y float64) float64 {
	round, what, ok := b.nextEvent()
	if !ok {
		return y
	}
	f := b.env.Fonts
	y += 6
	for _, l := range widget.Wrap(fmt.Sprintf("End of round %d: %s", round, what), f.Regular, 14, panelW-32) {
		ui.Write(dst, f.Regular, 14, b.env.Palette.Warning, x, y, l)
		y += 19
	}
	return y
}

// darkKey is the battle's colour key entry for darkness; its label cites
// the rule only with Rules detail on.
var darkKey = ui.KeyEntry{Label: "dark: +2 to hit", Colour: color.RGBA{0x1d, 0x19, 0x1b, 0xff}}

// legend is the battle's colour key: the deck key's entries this deck
// has, and darkness if it has any, so a deck's own kinds (a gantry, say)
// fit along the map's foot.
func (b *Battle) legend() []ui.KeyEntry {
	var out []ui.KeyEntry
	for _, k := range ui.DeckKey {
		if b.deck.Shows(k.Colour) {
			out = append(out, k)
		}
	}
	if b.deck.Dark() {
		k := darkKey
		k.Label += b.cite("KG-SCN-02")
		out = append(out, k)
	}
	return out
}

// legendRows splits the terrain colour key into rows as wide as the map
// allows, and gives the width each entry takes.
func (b *Battle) legendRows() (rows [][]ui.KeyEntry, step func(ui.KeyEntry) float64) {
	f := b.env.Fonts
	_, _, mw, _ := b.layout.mapRect()
	step = func(k ui.KeyEntry) float64 { return 18 + ui.TextWidth(k.Label, f.Regular, 12) + 10 }
	width := 8.0
	for _, k := range b.legend() {
		if len(rows) == 0 || width+step(k) > mw-16 {
			rows, width = append(rows, nil), 8
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], k)
		width += step(k)
	}
	return rows, step
}

// legendTop is the top of the colour key's rows along the map's foot
// (the map's foot when it has none): toasts stand above it.
func (b *Battle) legendTop() float64 {
	_, my, _, mh := b.layout.mapRect()
	rows, _ := b.legendRows()
	return my + mh - 4 - 22*float64(len(rows))
}

// drawLegend draws the terrain colour key along the bottom of the map,
// in as many rows as a narrow window needs (the last row at the foot).
func (b *Battle) drawLegend(dst *ebiten.Image) {
	pal, f := b.env.Palette, b.env.Fonts
	mx, my, mw, mh := b.layout.mapRect()
	rows, step := b.legendRows()
	dst = dst.SubImage(ui.Rect(mx, my, mw, mh)).(*ebiten.Image)
	for i, row := range rows {
		x, y := mx+8, my+mh-24-22*float64(len(rows)-1-i)
		w := 8.0
		for _, k := range row {
			w += step(k)
		}
		ui.Vector.FillRect(dst, float32(x), float32(y), float32(min(w, mw-16)), 20, withAlpha(pal.Panel, 0xd8), false)
		x += 8
		for _, k := range row {
			b.deck.DrawKey(dst, x, y+5, 10, k)
			ui.Write(dst, f.Regular, 12, pal.Dim, x+14, y+3, k.Label)
			x += step(k)
		}
	}
}

// sideStatus says what a side is doing.
func (b *Battle) sideStatus(i int, s match.SideInfo) string {
	switch {
	case s.Frozen:
		return "frozen until its event"
	case s.Done:
		return "done this round"
	}
	if run := b.view().Running(s.ID); len(run) > 0 {
		if u, ok := b.view().Unit(run[0].Unit); ok && !b.lens.shows(&u) {
			return "busy" // out of sight under the fog of war
		}
		busy := fmt.Sprintf("busy: %s, %s", b.unitName(run[0].Unit), b.verbWords(run[0].Verb))
		if q := b.queuedText(); q != "" && i == b.setup.Human {
			busy += " · " + q
		}
		return busy
	}
	if b.watching {
		return "ready"
	}
	if b.solo {
		if i == b.setup.Human && b.time.paused {
			return "ready: your orders wait for play"
		}
		if t, ok := b.turn(); i == b.setup.Human && ok && !(t.Ready && t.Side == i) {
			return "ready: your orders wait for your " + t.Word // a rule module's turns (impulse mode)
		}
		if i == b.setup.Human {
			return "ready: your orders go at once"
		}
		return "ready (AI, " + b.setup.AI + ")"
	}
	return "ready · claim: " + strings.Join(b.env.Controls.PlayerKeyLabels(i, controls.Claim), " or ")
}

func gameTime(tick int) string {
	s := tick / match.TicksPerSecond
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// drawPanel draws the right panel: the selected model, the order being
// built with its preview, and the event log.
func (b *Battle) drawPanel(dst *ebiten.Image) {
	pal, f := b.env.Palette, b.env.Fonts
	x0 := b.layout.w - panelW
	ui.Vector.FillRect(dst, float32(x0), topBar, panelW, float32(b.layout.h-topBar-bottomBar), pal.Panel, false)
	ui.Vector.FillRect(dst, float32(x0), topBar, 2, float32(b.layout.h-topBar-bottomBar), pal.Rule, false)
	x, y := x0+14, topBar+10
	y = b.drawSelected(dst, x, y)
	y = b.drawOrder(dst, x, y)
	y = b.drawHand(dst, x, y)
	y = b.drawNextEvent(dst, x, y)
	ui.Vector.FillRect(dst, float32(x), float32(y+4), panelW-32, 1, pal.Rule, false)
	ui.Write(dst, f.Bold, 15, pal.Dim, x, y+10, "EVENT LOG")
	b.log.draw(b, dst, x, y+34, b.minimapTop()-8)
	b.drawMinimap(dst)
	b.drawTip(dst)
}

// draw draws the log's newest lines between y and bottom. The text is
// drawn into a cached picture again only when a line arrives or the space
// changes: a frame then costs one DrawImage, not a thousand glyphs.
func (l *eventLog) draw(b *Battle, dst *ebiten.Image, x, y, bottom float64) {
	w, h := int(panelW-16), int(bottom-y)
	if h <= 0 {
		return
	}
	// The scrollbar stands in the panel's right margin, beside the lines.
	l.view.x, l.view.y, l.view.w, l.view.h, l.view.visible = x-8, y, float64(w)+scrollbarW, float64(h), int(float64(h)/logStep)
	key := fmt.Sprintf("%d|%d|%d|%p|%d", l.seen, len(l.lines), h, b.env.Palette, l.scroll)
	pw, ph := int(ui.Px(float64(w))+0.5), int(ui.Px(float64(h))+0.5) // the picture in screen pixels
	if l.pic == nil || l.pic.Bounds().Dx() != pw || l.pic.Bounds().Dy() != ph || key != l.key {
		if l.pic == nil || l.pic.Bounds().Dx() != pw || l.pic.Bounds().Dy() != ph {
			l.pic = ebiten.NewImage(pw, ph)
		}
		l.pic.Clear()
		b.drawLog(l.pic, 8, 0, float64(h))
		l.key = key
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(ui.Px(x-8), ui.Px(y))
	dst.DrawImage(l.pic, op)
	b.drawScrollbar(dst)
}

// drawSelected describes the selected model.
func (b *Battle) drawSelected(dst *ebiten.Image, x, y float64) float64 {
	pal, f := b.env.Palette, b.env.Fonts
	u, ok := b.view().Unit(b.order.selected)
	if !ok || !u.Present() {
		if b.lens.fog && b.lens.viewer < 0 {
			// Hotseat under the fog of war, while the clock runs.
			ui.Write(dst, f.Regular, 15, pal.Dim, x, y, "Fog of war: shown are only the models in\nthe enemy's sight. Claim to see your side.")
			return y + 50
		}
		ui.Write(dst, f.Regular, 15, pal.Dim, x, y, "Left click a model to select it.")
		return y + 30
	}
	col := pal.Ink
	if u.Side >= 0 {
		col = pal.SidesLight[u.Side]
	}
	ui.Write(dst, f.Bold, 19, col, x, y, b.unitName(u.ID))
	y += 26
	st := u.F.Stats
	line := fmt.Sprintf("Sp %s  CC %s  RC %s  St %s  Bo %s  Wi %s", st.Speed, st.CC, st.RC, st.Strength, st.Body, st.Willpower)
	ui.Write(dst, f.Mono, 13, pal.Ink, x, y, line)
	y += 20
	var gear []string
	if w := u.F.Ranged; w != nil {
		gear = append(gear, fmt.Sprintf("%s (short %.0f\", long %.0f\")", w.Name, w.Short, w.Long))
	}
	if w := u.F.Melee; w != nil {
		gear = append(gear, w.Name)
	}
	if a := u.F.Armour; a != nil {
		gear = append(gear, a.Name)
	}
	ui.Write(dst, f.Regular, 13, pal.Dim, x, y, widget.Fit(strings.Join(gear, " · "), f.Regular, 13, panelW-40))
	y += 20
	var states []string
	states = append(states, fmt.Sprintf("wounds %d/%d", u.F.Wounds, u.F.WoundCapacity))
	if u.F.Pin.Pinned() {
		states = append(states, "pinned")
	}
	if u.F.Prone {
		states = append(states, "knocked down")
	}
	if u.F.StuckAP > 0 {
		states = append(states, fmt.Sprintf("stuck (%d AP)", u.F.StuckAP))
	}
	if u.Waiting {
		states = append(states, "waiting")
	}
	if u.F.Fatigue > 0 {
		states = append(states, fmt.Sprintf("fatigue %d", u.F.Fatigue))
	}
	modStates, modLines := b.moduleStates(u)
	states = append(states, modStates...)
	for i, l := range widget.Wrap(strings.Join(states, " · "), f.Regular, 13, panelW-40) {
		if i > 0 {
			y += 18
		}
		ui.Write(dst, f.Regular, 13, pal.Ink, x, y, l)
	}
	for _, l := range modLines {
		y += 18
		ui.Write(dst, f.Regular, 13, pal.Warning, x, y, widget.Fit(l, f.Regular, 13, panelW-40))
	}
	return y + 26
}

// drawOrder shows the chosen order, the combo and the preview.
func (b *Battle) drawOrder(dst *ebiten.Image, x, y float64) float64 {
	pal, f := b.env.Palette, b.env.Fonts
	b.order.tips = b.order.tips[:0]
	if b.order.selected == "" && len(b.order.combo) == 0 {
		return y
	}
	ui.Write(dst, f.Bold, 16, pal.Warning, x, y, "Order: "+b.verbLabel())
	y += 24
	for i := range b.order.combo {
		ui.Write(dst, f.Regular, 13, pal.Ink, x, y, widget.Fit(fmt.Sprintf("%d. %s", i+1, b.comboStepText(i)), f.Regular, 13, panelW-40))
		y += 18
	}
	if !b.order.previewOK {
		return y + 4
	}
	p := b.order.preview
	if !b.env.Settings.Premeasure {
		ui.Write(dst, f.Regular, 13, pal.Dim, x, y, "Strict tabletop: nothing is measured before you declare (RULINGS §6).")
		return y + 24
	}
	switch {
	case p.Err != nil:
		y0 := y
		for _, l := range widget.Wrap(b.refusalText(b.order.previewBy, p.Err), f.Regular, 13, panelW-40) {
			ui.Write(dst, f.Regular, 13, pal.Accent, x, y, l)
			y += 18
		}
		b.tipRows(x, y0, y, refusalTip)
	default:
		y = b.terms(dst, f.Regular, 14, pal.Ink, x, y, []term{b.apTerm(p.AP)}) + 1
		y = b.drawRows(dst, facet.UnderCost, x, y)
		if p.Ranged != nil {
			y = b.drawRanged(dst, p, x, y) // with the modules' rows of the shot
		} else {
			y = b.drawRows(dst, facet.WithShot, x, y)
		}
		if o := p.Odds; o != nil && (p.Ranged == nil || !p.Ranged.OutOfRange) {
			y = b.drawOddsRow(dst, o, x, y)
		}
		y = b.drawRows(dst, facet.UnderOdds, x, y)
	}
	return y + 6
}

// drawLog draws the lines of the event log in view (the newest, or those
// scrolled back to) between y and bottom, dice coloured: kept bright,
// dropped dim.
func (b *Battle) drawLog(dst *ebiten.Image, x, y, bottom float64) {
	pal, f := b.env.Palette, b.env.Fonts
	const size, step = 11.0, logStep
	from, to := b.log.window() // scrolled back, or the newest
	for _, l := range b.log.lines[from:to] {
		c := pal.Ink
		switch l.Kind {
		case logtext.Refusal:
			c = pal.Accent
		case logtext.Round:
			c = pal.Warning
		case logtext.Good:
			c = pal.Good
		case logtext.Bad:
			c = pal.Accent
		case logtext.Info:
			c = pal.Dim
		}
		if l.Side >= 0 && l.Side < 2 {
			ui.Vector.FillRect(dst, float32(x-8), float32(y+2), 3, 11, pal.Sides[l.Side], false)
		}
		ui.Write(dst, f.Mono, size, c, x, y, l.Text)
		for _, d := range l.Dice {
			if !d.Kept {
				continue
			}
			dx := x + ui.TextWidth(l.Text[:d.Start], f.Mono, size)
			w := ui.TextWidth(l.Text[d.Start:d.End], f.Mono, size)
			ui.Vector.StrokeRect(dst, float32(dx-1), float32(y), float32(w+2), 14, 1, pal.Warning, false)
		}
		y += step
	}
}

// drawHints draws the bottom bar: what the keys do now, as many of them
// as fit its width (hintsThatFit).
func (b *Battle) drawHints(dst *ebiten.Image) {
	pal, f := b.env.Palette, b.env.Fonts
	y := b.layout.h - bottomBar
	ui.Vector.FillRect(dst, 0, float32(y), float32(b.layout.w), bottomBar, pal.Panel, false)
	key := hintKey{b.watching, b.m.Over(), b.layout.w, b.offered(), b.canPlant(), b.nearOpenDoor(), b.answersShown()}
	if key != b.hintFor || b.hintLine == "" {
		// The bindings do not change during a match: the line changes
		// only with the screen's state and width.
		width := func(s string) float64 { return ui.TextWidth(s, f.Regular, hintSize) }
		b.hintFor, b.hintLine = key, hintsThatFit(b.hints(), b.layout.w-24, width)
	}
	ui.Write(dst, f.Regular, hintSize, pal.Dim, 12, y+7, b.hintLine)
}

// hintKey is what the bottom bar's line depends on.
type hintKey struct {
	watching, over bool
	width          float64
	offers         offers // which orders are offered (offered.go)
	plant, shut    bool   // it may set a charge (GAP-34), shut a door (GAP-38)
	answers        string // the standing answer to offers (asked.go)
}

// hintSize is the bottom bar's text size.
const hintSize = 13

// A hint is one entry of the bottom bar: keys and what they do. Hints of
// one group are written side by side ("M move  R run"), groups apart
// (" · "). rank orders them for dropping: the bar keeps the lowest ranks
// when it is too narrow for all.
type hint struct {
	keys, does string
	group      int
	rank       int
}

// hints are the bottom bar's entries now, their keys read from the
// bindings.
func (b *Battle) hints() []hint {
	c := b.env.Controls
	keys := func(a controls.Action) string { return keyNames(c, a) }
	var out []hint
	add := func(group, rank int, a controls.Action, does string) {
		out = append(out, hint{keys: keys(a), does: does, group: group, rank: rank})
	}
	switch {
	case b.watching:
		add(0, 0, controls.Pause, "pause")
		b.speedHint(&out, 0, 4)
		add(1, 1, controls.Back, "menu")
		pan := keys(controls.PanLeft) + keys(controls.PanUp) + keys(controls.PanDown) + keys(controls.PanRight)
		out = append(out, hint{keys: pan + "/" + keys(controls.Drag), does: "pan", group: 2, rank: 2})
		zoom := controls.Labels(append(c.KeyNames(controls.ZoomIn), c.KeyNames(controls.ZoomOut)...))
		out = append(out, hint{keys: strings.Join(zoom, "/"), does: "zoom", group: 3, rank: 3})
		return out
	case b.m.Over() && b.setup.Back != nil:
		add(0, 0, controls.Back, "back")
	case b.m.Over():
		add(0, 0, controls.Back, "menu")
		return out
	}
	if !b.solo {
		claim := []string{}
		for i := range 2 {
			if k := c.PlayerKeyLabels(i, controls.Claim); len(k) > 0 {
				claim = append(claim, k[0])
			}
		}
		out = append(out, hint{keys: strings.Join(claim, " or "), does: "claim", group: 0, rank: 0})
	}
	// The ranks: what a newcomer needs first stays longest on a narrow bar.
	add(1, 1, controls.Select, "select")
	add(1, 2, controls.Order, "order")
	if c.PadInUse() { // the shoulders step through the orders
		out = append(out, hint{keys: keys(controls.NextVerb) + "/" + keys(controls.PrevVerb), does: "next/previous order", group: 1, rank: 3})
	}
	offer := b.offered()
	for i, v := range coreVerbs {
		if offer.verbs&(1<<i) != 0 {
			add(2, v.rank, v.action, v.does)
		}
	}
	for i, k := range b.keys {
		if offer.keys&(1<<i) != 0 {
			does := k.key.Hint
			if w := b.answersShown(); k.key.Answers && w != "" {
				does += ": " + w
			}
			add(2, k.key.Rank, k.action, does)
		}
	}
	for i, k := range b.combos {
		if offer.combos&(1<<i) != 0 {
			add(2, k.key.Rank, k.action, k.key.Hint)
		}
	}
	if b.canPlant() {
		add(2, 5, controls.VerbPlant, "plant charge")
	}
	if b.nearOpenDoor() {
		add(2, 6, controls.VerbShut, "shut door")
	}
	if b.mayPause() {
		add(0, 3, controls.Pause, "pause")
		b.speedHint(&out, 0, 18)
	}
	add(3, 3, controls.Declare, "declare")
	add(3, 4, controls.DoneRound, "done")
	add(3, 5, controls.Back, "back")
	add(4, 17, controls.AddStep, "add step")
	add(4, 18, controls.Undo, "undo")
	add(4, 19, controls.CancelCombo, "cancel")
	add(4, 20, controls.Save, "save")
	return out
}

// hintsThatFit writes hints in their order, leaving out those of the
// highest rank until the line is no wider than room (measured by width).
func hintsThatFit(hints []hint, room float64, width func(string) float64) string {
	kept := slices.Clone(hints)
	for {
		line := writeHints(kept)
		if len(kept) <= 1 || width(line) <= room {
			return line
		}
		worst := 0
		for i, h := range kept {
			if h.rank > kept[worst].rank {
				worst = i
			}
		}
		kept = slices.Delete(kept, worst, worst+1)
	}
}

// writeHints joins hints: "K does" each, two spaces apart within a group,
// " · " between groups.
func writeHints(hints []hint) string {
	var s strings.Builder
	for i, h := range hints {
		switch {
		case i == 0:
		case h.group == hints[i-1].group:
			s.WriteString("  ")
		default:
			s.WriteString(" · ")
		}
		s.WriteString(h.keys + " " + h.does)
	}
	return s.String()
}

// messageBanner is one banner across the map: its text, the colour of
// its edge and where it stands.
type messageBanner struct {
	text       string
	edge       color.RGBA
	x, y, w, h float64
}

// banners lays out the banners across the map: the defence prompt, the
// lesson and the paused note stacked from the top, none over another;
// the toast at the foot, above the colour key.
func (b *Battle) banners() []messageBanner {
	pal := b.env.Palette
	mx, my, mw, _ := b.layout.mapRect()
	var out []messageBanner
	y := my + 12
	add := func(text string, edge color.RGBA) {
		h := b.bannerHeight(mw-24, text)
		out = append(out, messageBanner{text, edge, mx + 12, y, mw - 24, h})
		y += h + 8
	}
	if text, side := b.offerText(); text != "" {
		add(text, pal.Sides[side])
	}
	if b.prompt.defender != "" {
		add(b.prompt.text(b), pal.Sides[b.prompt.side])
	}
	if text := b.tutorialText(); text != "" {
		add(text, pal.Accent)
	}
	if text := b.pausedText(); text != "" {
		add(text, pal.Warning)
	}
	if b.flash.shown(b.now) {
		c := pal.Ink
		if b.flash.bad {
			c = pal.Accent
		}
		h := b.bannerHeight(mw-24, b.flash.text)
		out = append(out, messageBanner{b.flash.text, c, mx + 12, b.legendTop() - 6 - h, mw - 24, h})
	}
	return out
}

// bannerBand is how far down the map the lesson and the paused note
// reach now, gap included: the defence prompt, which comes and goes
// with a fight, and the toast at the foot do not count.
func (b *Battle) bannerBand() float64 {
	_, _, mw, _ := b.layout.mapRect()
	band := 0.0
	for _, text := range []string{b.tutorialText(), b.pausedText()} {
		if text != "" {
			band = max(band, 12) + b.bannerHeight(mw-24, text) + 8
		}
	}
	return band
}

// fitDeck fits the whole deck into the map below the banners it has
// shown (layout.band) and above the colour key, so neither covers a
// row of the deck before the person moves the camera.
func (b *Battle) fitDeck() {
	mx, my, mw, mh := b.layout.mapRect()
	top := b.layout.band
	b.cam.SetView(mx, my+top, mw, b.legendTop()-4-my-top)
	b.cam.Fit(b.deck.Deck.W, b.deck.Deck.H)
	x, y := b.cam.ToScreen(b.cam.Centre)
	b.cam.SetView(mx, my, mw, mh)
	b.cam.Centre = b.cam.Centre.Sub(b.cam.ToWorld(x, y).Sub(b.cam.Centre))
}

// drawMessages draws the banners, the defence prompt and the end.
func (b *Battle) drawMessages(dst *ebiten.Image) {
	pal, f := b.env.Palette, b.env.Fonts
	mx, my, mw, mh := b.layout.mapRect()
	for _, m := range b.banners() {
		b.banner(dst, m)
	}
	if r, over := b.m.Result(); over {
		w, h := min(560, mw-24), 150.0
		x, y := mx+(mw-w)/2, my+(mh-h)/2
		ui.Vector.FillRect(dst, float32(x), float32(y), float32(w), float32(h), pal.Panel, false)
		ui.Vector.StrokeRect(dst, float32(x), float32(y), float32(w), float32(h), 2, pal.Accent, false)
		title := "A draw"
		if i := b.sideIndex(r.Winner); i >= 0 {
			title = b.sideName(i) + " won" // "won": right for a team named in the plural (Renegades) and in the singular
		}
		ui.Write(dst, f.Bold, 30, pal.Ink, x+24, y+18, title)
		ui.Write(dst, f.Regular, 16, pal.Dim, x+24, y+64, widget.Fit(r.Reason, f.Regular, 16, w-48))
		ui.Write(dst, f.Regular, 16, pal.Dim, x+24, y+96, fmt.Sprintf("round %d · %s to leave", r.Round, keyNames(b.env.Controls, controls.Back)))
	}
}

// bannerHeight is how tall a banner w wide is with text wrapped in it.
func (b *Battle) bannerHeight(w float64, text string) float64 {
	return 12 + 20*float64(len(widget.Wrap(text, b.env.Fonts.Regular, 15, w-32)))
}

// banner draws a message across the map, wrapped.
func (b *Battle) banner(dst *ebiten.Image, m messageBanner) {
	pal, f := b.env.Palette, b.env.Fonts
	lines := widget.Wrap(m.text, f.Regular, 15, m.w-32)
	ui.Vector.FillRect(dst, float32(m.x), float32(m.y), float32(m.w), float32(m.h), withAlpha(pal.Panel, 0xe8), false)
	ui.Vector.FillRect(dst, float32(m.x), float32(m.y), 5, float32(m.h), m.edge, false)
	for i, l := range lines {
		ui.Write(dst, f.Regular, 15, pal.Ink, m.x+16, m.y+6+20*float64(i), l)
	}
}
