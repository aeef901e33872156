package sound_test

import (
	"encoding/binary"
	"testing"

	"github.com/krygothic/krygothic/game/sound"
)

// samplesOf reads PCM's bytes back: the left and right channel of each frame.
func samplesOf(t *testing.T, b []byte) (left, right []int16) {
	t.Helper()
	if len(b)%(sound.Channels*sound.BytesPerSample) != 0 {
		t.Fatalf("%d bytes is not whole stereo frames", len(b))
	}
	for i := 0; i < len(b); i += 4 {
		left = append(left, int16(binary.LittleEndian.Uint16(b[i:])))
		right = append(right, int16(binary.LittleEndian.Uint16(b[i+2:])))
	}
	return left, right
}

// TestPCMAppliesVolume: full volume writes the samples at full scale on
// both channels, half volume halves them, mute and zero write silence,
// and out-of-range levels are clamped (never louder than full, never
// inverted).
func TestPCMAppliesVolume(t *testing.T) {
	in := []float32{0, 0.5, -0.5, 1, -1}
	want := []int16{0, 16383, -16383, 32767, -32767}
	for _, c := range []struct {
		name  string
		level float64
		scale float64
	}{
		{"full", sound.Level(1, false), 1},
		{"half", sound.Level(0.5, false), 0.5},
		{"muted", sound.Level(1, true), 0},
		{"zero", sound.Level(0, false), 0},
		{"above range", sound.Level(3, false), 1},
		{"below range", sound.Level(-1, false), 0},
		{"PCM clamps too", 7, 1},
	} {
		l, r := samplesOf(t, sound.PCM(in, c.level))
		if len(l) != len(in) {
			t.Fatalf("%s: %d frames, want %d", c.name, len(l), len(in))
		}
		for i := range in {
			w := int16(float64(want[i]) * c.scale)
			if d := int(l[i]) - int(w); d < -1 || d > 1 || l[i] != r[i] {
				t.Errorf("%s: frame %d = (%d, %d), want (%d, %d)", c.name, i, l[i], r[i], w, w)
			}
		}
	}
}

// TestPCMOfEveryCueNeverClips: no rendered cue reaches full scale at full
// volume.
func TestPCMOfEveryCueNeverClips(t *testing.T) {
	for _, c := range sound.Cues {
		l, _ := samplesOf(t, sound.PCM(sound.Render(c), 1))
		for i, v := range l {
			if a := max(int(v), -int(v)); a >= 32000 { // Peak is 0.8: far below full scale
				t.Fatalf("%s: sample %d is %d: at or near clipping", c, i, v)
			}
		}
	}
}
