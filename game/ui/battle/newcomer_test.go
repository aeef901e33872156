package battle_test

import (
	"cmp"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// The first battle played as a newcomer plays it, to its end, through the
// screen's own input only: the newcomer reads the lesson drawn over the
// map and does what it says with the keys it names (the commander
// selected, moved up and to the right inside the green area, as the
// player who found the facing trap did), then plays on as the lessons
// taught. No order of the person's may be refused, nor a shot warned as
// hopeless: every refusal the lessons walk into is one they did not
// teach. Several dice seeds, each a different battle.
func TestFirstBattleAsANewcomer(t *testing.T) {
	uitest.NeedLoop(t)
	for _, seed := range []uint64{1, 2, 3, 4, 5, 6} {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) { playFirstBattle(t, seed) })
	}
}

// newcomer plays the first battle: it reads the screen and presses keys.
type newcomer struct {
	t      *testing.T
	d      *driver
	b      *battle.Battle
	m      *match.Match
	me     string
	unit   string // the model the newcomer is ordering
	screen *ebiten.Image
	warned []string // the shots warned as hopeless
	seen   map[string]bool
}

// lessonLine is the lesson banner as drawn: "Lesson 4 of 9 · Face: …".
var lessonLine = regexp.MustCompile(`Lesson (\d+) of (\d+) · ([^:]+): (.*)`)

