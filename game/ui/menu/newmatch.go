package menu

import (
	"fmt"
	"io/fs"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/scenarios"
)

// shippedScenario is a shipped scenario as the menus list it.
type shippedScenario struct {
	name    string // its shipped name, for LoadShipped and the record
	s       *scenarios.Scenario
	err     error
	preview *deckPreview
}

// loadShipped loads every shipped scenario; one that fails is kept with
// its error.
func loadShipped(c *content.Content) []*shippedScenario {
	var out []*shippedScenario
	for _, name := range scenarios.Shipped() {
		s, err := scenarios.LoadShipped(name, c)
		sc := &shippedScenario{name: name, s: s, err: err}
		if err == nil {
			sc.preview = newDeckPreview(s)
		}
		out = append(out, sc)
	}
	return out
}

// shippedArmyFile is how the scenario loader names a shipped army's file.
func shippedArmyFile(name string) string { return "scenarios/armies/" + name + ".yaml" }

// loadArmies parses every shipped army list; lists that fail are left out
// (kg army check reports them).
func loadArmies(c *content.Content) map[string]*army.Army {
	out := map[string]*army.Army{}
	for _, name := range scenarios.ShippedArmies() {
		src, err := fs.ReadFile(scenarios.Armies, "armies/"+name+".yaml")
		if err != nil {
			continue
		}
		if a, err := army.Parse(shippedArmyFile(name), src, c); err == nil {
			out[name] = a
		}
	}
	return out
}

// armyOption is one army a side can field: the scenario's own (name "")
// or a shipped list of the same team.
type armyOption struct {
	name string // the shipped army's name; "" for the scenario's own
	army *army.Army
}

func (o armyOption) label() string { return o.army.Name }

// about is the army's size and cost, and whose list it is.
func (o armyOption) about() string {
	whose := "the scenario's list"
	if o.name != "" {
		whose = "shipped list " + o.name
	}
	return fmt.Sprintf("%d models, %d pts, tactics %d; %s", len(o.army.Models), o.army.Cost, o.army.Team.TacticsRating, whose)
}

// aiLevels are the AI's levels a player can choose, weakest first (the
// baseline is a measuring stick for kg selfplay, not an opponent).
var aiLevels = []ai.Level{ai.Easy, ai.Normal, ai.Hard}

// defaultLevel is the level the page starts on: normal.
func defaultLevel() int {
	for i, l := range aiLevels {
		if l.Name == ai.Normal.Name {
			return i
		}
	}
	return 0
}

// aboutLines is how many lines the panel under the AI level chooser has
// for the level's description.
const aboutLines = 4

// levelAbout is a sentence on what a level means, read from its data: how
// quickly it reacts and how well it weighs the table.
func levelAbout(l ai.Level) string {
	secs := math.Round(float64(l.Reaction)/match.TicksPerSecond*100) / 100
	judge := "weighs every option exactly"
	if l.Noise > 0 {
		judge = fmt.Sprintf("misjudges each option's worth by up to %d%%", int(math.Round(l.Noise*100)))
	}
	var does []string
	pick := func(on bool, yes, no string) {
		if on {
			does = append(does, yes)
		} else if no != "" {
			does = append(does, no)
		}
	}
	pick(l.Cover, "seeks cover", "closes in without seeking cover")
	pick(l.ShotTypes, "chooses aimed and snap shots", "fires standard shots only")
	pick(l.Waits, "waits to react", "never waits")
	pick(l.Defences, "picks close-combat defences by their odds", "")
	return fmt.Sprintf("Reacts in %s s and %s; %s.", strconv.FormatFloat(secs, 'f', -1, 64), judge, strings.Join(does, ", "))
}

// matchPage sets up a new match: hotseat, or against the AI when vsAI.
type matchPage struct {
	env       *ui.Env
	vsAI      bool
	form      form
	scenarios []*shippedScenario
	armies    map[string]*army.Army
	list      *list
	options   [2][]armyOption
	choosers  [2]*chooser
	seedField *textField
	reroll    *button
	human     *chooser // against the AI: the side the person plays
	level     *chooser // against the AI: its level, of aiLevels
	aiBox     rect     // against the AI: the panel of those two
	start     *button
	back      *button
	seed      uint64
	st        status
	panel     rect
}

// newMatchPage is the page for a new hotseat match.
func newMatchPage(env *ui.Env) *matchPage { return newMatchPageFor(env, false) }

