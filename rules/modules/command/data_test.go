package command

import (
	"testing"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// The game's modules.yaml says what the module ships without a section:
// a help costs 1 AP; +1 die, +1 TN, +2" (XS-25); and a content with no
// section plays those.
func TestTheShippedData(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	var problems datafile.List
	m := Module.Load(facet.Data{Content: c, Problems: &problems}).(*module)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	if d := m.data; d.HelpAP != 1 || d.AimDice != 1 || d.DownTN != 1 || d.ForwardInches != 2 {
		t.Errorf("the shipped section: %+v", d)
	}
	if d, s := read(facet.Data{Content: c, Problems: &problems}), Shipped(); d.HelpAP != s.HelpAP || d.AimDice != s.AimDice || d.DownTN != s.DownTN || d.ForwardInches != s.ForwardInches {
		t.Errorf("without a section: %+v, want %+v", d, s)
	}
}
