package scenarios

import (
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/krygothic/krygothic/rules/content"
)

// Source is a scenario as a player, a command line or a record names it:
// a shipped scenario by its name, or a scenario file by its path.
type Source struct {
	// Name is as given: the shipped scenario's name or the file's path.
	Name string
	// Shipped is true for a scenario built into the game (Shipped), false
	// for a file on disk.
	Shipped bool
}

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
// (IsPath) is a file, anything else the name of a shipped scenario. A
// name no shipped scenario has is an error that lists the shipped names
// and says how to give a file instead. A file is not read here: Load
// reports one that is missing or has mistakes.
func Resolve(nameOrPath string) (Source, error) {
	if IsPath(nameOrPath) {
		return Source{Name: nameOrPath}, nil
	}
	names := Shipped()
	if !slices.Contains(names, nameOrPath) {
		return Source{}, fmt.Errorf("no shipped scenario called %q (there are: %s); to open a file, give its path "+
			"with a / or a .yaml ending, such as ./%s", nameOrPath, strings.Join(names, ", "), nameOrPath)
	}
	return Source{Name: nameOrPath, Shipped: true}, nil
}

// Load reads and checks the scenario: the embedded copy of a shipped one
// (LoadShipped), or the file (LoadFile).
func (s Source) Load(c *content.Content) (*Scenario, error) {
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
