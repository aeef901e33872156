// Package human is the Player a person at the client plays through. The
// client does not block the match on a person: orders are queued and
// handed over on the next tick (or declared through the hotseat clock),
// and the choices the rules leave to a side during a resolution are
// answered ahead, when the attack is declared. A resolution that finds no
// answer uses the unit's standing defence order, so the clock never waits
// on a person who looked away. The one choice that cannot be answered
// ahead, an offer made the moment dice land (a re-roll), holds the match
// while the screen asks (match.View.Hold), for the decision window at
// most; then the standing answer stands.
package human

import (
	"maps"
	"slices"

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

	// Ask: an offer put to the side the moment its dice land (a re-roll,
	// orders.Offer) holds the match while the screen asks the person
	// (View.Hold, Asking, Take); off, or with no answer in the decision
	// window, the standing answer Offers is taken.
	Ask    bool
	Offers match.Takes

	queue    []orders.Declaration
	tickets  []int              // by queued declaration: the ticket Queue gave it
	issued   int                // the tickets given so far
	defences map[string]Defence // by defending unit
	letGo    map[string]bool    // by holding unit: whether it lets an enemy break off
	asking   *orders.Offer      // the offer the person is asked now, while the match is held
	taken    *int               // the person's answer to it
	question *orders.Question   // the question the person is asked now, while the match is held
}

// New returns the player of side, paying for extra wounds, asked about
// offers (falling back on "when it pays").
func New(side string) *Player {
	return &Player{Side: side, PayExtraWounds: true, Ask: true, defences: map[string]Defence{}, letGo: map[string]bool{}}
}

// Queue prepares a declaration for the match to take when it next asks
// this player: at its next tick against the AI, or at once when the
// hotseat clock has it decide (match.Clock.Decide). It returns the
// declaration's ticket, by which Waiting tells whether it still waits.
func (p *Player) Queue(d orders.Declaration) int {
	d.Side = p.Side
	p.issued++
	p.queue, p.tickets = append(p.queue, d), append(p.tickets, p.issued)
	return p.issued
}

// Waiting reports whether the declaration Queue gave ticket still waits:
// neither handed to the match nor dropped.
func (p *Player) Waiting(ticket int) bool { return slices.Contains(p.tickets, ticket) }

// Pending is how many declarations wait for the match to ask this
// player (queued while the game is paused, or since the last tick).
func (p *Player) Pending() int { return len(p.queue) }

// Queued is a copy of the declarations waiting, in the order they go
// out.
func (p *Player) Queued() []orders.Declaration { return slices.Clone(p.queue) }

// Drop takes the i-th waiting declaration (Queued's order) out of the
// queue; false when there is none.
func (p *Player) Drop(i int) bool {
	if i < 0 || i >= len(p.queue) {
		return false
	}
	p.queue, p.tickets = slices.Delete(p.queue, i, i+1), slices.Delete(p.tickets, i, i+1)
	return true
}

// Forecast plays the queue forward on a fork of m, the owner's match
// standing between ticks, and returns, by waiting declaration, the
// refusal the match would meet it with (nil: taken, or not reached
// within maxTicks): each goes out at its turn against the table as the
// ones before it leave it, as Declare hands them over. The fork is a
// forecast, not the future: the other side declares nothing in it and
// every die shows steadyFace, so the enemy's answers and the dice may
// still change what happens.
func (p *Player) Forecast(m *match.Match, maxTicks int) ([]*match.Refused, error) {
	out := make([]*match.Refused, len(p.queue))
	if len(p.queue) == 0 {
		return out, nil
	}
	sim := &Player{Side: p.Side, PayExtraWounds: p.PayExtraWounds, OneAtATime: p.OneAtATime, Offers: p.Offers,
		queue: slices.Clone(p.queue), tickets: slices.Clone(p.tickets), defences: maps.Clone(p.defences), letGo: maps.Clone(p.letGo)}
	var players [2]match.Player
	for i, sd := range m.View().Sides() {
		if sd.ID == p.Side && i < len(players) {
			players[i] = sim
		}
	}
	f, err := m.Fork(players, steadyDice{})
	if err != nil {
		return out, err
	}
	seen := f.View().LogLen()
	for next := 0; next < len(out) && f.Tick()-m.Tick() < maxTicks && !f.Over(); {
		before := sim.Pending()
		if err := f.Step(); err != nil {
			return out, err
		}
		handed := before - sim.Pending()
		for _, e := range f.View().Log(seen) {
			if r, ok := e.Event.(match.Refused); ok && r.Side == p.Side {
				for j := next; j < next+handed; j++ {
					if out[j] == nil && p.queue[j].String() == r.Order {
						out[j] = &r
						break
					}
				}
			}
		}
		seen = f.View().LogLen()
		next += handed
	}
	return out, nil
}

