package command_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/deck/decktest"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/command"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

var gear *content.Content

func init() {
	var err error
	if gear, err = content.Default(); err != nil {
		panic(err)
	}
}

// model is a model of side at (x, y) with a rifle, Speed 4; a Squad
// Leader when sl.
func model(id string, side int, sl bool, x, y float64) *orders.Unit {
	rifle, _ := gear.Ranged("rifle")
	f := combat.Fighter{ID: id, WoundCapacity: 2, Ranged: rifle, SquadLeader: sl}
	f.Stats.RC, f.Stats.Speed, f.Stats.Body, f.Stats.Willpower = 3, 4, 3, 3
	m := &army.Model{Unit: &content.Unit{}, Class: &content.Class{ID: "storm"}}
	return &orders.Unit{ID: id, Side: side, F: f, OnTable: true, Base: geom.Base{Centre: geom.Vec{X: x, Y: y}, Radius: 0.5}, Model: m}
}

// board is a deck 24" × 12" with a wall from (10, 0) to (11, 6): red's
// Squad Leader at (8, 9) sees its trooper t1 at (8, 7) and not t2 behind
// the wall at (13, 3); blue's c stands at (18, 8), facing them. The rules play the
// module on its shipped data.
func board(t *testing.T) (*orders.Table, *orders.Rules) {
	t.Helper()
	rows := make([]string, 12)
	for i := range rows {
		rows[i] = "........................"
		if i < 6 {
			rows[i] = "..........#............."
		}
	}
	rules := orders.Core().With(command.Rules(command.Shipped()))
	tb := &orders.Table{Deck: decktest.Build(t, rows...), Rules: rules,
		Units: []*orders.Unit{model("red.sl", 0, true, 8, 9), model("red.t1", 0, false, 8, 7), model("red.t2", 0, false, 13, 3),
			model("blue.c", 1, false, 18, 8)},
		Fought: map[orders.Pair]int{}, Charged: map[orders.Pair]bool{}, Marks: map[orders.MarkKey]int{}}
	tb.Units[3].Base.Facing = tb.Units[3].Base.Centre.Bearing(geom.Vec{X: 8, Y: 8}) // blue faces red
	for i, id := range []string{"red", "blue"} {
		tb.Sides[i] = &orders.Side{ID: id, Index: i, AP: 20}
	}
	return tb, rules
}

// help is the order "sl help f word".
func help(sl, f, word string) orders.Order {
	return orders.Order{Unit: sl, Verb: command.Help, Target: f, Word: word}
}

// give marks unit id with help word, as a help carried out does.
func give(tb *orders.Table, id, word string) {
	tb.Marks[orders.MarkKey{Unit: id, Mark: command.Marks[word]}] = 1
}

// XS-25 (GW-CMD-05..07, GW-CMD-11): a Squad Leader's help costs 1 AP and
// goes to a friend it sees. Refused, each with its reason citing XS-25: a
// model that is not a Squad Leader, the Squad Leader itself, a friend
// behind the wall, a friend that holds the same help; a different help
// to it is accepted. An enemy is no friend (KG-FACE-06).
func TestHelpIsASquadLeadersOrderToAFriendInSight(t *testing.T) {
	tb, rules := board(t)
	for _, w := range command.Words {
		if p := rules.Preview(tb, 0, help("red.sl", "red.t1", w)); p.Err != nil || p.AP != 1 {
			t.Errorf("%s to the trooper in sight: %d AP, %v; want 1 AP, accepted", w, p.AP, p.Err)
		}
	}
	give(tb, "red.t1", command.Aim)
	for _, tc := range []struct {
		name string
		o    orders.Order
		rule string
		says string
	}{
		{"a trooper gives it", help("red.t1", "red.sl", command.Aim), command.Rule, "not a Squad Leader"},
		{"to itself", help("red.sl", "red.sl", command.Forward), command.Rule, "cannot help itself"},
		{"behind the wall", help("red.sl", "red.t2", command.Aim), command.Rule, "does not see"},
		{"the same help again", help("red.sl", "red.t1", command.Aim), command.Rule, "already holds the Squad Leader's Called shot"},
		{"to an enemy", help("red.sl", "blue.c", command.Aim), "KG-FACE-06", "aims at a friend"},
	} {
		p := rules.Preview(tb, 0, tc.o)
		if p.Err == nil || refusal.RuleOf(p.Err) != tc.rule || !strings.Contains(p.Err.Error(), tc.says) {
			t.Errorf("%s: %v; want a refusal citing %s saying %q", tc.name, p.Err, tc.rule, tc.says)
		}
	}
	if p := rules.Preview(tb, 0, help("red.sl", "red.t1", command.Down)); p.Err != nil {
		t.Errorf("another help to the trooper with a Called shot: %v", p.Err)
	}
	if _, _, err := rules.Check(tb, 0, []orders.Order{help("red.sl", "red.t1", command.Down), help("red.sl", "red.t1", command.Down)}); err == nil ||
		!strings.Contains(err.Error(), "earlier in this combo") {
		t.Errorf("the same help twice in one combo: %v", err)
	}
	if _, err := rules.ParseOrders("orders", "0 red sl help red.t1 cheer\n"); err == nil {
		t.Error(`"help red.t1 cheer" read as an order: the helps are aim, down and forward`)
	}
}

