// Package battle is the battle screen: the deck and the models on it, the
// real-time AP clock with hotseat claims, selecting models and building
// orders with their reach, ranges and odds shown first, close-combat
// defence prompts, and the event log. It decides no rule: every order goes
// to the match, which accepts it or refuses it with the rule that forbids
// it, and the screen shows what the match reports.
package battle

import (
	"errors"
	"fmt"
	"github.com/krygothic/krygothic/game/host"
	"path/filepath"
	"time"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/human"
	"github.com/krygothic/krygothic/game/logtext"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Battle is the battle screen of one match.
type Battle struct {
	env   *ui.Env
	setup ui.MatchSetup
	m     *match.Match
	clock *match.Clock
	// humans are the people's players, by side; nil for a side a record
	// plays (watching a replay).
	humans   [2]*human.Player
	watching bool
	solo     bool // against the AI: the person declares without claims
	// aiLevel is the computer player's level against the AI, for the
	// record (Players); "" when the screen was handed its players.
	aiLevel string
	seed    uint64

	now  float64     // real seconds since the screen opened
	time timeControl // the pause and the game speed

	cam     board.Camera
	touched bool      // the player has panned or zoomed: a resize keeps the camera
	follow  camFollow // the camera following the action (camera.go)
	mini    minimap   // the whole deck small, under the log (minimap.go)

	bufs     unitBufs    // copies of the units, reused frame after frame
	keys     []moduleKey // the keys of the rule modules played (modules.go)
	combos   []comboKey  // their combo keys (combokeys.go)
	shown    []shown     // what the modules' events left on the board lately (modules.go)
	hintLine string      // the bottom bar's line, as last fitted
	hintFor  hintKey     // what it was fitted for
	offer    offerCache  // the orders the hint bar offers (offered.go)
	deck     *board.Deck
	tokens   board.Tokens
	marks    board.MarkPlacer // where the tokens' marks stand, kept while nothing moves
	layout   layout

	order     orderState
	over      overlays
	templates []template
	log       eventLog
	flash     flash         // the last message: a refusal, a save, a hint
	queued    queueForecast // what the person's queued orders will meet (queue.go)
	done      bool          // the end of the match has been seen (replay saved)
	// prompt: the close-combat defence answers on offer, by defender.
	prompt defencePrompt
	// answered: the person has answered the offer the match is held for
	// (asked.go); the clock plays on after the frame's input.
	answered bool
	// questionDraft is the answer shown on the banner of a question of
	// many answers (a bid), stepped with the choice keys before it is
	// given.
	questionDraft int
	tutor         *tutorial // the first battle's lessons; nil in any other match
	// claimWarned: each side's claim has sounded the clock's warning
	// (clockwarn.go).
	claimWarned [2]bool
	// roundWarned: the round whose time limit has sounded its warning.
	roundWarned int
	// greeted: the person against the AI has been told its turn (a rule
	// module's, impulse mode) began and the match waits for it.
	greeted bool
	// waitingOn: when the round began to wait on the person alone, and
	// the round told so (roundend.go).
	waitingOn roundWait
	// fx: what the dice did, drawn on the board (feedback.go).
	fx feedback
	mo motion // how moving models are drawn between ticks
	// lens: what the screen shows under the fog of war (fog.go); swap:
	// whose view, in hotseat (swap.go).
	lens lens
	swap screenSwap
	// scene: the ship's doors, wrecks, scorches and lights (scenery.go).
	scene scenery
}

// New starts the match setup asks for: a new match, hotseat or against
// the AI (setup.AI names its level), or a save resumed.
func New(env *ui.Env, setup ui.MatchSetup) (*Battle, error) {
	var players [2]match.Player
	var thinker *ai.Background // the AI thinking off the frame (setup.Background)
	if setup.Mode == ui.VersusAI {
		if setup.Scenario == nil {
			return nil, errors.New("no scenario chosen")
		}
		if setup.Human < 0 || setup.Human > 1 {
			return nil, fmt.Errorf("no side %d to play", setup.Human)
		}
		other := 1 - setup.Human
		p, err := ai.New(setup.AI, setup.Scenario.Sides[other].ID, setup.Seed^0x5eed)
		if err != nil {
			return nil, err
		}
		players[other] = p
		if setup.Background {
			thinker = ai.NewBackground(p)
			players[other] = thinker
		}
	}
	b, err := NewWithPlayers(env, setup, players)
	if thinker != nil && err == nil {
		thinker.Attach(b.m)
	}
	if err == nil && setup.Mode == ui.VersusAI {
		b.solo = true
		b.aiLevel = setup.AI
		if setup.Tutorial {
			b.startTutorial()
		}
	}
	return b, err
}

// NewWithPlayers starts a match whose sides are played by players; a nil
// player is a person at this screen. The AI and the tests use it.
func NewWithPlayers(env *ui.Env, setup ui.MatchSetup, players [2]match.Player) (*Battle, error) {
	if setup.Scenario == nil {
		return nil, errors.New("no scenario chosen")
	}
	b := &Battle{env: env, setup: setup, seed: setup.Seed}
	for i, sd := range setup.Scenario.Sides {
		if players[i] == nil {
			b.humans[i] = human.New(sd.ID)
			// Against the AI the person's orders wait their turn on the
			// command channel; in hotseat a claim declares at once.
			b.humans[i].OneAtATime = setup.Mode == ui.VersusAI
			players[i] = b.humans[i]
		}
	}
	var err error
	c := setup.Content // a save's own (ui.ResumeSetup)
	if c == nil {
		c = env.Content
	}
	if setup.Resume != nil {
		b.seed = setup.Resume.Seed
		b.time.pauses = append(b.time.pauses, setup.Resume.Pauses...)
		b.m, err = host.Replaying(setup.ScenarioName, setup.Scenario, c).Resume(*setup.Resume, players)
	} else {
		clock := env.Settings.Clock()
		clock.Fog = setup.Fog
		var t *host.Table
		if t, err = host.Ready(setup.ScenarioName, setup.Scenario, c); err == nil {
			b.m, err = t.New(host.Start{Settings: clock, Seed: setup.Seed, Players: players, Placements: setup.Placements})
		}
	}
	if err != nil {
		return nil, err
	}
	b.start()
	return b, nil
}

// Watch plays a record back on the battle screen in real time, on the
// table it was reopened on (host.Reopen: its scenario, and the content it
// carries); Space pauses it.
func Watch(env *ui.Env, rec match.Record, t *host.Table) (*Battle, error) {
	rec.SavedAt = 0 // from the start, to the end
	m, err := t.Replay(rec, 0)
	if err != nil {
		return nil, err
	}
	b := &Battle{env: env, setup: ui.MatchSetup{Scenario: t.Scenario, ScenarioName: rec.Scenario, Content: t.Content}, m: m, watching: true, seed: rec.Seed}
	b.time.replay = rec.Pauses
	b.start()
	return b, nil
}

// start sets up what every way into the screen shares.
func (b *Battle) start() {
	b.keys = findModuleKeys(b.view().Played())
	b.combos = findComboKeys(b.view().Played())
	v := b.view()
	b.clock = match.NewClock(b.m)
	// A person asked the moment dice land holds the match for the answer.
	b.clock.Waits(!b.watching && (b.humans[0] != nil || b.humans[1] != nil) && offersPlayed(v.Played()))
	b.time.speed = normalSpeed
	b.deck = board.NewDeck(v.Scenario(), v.Deck(), b.env.Palette)
	b.deck.Lit = true // the dark lit by the models' lamps (light.go)
	b.deck.Plan = b.env.Settings.PlainGraphics
	b.tokens = board.Tokens{Fonts: b.env.Fonts, Pal: b.env.Palette}
	b.log.names = logtext.MatchNames(v)
	b.log.names.Plain = !b.env.Settings.RulesDetail
	b.layout = newLayout(ui.ScreenWidth, ui.ScreenHeight)
	b.cam.SetView(b.layout.mapRect())
	b.order.verb = orders.Move
	b.prompt.answered = map[string]bool{}
	b.swap = screenSwap{viewer: -1, next: -1}
	b.refreshLens()
	b.openView()
	opening := b.log.catchUp(v, b.lens.hides)
	b.fx.mode = v.Options().Combat.Mode
	b.fx.remember(opening, b.fxWhere)
	b.rememberWrecks(opening)
	if !b.watching && b.setup.Resume == nil {
		b.hearOpening(opening)
	}
	b.log.names.From = b.standsAt // only now: the lines caught up above began elsewhere
}

// Camera is the screen's camera (for tests: where a model is drawn).
func (b *Battle) Camera() *board.Camera { return &b.cam }

// Prompt is the model whose close-combat defence the screen is asking
// for, or "".
func (b *Battle) Prompt() string { return b.prompt.defender }

// Match is the match on screen (for tests and the app).
func (b *Battle) Match() *match.Match { return b.m }

// view is how the screen reads the match.
func (b *Battle) view() match.View { return b.m.View() }

// Update plays one frame: input, then the clock.
func (b *Battle) Update() error {
	const dt = 1.0 / 60
	b.now += dt
	b.handleInput()
	if b.answered {
		b.answered = false
		if err := b.clock.Release(b.now); err != nil {
			return fmt.Errorf("match: %w", err)
		}
	}
	b.followClaims()
	if b.timeRuns() {
		b.mo.buf = b.view().AppendUnits(b.mo.buf[:0]) // all of them: only the shown are drawn
		b.mo.before(b.mo.buf, b.view().Tick())
		if err := b.clock.Advance(b.now, dt*b.time.rate()); err != nil {
			return fmt.Errorf("match: %w", err)
		}
		b.mo.buf = b.view().AppendUnits(b.mo.buf[:0])
		b.mo.after(b.mo.buf, b.view().Tick())
	}
	if b.gameRuns() {
		b.scene.played += dt * b.time.rate()
	}
	b.afterTick()
	b.warnClock()
	return nil
}

// afterTick follows what the match did: new log lines, a deck that
// changed, defence prompts, the end.
func (b *Battle) afterTick() {
	b.refreshLens()
	if u, ok := b.view().Unit(b.order.selected); ok && !b.lens.shows(&u) {
		b.order.selected = "" // gone out of sight under the fog of war
	}
	fresh := b.log.catchUp(b.view(), b.lens.hides)
	for _, e := range fresh {
		b.hear(e)
		b.fx.rate = b.time.rate()
		b.fx.observe(b.now, e, b.fxWhere)
		b.noteEffects(e.Event)
		b.noteScenery(e)
		switch ev := e.Event.(type) {
		case orders.DoorOpened, orders.DoorClosed, match.ScenarioEvent:
			b.deck.Deck = b.view().Deck()
			b.deck.Refresh()
		case combat.TemplatePlaced:
			b.noteTemplate(ev)
		case combat.FloorDamaged:
			b.templates = append(b.templates, template{centre: geom.Vec{X: ev.X, Y: ev.Y}, diameter: ev.Diameter})
		case orders.Declared:
			b.noteDeclared(ev)
		case match.Refused:
			if !b.refusalShown(ev.Side) {
				break
			}
			text := fmt.Sprintf("Refused%s: %s", logtext.Cite(ev.RuleID, b.log.names), logtext.Text(ev.Side, ev.Reason, b.log.names))
			if !b.noteRefusal(b.sideIndex(ev.Side), text) {
				b.flash.set(b.now, text, true)
			}
		}
	}
	b.fx.aimFrom(b.view())
	b.greetTurn()
	b.nudgeRoundEnd()
	b.prompt.refresh(b)
	b.advanceTutorial()
	if b.m.Over() && !b.done {
		b.done = true
		if b.setup.Over != nil && !b.watching {
			b.setup.Over(b.m)
		}
		if !b.watching {
			if path, err := b.saveRecord(false); err != nil {
				b.flash.set(b.now, "The replay could not be saved: "+err.Error(), true)
			} else {
				b.flash.set(b.now, "Replay saved: "+path, false)
			}
		}
	}
}

// players names who plays each side, for the record: a person, or the
// computer player's level.
// It names none when a side's player is neither (handed to the screen by
// a test).
func (b *Battle) players() []string {
	out := make([]string, 2)
	for i := range out {
		out[i] = match.Person
		if b.humans[i] == nil {
			if b.aiLevel == "" {
				return nil
			}
			out[i] = b.aiLevel
		}
	}
	return out
}

// sideIndex returns the index of side id.
func (b *Battle) sideIndex(id string) int {
	for i, sd := range b.view().Scenario().Sides {
		if sd != nil && sd.ID == id {
			return i
		}
	}
	return -1
}

// sideID returns the id of side i.
func (b *Battle) sideID(i int) string { return b.view().Scenario().Sides[i].ID }

// saveRecord writes the match's record: a save to go on from (midway), or
// the replay of a finished match.
func (b *Battle) saveRecord(midway bool) (string, error) {
	// A tick held for a person's answer is played to its end first, what
	// is still asked taking the standing answers: a match is saved
	// between ticks.
	if err := b.clock.Settle(); err != nil {
		return "", err
	}
	dir, err := settings.ReplaysDir()
	if midway {
		dir, err = settings.SavesDir()
	}
	if err != nil {
		return "", err
	}
	rec := host.Record(b.m, b.setup.ScenarioName, b.seed, nil)
	rec.Players = b.players()
	rec.Pauses = b.recordedPauses()
	if !midway {
		rec.SavedAt = 0 // a replay of the whole match, not a save to go on from
	}
	// Milliseconds, so a save and the save made on leaving a second later
	// never share a name.
	name := fmt.Sprintf("%s-%s.json", slug(b.view().Scenario().Name), time.Now().Format("20060102-150405.000"))
	path := filepath.Join(dir, name)
	return path, match.Save(path, rec) // match.Save makes the folder
}

// slug turns a name into a file name part.
func slug(s string) string {
	out := make([]rune, 0, len(s))
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			out = append(out, r)
		case r >= 'A' && r <= 'Z':
			out = append(out, r+'a'-'A')
		default:
			if len(out) > 0 && out[len(out)-1] != '-' {
				out = append(out, '-')
			}
		}
	}
	return string(out)
}

