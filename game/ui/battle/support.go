package battle

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/human"
	"github.com/krygothic/krygothic/game/logtext"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/orders"
)

// flash is a message shown for a few seconds over the map, or less: it
// is withdrawn as soon as what it says stops being true (holds).
type flash struct {
	text  string
	bad   bool
	until float64
	holds func() bool // nil: true for as long as it is shown
}

// set shows text from now on for a few seconds.
func (f *flash) set(now float64, text string, bad bool) { f.setWhile(now, text, bad, nil) }

// setWhile shows text from now on for a few seconds, and no longer than
// holds reports it true.
func (f *flash) setWhile(now float64, text string, bad bool, holds func() bool) {
	f.text, f.bad, f.until, f.holds = text, bad, now+4, holds
}

// shown reports whether the message is on screen now.
func (f *flash) shown(now float64) bool {
	return f.text != "" && now < f.until && (f.holds == nil || f.holds())
}

// maxLogLines is how many lines of the event log are kept for the screen.
const maxLogLines = 2000

// eventLog is the event log as the screen shows it.
type eventLog struct {
	names logtext.Names
	seen  int // match log entries turned into lines
	lines []logtext.Line
	pic   *ebiten.Image // the lines as last drawn
	key   string        // what pic shows
	// scroll is how many lines back from the newest the view stands
	// (0: it follows the newest); view is where it was drawn (logscroll.go).
	scroll int
	view   logView
}

// catchUp turns the match's new log entries into lines, but for those
// hides keeps from the screen (the fog of war), and returns the new
// entries.
func (l *eventLog) catchUp(v match.View, hides func(match.Entry) bool) []match.Entry {
	fresh := v.Log(l.seen)
	l.seen += len(fresh)
	for _, e := range fresh {
		if _, ok := e.Event.(match.Deployed); ok {
			continue // the tokens show where everyone stands
		}
		if hides(e) {
			continue
		}
		added := logtext.Lines(e, l.names)
		l.lines = append(l.lines, added...)
		if l.scroll > 0 { // scrolled back: the lines in view hold still
			l.scroll += len(added)
		}
	}
	if n := len(l.lines); n > maxLogLines {
		l.lines = append(l.lines[:0], l.lines[n-maxLogLines:]...)
	}
	return fresh
}

// defencePrompt asks a side for a close-combat defence as soon as an
// attack on one of its models is declared (KG-CC-04/05), or whether it
// lets an enemy that asks to break off go (KG-CC-14): the answer is ready
// when the order resolves, and the unit's standing order is used if none
// is given. Only one prompt shows at a time, the first in the match's
// order.
type defencePrompt struct {
	defender, attacker string
	verb               orders.Verb
	side               int
	more               int // which of the further defences key 4 offers
	answered           map[string]bool
}

// moreDefences are offered one at a time on the fourth key.
var moreDefences = []combat.DefenceType{combat.Block, combat.CounterAttack, combat.BreakOff, combat.Deflect}

// refresh picks the attack to ask about.
func (p *defencePrompt) refresh(b *Battle) {
	p.defender = ""
	if b.watching {
		return
	}
	targets := b.view().Targets()
	// An answer holds for one attack: once it has resolved, the same
	// attacker's next attack on the same model is asked about again.
	for key := range p.answered {
		attacker, defender, _ := strings.Cut(key, ">")
		if o, ok := targets[defender]; !ok || o.Unit != attacker {
			delete(p.answered, key)
		}
	}
	b.bufs.prompt = b.view().AppendUnits(b.bufs.prompt[:0])
	for _, u := range b.bufs.prompt { // an attack on a model is felt, seen or not
		o, ok := targets[u.ID]
		if !ok || u.Objective || u.Side < 0 || b.humans[u.Side] == nil || (o.Verb != orders.Charge && o.Verb != orders.Attack && o.Verb != orders.BreakOff) {
			continue
		}
		key := o.Unit + ">" + u.ID
		if p.answered[key] {
			continue
		}
		p.defender, p.attacker, p.verb, p.side = u.ID, o.Unit, o.Verb, u.Side
		return
	}
}

