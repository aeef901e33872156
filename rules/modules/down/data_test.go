package down

import (
	"maps"
	"slices"
	"testing"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// The shipped content plays the module with its shipped data (2 AP, a
// medic 1, back with 1 wound) and four medics, one a team that has a
// field doctor: the Forgotten's Tinker, the Heracletians' Reshaper, the
// Ralim's DataProbe Tech, the Renegades' Salvager (docs/modules.md).
func TestTheShippedMedics(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	var problems datafile.List
	m := Module.Load(facet.Data{Content: c, Problems: &problems}).(*module)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	if d := m.data; d.ReviveAP != 2 || d.MedicAP != 1 || d.WoundsLeft != 1 {
		t.Errorf("data %+v, want the shipped %+v", m.data, Shipped())
	}
	want := []string{"forgotten-tinker", "heracletian-reshaper", "ralim-probe-tech", "renegade-salvager"}
	if got := slices.Sorted(maps.Keys(m.medics)); !slices.Equal(got, want) {
		t.Errorf("medics %v, want %v", got, want)
	}
}
