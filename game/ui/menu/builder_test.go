package menu

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/scenarios"
)

// openBuilder opens the army builder from the new match page against the
// AI, as a player does, and returns both pages.
func openBuilder(t *testing.T, m *Menu) (*matchPage, *builderPage) {
	t.Helper()
	mp := m.top().(*matchPage)
	mp.build.OnPress()
	bp, ok := m.top().(*builderPage)
	if !ok {
		t.Fatalf("Build an army… opened %T", m.top())
	}
	return mp, bp
}

// chooseTeam picks the team of an id in the builder.
func chooseTeam(t *testing.T, bp *builderPage, id string) {
	t.Helper()
	i := slices.IndexFunc(bp.teams, func(tm *content.Team) bool { return tm.ID == id })
	if i < 0 {
		t.Fatalf("no team %s", id)
	}
	bp.team.Idx = i
	bp.newTeam()
}

// setChooser picks the option of c that starts with prefix.
func setChooser(t *testing.T, options []string, idx *int, prefix string) {
	t.Helper()
	i := slices.IndexFunc(options, func(o string) bool { return strings.HasPrefix(o, prefix) })
	if i < 0 {
		t.Fatalf("no option %q in %q", prefix, options)
	}
	*idx = i
}

// A newcomer's army (XS-14, issue 39): a Ralim team, its commander with
// an assault rifle, troopers added as copies, force construction on and a
// stat raised at the sliding cost; the running total follows, every
// refusal in the checker's words; saved as YAML that the army reader
// (kg army check) reads unchanged, then offered on the new-match page and
// fielded against the AI with the force module on.
func TestArmyBuilderBuildsSavesAndFields(t *testing.T) {
	env, nav := newEnv(t)
	m := NewAIMatch(env)
	mp, bp := openBuilder(t, m)
	chooseTeam(t, bp, "ralim")
	bp.armyName.Text = []rune("Vel's Drop")
	setChooser(t, bp.ranged.Options, &bp.ranged.Idx, "Assault rifle")
	bp.modelName.Text = []rune("Vel")
	bp.setModel()
	if bp.checked == nil || bp.checked.Cost != 140 {
		t.Fatalf("a commander with an assault rifle: %v %v", bp.checked, bp.overall)
	}
	// Force construction on: one Squad Leader and no Soldier is over the
	// Leader limit, said at the commander's entry in the checker's words.
	bp.underOn[0] = true
	bp.edited()
	want := "the Leader models (Squad Leaders, Elites) cost 140 points; at most half of the Soldier models' 0 points, 0 (XS-14)"
	if bp.checked != nil || len(bp.models[0].problems) == 0 || bp.models[0].problems[0] != want || !bp.list.Rows[0].Warn {
		t.Fatalf("over the Leader limit: %v %q", bp.checked, bp.models[0].problems)
	}
	if bp.save.Disabled == false {
		t.Error("a list that does not check can be saved")
	}
	// The modules' other fields are offered too: a jammer to any model,
	// an ECM suite only to a Special or an Elite (XS-07).
	fields := map[string]bool{}
	for _, e := range bp.extras {
		fields[e.choice.Field] = true
	}
	if !fields["jammer"] || fields["ecm"] || !fields["raise"] {
		t.Errorf("the commander is offered %v; want jammer and raise, no ECM suite", fields)
	}
	// Raise the commander's RC by 2: 10 + 20 points.
	rc := slices.IndexFunc(bp.extras, func(e extraChooser) bool { return e.choice.Key == "rc" })
	if rc < 0 {
		t.Fatalf("no RC raise offered: %v", bp.extras)
	}
	setChooser(t, bp.extras[rc].ch.Options, &bp.extras[rc].ch.Idx, "RC 7 (+30 pts)")
	bp.setModel()
	// Troopers: a copy of the commander, made a trooper with a rifle,
	// copied five times.
	bp.addModel()
	setChooser(t, bp.unit.Options, &bp.unit.Idx, "Drop Trooper")
	bp.setUnit()
	setChooser(t, bp.ranged.Options, &bp.ranged.Idx, "Rifle")
	bp.modelName.Text = nil
	bp.setModel()
	for range 5 {
		bp.addModel()
	}
	if bp.checked == nil {
		t.Fatalf("the list does not check: %v %v", bp.overall, bp.firstProblem())
	}
	if bp.checked.Cost != 170+6*70 || bp.models[0].cost != 170 {
		t.Errorf("cost %d (commander %d); want %d and 170", bp.checked.Cost, bp.models[0].cost, 170+6*70)
	}
	bp.list.Choose(0) // the commander and its raise in the editor
	shot(t, m, "army-builder", 1280, 720)
	uitest.Golden(t, "army-builder", draw(m, 1280, 720), 3)
	bp.saveList()
	dir, _ := settings.ArmiesDir()
	path := filepath.Join(dir, "vel-s-drop.yaml")
	if bp.lastSave != path {
		t.Fatalf("saved as %q; want %q (%s)", bp.lastSave, path, bp.st.Text)
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	a, err := army.Load(path, env.Content, modules.Fields(env.Content))
	if err != nil {
		t.Fatalf("kg army check refuses the saved list: %v\n%s", err, src)
	}
	if !slices.Equal(a.Modules, []string{"force"}) || !strings.Contains(string(src), "raise: {rc: 2}") || a.Models[0].Name != "Vel" {
		t.Errorf("the saved list:\n%s", src)
	}
	// Started from again, the saved list comes back as it was written:
	// built under force, the commander's raise kept.
	setChooser(t, bp.start.Options, &bp.start.Idx, "your vel-s-drop")
	bp.startFromList()
	if len(bp.models) != 7 || !bp.underOn[0] || bp.models[0].extra["raise.rc"] != "2" || bp.checked == nil || bp.checked.Cost != a.Cost {
		t.Errorf("started from the saved list: %d models, force %v, extra %v, checked %v", len(bp.models), bp.underOn[0], bp.models[0].extra, bp.checked != nil)
	}
	// A shipped list is a start too: the Ralim list, with its jammer.
	setChooser(t, bp.start.Options, &bp.start.Idx, "shipped ralim")
	bp.startFromList()
	shipped, _ := scenarios.OpenArmy("ralim", env.Content, 1)
	if bp.checked == nil || bp.checked.Cost != shipped.Cost || len(bp.models) != len(shipped.Models) || bp.models[0].extra["jammer"] != "true" {
		t.Errorf("started from the shipped Ralim list: %v, %d models, extra %v", bp.checked != nil, len(bp.models), bp.models[0].extra)
	}
	// Back on the new-match page the list is offered; fielded, the match
	// plays with the force module.
	m.pop()
	if m.top() != page(mp) {
		t.Fatal("Back did not return to the new-match page")
	}
	found := false
	for i, opts := range mp.options {
		for j, o := range opts {
			if o.mine && o.army.Name == "Vel's Drop" {
				mp.choosers[i].Idx, found = j, true
				break
			}
		}
		if found {
			break
		}
	}
	if !found {
		t.Fatal("the saved list is not offered on the new-match page")
	}
	if !slices.Contains(mp.moduleSet(), "force") {
		t.Errorf("fielding the list, the match plays %v", mp.moduleSet())
	}
	mp.play()
	if nav.setup == nil || !slices.Contains(nav.setup.Scenario.Modules, "force") {
		t.Fatalf("the match was not started with force on: %v", nav.calls)
	}
}

// The builder is readable at 1024×640 and 2560×1440, and in the
// colour-blind palette (a screenshot of each when KRYGOTHIC_MENU_SHOTS
// names a folder).
func TestArmyBuilderSizes(t *testing.T) {
	env, _ := newEnv(t)
	pal := ui.ColourBlindPalette
	env.Palette = &pal
	m := NewNewMatch(env)
	_, bp := openBuilder(t, m)
	chooseTeam(t, bp, "earth-confederate")
	bp.addModel()
	for _, size := range [][2]int{{1024, 640}, {2560, 1440}} {
		img := draw(m, size[0], size[1])
		if img.Bounds().Dx() != size[0] {
			t.Fatal("not drawn")
		}
		shot(t, m, fmt.Sprintf("army-builder-%dx%d", size[0], size[1]), size[0], size[1])
	}
}

// The builder by mouse and keyboard: a click on Build an army… opens it;
// right on the focused team chooser changes the team; clicks on Add
// model and Save army add a model and save the list; Back returns to the
// new-match page, which offers the list.
func TestArmyBuilderKeyboardAndMouse(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := newEnv(t)
	m := NewNewMatch(env)
	draw(m, 1280, 720)
	step(t, env, m)
	mp := m.top().(*matchPage)
	click(t, env, m, mp.build.Rect)
	bp, ok := m.top().(*builderPage)
	if !ok {
		t.Fatalf("the click opened %T", m.top())
	}
	draw(m, 1280, 720)
	bp.form.FocusOn(bp.team)
	first := bp.currentTeam().ID
	press(t, env, m, controls.PanRight)
	if bp.currentTeam().ID == first || len(bp.models) != 1 {
		t.Fatalf("right on the team chooser: team %s (was %s), %d models", bp.currentTeam().ID, first, len(bp.models))
	}
	click(t, env, m, bp.add.Rect)
	if len(bp.models) != 2 || bp.list.Sel != 1 {
		t.Fatalf("Add model: %d models, model %d chosen", len(bp.models), bp.list.Sel+1)
	}
	click(t, env, m, bp.save.Rect)
	if bp.lastSave == "" {
		t.Fatalf("Save army did not save: %s", bp.st.Text)
	}
	press(t, env, m, controls.Back)
	if m.top() != page(mp) {
		t.Fatalf("Back left %T on top", m.top())
	}
	found := false
	for _, o := range mp.mine {
		found = found || o.army.Team.ID == bp.currentTeam().ID
	}
	if !found {
		t.Error("the new-match page does not have the list saved")
	}
}