// hitChance is the exact chance n dice at TN 5 hit at least once.
func hitChance(n int) float64 { return 1 - math.Pow(1-dice.PassChance(5, 0), float64(n)) }

// XS-25 Called shot (GW-CMD-06, RPG-ACT-09's +1d6 for a help that beats
// the pool): the friend's next shot rolls one more RC die, and the preview
// counts it. The rifle at 12" rolls its dice at TN 5; the die shows in the
// shot's modifiers (XS-25) and the dice. In a combo the help counts for
// the shot after it; with the help held, only the first of two shots in a
// combo has it.
func TestACalledShotAddsADie(t *testing.T) {
	tb, rules := board(t)
	shoot := orders.Order{Unit: "red.t1", Verb: orders.Shoot, Target: "blue.c", Shot: combat.Standard}
	plain := rules.Preview(tb, 0, shoot)
	if plain.Err != nil || plain.Ranged == nil {
		t.Fatalf("the trooper's shot: %+v", plain)
	}
	withHelp := rules.PreviewLast(tb, 0, []orders.Order{help("red.sl", "red.t1", command.Aim), shoot})
	if withHelp.Err != nil || withHelp.Ranged.Dice != plain.Ranged.Dice+1 {
		t.Errorf("help aim then the shot: %d dice (%v); want %d", withHelp.Ranged.Dice, withHelp.Err, plain.Ranged.Dice+1)
	}
	give(tb, "red.t1", command.Aim)
	helped := rules.Preview(tb, 0, shoot)
	if helped.Ranged.Dice != plain.Ranged.Dice+1 || !hasMod(helped.Ranged.HitMods, combat.OnDice, 1) {
		t.Errorf("the Called shot's preview: %d dice, mods %+v; want %d dice and XS-25's +1 die", helped.Ranged.Dice, helped.Ranged.HitMods, plain.Ranged.Dice+1)
	}
	if helped.Odds.Hit <= plain.Odds.Hit {
		t.Errorf("the odds to hit with the Called shot %.3f, without %.3f", helped.Odds.Hit, plain.Odds.Hit)
	}
	if second := rules.PreviewLast(tb, 0, []orders.Order{shoot, shoot}); second.Ranged.Dice != plain.Ranged.Dice {
		t.Errorf("the second shot of a combo after the Called shot's: %d dice, want %d", second.Ranged.Dice, plain.Ranged.Dice)
	}
	// The order panel's row: the exact chance to hit with and without.
	m := command.Module.Load(facet.Data{Content: gear, Problems: &datafile.List{}}).(facet.Previews)
	rows := m.Rows(reader{tb, rules}, *tb.Units[1], shoot, helped)
	n := helped.Ranged.Dice
	want := "Called shot: hit " + pct(hitChance(n-1)) + " → " + pct(hitChance(n)) + " with +1 die"
	if helped.Ranged.TN != 5 || len(rows) != 1 || rows[0].Terms[0].Text != want {
		t.Errorf("TN %d, the rows %+v; want %q", helped.Ranged.TN, rows, want)
	}
}

