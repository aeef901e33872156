package battle

import (
	"image"
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/geom"
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
	b, s := openScene(t, "sabotage")
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

// tokenBoxesOf are the screen boxes of the models' bases as drawn, with
// the wound pips under them, by model.
func tokenBoxesOf(b *Battle) map[string]image.Rectangle {
	out := map[string]image.Rectangle{}
	for _, u := range b.view().Units() {
		if u.Present() {
			x, y := b.cam.ToScreen(u.Base.Centre)
			r := b.tokenRadius(u.Base.Radius)
			out[u.ID] = image.Rect(int(x-r), int(y-r), int(x+r), int(y+r+r/3+4))
		}
	}
	return out
}

// A range band's label stands where no model is (issue 36, 7): with
// each of a column of riflemen selected in turn, 4" apart or less, no
// "short"/"long" label is written over a token.
func TestRangeLabelsKeepOffTokens(t *testing.T) {
	b, _ := openScene(t, "testdata/column.yaml")
	for _, sz := range sizes {
		img := ebiten.NewImage(sz[0], sz[1])
		for _, u := range b.view().Units() {
			if u.Side != 0 {
				continue
			}
			b.order.selected = u.ID
			b.Draw(img)
			tokens := tokenBoxesOf(b)
			labels := 0
			for _, box := range ui.RecordText(func() { b.Draw(img) }) {
				if !strings.HasPrefix(box.Text, "short ") && !strings.HasPrefix(box.Text, "long ") {
					continue
				}
				labels++
				for id, tb := range tokens {
					if box.Rect.Overlaps(tb) {
						t.Errorf("%v, %s selected: %q at %v over %s at %v", sz, u.ID, box.Text, box.Rect, id, tb)
					}
				}
			}
			if labels != 2 {
				t.Errorf("%v, %s selected: %d range labels, want 2", sz, u.ID, labels)
			}
		}
	}
}

// Dice pop-ups that land at once keep off each other and off the other
// models' tokens where there is room (issue 36, 7): a roll each over
// every other model of a column of riflemen an inch or so apart, at each
// size, lays out with no pop-up over another or over a token but its own.
func TestDicePopupsKeepOffNeighbours(t *testing.T) {
	b, _ := openScene(t, "testdata/column.yaml")
	for i, u := range b.view().Units() {
		if u.Side == 0 && i%2 == 0 {
			b.fx.effects = append(b.fx.effects, effect{kind: fxDice, at: u.Base.Centre, anchor: u.ID, born: b.now,
				roll: &diceShow{label: "to hit 5+", outcome: "miss", chains: [][]int{{4}, {3}}, lit: []bool{true, false}, passed: []bool{false, false}}})
		}
	}
	for _, sz := range sizes {
		img := ebiten.NewImage(sz[0], sz[1])
		b.Draw(img)
		tokens := tokenBoxesOf(b)
		boxes := b.diceBoxes()
		rect := func(r fxBox) image.Rectangle { return image.Rect(int(r.x0), int(r.y0), int(r.x1), int(r.y1)) }
		for i, e := range b.fx.effects {
			a := rect(boxes[i])
			for j, o := range boxes[i+1:] {
				if a.Overlaps(rect(o)) {
					t.Errorf("%v: the pop-up over %s at %v covers the one over %s at %v", sz, e.anchor, a, b.fx.effects[i+1+j].anchor, rect(o))
				}
			}
			for id, tb := range tokens {
				if id != e.anchor && a.Overlaps(tb) {
					t.Errorf("%v: the pop-up over %s at %v covers %s at %v", sz, e.anchor, a, id, tb)
				}
			}
		}
	}
}

// openScene opens a battle on a shipped scenario, or a scenario file
// (a path), with seed 5.
func openScene(t *testing.T, name string) (*Battle, *scenarios.Scenario) {
	t.Helper()
	env := internalEnv(t)
	s, err := scenarios.Open(name, env.Content)
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(env, ui.MatchSetup{Scenario: s, ScenarioName: name, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	return b, s
}

// A vehicle's pips and a model's badges keep off the next token (issue
// 36, 7(c)): on the Loading Bay, the cargo loader (four groups of pips,
// its speed) with its commander beside it and the drone under it, each
// wearing a badge or two, at the opening zoom and close up; no mark of
// one, as PlaceMarks sets it for the draw, covers another's base.
func TestVehiclePipsKeepOffTheNextToken(t *testing.T) {
	b, _ := openScene(t, "testdata/loading-bay.yaml")
	ts := b.tokenList(b.view().Units())
	var loader = -1
	for i, tk := range ts {
		if tk.Hull != nil && tk.Side == 0 {
			loader = i
		}
	}
	if loader < 0 || len(ts) < 3 {
		t.Fatalf("no cargo loader among %d tokens", len(ts))
	}
	c := ts[loader].Centre
	spots := []geom.Vec{{X: c.X + 1.02, Y: c.Y}, {X: c.X, Y: c.Y + 1.02}, {X: c.X - 1.02, Y: c.Y}}
	n := 0
	for i := range ts {
		if i != loader && n < len(spots) {
			ts[i].Centre, ts[i].Pinned, ts[i].Waiting = spots[n], true, true
			n++
		}
	}
	for _, zoom := range []float64{openingZoom, 48} {
		cam := b.cam
		cam.Zoom, cam.Centre = zoom, c
		board.PlaceMarks(ts, &cam)
		for i, tk := range ts {
			for j, o := range ts {
				if i == j {
					continue
				}
				ox, oy := cam.ToScreen(o.Centre)
				or := max(o.Radius*zoom, board.MinTokenRadius)
				for _, m := range board.MarkDiscs(tk, &cam) {
					nx, ny := math.Max(m.X-m.R, math.Min(ox, m.X+m.R)), math.Max(m.Y-m.R, math.Min(oy, m.Y+m.R))
					if math.Hypot(nx-ox, ny-oy) < or-0.5 {
						t.Errorf("zoom %v: a mark of token %d (%s) at (%.0f, %.0f) covers token %d's base", zoom, i, tk.Marker, m.X, m.Y, j)
					}
				}
			}
		}
	}
}
