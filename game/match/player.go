package match

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Player is one side's decision maker: a person at the client, the AI, a
// script, or a record being replayed. It is the one way orders reach a
// match: the match asks each side's player for its declarations every
// tick (and a hotseat claimant between ticks, Ask), and mid-resolution for
// the choices the rules leave to a side. A player reads the match only
// through the View it is given.
type Player interface {
	// Declare returns what the side declares now, if anything.
	Declare(v View) []orders.Declaration
	// Defence is asked before a close-combat attack on one of the side's
	// units: the defence class, and the active type to use if it is legal
	// (KG-CC-04/05).
	Defence(v View, defender, attacker string) (combat.DefenceClass, combat.DefenceType)
	// PayForWound is asked when an attack by one of the side's units
	// scores its n-th wound, which costs n AP (KG-CC-09); left is what the
	// side has left for it.
	PayForWound(v View, attacker string, n, cost, left int) bool
	// LetGo is asked when an enemy in base contact with holder, one of
	// the side's units, asks to break off from it (KG-CC-14): yes lets it
	// leave without a fight.
	LetGo(v View, leaving, holder string) bool
}

// Offers is the part of a Player that answers the offers the rules put
// to its side the moment the dice of one of its units land (orders.Offer:
// a re-roll). The match asks a player that has it; a player without it
// (a test's) lets every roll stand.
type Offers interface {
	// Offer is the option of o the side takes, from 0, or −1 to let the
	// roll stand. It is asked in the middle of the resolution, before
	// the resolution reads the roll.
	Offer(v View, o orders.Offer) int
}

// Takes is a standing answer to offers (orders.Offer): what a player
// without a better idea takes.
type Takes int

// The standing answers. The zero value is "when it pays".
const (
	// TakesWhenItPays takes the option the modules judge worth its price
	// (Worthiest), none when none is.
	TakesWhenItPays Takes = iota
	// TakesNever lets every roll stand.
	TakesNever
	// TakesAlways takes the first option on offer, whatever it costs.
	TakesAlways
)

var takesNames = [...]string{"when it pays", "never", "always"}

// String is the standing answer in words: "when it pays", "never",
// "always".
func (t Takes) String() string {
	if t >= 0 && int(t) < len(takesNames) {
		return takesNames[t]
	}
	return fmt.Sprintf("standing answer %d", int(t))
}

// ParseTakes reads a standing answer as kg run's flag writes it: "pays",
// "never" or "always".
func ParseTakes(s string) (Takes, error) {
	switch s {
	case "pays", "when it pays":
		return TakesWhenItPays, nil
	case "never":
		return TakesNever, nil
	case "always":
		return TakesAlways, nil
	}
	return 0, fmt.Errorf("%q is no standing answer to offers: pays, never or always", s)
}

// Take is the option of o a player whose standing answer is t takes,
// −1 for none.
func (t Takes) Take(v View, o orders.Offer) int {
	switch {
	case len(o.Options) == 0 || t == TakesNever:
		return -1
	case t == TakesAlways:
		return 0
	}
	return Worthiest(v, o)
}

// Worthiest is the option of o that the played modules judge worth most
// above its price (facet.Offers), −1 when none is worth taking: the
// computer players' answer, and the standing answer "when it pays".
func Worthiest(v View, o orders.Offer) int {
	best, most := -1, 0.0
	for i := range o.Options {
		for _, m := range v.Played() {
			f, ok := m.Loaded.(facet.Offers)
			if !ok {
				continue
			}
			if w, ok := f.Worth(v, o, i); ok && w > most {
				best, most = i, w
			}
		}
	}
	return best
}

// Script is a Player that declares a fixed list at their ticks. Its
// defences are the units' standing "defend" orders; it pays for extra
// wounds while it has the AP; it answers offers with its standing
// answer.
type Script struct {
	Side  string
	Queue []orders.Declaration // in tick order
	// AutoDone: once the queue is used up, declare the side done whenever
	// it is idle and not done, so a short script still ends its rounds.
	AutoDone bool
	// Offers is its standing answer to offers (a re-roll): when it pays,
	// unless set.
	Offers Takes
	next   int
	joined bool
	// answers are the side's orders that answer questions (a unit-less
	// order of a module's verb: "bid 3", orders.Question.Verb), kept back
	// from the match until a question of their verb is asked.
	answers []orders.Declaration
}

// Scripts deals an orders list between two Scripts, one for each side id
// in sides, that declare themselves done once their lists run out
// (AutoDone). stray holds the declarations naming neither side.
func Scripts(sides [2]string, decls []orders.Declaration) (players [2]*Script, stray []orders.Declaration) {
	for i, id := range sides {
		players[i] = &Script{Side: id, AutoDone: true}
	}
	for _, d := range decls {
		switch d.Side {
		case sides[0]:
			players[0].Queue = append(players[0].Queue, d)
		case sides[1]:
			players[1].Queue = append(players[1].Queue, d)
		default:
			stray = append(stray, d)
		}
	}
	return players, stray
}

