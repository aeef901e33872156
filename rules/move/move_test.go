package move_test

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/deck/decktest"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
)

func at(x, y float64) geom.Vec { return geom.Vec{X: x, Y: y} }

// mover stands at (x, y) with Speed speed and Body 2.
func mover(x, y float64, speed int) move.Mover {
	return move.Mover{Base: geom.Base{Centre: at(x, y), Radius: 0.5}, Speed: speed, Body: 2, CanRun: true}
}

func refusedBy(err error, rule string) bool {
	var r *move.Refusal
	return errors.As(err, &r) && r.RuleID == rule
}

// KG-MOVE-01, KG-STAT-EX1: a Rush Grunt (Speed 5) walks 5" for 2 AP on flat
// ground; 6" is too far for one move.
func TestWalk(t *testing.T) {
	d := decktest.Build(t, "..........")
	p, err := mover(0.5, 0.5, 5).Plan(d, nil, move.Walk, at(5.5, 0.5))
	if err != nil || p.AP != 2 || math.Abs(p.Length-5) > 1e-9 {
		t.Errorf("5\" walk: %+v %v", p, err)
	}
	if _, err := mover(0.5, 0.5, 5).Plan(d, nil, move.Walk, at(6.5, 0.5)); !refusedBy(err, "KG-MOVE-01") {
		t.Errorf("6\" walk: %v", err)
	}
}

// KG-MOVE-01, RULINGS §8: a destination off a cell's centre is measured
// straight, not through that centre. A 3" walk reaches (3.5, 0.5) from
// (0.5, 0.5) and (3.0, 0.5) is 2.5" away, not 3.5" by way of its cell's
// centre, which refused a click near a cell's far edge.
func TestDestinationOffACellCentre(t *testing.T) {
	d := decktest.Build(t, "..........")
	for _, c := range []struct {
		x, y, want float64
	}{
		{3.0, 0.5, 2.5},   // the start of cell 3: straight, not via 3.5
		{3.49, 0.5, 2.99}, // just inside a 3" walk
	} {
		p, err := mover(0.5, 0.5, 3).Plan(d, nil, move.Walk, at(c.x, c.y))
		if err != nil || math.Abs(p.Length-c.want) > 1e-9 {
			t.Errorf("walk to (%v, %v): length %v, %v; want %v", c.x, c.y, p.Length, err, c.want)
		}
	}
}

// KG-TERR-01..03, KG-TERR-06: the worst terrain crossed adds +1 or +2 AP,
// once per action; a path around it costs nothing extra if it fits.
func TestTerrainSurcharge(t *testing.T) {
	tests := []struct {
		id   string
		rows []string
		kind move.Kind
		ap   int
	}{
		{"KG-TERR-01 easy walk", []string{"......"}, move.Walk, 2},
		{"KG-TERR-02 difficult walk", []string{"..~..."}, move.Walk, 3},
		{"KG-TERR-03 very difficult walk", []string{".~%~.."}, move.Walk, 4},
		{"KG-MOVE-02 difficult run", []string{"..~..."}, move.Run, 2},
		{"KG-MOVE-02 very difficult run", []string{"..%..."}, move.Run, 3},
		{"KG-TERR-06 around the difficult patch", []string{"..~...", "......"}, move.Walk, 2},
	}
	for _, tc := range tests {
		d := decktest.Build(t, tc.rows...)
		p, err := mover(0.5, 0.5, 6).Plan(d, nil, tc.kind, at(5.5, 0.5))
		if err != nil || p.AP != tc.ap {
			t.Errorf("%s: AP %d (%v), want %d", tc.id, p.AP, err, tc.ap)
		}
	}
	// KG-TERR-05: a wraith ignores it all.
	w := mover(0.5, 0.5, 6)
	w.IgnoresTerrain = true
	if p, err := w.Plan(decktest.Build(t, ".~%~.."), nil, move.Walk, at(5.5, 0.5)); err != nil || p.AP != 2 {
		t.Errorf("KG-TERR-05 wraith: AP %d (%v)", p.AP, err)
	}
}

