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
}
