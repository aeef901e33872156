package sound

import "encoding/binary"

// Channels is how many channels PCM writes: stereo, the same sample on both.
const Channels = 2

// BytesPerSample is the size of one channel's sample in PCM's bytes
// (signed 16-bit little-endian).
const BytesPerSample = 2

// Level is the gain a cue plays at for the settings' volume (0 to 1,
// clamped) and mute: 0 when muted.
func Level(volume float64, mute bool) float64 {
	if mute {
		return 0
	}
	return min(max(volume, 0), 1)
}

// PCM is samples scaled by level (clamped to 0–1) as interleaved stereo
// signed 16-bit little-endian bytes, the format game/ui/speaker plays.
func PCM(samples []float32, level float64) []byte {
	level = min(max(level, 0), 1)
	out := make([]byte, len(samples)*Channels*BytesPerSample)
	for i, s := range samples {
		v := float64(s) * level
		v = min(max(v, -1), 1)
		q := uint16(int16(v * 32767))
		for ch := range Channels {
			binary.LittleEndian.PutUint16(out[(i*Channels+ch)*BytesPerSample:], q)
		}
	}
	return out
}