// newAIMatchPage is the page for a new match against the AI.
func newAIMatchPage(env *ui.Env) *matchPage { return newMatchPageFor(env, true) }

func newMatchPageFor(env *ui.Env, vsAI bool) *matchPage {
	p := &matchPage{env: env, vsAI: vsAI, scenarios: loadShipped(env.Content), armies: loadArmies(env.Content)}
	p.list = &list{rowH: rowH, empty: "No shipped scenarios in this build.", onSelect: func(int) { p.pick() },
		onChoose: func(int) { p.form.focusOn(p.start) }}
	for _, sc := range p.scenarios {
		r := row{title: sc.name, detail: "does not load: " + errText(sc.err), warn: true, disabled: true}
		if sc.err == nil {
			r = row{title: sc.s.Name, detail: fmt.Sprintf("%s · %d rounds", sc.s.Victory.Type, sc.s.Rounds)}
		}
		p.list.rows = append(p.list.rows, r)
	}
	for i := range p.choosers {
		p.choosers[i] = &chooser{onChange: p.check}
	}
	p.seedField = &textField{label: "Dice seed", limit: 20, placeholder: "a number",
		accept: func(r rune) bool { return r >= '0' && r <= '9' }, onEdit: p.readSeed, onSubmit: p.play}
	p.reroll = &button{label: "New seed", onPress: func(*Menu) { p.setSeed(rand.Uint64N(1_000_000_000)) }}
	p.start = &button{label: "Start hotseat match", primary: true, onPress: func(*Menu) { p.play() }}
	p.back = &button{label: "Back", onPress: func(m *Menu) { m.pop() }}
	if vsAI {
		p.start.label = "Start against the AI"
		p.human = &chooser{label: "You play", onChange: p.nameArmies}
		p.level = &chooser{label: "AI level", idx: defaultLevel()}
		for _, l := range aiLevels {
			p.level.options = append(p.level.options, l.Name)
		}
		p.form.set(p.list, p.human, p.level, p.choosers[0], p.choosers[1], p.seedField, p.reroll, p.start, p.back)
	} else {
		p.form.set(p.list, p.choosers[0], p.choosers[1], p.seedField, p.reroll, p.start, p.back)
	}
	p.setSeed(rand.Uint64N(1_000_000_000))
	p.list.choose(0)
	return p
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return strings.ReplaceAll(err.Error(), "\n", "; ")
}

// current is the chosen scenario, or nil when it does not load.
func (p *matchPage) current() *shippedScenario {
	if p.list.sel < len(p.scenarios) && p.scenarios[p.list.sel].err == nil {
		return p.scenarios[p.list.sel]
	}
	return nil
}

// pick fills the army choosers (and against the AI, the side chooser)
// for the chosen scenario.
func (p *matchPage) pick() {
	sc := p.current()
	if p.vsAI {
		p.human.options = nil
		if sc != nil {
			for i, side := range sc.s.Sides {
				name := fmt.Sprintf("Side %d", i+1)
				if side != nil {
					name = side.Name
				}
				p.human.options = append(p.human.options, name)
			}
		}
		p.human.idx = min(p.human.idx, max(len(p.human.options)-1, 0))
	}
	for i := range p.choosers {
		p.options[i] = nil
		p.choosers[i].options, p.choosers[i].idx = nil, 0
		if sc == nil || sc.s.Sides[i] == nil || sc.s.Sides[i].Army == nil {
			continue
		}
		side := sc.s.Sides[i]
		own := side.Army
		p.options[i] = append(p.options[i], armyOption{army: own})
		for _, name := range scenarios.ShippedArmies() {
			a := p.armies[name]
			if a != nil && a.Team.ID == own.Team.ID && a.File != own.File {
				p.options[i] = append(p.options[i], armyOption{name: name, army: a})
			}
		}
		for _, o := range p.options[i] {
			p.choosers[i].options = append(p.choosers[i].options, o.label())
		}
	}
	p.nameArmies()
	p.check()
}

// who says who plays side i: "" in hotseat, "you" or "AI" against the AI.
func (p *matchPage) who(i int) string {
	switch {
	case !p.vsAI:
		return ""
	case i == p.human.idx:
		return "you"
	}
	return "AI"
}

