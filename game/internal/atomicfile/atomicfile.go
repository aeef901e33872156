// Package atomicfile writes files so that a crash never leaves half of
// one: the data goes to a temporary file beside the target, is synced,
// and is renamed into place, and then the folder is synced so that the
// rename itself survives a power cut. Saves, settings and screenshots use
// it.
//
// # What may be replaced
//
// Write only ever replaces a regular file. A path that exists and is
// anything else (a device such as /dev/null, a named pipe, a folder, a
// socket) is refused with an error that names it and wraps ErrNotRegular,
// and is left as it was.
//
// A path whose last element is a symbolic link is followed: the link is
// resolved (through any chain of links, and also when it dangles, relative
// to the folder of the link that names it) and the new file is written
// atomically beside its target and renamed onto the target, so the link
// stays a link and now shows the new content. The target must be a regular
// file or not exist yet (a dangling link's target is created, with its
// folder); a link to a device, pipe or folder is refused like the thing
// itself. Folders along the path may be links; they are used as they are.
//
// Replacing makes a new file: the old file's permissions, owner and any
// hard links to it are not carried over. The new file is readable by
// everyone (0644).
//
// # Temporary files
//
// The temporary file is named "." + name + ".tmp-" + PID + "-" + random
// digits, with the writing process's id, so that one left by a process
// that crashed or was killed can be recognised. Sweep removes those, and
// Write itself first removes the ones left for the same name in the same
// folder, so the next save of a file cleans up after a crashed earlier one.
package atomicfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// ErrNotRegular is wrapped by the error Write returns when the path (or
// the target of the link at the path) exists and is not a regular file.
var ErrNotRegular = errors.New("not a regular file")

// notRegularError says that path, or target when path is a link to it,
// exists and is not a regular file.
type notRegularError struct {
	path, target string
}

func (e *notRegularError) Error() string {
	const why = "exists and is not a regular file (a device, pipe or folder); choose another name"
	if e.target != e.path {
		return fmt.Sprintf("%s is a link to %s, which %s", e.path, e.target, why)
	}
	return e.path + " " + why
}

func (e *notRegularError) Unwrap() error { return ErrNotRegular }

// maxLinks is how many links in a row Write follows before giving up.
const maxLinks = 40

// Write creates or replaces path with what write puts out, making the
// file's directory if needed. The file is readable by everyone (0644).
// If path exists and is not a regular file Write refuses, and if it is a
// symbolic link Write replaces the link's target (see the package doc).
func Write(path string, write func(w io.Writer) error) error {
	target, err := resolve(path)
	if err != nil {
		return err
	}
	dir, base := filepath.Dir(target), filepath.Base(target)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	// Clean up after an earlier writer of this file that crashed. It is
	// only tidying, so its failures do not stop the save.
	sweep(dir, tempPrefix(base), time.Now())

	tmp, err := os.CreateTemp(dir, tempPrefix(base)+strconv.Itoa(os.Getpid())+"-*")
	if err != nil {
		return err
	}
	renamed := false
	defer func() {
		if !renamed {
			os.Remove(tmp.Name())
		}
	}()
	if err := write(tmp); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), target); err != nil {
		return err
	}
	renamed = true
	if err := syncDir(dir); err != nil {
		return fmt.Errorf("%s was written but its folder could not be synced, so it may not survive a power cut: %w", path, err)
	}
	return nil
}

// Check reports what Write would refuse path for, without writing: a
// path (or a link's target) that exists and is not a regular file, or
// links that cannot be followed. A caller with a long task before the
// write checks first, so it fails before the task rather than after.
func Check(path string) error {
	_, err := resolve(path)
	return err
}

// WriteBytes writes data to path atomically.
func WriteBytes(path string, data []byte) error {
	return Write(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// resolve is the file Write should replace for path: path itself, or the
// target of the link(s) at path. It is an error if that exists and is not
// a regular file.
func resolve(path string) (string, error) {
	cur := path
	for range maxLinks {
		fi, err := os.Lstat(cur)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return cur, nil // a new file
		case err != nil:
			return "", err
		case fi.Mode()&fs.ModeSymlink != 0:
			if resolved, err := filepath.EvalSymlinks(cur); err == nil {
				cur = resolved // the whole chain resolves; checked on the next turn
				continue
			}
			// A dangling link (or a loop, caught by the count): follow one
			// step, relative to the folder the link is in.
			link, err := os.Readlink(cur)
			if err != nil {
				return "", err
			}
			if !filepath.IsAbs(link) {
				link = filepath.Join(filepath.Dir(cur), link)
			}
			cur = link
		case !fi.Mode().IsRegular():
			return "", &notRegularError{path: path, target: cur}
		default:
			return cur, nil
		}
	}
	return "", fmt.Errorf("%s: too many links to follow", path)
}

// tmpMarker separates a temporary file's target name from the writer's
// process id and the random part.
const tmpMarker = ".tmp-"

// maxTempBase is the most of the target's name a temporary file's name
// keeps, so that the name stays under the usual 255-byte limit.
const maxTempBase = 200

// tempPrefix is how the names of the temporary files for a file called
// base begin: "." + base + ".tmp-", with base cut short if it is long.
func tempPrefix(base string) string {
	if len(base) > maxTempBase {
		n := maxTempBase
		for n > 0 && !utf8.RuneStart(base[n]) {
			n--
		}
		base = base[:n]
	}
	return "." + base + tmpMarker
}

// tempPID reports whether name is the name of one of this package's
// temporary files, and if so the id of the process that wrote it.
func tempPID(name string) (int, bool) {
	if !strings.HasPrefix(name, ".") {
		return 0, false
	}
	i := strings.LastIndex(name, tmpMarker)
	if i < 2 { // "." and at least one byte of the target's name
		return 0, false
	}
	pid, random, ok := strings.Cut(name[i+len(tmpMarker):], "-")
	if !ok || !digits(pid) || !digits(random) {
		return 0, false
	}
	n, err := strconv.ParseInt(pid, 10, 32)
	if err != nil {
		return 0, false
	}
	return int(n), true
}

func digits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// staleAfter is the age after which a temporary file is removed even if a
// process with its writer's id is running: by then that is another process
// that was given the same id.
const staleAfter = time.Hour

// Sweep removes from dir the temporary files this package's Write leaves
// when the process writing dies mid-save (a crash, a kill, a power cut):
// those whose writing process is no longer running, and those older than
// an hour whatever the process (process ids are reused). Temporary files
// of saves under way in running processes, this one included, are left
// alone. It reports how many files it removed. A dir that does not exist
// has nothing to sweep and is not an error; files that cannot be removed
// are, but Sweep carries on with the others.
//
// A process that was killed but not yet waited for by its parent (a
// zombie) counts as running.
func Sweep(dir string) (removed int, err error) {
	return sweep(dir, "", time.Now())
}

// sweep is Sweep limited to the temporary files whose names begin with
// prefix.
func sweep(dir, prefix string, now time.Time) (int, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	self := os.Getpid()
	removed := 0
	var errs []error
	for _, e := range entries {
		name := e.Name()
		if !e.Type().IsRegular() || !strings.HasPrefix(name, prefix) {
			continue
		}
		pid, ok := tempPID(name)
		if !ok {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			continue // gone already: renamed or removed by its writer
		}
		old := now.Sub(fi.ModTime()) > staleAfter
		if !old && (pid == self || alive(pid)) {
			continue
		}
		switch err := os.Remove(filepath.Join(dir, name)); {
		case err == nil:
			removed++
		case !errors.Is(err, fs.ErrNotExist):
			errs = append(errs, err)
		}
	}
	return removed, errors.Join(errs...)
}
