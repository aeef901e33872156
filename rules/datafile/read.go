package datafile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"unicode/utf8"
)

// The largest files each kind of input may be. Every file the game reads
// from a player is checked against its limit before it is read, so a huge
// or endless file (a device such as /dev/zero, a pipe) costs nothing.
const (
	MaxScenarioFile = 1 << 20   // a scenario: a 200×200 map is 40 KiB
	MaxArmyFile     = 256 << 10 // an army list
	MaxContentFile  = 1 << 20   // one file of a content folder
	MaxOrdersFile   = 1 << 20   // a kg run orders file
	MaxRecordFile   = 8 << 20   // a match record or save
	MaxSettingsFile = 256 << 10 // the settings file
	MaxLevelsFile   = 256 << 10 // an AI levels file (game/ai/levels.yaml's form)
)

// ReadFile reads the file at path from disk, refusing a folder, and a
// file over max bytes: a regular file's size is checked before anything is
// read; anything else (a device, a pipe, /dev/stdin) is read only up to
// the limit, so an endless one such as /dev/zero is refused at once and an
// empty one such as /dev/null reads as empty. A symbolic link is followed.
// The error names the file.
func ReadFile(path string, max int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readLimited(path, f, max)
}

// ReadFS is ReadFile for a file system: name is opened in fsys, shown names
// it in errors.
func ReadFS(fsys fs.FS, name, shown string, max int64) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readLimited(shown, f, max)
}

// ErrTooLarge is the error of a file over its limit.
var ErrTooLarge = errors.New("file too large")

// readLimited reads f, at most max bytes of it: a regular file's size is
// checked first; anything is read at most max+1 bytes, in case it grows
// or never ends.
func readLimited(shown string, f fs.File, max int64) ([]byte, error) {
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	regular := info.Mode().IsRegular()
	switch {
	case info.IsDir():
		return nil, fmt.Errorf("%s is a folder, not a file", shown)
	case regular && info.Size() > max:
		return nil, fmt.Errorf("%w: %s is %s; the limit is %s", ErrTooLarge, shown, Size(info.Size()), Size(max))
	}
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > max {
		what := "grew past"
		if !regular {
			what = "is not a regular file and gives more than"
		}
		return nil, fmt.Errorf("%w: %s %s the limit of %s", ErrTooLarge, shown, what, Size(max))
	}
	return data, nil
}

// Size writes a byte count as people read it: 512 bytes, 4 KiB, 1 MiB.
func Size(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}

// CheckText reports where src stops being text a person wrote: the first
// byte that is not UTF-8, a NUL or another control character (a tab, a
// line feed and a carriage return are fine), as a positioned error. A
// binary file fails here, with a place, before any parser sees it.
func CheckText(file string, src []byte) *Error {
	line, col := 1, 1
	for i := 0; i < len(src); {
		r, size := utf8.DecodeRune(src[i:])
		at := Pos{File: file, Line: line, Col: col}
		switch {
		case r == utf8.RuneError && size <= 1:
			return &Error{Pos: at, Msg: fmt.Sprintf("byte 0x%02x is not UTF-8 text: is this a binary file? Data files are UTF-8 text", src[i])}
		case r == 0:
			return &Error{Pos: at, Msg: "a NUL byte: is this a binary file? Data files are UTF-8 text"}
		case r < 0x20 && r != '\t' && r != '\n' && r != '\r', r == 0x7f:
			return &Error{Pos: at, Msg: fmt.Sprintf("control character U+%04X; data files are text (tabs and line breaks only)", r)}
		case r == 0xfeff && i == 0: // a byte-order mark starts many Windows files
		}
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
		i += size
	}
	return nil
}

// aliasAt finds where the alias *name is written in src, for the YAML
// library's "unknown anchor" error, which has no line.
func aliasAt(file string, src []byte, name string) Pos {
	text := string(src)
	i := strings.Index(text, "*"+name)
	if i < 0 {
		return Pos{File: file, Line: 1, Col: 1}
	}
	return offsetPos(file, text, i)
}

// OffsetPos is where byte offset i of a file's data stands: its line and
// column (in characters); an offset past either end is taken as that end.
// A JSON decoder's error gives an offset; a message gives the position.
func OffsetPos(file string, data []byte, i int64) Pos {
	return offsetPos(file, string(data), int(max(0, min(i, int64(len(data))))))
}

// offsetPos is the line and column (in characters) of byte offset i.
func offsetPos(file, text string, i int) Pos {
	before := text[:i]
	line := 1 + strings.Count(before, "\n")
	col := 1 + utf8.RuneCountInString(before[strings.LastIndexByte(before, '\n')+1:])
	return Pos{File: file, Line: line, Col: col}
}

// deepest finds where src's flow brackets ([ and {) first nest limit
// deep (or where they nest deepest), for the YAML library's depth error,
// which has no line.
func deepest(file string, src []byte, limit int) Pos {
	text := string(src)
	depth, most, at := 0, 0, 0
	for i := 0; i < len(text) && most < limit; i++ {
		switch text[i] {
		case '[', '{':
			depth++
			if depth > most {
				most, at = depth, i
			}
		case ']', '}':
			depth--
		}
	}
	return offsetPos(file, text, at)
}
