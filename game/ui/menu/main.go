package menu

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/scenarios"
)

// mainPage is the main menu.
type mainPage struct {
	env     *ui.Env
	form    form
	buttons []*button
	about   []string // what each button does, for the panel beside them
	opening *deckPreview
}

func newMainPage(env *ui.Env) *mainPage {
	p := &mainPage{env: env}
	if s, err := scenarios.Default(env.Content); err == nil {
		p.opening = newDeckPreview(s)
	}
	saves := "your saves folder"
	if d, err := settings.SavesDir(); err == nil {
		saves = d
	}
	add := func(label, about string, press func(m *Menu)) *button {
		b := &button{label: label}
		b.onPress = press
		p.buttons = append(p.buttons, b)
		p.about = append(p.about, about)
		return b
	}
	add("Play hotseat", "Two players at one screen, racing each other on the AP clock. Each has a claim key that freezes the clock "+
		"and hands that player the pointer for the decision window.\n\nChoose a scenario, each side's army and the dice seed.",
		func(m *Menu) { m.push(newMatchPage(env)) }).primary = true
	add("Play against the AI", "You against the computer on the same AP clock. You order without a claim key and the clock never "+
		"freezes; the AI declares after a reaction delay set by its level.\n\n"+
		"Choose a scenario, your side, the AI's level (easy, normal, hard), the armies and the dice seed.",
		func(m *Menu) { m.push(newAIMatchPage(env)) })
	add("Load game", "Go on with a saved match from where it was saved.\n\nSaves are kept in "+saves+".",
		func(m *Menu) { m.push(newLoadPage(env)) })
	add("Watch a replay", "Play back a match or a save exactly as it happened: a record holds the scenario, the seed and every order with its time.",
		func(m *Menu) { m.push(newReplaysPage(env)) })
	add("Scenario viewer", "Open a scenario, shipped or your own file, and see its deck drawn by AP cost, with walls, cover, weak floors, "+
		"deployment zones and lines of sight, before anyone plays it.",
		func(m *Menu) { m.push(newViewerPage(env)) })
	add("Settings", "The match clock (seconds per AP, the decision and face-off windows, the round limit), pre-measuring, "+
		"the colour-blind palette and the UI scale.",
		func(*Menu) { env.Nav.Settings() })
	add("Key bindings", "See and change the keys of every action: the shared pointer's, and each hotseat player's claim and pass.",
		func(m *Menu) { m.push(newBindingsPage(env)) })
	add("Quit", "Close the game.", func(*Menu) { env.Nav.Quit() })
	items := make([]item, len(p.buttons))
	for i, b := range p.buttons {
		items[i] = b
	}
	p.form.set(items...)
	return p
}

func (p *mainPage) layout(_ *Menu, area rect) {
	c := body(stage(area))
	y := c.y + 150
	for _, b := range p.buttons {
		b.r = rect{c.x, y, 380, 44}
		y += 44 + 8
	}
}

func (p *mainPage) update(m *Menu, in *input) { p.form.update(m, in) }

func (p *mainPage) draw(m *Menu, dst *ebiten.Image, area rect) {
	s := m.style()
	c := body(stage(area))
	s.write(dst, s.fonts.Bold, 56, s.pal.Accent, c.x, c.y-4, "KRY-GOTHIC")
	s.write(dst, s.fonts.Regular, 20, s.pal.Dim, c.x, c.y+72,
		"Squad skirmishes aboard a derelict alien cruiser. No turns: both sides spend Action Points whenever they like.")
	fill(dst, rect{c.x, c.y + 116, c.w, 2}, s.pal.Rule)
	p.form.draw(m, dst)

	// Beside the buttons: what the focused one does, and the opening deck.
	last := p.buttons[len(p.buttons)-1].r
	panel := rect{c.x + 380 + 40, c.y + 150, c.w - 380 - 40, last.bottom() - c.y - 150}
	s.panel(dst, panel)
	f := p.form.focus
	s.accentBar(dst, panel, s.pal.Accent)
	s.write(dst, s.fonts.Bold, sizeHeading, s.pal.Ink, panel.x+28, panel.y+20, p.buttons[f].label)
	s.para(dst, s.fonts.Regular, sizeBody, s.pal.Ink, panel.x+28, panel.y+68, panel.w-56, p.about[f], 6)
	if p.opening != nil {
		p.drawOpening(m, dst, panel)
	}
	s.write(dst, s.fonts.Regular, sizeTiny, s.pal.Dim, c.x, c.bottom()-6,
		"An unofficial implementation of Kry-Gothic by \"Boolean\" (BluWiki, 2008), CC BY-NC-SA. Non-commercial.")
	s.writeRight(dst, s.fonts.Regular, sizeTiny, s.pal.Dim, c.right(), c.bottom()-6, hints(m.env.Controls))
}

// drawOpening draws the opening scenario's deck in the panel's lower
// right corner.
func (p *mainPage) drawOpening(m *Menu, dst *ebiten.Image, panel rect) {
	s := m.style()
	d := p.opening.s.Deck
	scale := float64(int(min((panel.w-56)/float64(d.W), 150/float64(d.H))))
	w, h := float64(d.W)*scale, float64(d.H)*scale
	box := rect{panel.right() - 28 - w, panel.bottom() - 28 - h, w, h}
	p.opening.draw(dst, s.pal, box)
	s.writeRight(dst, s.fonts.Regular, sizeSmall, s.pal.Dim, box.right(), box.y-26,
		fmt.Sprintf("Opening scenario: %s", p.opening.s.Name))
}

// hints is the keys line at the foot of a page.
func hints(c *controls.Controls) string {
	keys := func(a controls.Action, fallback string) string {
		n := c.KeyNames(a)
		if len(n) == 0 {
			return fallback
		}
		return strings.Join(n, "/")
	}
	return fmt.Sprintf("%s/%s: move   %s: choose   %s: back", keys(controls.PanUp, "up"), keys(controls.PanDown, "down"),
		keys(controls.Declare, "enter"), keys(controls.Back, "escape"))
}