// KG-TERR-04: impassable cells are never crossed; paths go round, never
// cutting a wall's corner.
func TestImpassable(t *testing.T) {
	d := decktest.Build(t,
		"...#...",
		"...#...",
		"...#...",
		".......",
	)
	p, err := mover(1.5, 0.5, 10).Plan(d, nil, move.Walk, at(5.5, 0.5))
	if err != nil {
		t.Fatal(err)
	}
	// Down to row 3, across, and back up: 3 + 2 diagonals… at least 2+√2·2+2.
	if p.Length < 7 {
		t.Errorf("path of %.2f\" went through the wall", p.Length)
	}
	for _, pt := range p.Path {
		if c, _ := d.CellAt(pt); c.Terrain == deck.Impossible {
			t.Fatalf("path enters a wall at %+v", pt)
		}
	}
	if _, err := mover(1.5, 0.5, 4).Plan(d, nil, move.Walk, at(5.5, 0.5)); !refusedBy(err, "KG-MOVE-01") {
		t.Errorf("too short to go round: %v", err)
	}
	if _, err := mover(1.5, 0.5, 4).Plan(d, nil, move.Walk, at(3.5, 0.5)); !refusedBy(err, "KG-TERR-04") {
		t.Errorf("into the wall: %v", err)
	}
	// Corner cutting: the diagonal between two walls is closed.
	seam := decktest.Build(t,
		"#.",
		".#",
	)
	if _, err := mover(0.5, 1.5, 5).Plan(seam, nil, move.Walk, at(1.5, 0.5)); err == nil {
		t.Error("squeezed diagonally between two walls")
	}
}

// Other models' bases block paths (RULINGS §7).
func TestBasesBlockPaths(t *testing.T) {
	d := decktest.Build(t,
		"#######",
		".......",
		"#######",
	)
	blocker := []geom.Base{{Centre: at(3.5, 1.5), Radius: 0.5}}
	if _, err := mover(0.5, 1.5, 10).Plan(d, blocker, move.Walk, at(6.5, 1.5)); err == nil {
		t.Error("walked through another model in a corridor")
	}
	if _, err := mover(0.5, 1.5, 10).Plan(d, nil, move.Walk, at(6.5, 1.5)); err != nil {
		t.Errorf("an empty corridor: %v", err)
	}
	if _, err := mover(0.5, 1.5, 10).Plan(d, blocker, move.Walk, at(3.5, 1.5)); !refusedBy(err, "KG-MOVE-01") {
		t.Errorf("onto another model: %v", err)
	}
}

// KG-MOVE-02/03: running: 2 × Speed for 1 AP, −1 Body each; through very
// difficult terrain Body drops to 1; at Body 1 no running; armour or heavy
// weapons may forbid it (GAP-23); +1 Body back each round.
func TestRunAndFatigue(t *testing.T) {
	d := decktest.Build(t, "..............")
	m := mover(0.5, 0.5, 4)
	m.Body = 3
	p, err := m.Plan(d, nil, move.Run, at(8.5, 0.5))
	if err != nil || p.AP != 1 || p.Fatigue != 1 {
		t.Errorf("8\" run: %+v %v", p, err)
	}
	if _, err := m.Plan(d, nil, move.Run, at(9.5, 0.5)); !refusedBy(err, "KG-MOVE-02") {
		t.Errorf("9\" run: %v", err)
	}
	p, _ = m.Plan(decktest.Build(t, "...%....."), nil, move.Run, at(6.5, 0.5))
	if p.Fatigue != 2 {
		t.Errorf("run through very difficult: fatigue %d, want Body 3 → 1", p.Fatigue)
	}
	m.Fatigue = 2
	if _, err := m.Plan(d, nil, move.Run, at(2.5, 0.5)); !refusedBy(err, "KG-MOVE-03") {
		t.Errorf("Body 1 running: %v", err)
	}
	m.Fatigue, m.CanRun = 0, false
	if _, err := m.Plan(d, nil, move.Run, at(2.5, 0.5)); !refusedBy(err, "GAP-23") {
		t.Errorf("heavy plate running: %v", err)
	}
	if move.Recover(2) != 1 || move.Recover(0) != 0 {
		t.Error("KG-MOVE-03: +1 Body per round, never above normal")
	}
}

