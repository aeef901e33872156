package menu

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/ui/controls"
)

// The bindings page names keys as the keyboard, mouse and pad do: player
// 2 claims with "/ or pad Start", not "slash, gamepad start"; a clash names the
// key the same way.
func TestBindingsPageNamesKeysForPeople(t *testing.T) {
	env, _ := newEnv(t)
	p := newBindingsPage(newMenu(env, nil))
	note := func(handler int, a controls.Action) string {
		for i, r := range p.rows {
			if r.handler == handler && r.action == a {
				p.list.Choose(i)
				return p.list.Rows[i].Note
			}
		}
		t.Fatalf("no row for %d %s", handler, controls.Name(a))
		return ""
	}
	for _, c := range []struct {
		handler int
		a       controls.Action
		want    string
	}{
		{1, controls.Claim, "/, pad Start"}, {0, controls.Pass, "Q, pad Back"}, {-1, controls.ZoomIn, "wheel up, =, pad RT"},
		{-1, controls.AddStep, "Shift+right-click, pad X"}, {-1, controls.Back, "Esc, pad B"}, {-1, controls.Cursor, "left stick"},
	} {
		if got := note(c.handler, c.a); got != c.want {
			t.Errorf("%s: %q, want %q", controls.Name(c.a), got, c.want)
		}
	}
	note(-1, controls.Undo)
	p.start(false)
	p.assign("slash")
	if !strings.Contains(p.st.Text, "/ is also player 2: claim") {
		t.Errorf("status %q, want the clash named with /", p.st.Text)
	}
}
