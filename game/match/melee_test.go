package match_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules/melee"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
	"github.com/krygothic/krygothic/scenarios"
)

// The melee module (XS-16) in matches, on testdata/xs16.yaml: blue's
// cultist 2 (a maul) stands at (5.5, 3.5) with red's trooper 3 (a maul)
// to its north, trooper 2 (a torch) to its south and the commander (a
// shock baton) to its west, each in base contact with it; red's trooper
// 1 (a spear) stands at (10.5, 2.5), 1" base to base from blue's cultist
// 1 (an axe) at (10.5, 4.5); blue's prophet stands apart. Troopers and
// cultists are Storm (CC 2, Strength 2, Body 2, Speed 3, 2 wounds); the
// commander is a Squad Leader (CC 4, Strength 3, Speed 4).

func xs16Deck(t *testing.T) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/xs16.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// xs16Match starts orders text on the deck with scripted dice and plays
// it to tick until (the end: 0).
func xs16Match(t *testing.T, text string, until int, faces ...int) *match.Match {
	t.Helper()
	src, err := dice.NewScripted(faces...)
	if err != nil {
		t.Fatal(err)
	}
	m := scripted(t, xs16Deck(t), text, src)
	if until == 0 {
		until = 100000
	}
	if err := m.Run(until); err != nil {
		t.Fatalf("%v\n%s", err, dump(m))
	}
	return m
}

// toHit are the close-combat to-hit rolls, in order.
func toHit(m *match.Match) []combat.Roll {
	var out []combat.Roll
	for _, r := range find[combat.Roll](m) {
		if r.RuleID == "KG-CC-06" {
			out = append(out, r)
		}
	}
	return out
}

// modOf is the sum of a roll's XS-16 modifiers on on.
func modOf(r combat.Roll, on combat.On) int {
	n := 0
	for _, m := range r.Modifiers {
		if m.RuleID == melee.Rule && m.On == on {
			n += m.Value
		}
	}
	return n
}

// states are the XS-16 states a unit was put in, in order.
func states(m *match.Match, id string) []combat.State {
	var out []combat.State
	for _, e := range find[combat.StateChanged](m) {
		if e.RuleID == melee.Rule && e.Unit == id {
			out = append(out, e.State)
		}
	}
	return out
}

// xs16Round1 is three red attacks on cultist 2 in round 1: the maul, the
// torch, then the shock baton, which removes it.
const xs16Round1 = `
0   red ec-trooper-3 attack blue.renegade-cultist-2 weapon
100 red ec-trooper-2 attack blue.renegade-cultist-2 weapon
200 red ec-commander-1 attack blue.renegade-cultist-2 weapon
`

// xs16Faces are its dice, and the AP of rounds 2 and 3.
var xs16Faces = []int{
	3, 3, // AP: red, blue
	2, 1, 1, // the maul: 3 dice (CC 2 + 1 initiating) at TN 2: one hit
	1, 1, // cultist 2's avoid roll, 2 dice at TN 3: none
	1,          // the maul's wound die at TN 2 (blunt: no armour to ignore): none
	2, 1, 1, 1, // the torch: 4 dice (CC 2 + 1 initiating + 1 gang-up) at TN 2: one hit
	1, 1, // the avoid roll at TN 4: none
	2,                   // the torch's wound die at TN 1 (Body 2, fiery -1): a wound
	2, 1, 1, 1, 1, 1, 1, // the baton: 7 dice (CC 4 + 1 initiating + 2 gang-up) at TN 2: one hit
	1, 1, // the avoid roll at TN 7: none
	3,    // the baton's wound die at TN 2: the second wound removes cultist 2
	2,    // the shock: trooper 2's die at TN 2: a wound
	1,    // trooper 3's die: none
	3, 3, // AP, round 2
	3, 3, // AP, round 3
}