// KG-MOVE-09: a charge reaches Speed + Body for 3 AP (+ terrain).
func TestChargeReach(t *testing.T) {
	d := decktest.Build(t, "..........")
	m := mover(0.5, 0.5, 4) // Body 2: reach 6"
	if p, err := m.Plan(d, nil, move.Charge, at(6.5, 0.5)); err != nil || p.AP != 3 {
		t.Errorf("6\" charge: %+v %v", p, err)
	}
	if _, err := m.Plan(d, nil, move.Charge, at(7.5, 0.5)); !refusedBy(err, "KG-MOVE-09") {
		t.Errorf("7\" charge: %v", err)
	}
	m.Fatigue = 1 // out of breath: reach 5"
	if _, err := m.Plan(d, nil, move.Charge, at(6.5, 0.5)); err == nil {
		t.Error("a tired model charges as far as a fresh one")
	}
}

// KG-MOVE-07: a small step is under 1", free, not in very difficult terrain.
func TestSmallStep(t *testing.T) {
	d := decktest.Build(t, "..%..")
	if p, err := mover(0.5, 0.5, 3).Plan(d, nil, move.SmallStep, at(1.4, 0.5)); err != nil || p.AP != 0 {
		t.Errorf("0.9\" step: %+v %v", p, err)
	}
	if _, err := mover(0.5, 0.5, 3).Plan(d, nil, move.SmallStep, at(1.5, 0.5)); !refusedBy(err, "KG-MOVE-07") {
		t.Errorf("1\" step: %v", err)
	}
	if _, err := mover(1.5, 0.5, 3).Plan(d, nil, move.SmallStep, at(2.3, 0.5)); !refusedBy(err, "KG-MOVE-07") {
		t.Errorf("step into very difficult terrain: %v", err)
	}
}

// KG-PSY-01/02/05, GAP-19, GAP-16, KG-EXPL-02: who may not move, or only
// away from the fire.
func TestPinnedAndStuck(t *testing.T) {
	d := decktest.Build(t, "..........", "..........", "..........")
	m := mover(5.5, 1.5, 4)
	m.PinnedByHit, m.FireFrom = true, []geom.Vec{at(9.5, 1.5)}
	if _, err := m.Plan(d, nil, move.Walk, at(2.5, 1.5)); err != nil {
		t.Errorf("moving directly away: %v", err)
	}
	if _, err := m.Plan(d, nil, move.Walk, at(3.5, 0.5)); err != nil {
		t.Errorf("moving away within 45°: %v", err)
	}
	if _, err := m.Plan(d, nil, move.Walk, at(5.5, 0.5)); !refusedBy(err, "GAP-19") {
		t.Errorf("moving sideways: %v", err)
	}
	m.FireFrom = []geom.Vec{at(9.5, 1.5), at(1.5, 1.5)}
	if _, err := m.Plan(d, nil, move.Walk, at(5.5, 0.5)); !refusedBy(err, "KG-PSY-05") {
		t.Errorf("surrounded: %v", err)
	}
	for _, tc := range []struct {
		rule   string
		change func(*move.Mover)
	}{
		{"KG-PSY-02", func(m *move.Mover) { m.PinnedByMiss = true }},
		{"GAP-16", func(m *move.Mover) { m.Prone = true }},
		{"KG-EXPL-02", func(m *move.Mover) { m.Stuck = true }},
	} {
		m := mover(5.5, 1.5, 4)
		tc.change(&m)
		if _, err := m.Plan(d, nil, move.Walk, at(6.5, 1.5)); !refusedBy(err, tc.rule) {
			t.Errorf("%s: %v", tc.rule, err)
		}
	}
}

