package scenarios_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/scenarios"
)

// A scenario's decor reads as written: a cell is an area 1×1, the turn
// kept, the pieces in the file's order.
func TestDecorReads(t *testing.T) {
	_, err := loadText(t, limitsBase+`decor:
  - {kind: wall-less, at: [1, 1]}
`)
	if err == nil || !strings.Contains(err.Error(), `s.yaml:27:6: unknown decor kind "wall-less" (known: hull, cargo`) {
		t.Fatalf("an unknown kind: %v", err)
	}
	s, err := loadText(t, limitsBase+`decor:
  - {kind: stain, at: [6, 2]}
  - {kind: pipes, area: [0, 0, 16, 1], turn: 180}
  - {kind: console, area: [15, 1, 1, 2], turn: 90}
`)
	if err != nil {
		t.Fatal(err)
	}
	want := []scenarios.Decor{{Kind: "stain", X: 6, Y: 2, W: 1, H: 1}, {Kind: "pipes", X: 0, Y: 0, W: 16, H: 1, Turn: 180},
		{Kind: "console", X: 15, Y: 1, W: 1, H: 2, Turn: 90}}
	if fmt.Sprint(s.Decor) != fmt.Sprint(want) {
		t.Errorf("decor %+v, want %+v", s.Decor, want)
	}
	if !s.Decor[1].Lengthwise() || !s.Decor[2].Lengthwise() || s.Decor[0].Lengthwise() {
		t.Errorf("lengthwise: pipes along x %v, a console turned 90 %v, a stain %v", s.Decor[1].Lengthwise(), s.Decor[2].Lengthwise(), s.Decor[0].Lengthwise())
	}
	if !s.Decor[1].Covers(15, 0) || s.Decor[1].Covers(15, 1) || s.Decor[1].Covers(16, 0) {
		t.Error("pipes [0, 0, 16, 1] cover the wrong cells")
	}
}

// Each way a piece of decor can be wrong is reported at its place, all
// of them at once, and none stops the others.
func TestDecorProblems(t *testing.T) {
	_, err := loadText(t, limitsBase+`decor:
  - {kind: stain, at: [6, 2], area: [6, 2, 1, 1]}
  - {kind: stain}
  - {kind: stain, at: [1, 2, 3]}
  - {kind: stain, area: [1, 2]}
  - {kind: stain, area: [-1, 0, 2, 2]}
  - {kind: stain, area: [1, 1, 0, 2]}
  - {kind: lamp, at: [6, 2]}
  - {kind: hull, area: [0, 0, 16, 1]}
  - {kind: cables, at: [2, 2], turn: -90}
`)
	if err == nil {
		t.Fatal("loaded")
	}
	for _, want := range []string{
		"s.yaml:27:5: decor stain: give at: [x, y] or area: [x, y, width, height], not both",
		"s.yaml:28:5: decor stain: say where it lies",
		"s.yaml:29:19: decor stain: at is [x, y], not 3 numbers",
		"s.yaml:30:19: decor stain: area is [x, y, width, height], not 2 numbers",
		"s.yaml:31:19: decor stain: [-1, 0, 2, 2] is not inside the 16×6 deck",
		"s.yaml:32:19: decor stain: [1, 1, 0, 2] is not inside the 16×6 deck",
		"s.yaml:33:5: decor lamp over [6, 2, 1, 1]: cell [6, 2] is open ground",
		"s.yaml:34:5: decor hull is 16×1 cells; it needs at least 3 across and 4 along",
		"s.yaml:35:32: decor cables: turn -90; a piece turns 0, 90, 180 or 270 degrees clockwise",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("missing %q in:\n%v", want, err)
		}
	}
}

// A hostile file cannot make the client paint without end: a scenario
// has at most MaxDecor pieces, and they cover at most MaxDecorLayers
// times the deck's cells, each refused at the decor key.
func TestDecorLimits(t *testing.T) {
	many := limitsBase + "decor:\n" + repeat(scenarios.MaxDecor+1, func(int) string { return "  - {kind: stain, at: [1, 1]}" })
	_, err := loadText(t, many)
	if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("s.yaml:26:1: %d pieces of decor; a scenario has at most %d", scenarios.MaxDecor+1, scenarios.MaxDecor)) {
		t.Errorf("too many pieces: %v", err)
	}
	deep := limitsBase + "decor:\n" + repeat(scenarios.MaxDecorLayers+1, func(int) string { return "  - {kind: stain, area: [0, 0, 16, 6]}" })
	_, err = loadText(t, deep)
	if err == nil || !strings.Contains(err.Error(), "s.yaml:26:1: the decor covers 480 cells in all; at most 4 times the deck's 96") {
		t.Errorf("too deep: %v", err)
	}
}
