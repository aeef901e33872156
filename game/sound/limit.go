package sound

// The limits a Limiter keeps by default.
const (
	MaxVoices = 8     // cues sounding at once
	MinGap    = 0.050 // seconds before the same cue may start again
)

// Limiter decides which cues may start, so a volley does not become a
// roar: at most Max cues sound at once, and the same cue does not start
// again within Gap seconds of its last start. The zero Limiter uses
// MaxVoices and MinGap. Times are the caller's clock, in seconds.
type Limiter struct {
	Max  int     // 0: MaxVoices
	Gap  float64 // 0: MinGap
	last map[Cue]float64
	ends []float64 // when each cue now sounding ends
}

// Allow reports whether cue c, lasting length seconds, may start at now,
// and if so counts it as sounding until now+length.
func (l *Limiter) Allow(c Cue, now, length float64) bool {
	maxN, gap := l.Max, l.Gap
	if maxN <= 0 {
		maxN = MaxVoices
	}
	if gap <= 0 {
		gap = MinGap
	}
	live := l.ends[:0]
	for _, end := range l.ends {
		if end > now {
			live = append(live, end)
		}
	}
	l.ends = live
	if len(l.ends) >= maxN {
		return false
	}
	if at, ok := l.last[c]; ok && now-at < gap {
		return false
	}
	if l.last == nil {
		l.last = map[Cue]float64{}
	}
	l.last[c] = now
	l.ends = append(l.ends, now+length)
	return true
}
