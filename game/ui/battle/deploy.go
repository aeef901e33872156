package battle

import (
	"math"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/logtext"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/refusal"
	"github.com/krygothic/krygothic/scenarios"
)

// Deploy is the deployment step before the battle (GAP-32): the sides
// place their models by hand in the deployment order, one at a time, by
// clicking cells of their own zone. The computer player places its own at
// once when its turn comes; a person may take back their last placement
// or have the rest placed automatically. In hotseat a full-screen cover
// hands the screen over between the players, and each sees only their
// own models until both have finished. When every model stands, the
// battle starts from the placements (ui.Nav.Play with them).
type Deploy struct {
	env   *ui.Env
	setup ui.MatchSetup
	d     *match.Deployment
	// modules are the rule modules played (played).
	modules facet.Set
	// computer: the side the computer player deploys; -1 in hotseat.
	computer int
	// auto: the sides whose remaining models are placed automatically.
	auto [2]bool
	// cover: the hotseat hand-over cover is up, for side coverFor.
	cover    bool
	coverFor int
	started  bool // the battle has been asked for
	msg      string

	deck    *board.Deck
	tokens  board.Tokens
	cam     board.Camera
	layout  layout
	buttons [2]widget.Rect // Undo, Auto-deploy the rest
}

// NewDeploy opens the deployment step of setup's new match.
func NewDeploy(env *ui.Env, setup ui.MatchSetup) *Deploy {
	s := setup.Scenario
	p := &Deploy{env: env, setup: setup, d: match.NewDeployment(s), computer: -1,
		tokens: board.Tokens{Fonts: env.Fonts, Pal: env.Palette}}
	if setup.Mode == ui.VersusAI {
		p.computer = 1 - setup.Human
	}
	p.deck = board.NewDeck(s, s.Deck, env.Palette)
	p.resize(ui.ScreenWidth, ui.ScreenHeight)
	p.cam.Fit(s.Deck.W, s.Deck.H)
	if p.computer < 0 {
		if t, ok := p.d.Next(); ok {
			p.cover, p.coverFor = true, t.Side
		}
	}
	p.playOthers()
	return p
}

// played are the rule modules the battle will play, as far as the
// deployment screen draws them (a vehicle's marker); none when the
// scenario's cannot be played (the battle then says why).
func (p *Deploy) played() facet.Set {
	if p.modules == nil {
		if p.env.Content != nil {
			p.modules, _ = modules.Playing(p.setup.Scenario.Modules, p.env.Content)
		}
		if p.modules == nil {
			p.modules = facet.Set{}
		}
	}
	return p.modules
}

// Deployment is the deployment being made (for tests).
func (p *Deploy) Deployment() *match.Deployment { return p.d }

// Camera is the screen's camera (for tests: where a cell is drawn).
func (p *Deploy) Camera() *board.Camera { return &p.cam }

// Covered reports whether the hotseat hand-over cover is up.
func (p *Deploy) Covered() bool { return p.cover }

// Message is the last refusal or note shown.
func (p *Deploy) Message() string { return p.msg }

// Shown lists the placements drawn on the deck, by index: those of the
// side at the screen; the other side's stay hidden until both finish
// (GAP-32), and nothing shows under the hotseat cover.
func (p *Deploy) Shown() []int {
	if p.cover {
		return nil
	}
	var out []int
	me := p.viewer()
	for i, t := range p.d.Placed() {
		if t.Side == me {
			out = append(out, i)
		}
	}
	return out
}

// Buttons are the Undo and "Auto-deploy the rest" buttons' rectangles.
func (p *Deploy) Buttons() (undo, auto widget.Rect) { return p.buttons[0], p.buttons[1] }

func (p *Deploy) resize(w, h float64) { // layout units
	p.layout = newLayout(w, h)
	p.cam.SetView(p.layout.mapRect())
	px := p.layout.w - panelW + 24
	p.buttons[0] = widget.Rect{X: px, Y: 360, W: panelW - 48, H: 40}
	p.buttons[1] = widget.Rect{X: px, Y: 412, W: panelW - 48, H: 40}
}

// viewer is the side whose person is at the screen now: the one whose
// turn it is in hotseat, the person's against the AI.
func (p *Deploy) viewer() int {
	if p.computer >= 0 {
		return 1 - p.computer
	}
	if t, ok := p.d.Next(); ok {
		return t.Side
	}
	return p.coverFor
}

