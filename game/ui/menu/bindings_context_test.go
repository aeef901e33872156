package menu

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/game/ui/viewer"
	"github.com/krygothic/krygothic/game/ui/widget"
)

// rowOf is the bindings page's row of an action: handler -1 the pointer,
// 0 and 1 the hotseat players.
func rowOf(t *testing.T, p *bindingsPage, handler int, a controls.Action) int {
	t.Helper()
	for i, r := range p.rows {
		if r.handler == handler && r.action == a {
			return i
		}
	}
	t.Fatalf("no row for %d %s", handler, controls.Name(a))
	return 0
}

// The clash check warns of one key on two actions only when both act on
// the same screen: the battle's and the viewer's keys never do, the solo
// battle's and the hotseat's never do, global actions meet all.
func TestClashesOnlyWhereBothActionsAct(t *testing.T) {
	for _, c := range []struct {
		name    string
		handler int // -1 the pointer, 0 and 1 the players
		action  string
		key     string
		clash   string // a clash the row must report, "" for none
	}{
		{"the viewer's overlay on the battle's choice key", -1, "overlay_1", "1", ""},
		{"the viewer's fit on a battle order's key", -1, "fit", "m", ""},
		{"the viewer's overlay on back, which acts everywhere", -1, "overlay_2", "escape", "Esc is also back"},
		{"two viewer actions", -1, "next_template", "p", "P is also next profile"},
		{"two battle actions", -1, "run", "m", "M is also move"},
		{"pause (against the AI) on a battle order", -1, "pause", "d", "D is also done"},
		{"pause (against the AI) on a hotseat claim", -1, "pause", "z", ""},
		{"a hotseat claim on a battle order", 0, "claim", "m", "M is also move"},
		{"a hotseat pass on a viewer overlay's key", 1, "pass", "6", ""},
		{"a hotseat pass on a battle order", 1, "pass", "t", "T is also stand"},
		{"a player's pad button on the pointer's", 0, "claim", "gamepad_a", "pad A is also select"},
		{"a viewer key on a menu's choose key", -1, "fit", "enter", "Enter is also declare"},
	} {
		t.Run(c.name, func(t *testing.T) {
			env, _ := newEnv(t)
			p := newBindingsPage(newMenu(env, nil))
			a, ok := controls.Parse(c.action)
			if !ok {
				t.Fatalf("no action %q", c.action)
			}
			p.list.Choose(rowOf(t, p, c.handler, a))
			p.start(false)
			p.assign(c.key)
			got := strings.Join(p.clashes[p.current()], "; ")
			switch {
			case c.clash == "" && got != "":
				t.Errorf("%s on %s: clash %q reported, but the two never act on one screen", c.action, c.key, got)
			case c.clash != "" && !strings.Contains(got, c.clash):
				t.Errorf("%s on %s: clashes %q, want %q", c.action, c.key, got, c.clash)
			}
		})
	}
}

// A viewer key rebound on the bindings page: the new key toggles the
// overlay in the viewer, the old one no longer does, and the viewer's
// panel and hint strip show the new key.
func TestAViewerKeyRebindsEndToEnd(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := newEnv(t)
	p := newBindingsPage(newMenu(env, nil))
	p.list.Choose(rowOf(t, p, -1, controls.Overlay2))
	p.start(false)
	p.assign("k")
	p.list.Choose(rowOf(t, p, -1, controls.Fit))
	p.start(false)
	p.assign("shift+g")

	v := viewer.New(env, "../viewer/testdata/viewer.yaml")
	screen := ebiten.NewImage(1280, 720)
	var texts []string // every text the viewer wrote
	frame := func(key string) {
		t.Helper()
		if key != "" {
			env.Controls.SimulateKey(key)
		}
		env.Controls.Update()
		if err := v.Update(); err != nil {
			t.Fatal(err)
		}
		for _, b := range ui.RecordText(func() { v.Draw(screen) }) {
			texts = append(texts, b.Text)
		}
	}
	frame("")
	was := v.Overlay(viewer.ShowSight)
	frame("2")
	frame("")
	if v.Overlay(viewer.ShowSight) != was {
		t.Fatal("the old key 2 still toggles the line of sight")
	}
	frame("k")
	frame("")
	if v.Overlay(viewer.ShowSight) == was {
		t.Fatal("the new key K does not toggle the line of sight")
	}
	all := "\n" + strings.Join(texts, "\n") + "\n"
	for _, want := range []string{"\nK\n", "\nShift+G\n", "\n1 K 3 4 5 6\n"} {
		if !strings.Contains(all, want) {
			t.Errorf("the viewer does not show %q; it writes:%s", strings.TrimSpace(want), all)
		}
	}
}

// A gamepad button pressed while the page waits for a key is captured:
// it replaces the action's gamepad button and keeps its keyboard keys,
// and the controls answer to it.
func TestTheBindingsPageCapturesAGamepadButton(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := newEnv(t)
	p := newBindingsPage(newMenu(env, nil))
	p.list.Choose(rowOf(t, p, -1, controls.Declare))
	p.start(false)
	env.Controls.Update()
	p.scan(&widget.Input{})
	if p.capture == nil {
		t.Fatal("the capture ended with nothing pressed")
	}
	env.Controls.SimulatePad("gamepad_r2")
	env.Controls.Update()
	p.scan(&widget.Input{})
	if p.capture != nil {
		t.Fatal("the gamepad button was not captured")
	}
	if got := strings.Join(keysOf(env.Controls.Bindings(), p.current()), ","); got != "enter,gamepad_r2" {
		t.Errorf("declare is on %s, want enter,gamepad_r2", got)
	}
	env.Controls.Update()
	env.Controls.SimulatePad("gamepad_r2")
	env.Controls.Update()
	if !env.Controls.Pressed(controls.Declare) {
		t.Error("the captured button does not declare")
	}
}

// The cursor's row takes no key or button: it needs a stick's motion.
func TestTheCursorTakesNoButton(t *testing.T) {
	env, _ := newEnv(t)
	p := newBindingsPage(newMenu(env, nil))
	p.list.Choose(rowOf(t, p, -1, controls.Cursor))
	p.start(false)
	p.assign("gamepad_a")
	if got := strings.Join(keysOf(env.Controls.Bindings(), p.current()), ","); got != "gamepad_lstick_motion" {
		t.Errorf("the cursor is on %s, want the left stick still", got)
	}
	if !strings.Contains(p.st.Text, "Not changed") {
		t.Errorf("status %q, want the refusal", p.st.Text)
	}
}