// nameArmies labels the army choosers with their sides (and against the
// AI, who plays each).
func (p *matchPage) nameArmies() {
	sc := p.current()
	for i, c := range p.choosers {
		c.label = ""
		if sc == nil || sc.s.Sides[i] == nil || sc.s.Sides[i].Army == nil {
			continue
		}
		side := sc.s.Sides[i]
		c.label = fmt.Sprintf("Side %d army: %s", i+1, side.Name)
		switch w := p.who(i); {
		case w == "you":
			c.label = "Your army: " + side.Name
		case w != "":
			c.label = "The AI's army: " + side.Name
		}
		if team := side.Army.Team.Name; side.Name != team {
			c.label += " (" + team + ")"
		}
	}
}

// check says whether the match can start, and why not.
func (p *matchPage) check() {
	p.st, p.start.disabled = status{}, false
	refuse := func(format string, args ...any) {
		p.st.err(format, args...)
		p.start.disabled = true
	}
	sc := p.current()
	switch {
	case len(p.scenarios) == 0:
		refuse("This build has no shipped scenarios.")
	case sc == nil:
		refuse("This scenario does not load: %s", errText(p.scenarios[p.list.sel].err))
	case strings.TrimSpace(string(p.seedField.text)) == "":
		refuse("Type a dice seed (a whole number), or press New seed.")
	default:
		for i, c := range p.choosers {
			if c.idx == 0 || c.idx >= len(p.options[i]) {
				continue
			}
			if err := armyFits(sc.s, i, p.options[i][c.idx].army); err != nil {
				refuse("%v", err)
				return
			}
			// Allowed, with a warning that is true today.
			p.st.err("Side %d fields an army the scenario does not name: saves and replays of this match name the "+
				"scenario only, so they will not load until records carry the armies.", i+1)
		}
	}
}

// armyFits checks that a fields its side of s: the models held back for
// arrive events are in it, and the rest fit in the deployment zone.
func armyFits(s *scenarios.Scenario, side int, a *army.Army) error {
	sd := s.Sides[side]
	have := map[string]int{}
	for _, m := range a.Models {
		have[m.Unit.ID]++
	}
	for _, e := range s.Events {
		if e.Type != scenarios.Arrive || e.Side != sd.ID {
			continue
		}
		for unit, n := range e.Units {
			if have[unit] < n {
				return fmt.Errorf("%s cannot play side %d: the scenario brings in %d %s in round %d, and the army has %d",
					a.Name, side+1, n, unit, e.Round, have[unit])
			}
			have[unit] -= n
		}
	}
	on := len(a.Models) - s.Held(sd.ID)
	if zone := s.Zones[sd.Zone]; len(zone) < on {
		return fmt.Errorf("%s cannot play side %d: it deploys %d models and zone %q has %d cells", a.Name, side+1, on, sd.Zone, len(zone))
	}
	return nil
}

func (p *matchPage) setSeed(v uint64) {
	p.seed = v
	p.seedField.text = []rune(strconv.FormatUint(v, 10))
	p.check()
}

func (p *matchPage) readSeed() {
	v, err := strconv.ParseUint(string(p.seedField.text), 10, 64)
	if err == nil {
		p.seed = v
	}
	p.check()
	if err != nil && len(p.seedField.text) > 0 {
		p.st.err("The seed is too large: at most %d.", uint64(1<<64-1))
		p.start.disabled = true
	}
}

// play starts the match on a fresh copy of the scenario, with the chosen
// armies.
func (p *matchPage) play() {
	sc := p.current()
	if sc == nil || p.start.disabled {
		return
	}
	s, err := scenarios.LoadShipped(sc.name, p.env.Content)
	if err != nil {
		p.st.err("%s does not load: %s", sc.name, errText(err))
		return
	}
	for i, c := range p.choosers {
		if c.idx > 0 && c.idx < len(p.options[i]) {
			s.Sides[i].Army = p.options[i][c.idx].army
		}
	}
	setup := ui.MatchSetup{Scenario: s, ScenarioName: sc.name, Mode: ui.Hotseat, Seed: p.seed}
	if p.vsAI {
		setup.Mode, setup.Human, setup.AI = ui.VersusAI, p.human.idx, aiLevels[p.level.idx].Name
	}
	p.env.Nav.Play(setup)
}

