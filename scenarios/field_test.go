package scenarios_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/scenarios"
)

// Field puts a shipped list on a side and marks it fielded; a list that
// does not fit the side's deployment zone is refused, naming the army, the
// side and both counts, and leaves the side as it was.
func TestFieldArmy(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenarios.Open("hangar-deathmatch", c)
	if err != nil {
		t.Fatal(err)
	}
	a, err := scenarios.OpenArmy("slaves", c, s.BattleSize)
	if err != nil {
		t.Fatal(err)
	}
	own := s.Sides[1].Army
	small := *s
	small.Zones = map[string][]scenarios.Cell{}
	for id, cells := range s.Zones {
		small.Zones[id] = cells[:3]
	}
	err = small.Field(1, a)
	if err == nil || !strings.Contains(err.Error(), `cannot play side 2: it deploys 12 models and zone "`) || !strings.Contains(err.Error(), "has 3 cells") {
		t.Errorf("a zone of 3 cells: %v", err)
	}
	if s.Sides[1].Army != own || s.Sides[1].Fielded {
		t.Error("a refused army changed the side")
	}
	if err := s.Field(1, a); err != nil {
		t.Fatal(err)
	}
	if s.Sides[1].Army != a || !s.Sides[1].Fielded || s.Sides[0].Fielded {
		t.Errorf("fielded: side 2 army %s fielded %v, side 1 fielded %v", s.Sides[1].Army.Name, s.Sides[1].Fielded, s.Sides[0].Fielded)
	}
	if err := s.Field(2, a); err == nil {
		t.Error("a third side was accepted")
	}
}
