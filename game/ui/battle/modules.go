package battle

import (
	"fmt"
	"github.com/krygothic/krygothic/game/logtext"
	"github.com/krygothic/krygothic/rules/combat"
	"image/color"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// The rule modules on the battle screen. The screen names no module: it
// asks the modules the match plays with for what they hand the game
// (rules/facet), and draws, offers and tells every module the same way:
// its keys and hints, its orders' words and what they aim at, the rows
// it adds to a preview, its shapes on the board, its badges and states.

// moduleKey is a module's key as the screen reads it.
type moduleKey struct {
	action controls.Action
	key    facet.Key
}

// findModuleKeys are the keys of the modules the match plays with, in the
// modules' order; a key the bindings do not know (none should be) is
// left out.
func findModuleKeys(set facet.Set) []moduleKey {
	var out []moduleKey
	for _, m := range set {
		k, ok := m.Loaded.(facet.Keys)
		if !ok {
			continue
		}
		for _, key := range k.Keys() {
			if a, ok := controls.ModuleAction(key.Action); ok {
				out = append(out, moduleKey{a, key})
			}
		}
	}
	return out
}

// moduleVerbKeys chooses the order of a module key pressed: the first of
// the verbs it offers the selected model, or the next after the one
// chosen now; with none, the screen says why.
func (b *Battle) moduleVerbKeys(c *controls.Controls) {
	for _, k := range b.keys {
		if !c.Pressed(k.action) {
			continue
		}
		if k.key.Answers {
			b.stepAnswer(k.key.Hint)
			continue
		}
		var verbs []orders.Verb
		if u, ok := b.view().Unit(b.order.selected); ok && k.key.Verbs != nil {
			verbs = k.key.Verbs(b.view(), u)
		}
		if len(verbs) == 0 {
			if k.key.Nothing != "" {
				b.flash.set(b.now, k.key.Nothing, true)
			}
			continue
		}
		i := slices.Index(verbs, b.order.verb)
		next := verbs[(i+1)%len(verbs)]
		if next == b.order.verb {
			b.order.word++ // the key again, on an order of one verb: its next word
		} else {
			b.order.word = 0
		}
		b.order.verb = next
		b.order.kindChosen, b.order.confirm = false, false
	}
}

// moduleVerb is how the module of verb v describes it, if one does.
func (b *Battle) moduleVerb(v orders.Verb) (facet.Verb, bool) {
	for _, m := range b.view().Played() {
		if o, ok := m.Loaded.(facet.Orders); ok {
			if w, ok := o.Verb(v); ok {
				return w, true
			}
		}
	}
	return facet.Verb{}, false
}

// moduleRows are the rows the modules add to the preview p of order o.
func (b *Battle) moduleRows(o orders.Order, p orders.Preview) []facet.Row {
	u, ok := b.view().Unit(o.Unit)
	if !ok {
		return nil
	}
	var out []facet.Row
	for _, m := range b.view().Played() {
		if pv, ok := m.Loaded.(facet.Previews); ok {
			out = append(out, pv.Rows(b.view(), u, o, p)...)
		}
	}
	return out
}

// drawRows writes the preview's module rows of one place, each explained
// on hover, and returns where the next row goes.
func (b *Battle) drawRows(dst *ebiten.Image, place facet.Place, x, y float64) float64 {
	pal, f := b.env.Palette, b.env.Fonts
	for _, r := range b.order.rows {
		if r.Place != place {
			continue
		}
		c := toneColour(pal, r.Tone)
		if len(r.Terms) == 0 {
			y0 := y
			for _, l := range widget.Wrap(r.Note, f.Regular, 12, panelW-48) {
				ui.Write(dst, f.Regular, 12, c, x+8, y, l)
				y += 16
			}
			if r.Tip != "" {
				y = b.tipRows(x, y0, y, r.Tip)
			}
			continue
		}
		terms := make([]term, len(r.Terms))
		for i, t := range r.Terms {
			terms[i] = term{t.Text, t.Tip}
		}
		if len(terms) == 1 {
			terms[0].text = widget.Fit(terms[0].text, f.Regular, 13, panelW-40)
		}
		y = b.terms(dst, f.Regular, 13, c, x, y, terms)
	}
	return y
}

// moduleStates are the words the modules add to the selected model's
// states, and the lines they add under them.
func (b *Battle) moduleStates(u orders.Unit) (states, lines []string) {
	for _, m := range b.view().Played() {
		if st, ok := m.Loaded.(facet.States); ok {
			states = append(states, st.States(b.view(), u)...)
			lines = append(lines, st.Lines(b.view(), u)...)
		}
	}
	return states, lines
}

// moduleStatus is what the modules say of side i in the top bar.
func (b *Battle) moduleStatus(i int) string {
	var out []string
	for _, m := range b.view().Played() {
		if st, ok := m.Loaded.(facet.Status); ok {
			if s := st.Status(b.view(), i); s != "" {
				out = append(out, s)
			}
		}
	}
	return strings.Join(out, " · ")
}

// moduleBadges are the badges the modules' marks give model u.
func (b *Battle) moduleBadges(u orders.Unit) []board.Badge {
	var out []board.Badge
	for _, m := range b.view().Played() {
		if bd, ok := m.Loaded.(facet.Badges); ok {
			for _, x := range bd.Badges(b.view(), u) {
				out = append(out, board.Badge{Text: x.Text, Colour: toneColour(b.env.Palette, x.Tone)})
			}
		}
	}
	return out
}

// drawStanding draws the shapes the modules' state leaves on the board,
// under the models shown.
func (b *Battle) drawStanding(dst *ebiten.Image, units []orders.Unit) {
	for _, m := range b.view().Played() {
		if st, ok := m.Loaded.(facet.Standing); ok {
			b.drawShapes(dst, st.Standing(b.view(), units))
		}
	}
}

// drawAimed draws the shapes the modules show for the preview of the
// order at the cursor by sel, in the preview's tone.
func (b *Battle) drawAimed(dst *ebiten.Image, sel *orders.Unit, tone facet.Tone) {
	for _, m := range b.view().Played() {
		if a, ok := m.Loaded.(facet.Aiming); ok {
			b.drawShapes(dst, a.Aimed(b.view(), *sel, b.order.previewed, b.order.preview, tone))
		}
	}
}

// shown is a module's shape an event left on the board, drawn until the
// screen's clock passes until, fading.
type shown struct {
	shape facet.Shape
	until float64
}

// shownFor is how long an event's shapes stay drawn, in seconds.
const shownFor = 3

// noteEffects keeps what event e shows on the board for a moment, the
// shot it fires for the screen to trace, and puts its banner up: as the
// modules played say.
func (b *Battle) noteEffects(e combat.Event) {
	for _, m := range b.view().Played() {
		if s, ok := m.Loaded.(facet.Shows); ok {
			for _, sh := range s.Shown(e) {
				b.shown = append(b.shown, shown{sh, b.now + shownFor})
			}
		}
		if a, ok := m.Loaded.(facet.Aims); ok {
			if by, at, ok := a.Aim(e); ok {
				b.fx.noteAim(by, at)
			}
		}
		if l, ok := m.Loaded.(facet.Lobs); ok {
			if by, at, d, ok := l.Lob(e); ok {
				bursts := b.fx.lob(b.now, by, at, d, b.fxWhere)
				b.scene.scorch(at, d/2*scorchSize, b.scene.played+(bursts-b.now)*b.time.rate())
			}
		}
		if f, ok := m.Loaded.(facet.Flashes); ok {
			if s, ok := f.Flash(e); ok {
				b.flash.set(b.now, logtext.Sentence(s, b.log.names), s.Tone == facet.Bad)
			}
		}
	}
}

// drawShown draws the shapes events left lately, under the models or
// over them, fading, and forgets those whose time has passed.
func (b *Battle) drawShown(dst *ebiten.Image, over bool) {
	kept := b.shown[:0]
	for _, s := range b.shown {
		left := s.until - b.now
		if left <= 0 {
			continue
		}
		kept = append(kept, s)
		if s.shape.Over == over {
			sh := s.shape
			sh.Alpha = uint8(255 * min(1, left/shownFor*1.5))
			b.drawShapes(dst, []facet.Shape{sh})
		}
	}
	b.shown = kept
}

// drawShapes draws shapes in deck inches, each in its tone.
func (b *Battle) drawShapes(dst *ebiten.Image, shapes []facet.Shape) {
	for _, s := range shapes {
		c := toneColour(b.env.Palette, s.Tone)
		if s.Sided && s.Side >= 0 && s.Side < 2 {
			c = b.env.Palette.SidesLight[s.Side]
		}
		if s.Alpha > 0 {
			c = withAlpha(c, s.Alpha)
		}
		b.drawShape(dst, s, c)
	}
}

// drawShape draws one shape in colour c.
func (b *Battle) drawShape(dst *ebiten.Image, s facet.Shape, c color.RGBA) {
	cam := &b.cam
	switch s.Kind {
	case facet.Line:
		board.DrawPath(dst, cam, s.Path, s.Width, c)
	case facet.Edge:
		for i := 1; i < len(s.Path); i++ {
			x0, y0 := cam.ToScreen(s.Path[i-1])
			x1, y1 := cam.ToScreen(s.Path[i])
			board.Line(dst, x0, y0, x1, y1, s.Width, c)
		}
	case facet.Ring:
		board.DrawRing(dst, cam, s.At, s.Radius, s.Width, c)
		if s.Label != "" {
			// Where the pointer's direction crosses the ring: a ring that
			// runs off the screen still shows its name.
			dir := geom.Vec{X: 0, Y: -1}
			if d := b.order.hover.Sub(s.At); d.Len() > 0 {
				dir = d.Scale(1 / d.Len())
			}
			x, y := cam.ToScreen(s.At.Add(dir.Scale(s.Radius)))
			ui.Write(dst, b.env.Fonts.Regular, 13, c, x+4, y+2, s.Label)
		}
	case facet.Template:
		board.DrawTemplate(dst, cam, s.At, s.Radius, c)
	case facet.Wedge:
		x, y := cam.ToScreen(s.At)
		board.Wedge(dst, x, y, s.Radius*cam.Zoom, s.Bearing, s.Half, c)
	case facet.Band:
		d := s.To.Dist(s.At)
		if d == 0 {
			return
		}
		// The line sprite's soft ends overhang by half its width: start
		// and stop it that much inside, so the band runs from At to To.
		along := s.To.Sub(s.At).Scale(1 / d)
		x0, y0 := cam.ToScreen(s.At.Add(along.Scale(s.Width / 2)))
		x1, y1 := cam.ToScreen(s.To.Sub(along.Scale(s.Width / 2)))
		board.Line(dst, x0, y0, x1, y1, s.Width*cam.Zoom, c)
	case facet.Cross:
		board.DrawScatter(dst, cam, s.At, s.To, c)
	}
}

// toneColour is the palette's colour for a tone.
func toneColour(pal *ui.Palette, t facet.Tone) color.RGBA {
	switch t {
	case facet.Dim:
		return pal.Dim
	case facet.Warning:
		return pal.Warning
	case facet.Good:
		return pal.Good
	case facet.Bad:
		return pal.Accent
	}
	return pal.Ink
}

// previewTone is the tone of the preview's shapes: Warning, or Bad for an
// order the rules would refuse.
func previewTone(p orders.Preview) facet.Tone {
	if p.Err != nil {
		return facet.Bad
	}
	return facet.Warning
}

// aimAt fills o, an order of a rule module's verb w, for deck point p as
// the verb's Aim says: nothing more, the point, the model under it.
func (b *Battle) aimAt(o *orders.Order, u orders.Unit, p geom.Vec, w facet.Verb) error {
	switch w.Aim {
	case facet.Point:
		o.X, o.Y, o.Point = round2(p.X), round2(p.Y), true
	case facet.EnemyOrPoint: // the enemy model under the cursor, or else the point
		if t, ok := b.unitAt(p); ok && t.Side != u.Side {
			o.Target = t.ID
			break
		}
		o.X, o.Y, o.Point = round2(p.X), round2(p.Y), true
	case facet.Enemy:
		t, ok := b.unitAt(p)
		if !ok || t.Side == u.Side {
			return fmt.Errorf("point at an enemy model to %s", w.Words)
		}
		o.Target = t.ID
		b.chooseWord(o, u, t, w)
	case facet.Friend:
		t, ok := b.unitAt(p)
		if !ok || t.Side != u.Side {
			return fmt.Errorf("point at one of your models (or %s itself) to %s", b.unitName(u.ID), w.Words)
		}
		o.Target = t.ID
		b.chooseWord(o, u, t, w)
	}
	return nil
}

// chooseWord fills o's word, for a verb w that takes one after its target
// t (facet.Verb.Choices): the one the order's key has stepped to.
func (b *Battle) chooseWord(o *orders.Order, u, t orders.Unit, w facet.Verb) {
	if w.Choices == nil {
		return
	}
	if words := w.Choices(b.view(), u, t); len(words) > 0 {
		o.Word = words[b.order.word%len(words)]
	}
}
