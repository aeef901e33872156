package jams

import (
	"testing"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// A content whose modules.yaml has no jams section (a mod made before the
// module) plays with the shipped ratings: autocannon Jam 2, assault rifle
// Jam 1, a clear at TN 4 for 1 AP (XS-02).
func TestNoSectionPlaysTheShippedData(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	var problems datafile.List
	m := Module.Load(facet.Data{Content: c, Problems: &problems}).(*module)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	if d := m.data; d.Rating("autocannon") != 2 || d.Rating("assault-rifle") != 1 || d.Rating("rifle") != 0 || d.ClearTN != 4 || d.ClearAP != 1 {
		t.Errorf("without a section: %+v", d)
	}
}
