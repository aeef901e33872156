package speaker

import (
	"bytes"

	"github.com/ebitengine/oto/v3"

	"github.com/krygothic/krygothic/game/sound"
)

// otoDevice is the audio device through oto.
type otoDevice struct{ ctx *oto.Context }

// openOto opens the audio device for sound.PCM's format and waits until
// it is ready or has failed.
func openOto() (Device, error) {
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:      sound.SampleRate,
		ChannelCount:    sound.Channels,
		Format:          oto.FormatSignedInt16LE,
		ApplicationName: "Kry-Gothic",
	})
	if err != nil {
		return nil, err
	}
	<-ready
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return otoDevice{ctx}, nil
}

// Play starts pcm on a new oto player.
func (d otoDevice) Play(pcm []byte) Voice {
	p := d.ctx.NewPlayer(bytes.NewReader(pcm))
	p.Play()
	return p
}
