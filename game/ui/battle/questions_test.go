package battle_test

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/geom"
)

// XS-08 on the battle screen: as the first AP round begins the match
// holds (game time stands still) and the banner asks red for its blind
// bid, with its pool and the tie-breaks, behind the hotseat's hand-over
// cover (a secret answer); the first two choice keys step the bid shown,
// the third gives it; then blue is asked behind the cover, and its fourth
// key bids 0. Nothing on screen tells red's bid; the record keeps both
// answers (kind "ask").
func TestABidHoldsTheBattleForItsAnswer(t *testing.T) {
	d := openHotseat(t, "testdata/bids.yaml", 3)
	b, m := d.b, d.b.Match()
	d.frames(2)
	tick := m.Tick()
	if text := d.drawn(); !strings.Contains(text, "red holds the pointer") || strings.Contains(text, "Blind bid") {
		t.Fatalf("hotseat: red's secret bid is not asked behind the hand-over cover:\n%s", text)
	}
	waitFor(t, d, "Blind bid")
	text := d.drawn()
	for _, want := range []string{"Blind bid for the first declaration window", "in secret", "1 less", "2 more", "3 answer 0 AP", "4 0 AP"} {
		if !strings.Contains(text, want) {
			t.Fatalf("the banner lacks %q:\n%s", want, text)
		}
	}
	d.frames(match.TicksPerSecond / 2)
	if m.Tick() != tick {
		t.Errorf("the match went on from tick %d to %d while it asked", tick, m.Tick())
	}
	for range 3 {
		d.press(controls.Choice2, geom.Vec{})
		d.frame()
	}
	if text := d.drawn(); !strings.Contains(text, "3 answer 3 AP") {
		t.Errorf("after three steps up the banner says:\n%s", text)
	}
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	b.Draw(img)
	saveShot(t, img, "bid-prompt")
	d.press(controls.Choice3, geom.Vec{})
	d.frames(2)
	if f := b.Flash(); strings.Contains(f, "3 AP") {
		t.Errorf("the flash tells the secret bid: %q", f)
	}
	if text := d.drawn(); !strings.Contains(text, "blue holds the pointer") {
		t.Errorf("blue's bid is not asked behind the cover:\n%s", text)
	}
	waitFor(t, d, "Blind bid")
	d.press(controls.Choice4, geom.Vec{})
	d.frames(2)
	var bids []int
	for _, c := range m.Record("bids", 3, nil).Choices {
		if c.Kind == match.AskChoice {
			bids = append(bids, c.Option-1)
		}
	}
	if len(bids) != 2 || bids[0] != 3 || bids[1] != 0 {
		t.Errorf("the bids recorded: %v, want [3 0]\n%s", bids, dumpLog(m))
	}
	if m.Tick() <= tick {
		t.Errorf("the match stands at tick %d after both bids", m.Tick())
	}
}

// waitFor plays frames until the screen shows text, looking every tenth
// frame, for 4 s at most.
func waitFor(t *testing.T, d *driver, text string) {
	t.Helper()
	for range 4 * 6 {
		if strings.Contains(d.drawn(), text) {
			return
		}
		d.frames(10)
	}
	t.Fatalf("the screen never showed %q:\n%s", text, d.drawn())
}
