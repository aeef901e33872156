package ecm_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules/ecm"
)

// loaded is the module as it plays with content c.
func loaded(t *testing.T, c *content.Content) facet.Loaded {
	t.Helper()
	var problems datafile.List
	l := ecm.Module.Load(facet.Data{Content: c, Problems: &problems})
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	return l
}

// XS-07: "jammer: true" buys any model a jammer (30 points at the team's
// gear price: 24 for the Renegades, GAP-06), "ecm: true" a Special or
// Elite model an ECM suite (25: 20); an ECM suite on another class is
// refused at its field. Without the module both are idle gear, noted.
func TestTheGearInArmyLists(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	l := loaded(t, c)
	f := army.Fields(l.(facet.ArmyFields).ArmyFields())
	list := "name: Test\nteam: renegades\nmodels:\n  - unit: renegade-prophet\n    jammer: true\n  - unit: renegade-salvager\n    ecm: true\n"
	a, err := army.Parse("a.yaml", []byte(list), c, f)
	if err != nil {
		t.Fatal(err)
	}
	prophet, salvager := a.Models[0], a.Models[1]
	if !ecm.Has(prophet, ecm.JammerField) || prophet.Cost != prophet.Unit.Cost+24 {
		t.Errorf("the prophet: jammer %v, cost %d (unit %d); want a jammer at 24", ecm.Has(prophet, ecm.JammerField), prophet.Cost, prophet.Unit.Cost)
	}
	if !ecm.Has(salvager, ecm.ECMField) || salvager.Cost != salvager.Unit.Cost+20 {
		t.Errorf("the salvager: suite %v, cost %d (unit %d); want a suite at 20", ecm.Has(salvager, ecm.ECMField), salvager.Cost, salvager.Unit.Cost)
	}
	if n, is := l.(facet.Armies).Need(prophet); n != facet.Idle || !strings.Contains(is, "jammer") {
		t.Errorf("the prophet's need %v %q, want Idle for its jammer", n, is)
	}
	_, err = army.Parse("b.yaml", []byte("name: Test\nteam: renegades\nmodels:\n  - unit: renegade-prophet\n  - unit: renegade-cultist\n    ecm: true\n"), c, f)
	if want := "b.yaml:6:5: ecm: only a special or elite model carries an ECM suite, not a Storm (XS-07)"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("a cultist's ECM suite: %v, want %q", err, want)
	}
}

// The log tells an ECM attack in words, naming the models (no raw IDs)
// and the contest's numbers, and what a win did.
func TestTheLogTellsAnECMAttack(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	tell := loaded(t, c).(facet.Teller)
	s, ok := tell.Tell(ecm.ECMAttacked{RuleID: ecm.Rule, Unit: "red.a", Target: "blue.b", Dice: []dice.Chain{{5}}, Against: []dice.Chain{{4}},
		Best: 5, Defence: 4, Between: 1, Won: false})
	if !ok || len(s) != 1 || s[0].Parts[0].Kind != facet.UnitPart || s[0].Parts[2].Kind != facet.UnitPart {
		t.Fatalf("told %+v", s)
	}
	var text string
	for _, p := range s[0].Parts {
		text += p.Text
	}
	if want := ": best Mind die 5 against 4 + 1 for the model between: the defence holds"; !strings.HasSuffix(text, want) {
		t.Errorf("told %q, want it to end %q", text, want)
	}
	if _, ok := tell.Tell(combat.Note{Text: "x"}); ok {
		t.Error("the module told a note")
	}
}
