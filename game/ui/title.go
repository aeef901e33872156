package ui

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/krygothic/krygothic/scenarios"
)

// Screen size the title lays itself out in; Ebitengine scales it to the
// window, keeping its shape.
const (
	ScreenWidth  = 1280
	ScreenHeight = 720
)

// Palette of the title screen.
var (
	background = color.RGBA{0x14, 0x0c, 0x0e, 0xff}
	panel      = color.RGBA{0x24, 0x18, 0x1b, 0xff}
	rule       = color.RGBA{0x5a, 0x1d, 0x22, 0xff}
	crimson    = color.RGBA{0xc8, 0x32, 0x32, 0xff}
	ink        = color.RGBA{0xe8, 0xe0, 0xd6, 0xff}
	dim        = color.RGBA{0x9a, 0x8c, 0x84, 0xff}
)

// TeamLine is one shipped army as the title lists it.
type TeamLine struct {
	Team          string
	TacticsRating int
	Army          string
	Models        int
	Points        int
}

// Title is the opening screen: what the game is, the teams and armies this
// build carries, the default scenario's deck, what works so far, and the
// credits the licence asks for (KG-META-08). Esc or closing the window quits.
type Title struct {
	fonts    *Fonts
	teams    []TeamLine
	costCap  int // the army cost cap, for "points/cap"
	scenario *scenarios.Scenario
	deckPic  *ebiten.Image
}

// NewTitle returns the title screen listing teams and showing scenario;
// costCap is the army cost cap.
func NewTitle(fonts *Fonts, teams []TeamLine, costCap int, scenario *scenarios.Scenario) *Title {
	t := &Title{fonts: fonts, teams: teams, costCap: costCap, scenario: scenario}
	if scenario != nil {
		t.deckPic = DeckImage(scenario)
	}
	return t
}

// Update quits on Esc.
func (t *Title) Update() error {
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		return ebiten.Termination
	}
	return nil
}

// Layout keeps a fixed logical screen; Ebitengine scales it to the window.
func (t *Title) Layout(int, int) (int, int) { return ScreenWidth, ScreenHeight }

// Draw draws the whole title screen.
func (t *Title) Draw(screen *ebiten.Image) {
	screen.Fill(background)
	const left, right = 96.0, 700.0
	t.write(screen, t.fonts.Bold, 64, crimson, left, 48, "KRY-GOTHIC")
	t.write(screen, t.fonts.Regular, 22, ink, left, 128,
		"Squad skirmishes aboard a derelict alien cruiser. No turns: both sides spend Action Points\n"+
			"whenever they like and interrupt each other.")
	vector.FillRect(screen, left, 198, ScreenWidth-2*left, 2, rule, false)

	t.write(screen, t.fonts.Bold, 22, ink, left, 216, "Teams and their shipped armies")
	y := 254.0
	for _, tl := range t.teams {
		t.write(screen, t.fonts.Regular, 20, ink, left, y, tl.Team)
		t.write(screen, t.fonts.Mono, 16, dim, left+250, y+3, fmt.Sprintf("Tactics %d", tl.TacticsRating))
		t.write(screen, t.fonts.Regular, 16, dim, left, y+26, fmt.Sprintf("%s: %d models, %d/%d points", tl.Army, tl.Models, tl.Points, t.costCap))
		y += 58
	}
	if t.scenario != nil {
		t.drawScenario(screen, right, 216)
	}

	box := 500.0
	vector.FillRect(screen, left, float32(box), ScreenWidth-2*left, 124, panel, false)
	vector.FillRect(screen, left, float32(box), 4, 124, crimson, false)
	t.write(screen, t.fonts.Bold, 21, ink, left+24, box+12, "The battle screen is not built yet.")
	t.write(screen, t.fonts.Regular, 17, dim, left+24, box+42,
		"This build holds the rule engine: dice and exact odds, armies, the AP economy, ranged and close\n"+
			"combat, and the cruiser deck with sight, cover and movement. Try it from a terminal:")
	t.write(screen, t.fonts.Mono, 16, crimson, left+24, box+92, "go run ./cmd/kg check --shipped")

	t.write(screen, t.fonts.Regular, 16, dim, left, ScreenHeight-64,
		"An unofficial implementation of Kry-Gothic by \"Boolean\" (BluWiki, 2008), CC BY-NC-SA. Non-commercial.")
	t.write(screen, t.fonts.Regular, 16, dim, ScreenWidth-left-80, ScreenHeight-64, "Esc: quit")
}

// drawScenario draws the default scenario's name, its deck at 4 px per
// inch, and the colour key.
func (t *Title) drawScenario(screen *ebiten.Image, x, y float64) {
	s := t.scenario
	t.write(screen, t.fonts.Bold, 22, ink, x, y, "Opening scenario: "+s.Name)
	const scale = 4
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(x, y+38)
	screen.DrawImage(t.deckPic, op)
	// Beside the deck: whose zone is whose, and how the scenario is won.
	sx, sy := x+float64(s.Deck.W*scale)+16, y+40
	for i, side := range s.Sides {
		if side == nil {
			continue
		}
		vector.FillRect(screen, float32(sx), float32(sy+4), 12, 12, colourZones[i%len(colourZones)], false)
		t.write(screen, t.fonts.Regular, 15, ink, sx+18, sy, side.Name)
		sy += 24
	}
	t.write(screen, t.fonts.Regular, 15, dim, sx, sy+8, fmt.Sprintf("%s, %d rounds", s.Victory.Type, s.Rounds))
	ky := y + 38 + float64(s.Deck.H*scale) + 10
	kx := x
	for _, k := range DeckKey {
		vector.FillRect(screen, float32(kx), float32(ky+3), 10, 10, k.Colour, false)
		t.write(screen, t.fonts.Regular, 13, dim, kx+14, ky, k.Label)
		kx += 14 + TextWidth(k.Label, t.fonts.Regular, 13) + 14
		if kx > x+360 {
			kx, ky = x, ky+18
		}
	}
}

// write draws s with its top-left corner at x, y.
func (t *Title) write(dst *ebiten.Image, src *text.GoTextFaceSource, size float64, c color.Color, x, y float64, s string) {
	Write(dst, src, size, c, x, y, s)
}
