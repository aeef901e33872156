// Package speaker plays the client's sound effects (game/sound) on the
// machine's audio device through oto, the library under Ebitengine's own
// audio package. It uses oto directly because an Ebitengine audio context
// that finds no device makes the whole game stop with an error; here a
// machine with no device (a CI box under Xvfb, a server) just stays
// silent. The device opens in the background and never holds up a frame.
package speaker

import (
	"fmt"
	"github.com/krygothic/krygothic/rules/facet"
	"os"
	"sync"
	"time"

	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/sound"
	"github.com/krygothic/krygothic/rules/combat"
)

// Device is where the speaker sends sound: the audio device, or a
// stand-in in tests.
type Device interface {
	// Play starts pcm (sound.PCM's format, at sound.SampleRate) and
	// returns it as it plays.
	Play(pcm []byte) Voice
}

// Voice is one cue sounding on a Device.
type Voice interface {
	IsPlaying() bool
}

// Speaker plays the cue each match log event makes, at the volume the
// settings hold at that moment, within a sound.Limiter's limits.
type Speaker struct {
	settings *settings.Settings
	open     func() (Device, bool) // the device, and whether it is ready yet
	now      func() float64        // seconds, for the limiter

	mu      sync.Mutex
	lim     sound.Limiter
	samples map[sound.Cue][]float32 // each cue rendered once, on first use
	playing []Voice                 // kept reachable while they sound
}

// New is a speaker that plays on the machine's audio device with the
// volume and mute of st, which it reads at every cue (the settings page
// changes them in place). Unless st is muted it starts opening the device
// in the background at once, so the first cue is not lost.
func New(st *settings.Settings) *Speaker {
	start := time.Now()
	s := NewOn(st, sharedDevice, func() float64 { return time.Since(start).Seconds() })
	if sound.Level(st.Volume, st.Mute) > 0 {
		sharedDevice()
	}
	return s
}

// NewOn is a speaker that plays on the device open returns (with false
// while it is not ready, or if it never will be), timing cues by now.
func NewOn(st *settings.Settings, open func() (Device, bool), now func() float64) *Speaker {
	return &Speaker{settings: st, open: open, now: now, samples: map[sound.Cue][]float32{}}
}

// Hear plays the cue a match log event makes, if any, the rule modules
// played telling theirs.
func (s *Speaker) Hear(e combat.Event, modules facet.Set) {
	if c := sound.For(e, modules); c != sound.None {
		s.Play(c)
	}
}

// Play plays cue c, unless the sound is muted or at zero volume, the
// device is not ready, or the limiter refuses it (too many at once, or
// the same cue again within 50 ms). It reports whether c was started.
func (s *Speaker) Play(c sound.Cue) bool {
	level := sound.Level(s.settings.Volume, s.settings.Mute)
	if level == 0 {
		return false
	}
	dev, ok := s.open()
	if !ok {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	live := s.playing[:0]
	for _, v := range s.playing {
		if v.IsPlaying() {
			live = append(live, v)
		}
	}
	clear(s.playing[len(live):])
	s.playing = live
	if !s.lim.Allow(c, s.now(), sound.Length(c)) {
		return false
	}
	smp, done := s.samples[c]
	if !done {
		smp = sound.Render(c)
		s.samples[c] = smp
	}
	s.playing = append(s.playing, dev.Play(sound.PCM(smp, level)))
	return true
}

// The machine's audio device, opened once for the whole process (oto
// allows one context): state is 0 before opening, 1 while opening, 2 when
// ready, 3 when it failed.
var device struct {
	sync.Mutex
	state int
	dev   Device
}

// Status says how the machine's audio device stands: "closed" before a
// speaker asked for it, "opening", "ready", or "none" when it could not
// be opened (the game then plays silently).
func Status() string {
	device.Lock()
	defer device.Unlock()
	return [...]string{"closed", "opening", "ready", "none"}[device.state]
}

// sharedDevice returns the machine's audio device once it is open,
// starting to open it on the first call. Opening happens in a goroutine,
// so a driver that is slow or hangs never stalls the game. When there is
// no device it says so once on stderr and stays silent.
func sharedDevice() (Device, bool) {
	device.Lock()
	defer device.Unlock()
	switch device.state {
	case 0:
		device.state = 1
		go func() {
			dev, err := openOto()
			device.Lock()
			defer device.Unlock()
			if err != nil {
				device.state = 3
				fmt.Fprintf(os.Stderr, "krygothic: no sound: %v\n", err)
				return
			}
			device.state, device.dev = 2, dev
		}()
	case 2:
		return device.dev, true
	}
	return nil, false
}