// XS-16 gang-up (SW-CC-08, SW-CC-EX1), two-handed (RPG-PROP-03), blunt
// (RPG-MEL-03), fiery (RPG-PROP-02) and electric (RPG-PROP-01) in a
// match: each attack on cultist 2 this AP round gains +1 CC for each
// other red model that attacked it before (the torch +1, the baton +2);
// the maul keeps up to 4 hits (Strength 2, maul +1, two-handed +1); the
// torch wounds at TN 1 and is lit by its blow; the baton's wound removes
// cultist 2 and its shock runs on into the two troopers touching it (the
// 1 wound dealt shared by three, rounded up: 1 die each); the
// commander, with no opponent left, may follow up. The torch burns away
// as the second AP round ends.
func TestCloseCombatExtrasXS16(t *testing.T) {
	m := xs16Match(t, xs16Round1, 0, xs16Faces...)
	hits := toHit(m)
	if len(hits) != 3 {
		t.Fatalf("to-hit rolls %d, want 3\n%s", len(hits), dump(m))
	}
	for i, w := range []struct {
		by         string
		dice, keep int
		gang, str  int
	}{
		{"red.ec-trooper-3", 3, 4, 0, 1},
		{"red.ec-trooper-2", 4, 2, 1, 0},
		{"red.ec-commander-1", 7, 3, 2, 0},
	} {
		r := hits[i]
		if r.By != w.by || len(r.Dice) != w.dice || r.Keep != w.keep || modOf(r, combat.OnDice) != w.gang || modOf(r, combat.OnKeep) != w.str {
			t.Errorf("to-hit roll %d: by %s, %d dice keep %d, XS-16 +%d CC +%d Strength; want %+v", i, r.By, len(r.Dice), r.Keep, modOf(r, combat.OnDice), modOf(r, combat.OnKeep), w)
		}
	}
	var woundTNs []int
	for _, r := range find[combat.Roll](m) {
		if r.RuleID == "KG-CC-08" {
			woundTNs = append(woundTNs, r.TN)
		}
	}
	if len(woundTNs) != 3 || woundTNs[0] != 2 || woundTNs[1] != 1 || woundTNs[2] != 2 {
		t.Errorf("wound TNs %v, want [2 1 2] (the torch's fiery -1)", woundTNs)
	}
	if u := unitAt(t, m, "blue.renegade-cultist-2"); u.Alive() {
		t.Errorf("cultist 2 still stands: %+v", u.F.Condition)
	}
	var shocks []combat.Roll
	for _, r := range find[combat.Roll](m) {
		if r.RuleID == melee.Rule {
			shocks = append(shocks, r)
		}
	}
	if len(shocks) != 2 || shocks[0].By != "red.ec-trooper-2" || shocks[1].By != "red.ec-trooper-3" || len(shocks[0].Dice) != 1 || shocks[0].TN != 2 {
		t.Errorf("the shock's rolls %+v, want one die each for troopers 2 and 3 at TN 2", shocks)
	}
	if w := unitAt(t, m, "red.ec-trooper-2").F.Wounds; w != 1 {
		t.Errorf("trooper 2 has %d wounds, want 1 (the shock)", w)
	}
	if w := unitAt(t, m, "red.ec-trooper-3").F.Wounds; w != 0 {
		t.Errorf("trooper 3 has %d wounds, want 0", w)
	}
	if got := states(m, "red.ec-commander-1"); len(got) != 1 || got[0] != melee.FollowState {
		t.Errorf("the commander's states %v, want it may follow up", got)
	}
	if got := states(m, "red.ec-trooper-2"); len(got) != 2 || got[0] != melee.LitState || got[1] != melee.BurntOutState {
		t.Errorf("the torch's states %v, want lit, then burnt away", got)
	}
	if u := unitAt(t, m, "red.ec-trooper-2"); !u.F.MeleeBroken {
		t.Error("the torch has not burnt away after two AP rounds")
	}
}

// refusedBy reports whether err is a refusal citing rule.
func refusedBy(err error, rule string) bool { return err != nil && refusal.RuleOf(err) == rule }

// XS-16 follow-up (SW-CC-06): the commander, whose blow removed its last
// opponent, may move at once, free, up to half its Speed (2"); further
// is refused, and so is a follow-up by a model that killed nobody. It
// moves; its mark is gone.
func TestFollowUpXS16(t *testing.T) {
	m := xs16Match(t, xs16Round1+"300 red ec-commander-1 follow 2.5 3.5\n", 290, xs16Faces...)
	v := m.View()
	far := v.Preview("red", orders.Order{Unit: "red.ec-commander-1", Verb: melee.Follow, X: 1.5, Y: 3.5, Point: true})
	if !refusedBy(far.Err, melee.Rule) {
		t.Errorf("a follow-up of 3\": %v, want an XS-16 refusal", far.Err)
	}
	near := v.Preview("red", orders.Order{Unit: "red.ec-commander-1", Verb: melee.Follow, X: 2.5, Y: 3.5, Point: true})
	if near.Err != nil || near.AP != 0 {
		t.Errorf("a follow-up of 2\": AP %d, %v; want it free and allowed", near.AP, near.Err)
	}
	other := v.Preview("red", orders.Order{Unit: "red.ec-trooper-3", Verb: melee.Follow, X: 5.5, Y: 1.5, Point: true})
	if !refusedBy(other.Err, melee.Rule) {
		t.Errorf("trooper 3's follow-up: %v, want an XS-16 refusal (it killed nobody)", other.Err)
	}
	if err := m.Run(400); err != nil {
		t.Fatalf("%v\n%s", err, dump(m))
	}
	u := unitAt(t, m, "red.ec-commander-1")
	if u.Base.Centre.X != 2.5 || u.Base.Centre.Y != 3.5 {
		t.Errorf("the commander stands at %v, want (2.5, 3.5)\n%s", u.Base.Centre, dump(m))
	}
	if m.View().Mark(u.ID, melee.FollowMark) != 0 {
		t.Error("the follow-up mark is still set")
	}
	if refused := find[match.Refused](m); len(refused) > 0 {
		t.Errorf("refused: %+v", refused)
	}
}