func (p *matchPage) layout(_ *Menu, area rect) {
	c := body(area)
	top := c.y + 64
	bottom := c.bottom() - buttonH - 16
	p.list.r = rect{c.x, top, 340, bottom - top}
	if p.vsAI {
		// The side and the AI's level in a panel under the list.
		const boxH = 258
		p.list.r.h -= boxH + 16
		p.aiBox = rect{c.x, bottom - boxH, 340, boxH}
		in := p.aiBox.inset(pad + 4)
		p.human.r = rect{in.x, in.y, in.w, 60}
		p.level.r = rect{in.x, in.y + 60 + 14, in.w, 60}
	}
	p.panel = rect{c.x + 340 + 24, top, c.w - 340 - 24, bottom - top}
	in := p.panel.inset(24)
	y := in.bottom() - 64
	half := (in.w - 24) / 2
	p.seedField.r = rect{in.x, y, 260, 64}
	p.reroll.r = rect{in.x + 260 + 12, y + 24, 150, 40}
	y -= 64 + 16
	p.choosers[0].r = rect{in.x, y, half, 60}
	p.choosers[1].r = rect{in.x + half + 24, y, half, 60}
	p.start.r = rect{c.right() - 300, c.bottom() - buttonH, 300, buttonH}
	p.back.r = rect{p.start.r.x - 12 - 160, c.bottom() - buttonH, 160, buttonH}
}

func (p *matchPage) update(m *Menu, in *input) {
	if in.back {
		m.pop()
		return
	}
	p.form.update(m, in)
}

func (p *matchPage) draw(m *Menu, dst *ebiten.Image, area rect) {
	s := m.style()
	c := body(area)
	title, note := "New hotseat match", "Two players at one screen, each with a claim key that freezes the clock."
	if p.vsAI {
		title, note = "New match against the AI", "You order without a claim key; the clock never freezes."
		s.panel(dst, p.aiBox)
		l := p.level.r
		s.para(dst, s.fonts.Regular, sizeSmall, s.pal.Dim, l.x, l.bottom()+12, l.w, levelAbout(aiLevels[p.level.idx]), aboutLines)
	}
	s.write(dst, s.fonts.Bold, 36, s.pal.Ink, c.x, c.y, title)
	s.writeRight(dst, s.fonts.Regular, sizeSmall, s.pal.Dim, c.right(), c.y+18, note)
	s.panel(dst, p.panel)
	in := p.panel.inset(24)
	if sc := p.current(); sc != nil {
		sn := sc.s
		s.write(dst, s.fonts.Bold, sizeHeading, s.pal.Ink, in.x, in.y-4, sn.Name)
		s.write(dst, s.fonts.Regular, sizeSmall, s.pal.Dim, in.x, in.y+34, facts(sn))
		y := s.para(dst, s.fonts.Regular, sizeBody-1, s.pal.Ink, in.x, in.y+62, in.w, strings.TrimSpace(sn.Description), 3)
		deckBox := rect{in.x, y + 10, in.w * 0.62, p.choosers[0].r.y - y - 28}
		drawn := sc.preview.draw(dst, s.pal, deckBox)
		kx := drawn.right() + 24
		ky := drawn.y
		for i, side := range sn.Sides {
			if side == nil || len(p.options[i]) == 0 {
				continue
			}
			o := p.options[i][min(p.choosers[i].idx, len(p.options[i])-1)]
			fill(dst, rect{kx, ky + 3, 14, 14}, s.pal.Sides[i])
			name := side.Name
			if w := p.who(i); w != "" {
				name += " (" + w + ")"
			}
			s.writeIn(dst, s.fonts.Bold, sizeSmall, s.pal.Ink, rect{kx + 22, ky, in.right() - kx - 22, 20}, name+": "+o.army.Name)
			ky = s.para(dst, s.fonts.Regular, sizeSmall, s.pal.Dim, kx+22, ky+22, in.right()-kx-22, o.about(), 2) + 10
		}
		if sn.Victory.Type == scenarios.Sabotage && sn.Victory.Attacker != "" {
			ky = s.para(dst, s.fonts.Regular, sizeSmall, s.pal.Dim, kx, ky, in.right()-kx,
				fmt.Sprintf("The attacker (%s) must destroy every objective in time.", sn.Victory.Attacker), 3) + 10
		}
		if len(p.options[0]) < 2 && len(p.options[1]) < 2 {
			s.para(dst, s.fonts.Regular, sizeTiny, s.pal.Dim, kx, ky, in.right()-kx,
				"Each side may field any shipped army list of its team; this build ships one list per team.", 3)
		}
	} else if len(p.scenarios) > 0 {
		s.para(dst, s.fonts.Regular, sizeBody, s.pal.Warning, in.x, in.y, in.w, errText(p.scenarios[p.list.sel].err), 12)
	}
	p.form.draw(m, dst)
	p.st.draw(m, dst, rect{c.x, p.start.r.y, p.back.r.x - 16 - c.x, buttonH + 8})
}
