// Package sound is the client's sound effects, without a device: it turns
// match log events into named cues (For), renders each cue to PCM in code
// (Render: noise bursts, thumps and short tones, deterministic), converts
// the samples to the bytes a device plays at a volume (PCM), and keeps too
// many cues from sounding at once (Limiter). Nothing here touches audio
// hardware or Ebitengine; game/ui/speaker plays what this package makes.
package sound
