package move_test

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/scenarios"
)

var update = flag.Bool("update", false, "rewrite testdata/guard.json from this build")

// guardQueries is how many random plans and reach maps the guard asks of
// each shipped deck.
const guardQueries = 3000

// TestGuard asks Plan and Reach thousands of random questions on every
// shipped deck (movers of every kind and size, pinned, tired, among
// crowds of other bases, destinations near and beyond their limits) and
// compares fingerprints of every answer, paths to the last bit and
// refusals word for word, with testdata/guard.json, recorded before the
// searches were made faster: a speed-up must not change one answer.
// go test -run Guard -update rewrites it, only on purpose.
// GUARD_DUMP=dir writes every question and answer in words to dir, one
// file per deck, to diff against another build's (raise guardQueries for
// a wider net).
func TestGuard(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "guard.json")
	want := map[string]string{}
	if !*update {
		data, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &want); err != nil {
			t.Fatal(err)
		}
	}
	got := map[string]string{}
	for _, name := range scenarios.Shipped() {
		s, err := scenarios.LoadShipped(name, c)
		if err != nil {
			t.Fatal(err)
		}
		plans, reach, planned := sha256.New(), sha256.New(), 0
		rng := rand.New(rand.NewPCG(7, uint64(len(name))))
		var dump *os.File
		if dir := os.Getenv("GUARD_DUMP"); dir != "" {
			dump, _ = os.Create(filepath.Join(dir, name+".txt"))
			defer dump.Close()
		}
		for q := range guardQueries {
			m, others := randomMover(rng, s.Deck)
			k := move.Kind(rng.IntN(4))
			to := m.Base.Centre.Polar(rng.Float64()*2*math.Pi, rng.Float64()*(m.Limit(k)+3))
			if rng.IntN(3) == 0 { // a cell's centre, as a click on the grid
				to = geom.Vec{X: math.Floor(to.X) + 0.5, Y: math.Floor(to.Y) + 0.5}
			}
			p, err := m.Plan(s.Deck, others, k, to)
			if err == nil {
				planned++
			}
			fmt.Fprintf(plans, "%d %v %v\n", q, p, err)
			if dump != nil {
				fmt.Fprintf(dump, "%d %+v %v %v %v | %v %v\n", q, m, others, k, to, p, err)
			}
			if q%10 == 0 {
				r := move.Reach(s.Deck, m, others)
				writeReach(reach, r)
				if dump != nil {
					writeReach(dump, r)
				}
			}
		}
		got[name+"/plan"] = hex.EncodeToString(plans.Sum(nil))
		got[name+"/reach"] = hex.EncodeToString(reach.Sum(nil))
		t.Logf("%s: %d of %d plans legal", name, planned, guardQueries)
		if !*update {
			for _, k := range []string{name + "/plan", name + "/reach"} {
				if got[k] != want[k] {
					t.Errorf("%s: answers changed (%.12s, recorded %.12s)", k, got[k], want[k])
				}
			}
		}
	}
	if *update {
		data, err := json.MarshalIndent(got, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, append(data, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// randomMover is a model somewhere it can stand on d, with other bases
// around it, some of them close.
func randomMover(rng *rand.Rand, d *deck.Deck) (move.Mover, []geom.Base) {
	radius := 0.5
	if rng.IntN(8) == 0 {
		radius = 1
	}
	var b geom.Base
	for {
		b = geom.Base{Centre: geom.Vec{X: rng.Float64() * float64(d.W), Y: rng.Float64() * float64(d.H)}, Radius: radius}
		if rng.IntN(2) == 0 {
			b.Centre = geom.Vec{X: math.Floor(b.Centre.X) + 0.5, Y: math.Floor(b.Centre.Y) + 0.5}
		}
		if d.Fits(b) {
			break
		}
	}
	m := move.Mover{Base: b, Speed: 3 + rng.IntN(4), Body: 1 + rng.IntN(4), Fatigue: rng.IntN(3), CanRun: rng.IntN(6) > 0,
		IgnoresTerrain: rng.IntN(10) == 0, Prone: rng.IntN(40) == 0, Stuck: rng.IntN(40) == 0, PinnedByMiss: rng.IntN(40) == 0}
	if rng.IntN(8) == 0 {
		m.PinnedByHit = true
		for range 1 + rng.IntN(3) {
			m.FireFrom = append(m.FireFrom, b.Centre.Polar(rng.Float64()*2*math.Pi, 3+rng.Float64()*10))
		}
	}
	var others []geom.Base
	for range rng.IntN(28) {
		o := geom.Base{Radius: 0.5}
		if rng.IntN(10) == 0 {
			o.Radius = 1
		}
		o.Centre = b.Centre.Polar(rng.Float64()*2*math.Pi, b.Radius+o.Radius+rng.Float64()*12)
		if !d.Fits(o) || geom.Overlap(o, b) {
			continue
		}
		clear := true
		for _, p := range others {
			clear = clear && !geom.Overlap(o, p)
		}
		if clear {
			others = append(others, o)
		}
	}
	return m, others
}

func writeReach(h io.Writer, r *move.ReachMap) {
	fmt.Fprintf(h, "%d %d %v %v\n", r.W, r.H, r.AP, r.Kind)
}
