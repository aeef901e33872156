package battle

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/scenarios"
)

// sizes are the screens the overlap tests draw at: a small window, the
// usual one and a large monitor.
var sizes = [][2]int{{1024, 640}, {1280, 800}, {2560, 1440}}

// The scenario's next event is readable in full (issue 36, 7): on
// Sabotage, whose first event's text is longer than the top bar has
// room for, at every size the texts drawn say it whole, and no text is
// cut short ("…") or by the screen's edge.
func TestTheNextEventReadsInFull(t *testing.T) {
	env := internalEnv(t)
	s, err := scenarios.LoadShipped("sabotage", env.Content)
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(env, ui.MatchSetup{Scenario: s, ScenarioName: "sabotage", Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	want := s.Events[0].Text
	for _, sz := range sizes {
		img := ebiten.NewImage(sz[0], sz[1])
		b.Draw(img)
		var all []string
		for _, box := range ui.RecordText(func() { b.Draw(img) }) {
			all = append(all, box.Text)
			if box.Cut || strings.HasSuffix(box.Text, "…") {
				t.Errorf("%v: %q at %v is cut short", sz, box.Text, box.Rect)
			}
		}
		if !strings.Contains(strings.Join(all, " "), want) {
			t.Errorf("%v: %q is nowhere in full among %q", sz, want, all)
		}
	}
}
