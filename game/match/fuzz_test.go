package match_test

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
)

// fuzzTicks bounds a fuzzed match: long enough for combos, shots and a
// round's end, short enough for thousands of runs a minute.
const fuzzTicks = 900

// FuzzOrders drives a short match on the skirmish deck from orders text
// (the kg run format): whatever the text, parsing never panics, an
// accepted file plays without a panic or a broken invariant, every unit
// stays at a finite place, the log encodes as JSON (a NaN would not), and
// the match's record loads and replays to the same state (issue 13).
func FuzzOrders(f *testing.F) {
	for _, seed := range []string{
		"0 red ec-commander-1 step NaN NaN",
		"0 red ec-commander-1 face Inf\n5 red ec-commander-1 face -Inf",
		"0 red ec-commander-1 free 9223372036854775807",
		"0 red ec-commander-1 move 1 2 3 4",
		"0 red " + strings.Repeat("ec-commander-1 face 10 & ", 60) + "ec-commander-1 face 1",
		"0 red ec-trooper-1 move 4.5 4.5 & ec-trooper-1 shoot blue.renegade-cultist-1\n30 blue renegade-cultist-1 wait",
		"0 red ec-trooper-2 run 6.5 3.5 & ec-trooper-2 charge blue.renegade-prophet-1 kick\n1 blue renegade-prophet-1 defend active dodge",
		"0 blue renegade-cultist-1 wait\n40 red ec-trooper-2 move 4.5 4.5\n41 blue renegade-cultist-1 react shoot red.ec-trooper-2",
		"0 red cancel\n1 red done\n2 blue done",
		"99999999999999999999 red done",
		"0 red ec-commander-1 step 1e308 -1e308",
	} {
		f.Add(seed, uint64(1))
	}
	s := skirmish(f)
	f.Fuzz(func(t *testing.T, text string, seed uint64) {
		decls, err := orders.ParseOrders("orders", text)
		if err != nil {
			return
		}
		scripts, _ := match.Scripts([2]string{s.Sides[0].ID, s.Sides[1].ID}, decls)
		m, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(seed), [2]match.Player{scripts[0], scripts[1]})
		if err != nil {
			t.Fatal(err)
		}
		check := match.NewChecker(m)
		for m.Tick() < fuzzTicks && !m.Over() {
			if err := m.Step(); err != nil {
				t.Fatalf("%v\n%s", err, dump(m))
			}
			if err := check.Check(); err != nil {
				t.Fatalf("tick %d: %v\n%s", m.Tick(), err, dump(m))
			}
		}
		v := m.View()
		for _, u := range v.Units() {
			if c := u.Base.Centre; math.IsNaN(c.X+c.Y+u.Base.Facing) || math.IsInf(c.X+c.Y+u.Base.Facing, 0) {
				t.Fatalf("%s is at (%v, %v) facing %v", u.ID, c.X, c.Y, u.Base.Facing)
			}
		}
		for _, e := range v.Log(0) {
			if _, err := json.Marshal(e); err != nil {
				t.Fatalf("the log does not encode: %v", err)
			}
		}
		data, err := json.Marshal(m.Record("testdata/skirmish.yaml", seed, nil))
		if err != nil {
			t.Fatal(err)
		}
		r, err := match.Parse("record.json", data)
		if err != nil {
			t.Fatalf("the match's own record does not load: %v", err)
		}
		again, err := match.Replay(r, s, rulesContent, fuzzTicks)
		if err != nil {
			t.Fatalf("the match's own record does not replay: %v", err)
		}
		if again.StateHash() != m.StateHash() {
			t.Fatal("the replay ends elsewhere")
		}
	})
}

// FuzzRecord feeds bytes to the record loader and replays what it
// accepts on the skirmish deck: no panic, and every refusal names the file
// (issue 13).
func FuzzRecord(f *testing.F) {
	s := skirmish(f)
	m := play(f, "0 red ec-trooper-1 move 4.5 4.5 & ec-trooper-1 shoot blue.renegade-cultist-1\n30 blue renegade-cultist-1 wait\n", 3, 3, 5, 4, 3, 1, 2, 3, 1, 1, 1, 1)
	good, err := json.Marshal(m.Record("testdata/skirmish.yaml", 1, []int{3, 3, 5, 4, 3, 1, 2, 3, 1, 1, 1, 1}))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	saved, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(2), scripts(f, fight))
	if err != nil {
		f.Fatal(err)
	}
	if err := saved.Run(120); err != nil {
		f.Fatal(err)
	}
	save, err := json.Marshal(saved.Record("testdata/skirmish.yaml", 2, nil))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(save) // a save with a snapshot, a combo running
	f.Add([]byte(strings.Replace(string(save), `"dice_rolled":`, `"dice_rolled":1`, 1)))
	f.Add([]byte(strings.Replace(string(save), `"cur":`, `"cur":9`, 1)))
	f.Add([]byte(strings.Replace(string(good), `"shoot"`, `"teleport"`, 1)))
	f.Add([]byte(strings.Replace(string(good), `"Shot":0`, `"Shot":99`, 1)))
	f.Add([]byte(strings.Replace(string(good), `"round_limit":0`, `"round_limit":-5`, 1)))
	f.Add([]byte(`{"format": 3, "scenario": "sabotage", "saved_at": 9223372036854775807}`))
	f.Add([]byte(`{"format": 1, "scenario": "/etc/passwd"}`))
	f.Add([]byte("\x00\xff{"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := match.Parse("record.json", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "record.json") {
				t.Fatalf("an error that does not name the file: %v", err)
			}
			return
		}
		if r.Snapshot != nil {
			// A save resumes from its snapshot, whatever it holds, or is
			// refused: it never panics, nor does the match resumed.
			if m, err := match.FromSnapshot(r, s, rulesContent, [2]match.Player{}); err == nil {
				_ = m.Run(r.Snapshot.Tick + 120)
			}
		}
		r.SavedAt = min(r.SavedAt, fuzzTicks) // keep each run short
		_, _ = match.Replay(r, s, rulesContent, fuzzTicks)
	})
}
