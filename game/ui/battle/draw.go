package battle

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/rules/orders"
)

// overlays are the selected model's cell layers, cached until the model
// moves or the clock moves on a quarter second.
type overlays struct {
	key   string
	reach *board.CellLayer
	fog   *board.CellLayer
}

// reachAlpha is the opacity of the selected model's reach: the terrain
// shows through it. Its colours are the viewer's (ui.ReachColour).
const reachAlpha = 0x70

// reachKinds is the movement action whose reach the selected model's
// overlay shades for verb: a Move's walk (2 AP and up), a Run's run (1 AP
// and up), a Charge's move (Speed + Body, 3 AP and up); nil, the cheapest
// of a walk and a run, for any other verb.
func reachKinds(verb orders.Verb) []move.Kind {
	switch verb {
	case orders.Move:
		return []move.Kind{move.Walk}
	case orders.Run:
		return []move.Kind{move.Run}
	case orders.Charge:
		return []move.Kind{move.Charge}
	}
	return nil
}

// refreshOverlays recomputes the selected model's reach and sight when
// needed.
func (b *Battle) refreshOverlays() {
	v := b.view()
	u, ok := v.Unit(b.order.selected)
	if !ok || !u.Alive() {
		b.over.key = ""
		return
	}
	kinds := reachKinds(b.order.verb)
	key := fmt.Sprintf("%s|%.2f|%.2f|%d|%d|%v", u.ID, u.Base.Centre.X, u.Base.Centre.Y, u.F.Fatigue, v.Tick()/15, kinds)
	if key == b.over.key {
		return
	}
	b.over.key = key
	d := v.Deck()
	if b.over.reach == nil {
		b.over.reach, b.over.fog = board.NewCellLayer(d.W, d.H), board.NewCellLayer(d.W, d.H)
	}
	b.over.reach.Clear()
	if r := v.Reach(u.ID, kinds...); r != nil {
		for y := range r.H {
			for x := range r.W {
				if ap := r.At(x, y); ap > 0 {
					b.over.reach.Set(x, y, ui.ReachColour(ap, reachAlpha))
				}
			}
		}
	}
	b.over.fog.Clear()
	seen := d.Visible(u.Base.Centre)
	for i, ok := range seen {
		if !ok {
			b.over.fog.Set(i%d.W, i/d.W, color.RGBA{0x08, 0x04, 0x06, 0x90})
		}
	}
}

// drawMap draws the deck, the overlays and the models.
func (b *Battle) drawMap(screen *ebiten.Image) {
	mx, my, mw, mh := b.layout.mapRect()
	view := screen.SubImage(ui.Rect(mx, my, mw, mh)).(*ebiten.Image)
	view.Fill(b.env.Palette.Background)
	units := b.shownUnits(&b.bufs.draw)
	b.stageDeck(units)
	b.deck.Draw(view, &b.cam, true)
	b.refreshOverlays()
	v := b.view()
	sel, selected := v.Unit(b.order.selected)
	if selected && sel.Alive() && b.over.key != "" {
		b.over.fog.Draw(view, &b.cam, 1)
		// Strict tabletop (premeasure off): sight and arcs only (RULINGS §6).
		if b.env.Settings.Premeasure {
			if b.order.verb == orders.Move || b.order.verb == orders.Run || b.order.verb == orders.Charge {
				b.over.reach.Draw(view, &b.cam, 1)
			}
			b.drawRanges(view, &sel)
		}
	}
	for _, t := range b.templates {
		board.DrawTemplate(view, &b.cam, t.centre, t.diameter/2, b.env.Palette.Warning)
	}
	b.drawShown(view, false)
	for _, u := range units {
		if path := v.Moving(u.ID); len(path) > 1 && u.Side >= 0 {
			c := b.env.Palette.SidesLight[u.Side]
			board.DrawPath(view, &b.cam, path, 2, c)
		}
	}
	b.drawStanding(view, units)
	b.drawCombo(view)
	if selected {
		b.drawPreview(view, &sel)
	}
	if selected && sel.Alive() {
		b.drawSelection(view, &sel)
	}
	tokens := b.tokenList(units)
	board.MarkContacts(tokens, &b.cam)
	b.marks.Place(tokens, &b.cam)
	b.drawDeaths(view)
	b.tokens.DrawArcs(view, &b.cam, tokens) // the rules' facing
	b.mo.turn(tokens)                       // the figures' facing
	for _, t := range tokens {
		b.tokens.Draw(view, &b.cam, t)
	}
	b.drawShown(view, true)
	b.drawSmoke(view)
	b.drawEffects(view)
}

