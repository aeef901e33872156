// Package scenarios holds the files a match is set up from, embedded in the
// game: the scenario files (maps, forces, events, victory; schema in
// docs/scenarios.md) and the shipped army lists, with the loader that
// checks them.
package scenarios

import (
	"embed"
	"io/fs"
	"sort"
	"strings"

	"github.com/krygothic/krygothic/rules/content"
)

// Armies holds the shipped army lists, one per playable team, as
// armies/<team>.yaml.
//
//go:embed armies/*.yaml
var Armies embed.FS

// files holds the shipped scenarios.
//
//go:embed maps/*.yaml
var files embed.FS

// DefaultName is the shipped scenario the game opens with.
const DefaultName = "hangar-deathmatch"

// DefaultVersusAIName is the shipped scenario a match against the AI
// opens on (the new-match page's first choice, krygothic play --ai): a
// small store room where the sides meet in the first AP round or two,
// where the Hangar's 72" deck takes five rounds against a player who
// holds back.
const DefaultVersusAIName = "first-battle"

// Shipped lists the shipped scenarios by name, the default first.
func Shipped() []string {
	names := listNames(files, "maps")
	sort.SliceStable(names, func(i, j int) bool { return names[i] == DefaultName && names[j] != DefaultName })
	return names
}

// ShippedArmies lists the shipped army lists by name.
func ShippedArmies() []string { return listNames(Armies, "armies") }

// listNames lists the .yaml files of a folder, without the extension.
func listNames(fsys fs.FS, dir string) []string {
	entries, _ := fs.ReadDir(fsys, dir)
	var out []string
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".yaml"); ok {
			out = append(out, name)
		}
	}
	return out
}

// LoadShipped loads a shipped scenario by name.
func LoadShipped(name string, c *content.Content) (*Scenario, error) {
	return Load(files, "maps/"+name+".yaml", "scenarios/maps/"+name+".yaml", c)
}

// Default loads the scenario the game opens with.
func Default(c *content.Content) (*Scenario, error) { return LoadShipped(DefaultName, c) }
