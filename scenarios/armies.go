package scenarios

import (
	"fmt"
	"github.com/krygothic/krygothic/rules/modules"
	"io/fs"
	"slices"
	"strings"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
)

// OpenArmy loads the army list nameOrPath names, by the rule scenarios
// are named by (IsPath): a path is a file on disk, anything else a shipped
// army list's name (ShippedArmies). It is checked for a battle of the
// given size (army.CheckSized; 0 counts as 1). An unknown name is an error
// that lists the shipped ones.
func OpenArmy(nameOrPath string, c *content.Content, size int) (*army.Army, error) {
	size = max(size, 1)
	if IsPath(nameOrPath) {
		src, err := datafile.ReadFile(nameOrPath, datafile.MaxArmyFile)
		if err != nil {
			return nil, fmt.Errorf("army %s: cannot read: %w", nameOrPath, err)
		}
		return army.ParseSized(nameOrPath, src, c, size, modules.Fields(c))
	}
	names := ShippedArmies()
	if !slices.Contains(names, nameOrPath) {
		return nil, fmt.Errorf("no shipped army called %q (there are: %s); to open a file, give its path "+
			"with a / or a .yaml ending, such as ./%s.yaml", nameOrPath, strings.Join(names, ", "), nameOrPath)
	}
	src, shown, err := shippedArmy(nameOrPath)
	if err != nil {
		return nil, err
	}
	return army.ParseSized(shown, src, c, size, modules.Fields(c))
}

// shippedArmy reads the shipped army list name, and says how messages name
// its file.
func shippedArmy(name string) (src []byte, shown string, err error) {
	src, err = fs.ReadFile(Armies, "armies/"+name+".yaml")
	return src, "scenarios/armies/" + name + ".yaml", err
}
