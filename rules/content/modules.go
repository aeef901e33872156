package content

import (
	"errors"
	"io/fs"

	"github.com/krygothic/krygothic/rules/datafile"
)

// ModuleData is the data of the rule modules (docs/modules.md), read from
// modules.yaml so a mod can change it. A content folder without that
// file (one made before there were modules) has none: each module then
// plays with its shipped values.
type ModuleData struct {
	Keys datafile.Keys `yaml:"-"`
	// Sections are the sections of the modules that read their data
	// themselves (rules/modules), by module name, as written.
	Sections datafile.Extra `yaml:"-"`
}

// readModules reads modules.yaml into c, when the folder has one.
func (l *loader) readModules(c *Content) {
	c.Modules = ModuleData{}
	if _, err := fs.Stat(l.fsys, "modules.yaml"); errors.Is(err, fs.ErrNotExist) {
		return
	}
	var m ModuleData
	if !l.read("modules.yaml", &m) {
		return
	}
	c.Modules = m
}
