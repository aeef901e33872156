package menu

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/widget"
)

// settingsPage edits every setting but the key bindings and the sound
// (their own pages).
// Changes are a draft until applied (env.Settings and env.Palette) or
// saved (applied, then written to settings.SettingsFile).
type settingsPage struct {
	pageBase
	draft    settings.Settings
	rows     []settingRow
	apply    *widget.Button
	save     *widget.Button
	defaults *widget.Button
	keys     *widget.Button
	sound    *widget.Button
	back     *widget.Button
	st       widget.Status
	leaving  bool // Back was pressed once with changes not applied
}

// settingRow is one setting's widget and what its value means.
type settingRow struct {
	w       widget.Item
	meaning func(s settings.Settings) string
}

func seconds(v float64) string {
	switch {
	case v == float64(int(v)):
		return fmt.Sprintf("%.0f s", v)
	case v*10 == float64(int(v*10)):
		return fmt.Sprintf("%.1f s", v)
	}
	return fmt.Sprintf("%.2f s", v)
}

func newSettingsPage(m *Menu) *settingsPage {
	env := m.env
	p := &settingsPage{pageBase: newPageBase(m), draft: *env.Settings}
	p.draft.UIScale = scaleSetting(p.draft)
	changed := func() { p.st, p.leaving = widget.Status{}, false }
	d := &p.draft
	p.rows = []settingRow{
		{&widget.Slider{Label: "Seconds per AP", Value: &d.SecondsPerAP, Min: settings.MinSecondsPerAP, Max: settings.MaxSecondsPerAP,
			Step: 0.1, Format: seconds, OnChange: changed},
			func(s settings.Settings) string {
				return fmt.Sprintf("How long each AP of an order keeps a side's command channel busy: a 2 AP move blocks the next "+
					"order for %s. Lower is faster and harder; 0.5 s is the standard.", seconds(2*s.SecondsPerAP))
			}},
		{&widget.Slider{Label: "Decision window", Value: &d.DecisionWindow, Min: settings.MinDecisionWindow, Max: settings.MaxDecisionWindow,
			Step: 0.5, Format: seconds, OnChange: changed},
			func(settings.Settings) string {
				return "Hotseat: a claim freezes the clock and hands that player the pointer for this long, or until they " +
					"declare or pass (the rules' \"perhaps only 4 seconds\")."
			}},
		{&widget.Slider{Label: "Face-off window", Value: &d.FaceOffWindow, Min: settings.MinFaceOffWindow, Max: settings.MaxFaceOffWindow,
			Step: 0.05, Format: seconds, OnChange: changed},
			func(s settings.Settings) string {
				if s.FaceOffWindow == 0 {
					return "0: only claims on the very same tick are a face-off; otherwise the first to press acts first."
				}
				return fmt.Sprintf("Claims or orders within %s of each other are a face-off: the face-off table decides who "+
					"acts first (movement, ranged, close combat, psychic; then Speed, then a D6).", seconds(s.FaceOffWindow))
			}},
		// No upper limit in the settings: the slider reaches 10 minutes, or
		// a longer limit set in the file.
		{&widget.Slider{Label: "Round limit", Value: &d.RoundLimit, Min: settings.MinRoundLimit, Max: max(600, d.RoundLimit), Step: 15,
			Format: func(v float64) string {
				if v == 0 {
					return "off"
				}
				return fmt.Sprintf("%d:%02d", int(v)/60, int(v)%60)
			}, OnChange: changed},
			func(s settings.Settings) string {
				if s.RoundLimit == 0 {
					return "Off: an AP round lasts until both sides have spent their AP or declared done."
				}
				return fmt.Sprintf("An AP round ends after %s of game time even if AP is left, so nobody can stall.", seconds(s.RoundLimit))
			}},
		{&widget.Toggle{Label: "Pre-measuring", Value: &d.Premeasure, OnChange: changed},
			func(s settings.Settings) string {
				if s.Premeasure {
					return "On: show range band, target number and exact odds before committing (RULINGS §6)."
				}
				return "Off = strict tabletop: only line of sight and arcs before declaring; an out-of-range shot wastes its AP."
			}},
		{&widget.Toggle{Label: "No pause against the AI", Value: &d.NoPause, OnChange: changed},
			func(s settings.Settings) string {
				if s.NoPause {
					return "On: against the AI time never stops and runs at 1×: the full time pressure of the real-time clock."
				}
				return "Off: against the AI, Space pauses (orders declared while paused go out when play resumes) and [ ] set the speed, 0.5× to 2×."
			}},
		{&widget.Toggle{Label: "Rules detail", Value: &d.RulesDetail, OnChange: changed},
			func(s settings.Settings) string {
				if s.RulesDetail {
					return "On: the log, refusals and the modules page cite the rule behind each line (\"KG-RC-11\"), for designers."
				}
				return "Off: the log, refusals and the modules page say what the rules do, without their IDs."
			}},
		{&widget.Toggle{Label: "Plain graphics", Value: &d.PlainGraphics, OnChange: changed},
			func(s settings.Settings) string {
				if s.PlainGraphics {
					return "On: battles open on the plan (colours by AP cost, models as discs), for slow machines; Tab shows the ship."
				}
				return "Off: battles open on the ship drawn, its rooms, figures and light; Tab shows the plan of AP costs."
			}},
		{&widget.Toggle{Label: "Colour-blind palette", Value: &d.ColourBlind, OnChange: changed},
			func(s settings.Settings) string {
				if s.ColourBlind {
					return "On: deep blue and light lilac sides, apart by lightness, and nowhere near the deck's browns and yellows or the rings."
				}
				return "Off: blue and red sides. Turn it on for deep blue and light lilac, told apart without red and green."
			}},
		{&widget.Slider{Label: "UI scale", Value: &d.UIScale, Min: settings.MinUIScale, Max: settings.MaxUIScale, Step: 0.05,
			Format: func(v float64) string { return fmt.Sprintf("%.2f×", v) }, OnChange: changed},
			func(s settings.Settings) string {
				return fmt.Sprintf("Size of text and controls: at %.2f× the 1280×720 layout fills a %d×%d window.",
					s.UIScale, int(1280*s.UIScale+0.5), int(720*s.UIScale+0.5))
			}},
	}
	p.apply = &widget.Button{Label: "Apply", OnPress: func() { p.doApply() }}
	p.save = &widget.Button{Label: "Save", Primary: true, OnPress: func() { p.doSave() }}
	p.defaults = &widget.Button{Label: "Defaults", OnPress: func() {
		b := p.draft.Bindings
		p.draft = settings.Default()
		p.draft.Bindings = b
		p.draft.UIScale = scaleSetting(p.draft)
		p.st.Info("The standard values are set; Apply or Save to keep them. Key bindings are reset on their own page.")
	}}
	p.keys = &widget.Button{Label: "Key bindings…", OnPress: func() { m.push(newBindingsPage(m)) }}
	p.sound = &widget.Button{Label: "Sound…", OnPress: func() { m.push(newSoundPage(m)) }}
	p.back = &widget.Button{Label: "Back", OnPress: func() { p.leave() }}
	items := []widget.Item{}
	for _, r := range p.rows {
		items = append(items, r.w)
	}
	items = append(items, p.save, p.apply, p.defaults, p.keys, p.sound, p.back)
	p.form.Set(items...)
	return p
}