// The reach map: the fewest AP for one move or run to each cell.
func TestReachMap(t *testing.T) {
	d := decktest.Build(t,
		"......~.....",
		"............",
	)
	r := move.Reach(d, mover(0.5, 0.5, 3), nil)
	tests := []struct {
		x, y, ap int
	}{
		{0, 0, 1},   // standing still: a run of 0"
		{3, 0, 1},   // 3": a run (1 AP) beats a walk (2 AP)
		{6, 0, 2},   // 6" onto the difficult cell: a run, +1
		{5, 1, 1},   // 5" by row 1, round the difficult cell
		{11, 0, -1}, // beyond 2 × Speed
	}
	for _, tc := range tests {
		if got := r.At(tc.x, tc.y); got != tc.ap {
			t.Errorf("cell (%d, %d): %d AP, want %d", tc.x, tc.y, got, tc.ap)
		}
	}
	noRun := mover(0.5, 0.5, 3)
	noRun.CanRun = false
	if r := move.Reach(d, noRun, nil); r.At(3, 0) != 2 || r.At(4, 0) != -1 {
		t.Errorf("walking only: %d and %d", r.At(3, 0), r.At(4, 0))
	}
	// GAP-19: pinned by fire from the east, it reaches only westward cells.
	pinned := mover(6.5, 1.5, 3)
	pinned.PinnedByHit, pinned.FireFrom = true, []geom.Vec{at(11.5, 1.5)}
	if r := move.Reach(d, pinned, nil); r.At(3, 1) != 1 || r.At(9, 1) != -1 || r.At(6, 0) != -1 {
		t.Errorf("pinned: west %d, east %d, north %d; want 1, -1, -1", r.At(3, 1), r.At(9, 1), r.At(6, 0))
	}
}

// KG-MOVE-01/02/09: the reach of one movement action alone, as the
// battle screen shades it for the order chosen: a Move walks up to Speed
// for 2 AP, a Run runs up to 2 × Speed for 1 AP, a Charge moves up to
// Speed + Body for 3 AP; each + 1 AP onto difficult ground.
func TestReachByOneAction(t *testing.T) {
	d := decktest.Build(t,
		"......~.....",
		"............",
	)
	m := mover(0.5, 0.5, 3) // Speed 3, Body 2
	tests := []struct {
		kind   move.Kind
		x, y   int
		ap     int
		reason string
	}{
		{move.Walk, 3, 0, 2, "3\": a walk, though a run would cost 1 AP"},
		{move.Walk, 4, 0, -1, "4\": beyond a walk of Speed 3"},
		{move.Run, 3, 0, 1, "3\": a run"},
		{move.Run, 6, 0, 2, "6\" onto the difficult cell: a run, +1"},
		{move.Run, 7, 0, -1, "7\": beyond a run of 2 × Speed"},
		{move.Charge, 5, 0, 3, "5\": within Speed + Body"},
		{move.Charge, 6, 0, -1, "6\": beyond Speed + Body"},
	}
	for _, tc := range tests {
		if got := move.ReachBy(d, m, nil, tc.kind).At(tc.x, tc.y); got != tc.ap {
			t.Errorf("%s to (%d, %d): %d AP, want %d (%s)", tc.kind, tc.x, tc.y, got, tc.ap, tc.reason)
		}
	}
	noRun := m
	noRun.CanRun = false
	if r := move.ReachBy(d, noRun, nil, move.Run); r.At(1, 0) != -1 {
		t.Errorf("a model that cannot run has a run's reach: %d", r.At(1, 0))
	}
	// Both kinds: the cheapest, as Reach.
	both, cheapest := move.ReachBy(d, m, nil, move.Walk, move.Run), move.Reach(d, m, nil)
	for i := range both.AP {
		if both.AP[i] != cheapest.AP[i] {
			t.Fatalf("cell %d: %d AP by walk or run, %d by Reach", i, both.AP[i], cheapest.AP[i])
		}
	}
}