// steadyFace is the face every die shows in a Forecast: neither a one
// (a fumble, a jam) nor a six (an explosion), so the rolls on the way
// change the table as little as they can.
const steadyFace = 3

// steadyDice is Forecast's dice: steadyFace every time.
type steadyDice struct{}

// D6 returns steadyFace.
func (steadyDice) D6(string) (int, error) { return steadyFace, nil }

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
		free := !sd.Busy && myTurn(v, p.Side)
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
	p.queue, p.tickets = p.queue[n:], p.tickets[n:]
	if len(p.queue) == 0 {
		p.queue, p.tickets = nil, nil
	}
	return q
}

// myTurn reports whether side may declare now as the turns a rule module
// gives say (impulse mode, orders.Turn): its turn has begun, or no module
// gives turns. A queued order waits for it as it waits for the channel.
func myTurn(v match.View, side string) bool {
	t, ok := v.Whose()
	return !ok || t.Ready && v.Scenario().Sides[t.Side].ID == side
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

// Offer answers an offer put to the side the moment a roll of one of its
// units lands (a re-roll). With Ask on it holds the match (View.Hold)
// while the screen shows the offer (Asking), until the person answers
// (Take) or the clock lets the match go on; the answer given, else the
// standing answer (Offers).
func (p *Player) Offer(v match.View, o orders.Offer) int {
	p.taken = nil
	if p.Ask {
		p.asking = &o
		v.Hold()
		p.asking = nil
	}
	if p.taken != nil {
		i := *p.taken
		p.taken = nil
		if i >= -1 && i < len(o.Options) {
			return i
		}
	}
	return p.Offers.Take(v, o)
}

// Asking is the offer the person is asked now, while the match is held
// for the answer.
func (p *Player) Asking() (orders.Offer, bool) {
	if p.asking == nil {
		return orders.Offer{}, false
	}
	return *p.asking, true
}

// Reply answers a question a module puts to the side (a blind bid as
// an AP round begins). With Ask on it holds the match (View.Hold) while
// the screen shows the question (Question), until the person answers
// (Take) or the clock lets the match go on; the answer given, else the
// standing answer: the modules' judgement when the standing answer to
// offers is "when it pays" or "always", the first option when "never".
func (p *Player) Reply(v match.View, q orders.Question) int {
	p.taken = nil
	if p.Ask {
		p.question = &q
		v.Hold()
		p.question = nil
	}
	if p.taken != nil {
		i := *p.taken
		p.taken = nil
		if i >= 0 && i < len(q.Options) {
			return i
		}
	}
	if p.Offers == match.TakesNever {
		return 0
	}
	return match.Judged(v, q)
}

// Question is the question the person is asked now, while the match is
// held for the answer.
func (p *Player) Question() (orders.Question, bool) {
	if p.question == nil {
		return orders.Question{}, false
	}
	return *p.question, true
}

// Take answers the offer asked now: option i (from 0), or −1 to let the
// roll stand. The match reads it when the clock lets it go on
// (match.Clock.Release).
func (p *Player) Take(i int) {
	if p.asking != nil || p.question != nil {
		p.taken = &i
	}
}
