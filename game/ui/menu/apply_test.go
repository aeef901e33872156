package menu

import (
	"testing"

	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui/controls"
)

// Settings applied but not saved last until the game closes: rebinding a
// key afterwards saves the key, and not them, to the file; Save writes
// them.
func TestApplyIsNotSavedByARebind(t *testing.T) {
	env, _ := newEnv(t)
	m := newMenu(env, nil)
	sp := newSettingsPage(m)
	sp.draft.ColourBlind, sp.draft.UIScale, sp.draft.SecondsPerAP = true, 1.5, 0.8
	if !sp.doApply() || !env.Settings.ColourBlind {
		t.Fatal("not applied")
	}
	bp := newBindingsPage(m)
	for i, r := range bp.rows {
		if r.handler < 0 && r.action == controls.VerbRun {
			bp.list.Choose(i)
		}
	}
	bp.start(false)
	bp.assign("k")
	path, _ := settings.SettingsFile()
	saved, err := settings.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if saved.Bindings.Pointer["run"][0] != "k" {
		t.Errorf("the new key was not saved: %+v", saved.Bindings)
	}
	def := settings.Default()
	if saved.ColourBlind || saved.UIScale != def.UIScale || saved.SecondsPerAP != def.SecondsPerAP {
		t.Errorf("applied values reached the file: colour_blind %v, ui_scale %v, seconds_per_ap %v",
			saved.ColourBlind, saved.UIScale, saved.SecondsPerAP)
	}
	if !env.Settings.ColourBlind || env.Settings.UIScale != 1.5 || env.Settings.Bindings.Pointer["run"][0] != "k" {
		t.Errorf("the session lost its settings: %+v", *env.Settings)
	}
	// Save, on the settings page, writes them all.
	sp = newSettingsPage(m)
	sp.doSave()
	if saved, err = settings.Load(path); err != nil || !saved.ColourBlind || saved.UIScale != 1.5 || saved.Bindings.Pointer["run"][0] != "k" {
		t.Errorf("after Save: %+v, %v", saved, err)
	}
}
