package menu

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
)

// settingsPage edits every setting but the key bindings (their own page).
// Changes are a draft until applied (env.Settings and env.Palette) or
// saved (applied, then written to settings.SettingsFile).
type settingsPage struct {
	env      *ui.Env
	draft    settings.Settings
	form     form
	rows     []settingRow
	apply    *button
	save     *button
	defaults *button
	keys     *button
	back     *button
	st       status
	leaving  bool // Back was pressed once with changes not applied
}

// settingRow is one setting's widget and what its value means.
type settingRow struct {
	w       item
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

func newSettingsPage(env *ui.Env) *settingsPage {
	p := &settingsPage{env: env, draft: *env.Settings}
	changed := func() { p.st, p.leaving = status{}, false }
	d := &p.draft
	p.rows = []settingRow{
		{&slider{label: "Seconds per AP", value: &d.SecondsPerAP, min: settings.MinSecondsPerAP, max: settings.MaxSecondsPerAP,
			step: 0.1, format: seconds, onChange: changed},
			func(s settings.Settings) string {
				return fmt.Sprintf("How long each AP of an order keeps a side's command channel busy: a 2 AP move blocks the next "+
					"order for %s. Lower is faster and harder; 0.5 s is the standard.", seconds(2*s.SecondsPerAP))
			}},
		{&slider{label: "Decision window", value: &d.DecisionWindow, min: settings.MinDecisionWindow, max: settings.MaxDecisionWindow,
			step: 0.5, format: seconds, onChange: changed},
			func(settings.Settings) string {
				return "Hotseat: a claim freezes the clock and hands that player the pointer for this long, or until they " +
					"declare or pass (KG-META-04; the seed's \"perhaps only 4 seconds\")."
			}},
		{&slider{label: "Face-off window", value: &d.FaceOffWindow, min: settings.MinFaceOffWindow, max: settings.MaxFaceOffWindow,
			step: 0.05, format: seconds, onChange: changed},
			func(s settings.Settings) string {
				if s.FaceOffWindow == 0 {
					return "0: only claims on the very same tick are a face-off; otherwise the first to press acts first."
				}
				return fmt.Sprintf("Claims or orders within %s of each other are a face-off: the face-off table decides who "+
					"acts first (movement, ranged, close combat, psychic; then Speed, then a D6).", seconds(s.FaceOffWindow))
			}},
		// No upper limit in the settings: the slider reaches 10 minutes, or
		// a longer limit set in the file.
		{&slider{label: "Round limit", value: &d.RoundLimit, min: settings.MinRoundLimit, max: max(600, d.RoundLimit), step: 15,
			format: func(v float64) string {
				if v == 0 {
					return "off"
				}
				return fmt.Sprintf("%d:%02d", int(v)/60, int(v)%60)
			}, onChange: changed},
			func(s settings.Settings) string {
				if s.RoundLimit == 0 {
					return "Off: an AP round lasts until both sides have spent their AP or declared done."
				}
				return fmt.Sprintf("An AP round ends after %s of game time even if AP is left, so nobody can stall.", seconds(s.RoundLimit))
			}},
		{&toggle{label: "Pre-measuring", value: &d.Premeasure, onChange: changed},
			func(s settings.Settings) string {
				if s.Premeasure {
					return "On: show range band, target number and exact odds before committing (RULINGS §6)."
				}
				return "Off = strict tabletop: only line of sight and arcs before declaring; an out-of-range shot wastes its AP."
			}},
		{&toggle{label: "Colour-blind palette", value: &d.ColourBlind, onChange: changed},
			func(s settings.Settings) string {
				if s.ColourBlind {
					return "On: blue and orange sides (Okabe–Ito), told apart by lightness as well as hue."
				}
				return "Off: blue and red sides. Turn it on for blue and orange, told apart by lightness as well."
			}},
		{&slider{label: "UI scale", value: &d.UIScale, min: settings.MinUIScale, max: settings.MaxUIScale, step: 0.05,
			format: func(v float64) string { return fmt.Sprintf("%.2f×", v) }, onChange: changed},
			func(s settings.Settings) string {
				return fmt.Sprintf("Size of text and controls: at %.2f× the 1280×720 layout fills a %d×%d window.",
					s.UIScale, int(1280*s.UIScale+0.5), int(720*s.UIScale+0.5))
			}},
	}
	p.apply = &button{label: "Apply", onPress: func(*Menu) { p.doApply() }}
	p.save = &button{label: "Save", primary: true, onPress: func(*Menu) { p.doSave() }}
	p.defaults = &button{label: "Defaults", onPress: func(*Menu) {
		b := p.draft.Bindings
		p.draft = settings.Default()
		p.draft.Bindings = b
		p.st.ok("The standard values are set; Apply or Save to keep them. Key bindings are reset on their own page.")
	}}
	p.keys = &button{label: "Key bindings…", onPress: func(m *Menu) { m.push(newBindingsPage(env)) }}
	p.back = &button{label: "Back", onPress: func(m *Menu) { p.leave(m) }}
	items := []item{}
	for _, r := range p.rows {
		items = append(items, r.w)
	}
	items = append(items, p.save, p.apply, p.defaults, p.keys, p.back)
	p.form.set(items...)
	return p
}

// dirty reports whether the draft differs from the settings in force
// (the key bindings aside: their page applies them at once).
func (p *settingsPage) dirty() bool {
	a, b := p.draft, *p.env.Settings
	return a.SecondsPerAP != b.SecondsPerAP || a.DecisionWindow != b.DecisionWindow || a.FaceOffWindow != b.FaceOffWindow ||
		a.RoundLimit != b.RoundLimit || a.Premeasure != b.Premeasure || a.ColourBlind != b.ColourBlind || a.UIScale != b.UIScale
}

// doApply puts the draft in force: env.Settings, and the palette.
func (p *settingsPage) doApply() bool {
	d := p.draft
	d.Bindings = p.env.Settings.Bindings // the bindings page owns them
	if err := d.Validate(); err != nil {
		p.st.err("Not applied: %v", err)
		return false
	}
	*p.env.Settings = d
	p.draft = d
	setPalette(p.env, d.ColourBlind)
	p.st.ok("Applied for this session. Save to keep them next time.")
	return true
}

// doSave applies the draft and writes it to the settings file.
func (p *settingsPage) doSave() {
	if !p.doApply() {
		return
	}
	if err := saveSettings(p.env); err != nil {
		p.st.err("Applied, but not saved: %v", err)
		return
	}
	path, _ := settings.SettingsFile()
	p.st.ok("Saved to %s.", path)
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
func (p *settingsPage) leave(m *Menu) {
	if p.dirty() && !p.leaving {
		p.leaving = true
		p.st.err("The changes are not applied. Apply or Save them, or press Back again to leave them.")
		return
	}
	m.pop()
}

func (p *settingsPage) layout(_ *Menu, area rect) {
	c := body(stage(area))
	y := c.y + 64
	for _, r := range p.rows {
		h := 56.0
		if _, ok := r.w.(*toggle); ok {
			h = 54
		}
		rr := rect{c.x, y, 460, h}
		switch w := r.w.(type) {
		case *slider:
			w.r = rr
		case *toggle:
			w.r = rr
		}
		y += h + 8
	}
	x := c.x
	for _, b := range []*button{p.save, p.apply, p.defaults, p.keys} {
		w := 150.0
		if b == p.keys {
			w = 220
		}
		b.r = rect{x, c.bottom() - buttonH, w, buttonH}
		x += w + 12
	}
	p.back.r = rect{c.right() - 150, c.bottom() - buttonH, 150, buttonH}
}

func (p *settingsPage) update(m *Menu, in *input) {
	if in.back {
		p.leave(m)
		return
	}
	p.form.update(m, in)
}

func (p *settingsPage) draw(m *Menu, dst *ebiten.Image, area rect) {
	s := m.style()
	c := body(stage(area))
	s.write(dst, s.fonts.Bold, 36, s.pal.Ink, c.x, c.y, "Settings")
	if path, err := settings.SettingsFile(); err == nil {
		s.writeRight(dst, s.fonts.Regular, sizeTiny, s.pal.Dim, c.right(), c.y+22, fit(path, s.fonts.Regular, sizeTiny, c.w-300))
	}
	for i, r := range p.rows {
		a := r.w.area()
		mx := a.right() + 40
		if i > 0 {
			fill(dst, rect{c.x, a.y - 6, c.w, 1}, mix(s.pal.Background, s.pal.Rule, 0.7))
		}
		ink := s.pal.Dim
		if p.form.focused(r.w) {
			ink = s.pal.Ink
		}
		y := s.para(dst, s.fonts.Regular, sizeSmall, ink, mx, a.y+2, c.right()-mx, r.meaning(p.draft), 3)
		if tg, ok := r.w.(*toggle); ok && tg.value == &p.draft.ColourBlind {
			pal := ui.PaletteFor(p.draft.ColourBlind)
			for j := range pal.Sides {
				x := mx + float64(j)*110
				fill(dst, rect{x, y + 2, 18, 18}, pal.Sides[j])
				fill(dst, rect{x + 22, y + 2, 18, 18}, pal.SidesLight[j])
				s.write(dst, s.fonts.Regular, sizeTiny, s.pal.Dim, x+46, y+3, fmt.Sprintf("side %d", j+1))
			}
		}
	}
	p.form.draw(m, dst)
	if p.dirty() && p.st.text == "" {
		(&status{text: "Changed: Apply to use these values now, Save to keep them.", bad: true}).draw(m, dst,
			rect{c.x, p.save.r.y - 70, c.w, 60})
	}
	p.st.draw(m, dst, rect{c.x, p.save.r.y - 70, c.w, 60})
}
