package settings

import (
	"errors"
	"fmt"
	"io/fs"

	"github.com/krygothic/krygothic/game/bindings"
	"github.com/krygothic/krygothic/rules/datafile"
)

// SaveBindings writes key bindings b into the settings file at path and
// nothing else: every other setting keeps the value the file holds (the
// defaults when there is no file), so values applied for the session but
// not saved never reach the file with them. A file that cannot be read
// as settings is left alone and the bindings are not saved.
func SaveBindings(path string, b bindings.Bindings) error {
	s := Default()
	data, err := datafile.ReadFile(path, datafile.MaxSettingsFile)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return fmt.Errorf("key bindings not saved: %s: %w", path, err)
	default:
		read, _, err := decode(path, data)
		if err != nil {
			return fmt.Errorf("key bindings not saved: %s is not a settings file (%v)", path, err)
		}
		s, _ = read.clamp()
	}
	s.Bindings = b
	return Save(path, s)
}
