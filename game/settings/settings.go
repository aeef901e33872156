// Package settings holds the player's settings (the match clock,
// pre-measuring, palette, UI scale, sound, key bindings) and where the game keeps
// them and its saves on disk. It does not draw.
package settings

import (
	"fmt"
	"math"
	"strconv"

	"github.com/krygothic/krygothic/game/bindings"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/words"
)

// Settings are what the settings menu changes.
type Settings struct {
	SecondsPerAP   float64 `json:"seconds_per_ap"`  // RULINGS clock, default 0.5
	DecisionWindow float64 `json:"decision_window"` // hotseat claim, default 4 s
	FaceOffWindow  float64 `json:"face_off_window"` // default 0.25 s
	RoundLimit     float64 `json:"round_limit"`     // seconds, 0 for none
	Premeasure     bool    `json:"premeasure"`      // RULINGS §6 (GAP-40), default on
	ColourBlind    bool    `json:"colour_blind"`    // the blue/lilac palette
	// UIScale: 1 = 1280×720 logical pixels at 1280×720; 0 = none set
	// yet, so the client picks one from the monitor at start
	// (AutoUIScale) and keeps it in force without writing it.
	UIScale float64 `json:"ui_scale,omitempty"`
	// NoPause takes the pause and the slower and faster speeds away from
	// games against the AI, for players who want the full time pressure
	// (RULINGS: against the AI). Off by default.
	NoPause bool `json:"no_pause"`
	// RulesDetail cites the rules' IDs wherever a player reads them (the
	// log, refusals, the modules page), for designers; off by default:
	// players read the same words without them.
	RulesDetail bool `json:"rules_detail"`
	// PlainGraphics opens battles in the plan view (the deck in colours by
	// AP cost, models as discs: no painted ship, decoration, figures or
	// lighting), for slow machines; Tab still shows the ship. Off by
	// default.
	PlainGraphics bool `json:"plain_graphics,omitempty"`
	// TutorialDone: the first battle has been started once, so the main
	// menu no longer offers it first.
	TutorialDone bool `json:"tutorial_done"`
	// Volume is the loudness of the sound effects, 0 (silent) to 1 (full);
	// Mute silences them whatever the volume (docs/client.md, Sound).
	Volume   float64           `json:"volume"`
	Mute     bool              `json:"mute"`
	Bindings bindings.Bindings `json:"bindings"` // overrides of the default keys
}

// The ranges a setting must lie in. Load clamps a value outside its range
// and says so; Save refuses one. The match's own settings have the match's
// ranges, which a record's settings are checked against too.
const (
	MinSecondsPerAP   = match.MinSecondsPerAP
	MaxSecondsPerAP   = match.MaxSecondsPerAP
	MinDecisionWindow = match.MinDecisionWindow
	MaxDecisionWindow = match.MaxDecisionWindow
	MinFaceOffWindow  = match.MinFaceOffWindow
	MaxFaceOffWindow  = match.MaxFaceOffWindow
	MinRoundLimit     = match.MinRoundLimit // 0 means none
	MaxRoundLimit     = match.MaxRoundLimit
	MinUIScale        = 0.75
	MaxUIScale        = 2.0
	MinVolume         = 0.0
	MaxVolume         = 1.0
)

// Default are the settings a new player starts with.
func Default() Settings {
	c := match.DefaultSettings()
	return Settings{
		SecondsPerAP:   c.SecondsPerAP,
		DecisionWindow: c.DecisionWindow,
		FaceOffWindow:  c.FaceOffWindow,
		RoundLimit:     c.RoundLimit,
		Premeasure:     true,
		Volume:         0.8,
	}
}

// AutoUIScale is the UI scale a player without one set starts with, on a
// monitor w×h device-independent pixels large (ebiten.Monitor().Size()):
// as many times larger than 1× as the monitor has room for a 1600×900
// layout, in steps of a quarter, from 1× to MaxUIScale. A 1920×1080
// monitor keeps 1×, a 2560×1440 one gets 1.5×, a 3840×2160 one 2×. The
// monitor's device scale factor multiplies it, as it does any setting.
func AutoUIScale(w, h int) float64 {
	fit := min(float64(w)/1600, float64(h)/900)
	return min(max(math.Floor(fit*4)/4, 1), MaxUIScale)
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

// Problems are what is wrong with a settings file or value, one line each,
// every line naming the setting (its name in the file) it is about.
type Problems []string

// Error joins the first few problems with semicolons and counts the rest
// ("… and 17,995 more", words.Few): a file of 18,000 unknown settings
// makes a message the client can show.
func (p Problems) Error() string { return words.Few(p, "; ") }

// err returns p as an error, or nil when there is no problem.
func (p Problems) err() error {
	if len(p) == 0 {
		return nil
	}
	return p
}

// Validate reports every value out of its range and every key binding
// that names no action or no key, or nil when all is well.
func (s Settings) Validate() error {
	_, p := s.clamp()
	return p.err()
}

// Clamped returns s with every value brought into its range and every
// binding that cannot be read dropped, with what was changed (nil when
// nothing was).
func (s Settings) Clamped() (Settings, error) {
	c, p := s.clamp()
	return c, p.err()
}

// field is one number setting and its range.
type field struct {
	name     string
	v        *float64
	min, max float64
	unit     string
}

func (s *Settings) fields() []field {
	return []field{
		{"seconds_per_ap", &s.SecondsPerAP, MinSecondsPerAP, MaxSecondsPerAP, " s"},
		{"decision_window", &s.DecisionWindow, MinDecisionWindow, MaxDecisionWindow, " s"},
		{"face_off_window", &s.FaceOffWindow, MinFaceOffWindow, MaxFaceOffWindow, " s"},
		{"round_limit", &s.RoundLimit, MinRoundLimit, MaxRoundLimit, " s"},
		{"ui_scale", &s.UIScale, MinUIScale, MaxUIScale, ""},
		{"volume", &s.Volume, MinVolume, MaxVolume, ""},
	}
}

func num(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

// clamp returns a copy of s within range, and what it changed.
func (s Settings) clamp() (Settings, Problems) {
	var p Problems
	c := s
	for _, f := range c.fields() {
		v := *f.v
		switch {
		case f.v == &c.UIScale && v == 0: // none set: picked from the monitor
		case v < f.min || v > f.max:
			*f.v = min(max(v, f.min), f.max)
			p = append(p, fmt.Sprintf("%s: %s%s is outside %s–%s; using %s", f.name, num(v), f.unit, num(f.min), num(f.max), num(*f.v)))
		}
	}
	c.Bindings, p = cleanBindings(c.Bindings, p)
	return c, p
}

// cleanBindings drops every override that names no action of its handler,
// reporting each. Keys are checked when the controls are built (the input
// library, which knows their names, draws on Ebitengine).
func cleanBindings(b bindings.Bindings, p Problems) (bindings.Bindings, Problems) {
	clean := func(who string, m map[string][]string, player bool) map[string][]string {
		if m == nil {
			return nil
		}
		out := make(map[string][]string, len(m))
		for _, name := range sortedKeys(m) {
			if player && !bindings.IsPlayer(name) || !player && !bindings.IsPointer(name) {
				p = append(p, fmt.Sprintf("bindings.%s: no action %q here; dropped", who, name))
				continue
			}
			out[name] = m[name] // key names are checked by the controls, which know them
		}
		return out
	}
	var c bindings.Bindings
	c.Pointer = clean("pointer", b.Pointer, false)
	for i := range b.Players {
		c.Players[i] = clean(fmt.Sprintf("players[%d]", i), b.Players[i], true)
	}
	return c, p
}
