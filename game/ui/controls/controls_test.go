package controls

import (
	"fmt"
	"github.com/krygothic/krygothic/game/bindings"
	"strings"
	"testing"
)

func TestEveryActionHasANameAndDefaultKeys(t *testing.T) {
	def := DefaultBindings()
	for _, a := range Actions() {
		n := Name(a)
		if n == "" || strings.HasPrefix(n, "action_") {
			t.Errorf("action %d has no name", a)
		}
		if back, ok := Parse(n); !ok || back != a {
			t.Errorf("Parse(%q) = %d, %v", n, back, ok)
		}
		var keys []string
		if PlayerAction(a) {
			keys = def.Players[0][n]
		} else {
			keys = def.Pointer[n]
		}
		if len(keys) == 0 {
			t.Errorf("%s has no default key", n)
		}
	}
	if _, _, err := Keymaps(def); err != nil {
		t.Fatal(err)
	}
}

func TestBadBindingsAreNamed(t *testing.T) {
	b := Bindings{
		Pointer: map[string][]string{"move": {"nokey"}, "fly": {"g"}, "claim": {"h"}},
	}
	pointer, _, err := Keymaps(b)
	if err == nil {
		t.Fatal("no error")
	}
	for _, want := range []string{`move: unknown key "nokey"`, `no action "fly"`, `no action "claim"`} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%v: no %q", err, want)
		}
	}
	if len(pointer[Select]) == 0 {
		t.Error("the good defaults were lost with the bad keys")
	}
}

func TestOverridesReplaceOneAction(t *testing.T) {
	b := Bindings{Players: [2]map[string][]string{nil, {"claim": {"numpad_enter"}}}}
	_, players, err := Keymaps(b)
	if err != nil {
		t.Fatal(err)
	}
	if got := players[1][Claim]; len(got) != 1 || got[0].String() != "numpad_enter" {
		t.Errorf("player 2 claim %v", got)
	}
	if got := players[0][Claim]; len(got) != 2 {
		t.Errorf("player 1 claim %v, want the defaults", got)
	}
}

// The controls number every action the bindings name, in order.
func TestActionsMatchTheBindings(t *testing.T) {
	if want := int(numActions) + len(bindings.ModuleActions()); len(names) != want {
		t.Fatalf("%d names for %d actions", len(names), want)
	}
	for _, a := range []Action{Select, Save, Claim, Pass} {
		if (a == Claim || a == Pass) != PlayerAction(a) {
			t.Errorf("%s: player action %v", Name(a), PlayerAction(a))
		}
	}
	if Name(Claim) != "claim" || Name(Pass) != "pass" || Name(Save) != "save" || Name(Select) != "select" {
		t.Errorf("names out of step: %q %q %q %q", Name(Claim), Name(Pass), Name(Save), Name(Select))
	}
}

// Hints write keys for people, whatever the keymap file calls them.
func TestKeyLabel(t *testing.T) {
	for name, want := range map[string]string{
		"m": "M", "f5": "F5", "mouse_right_button": "right-click", "shift+mouse_right_button": "Shift+right-click",
		"escape": "Esc", "slash": "/", "gamepad_a": "pad A", "wheel_up": "wheel up", "wheel_down": "wheel down",
		"mouse_back_button": "Mouse back button", "enter": "Enter", "backspace": "Backspace",
	} {
		if got := KeyLabel(name); got != want {
			t.Errorf("KeyLabel(%q) = %q, want %q", name, got, want)
		}
	}
}

// The wheel's two turns together, as zoom's hint lists them, are "wheel".
func TestLabelsJoinTheWheel(t *testing.T) {
	for _, c := range []struct{ names, want []string }{
		{[]string{"wheel_up", "equal", "wheel_down", "minus"}, []string{"wheel", "=", "-"}},
		{[]string{"equal", "wheel_down"}, []string{"=", "wheel down"}},
		{[]string{"slash", "gamepad_a", "slash"}, []string{"/", "pad A"}},
	} {
		if got := Labels(c.names); strings.Join(got, " ") != strings.Join(c.want, " ") {
			t.Errorf("Labels(%q) = %q, want %q", c.names, got, c.want)
		}
	}
}

// 12,000 unknown key names make a short message: the first few and a
// count of the rest.
func TestThousandsOfUnknownKeysSayAFew(t *testing.T) {
	keys := make([]string, 12000)
	for i := range keys {
		keys[i] = fmt.Sprintf("nokey%d", i)
	}
	_, _, err := Keymaps(Bindings{Pointer: map[string][]string{"move": keys}})
	if err == nil || !strings.HasSuffix(err.Error(), "… and 11,995 more") || len(err.Error()) > 1000 {
		t.Errorf("a message of %d bytes: %.200q", len(fmt.Sprint(err)), fmt.Sprint(err))
	}
}
