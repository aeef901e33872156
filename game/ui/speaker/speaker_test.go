package speaker_test

import (
	"testing"
	"time"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/sound"
	"github.com/krygothic/krygothic/game/ui/speaker"
	"github.com/krygothic/krygothic/rules/combat"
)

// fakeDevice records what it is asked to play; each voice sounds until
// the test says it stopped.
type fakeDevice struct {
	played [][]byte
	voices []*fakeVoice
}

type fakeVoice struct{ on bool }

func (v *fakeVoice) IsPlaying() bool { return v.on }

func (d *fakeDevice) Play(pcm []byte) speaker.Voice {
	d.played = append(d.played, pcm)
	v := &fakeVoice{on: true}
	d.voices = append(d.voices, v)
	return v
}

// rig is a speaker on a fake device that is ready when ready says so, at
// the time in *now.
func rig(st *settings.Settings, ready *bool, now *float64) (*speaker.Speaker, *fakeDevice) {
	d := &fakeDevice{}
	open := func() (speaker.Device, bool) {
		if !*ready {
			return nil, false
		}
		return d, true
	}
	return speaker.NewOn(st, open, func() float64 { return *now }), d
}

// TestHearPlaysTheEventsCueAtTheVolume: a wound plays the hit cue's PCM
// at the settings' volume, read when the cue plays; an event with no cue
// plays nothing.
func TestHearPlaysTheEventsCueAtTheVolume(t *testing.T) {
	st := settings.Default()
	st.Volume = 0.5
	ready, now := true, 0.0
	s, d := rig(&st, &ready, &now)
	s.Hear(combat.Note{Text: "out of range"}, nil)
	if len(d.played) != 0 {
		t.Fatalf("a note played %d sounds", len(d.played))
	}
	s.Hear(combat.Wounded{Unit: "b.y", Wounds: 1}, nil)
	if len(d.played) != 1 || string(d.played[0]) != string(sound.PCM(sound.Render(sound.Hit), 0.5)) {
		t.Fatalf("a wound played %d sounds, want the hit cue at volume 0.5", len(d.played))
	}
	st.Volume, now = 1, 1
	s.Hear(combat.Wounded{Unit: "b.y", Wounds: 1}, nil)
	if len(d.played) != 2 || string(d.played[1]) != string(sound.PCM(sound.Render(sound.Hit), 1)) {
		t.Fatal("a volume changed in the settings was not used for the next cue")
	}
}

// TestMutedOrNoDeviceIsSilent: muted, at zero volume, or with no device
// ready, nothing plays and nothing fails.
func TestMutedOrNoDeviceIsSilent(t *testing.T) {
	st := settings.Default()
	ready, now := false, 0.0
	s, d := rig(&st, &ready, &now)
	if s.Play(sound.Shot) || len(d.played) != 0 {
		t.Fatal("a cue played with no device ready")
	}
	ready, st.Mute, now = true, true, 1
	if s.Play(sound.Shot) || len(d.played) != 0 {
		t.Fatal("a cue played while muted")
	}
	st.Mute, st.Volume, now = false, 0, 2
	if s.Play(sound.Shot) || len(d.played) != 0 {
		t.Fatal("a cue played at volume 0")
	}
	st.Volume, now = 0.8, 3
	if !s.Play(sound.Shot) || len(d.played) != 1 {
		t.Fatal("no cue played unmuted with a device ready")
	}
}

// TestTooManyCuesAreDropped: a cue is not retriggered within 50 ms, and
// at most sound.MaxVoices sound at once until one stops.
func TestTooManyCuesAreDropped(t *testing.T) {
	st := settings.Default()
	ready, now := true, 0.0
	s, d := rig(&st, &ready, &now)
	s.Play(sound.Shot)
	now = 0.02
	if s.Play(sound.Shot) {
		t.Error("the shot cue started again 20 ms after itself")
	}
	for i := range 2 * sound.MaxVoices {
		now = 0.3 + float64(i)*0.06 // the shot has ended; each gap has passed; the explosions (1 s) still sound
		s.Play(sound.Explosion)
	}
	if n := len(d.played) - 1; n != sound.MaxVoices {
		t.Fatalf("%d explosions sounding at once, want at most %d", n, sound.MaxVoices)
	}
	now = 0.3 + 1.01 // the first explosion has ended
	if !s.Play(sound.Explosion) {
		t.Error("no cue may start when one has ended")
	}
}

// TestRealSpeakerNeverBlocks: the speaker on the machine's own device
// opens it in the background and settles within seconds, ready or "none"
// (CI has no sound device); cues before and after never block or fail.
func TestRealSpeakerNeverBlocks(t *testing.T) {
	st := settings.Default()
	s := speaker.New(&st)
	s.Hear(combat.Wounded{Unit: "b.y", Wounds: 1}, nil)
	deadline := time.Now().Add(10 * time.Second)
	for speaker.Status() == "opening" {
		if time.Now().After(deadline) {
			t.Fatal("the audio device is still opening after 10 s")
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Logf("audio device: %s", speaker.Status())
	if st := speaker.Status(); st != "ready" && st != "none" {
		t.Fatalf("device status %q after opening", st)
	}
	s.Hear(match.RoundStarted{Number: 1}, nil)
	s.Hear(combat.Wounded{Unit: "b.y", Wounds: 1, Removed: true}, nil)
}
