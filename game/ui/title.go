package ui

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
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
// build carries, what works so far, and the credits the licence asks for
// (KG-META-08). Esc or closing the window quits.
type Title struct {
	fonts   *Fonts
	teams   []TeamLine
	costCap int // the army cost cap, for "points/cap"
}

// NewTitle returns the title screen listing teams; costCap is the army cost cap.
func NewTitle(fonts *Fonts, teams []TeamLine, costCap int) *Title {
	return &Title{fonts: fonts, teams: teams, costCap: costCap}
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
	const left = 96.0
	t.write(screen, t.fonts.Bold, 64, crimson, left, 56, "KRY-GOTHIC")
	t.write(screen, t.fonts.Regular, 22, ink, left, 136,
		"Squad skirmishes aboard a derelict alien cruiser. No turns: both sides spend Action Points\n"+
			"whenever they like and interrupt each other.")
	vector.FillRect(screen, left, 206, ScreenWidth-2*left, 2, rule, false)

	t.write(screen, t.fonts.Bold, 24, ink, left, 226, "Teams and their shipped armies")
	y := 268.0
	for _, tl := range t.teams {
		t.write(screen, t.fonts.Regular, 20, ink, left, y, tl.Team)
		t.write(screen, t.fonts.Mono, 18, dim, left+260, y+2, fmt.Sprintf("Tactics %2d", tl.TacticsRating))
		t.write(screen, t.fonts.Regular, 20, ink, left+420, y, tl.Army)
		t.write(screen, t.fonts.Mono, 18, dim, left+760, y+2, fmt.Sprintf("%2d models  %4d/%d pts", tl.Models, tl.Points, t.costCap))
		y += 36
	}

	box := y + 20
	vector.FillRect(screen, left, float32(box), ScreenWidth-2*left, 150, panel, false)
	vector.FillRect(screen, left, float32(box), 4, 150, crimson, false)
	t.write(screen, t.fonts.Bold, 22, ink, left+24, box+16, "The battle screen is not built yet.")
	t.write(screen, t.fonts.Regular, 19, dim, left+24, box+52,
		"This build holds the rule engine: dice and exact odds, teams, weapons and army lists, the\n"+
			"Action Point economy, ranged and close combat, pinning and fear. Try it from a terminal:")
	t.write(screen, t.fonts.Mono, 18, crimson, left+24, box+110, "go run ./cmd/kg odds --dice 5 --tn 5 --keep 3")

	t.write(screen, t.fonts.Regular, 16, dim, left, ScreenHeight-64,
		"An unofficial implementation of Kry-Gothic by \"Boolean\" (BluWiki, 2008), CC BY-NC-SA. Non-commercial.")
	t.write(screen, t.fonts.Regular, 16, dim, ScreenWidth-left-80, ScreenHeight-64, "Esc: quit")
}

// write draws s with its top-left corner at x, y.
func (t *Title) write(dst *ebiten.Image, src *text.GoTextFaceSource, size float64, c color.Color, x, y float64, s string) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	op.LineSpacing = size * 1.35
	text.Draw(dst, s, face(src, size), op)
}