// scaleSetting is s's UI scale for the slider: one not set yet (the app
// picks it from the monitor at start) counts as 1×, as ui.Scale does.
func scaleSetting(s settings.Settings) float64 {
	if s.UIScale == 0 {
		return 1
	}
	return s.UIScale
}

// dirty reports whether the draft differs from the settings in force
// (the key bindings aside: their page applies them at once).
func (p *settingsPage) dirty() bool {
	a, b := p.draft, *p.env.Settings
	b.UIScale = scaleSetting(b)
	return a.SecondsPerAP != b.SecondsPerAP || a.DecisionWindow != b.DecisionWindow || a.FaceOffWindow != b.FaceOffWindow ||
		a.RoundLimit != b.RoundLimit || a.Premeasure != b.Premeasure || a.ColourBlind != b.ColourBlind || a.UIScale != b.UIScale ||
		a.RulesDetail != b.RulesDetail || a.PlainGraphics != b.PlainGraphics
}

// doApply puts the draft in force: env.Settings, and the palette.
func (p *settingsPage) doApply() bool {
	d := p.draft
	d.Bindings = p.env.Settings.Bindings // the bindings page owns them
	// The sound page owns these, and applies them at once.
	d.Volume, d.Mute = p.env.Settings.Volume, p.env.Settings.Mute
	if err := d.Validate(); err != nil {
		p.st.Warn("Not applied: %v", err)
		return false
	}
	*p.env.Settings = d
	p.draft = d
	setPalette(p.env, d.ColourBlind)
	p.st.Info("Applied for this session. Save to keep them next time.")
	return true
}

// doSave applies the draft and writes it to the settings file.
func (p *settingsPage) doSave() {
	if !p.doApply() {
		return
	}
	if err := saveSettings(p.env); err != nil {
		p.st.Warn("Applied, but not saved: %v", err)
		return
	}
	path, _ := settings.SettingsFile()
	p.st.Info("Saved to %s.", path)
}

