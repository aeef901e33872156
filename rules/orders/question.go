package orders

// Questions: a choice a rule module puts to a side at a moment of its
// own, outside any roll (a blind AP bid as an AP round begins, XS-08).
// The module asks through its Env (Ask) from a TickRule, which the
// match asks each time it plays a tick or takes a declaration between
// ticks, before what is due resolves: so a question asked as a round
// begins is answered before either side may declare in it. The match asks
// the side's player (a person, held for as an offer is; the AI's judgement,
// the modules' facet.Answers; a script's order of the question's verb; a
// replay's record) and keeps the answer in its record (kind "ask").

// Asker is the part of an Env that puts questions to the sides (the
// match's has it; a test's may not).
type Asker interface {
	// Ask puts question q to its side's player and returns the option
	// it takes, from 0 (a player that answers no questions takes 0).
	Ask(q Question) int
}

// Ask puts q to its side through env, when env can ask (Asker); 0, the
// standing answer, when it cannot.
func Ask(env Env, q Question) int {
	a, ok := env.(Asker)
	if !ok {
		return 0
	}
	i := a.Ask(q)
	if i < 0 || i >= len(q.Options) {
		return 0
	}
	return i
}

// Question is a choice put to a side: one of Options.
type Question struct {
	Side   int    // the side answering
	RuleID string // the rule that asks
	// What is the question in words ("Your blind bid for the first
	// declaration window"); Options are the answers in words, from 0
	// (the first is the standing answer of a player who gives none).
	What    string
	Options []string
	// Verb is the order verb by which a script answers it: the side's
	// first order of that verb due by now gives its amount (Order.AP) as
	// the option ("0 confederates bid 3": option 3). "" for none.
	Verb Verb
	// Secret: the answer is the side's own until the module tells it
	// (a blind bid); a screen shows no other side what was chosen.
	Secret bool
	// Detail is the module's own, read back by its facets.
	Detail any
}

// TickRule answers the moment the match plays a tick (or takes a
// declaration between ticks), before what is due resolves and before
// any side is asked for its declarations: a module asks the sides what it
// must know first (Ask: a blind bid as an AP round begins). It must
// be cheap when it has nothing to do: it is asked at every tick.
type TickRule func(t *Table, env Env) error

// Tick has the modules' tick rules answer the moment before what is due
// at this tick resolves (TickRule). A nil Rules, or one with none, does
// nothing.
func (r *Rules) Tick(t *Table, env Env) error {
	if r == nil {
		return nil
	}
	for _, tr := range r.ticks {
		if err := tr(t, env); err != nil {
			return err
		}
	}
	return nil
}