// drawRanges draws the selected model's weapon range bands: short and
// long, measured from its base edge to a standard base's edge.
func (b *Battle) drawRanges(dst *ebiten.Image, u *orders.Unit) {
	w := u.F.Ranged
	if w == nil || u.F.RangedBroken {
		return
	}
	long := longRange(u)
	edge := u.Base.Radius + 0.5
	pal := b.env.Palette
	tokens := b.tokenBoxes("")
	dst = b.onDeck(dst)
	board.DrawRing(dst, &b.cam, u.Base.Centre, w.Short+edge, 1.5, withAlpha(pal.Good, 0xb0))
	board.DrawRing(dst, &b.cam, u.Base.Centre, long+edge, 1.5, withAlpha(pal.Warning, 0xb0))
	for _, r := range []struct {
		at    float64
		label string
		c     color.RGBA
	}{{w.Short + edge, fmt.Sprintf("short %.0f\"", w.Short), pal.Good}, {long + edge, fmt.Sprintf("long %.0f\"", long), pal.Warning}} {
		if x, y, ok := b.rangeLabelAt(u.Base.Centre, r.at, r.label, tokens); ok {
			ui.Write(dst, b.env.Fonts.Regular, 13, r.c, x, y, r.label)
		}
	}
}

// rangeLabelAt is where a range band's label goes: where the band, at
// inches from centre, crosses the deck (an inch short of its right edge
// and half an inch of its bottom, for the text to fit), trying above,
// below, right and left of the model, then the angles between every 30°:
// the first spot whose text covers none of tokens; else the first spot
// on the deck; ok false if none is.
func (b *Battle) rangeLabelAt(centre geom.Vec, inches float64, label string, tokens []fxBox) (x, y float64, ok bool) {
	w := ui.TextWidth(label, b.env.Fonts.Regular, 13)
	var first [2]float64
	for _, deg := range []float64{-90, 90, 0, 180, -60, -120, -30, -150, 30, 150, 60, 120} {
		a := deg * math.Pi / 180
		at := geom.Vec{X: centre.X + inches*math.Cos(a), Y: centre.Y + inches*math.Sin(a)}
		if at.X < 0 || at.Y < 0 || at.X >= float64(b.deck.Deck.W)-1 || at.Y >= float64(b.deck.Deck.H)-0.5 {
			continue
		}
		sx, sy := b.cam.ToScreen(at)
		sx, sy = sx+4, sy+2
		if !ok {
			first, ok = [2]float64{sx, sy}, true
		}
		if box := (fxBox{sx, sy, sx + w, sy + 18}); !box.overlapsAny(tokens) {
			return sx, sy, true
		}
	}
	return first[0], first[1], ok
}

// longRange is u's weapon's long range in inches, a thrown weapon's by
// its Strength.
func longRange(u *orders.Unit) float64 {
	w := u.F.Ranged
	if w.LongPerStrength > 0 {
		return float64(w.LongPerStrength * u.F.Stats.Strength.Dice())
	}
	return w.Long
}

// onDeck is dst clipped to the deck as drawn on it: a range band past the
// deck's edge measures nothing, and would cross the banners over the map.
func (b *Battle) onDeck(dst *ebiten.Image) *ebiten.Image {
	x0, y0 := b.cam.ToScreen(geom.Vec{})
	x1, y1 := b.cam.ToScreen(geom.Vec{X: float64(b.deck.Deck.W), Y: float64(b.deck.Deck.H)})
	return dst.SubImage(ui.Rect(x0, y0, x1-x0, y1-y0).Intersect(dst.Bounds())).(*ebiten.Image)
}

// drawCombo marks the steps of the combo being built.
func (b *Battle) drawCombo(dst *ebiten.Image) {
	for i, o := range b.order.combo {
		var at geom.Vec
		switch {
		case o.Target != "":
			if t, ok := b.view().Unit(o.Target); ok {
				at = t.Base.Centre
			}
		case o.Verb == orders.Move || o.Verb == orders.Run || o.Verb == orders.SmallStep:
			at = geom.Vec{X: o.X, Y: o.Y}
		default:
			if u, ok := b.view().Unit(o.Unit); ok {
				at = u.Base.Centre
			}
		}
		x, y := b.cam.ToScreen(at)
		ui.Write(dst, b.env.Fonts.Bold, 16, b.env.Palette.Warning, x+8, y-22, fmt.Sprintf("%d %s", i+1, b.verbWords(o.Verb)))
	}
}

// drawPreview draws the order under the cursor: its path, or a line to
// its target.
func (b *Battle) drawPreview(dst *ebiten.Image, sel *orders.Unit) {
	if !b.order.previewOK || !b.env.Settings.Premeasure {
		return
	}
	p := b.order.preview
	c := b.env.Palette.Warning
	if p.Err != nil {
		c = b.env.Palette.Accent
	}
	if len(p.Path) > 1 {
		board.DrawPath(dst, &b.cam, p.Path, 3, c)
	}
	if o := b.order.previewed; o.Target != "" {
		if t, ok := b.view().Unit(o.Target); ok {
			board.DrawPath(dst, &b.cam, []geom.Vec{sel.Base.Centre, t.Base.Centre}, 2, c)
		}
	}
	b.drawAimed(dst, sel, previewTone(p))
}

