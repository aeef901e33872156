package menu

import (
	"github.com/krygothic/krygothic/rules/facet"
	"testing"

	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/sound"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/rules/combat"
)

// ears records what the pages ask to be heard.
type ears struct{ heard []combat.Event }

func (e *ears) Hear(ev combat.Event, _ facet.Set) { e.heard = append(e.heard, ev) }

// newSound is the sound page on its own, as Settings → Sound… opens it.
func newSound(env *ui.Env) *Menu { return opened(newMenu(env, toMenu(env)), newSoundPage) }

// The settings page's Sound… button opens the sound page; its volume
// slider and mute toggle change the settings in force at once, its test
// button plays a sound, Save writes them to the file, and Apply on the
// settings page (opened before) keeps them.
func TestSoundPageSetsVolumeAndMute(t *testing.T) {
	env, _ := newEnv(t)
	ear := &ears{}
	env.Sound = ear
	m := NewSettings(env)
	sp := m.top().(*settingsPage)
	sp.sound.OnPress()
	p, ok := m.top().(*soundPage)
	if !ok {
		t.Fatalf("Sound… opened %T", m.top())
	}
	p.layout(widget.Rect{W: ui.ScreenWidth, H: ui.ScreenHeight})
	r := p.volume.Rect
	p.volume.Press(r.X+15, r.Bottom()-19) // the − end
	if env.Settings.Volume != settings.Default().Volume-0.05 {
		t.Errorf("volume %.2f after one step down from %.2f", env.Settings.Volume, settings.Default().Volume)
	}
	p.mute.Press(p.mute.Rect.X+20, p.mute.Rect.Bottom()-14)
	if !env.Settings.Mute {
		t.Error("the mute toggle did not mute")
	}
	p.test.OnPress()
	if len(ear.heard) != 1 || sound.For(ear.heard[0], nil) != sound.RoundStart {
		t.Errorf("the test button played %v, want a round's start", ear.heard)
	}
	p.save.OnPress()
	path, _ := settings.SettingsFile()
	saved, err := settings.Load(path)
	if err != nil || saved.Volume != env.Settings.Volume || !saved.Mute {
		t.Errorf("after Save the file holds volume %.2f, mute %v (%v); want %.2f, true", saved.Volume, saved.Mute, err, env.Settings.Volume)
	}
	p.back.OnPress()
	if m.top() != sp {
		t.Fatalf("Back went to %T", m.top())
	}
	if sp.dirty() {
		t.Error("the settings page counts the sound page's change as its own")
	}
	sp.draft.ColourBlind = true
	if !sp.doApply() || env.Settings.Volume != saved.Volume || !env.Settings.Mute {
		t.Errorf("Apply on the settings page undid the sound: volume %.2f, mute %v", env.Settings.Volume, env.Settings.Mute)
	}
}

func TestSoundGolden(t *testing.T) {
	env, _ := newEnv(t)
	uitest.Golden(t, "sound", draw(newSound(env), 1280, 720), 3)
}
