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

// flash is a message shown for a few seconds over the map.
type flash struct {
	text  string
	bad   bool
	until float64
}

func (f *flash) set(now float64, text string, bad bool) {
	f.text, f.bad, f.until = text, bad, now+4
}

func (f *flash) shown(now float64) bool { return f.text != "" && now < f.until }

// maxLogLines is how many lines of the event log are kept for the screen.
const maxLogLines = 400

// eventLog is the event log as the screen shows it.
type eventLog struct {
	names logtext.Names
	seen  int // match log entries turned into lines
	lines []logtext.Line
	pic   *ebiten.Image // the lines as last drawn
	key   string        // what pic shows
}

// catchUp turns the match's new log entries into lines, and returns the
// new entries.
func (l *eventLog) catchUp(v match.View) []match.Entry {
	fresh := v.Log(l.seen)
	l.seen += len(fresh)
	for _, e := range fresh {
		if _, ok := e.Event.(match.Deployed); ok {
			continue // the tokens show where everyone stands
		}
		l.lines = append(l.lines, logtext.Lines(e, l.names)...)
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
	for _, u := range b.view().Units() {
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

// options lists the answers on offer, in key order.
func (p *defencePrompt) options() []human.Defence {
	return []human.Defence{
		{Class: combat.Passive},
		{Class: combat.Active, Type: combat.Parry},
		{Class: combat.Active, Type: combat.Dodge},
		{Class: combat.Active, Type: moreDefences[p.more%len(moreDefences)]},
	}
}

// label writes an answer.
func label(d human.Defence) string {
	if d.Class == combat.Passive {
		return "passive"
	}
	return strings.ToLower(d.Type.String())
}

// text is the prompt's question.
func (p *defencePrompt) text(b *Battle) string {
	if p.verb == orders.BreakOff {
		standing := "hold it"
		if u, ok := b.view().Unit(p.defender); ok && u.LetsGo {
			standing = "let it go"
		}
		return fmt.Sprintf("%s: %s asks to break off from %s. 1 let it go · 2 hold it  (no answer: standing order, %s)",
			b.sideName(p.side), b.unitName(p.attacker), b.unitName(p.defender), standing)
	}
	var opts []string
	for i, d := range p.options() {
		opts = append(opts, fmt.Sprintf("%d %s", i+1, label(d)))
	}
	standing := "passive"
	if u, ok := b.view().Unit(p.defender); ok && u.DefenceClass == combat.Active {
		standing = strings.ToLower(u.DefenceType.String())
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
	if p.verb == orders.BreakOff {
		for i, a := range []controls.Action{controls.Choice1, controls.Choice2} {
			if c.Pressed(a) {
				b.humans[p.side].AnswerLetGo(p.defender, i == 0)
				p.answered[p.attacker+">"+p.defender] = true
				b.flash.set(b.now, fmt.Sprintf("%s will %s %s", b.unitName(p.defender), map[bool]string{true: "let go of", false: "hold on to"}[i == 0], b.unitName(p.attacker)), false)
				p.refresh(b)
				return true
			}
		}
		return false
	}
	for i, a := range []controls.Action{controls.Choice1, controls.Choice2, controls.Choice3, controls.Choice4} {
		if c.Pressed(a) {
			d := p.options()[i]
			b.humans[p.side].Answer(p.defender, d)
			p.answered[p.attacker+">"+p.defender] = true
			b.flash.set(b.now, fmt.Sprintf("%s will defend: %s", b.unitName(p.defender), label(d)), false)
			p.refresh(b)
			return true
		}
	}
	if c.Pressed(controls.Undo) {
		p.more++
		return true
	}
	return false
}

// keyNames lists the keys of a pointer action for a hint.
func keyNames(c *controls.Controls, a controls.Action) string {
	return strings.Join(c.KeyLabels(a), "/")
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
