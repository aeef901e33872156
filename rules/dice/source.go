package dice

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
)

// Source yields the faces of six-sided dice.
type Source interface {
	// D6 returns the next face, 1 to 6. why names the roll asking for the
	// die; sources that can run out use it in their error.
	D6(why string) (int, error)
}

// Seeded is a pseudo-random Source: the same seed always gives the same
// faces. It is not safe for concurrent use.
type Seeded struct {
	rng *rand.Rand
}

// NewSeeded returns a Source seeded with seed (PCG, math/rand/v2).
func NewSeeded(seed uint64) *Seeded {
	return &Seeded{rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// D6 returns a uniformly random face; it never fails.
func (s *Seeded) D6(string) (int, error) {
	return 1 + s.rng.IntN(6), nil
}

// Scripted is a Source that hands out a fixed list of faces in order.
type Scripted struct {
	faces []int
	next  int
}

// NewScripted returns a Source that yields faces in order. Every face must
// be 1 to 6.
func NewScripted(faces ...int) (*Scripted, error) {
	for i, f := range faces {
		if f < 1 || f > 6 {
			return nil, fmt.Errorf("dice script: face %d is %d; a six-sided die shows 1 to 6", i+1, f)
		}
	}
	return &Scripted{faces: append([]int(nil), faces...)}, nil
}

// Faces returns a copy of every face in the script, used or not.
func (s *Scripted) Faces() []int { return slices.Clone(s.faces) }

// ParseScript reads a comma-separated list of faces such as "6,2,5".
// Spaces around faces are allowed; an empty string is an empty script.
func ParseScript(list string) (*Scripted, error) {
	var faces []int
	if strings.TrimSpace(list) != "" {
		for i, field := range strings.Split(list, ",") {
			f, err := strconv.Atoi(strings.TrimSpace(field))
			if err != nil {
				return nil, fmt.Errorf("dice script: entry %d is %q, not a number", i+1, strings.TrimSpace(field))
			}
			faces = append(faces, f)
		}
	}
	return NewScripted(faces...)
}

// D6 returns the next scripted face, or an error naming the roll that wanted
// a die after the script ran out.
func (s *Scripted) D6(why string) (int, error) {
	if s.next >= len(s.faces) {
		return 0, fmt.Errorf("dice script ran out: %s wanted die %d, but the script holds only %d", why, s.next+1, len(s.faces))
	}
	f := s.faces[s.next]
	s.next++
	return f, nil
}

// Remaining is the number of faces not yet used.
func (s *Scripted) Remaining() int { return len(s.faces) - s.next }