// XS-16 berserk (GW-ASN-08) and reach (RPG-PROP-04): trooper 1's spear
// strikes cultist 1 from 1" away, berserk: 6 dice (CC 2, spear +1,
// initiating +1, berserk +2); its preview gave the odds at +2 CC and as
// a plain attack. Until its next order it counts as Body 0: a shot at it
// wounds at TN 0 + armour less the rifle's b; its next order (a turn)
// ends that. A kick, which is no spear, does not reach.
func TestBerserkXS16(t *testing.T) {
	const text = "10 red ec-trooper-1 berserk blue.renegade-cultist-1 weapon\n100 red ec-trooper-1 face 90\n"
	faces := []int{3, 3, // AP
		2, 2, 1, 1, 1, 1, // 6 dice at TN 2: two hits kept
		1, 1, // the avoid roll at TN 6: none
		1, 1, // the wound dice at TN 2: none
		3, 3, 3, 3} // AP, rounds 2 and 3
	src, err := dice.NewScripted(faces...)
	if err != nil {
		t.Fatal(err)
	}
	m := scripted(t, xs16Deck(t), text, src)
	berserk := orders.Order{Unit: "red.ec-trooper-1", Verb: melee.Berserk, Target: "blue.renegade-cultist-1", Word: "weapon"}
	plain := orders.Order{Unit: "red.ec-trooper-1", Verb: orders.Attack, Target: "blue.renegade-cultist-1", Attack: combat.UseWeapon}
	kick := plain
	kick.Attack = combat.Kick
	if err := m.Run(5); err != nil {
		t.Fatal(err)
	}
	pb, pp := m.View().Preview("red", berserk), m.View().Preview("red", plain)
	d, ok := pb.Detail.(*melee.BerserkDetail)
	switch {
	case pb.Err != nil || pp.Err != nil || pb.Odds == nil || pp.Odds == nil || !ok:
		t.Fatalf("previews: berserk %v, plain %v (from 1\", the spear's reach)", pb.Err, pp.Err)
	case pb.Odds.MeanWounds() <= pp.Odds.MeanWounds():
		t.Errorf("berserk odds %.3f wounds, plain %.3f: want more", pb.Odds.MeanWounds(), pp.Odds.MeanWounds())
	case d.Plain.MeanWounds() != pp.Odds.MeanWounds():
		t.Errorf("the berserk preview's plain odds %.4f, the attack's %.4f", d.Plain.MeanWounds(), pp.Odds.MeanWounds())
	}
	if p := m.View().Preview("red", kick); !refusedBy(p.Err, "KG-CC-01") {
		t.Errorf("a kick from 1\": %v, want refused (KG-CC-01)", p.Err)
	}
	if err := m.Run(60); err != nil {
		t.Fatalf("%v\n%s", err, dump(m))
	}
	hits := toHit(m)
	if len(hits) != 1 || len(hits[0].Dice) != 6 || modOf(hits[0], combat.OnDice) != 2 {
		t.Fatalf("to-hit rolls %+v, want one of 6 dice with berserk +2\n%s", hits, dump(m))
	}
	if m.View().Mark("red.ec-trooper-1", melee.BerserkMark) == 0 {
		t.Fatal("trooper 1 is not berserk after its attack")
	}
	shot := orders.Order{Unit: "blue.renegade-prophet-1", Verb: orders.Shoot, Target: "red.ec-trooper-1", Shot: combat.Standard}
	p := m.View().Preview("blue", shot)
	if p.Ranged == nil { // blue is done: the shot is refused for its AP, its plan kept
		t.Fatalf("the prophet's shot: %v", p.Err)
	}
	zero := false
	for _, mod := range p.Ranged.WoundMods {
		zero = zero || mod.RuleID == melee.Rule && mod.Value == -2
	}
	if !zero {
		t.Errorf("the shot's wound modifiers %+v, want berserk: Body 0 (-2)", p.Ranged.WoundMods)
	}
	if err := m.Run(100000); err != nil {
		t.Fatalf("%v\n%s", err, dump(m))
	}
	if m.View().Mark("red.ec-trooper-1", melee.BerserkMark) != 0 {
		t.Error("trooper 1 is still berserk after its next order")
	}
}