// Update reads the input: a click places the next model, Undo takes the
// last back, Done (the "done" key) or the button places the rest, Back
// leaves for the main menu.
func (p *Deploy) Update() error {
	c := p.env.Controls
	if p.started {
		return nil
	}
	switch {
	case c.Pressed(controls.Back):
		leave(p.env, p.setup) // the match is not started: nothing to save
	case p.cover && c.Pressed(controls.Undo):
		p.undo()
	case p.cover && c.Pressed(controls.Select):
		p.cover = false
		p.finish()
		p.playOthers()
	case p.cover:
	case c.Pressed(controls.Undo):
		p.undo()
	case c.Pressed(controls.DoneRound):
		p.autoRest()
	case c.Pressed(controls.Select):
		x, y := ui.Where(c, controls.Select)
		switch {
		case p.buttons[0].Contains(x, y):
			p.undo()
		case p.buttons[1].Contains(x, y):
			p.autoRest()
		default:
			p.click(x, y)
		}
	}
	return nil
}

// click places the next model on the cell under the screen point.
func (p *Deploy) click(x, y float64) {
	mx, my, mw, mh := p.layout.mapRect()
	if x < mx || y < my || x >= mx+mw || y >= my+mh {
		return
	}
	w := p.cam.ToWorld(x, y)
	cell := scenarios.Cell{X: int(math.Floor(w.X)), Y: int(math.Floor(w.Y))}
	pl, ok := p.d.At(cell)
	if !ok {
		return
	}
	if err := p.d.Place(pl); err != nil {
		p.msg = p.refusal(err)
		return
	}
	p.msg = ""
	p.afterPlacing(p.d.Placed()[len(p.d.Placed())-1].Side)
}

// refusal is a placement refused, for the player: the models by their
// names, the spot in words, the rule cited with the rules detail on.
func (p *Deploy) refusal(err error) string {
	n := logtext.DeploymentNames(p.d)
	n.Plain = !p.env.Settings.RulesDetail
	side := ""
	if t, ok := p.d.Next(); ok {
		side = p.setup.Scenario.Sides[t.Side].ID
	}
	return logtext.Text(side, refusal.ReasonOf(err), n) + logtext.Cite(refusal.RuleOf(err), n)
}

// afterPlacing lets the computer and automatic sides play after side
// placed, then raises the cover: in hotseat when the turn passes to the
// other person, and whenever every model stands (the battle begins on
// a click, so the last placement can still be taken back).
func (p *Deploy) afterPlacing(side int) {
	p.playOthers()
	t, ok := p.d.Next()
	switch {
	case !ok:
		p.cover, p.coverFor = true, -1
	case p.computer < 0 && t.Side != side:
		p.cover, p.coverFor = true, t.Side
	}
}

// playOthers places models for as long as the turn is the computer's or
// an automatic side's.
func (p *Deploy) playOthers() {
	for {
		t, ok := p.d.Next()
		if !ok {
			return
		}
		var err error
		switch {
		case t.Side == p.computer:
			err = ai.Deploy(p.d)
		case p.auto[t.Side]:
			err = p.d.AutoNext()
		default:
			return
		}
		if err != nil {
			p.msg = p.refusal(err)
			return
		}
	}
}

// undo takes back the person's last placement, with the placements the
// computer, or automatic deployment, made after it (they are made again
// when their turns come back). At the hotseat cover, the person is the
// one who has just placed.
func (p *Deploy) undo() {
	placed := p.d.Placed()
	if len(placed) == 0 {
		return
	}
	me := p.viewer()
	if p.cover && p.computer < 0 {
		// The last to place by hand.
		me = placed[len(placed)-1].Side
		for k := len(placed) - 1; k >= 0; k-- {
			if !p.auto[placed[k].Side] {
				me = placed[k].Side
				break
			}
		}
	}
	k := len(placed) - 1
	for k >= 0 && placed[k].Side != me && (placed[k].Side == p.computer || p.auto[placed[k].Side]) {
		k--
	}
	if k < 0 || placed[k].Side != me {
		p.msg = "Nothing of yours to take back."
		return
	}
	for len(p.d.Placed()) > k {
		p.d.Undo()
	}
	p.auto[me] = false
	p.cover, p.msg = false, ""
}

// autoRest has the person's remaining models placed automatically.
func (p *Deploy) autoRest() {
	me := p.viewer()
	p.auto[me] = true
	p.afterPlacing(me)
}

// finish starts the battle once every model stands and no cover is up.
func (p *Deploy) finish() {
	if p.cover || !p.d.Done() || p.started {
		return
	}
	p.started = true
	setup := p.setup
	setup.Placements = p.d.Placements()
	p.env.Nav.Play(setup)
}