// Declare hands out the declarations stamped with this tick or earlier. A
// script that takes over a side in the middle of a match (a save resumed)
// starts at the tick it is first asked at: what it would have declared
// before was played before the save.
func (s *Script) Declare(v View) []orders.Declaration {
	now := v.Tick()
	if !s.joined {
		s.joined = true
		for s.next < len(s.Queue) && s.Queue[s.next].Tick < now {
			s.next++
		}
	}
	var out []orders.Declaration
	for s.next < len(s.Queue) && s.Queue[s.next].Tick <= now {
		if d := s.Queue[s.next]; answers(d) {
			s.answers = append(s.answers, d)
		} else {
			out = append(out, d)
		}
		s.next++
	}
	if len(out) == 0 && s.AutoDone && s.Exhausted() {
		if sd, ok := v.Side(s.Side); ok && !sd.Done && !sd.Acting && sd.AP > 0 && !sd.Frozen {
			out = append(out, orders.Declaration{Steps: []orders.Order{{Verb: orders.Done}}})
		}
	}
	return out
}

// Exhausted reports whether every scripted declaration has been handed out.
func (s *Script) Exhausted() bool { return s.next >= len(s.Queue) }

// Defence uses the defender's standing choice.
func (s *Script) Defence(v View, defender, _ string) (combat.DefenceClass, combat.DefenceType) {
	return StandingDefence(v, defender)
}

// PayForWound pays while the side can afford it.
func (s *Script) PayForWound(_ View, _ string, _, cost, left int) bool { return left >= cost }

// LetGo uses the holder's standing answer.
func (s *Script) LetGo(v View, _, holder string) bool { return StandingLetGo(v, holder) }

// Offer uses the script's standing answer.
func (s *Script) Offer(v View, o orders.Offer) int { return s.Offers.Take(v, o) }

// StandingLetGo is the answer a player without a better idea gives to an
// enemy asking to break off from holder: the unit's standing "letgo" or
// "hold" order (KG-CC-14), hold when it has none.
func StandingLetGo(v View, holder string) bool {
	u, ok := v.Unit(holder)
	return ok && u.LetsGo
}

// StandingDefence is the defence a player without a better idea gives:
// the unit's standing defence order (KG-CC-05), passive when it has none.
func StandingDefence(v View, unit string) (combat.DefenceClass, combat.DefenceType) {
	if u, ok := v.Unit(unit); ok {
		return u.DefenceClass, u.DefenceType
	}
	return combat.Passive, combat.NoDefenceType
}

// replaying is a record's declarations and choices, handed back in the
// order they were made by the two players of a replay (replayer).
type replaying struct {
	taken   []Taken
	next    int
	choices []Choice
	chosen  int
	asking  bool // the replay is asking between ticks (Ask), as the hotseat clock did
}

// due reports whether the next recorded declaration is side's, at tick
// now or before, taken the way the match is taking declarations now.
func (r *replaying) due(side string, now int) bool {
	if r.next >= len(r.taken) {
		return false
	}
	d := r.taken[r.next]
	return d.Side == side && d.Tick <= now && d.Asked == r.asking
}

// replayer is one side's player in a replay: it hands back the side's
// recorded declarations at their ticks, and its recorded answers.
type replayer struct {
	rec  *replaying
	side string
}

func (p replayer) Declare(v View) []orders.Declaration {
	var out []orders.Declaration
	for p.rec.due(p.side, v.Tick()) {
		out = append(out, p.rec.taken[p.rec.next].Declaration)
		p.rec.next++
	}
	return out
}

// answer is the next recorded choice, when it is of kind for unit.
func (p replayer) answer(kind ChoiceKind, unit string) (Choice, bool) {
	r := p.rec
	if r.chosen < len(r.choices) && r.choices[r.chosen].Kind == kind && r.choices[r.chosen].Unit == unit {
		r.chosen++
		return r.choices[r.chosen-1], true
	}
	return Choice{}, false
}

func (p replayer) Defence(_ View, defender, _ string) (combat.DefenceClass, combat.DefenceType) {
	c, _ := p.answer(DefenceChoice, defender)
	return c.Class, c.Type
}

func (p replayer) PayForWound(_ View, attacker string, _, _, _ int) bool {
	c, _ := p.answer(PayChoice, attacker)
	return c.Pay
}

func (p replayer) LetGo(_ View, _, holder string) bool {
	c, _ := p.answer(LetGoChoice, holder)
	return c.Pay
}

// Offer hands back the option the side took, or none.
func (p replayer) Offer(_ View, o orders.Offer) int {
	c, _ := p.answer(OfferChoice, o.Roll.By)
	return c.Option - 1
}
