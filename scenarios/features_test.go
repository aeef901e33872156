package scenarios_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/scenarios"
)

// KG-SCN-EX1 with GAP-34/35: three consoles (Body 4, armour 0, 3 wounds),
// defenders frozen until the end of round 1 and −2 AP in round 1, their
// Squad Leader at the end of round 3, the last quarter at the end of round
// 4, and the defenders' win at the end of round 10.
func TestSabotage(t *testing.T) {
	s, err := scenarios.LoadShipped("sabotage", defaultContent(t))
	if err != nil {
		t.Fatal(err)
	}
	def := s.Sides[1]
	if !def.Frozen || def.RoundModifiers[1] != 2 || s.Rounds != 10 {
		t.Errorf("defenders frozen %v, round-1 modifier %d, rounds %d", def.Frozen, def.RoundModifiers[1], s.Rounds)
	}
	if len(s.Objectives) != 3 || s.Victory.Type != scenarios.Sabotage || len(s.Victory.Objectives) != 3 {
		t.Errorf("objectives %v, victory %+v", s.Objectives, s.Victory)
	}
	for _, o := range s.Objectives {
		if o.Body != 4 || o.Armour != 0 || o.Wounds != 3 {
			t.Errorf("GAP-34 console %+v", o)
		}
	}
	// The shipped war band's 12 models (issue 18's list): the Overseer
	// and 3 thralls held back, 8 on the deck.
	models := len(def.Army.Models)
	if held := s.Held(def.ID); held != 4 || models-held != 8 {
		t.Errorf("held back %d of %d, want the Overseer and 3 thralls", held, models)
	}
	var got []string
	for _, e := range s.Events {
		got = append(got, e.Type)
		switch e.Round {
		case 3:
			if e.Units["slave-overseer"] != 1 {
				t.Errorf("round 3: %+v", e)
			}
		case 4:
			if e.Units["slave-thrall"] != 3 {
				t.Errorf("round 4: %+v", e)
			}
		case 10:
			if e.Type != scenarios.Win || e.Side != def.ID {
				t.Errorf("round 10: %+v", e)
			}
		}
	}
	if len(got) != 4 || got[0] != scenarios.Unfreeze {
		t.Errorf("events %v", got)
	}
}

// The other shipped scenarios carry what they promise.
func TestScenarioThemes(t *testing.T) {
	c := defaultContent(t)
	count := func(s *scenarios.Scenario, match func(deck.Cell) bool) int {
		n := 0
		for y := range s.Deck.H {
			for x := range s.Deck.W {
				if cell, _ := s.Deck.Cell(x, y); match(cell) {
					n++
				}
			}
		}
		return n
	}
	lake, err := scenarios.LoadShipped("lake-of-blood", c)
	if err != nil {
		t.Fatal(err)
	}
	if n := count(lake, func(c deck.Cell) bool { return c.Terrain == deck.VeryDifficult }); n < 72*48/3 {
		t.Errorf("lake of blood: only %d very difficult cells", n)
	}
	engine, err := scenarios.LoadShipped("dark-engine-room", c)
	if err != nil {
		t.Fatal(err)
	}
	if !engine.Dark || count(engine, func(c deck.Cell) bool { return c.Weak }) < 100 {
		t.Errorf("engine room: dark %v, weak cells %d", engine.Dark, count(engine, func(c deck.Cell) bool { return c.Weak }))
	}
	hangar, err := scenarios.Default(c)
	if err != nil || hangar.Name != "Hangar Deathmatch" || hangar.Victory.Type != scenarios.Deathmatch {
		t.Errorf("default: %v %v", hangar, err)
	}
	if n := count(hangar, func(c deck.Cell) bool { return c.Cover }); n < 20 {
		t.Errorf("hangar: only %d cover cells", n)
	}
}

// An army file named relative to the scenario may sit outside its folder.
func TestArmyFileBesideScenario(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "maps"), 0o755)
	os.MkdirAll(filepath.Join(dir, "armies"), 0o755)
	army, _ := os.ReadFile("armies/slaves.yaml")
	os.WriteFile(filepath.Join(dir, "armies", "mine.yaml"), army, 0o644)
	src, _ := os.ReadFile("maps/hangar-deathmatch.yaml")
	text := strings.Replace(string(src), "army: renegades", "army: ../armies/mine.yaml", 1)
	os.WriteFile(filepath.Join(dir, "maps", "s.yaml"), []byte(text), 0o644)
	s, err := scenarios.LoadFile(filepath.Join(dir, "maps", "s.yaml"), defaultContent(t))
	if err != nil || s.Sides[1].Army.Team.ID != "slaves" {
		t.Fatalf("%v", err)
	}
}
