package sound

import (
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"slices"
)

// Cue names one sound effect.
type Cue string

// The cues, one per kind of moment the battle screen makes heard.
const (
	None       Cue = ""            // an event that makes no sound
	Shot       Cue = "shot"        // a ranged attack's to-hit roll (KG-RC-09)
	Blow       Cue = "blow"        // a close-combat attack's to-hit roll (KG-CC-06)
	Hit        Cue = "hit"         // wounds dealt, the model still standing
	Death      Cue = "death"       // a model taken off (wounds reached its capacity)
	Explosion  Cue = "explosion"   // a blast template came down: a rule module tells which of its events (facet.Sounds)
	RoundStart Cue = "round_start" // an AP round began
	RoundEnd   Cue = "round_end"   // an AP round ended
	MatchEnd   Cue = "match_end"   // the match is over
	Warning    Cue = "warning"     // the clock runs out: a hotseat claim's last second, a round limit's last seconds
)

// Cues are every cue that makes a sound, in a fixed order.
var Cues = []Cue{Shot, Blow, Hit, Death, Explosion, RoundStart, RoundEnd, MatchEnd, Warning}

// attackCues are the cues of attacks' to-hit rolls, by what the attack is
// made with. A weapon lobbed under a template is heard as it bursts (its
// module's cue).
var attackCues = map[combat.Arm]Cue{combat.Gun: Shot, combat.Hand: Blow}

// For is the cue a match log event makes, or None: a rule module played
// tells the cues of its own events (facet.Sounds).
func For(e combat.Event, modules facet.Set) Cue {
	for _, m := range modules {
		if s, ok := m.Loaded.(facet.Sounds); ok {
			if name, ok := s.Cue(e); ok && slices.Contains(Cues, Cue(name)) {
				return Cue(name)
			}
		}
	}
	switch ev := e.(type) {
	case combat.Roll:
		if ev.Kind == combat.HitRoll {
			return attackCues[ev.Arm]
		}
	case combat.Wounded:
		if ev.Removed {
			return Death
		}
		if ev.Wounds > 0 {
			return Hit
		}
	case match.RoundStarted:
		return RoundStart
	case match.RoundEnded:
		return RoundEnd
	case match.Ended:
		return MatchEnd
	case ClockWarning:
		return Warning
	}
	return None
}

// ClockWarning is the screen's clock running out: not a match event (the
// match counts ticks, not the seconds a person has left) but heard like
// one. Why says which clock.
type ClockWarning struct{ Why Clock }

// Clock is a clock the screen warns of, in words.
type Clock string

// The clocks.
const (
	ClaimClock Clock = "claim"       // a hotseat claim's decision window (KG-META-04)
	RoundClock Clock = "round limit" // the round time limit (RULINGS)
)

// Rule names the rule of the clock that runs out.
func (w ClockWarning) Rule() string {
	if w.Why == ClaimClock {
		return "KG-META-04"
	}
	return "RULINGS"
}
