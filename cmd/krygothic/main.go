// Command krygothic is the Kry-Gothic desktop client.
//
//	krygothic                          the main menu
//	krygothic play [-scenario S] [-seed N]
//	                                   a hotseat match straight away (default:
//	                                   the embedded default scenario)
//	krygothic view FILE                the scenario viewer on a file (or a
//	                                   shipped scenario's name), reloading it
//	                                   when it changes
//
// Flags before the command: -screenshot FILE writes the screen to FILE
// after -frames frames and quits, for docs and checks.
package main

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/app"
	"github.com/krygothic/krygothic/scenarios"
)

func main() {
	shot := flag.String("screenshot", "", "write the screen to this PNG file and quit")
	frames := flag.Int("frames", 10, "with -screenshot: frames to draw first")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: krygothic [-screenshot FILE -frames N] [play [-scenario S] [-seed N] | view FILE]")
		flag.PrintDefaults()
	}
	flag.Parse()
	if err := run(*shot, *frames, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "krygothic:", err)
		os.Exit(1)
	}
}

func run(shot string, frames int, args []string) error {
	a, err := app.New()
	if err != nil {
		return err
	}
	if err := open(a, args); err != nil {
		return err
	}
	var game ebiten.Game = a
	if shot != "" {
		game = &ui.Capture{Game: game, Frames: frames, Path: shot}
	}
	ebiten.SetWindowTitle("Kry-Gothic (unofficial)")
	ebiten.SetWindowSize(ui.ScreenWidth, ui.ScreenHeight)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	return ebiten.RunGame(game)
}

// open goes straight to the screen the command line asks for.
func open(a *app.App, args []string) error {
	if len(args) == 0 {
		return nil // the main menu
	}
	switch args[0] {
	case "view":
		if len(args) != 2 {
			return errors.New("usage: krygothic view FILE")
		}
		a.View(args[1])
		return nil
	case "play":
		fs := flag.NewFlagSet("play", flag.ContinueOnError)
		name := fs.String("scenario", "", "a shipped scenario's name or a scenario file (default: the opening scenario)")
		seed := fs.Uint64("seed", 0, "the dice seed (default: random)")
		if err := fs.Parse(args[1:]); err != nil {
			return err
		}
		if *name == "" {
			*name = scenarios.DefaultName
		}
		s, err := scenarios.Open(*name, a.Env().Content)
		if err != nil {
			return err
		}
		if *seed == 0 {
			*seed = rand.Uint64()
		}
		a.Play(ui.MatchSetup{Scenario: s, ScenarioName: *name, Mode: ui.Hotseat, Seed: *seed})
		return nil
	}
	return fmt.Errorf("unknown command %q (play, view)", args[0])
}
