package locations

import (
	"testing"

	"github.com/krygothic/krygothic/rules/combat/combattest"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// A content whose modules.yaml has no locations section plays with the
// shipped data (XS-10, XS-24: +2 TN, ×2, −1 Speed, never below 1), and
// the vehicles of the content's vehicles section (the shipped cargo
// loader and drone).
func TestNoSectionPlaysTheShippedData(t *testing.T) {
	var problems datafile.List
	m := Module.Load(facet.Data{Content: combattest.Gear, Problems: &problems}).(*loaded)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	if m.data.CallTN != 2 || m.data.HeadFactor != 2 || m.data.GrazeSpeed != 1 || m.data.Slowest != 1 {
		t.Errorf("without a section: %+v", m.data)
	}
	if _, ok := m.vehicles.Profile("cargo-loader"); !ok {
		t.Errorf("the vehicles' profiles: %+v", m.vehicles.Profiles)
	}
}
