// Command krygothic is the Kry-Gothic desktop client.
//
// Until the battle screen exists it opens the title screen, which lists the
// teams and shipped armies this build carries and draws the deck of the
// default scenario. --screenshot FILE writes the
// screen to FILE after --frames frames and quits, for docs and checks.
package main

import (
	"flag"
	"fmt"
	"io/fs"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/scenarios"
)

func main() {
	shot := flag.String("screenshot", "", "write the screen to this PNG file and quit")
	frames := flag.Int("frames", 10, "with --screenshot: frames to draw first")
	flag.Parse()
	if err := run(*shot, *frames); err != nil {
		fmt.Fprintln(os.Stderr, "krygothic:", err)
		os.Exit(1)
	}
}

func run(shot string, frames int) error {
	c, err := content.Default()
	if err != nil {
		return err
	}
	teams, err := shippedArmies(c)
	if err != nil {
		return err
	}
	fonts, err := ui.LoadFonts()
	if err != nil {
		return err
	}
	opening, err := scenarios.Default(c)
	if err != nil {
		return err
	}
	var game ebiten.Game = ui.NewTitle(fonts, teams, c.Limits.CostCap, opening)
	if shot != "" {
		game = &ui.Capture{Game: game, Frames: frames, Path: shot}
	}
	ebiten.SetWindowTitle("Kry-Gothic (unofficial)")
	ebiten.SetWindowSize(ui.ScreenWidth, ui.ScreenHeight)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	return ebiten.RunGame(game)
}

// shippedArmies checks every embedded army list and sums it up per team.
func shippedArmies(c *content.Content) ([]ui.TeamLine, error) {
	var lines []ui.TeamLine
	for _, t := range c.Teams {
		f := "armies/" + t.ID + ".yaml"
		src, err := fs.ReadFile(scenarios.Armies, f)
		if err != nil {
			continue // a team without a shipped army is simply not listed
		}
		a, err := army.Parse("scenarios/"+f, src, c)
		if err != nil {
			return nil, err
		}
		lines = append(lines, ui.TeamLine{Team: t.Name, TacticsRating: t.TacticsRating, Army: a.Name, Models: len(a.Models), Points: a.Cost})
	}
	return lines, nil
}