// KG-TERR-06: leaving difficult ground is crossing it: the start cell's
// terrain counts, for AP and for fatigue alike.
func TestStartCellTerrainCounts(t *testing.T) {
	d := decktest.Build(t, ".%....")
	m := mover(1.5, 0.5, 4)
	m.Body = 3
	if p, err := m.Plan(d, nil, move.Walk, at(4.5, 0.5)); err != nil || p.AP != 4 {
		t.Errorf("walking out of machinery: %+v %v; want 4 AP", p, err)
	}
	if p, err := m.Plan(d, nil, move.Run, at(4.5, 0.5)); err != nil || p.AP != 3 || p.Fatigue != 2 {
		t.Errorf("running out of machinery: %+v %v; want 3 AP, Body down to 1", p, err)
	}
}

// A diagonal step between two very difficult cells crosses them: it pays
// their surcharge (ruling, docs/rules.md).
func TestNoFreeSqueeze(t *testing.T) {
	d := decktest.Build(t, ".%%", "%.%", "%%.")
	if p, err := mover(0.5, 0.5, 4).Plan(d, nil, move.Walk, at(2.5, 2.5)); err != nil || p.AP != 4 {
		t.Errorf("squeezing between machinery: %+v %v; want 4 AP", p, err)
	}
}

// Paths never pass through another base between cell centres; small steps
// neither; an off-centre start takes the straight leg.
func TestPathsClearOtherBases(t *testing.T) {
	d := decktest.Build(t, "....", "....", "....", "....")
	blocker := []geom.Base{{Centre: at(1.5, 0.9), Radius: 0.5}}
	p, err := mover(0.5, 0.5, 6).Plan(d, blocker, move.Walk, at(2.5, 0.5))
	if err != nil {
		t.Fatalf("a way round the other base: %v", err)
	}
	for i := 1; i < len(p.Path); i++ {
		a, b := p.Path[i-1], p.Path[i]
		for k := 0.0; k <= 1; k += 0.05 {
			if a.Add(b.Sub(a).Scale(k)).Dist(blocker[0].Centre) < 1-1e-6 {
				t.Fatalf("path %v passes through the other base", p.Path)
			}
		}
	}
	other := []geom.Base{{Centre: at(1.0, 1.4), Radius: 0.5}}
	if _, err := mover(0.51, 0.5, 4).Plan(d, other, move.SmallStep, at(1.49, 0.5)); !refusedBy(err, "KG-MOVE-07") {
		t.Errorf("a small step through a base: %v", err)
	}
	row := decktest.Build(t, "......")
	if p, err := mover(1.95, 0.5, 2).Plan(row, nil, move.Walk, at(3.95, 0.5)); err != nil || math.Abs(p.Length-2) > 1e-9 {
		t.Errorf("a straight 2\" walk from off-centre: %+v %v", p, err)
	}
}

// GAP-09: the movement actions' costs before terrain.
func TestBaseAP(t *testing.T) {
	for k, want := range map[move.Kind]int{move.Walk: 2, move.Run: 1, move.Charge: 3, move.SmallStep: 0, move.Kind(9): 0} {
		if got := k.BaseAP(); got != want {
			t.Errorf("%v: %d AP, want %d", k, got, want)
		}
	}
}

