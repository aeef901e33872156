// Package human is the Player a person at the client plays through. The
// client does not block the match on a person: orders are queued and
// handed over on the next tick (or declared through the hotseat clock),
// and the choices the rules leave to a side during a resolution are
// answered ahead, when the attack is declared. A resolution that finds no
// answer uses the unit's standing defence order, so the clock never waits
// on a person who looked away.
package human

import (
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/orders"
)

// Defence is a close-combat defence chosen for one unit.
type Defence struct {
	Class combat.DefenceClass
	Type  combat.DefenceType
}

// Player is a person's side.
type Player struct {
	Side string
	// PayExtraWounds: buy extra close-combat wounds (KG-CC-09) while the
	// side can afford them; off, the attack stops at one wound.
	PayExtraWounds bool
	// OneAtATime: the queue goes to the match in order, each declaration
	// that needs the command channel only once the channel is free
	// (KG-CMB-06), the rest waiting their turn: a person against the AI,
	// whose orders given while the game is paused, or while an order
	// still holds the channel, go out one after another rather than be
	// refused. Off (hotseat, where a claim declares), Declare hands over
	// the whole queue at once.
	OneAtATime bool

	queue    []orders.Declaration
	defences map[string]Defence // by defending unit
	letGo    map[string]bool    // by holding unit: whether it lets an enemy break off
}

// New returns the player of side, paying for extra wounds.
func New(side string) *Player {
	return &Player{Side: side, PayExtraWounds: true, defences: map[string]Defence{}, letGo: map[string]bool{}}
}

// Queue prepares a declaration for the match to take when it next asks
// this player: at its next tick against the AI, or at once when the
// hotseat clock has it decide (match.Clock.Decide).
func (p *Player) Queue(d orders.Declaration) {
	d.Side = p.Side
	p.queue = append(p.queue, d)
}

// Pending is how many declarations wait for the match to ask this
// player (queued while the game is paused, or since the last tick).
func (p *Player) Pending() int { return len(p.queue) }

// Answer sets the defence unit will use against the attack declared on it
// (asked by the client when the attack is declared). It holds until used.
func (p *Player) Answer(unit string, d Defence) { p.defences[unit] = d }

// Answered reports the defence set for unit, if any.
func (p *Player) Answered(unit string) (Defence, bool) {
	d, ok := p.defences[unit]
	return d, ok
}

// Declare hands over what the person queued since the match last asked;
// with OneAtATime, only what the side's command channel takes now, in
// the order queued.
func (p *Player) Declare(v match.View) []orders.Declaration {
	n := len(p.queue)
	if p.OneAtATime {
		sd, _ := v.Side(p.Side)
		free := !sd.Busy
		for n = 0; n < len(p.queue); n++ {
			if p.queue[n].UsesChannel() {
				if !free {
					break
				}
				free = false // the next one waits for this one's time
			}
		}
	}
	q := p.queue[:n:n]
	p.queue = p.queue[n:]
	if len(p.queue) == 0 {
		p.queue = nil
	}
	return q
}

// Defence uses the answer given for defender, once; else its standing
// defence order.
func (p *Player) Defence(v match.View, defender, _ string) (combat.DefenceClass, combat.DefenceType) {
	if d, ok := p.defences[defender]; ok {
		delete(p.defences, defender)
		return d.Class, d.Type
	}
	return match.StandingDefence(v, defender)
}

// AnswerLetGo sets whether holder lets the enemy that asked to break off
// from it go (asked by the client when the enemy asks, KG-CC-14). It
// holds until used.
func (p *Player) AnswerLetGo(holder string, yes bool) { p.letGo[holder] = yes }

// LetGo uses the answer given for holder, once; else its standing order.
func (p *Player) LetGo(v match.View, _, holder string) bool {
	if yes, ok := p.letGo[holder]; ok {
		delete(p.letGo, holder)
		return yes
	}
	return match.StandingLetGo(v, holder)
}

// PayForWound pays while the setting allows and the side has the AP.
func (p *Player) PayForWound(_ match.View, _ string, _, cost, left int) bool {
	return p.PayExtraWounds && left >= cost
}
