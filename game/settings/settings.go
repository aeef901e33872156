// Package settings holds the player's settings (the match clock,
// pre-measuring, palette, UI scale, key bindings) and where the game keeps
// them and its saves on disk. It does not draw.
package settings

import (
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui/controls"
)

// Settings are what the settings menu changes.
type Settings struct {
	SecondsPerAP   float64           `json:"seconds_per_ap"`  // RULINGS clock, default 0.5
	DecisionWindow float64           `json:"decision_window"` // hotseat claim, default 4 s
	FaceOffWindow  float64           `json:"face_off_window"` // default 0.25 s
	RoundLimit     float64           `json:"round_limit"`     // seconds, 0 for none
	Premeasure     bool              `json:"premeasure"`      // RULINGS §6 (GAP-40), default on
	ColourBlind    bool              `json:"colour_blind"`    // the blue/orange palette
	UIScale        float64           `json:"ui_scale"`        // 1 = 1280×720 logical pixels at 1280×720
	Bindings       controls.Bindings `json:"bindings"`        // overrides of the default keys
}

// Default are the settings a new player starts with.
func Default() Settings {
	c := match.DefaultSettings()
	return Settings{
		SecondsPerAP:   c.SecondsPerAP,
		DecisionWindow: c.DecisionWindow,
		FaceOffWindow:  c.FaceOffWindow,
		RoundLimit:     c.RoundLimit,
		Premeasure:     true,
		UIScale:        1,
	}
}

// Clock is the match clock these settings ask for.
func (s Settings) Clock() match.Settings {
	return match.Settings{
		SecondsPerAP:   s.SecondsPerAP,
		FaceOffWindow:  s.FaceOffWindow,
		DecisionWindow: s.DecisionWindow,
		RoundLimit:     s.RoundLimit,
	}
}