// KG-MOVE-03, RULINGS "Added 2026-11-23": a Run lowers Body by 1, never
// below 1; a Run through very difficult terrain sets Body to 1. A unit a
// Run has left at Body 1 (whatever its normal Body) is out of breath and
// cannot Run again until the start of an AP round gives Body back (GAP-17):
// a unit of normal Body 1, every Fast unit, Runs once per AP round. The
// fatigue marker carries it. A charge reaches Speed + current Body
// (KG-MOVE-09) all along.
func TestOutOfBreath(t *testing.T) {
	flat := decktest.Build(t, "..............")
	machinery := decktest.Build(t, "...%..........")
	const (
		run     = "run"
		runVD   = "run through very difficult terrain"
		recover = "recover" // the start of the next AP round
	)
	type step struct {
		do      string
		refused bool // the run is refused, KG-MOVE-03
		fatigue int  // the marker afterwards
		body    int  // current Body afterwards
	}
	tests := []struct {
		name  string
		body  int
		steps []step
	}{
		{"KG-MOVE-03 Body 1 runs once a round", 1, []step{
			{run, false, 1, 1}, {run, true, 1, 1}, {recover, false, 0, 1},
			{run, false, 1, 1}, {run, true, 1, 1},
		}},
		{"KG-MOVE-03 Body 2 runs once a round", 2, []step{
			{run, false, 1, 1}, {run, true, 1, 1}, {recover, false, 0, 2}, {run, false, 1, 1},
		}},
		{"KG-MOVE-03 Body 3 runs twice, then is out of breath", 3, []step{
			{run, false, 1, 2}, {run, false, 2, 1}, {run, true, 2, 1},
			{recover, false, 1, 2}, {run, false, 2, 1}, {run, true, 2, 1},
			{recover, false, 1, 2}, {recover, false, 0, 3},
		}},
		{"KG-MOVE-03 very difficult terrain: Body 3 to 1", 3, []step{
			{runVD, false, 2, 1}, {run, true, 2, 1}, {recover, false, 1, 2}, {run, false, 2, 1},
		}},
		{"KG-MOVE-03 very difficult terrain: Body 1 stays 1", 1, []step{
			{runVD, false, 1, 1}, {runVD, true, 1, 1}, {run, true, 1, 1}, {recover, false, 0, 1}, {runVD, false, 1, 1},
		}},
		{"KG-MOVE-03 very difficult terrain after a run: Body 4 to 1", 4, []step{
			{run, false, 1, 3}, {runVD, false, 3, 1}, {run, true, 3, 1},
		}},
	}
	for _, tc := range tests {
		m := mover(0.5, 0.5, 4)
		m.Body = tc.body
		for i, s := range tc.steps {
			var p move.Plan
			var err error
			switch s.do {
			case run:
				p, err = m.Plan(flat, nil, move.Run, at(8.5, 0.5))
			case runVD:
				p, err = m.Plan(machinery, nil, move.Run, at(6.5, 0.5))
				if err == nil && p.Surcharge != 2 {
					t.Fatalf("%s: step %d did not cross the machinery: %+v", tc.name, i, p)
				}
			case recover:
				m.Fatigue = move.Recover(m.Fatigue)
			}
			if s.do != recover {
				switch {
				case s.refused && !refusedBy(err, "KG-MOVE-03"):
					t.Errorf("%s: step %d (%s): %v; want refused by KG-MOVE-03", tc.name, i, s.do, err)
				case s.refused && !strings.Contains(err.Error(), "out of breath"):
					t.Errorf("%s: step %d: refusal %q does not say out of breath", tc.name, i, err)
				case !s.refused && err != nil:
					t.Errorf("%s: step %d (%s): %v; want a run", tc.name, i, s.do, err)
				case err == nil:
					m.Fatigue = p.Fatigue
				}
			}
			if m.Fatigue != s.fatigue || m.Breath() != s.body {
				t.Errorf("%s: after step %d (%s): fatigue %d, Body %d; want %d, %d", tc.name, i, s.do, m.Fatigue, m.Breath(), s.fatigue, s.body)
			}
			if got, want := m.Limit(move.Charge), float64(m.Speed+s.body); got != want {
				t.Errorf("%s: after step %d: charge reach %v, want Speed + Body = %v (KG-MOVE-09)", tc.name, i, got, want)
			}
		}
	}
}

