package menu

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/scenarios"
)

// mainPage is the main menu.
type mainPage struct {
	pageBase
	buttons []*widget.Button
	about   []string // what each button does, for the panel beside them
	opening *deckPreview
	// tutorial is the first battle's deck, shown instead of the opening
	// one while its button has the focus.
	tutorial *deckPreview
}

func newMainPage(m *Menu) *mainPage {
	env := m.env
	p := &mainPage{pageBase: newPageBase(m)}
	if s, err := scenarios.Default(env.Content); err == nil {
		p.opening = newDeckPreview(s)
	}
	if s, err := scenarios.LoadShipped(ui.TutorialScenario, env.Content); err == nil {
		p.tutorial = newDeckPreview(s)
	}
	saves := "your saves folder"
	if d, err := settings.SavesDir(); err == nil {
		saves = d
	}
	add := func(label, about string, press func()) *widget.Button {
		b := &widget.Button{Label: label}
		b.OnPress = press
		p.buttons = append(p.buttons, b)
		p.about = append(p.about, about)
		return b
	}
	first := add("First battle (tutorial)", "New to Kry-Gothic? Start here. A small fight in a store room against the easy AI, "+
		"at half speed, with a lesson over the map at each step: selecting, moving, shooting with the odds shown first, "+
		"charging and defending, waiting and face-offs, and the AP round.\n\nThe game starts paused: take your time.",
		func() { startTutorial(env) })
	add("Play hotseat", "Two players at one screen, racing each other on the AP clock. Each has a claim key that freezes the clock "+
		"and hands that player the pointer for the decision window.\n\nChoose a scenario, each side's army and the dice seed.",
		func() { m.push(newMatchPage(m)) })
	add("Play against the AI", "You against the computer on the same AP clock. You order without a claim key and the clock never "+
		"freezes; the AI declares after a reaction delay set by its level.\n\n"+
		"Choose a scenario, your side, the AI's level (easy, normal, hard), the armies and the dice seed.",
		func() { m.push(newAIMatchPage(m)) })
	add("Campaign", "A war over the whole ship: two to four teams, people or the AI, fight battle after battle for its lands. "+
		"Each battle's sides bet first; the winner takes the stake and the land fought over. Models who survive earn "+
		"improvement points, the fallen are gone for good, and recruits fill the ranks.\n\nCampaigns are kept in "+
		filepath.Join(saves, campaignsFolder)+".",
		func() { m.push(newCampaignsPage(m)) })
	add("Load game", "Go on with a saved match from where it was saved.\n\nSaves are kept in "+saves+".",
		func() { m.push(newLoadPage(m)) })
	add("Watch a replay", "Play back a match or a save exactly as it happened: a record holds the scenario, the seed and every order with its time.",
		func() { m.push(newReplaysPage(m)) })
	add("Scenario viewer", "Open a scenario, shipped or your own file, and see its deck drawn by AP cost, with walls, cover, weak floors, "+
		"deployment zones and lines of sight, before anyone plays it.",
		func() { m.push(newViewerPage(m)) })
	add("Settings", "The match clock (seconds per AP, the decision and face-off windows, the round limit), pre-measuring, "+
		"the colour-blind palette, the UI scale, and the key bindings (Key bindings… on that page).",
		func() { env.Nav.Settings() })
	add("Quit", "Close the game.", func() { env.Nav.Quit() })
	items := make([]widget.Item, len(p.buttons))
	for i, b := range p.buttons {
		items[i] = b
	}
	p.form.Set(items...)
	if env.Settings.TutorialDone {
		p.buttons[1].Primary = true // hotseat, as before the tutorial was taken
		p.form.Focus = 1            // where Enter goes is the button drawn first
	} else {
		first.Primary = true // offered first until taken once
	}
	return p
}

// startTutorial opens the first battle, and notes in the settings file
// that it was offered and taken (only that: settings applied but not
// saved stay out of the file).
func startTutorial(env *ui.Env) {
	s, err := scenarios.LoadShipped(ui.TutorialScenario, env.Content)
	if err != nil {
		env.Nav.Play(ui.MatchSetup{}) // the battle screen says what is missing
		return
	}
	env.Settings.TutorialDone = true
	if path, err := settings.SettingsFile(); err == nil {
		if saved, err := settings.Load(path); err == nil {
			saved.TutorialDone = true
			settings.Save(path, saved) // a settings file that cannot be written only offers the tutorial again
		}
	}
	env.Nav.Play(ui.MatchSetup{Scenario: s, ScenarioName: ui.TutorialScenario, Mode: ui.VersusAI, Human: 0,
		AI: ui.TutorialAI, Seed: rand.Uint64(), Tutorial: true})
}

