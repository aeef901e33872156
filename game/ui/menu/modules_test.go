package menu

import (
	"slices"
	"testing"

	"github.com/krygothic/krygothic/rules/modules"
)

// The new-match page plays with the scenario's rule modules until the
// player switches others on its modules page; the match it starts plays
// with that set (saves and replays keep it: game/match's record tests).
// Choosing another scenario goes back to that scenario's set.
func TestNewMatchModules(t *testing.T) {
	env, nav := newEnv(t)
	m := newMenu(env, nil)
	p := newMatchPage(m)
	m.push(p)
	scenario := p.current().s.Modules
	if !slices.Equal(p.moduleSet(), scenario) {
		t.Fatalf("the page starts with %v, the scenario names %v", p.moduleSet(), scenario)
	}
	all := modules.All()
	if len(all) == 0 {
		t.Fatal("no rule modules in this build")
	}
	p.rules.OnPress()
	mp, ok := m.top().(*modulesPage)
	if !ok {
		t.Fatalf("Rule modules… opened %T", m.top())
	}
	// Flip the first module, and leave with Done.
	first := all[0].Name
	wasOn := slices.Contains(scenario, first)
	mp.toggles[0].Press(0, 0)
	mp.ok.OnPress()
	if m.top() != p {
		t.Fatalf("Done left %T on top", m.top())
	}
	if slices.Contains(p.moduleSet(), first) == wasOn {
		t.Fatalf("after flipping %s the set is %v", first, p.moduleSet())
	}
	chosen := p.moduleSet()
	p.play()
	if nav.setup == nil || !slices.Equal(nav.setup.Scenario.Modules, chosen) {
		t.Fatalf("the match plays with %v, want %v", nav.setup.Scenario.Modules, chosen)
	}
	// The page's own copy of the scenario is untouched.
	if !slices.Equal(p.current().s.Modules, scenario) {
		t.Errorf("the scenario's set became %v", p.current().s.Modules)
	}
	// "Scenario's set" puts it back; another scenario starts from its own.
	p.rules.OnPress()
	mp = m.top().(*modulesPage)
	mp.reset.OnPress()
	mp.ok.OnPress()
	if !slices.Equal(p.moduleSet(), scenario) {
		t.Errorf("after Scenario's set: %v, want %v", p.moduleSet(), scenario)
	}
	p.modules = []string{}
	p.list.Choose(1)
	if p.modules != nil {
		t.Errorf("another scenario kept the chosen set %v", p.modules)
	}
}

// Every module's toggle fits above the page's buttons, from the smallest
// window the game supports to the largest, however many modules there
// are: the descriptions stand beside the list, one at a time.
func TestModulesPageFits(t *testing.T) {
	env, _ := newEnv(t)
	m := newMenu(env, nil)
	p := newMatchPage(m)
	m.push(p)
	p.rules.OnPress()
	mp := m.top().(*modulesPage)
	for _, size := range [][2]int{{960, 540}, {1024, 640}, {1280, 720}, {2560, 1440}} {
		draw(m, size[0], size[1])
		last := mp.toggles[len(mp.toggles)-1].Rect
		if last.Bottom() > mp.reset.Rect.Y-8 {
			t.Errorf("%dx%d: the last module's toggle ends at %.0f, the buttons start at %.0f", size[0], size[1], last.Bottom(), mp.reset.Rect.Y)
		}
		if last.Right() > mp.reset.Rect.X && last.Bottom() > mp.reset.Rect.Y {
			t.Errorf("%dx%d: the toggles run under the buttons", size[0], size[1])
		}
	}
	shot(t, m, "modules", 1280, 720)
	shot(t, m, "modules-1024x640", 1024, 640)
	shot(t, m, "modules-960x540", 960, 540)
}

// An army with a psychic, chosen on the new-match page of a scenario that
// names no modules, brings the psychic discipline (GAP-22: on by default
// for the teams that have psychics): the page's set and the match it
// starts have it, and choosing the scenario's own army takes it away. A
// set the player chose on the modules page stays as chosen; leaving that
// page on the scenario's set is no choice, so the set keeps following the
// armies.
func TestAPsychicArmyBringsItsPowers(t *testing.T) {
	env, nav := newEnv(t)
	m := newMenu(env, nil)
	p := newAIMatchPage(m)
	m.push(p)
	p.list.Choose(0) // Hangar Deathmatch names no modules
	choose := func(side int, name string) {
		t.Helper()
		for k, o := range p.options[side] {
			if o.name == name || name == "" && k == 0 {
				p.choosers[side].Idx = k
				p.choosers[side].OnChange()
				return
			}
		}
		t.Fatalf("side %d: no %s on offer", side+1, name)
	}
	psychic := func() bool { return slices.Contains(p.moduleSet(), "psychic") }
	if psychic() {
		t.Fatalf("the hangar's own armies play with %v", p.moduleSet())
	}
	choose(1, "ralim")
	if !psychic() {
		t.Errorf("the Ralim fielded, the page plays with %v", p.moduleSet())
	}
	p.setSeed(5)
	p.play()
	if got := nav.setup.Scenario.Modules; !slices.Contains(got, "psychic") {
		t.Errorf("the match with the Ralim plays with %v", got)
	}
	// The modules page opens on the set with psychic, and Done on it
	// changes nothing: the set still follows the armies.
	p.rules.OnPress()
	mp := m.top().(*modulesPage)
	mp.ok.OnPress()
	choose(1, "")
	if psychic() {
		t.Errorf("the scenario's own army again, the page plays with %v", p.moduleSet())
	}
	// A set chosen by hand stays.
	choose(1, "hive")
	p.rules.OnPress()
	mp = m.top().(*modulesPage)
	for i, mod := range mp.all {
		if mod.Name == "psychic" {
			mp.toggles[i].Press(0, 0)
		}
	}
	mp.ok.OnPress()
	if psychic() {
		t.Errorf("psychic switched off by hand, the page plays with %v", p.moduleSet())
	}
	p.play()
	if got := nav.setup.Scenario.Modules; slices.Contains(got, "psychic") {
		t.Errorf("psychic switched off by hand, the match plays with %v", got)
	}
}