// saveSettings writes env.Settings to the settings file.
func saveSettings(env *ui.Env) error {
	path, err := settings.SettingsFile()
	if err != nil {
		return err
	}
	return settings.Save(path, *env.Settings)
}

// setPalette makes env.Palette the one the colour-blind setting asks for.
// It never writes over the shipped palettes themselves: an env that
// points at one gets its own copy.
func setPalette(env *ui.Env, colourBlind bool) {
	want := *ui.PaletteFor(colourBlind)
	if env.Palette == nil || env.Palette == &ui.StandardPalette || env.Palette == &ui.ColourBlindPalette {
		env.Palette = &want
		return
	}
	*env.Palette = want
}

// leave goes back, after one warning when changes are not applied.
func (p *settingsPage) leave() {
	if p.dirty() && !p.leaving {
		p.leaving = true
		p.st.Warn("The changes are not applied. Apply or Save them, or press Back again to leave them.")
		return
	}
	p.m.pop()
}

func (p *settingsPage) layout(area widget.Rect) {
	c := body(stage(area))
	y := c.Y + 54
	for _, r := range p.rows {
		h := 56.0
		if _, ok := r.w.(*widget.Toggle); ok {
			h = 50
		}
		rr := widget.Rect{X: c.X, Y: y, W: 460, H: h}
		switch w := r.w.(type) {
		case *widget.Slider:
			w.Rect = rr
		case *widget.Toggle:
			w.Rect = rr
		}
		y += h + 2 // ten rows and the buttons fit a 720-pixel screen
	}
	x := c.X
	for _, b := range []*widget.Button{p.save, p.apply, p.defaults, p.keys, p.sound} {
		w := 150.0
		if b == p.keys {
			w = 220
		}
		b.Rect = widget.Rect{X: x, Y: c.Bottom() - buttonH, W: w, H: buttonH}
		x += w + 12
	}
	p.back.Rect = widget.Rect{X: c.Right() - 150, Y: c.Bottom() - buttonH, W: 150, H: buttonH}
}

func (p *settingsPage) update(in *widget.Input) {
	if in.Back {
		p.leave()
		return
	}
	p.form.Update(in)
}

func (p *settingsPage) draw(dst *ebiten.Image, area widget.Rect) {
	s := p.style()
	c := body(stage(area))
	s.Write(dst, s.Fonts.Bold, 36, s.Pal.Ink, c.X, c.Y, "Settings")
	if path, err := settings.SettingsFile(); err == nil {
		s.WriteRight(dst, s.Fonts.Regular, sizeTiny, s.Pal.Dim, c.Right(), c.Y+22, widget.Fit(path, s.Fonts.Regular, sizeTiny, c.W-300))
	}
	for i, r := range p.rows {
		a := r.w.Area()
		mx := a.Right() + 40
		if i > 0 {
			widget.Fill(dst, widget.Rect{X: c.X, Y: a.Y - 2, W: c.W, H: 1}, widget.Mix(s.Pal.Background, s.Pal.Rule, 0.7))
		}
		ink := s.Pal.Dim
		if p.form.Focused(r.w) {
			ink = s.Pal.Ink
		}
		s.Para(dst, s.Fonts.Regular, sizeSmall, ink, mx, a.Y+2, c.Right()-mx, r.meaning(p.draft), 3)
		if tg, ok := r.w.(*widget.Toggle); ok && tg.Value == &p.draft.ColourBlind {
			// The two sides' colours, beside the switch in the row's own
			// column: under the text, a meaning that wraps at a narrow
			// window would push them into the next row.
			pal := ui.PaletteFor(p.draft.ColourBlind)
			y := a.Bottom() - 25
			for j := range pal.Sides {
				x := a.X + 150 + float64(j)*110
				widget.Fill(dst, widget.Rect{X: x, Y: y + 2, W: 18, H: 18}, pal.Sides[j])
				widget.Fill(dst, widget.Rect{X: x + 22, Y: y + 2, W: 18, H: 18}, pal.SidesLight[j])
				s.Write(dst, s.Fonts.Regular, sizeTiny, s.Pal.Dim, x+46, y+3, fmt.Sprintf("side %d", j+1))
			}
		}
	}
	p.form.Draw(dst, s)
	if p.dirty() && p.st.Text == "" {
		(&widget.Status{Text: "Changed: Apply to use these values now, Save to keep them.", Bad: true}).Draw(dst, s,
			widget.Rect{X: c.X, Y: p.save.Rect.Y - 70, W: c.W, H: 60})
	}
	p.st.Draw(dst, s, widget.Rect{X: c.X, Y: p.save.Rect.Y - 70, W: c.W, H: 60})
}
