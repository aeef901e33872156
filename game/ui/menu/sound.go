package menu

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui/widget"
)

// soundPage sets the sound effects' volume and mute. Like the key
// bindings page it changes the settings in force at once (the speaker
// reads them at every cue), so a change is heard straight away; Save
// writes them to the settings file.
type soundPage struct {
	pageBase
	volume *widget.Slider
	mute   *widget.Toggle
	test   *widget.Button
	save   *widget.Button
	back   *widget.Button
	st     widget.Status
}

func newSoundPage(m *Menu) *soundPage {
	p := &soundPage{pageBase: newPageBase(m)}
	st := p.env.Settings
	changed := func() { p.st = widget.Status{} }
	p.volume = &widget.Slider{Label: "Volume", Value: &st.Volume, Min: settings.MinVolume, Max: settings.MaxVolume, Step: 0.05,
		Format: func(v float64) string { return fmt.Sprintf("%.0f %%", 100*v) }, OnChange: changed}
	p.mute = &widget.Toggle{Label: "Mute", Value: &st.Mute, OnChange: changed}
	// The test plays a round's start: two short tones.
	p.test = &widget.Button{Label: "Play a sound", OnPress: func() { p.env.Hear(match.RoundStarted{Number: 1}, nil) }}
	p.save = &widget.Button{Label: "Save", Primary: true, OnPress: func() {
		if err := saveSettings(p.env); err != nil {
			p.st.Warn("Not saved: %v", err)
			return
		}
		path, _ := settings.SettingsFile()
		p.st.Info("Saved to %s.", path)
	}}
	p.back = &widget.Button{Label: "Back", OnPress: func() { m.pop() }}
	p.form.Set(p.volume, p.mute, p.test, p.save, p.back)
	return p
}

// meaning says what the sound settings do now.
func (p *soundPage) meaning() string {
	st := p.env.Settings
	if st.Mute {
		return "Muted: the battle makes no sound. Turn Mute off to hear shots, hits, deaths, explosions and the rounds' tones."
	}
	return fmt.Sprintf("Shots, blows, hits, deaths, explosions and the tones of a round's start and end play at %.0f %%. "+
		"Changes are heard at once; Save keeps them.", 100*st.Volume)
}

func (p *soundPage) layout(area widget.Rect) {
	c := body(stage(area))
	p.volume.Rect = widget.Rect{X: c.X, Y: c.Y + 64, W: 460, H: 56}
	p.mute.Rect = widget.Rect{X: c.X, Y: c.Y + 64 + 64, W: 460, H: 54}
	p.test.Rect = widget.Rect{X: c.X, Y: c.Y + 64 + 64 + 70, W: 220, H: 40}
	p.save.Rect = widget.Rect{X: c.X, Y: c.Bottom() - buttonH, W: 150, H: buttonH}
	p.back.Rect = widget.Rect{X: c.Right() - 150, Y: c.Bottom() - buttonH, W: 150, H: buttonH}
}

func (p *soundPage) draw(dst *ebiten.Image, area widget.Rect) {
	s := p.style()
	c := body(stage(area))
	s.Write(dst, s.Fonts.Bold, 36, s.Pal.Ink, c.X, c.Y, "Sound")
	mx := p.volume.Rect.Right() + 40
	s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, mx, p.volume.Rect.Y+2, c.Right()-mx, p.meaning(), 4)
	p.form.Draw(dst, s)
	p.st.Draw(dst, s, widget.Rect{X: c.X, Y: p.save.Rect.Y - 70, W: c.W, H: 60})
}
