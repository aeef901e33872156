package sound

import (
	"hash/fnv"
	"math"
)

// SampleRate is the rate Render writes at and PCM's bytes play at.
const SampleRate = 44100

// Peak is the loudest sample Render writes: every cue is scaled so its
// loudest sample is exactly this, below full scale, so none clips and all
// are about as loud.
const Peak = 0.8

// voice is one part of a cue: a tone that glides from f0 to f1 Hz, or a
// noise burst, starting at start seconds and lasting dur, with a 3 ms
// attack, an exponential decay of time constant tau and a 5 ms fade at
// its end so it never stops with a click.
type voice struct {
	start, dur float64
	f0, f1     float64 // Hz; a noise voice ignores them
	square     bool    // a square wave instead of a sine
	noise      bool    // white noise through a one-pole low-pass
	lowpass    float64 // the low-pass's coefficient, 0 < lowpass ≤ 1 (1 = no filter)
	tau        float64 // decay time constant, seconds
	gain       float64
}

// recipes are what each cue is made of.
var recipes = map[Cue][]voice{
	// A crack: bright noise that dies in tens of milliseconds over a falling knock.
	Shot: {
		{dur: 0.18, noise: true, lowpass: 0.6, tau: 0.035, gain: 1},
		{dur: 0.12, f0: 140, f1: 60, tau: 0.04, gain: 0.5},
	},
	// A swing that lands: dull noise and a low knock.
	Blow: {
		{dur: 0.16, noise: true, lowpass: 0.15, tau: 0.04, gain: 1},
		{dur: 0.14, f0: 110, f1: 70, tau: 0.05, gain: 0.8},
	},
	// A short buzzing drop.
	Hit: {
		{dur: 0.14, f0: 330, f1: 180, square: true, tau: 0.04, gain: 0.5},
		{dur: 0.08, noise: true, lowpass: 0.3, tau: 0.02, gain: 0.6},
	},
	// A long falling moan, an octave under it.
	Death: {
		{dur: 0.6, f0: 392, f1: 98, tau: 0.25, gain: 1},
		{dur: 0.6, f0: 196, f1: 49, tau: 0.25, gain: 0.4},
	},
	// A low thump under a long rumble.
	Explosion: {
		{dur: 1.0, f0: 70, f1: 30, tau: 0.25, gain: 1},
		{dur: 1.0, noise: true, lowpass: 0.05, tau: 0.35, gain: 1},
	},
	// Two short tones, rising: a round begins.
	RoundStart: {
		{dur: 0.12, f0: 523.25, f1: 523.25, tau: 0.2, gain: 1},
		{start: 0.12, dur: 0.18, f0: 783.99, f1: 783.99, tau: 0.2, gain: 1},
	},
	// The same tones, falling: a round ends.
	RoundEnd: {
		{dur: 0.12, f0: 783.99, f1: 783.99, tau: 0.2, gain: 1},
		{start: 0.12, dur: 0.18, f0: 523.25, f1: 523.25, tau: 0.2, gain: 1},
	},
	// A rising arpeggio, the last note held.
	Warning: { // two short high ticks
		{dur: 0.05, f0: 1760, f1: 1760, tau: 0.02, gain: 1},
		{start: 0.12, dur: 0.05, f0: 1760, f1: 1760, tau: 0.02, gain: 1},
	},
	MatchEnd: {
		{dur: 0.12, f0: 523.25, f1: 523.25, tau: 0.2, gain: 1},
		{start: 0.12, dur: 0.12, f0: 659.25, f1: 659.25, tau: 0.2, gain: 1},
		{start: 0.24, dur: 0.12, f0: 783.99, f1: 783.99, tau: 0.2, gain: 1},
		{start: 0.36, dur: 0.4, f0: 1046.5, f1: 1046.5, tau: 0.3, gain: 1},
	},
}

// Length is how long cue c lasts, in seconds (0 for None or an unknown cue).
func Length(c Cue) float64 {
	end := 0.0
	for _, v := range recipes[c] {
		end = max(end, v.start+v.dur)
	}
	return end
}

// Render is cue c as mono samples at SampleRate, its loudest sample at
// ±Peak; nil for None or an unknown cue. The same cue always renders to
// the same samples (its noise is seeded by its name).
func Render(c Cue) []float32 {
	vs := recipes[c]
	if len(vs) == 0 {
		return nil
	}
	mix := make([]float64, int(math.Round(Length(c)*SampleRate)))
	rng := newNoise(string(c))
	for _, v := range vs {
		v.add(mix, rng)
	}
	loudest := 0.0
	for _, s := range mix {
		loudest = max(loudest, math.Abs(s))
	}
	out := make([]float32, len(mix))
	if loudest == 0 {
		return out
	}
	for i, s := range mix {
		out[i] = float32(s * Peak / loudest)
	}
	return out
}

// add mixes the voice into mix.
func (v voice) add(mix []float64, rng *noise) {
	const attack, fade = 0.003, 0.005
	first := int(math.Round(v.start * SampleRate))
	n := int(math.Round(v.dur * SampleRate))
	phase, low := 0.0, 0.0
	for i := 0; i < n && first+i < len(mix); i++ {
		t := float64(i) / SampleRate
		env := math.Exp(-t / v.tau)
		if t < attack {
			env *= t / attack
		}
		if rest := v.dur - t; rest < fade {
			env *= rest / fade
		}
		var s float64
		switch {
		case v.noise:
			low += v.lowpass * (rng.next() - low)
			s = low
		default:
			f := v.f0 * math.Pow(v.f1/v.f0, t/v.dur)
			phase += 2 * math.Pi * f / SampleRate
			s = math.Sin(phase)
			if v.square {
				s = math.Copysign(1, s)
			}
		}
		mix[first+i] += v.gain * env * s
	}
}

// noise is a xorshift generator of white noise in [-1, 1).
type noise struct{ state uint64 }

func newNoise(seed string) *noise {
	h := fnv.New64a()
	h.Write([]byte(seed))
	return &noise{state: h.Sum64() | 1}
}

func (n *noise) next() float64 {
	n.state ^= n.state << 13
	n.state ^= n.state >> 7
	n.state ^= n.state << 17
	return float64(n.state>>11)/float64(1<<52) - 1
}
