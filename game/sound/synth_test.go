package sound_test

import (
	"math"
	"slices"
	"testing"

	"github.com/krygothic/krygothic/game/sound"
)

// TestRenderEveryCue: each cue lasts as long as its recipe says, is heard
// (its peak is Peak and it has real energy), never clips, starts and ends
// quietly (no click), and renders the same samples every time.
func TestRenderEveryCue(t *testing.T) {
	for _, c := range sound.Cues {
		s := sound.Render(c)
		length := sound.Length(c)
		if length <= 0 || length > 1.5 {
			t.Errorf("%s: Length %.3f s, want a short positive length", c, length)
		}
		if want := int(math.Round(length * sound.SampleRate)); len(s) != want {
			t.Errorf("%s: %d samples, want %d (%.3f s)", c, len(s), want, length)
		}
		peak, energy := 0.0, 0.0
		for _, v := range s {
			peak = max(peak, math.Abs(float64(v)))
			energy += float64(v) * float64(v)
		}
		if math.Abs(peak-sound.Peak) > 1e-6 {
			t.Errorf("%s: peak %.4f, want %.2f", c, peak, sound.Peak)
		}
		if rms := math.Sqrt(energy / float64(len(s))); rms < 0.02 {
			t.Errorf("%s: RMS %.4f: nearly silent", c, rms)
		}
		if first, last := math.Abs(float64(s[0])), math.Abs(float64(s[len(s)-1])); first > 0.05 || last > 0.05 {
			t.Errorf("%s: starts at %.3f, ends at %.3f: it would click", c, first, last)
		}
		if !slices.Equal(s, sound.Render(c)) {
			t.Errorf("%s: two renders differ", c)
		}
	}
	if sound.Render(sound.None) != nil || sound.Length(sound.None) != 0 {
		t.Error("None renders a sound")
	}
}

// TestCuesSoundDifferent: no two cues are the same sound.
func TestCuesSoundDifferent(t *testing.T) {
	for i, a := range sound.Cues {
		for _, b := range sound.Cues[i+1:] {
			if slices.Equal(sound.Render(a), sound.Render(b)) {
				t.Errorf("%s and %s render the same samples", a, b)
			}
		}
	}
}

// TestExplosionIsLowerThanShot: the explosion is a low thump, the shot a
// bright crack: the explosion's samples change sign far less often.
func TestExplosionIsLowerThanShot(t *testing.T) {
	crossings := func(s []float32) float64 {
		n := 0
		for i := 1; i < len(s); i++ {
			if (s[i-1] < 0) != (s[i] < 0) {
				n++
			}
		}
		return float64(n) / (float64(len(s)) / sound.SampleRate) // per second
	}
	shot, boom := crossings(sound.Render(sound.Shot)), crossings(sound.Render(sound.Explosion))
	if boom*4 > shot {
		t.Errorf("explosion crosses zero %.0f times a second, shot %.0f: the explosion is not low", boom, shot)
	}
}