// XS-16 previews: after the maul and the torch struck cultist 2, the
// commander's attack preview lists the extras it gets (gang-up +2 CC, the
// shock baton's electric and blunt, no parry against the cultist's maul)
// beside the exact odds the core works out for it; its berserk preview
// also gives the odds as a plain attack, and the price.
func TestTheExtrasInThePreviewXS16(t *testing.T) {
	m := xs16Match(t, xs16Round1, 150, xs16Faces...)
	v := m.View()
	u := unitAt(t, m, "red.ec-commander-1")
	rowsOf := func(o orders.Order) (orders.Preview, string) {
		p := v.Preview("red", o)
		var b strings.Builder
		for _, md := range v.Played() {
			if pv, ok := md.Loaded.(facet.Previews); ok && md.Name == melee.Name {
				for _, r := range pv.Rows(v, u, o, p) {
					for _, term := range r.Terms {
						b.WriteString(term.Text + " | ")
					}
					b.WriteString(r.Note + "\n")
				}
			}
		}
		return p, b.String()
	}
	attack := orders.Order{Unit: u.ID, Verb: orders.Attack, Target: "blue.renegade-cultist-2", Attack: combat.UseWeapon}
	p, rows := rowsOf(attack)
	if p.Err != nil || p.Odds == nil {
		t.Fatalf("the attack's preview: %v", p.Err)
	}
	odds := fmt.Sprintf("wound %.1f%% · %.2f wounds", 100*(1-p.Odds.Wounds[0]), p.Odds.MeanWounds())
	for _, want := range []string{"gang-up +2 CC", "blunt", "electric", "no parry", odds} {
		if !strings.Contains(rows, want) {
			t.Errorf("the attack's rows lack %q:\n%s", want, rows)
		}
	}
	berserk := orders.Order{Unit: u.ID, Verb: melee.Berserk, Target: "blue.renegade-cultist-2", Word: "weapon"}
	pb, rows := rowsOf(berserk)
	plain := fmt.Sprintf("as a plain attack: wound %.1f%% · %.2f wounds", 100*(1-p.Odds.Wounds[0]), p.Odds.MeanWounds())
	for _, want := range []string{"berserk +2 CC", plain, "Body 0"} {
		if !strings.Contains(rows, want) {
			t.Errorf("the berserk attack's rows lack %q:\n%s", want, rows)
		}
	}
	if pb.Odds == nil || pb.Odds.MeanWounds() <= p.Odds.MeanWounds() {
		t.Errorf("berserk odds %+v, not above the plain attack's", pb.Odds)
	}
}

// XS-16's marks in a save: saved after round 1's blows (the gang-up's
// memory, the commander's follow-up, the lit torch), the match resumes
// from its snapshot in the same state; the next AP round forgets the
// gang-up and the follow-up not taken, and keeps the torch burning.
func TestTheExtrasSaveAndResumeXS16(t *testing.T) {
	m := xs16Match(t, xs16Round1+"400 red ec-trooper-1 face 90\n", 250, xs16Faces...)
	v := m.View()
	if v.Mark("red.ec-trooper-3", melee.GangPrefix+"blue.renegade-cultist-2") == 0 || v.Mark("red.ec-commander-1", melee.FollowMark) == 0 || v.Mark("red.ec-trooper-2", melee.LitMark) == 0 {
		t.Fatalf("round 1 left no gang-up, follow-up or torch marks\n%s", dump(m))
	}
	r := saveAndLoad(t, m, "xs16", 1)
	f, err := match.FromSnapshot(r, xs16Deck(t), rulesContent, [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	if f.StateHash() != m.StateHash() {
		t.Error("resumed, the state differs")
	}
	for m.View().Round() == 1 && !m.Over() {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	v = m.View()
	if v.Mark("red.ec-trooper-3", melee.GangPrefix+"blue.renegade-cultist-2") != 0 || v.Mark("red.ec-commander-1", melee.FollowMark) != 0 {
		t.Error("round 2 remembers round 1's gang-up or follow-up")
	}
	if v.Mark("red.ec-trooper-2", melee.LitMark) != 2 {
		t.Errorf("the torch's mark in round 2: %d, want 2 (burning its second round)", v.Mark("red.ec-trooper-2", melee.LitMark))
	}
}
