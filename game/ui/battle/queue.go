package battle

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/krygothic/krygothic/game/human"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
	"github.com/krygothic/krygothic/rules/words"
)

// The person's queue against the AI: orders declared while the game is
// paused, or while the command channel is busy, wait in the person's
// player (human.Player) and go out one after another. Each is checked
// at once against the table as it will stand when it goes out, after the
// ones before it (human.Player.Forecast), so an order the match will
// refuse is marked, with why, before play resumes, and the player can
// drop it (the undo key, with no combo being built).

// forecastEvery is how often, in ticks, the forecast of an unchanged
// queue is worked out again while the game runs: half a second. While
// paused the table stands still, so only a changed queue asks again.
const forecastEvery = 30

// forecastTicks is the most game time a forecast plays forward.
const forecastTicks = 60 * match.TicksPerSecond

// queueForecast is the forecast of the person's queue as last worked
// out, and what it was worked out for.
type queueForecast struct {
	key     string
	refused []*match.Refused // by queued declaration; nil: taken
}

// queuer is the person's player whose orders queue (against the AI), or
// nil.
func (b *Battle) queuer() *human.Player {
	if !b.solo || b.watching {
		return nil
	}
	return b.humans[b.setup.Human]
}

// forecast is, by queued declaration of the person (human.Player.Queued),
// the refusal the match will meet it with, nil for one it will take.
func (b *Battle) forecast() []*match.Refused {
	h := b.queuer()
	if h == nil || h.Pending() == 0 {
		return nil
	}
	var key strings.Builder
	key.WriteString(strconv.Itoa(b.view().Tick() / forecastEvery))
	for _, d := range h.Queued() {
		key.WriteString("\n" + d.String())
	}
	if f := &b.queued; f.key != key.String() {
		f.key = key.String()
		f.refused, _ = h.Forecast(b.m, forecastTicks) // a forecast that fails marks nothing: the match still says why when it refuses
	}
	return b.queued.refused
}

// willRefuse lists the person's queued declarations the match will
// refuse, each with why, in the order they wait.
func (b *Battle) willRefuse() []string {
	h := b.queuer()
	if h == nil {
		return nil
	}
	var out []string
	q := h.Queued()
	for i, r := range b.forecast() {
		if r != nil && i < len(q) {
			out = append(out, b.ordersText(q[i].Side, q[i].Steps...)+": "+b.forecastText(r))
		}
	}
	return out
}

// forecastText writes a refusal a queued order will meet for the player.
func (b *Battle) forecastText(r *match.Refused) string {
	return b.refusalText(r.Side, refusal.New(r.RuleID, "%s", r.Reason))
}

// queueNotice is what the paused banner says of the queue: the orders
// the match will refuse and why, and how to drop them; "" when it will
// take them all.
func (b *Battle) queueNotice() string {
	refused := b.willRefuse()
	if len(refused) == 0 {
		return ""
	}
	drop := keyNames(b.env.Controls, controls.Undo) + " drops it."
	if len(refused) > 1 {
		drop = keyNames(b.env.Controls, controls.Undo) + " drops them, the last first."
	}
	return "Will be refused when it goes out: " + strings.Join(refused, "; ") + ". " + drop
}

// refusedCount says how many queued orders will be refused ("1 will be
// refused"), "" when none.
func (b *Battle) refusedCount() string {
	n := 0
	for _, r := range b.forecast() {
		if r != nil {
			n++
		}
	}
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n) + " will be refused"
}

// queueDeclaration queues steps for side, to go out when play resumes or
// the command channel frees (why), and says so: with the refusal it will
// meet instead, when the forecast has one. The message stays no longer
// than the order waits.
func (b *Battle) queueDeclaration(side string, steps []orders.Order, why string) {
	h := b.humans[b.sideIndex(side)]
	ticket := h.Queue(orders.Declaration{Side: side, Steps: steps})
	waiting := func() bool { return h.Waiting(ticket) }
	if f := b.forecast(); len(f) == h.Pending() && f[len(f)-1] != nil {
		b.flash.setWhile(b.now, fmt.Sprintf("Queued, but it will be refused when it goes out: %s. %s drops it.",
			b.forecastText(f[len(f)-1]), keyNames(b.env.Controls, controls.Undo)), true, waiting)
		return
	}
	b.flash.setWhile(b.now, "Queued, goes out when "+why+": "+b.ordersText(side, steps...), false, waiting)
}

// dropQueued drops one of the person's queued orders: the last the match
// will refuse, else the last queued. It reports whether there was one.
func (b *Battle) dropQueued() bool {
	h := b.queuer()
	if h == nil || h.Pending() == 0 {
		return false
	}
	q, i := h.Queued(), h.Pending()-1
	f := b.forecast()
	for j := len(f) - 1; j >= 0; j-- {
		if f[j] != nil {
			i = j
			break
		}
	}
	h.Drop(i)
	left := ""
	if n := h.Pending(); n > 0 {
		left = " (" + words.Count(n, "order", "orders") + " still queued)"
	}
	b.flash.set(b.now, "Dropped: "+b.ordersText(q[i].Side, q[i].Steps...)+left, false)
	return true
}
