package selfplay

import (
	"math"
	"math/bits"
	"time"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/orders"
)

// subBits sets a histogram's precision: each power of two is split into
// 2^subBits buckets, so a value read back (a bucket's middle) is within
// 1/2^(subBits+1), about 1.6%, of the true one. Durations under 2^subBits
// nanoseconds are counted exactly.
const subBits = 5

// histogram counts durations in logarithmic buckets: a run of thousands of
// games makes hundreds of millions of AI calls, too many to keep and sort,
// and the counts of two histograms simply add up.
type histogram struct {
	counts [(64 - subBits + 1) << subBits]uint64
	n      uint64
	max    time.Duration
}

// bucket is the index of the bucket that counts v nanoseconds.
func bucket(v uint64) int {
	if v < 1<<subBits {
		return int(v)
	}
	shift := bits.Len64(v) - subBits - 1
	return (shift+1)<<subBits + int(v>>shift) - 1<<subBits
}

// middle is the value a bucket stands for: the middle of its range.
func middle(b int) uint64 {
	if b < 1<<subBits {
		return uint64(b)
	}
	shift := b>>subBits - 1
	low := uint64(b&(1<<subBits-1)+1<<subBits) << shift
	return low + (1<<shift-1)/2
}

func (h *histogram) add(d time.Duration) {
	h.counts[bucket(uint64(max(d, 0)))]++
	h.n++
	h.max = max(h.max, d)
}

func (h *histogram) merge(o *histogram) {
	for i, c := range o.counts {
		h.counts[i] += c
	}
	h.n += o.n
	h.max = max(h.max, o.max)
}

// percentile is the nearest-rank p-th percentile (0 < p ≤ 100): the
// smallest value at least p% of the durations are no greater than, to the
// histogram's precision, and never above the largest duration counted.
// It is 0 for an empty histogram.
func (h *histogram) percentile(p float64) time.Duration {
	if h.n == 0 {
		return 0
	}
	rank := max(uint64(math.Ceil(p/100*float64(h.n))), 1)
	var seen uint64
	for b, c := range h.counts {
		if seen += c; seen >= rank {
			return min(time.Duration(middle(b)), h.max)
		}
	}
	return h.max
}

// callTimes are one AI's call durations: every call, and the decisions.
type callTimes struct{ calls, decisions histogram }

// latencies are the call times per AI name, for one worker.
type latencies map[string]*callTimes

func (l latencies) of(name string) *callTimes {
	if l[name] == nil {
		l[name] = &callTimes{}
	}
	return l[name]
}

// mergeLatencies adds up the workers' latencies.
func mergeLatencies(ls []latencies) latencies {
	out := latencies{}
	for _, l := range ls {
		for name, ct := range l {
			o := out.of(name)
			o.calls.merge(&ct.calls)
			o.decisions.merge(&ct.decisions)
		}
	}
	return out
}

// timed is a Player that times every call to the player it wraps.
// A call is a decision when it gave the match something to act on: a
// Declare that returned at least one declaration, and every Defence and
// PayForWound (they always answer). The many Declare calls that return
// nothing (the side is busy or waiting) count only as calls.
type timed struct {
	p   match.Player
	lat *callTimes
}

// epoch is where the timed calls' clock starts: time.Since(epoch) reads
// only the monotonic clock, about half the cost of time.Now, which reads
// the wall clock too (a run makes one such read per call start and end).
var epoch = time.Now()

func (t *timed) record(start time.Duration, decided bool) {
	d := time.Since(epoch) - start
	t.lat.calls.add(d)
	if decided {
		t.lat.decisions.add(d)
	}
}

// Declare times the wrapped player's Declare.
func (t *timed) Declare(v match.View) []orders.Declaration {
	start := time.Since(epoch)
	ds := t.p.Declare(v)
	t.record(start, len(ds) > 0)
	return ds
}

// Defence times the wrapped player's Defence.
func (t *timed) Defence(v match.View, defender, attacker string) (combat.DefenceClass, combat.DefenceType) {
	start := time.Since(epoch)
	c, ty := t.p.Defence(v, defender, attacker)
	t.record(start, true)
	return c, ty
}

// LetGo times the wrapped player's LetGo.
func (t *timed) LetGo(v match.View, leaving, holder string) bool {
	start := time.Since(epoch)
	yes := t.p.LetGo(v, leaving, holder)
	t.record(start, true)
	return yes
}

// Offer times the wrapped player's Offer; a player that answers no
// offers takes none.
func (t *timed) Offer(v match.View, o orders.Offer) int {
	p, ok := t.p.(match.Offers)
	if !ok {
		return -1
	}
	start := time.Since(epoch)
	i := p.Offer(v, o)
	t.record(start, true)
	return i
}

// Reply times the wrapped player's Reply; a player that answers no
// questions takes the standing answer, 0.
func (t *timed) Reply(v match.View, q orders.Question) int {
	p, ok := t.p.(match.Replies)
	if !ok {
		return 0
	}
	start := time.Since(epoch)
	i := p.Reply(v, q)
	t.record(start, true)
	return i
}

// PayForWound times the wrapped player's PayForWound.
func (t *timed) PayForWound(v match.View, attacker string, n, cost, left int) bool {
	start := time.Since(epoch)
	pay := t.p.PayForWound(v, attacker, n, cost, left)
	t.record(start, true)
	return pay
}