func (p *mainPage) layout(area widget.Rect) {
	c := body(stage(area))
	y := c.Y + 150
	for _, b := range p.buttons {
		b.Rect = widget.Rect{X: c.X, Y: y, W: 380, H: 44}
		y += 44 + 8
	}
}

func (p *mainPage) update(in *widget.Input) { p.form.Update(in) }

func (p *mainPage) draw(dst *ebiten.Image, area widget.Rect) {
	s := p.style()
	c := body(stage(area))
	s.Write(dst, s.Fonts.Bold, 56, s.Pal.Accent, c.X, c.Y-4, "KRY-GOTHIC")
	s.Write(dst, s.Fonts.Regular, 20, s.Pal.Dim, c.X, c.Y+72,
		"Squad skirmishes aboard a derelict alien cruiser. No turns: both sides spend Action Points whenever they like.")
	widget.Fill(dst, widget.Rect{X: c.X, Y: c.Y + 116, W: c.W, H: 2}, s.Pal.Rule)
	p.form.Draw(dst, s)

	// Beside the buttons: what the focused one does, and the opening deck.
	last := p.buttons[len(p.buttons)-1].Rect
	panel := widget.Rect{X: c.X + 380 + 40, Y: c.Y + 150, W: c.W - 380 - 40, H: last.Bottom() - c.Y - 150}
	s.Panel(dst, panel)
	f := p.form.Focus
	s.AccentBar(dst, panel, s.Pal.Accent)
	s.Write(dst, s.Fonts.Bold, sizeHeading, s.Pal.Ink, panel.X+28, panel.Y+20, p.buttons[f].Label)
	s.Para(dst, s.Fonts.Regular, sizeBody, s.Pal.Ink, panel.X+28, panel.Y+68, panel.W-56, p.about[f], 6)
	switch {
	case f == 0 && p.tutorial != nil:
		p.drawDeck(dst, panel, p.tutorial, "The tutorial's deck: "+p.tutorial.s.Name)
	case p.opening != nil:
		p.drawDeck(dst, panel, p.opening, "Opening scenario: "+p.opening.s.Name)
	}
	// The foot: the credit on the left; the keys, then the version in
	// the corner, on the right. The credit gives way when they are long.
	foot := c.Bottom() - 6
	version := versionLine()
	s.WriteRight(dst, s.Fonts.Regular, sizeTiny, s.Pal.Dim, c.Right(), foot, version)
	keysEnd := c.Right() - ui.TextWidth(version, s.Fonts.Regular, sizeTiny) - 32
	keys := hints(p.env.Controls)
	s.WriteRight(dst, s.Fonts.Regular, sizeTiny, s.Pal.Dim, keysEnd, foot, keys)
	credit := "An unofficial implementation of Kry-Gothic by \"Boolean\" (BluWiki, 2008), CC BY-NC-SA. Non-commercial."
	room := keysEnd - ui.TextWidth(keys, s.Fonts.Regular, sizeTiny) - 32 - c.X
	s.Write(dst, s.Fonts.Regular, sizeTiny, s.Pal.Dim, c.X, foot, widget.Fit(credit, s.Fonts.Regular, sizeTiny, room))
}

// versionLine is the game's name and build, as the main menu's corner
// shows it: "Kry-Gothic 0.37.0".
func versionLine() string { return "Kry-Gothic " + build() }

// build names this build (match.Build); the golden-image test fixes it,
// so a new version draws the same picture.
var build = match.Build

// drawDeck draws a scenario's deck in the panel's lower right corner,
// with its caption above it.
func (p *mainPage) drawDeck(dst *ebiten.Image, panel widget.Rect, deck *deckPreview, caption string) {
	s := p.style()
	d := deck.s.Deck
	scale := float64(int(min((panel.W-56)/float64(d.W), 150/float64(d.H))))
	w, h := float64(d.W)*scale, float64(d.H)*scale
	box := widget.Rect{X: panel.Right() - 28 - w, Y: panel.Bottom() - 28 - h, W: w, H: h}
	deck.draw(dst, s.Pal, box)
	s.WriteRight(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, box.Right(), box.Y-26, caption)
}

// hints is the keys line at the foot of a page.
func hints(c *controls.Controls) string {
	keys := func(a controls.Action, fallback string) string {
		n := c.KeyLabels(a)
		if len(n) == 0 {
			return fallback
		}
		return strings.Join(n, "/")
	}
	return fmt.Sprintf("%s/%s: move   %s: choose   %s: back", keys(controls.PanUp, "↑"), keys(controls.PanDown, "↓"),
		keys(controls.Declare, "Enter"), keys(controls.Back, "Esc"))
}
