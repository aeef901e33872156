package settings

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"reflect"
	"sort"
	"strings"

	"github.com/krygothic/krygothic/game/internal/atomicfile"
	"github.com/krygothic/krygothic/rules/datafile"
)

// FileName is the settings file's name inside ConfigDir.
const FileName = "settings.json"

// Load reads the settings file at path. It always returns settings the
// game can use, and an error saying what was wrong with the file, if
// anything:
//   - no file: the defaults, and no error;
//   - a file that is not JSON settings at all: the defaults, and an error
//     naming the file and the line and column of the fault; the file is
//     kept, renamed to <path>.bad (or .bad-2, .bad-3, …), so a later Save
//     cannot overwrite it;
//   - a value of the wrong type: the default for that setting, the rest
//     read, and an error naming the setting with its line and column;
//   - a value out of range: clamped, and an error naming the setting;
//   - an unknown setting or key binding: ignored or dropped, and named.
//
// Settings left out of the file keep their defaults.
func Load(path string) (Settings, error) {
	data, err := datafile.ReadFile(path, datafile.MaxSettingsFile)
	if errors.Is(err, fs.ErrNotExist) {
		return Default(), nil
	}
	if err != nil {
		return Default(), fmt.Errorf("%s: %w", path, err)
	}
	s, p, err := decode(path, data)
	if err != nil {
		// The stream decoder's offsets count from the value it was in:
		// ask the whole-document decoder where the fault is.
		var v any
		var se *json.SyntaxError
		if uerr := json.Unmarshal(data, &v); errors.As(uerr, &se) {
			err = se
		}
		// Nothing could be read: keep the file out of harm's way.
		return Default(), corrupt(path, data, err)
	}
	s, cp := s.clamp()
	for _, x := range cp {
		p = append(p, path+": "+x)
	}
	return s, p.err()
}

// decode reads data over the defaults one setting at a time, so a value
// of the wrong type costs only that setting. The error is for a file that
// is not a JSON object at all; the problems are about single settings.
func decode(path string, data []byte) (Settings, Problems, error) {
	s := Default()
	var p Problems
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err != nil {
		return s, nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return s, nil, &fault{offset: dec.InputOffset(), msg: "want a JSON object of settings"}
	}
	v := reflect.ValueOf(&s).Elem()
	known := jsonNames(v.Type())
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return s, nil, err
		}
		key, _ := tok.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return s, nil, err
		}
		start := dec.InputOffset() - int64(len(raw))
		i := indexFold(known, key)
		if i < 0 {
			line, col := position(data, start+1)
			p = append(p, fmt.Sprintf("%s:%d:%d: unknown setting %q, ignored (known: %s)", path, line, col, key, strings.Join(known, ", ")))
			continue
		}
		f := v.Field(i)
		val := reflect.New(f.Type())
		if err := json.Unmarshal(raw, val.Interface()); err != nil {
			off := start + 1 // the value's first byte
			var te *json.UnmarshalTypeError
			if errors.As(err, &te) {
				if te.Offset < int64(len(raw)) {
					off = start + te.Offset // past a value inside it
				}
				err = fmt.Errorf("want %s, not a JSON %s", te.Type, te.Value)
			}
			line, col := position(data, off)
			p = append(p, fmt.Sprintf("%s:%d:%d: %s: %v; using the default", path, line, col, known[i], err))
			continue
		}
		f.Set(val.Elem())
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return s, nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		if err == nil {
			return s, nil, &fault{offset: dec.InputOffset(), msg: "more after the settings' closing brace"}
		}
		return s, nil, err
	}
	return s, p, nil
}

// fault is a file that is JSON but not settings, and where it goes wrong.
type fault struct {
	offset int64
	msg    string
}

func (e *fault) Error() string { return e.msg }

// corrupt keeps a file that could not be read as settings under a .bad
// name and says where it went wrong.
func corrupt(path string, data []byte, err error) error {
	where := path
	var se *json.SyntaxError
	var ft *fault
	switch {
	case len(bytes.TrimSpace(data)) == 0:
		err = errors.New("the file is empty")
	case errors.As(err, &se) && se.Offset >= int64(len(data)):
		line, col := at(data, len(data))
		where = fmt.Sprintf("%s:%d:%d", path, line, col)
		err = errors.New("the file ends in the middle of the settings")
	case errors.As(err, &se):
		line, col := position(data, se.Offset)
		where = fmt.Sprintf("%s:%d:%d", path, line, col)
	case errors.As(err, &ft):
		line, col := position(data, ft.offset)
		where = fmt.Sprintf("%s:%d:%d", path, line, col)
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		line, col := at(data, len(data))
		where = fmt.Sprintf("%s:%d:%d", path, line, col)
		err = errors.New("the file ends in the middle of the settings")
	}
	kept, rerr := keepBad(path)
	if rerr != nil {
		return fmt.Errorf("%s: not a settings file (%v); using the defaults; the file is left as it is (%v)", where, err, rerr)
	}
	return fmt.Errorf("%s: not a settings file (%v); using the defaults; the file is kept as %s", where, err, kept)
}

// keepBad renames path to the first free name of <path>.bad, .bad-2, ….
func keepBad(path string) (string, error) {
	for i := 1; i < 1000; i++ {
		bad := path + ".bad"
		if i > 1 {
			bad = fmt.Sprintf("%s.bad-%d", path, i)
		}
		if _, err := os.Lstat(bad); errors.Is(err, fs.ErrNotExist) {
			return bad, os.Rename(path, bad)
		}
	}
	return "", errors.New("too many .bad files beside it")
}

// position turns a byte offset the JSON decoder reports (just past the
// byte at fault) into the 1-based line and column of that byte.
func position(data []byte, offset int64) (line, col int) {
	return at(data, min(max(int(offset)-1, 0), len(data)))
}

// at is the 1-based line and column of data[i] (or of the end, at
// len(data)).
func at(data []byte, i int) (line, col int) {
	before := data[:i]
	return 1 + bytes.Count(before, []byte("\n")), i - bytes.LastIndexByte(before, '\n')
}

func jsonNames(t reflect.Type) []string {
	var names []string
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" {
			names = append(names, name)
		}
	}
	return names
}

func indexFold(list []string, s string) int {
	for i, x := range list {
		if strings.EqualFold(x, s) {
			return i
		}
	}
	return -1
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Save writes s to path atomically: a temporary file beside it, renamed
// into place, so a crash never leaves half a file. It creates the folder,
// and refuses settings that Validate rejects.
func Save(path string, s Settings) error {
	if err := s.Validate(); err != nil {
		return fmt.Errorf("settings not saved: %w", err)
	}
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.WriteBytes(path, append(data, '\n'))
}
