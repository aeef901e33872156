package sound_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/sound"
)

// TestLimiterRefusesARetriggerWithinTheGap: the same cue may not start
// again within 50 ms; another cue may; after the gap the first may again.
func TestLimiterRefusesARetriggerWithinTheGap(t *testing.T) {
	var l sound.Limiter
	steps := []struct {
		c    sound.Cue
		at   float64
		want bool
	}{
		{sound.Shot, 1.000, true},
		{sound.Shot, 1.020, false},
		{sound.Hit, 1.020, true},
		{sound.Shot, 1.049, false},
		{sound.Shot, 1.051, true},
	}
	for _, s := range steps {
		if got := l.Allow(s.c, s.at, 0.2); got != s.want {
			t.Errorf("%s at %.3f s: Allow = %v, want %v", s.c, s.at, got, s.want)
		}
	}
}

// TestLimiterCapsOverlappingCues: at most Max cues sound at once; a slot
// frees when a cue ends.
func TestLimiterCapsOverlappingCues(t *testing.T) {
	l := sound.Limiter{Max: 3}
	cues := []sound.Cue{sound.Shot, sound.Hit, sound.Blow, sound.Death}
	for i, c := range cues {
		want := i < 3
		if got := l.Allow(c, 0, 1); got != want {
			t.Errorf("cue %d (%s) at 0 s: Allow = %v, want %v", i, c, got, want)
		}
	}
	if l.Allow(sound.Death, 0.5, 1) {
		t.Error("a fourth cue started while three still sound")
	}
	if !l.Allow(sound.Death, 1.0, 1) {
		t.Error("no cue may start after the three have ended")
	}
}

// TestZeroLimiterUsesTheDefaults: the zero Limiter allows MaxVoices at once.
func TestZeroLimiterUsesTheDefaults(t *testing.T) {
	var l sound.Limiter
	n := 0
	for i := range 2 * sound.MaxVoices {
		if l.Allow(sound.Cue(rune('a'+i)), 0, 1) {
			n++
		}
	}
	if n != sound.MaxVoices {
		t.Errorf("%d cues at once, want %d", n, sound.MaxVoices)
	}
}