// KG-MOVE-03, RULINGS "Added 2026-11-23": current Body never drops below 1
// for a model that has Body, whatever the marker says; a Body-0 objective
// stays 0. A fresh Body-1 unit is not out of breath; nor is a Body-2 one.
func TestBreathFloor(t *testing.T) {
	for _, tc := range []struct {
		body, fatigue, want int
	}{
		{1, 0, 1}, {1, 1, 1}, {1, 2, 1}, {2, 0, 2}, {2, 1, 1}, {2, 2, 1}, {2, 5, 1},
		{3, 1, 2}, {3, 2, 1}, {4, 3, 1}, {0, 0, 0}, {0, 1, 0},
	} {
		m := move.Mover{Body: tc.body, Fatigue: tc.fatigue, Speed: 5}
		if got := m.Breath(); got != tc.want {
			t.Errorf("KG-MOVE-03: Body %d, fatigue %d: current Body %d, want %d", tc.body, tc.fatigue, got, tc.want)
		}
	}
	d := decktest.Build(t, "..............")
	for _, body := range []int{1, 2, 3} {
		m := mover(0.5, 0.5, 5)
		m.Body = body
		if _, err := m.Plan(d, nil, move.Run, at(10.5, 0.5)); err != nil {
			t.Errorf("KG-MOVE-03: a fresh Body-%d unit may run 10\": %v", body, err)
		}
	}
}

// KG-MOVE-09 with KG-MOVE-03: a Body-1 Rush Grunt (Speed 5) charges
// Speed + Body = 6" fresh and still 6" after a run: Body stays 1.
func TestChargeReachAfterRunBody1(t *testing.T) {
	d := decktest.Build(t, "..............")
	m := mover(0.5, 0.5, 5)
	m.Body = 1
	p, err := m.Plan(d, nil, move.Run, at(10.5, 0.5))
	if err != nil || p.Fatigue != 1 {
		t.Fatalf("KG-MOVE-02: the grunt's first run: %+v %v", p, err)
	}
	m.Fatigue = p.Fatigue
	if _, err := m.Plan(d, nil, move.Charge, at(6.5, 0.5)); err != nil {
		t.Errorf("KG-MOVE-09: a 6\" charge after a run: %v", err)
	}
	if _, err := m.Plan(d, nil, move.Charge, at(7.5, 0.5)); !refusedBy(err, "KG-MOVE-09") {
		t.Errorf("KG-MOVE-09: a 7\" charge after a run: %v", err)
	}
	// The reach map after the run: walking only, 5".
	r := move.Reach(d, m, nil)
	if r.At(5, 0) != 2 || r.At(6, 0) != -1 {
		t.Errorf("KG-MOVE-03: reach after the run: %d and %d AP; want a walk (2) and nothing", r.At(5, 0), r.At(6, 0))
	}
	m.Fatigue = move.Recover(m.Fatigue)
	if r := move.Reach(d, m, nil); r.At(10, 0) != 1 {
		t.Errorf("KG-MOVE-03: reach at the next round: %d AP to 10\"; want a run (1)", r.At(10, 0))
	}
}

// KG-TERR-04: a base never grazes a wall's corner on its way, even where
// the corner falls between two points a sampled check would look at. The
// leg from (3.5, 7.5) to (4.61…, 6.01…) passes the corner (4, 6) at
// 0.4995": found by self-play (kg teams --seed 52, Protarians against
// Slaves, game 59), where a charging Overseer stood 0.0005" into the
// Hangar's drop ship.
func TestNoLegGrazesAWallCorner(t *testing.T) {
	d := decktest.Build(t,
		"####....",
		"####....",
		"####....",
		"####....",
		"####....",
		"####....",
		"........",
		"........",
		"........",
	)
	corner := at(4, 6)
	to := at(4.61350926922825, 6.01454755295869)
	for _, k := range []move.Kind{move.Walk, move.Run, move.Charge} {
		p, err := mover(3.5, 7.5, 4).Plan(d, nil, k, to)
		if err != nil {
			t.Fatalf("%s: %v", k, err)
		}
		for i := 1; i < len(p.Path); i++ {
			if gap := geom.SegmentDist(p.Path[i-1], p.Path[i], corner); gap < 0.5-1e-9 {
				t.Errorf("%s: leg %v → %v passes the wall's corner %.5f\" from the base's centre (radius 0.5)", k, p.Path[i-1], p.Path[i], gap)
			}
		}
	}
}