// pct is a chance as the panel writes it.
func pct(p float64) string { return fmt.Sprintf("%.0f%%", 100*p) }

// reader is the table as the module's facets read it.
type reader struct {
	t *orders.Table
	r *orders.Rules
}

func (r reader) Unit(id string) (orders.Unit, bool) {
	if u := r.t.Unit(id); u != nil {
		return *u, true
	}
	return orders.Unit{}, false
}
func (r reader) Units() []orders.Unit {
	var out []orders.Unit
	for _, u := range r.t.Units {
		out = append(out, *u)
	}
	return out
}
func (r reader) Mark(unit, name string) int { return r.t.Mark(unit, name) }
func (r reader) Options() orders.Options    { return r.t.Options }
func (r reader) Preview(side string, o orders.Order) orders.Preview {
	i := 0
	if side == "blue" {
		i = 1
	}
	return r.r.Preview(r.t, i, o)
}

// XS-25 Keep your head down (GW-CMD-07, +1 Defense): shots at the friend
// are at +1 TN to hit; shots at its neighbours are not.
func TestKeepYourHeadDownRaisesTheTN(t *testing.T) {
	tb, rules := board(t)
	at := func(id string) orders.Preview {
		return rules.Preview(tb, 1, orders.Order{Unit: "blue.c", Verb: orders.Shoot, Target: id, Shot: combat.Standard})
	}
	before := at("red.t1").Ranged.TN
	give(tb, "red.t1", command.Down)
	p := at("red.t1")
	if p.Ranged.TN != before+1 || !hasMod(p.Ranged.HitMods, combat.OnTN, 1) {
		t.Errorf("a shot at the friend keeping its head down: TN %d (mods %+v), want %d", p.Ranged.TN, p.Ranged.HitMods, before+1)
	}
	if q := at("red.sl"); hasMod(q.Ranged.HitMods, combat.OnTN, 1) {
		t.Errorf("a shot at the Squad Leader has the help's TN: %+v", q.Ranged.HitMods)
	}
}

// XS-25 Go forward! (GW-CMD-05: 2" more, free): Speed 4 moves 4"; with
// the help, 6" (a run 8" → 10"). In a combo the help counts for the move
// after it; held, only for the first move of a combo.
func TestGoForwardAddsTwoInches(t *testing.T) {
	tb, rules := board(t)
	far := orders.Order{Unit: "red.t1", Verb: orders.Move, X: 13.5, Y: 7} // 5.5" east
	near := orders.Order{Unit: "red.t1", Verb: orders.Move, X: 9, Y: 7}
	if p := rules.Preview(tb, 0, far); p.Err == nil {
		t.Fatal("a 5.5\" move at Speed 4 accepted without the help")
	}
	if p := rules.PreviewLast(tb, 0, []orders.Order{help("red.sl", "red.t1", command.Forward), far}); p.Err != nil {
		t.Errorf("help forward then a 5.5\" move: %v", p.Err)
	}
	give(tb, "red.t1", command.Forward)
	if p := rules.Preview(tb, 0, far); p.Err != nil {
		t.Errorf("a 5.5\" move with Go forward!: %v", p.Err)
	}
	if mv := tb.Mover(tb.Units[1], tb.Units[1].Base); mv.Extra != 2 {
		t.Errorf("the mover's extra inches %g, want 2", mv.Extra)
	}
	after := orders.Order{Unit: "red.t1", Verb: orders.Move, X: 15, Y: 7} // 6" on from (9, 7)
	if p := rules.PreviewLast(tb, 0, []orders.Order{near, after}); p.Err == nil {
		t.Error("a second move of the combo had Go forward! too")
	}
}

// hasMod reports whether mods hold XS-25's modifier of value v on on.
func hasMod(mods []combat.Modifier, on combat.On, v int) bool {
	for _, m := range mods {
		if m.RuleID == command.Rule && m.On == on && m.Value == v {
			return true
		}
	}
	return false
}
