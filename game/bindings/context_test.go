package bindings

import "testing"

func TestClashNeedsOneScreenAndNoPromptFirst(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"overlay_1", "choice_1", false}, // the viewer and a battle prompt
		{"fit", "face", false},           // the viewer and the battle
		{"fit", "back", true},            // back acts everywhere
		{"fit", "next_profile", true},    // two of the viewer's
		{"move", "run", true},            // two of the battle's
		{"pause", "done", true},          // the battle against the AI is a battle
		{"pause", "claim", false},        // against the AI, or hotseat: never both
		{"claim", "move", true},          // hotseat is a battle
		{"choice_1", "select", false},    // the prompt answers first
		{"choice_2", "add_step", false},  //
		{"choice_1", "pause", true},      // pause is read before the prompt
		{"choice_1", "pan_left", true},   // so is the camera
		{"choice_1", "choice_2", true},   // two answers
		{"claim", "pass", true},          // one player's two
	} {
		if got := Clash(c.a, c.b); got != c.want {
			t.Errorf("Clash(%s, %s) = %v, want %v (contexts %s, %s)", c.a, c.b, got, c.want, ContextOf(c.a), ContextOf(c.b))
		}
		if got := Clash(c.b, c.a); got != c.want {
			t.Errorf("Clash(%s, %s) = %v, want %v: not symmetric", c.b, c.a, got, c.want)
		}
	}
}