func playFirstBattle(t *testing.T, seed uint64) {
	env, _ := testEnv(t)
	s, err := scenarios.LoadShipped(ui.TutorialScenario, env.Content)
	if err != nil {
		t.Fatal(err)
	}
	b, err := battle.New(env, ui.MatchSetup{Scenario: s, ScenarioName: ui.TutorialScenario, Seed: seed, Mode: ui.VersusAI, AI: ui.TutorialAI, Tutorial: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(env.Controls.ReleaseCursor)
	n := &newcomer{t: t, d: &driver{t: t, env: env, b: b}, b: b, m: b.Match(), me: s.Sides[0].ID,
		screen: ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight), seen: map[string]bool{}}
	n.d.frames(10)
	same := 0
	for tries := 0; !n.m.Over(); tries++ {
		if tries > 4000 {
			t.Fatalf("the battle did not end: tick %d, round %d", n.m.Tick(), n.m.View().Round())
		}
		title, text := n.lesson()
		if title != "" && !n.seen[title] {
			n.seen[title], same = true, 0
			t.Logf("tick %d, round %d: lesson %q", n.m.Tick(), n.m.View().Round(), title)
		}
		if same++; title != "Your battle" && title != "Charge and defend" && title != "The AP round" && same > 20 {
			t.Fatalf("stuck on lesson %q at tick %d", title, n.m.Tick())
		}
		n.lessonDo(title, text)
	}
	for _, title := range []string{"Welcome", "Select", "Move", "Face", "Shoot", "Charge and defend"} {
		if !n.seen[title] {
			t.Errorf("no lesson %q was shown (lessons seen: %v)", title, n.seen)
		}
	}
	for _, e := range n.m.View().Log(0) {
		if r, ok := e.Event.(match.Refused); ok && r.Side == n.me {
			t.Errorf("tick %d, round %d: the newcomer's %q was refused: %s (%s)", e.Tick, e.Round, r.Order, r.Reason, r.RuleID)
		}
	}
	for _, w := range n.warned {
		t.Errorf("a shot warned as hopeless: %s", w)
	}
	res, _ := n.m.View().Result()
	t.Logf("over at tick %d, round %d: %+v", n.m.Tick(), n.m.View().Round(), res)
}

// lesson reads the lesson banner off the screen: its title and text; ""
// when none is drawn.
func (n *newcomer) lesson() (title, text string) {
	n.screen.Clear()
	var all []string
	for _, box := range ui.RecordText(func() { n.b.Draw(n.screen) }) {
		all = append(all, box.Text)
	}
	line := strings.Join(strings.Fields(strings.Join(all, " ")), " ")
	if m := lessonLine.FindStringSubmatch(line); m != nil {
		return m[3], m[4]
	}
	return "", ""
}

// says checks that the lesson's text names the keys of action a, as the
// newcomer presses them because the lesson says so.
func (n *newcomer) says(text string, a controls.Action) {
	n.t.Helper()
	for _, k := range n.d.env.Controls.KeyLabels(a) {
		if strings.Contains(text, k) {
			return
		}
	}
	n.t.Fatalf("the lesson does not name %v's keys %v:\n%s", a, n.d.env.Controls.KeyLabels(a), text)
}

// press presses a at deck point p and lets it go.
func (n *newcomer) press(a controls.Action, p geom.Vec) {
	n.t.Helper()
	n.d.press(a, p)
	n.frame()
}

// hover rests the cursor on deck point p for a frame.
func (n *newcomer) hover(p geom.Vec) {
	x, y := n.b.Camera().ToScreen(p)
	n.d.env.Controls.SimulateCursor(ui.Px(x), ui.Px(y))
	n.frame()
}

// frame runs a frame as the newcomer watches it: a defence prompt is
// answered with its first choice, as the lessons say; a shot warned as
// hopeless is noted.
func (n *newcomer) frame() {
	n.t.Helper()
	n.d.frame()
	if n.b.Prompt() != "" {
		n.d.env.Controls.Simulate(controls.Choice1, 0, 0)
		n.d.frame()
	}
	if f := n.b.Flash(); strings.Contains(f, "cannot hit") && (len(n.warned) == 0 || n.warned[len(n.warned)-1] != f) {
		n.warned = append(n.warned, f)
	}
}

// waitFree runs frames until the person's side may give an order: AP
// left, its command channel free, nothing of it running. It reports
// false if the match ended or the round was done meanwhile.
func (n *newcomer) waitFree() bool {
	n.t.Helper()
	for range 60 * 60 {
		v := n.m.View()
		if n.m.Over() {
			return false
		}
		sd, _ := v.Side(n.me)
		if sd.AP > 0 && !sd.Done && !sd.Acting && sd.ChannelFree <= v.Tick() && len(v.Running(n.me)) == 0 {
			return true
		}
		n.frame()
	}
	return false
}

// units are the person's models and the enemies on the table, alive.
func (n *newcomer) units() (mine, enemies []orders.Unit) {
	v := n.m.View()
	for _, u := range v.Units() {
		switch {
		case !u.Alive() || u.Objective || !u.OnTable || u.Side < 0:
		case v.Sides()[u.Side].ID == n.me:
			mine = append(mine, u)
		default:
			enemies = append(enemies, u)
		}
	}
	return mine, enemies
}

// model is the model the newcomer orders: the one it chose while it
// lives, else the first alive.
func (n *newcomer) model() (orders.Unit, bool) {
	mine, _ := n.units()
	for _, u := range mine {
		if u.ID == n.unit {
			return u, true
		}
	}
	if len(mine) == 0 {
		return orders.Unit{}, false
	}
	n.unit = mine[0].ID
	n.press(controls.Select, mine[0].Base.Centre)
	return mine[0], true
}

// nearest is the enemy nearest u.
func (n *newcomer) nearest(u orders.Unit) (orders.Unit, bool) {
	_, enemies := n.units()
	var best orders.Unit
	for _, e := range enemies {
		if best.ID == "" || u.Base.Centre.Dist(e.Base.Centre) < u.Base.Centre.Dist(best.Base.Centre) {
			best = e
		}
	}
	return best, best.ID != ""
}

// panelSays is what the panel shows for an order before it is given:
// nil when the match would take it.
func (n *newcomer) panelSays(o orders.Order) error {
	pv := n.m.View().Preview(n.me, o)
	if pv.Err == nil && pv.Ranged != nil && pv.Ranged.OutOfRange {
		return fmt.Errorf("out of range")
	}
	return pv.Err
}

// lessonDo does once what the lesson titled title says, or plays on as
// the lessons taught once they are over.
func (n *newcomer) lessonDo(title, text string) {
	n.t.Helper()
	switch title {
	case "Welcome":
		n.says(text, controls.Pause)
		n.press(controls.Pause, geom.Vec{})
		return
	case "Select":
		n.says(text, controls.Select)
		mine, _ := n.units()
		for _, u := range mine {
			if strings.Contains(u.ID, "commander") {
				n.unit = u.ID
				n.press(controls.Select, u.Base.Centre)
				return
			}
		}
		n.t.Fatal("no commander to select")
	}
	if !n.waitFree() {
		return
	}
	u, ok := n.model()
	if !ok {
		return
	}
	e, ok := n.nearest(u)
	if !ok {
		return
	}
	switch title {
	case "Move":
		// Up and to the right, inside the green area: the move the
		// player who found the facing trap made.
		n.says(text, controls.VerbMove)
		n.says(text, controls.Order)
		to := geom.Vec{X: u.Base.Centre.X + 1.5, Y: u.Base.Centre.Y - 2.5}
		if err := n.panelSays(orders.Order{Unit: u.ID, Verb: orders.Move, X: to.X, Y: to.Y}); err != nil {
			n.t.Fatalf("the test's move is outside the green area: %v", err)
		}
		n.press(controls.VerbMove, u.Base.Centre)
		n.press(controls.Order, to)
	case "Face":
		n.says(text, controls.VerbFace)
		n.press(controls.VerbFace, u.Base.Centre)
		n.press(controls.Order, e.Base.Centre)
	case "Shoot":
		n.says(text, controls.VerbShoot)
		n.says(text, controls.VerbMove)
		n.shootAsTaught(u)
	case "Charge and defend":
		n.says(text, controls.VerbCharge)
		n.play(true)
	case "Wait and face-offs":
		n.says(text, controls.VerbWait)
		n.press(controls.VerbWait, u.Base.Centre)
		n.press(controls.Order, u.Base.Centre)
	case "The AP round":
		n.says(text, controls.DoneRound)
		n.press(controls.DoneRound, geom.Vec{})
		n.press(controls.DoneRound, geom.Vec{})
	default:
		n.play(false)
	}
	n.d.frames(3)
}

// shootAsTaught shoots with u as the shooting lesson says: the cursor
// rested on each enemy, nearest first, the first the panel says can be
// shot is shot; one outside the arc is faced first; when every one is out
// of range or sight, u moves closer.
func (n *newcomer) shootAsTaught(u orders.Unit) {
	_, enemies := n.units()
	slices.SortFunc(enemies, func(a, b orders.Unit) int {
		return cmp.Compare(u.Base.Centre.Dist(a.Base.Centre), u.Base.Centre.Dist(b.Base.Centre))
	})
	for _, e := range enemies {
		n.hover(e.Base.Centre)
		err := n.panelSays(orders.Order{Unit: u.ID, Verb: orders.Shoot, Target: e.ID})
		switch {
		case err == nil:
			n.give(u, orders.Shoot, e.Base.Centre)
			return
		case strings.Contains(err.Error(), "arc"):
			n.give(u, orders.Rotate, e.Base.Centre)
			return
		}
	}
	if len(enemies) > 0 {
		n.closeIn(u, enemies[0].Base.Centre)
	}
}

// closeIn moves u up to 4" towards goal, to a point the panel takes; it
// reports whether it gave the order.
func (n *newcomer) closeIn(u orders.Unit, goal geom.Vec) bool {
	from := u.Base.Centre
	d := from.Dist(goal)
	for step := math.Min(d-1.5, 4); step >= 1; step-- {
		to := geom.Vec{X: from.X + (goal.X-from.X)*step/d, Y: from.Y + (goal.Y-from.Y)*step/d}
		if n.panelSays(orders.Order{Unit: u.ID, Verb: orders.Move, X: to.X, Y: to.Y}) == nil {
			n.give(u, orders.Move, to)
			return true
		}
	}
	return false
}

// play gives one order as the lessons taught: a charge at an enemy the
// panel says is within reach; else a shot at one the panel says can be
// hit, turning to face it first (F) when it stands outside the arc; else
// a move towards the nearest enemy; else done for the round (D twice).
// With chargeFirst it looks for a charge first.
func (n *newcomer) play(chargeFirst bool) {
	mine, enemies := n.units()
	try := func(verb orders.Verb) bool {
		for _, u := range mine {
			for _, e := range enemies {
				o := orders.Order{Unit: u.ID, Verb: verb, Target: e.ID}
				if n.panelSays(o) == nil {
					n.give(u, verb, e.Base.Centre)
					return true
				}
				if verb == orders.Shoot && u.Base.Centre.Dist(e.Base.Centre) < 20 {
					face := orders.Order{Unit: u.ID, Verb: orders.Rotate, Angle: math.Round(u.Base.Centre.Bearing(e.Base.Centre)*180/math.Pi*100) / 100}
					if n.panelSays(face) == nil && !n.arcOK(u, e) {
						n.give(u, orders.Rotate, e.Base.Centre)
						return true
					}
				}
			}
		}
		return false
	}
	if chargeFirst && try(orders.Charge) || try(orders.Shoot) || !chargeFirst && try(orders.Charge) {
		return
	}
	// Close in with the model nearest an enemy.
	var mover orders.Unit
	var goal geom.Vec
	for _, u := range mine {
		if e, ok := n.nearest(u); ok && (mover.ID == "" || u.Base.Centre.Dist(e.Base.Centre) < mover.Base.Centre.Dist(goal)) {
			mover, goal = u, e.Base.Centre
		}
	}
	if mover.ID != "" && n.closeIn(mover, goal) {
		return
	}
	n.press(controls.DoneRound, geom.Vec{})
	n.press(controls.DoneRound, geom.Vec{})
	n.d.frames(30)
}

// arcOK reports whether a shot from u at e would be refused for
// something other than the arc (so turning would not help).
func (n *newcomer) arcOK(u, e orders.Unit) bool {
	err := n.panelSays(orders.Order{Unit: u.ID, Verb: orders.Shoot, Target: e.ID})
	return err == nil || !strings.Contains(err.Error(), "arc")
}

// give selects u with a click, picks the verb's key, rests the cursor on
// at and right clicks there, unless the panel now says the order cannot
// be given (the board moved on meanwhile: an enemy's attack declared on
// u, a target gone).
func (n *newcomer) give(u orders.Unit, verb orders.Verb, at geom.Vec) {
	key := map[orders.Verb]controls.Action{orders.Move: controls.VerbMove, orders.Rotate: controls.VerbFace,
		orders.Shoot: controls.VerbShoot, orders.Charge: controls.VerbCharge}[verb]
	n.unit = u.ID
	n.press(controls.Select, u.Base.Centre)
	n.press(controls.VerbMove, u.Base.Centre) // so shoot's key picks the standard shot
	n.press(key, u.Base.Centre)
	n.hover(at)
	o := orders.Order{Unit: u.ID, Verb: verb, X: at.X, Y: at.Y}
	switch verb {
	case orders.Rotate:
		o = orders.Order{Unit: u.ID, Verb: verb, Angle: math.Round(u.Base.Centre.Bearing(at)*180/math.Pi*100) / 100}
	case orders.Shoot, orders.Charge:
		t, ok := n.unitAt(at)
		if !ok {
			return
		}
		o = orders.Order{Unit: u.ID, Verb: verb, Target: t.ID}
	}
	if n.panelSays(o) != nil {
		return
	}
	n.press(controls.Order, at)
}

// unitAt is the live model at deck point p.
func (n *newcomer) unitAt(p geom.Vec) (orders.Unit, bool) {
	for _, u := range n.m.View().Units() {
		if u.Alive() && u.OnTable && u.Base.Centre.Dist(p) <= u.Base.Radius {
			return u, true
		}
	}
	return orders.Unit{}, false
}