// tokenList is every model of units as a token.
func (b *Battle) tokenList(units []orders.Unit) []board.Token {
	v := b.view()
	targets := v.Targets()
	channelBusy := [2]bool{}
	for i, s := range v.Sides() {
		channelBusy[i] = s.ChannelFree > v.Tick()
	}
	half := geom.HalfArc(v.Options().WideArc)
	ghosts := b.lens.ghosts()
	var out []board.Token
	b.mo.ids = b.mo.ids[:0]
	carry, frozen := b.clock.Carry(), !b.timeRuns()
	for i := range units {
		u := &units[i]
		if !u.Present() {
			continue
		}
		_, ghost := ghosts[u.ID]
		centre, moves := u.Base.Centre, !ghost && !u.Objective && u.Alive()
		if moves {
			centre = b.mo.at(u.ID, centre, carry, frozen)
			if p := b.mo.poses[u.ID]; p != nil {
				centre = centre.Polar(p.heading+math.Pi/2, p.sway(max(u.Base.Radius, board.MinTokenRadius/b.cam.Zoom)))
			}
		}
		t := board.Token{Centre: centre, Radius: u.Base.Radius, Facing: u.Base.Facing, HalfArc: half, Side: u.Side,
			Marker: marker(u), Class: classGlyph(u), Wounds: u.F.Wounds, Capacity: u.F.WoundCapacity,
			Pinned: u.F.Pin.Pinned(), Prone: u.F.Prone, Stuck: u.F.StuckAP > 0, Waiting: u.Waiting, Fatigue: u.F.Fatigue,
			Badges: b.moduleBadges(*u), Selected: u.ID == b.order.selected}
		if hull := asHull(&t, b.view().Played(), b.view(), *u); !b.deck.Plan {
			t.Figure = figureOf(b.view().Played(), u, hull)
		}
		_, t.Targeted = targets[u.ID]
		if u.Objective {
			t.Side, t.Charged = -1, b.charged(u.ID)
		} else {
			t.Dimmed, t.Down = channelBusy[u.Side], !u.Alive() // a Down model lies on the deck (KG-STAT-06)
		}
		if ghost {
			// Where it was last seen: no more is known of it.
			t.Dimmed, t.Marker, t.Targeted, t.Waiting, t.Badges, t.Figure = true, "?", false, false, nil, board.Figure{}
			t.Pinned, t.Prone, t.Stuck, t.Down, t.Wounds, t.Fatigue = false, false, false, false, 0, 0
		}
		out = append(out, t)
		id := ""
		if moves {
			id = u.ID
		}
		b.mo.ids = append(b.mo.ids, id)
	}
	return out
}

// marker is a model's class marker: SL for a squad leader, H for a heavy
// weapon, else the class's initial.
func marker(u *orders.Unit) string {
	switch {
	case u.Model == nil:
		return ""
	case u.F.SquadLeader:
		return "SL"
	case u.F.Ranged != nil && u.F.Ranged.Has("heavy"):
		return "H"
	case u.Model.Class != nil && u.Model.Class.Name != "":
		return u.Model.Class.Name[:1]
	}
	return ""
}

// template is a damaged-structure template on the deck.
type template struct {
	centre   geom.Vec
	diameter float64
}

// noteTemplate keeps a template where it landed.
func (b *Battle) noteTemplate(e combat.TemplatePlaced) {
	if u, ok := b.view().Unit(e.At); ok {
		b.templates = append(b.templates, template{centre: u.Base.Centre, diameter: e.Diameter})
	}
}

func withAlpha(c color.RGBA, a uint8) color.RGBA {
	k := float64(a) / 255
	return color.RGBA{uint8(float64(c.R) * k), uint8(float64(c.G) * k), uint8(float64(c.B) * k), a}
}

// oddsText writes a distribution of wounds: "0: 41% · 1: 47% · 2: 12%".
func oddsText(o *combat.Odds) string {
	s := ""
	for i, p := range o.Wounds {
		if i > 0 {
			s += " · "
		}
		s += fmt.Sprintf("%d: %.0f%%", i, math.Round(p*100))
	}
	return s
}

// tokenBoxes are the boxes on the screen the present models' tokens take,
// the wound pips under them included, but for model except's.
func (b *Battle) tokenBoxes(except string) []fxBox {
	var out []fxBox
	for _, u := range b.view().Units() {
		if u.Present() && u.ID != except && b.lens.shows(&u) {
			x, y := b.cam.ToScreen(u.Base.Centre)
			r := b.tokenRadius(u.Base.Radius)
			out = append(out, fxBox{x - r, y - r, x + r, y + r + r/3 + 4})
		}
	}
	return out
}
