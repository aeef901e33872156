package ui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/host"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/scenarios"
)

// Scene is one screen of the client: a menu, the battle, the viewer. The
// app runs one at a time. Scenes draw into the window's real pixels
// (screen.Bounds()) and lay themselves out in layout units, that size
// divided by Scale (the UI scale): at least 1280×720 when the window is
// 1280×720 times the scale.
type Scene interface {
	Update() error
	Draw(screen *ebiten.Image)
}

// Mode is who plays the second side.
type Mode int

// The modes of play.
const (
	Hotseat  Mode = iota // two people at one screen (RULINGS: hotseat)
	VersusAI             // one person against the AI
)

// MatchSetup is what the menus hand the battle screen.
type MatchSetup struct {
	Scenario     *scenarios.Scenario
	ScenarioName string // a shipped scenario's name or a file path, for the record
	Mode         Mode
	Human        int    // against the AI: the side the person plays
	AI           string // against the AI: its level ("easy", "normal", "hard")
	Seed         uint64 // the match's dice
	Resume       *match.Record
	// Content is the content the match plays with; nil: the env's. A
	// save resumes with the content it carries (ResumeSetup).
	Content *content.Content
	// Failed, when set, is told why the match could not start (a save
	// that does not resume on this build), in place of the app's
	// message over the screen: the Load game panel shows it there.
	Failed func(error)
	// Tutorial: the first battle, with its lessons over the map (against
	// the AI).
	Tutorial bool
	// Fog: the fog of war (against the AI): the person sees only what
	// their models see.
	Fog bool
	// Background: the computer player thinks off the frame (ai.Background),
	// so the screen never waits on it; the game then depends on how fast
	// the machine thinks (its record does not). The app sets it; tests
	// that want a game reproducible from its seed leave it off.
	Background bool
	// ByHand: the armies are deployed by hand before the battle (GAP-32,
	// the deployment screen); otherwise automatically.
	ByHand bool
	// Placements: the deployment made by hand, which the battle starts
	// from (match.NewDeployed); none: automatic.
	Placements []match.Placement
	// Over, when set, is told once, on the frame the match ends, with the
	// match over: what started the match learns how it ended (a campaign
	// settles its battle) while the battle screen still shows the end.
	Over func(*match.Match)
	// Back, when set, is the scene the battle screen (and the deployment
	// step) leaves for on Back, in place of the main menu: the screen the
	// match was started from. A match left unfinished is saved first as
	// always; Over is not told.
	Back Scene
}

// The first battle (the tutorial): its shipped scenario and the computer
// player it meets, the person on the first side.
const (
	TutorialScenario = "first-battle"
	TutorialAI       = "easy"
)

// ResumeSetup is the setup that resumes rec, a save reopened on table t
// (host.Reopen: its scenario, and the content the save carries): a game
// against the AI resumes against the AI at its level, with the person on
// the same side (format 5 records name both, Record.Players); any other
// save resumes as hotseat.
func ResumeSetup(rec *match.Record, t *host.Table) MatchSetup {
	setup := MatchSetup{Scenario: t.Scenario, ScenarioName: rec.Scenario, Content: t.Content, Mode: Hotseat, Seed: rec.Seed, Resume: rec}
	if p := rec.Players; len(p) == 2 && (p[0] == match.Person) != (p[1] == match.Person) {
		setup.Mode, setup.Human = VersusAI, 0
		if p[1] == match.Person {
			setup.Human = 1
		}
		setup.AI = p[1-setup.Human]
	}
	return setup
}

// Nav moves the player between scenes; the app implements it.
type Nav interface {
	Menu()                               // the main menu
	Play(MatchSetup)                     // a new match, or a save resumed
	Watch(path string, rec match.Record) // watch the replay rec, read from path
	View(path string)                    // the scenario viewer on a file
	Settings()                           // the settings menu
	Quit()                               // close the game
	Show(Scene)                          // a scene made elsewhere (MatchSetup.Back)
}

// Env is what every scene shares: fonts, the game data, the player's
// settings and controls, the sound, and the way to other scenes.
type Env struct {
	Fonts    *Fonts
	Content  *content.Content
	Settings *settings.Settings
	Controls *controls.Controls
	Nav      Nav
	Palette  *Palette
	Sound    Hearer // the sound effects; nil for none (tests)
}
