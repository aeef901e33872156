package scenarios

import (
	"fmt"
	"github.com/krygothic/krygothic/rules/modules"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/scenarios/generate"
)

// Source is a scenario as a player, a command line or a record names it:
// a shipped scenario by its name, or a scenario file by its path.
type Source struct {
	// Name is as given: the shipped scenario's name or the file's path.
	Name string
	// Shipped is true for a scenario built into the game (Shipped), false
	// for a file on disk.
	Shipped bool
	// Random, when not 0, is the seed of a random mission ("random-SEED",
	// package generate): the game builds its deck from the seed.
	Random uint64
}

// RandomPrefix begins the name of a random mission: "random-42".
const RandomPrefix = "random-"

// randomSeed reads a random mission's name, "random-SEED" with SEED as
// ParseSeed reads it.
func randomSeed(name string) (uint64, bool, error) {
	digits, ok := strings.CutPrefix(name, RandomPrefix)
	if !ok {
		return 0, false, nil
	}
	seed, err := ParseSeed(digits)
	if err != nil {
		return 0, true, fmt.Errorf("%q: a random mission is named random-SEED, such as random-42; %v", name, err)
	}
	return seed, true, nil
}

// ParseSeed reads a random mission's seed, the one way every name and
// command line reads it: a whole number from 1 to 2⁶⁴−1 in decimal
// digits. Leading zeros are allowed and mean nothing: "010" is 10, never
// octal, so random-010 is random-10.
func ParseSeed(digits string) (uint64, error) {
	seed, err := strconv.ParseUint(digits, 10, 64)
	if err != nil || seed == 0 {
		return 0, fmt.Errorf("the seed %q is not a whole number from 1 to %d in decimal digits", digits, uint64(1<<64-1))
	}
	return seed, nil
}

// Source is a random mission's scenario source, as generate writes it for
// the shipped armies; an error for any other scenario.
func (s Source) Source(c *content.Content) ([]byte, error) {
	if s.Random == 0 {
		return nil, fmt.Errorf("%s is no random mission", s.Name)
	}
	return generate.Mission(s.Random, randomArmies(c)), nil
}

// OnDisk reports whether the scenario is a file on disk, which may change
// while the game runs: neither built into the game nor built from a seed.
func (s Source) OnDisk() bool { return !s.Shipped && s.Random == 0 }

// Random is the source of the random mission of seed (GAP-33).
func Random(seed uint64) Source { return Source{Name: generate.Name(seed), Random: seed} }

// IsPath reports whether nameOrPath names a file rather than a shipped
// scenario: it holds a path separator ("/", or the system's own) or ends
// in ".yaml" or ".yml" (in any case). Nothing is read from disk, so the
// answer does not depend on the folder the game runs in.
func IsPath(nameOrPath string) bool {
	if strings.ContainsRune(nameOrPath, '/') || strings.ContainsRune(nameOrPath, os.PathSeparator) {
		return true
	}
	lower := strings.ToLower(nameOrPath)
	return strings.HasSuffix(lower, ".yaml") || strings.HasSuffix(lower, ".yml")
}

// Resolve says which scenario nameOrPath means, by one rule: a path
// (IsPath) is a file, "random-SEED" a random mission, anything else the
// name of a shipped scenario. A
// name no shipped scenario has is an error that lists the shipped names
// and says how to give a file instead. A file is not read here: Load
// reports one that is missing or has mistakes.
func Resolve(nameOrPath string) (Source, error) {
	if IsPath(nameOrPath) {
		return Source{Name: nameOrPath}, nil
	}
	if seed, random, err := randomSeed(nameOrPath); random {
		if err != nil {
			return Source{}, err
		}
		return Random(seed), nil
	}
	names := Shipped()
	if !slices.Contains(names, nameOrPath) {
		return Source{}, fmt.Errorf("no shipped scenario called %q (there are: %s); to open a file, give its path "+
			"with a / or a .yaml ending, such as ./%s", nameOrPath, strings.Join(names, ", "), nameOrPath)
	}
	return Source{Name: nameOrPath, Shipped: true}, nil
}

// Load reads and checks the scenario: a random mission built from its
// seed, the embedded copy of a shipped one (LoadShipped), or the file
// (LoadFile).
func (s Source) Load(c *content.Content) (*Scenario, error) {
	if s.Random != 0 {
		src, _ := s.Source(c)
		file := s.Name + ".yaml"
		return LoadFiles(file, file, map[string][]byte{file: src}, c)
	}
	if s.Shipped {
		return LoadShipped(s.Name, c)
	}
	return LoadFile(s.Name, c)
}

// Open loads the scenario nameOrPath names, a shipped scenario's name or
// a file's path (Resolve says which): the one way the game, its tools and
// its records find a scenario by name.
func Open(nameOrPath string, c *content.Content) (*Scenario, error) {
	src, err := Resolve(nameOrPath)
	if err != nil {
		return nil, err
	}
	return src.Load(c)
}

// randomArmies are the armies a random mission picks its sides from:
// every shipped army list, its side named after its team.
func randomArmies(c *content.Content) []generate.Army {
	var out []generate.Army
	for _, name := range ShippedArmies() {
		a := generate.Army{ID: name, Name: name}
		if src, err := fs.ReadFile(Armies, "armies/"+name+".yaml"); err == nil {
			if list, err := army.Parse(name+".yaml", src, c, modules.Fields(c)); err == nil && list.Team != nil {
				a.Name = list.Team.Name
			}
		}
		out = append(out, a)
	}
	return out
}