// unitBuf holds copies of every unit, refilled where it is read so that
// a frame allocates none (Battle.shownUnits).
type unitBuf []orders.Unit

// unitBufs are one buffer per reader, so no reader's copies change under
// another's loop.
type unitBufs struct{ pick, draw, prompt, hint unitBuf }

// unitAt returns the unit on the table whose base is under deck point p
// (a Down model too: a medic aims at one); ok is false when there is none.
func (b *Battle) unitAt(p geom.Vec) (orders.Unit, bool) {
	for _, u := range b.shownUnits(&b.bufs.pick) {
		// A token is drawn no smaller than board.MinTokenRadius: all of it picks.
		if u.Present() && u.Base.Centre.Dist(p) <= max(u.Base.Radius, board.MinTokenRadius/b.cam.Zoom)+0.1 {
			return u, true
		}
	}
	return orders.Unit{}, false
}

// shots and attacks cycle with repeated presses of their keys.
var (
	shots   = []combat.Shot{combat.Standard, combat.Snap, combat.Aimed, combat.Suppressive}
	attacks = []combat.AttackType{combat.UseWeapon, combat.Kick, combat.Punch, combat.LegSweep, combat.HeadButt,
		combat.Tackle, combat.Shove, combat.Bunt, combat.PointBlank, combat.SpecialAttack}
)
