package battle

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/internal/textwrap"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// Draw draws the deployment step: the deck with both zones, the cells
// where the next model may stand, the models the person at the screen may
// see, and the panel naming the model to place; or the hand-over cover.
func (p *Deploy) Draw(screen *ebiten.Image) {
	if w, h := ui.UnitsSize(screen); w != p.layout.w || h != p.layout.h {
		p.resize(w, h)
		p.cam.Fit(p.deck.Deck.W, p.deck.Deck.H)
	}
	pal, f := p.env.Palette, p.env.Fonts
	screen.Fill(pal.Background)
	if p.cover {
		p.drawCover(screen)
		return
	}
	mx, my, mw, mh := p.layout.mapRect()
	view := screen.SubImage(ui.Rect(mx, my, mw, mh)).(*ebiten.Image)
	p.deck.Draw(view, &p.cam, true)
	p.drawFreeCells(view)
	placed, placements := p.d.Placed(), p.d.Placements()
	var tokens []board.Token
	for _, i := range p.Shown() {
		t := placed[i]
		u := &orders.Unit{ID: t.Unit, Side: t.Side, Model: t.Model, F: *combat.NewFighter(t.Unit, t.Model)}
		tok := board.Token{Centre: geom.Vec{X: placements[i].X, Y: placements[i].Y}, Radius: 0.5,
			Facing: placements[i].Facing * math.Pi / 180, HalfArc: geom.HalfArc(false), Side: t.Side,
			Marker: marker(u), Class: classGlyph(u), Capacity: u.F.WoundCapacity}
		if hull := asHull(&tok, p.played(), nil, *u); !p.deck.Plan {
			tok.Figure = figureOf(p.played(), u, hull)
		}
		tokens = append(tokens, tok)
	}
	for _, o := range p.d.Scenario().Objectives {
		tokens = append(tokens, board.Token{Centre: board.CellCentre(o.Cell.X, o.Cell.Y), Radius: 0.5, Side: -1, Capacity: max(o.Wounds, 1)})
	}
	board.PlaceMarks(tokens, &p.cam)
	for _, t := range tokens {
		p.tokens.Draw(view, &p.cam, t)
	}
	// The top bar: what this step is.
	ui.FillRect(screen, 0, 0, p.layout.w, topBar, pal.Panel)
	ui.FillRect(screen, 0, topBar-2, p.layout.w, 2, pal.Rule)
	ui.Write(screen, f.Bold, 22, pal.Ink, 16, 12, "Deployment")
	ui.Write(screen, f.Regular, 15, pal.Dim, 16, 40, "Each side places its models in its own zone, one at a time: lowest Mind first, Squad Leaders last.")
	p.drawDeployPanel(screen)
}

// drawFreeCells marks the zone cells where the next model may stand.
func (p *Deploy) drawFreeCells(view *ebiten.Image) {
	t, ok := p.d.Next()
	if !ok || t.Side == p.computer {
		return
	}
	c := p.env.Palette.SidesLight[t.Side]
	for _, cell := range p.d.ZoneCells(t.Side) {
		pl, _ := p.d.At(cell)
		if p.d.Check(pl) != nil {
			continue
		}
		x, y := p.cam.ToScreen(board.CellCentre(cell.X, cell.Y))
		board.FillDisc(view, x, y, math.Max(2, p.cam.Zoom*0.12), color.RGBA{c.R, c.G, c.B, 0xa0})
	}
}

// drawDeployPanel draws the right-hand panel: whose turn, the model to
// place with its class, the keys, the buttons and the last refusal.
func (p *Deploy) drawDeployPanel(screen *ebiten.Image) {
	pal, f := p.env.Palette, p.env.Fonts
	x := p.layout.w - panelW
	ui.FillRect(screen, x, topBar, panelW, p.layout.h-topBar, pal.Panel)
	ui.FillRect(screen, x, topBar, 2, p.layout.h-topBar, pal.Rule)
	x += 24
	y := topBar + 20
	s := p.d.Scenario()
	if t, ok := p.d.Next(); ok {
		side := s.Sides[t.Side]
		ui.Write(screen, f.Bold, 18, pal.SidesLight[t.Side], x, y, sideName(side)+" to place")
		ui.Write(screen, f.Bold, 22, pal.Ink, x, y+32, t.Name)
		ui.Write(screen, f.Regular, 15, pal.Dim, x, y+64, fmt.Sprintf("%s, Mind %d", t.Class, t.Mind))
		ui.Write(screen, f.Regular, 15, pal.Ink, x, y+100, fmt.Sprintf("Click a marked cell in %s's zone to place it,\nfacing the enemy.", sideName(side)))
	}
	left := [2]int{}
	placed := p.d.Placed()
	for _, t := range p.d.Order()[len(placed):] {
		left[t.Side]++
	}
	me := p.viewer()
	ui.Write(screen, f.Regular, 15, pal.Dim, x, y+160, fmt.Sprintf("Still to place: %d of yours, %d of the enemy's.", left[me], left[1-me]))
	ui.Write(screen, f.Regular, 15, pal.Dim, x, y+184, "The enemy's models stay hidden until both sides finish.")
	st := widget.Style{Pal: pal, Fonts: f}
	undo := widget.Button{Rect: p.buttons[0], Label: "Undo " + keyHint(p.env.Controls, controls.Undo), Disabled: len(placed) == 0}
	auto := widget.Button{Rect: p.buttons[1], Label: "Auto-deploy the rest " + keyHint(p.env.Controls, controls.DoneRound), Primary: true}
	undo.Draw(screen, st, false)
	auto.Draw(screen, st, false)
	if p.msg != "" {
		ui.Write(screen, f.Regular, 15, pal.Warning, x, p.buttons[1].Y+64, strings.Join(textwrap.Lines(p.msg, textwrap.Options{Width: panelW - 48, Measure: ui.Measure(f.Regular, 15)}), "\n"))
	}
}

// drawCover draws the hotseat hand-over cover, or the "every model is
// deployed" card before the battle.
func (p *Deploy) drawCover(screen *ebiten.Image) {
	pal, f := p.env.Palette, p.env.Fonts
	s := p.d.Scenario()
	title, line := "Every model is deployed", "Click to begin the battle."
	col := pal.Ink
	if p.coverFor >= 0 {
		title = "Hand over to " + sideName(s.Sides[p.coverFor])
		line = sideName(s.Sides[p.coverFor]) + ": click when you are at the screen to place your next model."
		col = pal.SidesLight[p.coverFor]
	}
	cx, cy := p.layout.w/2, p.layout.h/2
	ui.Write(screen, f.Bold, 32, col, cx-ui.TextWidth(title, f.Bold, 32)/2, cy-60, title)
	ui.Write(screen, f.Regular, 18, pal.Ink, cx-ui.TextWidth(line, f.Regular, 18)/2, cy, line)
	back := "Undo " + keyHint(p.env.Controls, controls.Undo) + " takes back the last placement."
	ui.Write(screen, f.Regular, 15, pal.Dim, cx-ui.TextWidth(back, f.Regular, 15)/2, cy+40, back)
}

// keyHint is "(key)" for an action's first key, or "".
func keyHint(c *controls.Controls, a controls.Action) string {
	if k := c.KeyLabels(a); len(k) > 0 {
		return "(" + k[0] + ")"
	}
	return ""
}

// sideName is a side's name for people.
func sideName(s *scenarios.Side) string {
	if s.Name != "" {
		return s.Name
	}
	return s.ID
}