// options lists the defences on offer, in key order.
func (p *defencePrompt) options() []human.Defence {
	return []human.Defence{
		{Class: combat.Passive},
		{Class: combat.Active, Type: combat.Parry},
		{Class: combat.Active, Type: combat.Dodge},
		{Class: combat.Active, Type: moreDefences[p.more%len(moreDefences)]},
	}
}

// label writes a defence.
func label(d human.Defence) string {
	if d.Class == combat.Passive {
		return "passive"
	}
	return strings.ToLower(d.Type.String())
}

// choiceKeys answer a prompt: the first answer, the second, …
var choiceKeys = []controls.Action{controls.Choice1, controls.Choice2, controls.Choice3, controls.Choice4}

// An answer is one a prompt offers on a choice key.
type answer struct {
	label string              // on the prompt: "dodge", "let it go"
	said  string              // shown once it is given: "will defend: dodge"
	give  func(*human.Player) // hands it to the person's player
}

// answers are the prompt's answers, in key order, and the standing one
// used when none is given.
func (p *defencePrompt) answers(b *Battle) (out []answer, standing string) {
	u, _ := b.view().Unit(p.defender)
	if p.verb == orders.BreakOff {
		letGo := func(yes bool, label, does string) answer {
			return answer{label, fmt.Sprintf("will %s %s", does, b.unitName(p.attacker)),
				func(h *human.Player) { h.AnswerLetGo(p.defender, yes) }}
		}
		standing = "hold it"
		if u.LetsGo {
			standing = "let it go"
		}
		return []answer{letGo(true, "let it go", "let go of"), letGo(false, "hold it", "hold on to")}, standing
	}
	for _, d := range p.options() {
		out = append(out, answer{label(d), "will defend: " + label(d), func(h *human.Player) { h.Answer(p.defender, d) }})
	}
	standing = "passive"
	if u.DefenceClass == combat.Active {
		standing = strings.ToLower(u.DefenceType.String())
	}
	return out, standing
}

// text is the prompt's question, with each answer's key.
func (p *defencePrompt) text(b *Battle) string {
	answers, standing := p.answers(b)
	opts := make([]string, len(answers))
	for i, a := range answers {
		opts[i] = keyNames(b.env.Controls, choiceKeys[i]) + " " + a.label
	}
	if p.verb == orders.BreakOff {
		return fmt.Sprintf("%s: %s asks to break off from %s. %s  (no answer: standing order, %s)",
			b.sideName(p.side), b.unitName(p.attacker), b.unitName(p.defender), strings.Join(opts, " · "), standing)
	}
	return fmt.Sprintf("%s: %s %ss %s. Defence? %s  (%s: other types; no answer: standing order, %s)",
		b.sideName(p.side), b.unitName(p.attacker), p.verb, b.unitName(p.defender),
		strings.Join(opts, " · "), keyNames(b.env.Controls, controls.Undo), standing)
}

// handle takes an answer; it reports whether the frame's input was used.
func (p *defencePrompt) handle(b *Battle, c *controls.Controls) bool {
	if p.defender == "" {
		return false
	}
	answers, _ := p.answers(b)
	for i, a := range answers {
		if c.Pressed(choiceKeys[i]) {
			a.give(b.humans[p.side])
			p.answered[p.attacker+">"+p.defender] = true
			if b.tutor != nil {
				b.tutor.defended = true
			}
			b.flash.set(b.now, b.unitName(p.defender)+" "+a.said, false)
			p.refresh(b)
			return true
		}
	}
	if p.verb != orders.BreakOff && c.Pressed(controls.Undo) {
		p.more++
		return true
	}
	return false
}

// keyNames lists the keys of a pointer action for a hint.
func keyNames(c *controls.Controls, a controls.Action) string {
	return strings.Join(c.KeyLabels(a), "/")
}

// unitSide is the ID of the side unit id fights for, "" for none.
func (b *Battle) unitSide(id string) string {
	if u, ok := b.view().Unit(id); ok && u.Side >= 0 {
		return b.sideID(u.Side)
	}
	return ""
}

// unitName is how the screen names a unit.
func (b *Battle) unitName(id string) string {
	if b.log.names.Unit != nil {
		if n := b.log.names.Unit(id); n != "" {
			return n
		}
	}
	if i := strings.IndexByte(id, '.'); i >= 0 {
		return id[i+1:]
	}
	return id
}
