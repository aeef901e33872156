package atomicfile_test

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/krygothic/krygothic/game/internal/atomicfile"
)

func TestWriteReplacesWhole(t *testing.T) {
	path := filepath.Join(t.TempDir(), "deep", "save.json")
	if err := atomicfile.WriteBytes(path, []byte("first")); err != nil {
		t.Fatal(err)
	}
	if err := atomicfile.WriteBytes(path, []byte("second")); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil || string(got) != "second" {
		t.Fatalf("%q %v", got, err)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o644 {
		t.Errorf("mode %v", st.Mode().Perm())
	}
}

// A write that fails leaves the old file as it was and no litter.
func TestFailedWriteKeepsTheOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "save.json")
	if err := atomicfile.WriteBytes(path, []byte("good")); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("disk on fire")
	err := atomicfile.Write(path, func(w io.Writer) error {
		w.Write([]byte("half"))
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("error %v", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "good" {
		t.Errorf("the old file became %q", got)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*")); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// checkRefused checks that err is Write's refusal of path.
func checkRefused(t *testing.T, err error, path string) {
	t.Helper()
	if !errors.Is(err, atomicfile.ErrNotRegular) {
		t.Fatalf("writing %s: error %v, want a refusal (ErrNotRegular)", path, err)
	}
	msg := err.Error()
	if !strings.Contains(msg, path) || !strings.Contains(msg, "not a regular file") || !strings.Contains(msg, "choose another name") {
		t.Errorf("the refusal %q does not name %s and say why", msg, path)
	}
}

// noTemps fails if dir holds any of the package's temporary files.
func noTemps(t *testing.T, dir string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("temporary file left in %s: %s", dir, e.Name())
		}
	}
}

// symlink makes a link or skips the test where links cannot be made.
func symlink(t *testing.T, target, link string) {
	t.Helper()
	if err := os.Symlink(target, link); err != nil {
		t.Skipf("cannot make symbolic links here: %v", err)
	}
}

// A folder, a device or a link to either is never replaced: Write refuses
// and names the path.
func TestWriteRefusesWhatIsNotARegularFile(t *testing.T) {
	dir := t.TempDir()

	folder := filepath.Join(dir, "folder")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	checkRefused(t, atomicfile.WriteBytes(folder, []byte("x")), folder)
	if st, err := os.Lstat(folder); err != nil || !st.IsDir() {
		t.Errorf("the folder became %v (%v)", st.Mode(), err)
	}
	noTemps(t, dir)

	st, err := os.Stat(os.DevNull)
	haveDevNull := err == nil && st.Mode()&fs.ModeDevice != 0
	// Only where a mistake cannot clobber the real /dev/null: as root, a
	// Write that did not refuse would replace it.
	if haveDevNull && os.Geteuid() > 0 {
		checkRefused(t, atomicfile.WriteBytes(os.DevNull, []byte("x")), os.DevNull)
	}

	t.Run("links", func(t *testing.T) {
		toFolder := filepath.Join(dir, "to-folder")
		symlink(t, "folder", toFolder)
		checkRefused(t, atomicfile.WriteBytes(toFolder, []byte("x")), toFolder)
		if st, err := os.Lstat(toFolder); err != nil || st.Mode()&fs.ModeSymlink == 0 {
			t.Errorf("the link to a folder became %v (%v)", st.Mode(), err)
		}
		if !haveDevNull {
			return
		}
		toNull := filepath.Join(dir, "to-null")
		symlink(t, os.DevNull, toNull)
		err := atomicfile.WriteBytes(toNull, []byte("x"))
		checkRefused(t, err, toNull)
		if !strings.Contains(err.Error(), os.DevNull) {
			t.Errorf("the refusal %q does not name the link's target", err)
		}
		if st, err := os.Lstat(toNull); err != nil || st.Mode()&fs.ModeSymlink == 0 {
			t.Errorf("the link to %s became %v (%v)", os.DevNull, st.Mode(), err)
		}
		if st, err := os.Stat(os.DevNull); err != nil || st.Mode()&fs.ModeDevice == 0 {
			t.Fatalf("%s is no longer a device: %v (%v)", os.DevNull, st.Mode(), err)
		}
		noTemps(t, dir)
	})
}

// A link is followed: the target gets the new content, beside it, and the
// link stays a link. A dangling link's target is made.
func TestWriteThroughLink(t *testing.T) {
	dir, elsewhere := t.TempDir(), t.TempDir()
	target := filepath.Join(elsewhere, "real.json")
	if err := os.WriteFile(target, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "save.json")
	symlink(t, target, link)
	var during []string
	err := atomicfile.Write(link, func(w io.Writer) error {
		entries, _ := os.ReadDir(elsewhere)
		for _, e := range entries {
			during = append(during, e.Name())
		}
		_, err := w.Write([]byte("new"))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	checkLink := func(link, to, content string) {
		t.Helper()
		st, err := os.Lstat(link)
		if err != nil || st.Mode()&fs.ModeSymlink == 0 {
			t.Fatalf("%s is no longer a link: %v (%v)", link, st.Mode(), err)
		}
		if got, _ := os.Readlink(link); got != to {
			t.Errorf("%s now links to %s, want %s", link, got, to)
		}
		if got, err := os.ReadFile(link); string(got) != content {
			t.Errorf("through %s: %q (%v), want %q", link, got, err, content)
		}
	}
	checkLink(link, target, "new")
	if st, _ := os.Stat(target); st.Mode().Perm() != 0o644 {
		t.Errorf("the target's mode is %v", st.Mode().Perm())
	}
	if len(during) != 2 || !strings.HasPrefix(during[0], ".real.json.tmp-") {
		t.Errorf("while writing, the target's folder held %q, want the target and its temporary file", during)
	}
	noTemps(t, dir)
	noTemps(t, elsewhere)

	// A relative link, through another link.
	second := filepath.Join(dir, "second.json")
	symlink(t, "save.json", second)
	if err := atomicfile.WriteBytes(second, []byte("newer")); err != nil {
		t.Fatal(err)
	}
	checkLink(second, "save.json", "newer")
	checkLink(link, target, "newer")

	// A dangling link, relative to its own folder, into a folder that is
	// not there yet.
	dangling := filepath.Join(dir, "dangling.json")
	symlink(t, filepath.Join("sub", "made.json"), dangling)
	if err := atomicfile.WriteBytes(dangling, []byte("made")); err != nil {
		t.Fatal(err)
	}
	checkLink(dangling, filepath.Join("sub", "made.json"), "made")
	noTemps(t, filepath.Join(dir, "sub"))
}

// The temporary file is named after the target and the writing process.
func TestTemporaryFileNamesTheWriter(t *testing.T) {
	dir := t.TempDir()
	var names []string
	err := atomicfile.Write(filepath.Join(dir, "save.json"), func(w io.Writer) error {
		entries, err := os.ReadDir(dir)
		for _, e := range entries {
			names = append(names, e.Name())
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	want := ".save.json.tmp-" + strconv.Itoa(os.Getpid()) + "-"
	if len(names) != 1 || !strings.HasPrefix(names[0], want) {
		t.Errorf("while writing, the folder held %q, want one %s…", names, want)
	}
}

// A name near the file system's limit still leaves room for the temporary
// file's.
func TestWriteLongName(t *testing.T) {
	path := filepath.Join(t.TempDir(), strings.Repeat("é", 120)+".json") // 245 bytes
	if err := atomicfile.WriteBytes(path, []byte("long")); err != nil {
		t.Fatal(err)
	}
	if got, err := os.ReadFile(path); string(got) != "long" {
		t.Fatalf("%q %v", got, err)
	}
}

// deadPID is the id of a process that has exited and been waited for.
func deadPID(t *testing.T) int {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "GORACE=atexit_sleep_ms=0") // under -race, exit at once
	if err := cmd.Run(); err != nil {
		t.Fatalf("running a child: %v", err)
	}
	return cmd.ProcessState.Pid()
}

// touch makes a file in dir, modified at mod (now if zero).
func touch(t *testing.T, dir, name string, mod time.Time) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte("half a save"), 0o600); err != nil {
		t.Fatal(err)
	}
	if !mod.IsZero() {
		if err := os.Chtimes(path, mod, mod); err != nil {
			t.Fatal(err)
		}
	}
	return path
}

func temp(target string, pid int, random string) string {
	return "." + target + ".tmp-" + strconv.Itoa(pid) + "-" + random
}

// Sweep removes temporary files whose writer is gone or that are over an
// hour old, and leaves running writers' files and everything else alone.
func TestSweep(t *testing.T) {
	dir := t.TempDir()
	dead := deadPID(t)
	var zero time.Time
	ago := time.Now().Add(-2 * time.Hour)
	keep := []string{
		touch(t, dir, temp("save.json", os.Getpid(), "1"), zero),      // this process, writing now
		touch(t, dir, temp("save.json", os.Getppid(), "2"), zero),     // a running process
		touch(t, dir, "save.json", ago),                               // saves, however old
		touch(t, dir, ".save.json-12345", ago),                        // not this package's name
		touch(t, dir, ".save.json.tmp-x-1", ago),                      // no process id
		touch(t, dir, "save.json.tmp-"+strconv.Itoa(dead)+"-3", zero), // not hidden
	}
	gone := []string{
		touch(t, dir, temp("save.json", dead, "4"), zero),       // its writer died
		touch(t, dir, temp("settings.json", dead, "5"), zero),   // whatever the target
		touch(t, dir, temp("save.json", os.Getpid(), "6"), ago), // an hour old: another process had the id
		touch(t, dir, temp("a.tmp-1-2.json", dead, "7"), zero),  // an odd target name
	}
	folder := filepath.Join(dir, temp("folder", dead, "8"))
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	keep = append(keep, folder)

	n, err := atomicfile.Sweep(dir)
	if err != nil || n != len(gone) {
		t.Errorf("Sweep: %d, %v; want %d removed", n, err, len(gone))
	}
	for _, p := range keep {
		if _, err := os.Lstat(p); err != nil {
			t.Errorf("%s was removed: %v", filepath.Base(p), err)
		}
	}
	for _, p := range gone {
		if _, err := os.Lstat(p); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s was left (%v)", filepath.Base(p), err)
		}
	}

	if n, err := atomicfile.Sweep(filepath.Join(dir, "missing")); n != 0 || err != nil {
		t.Errorf("Sweep of a missing folder: %d, %v", n, err)
	}
}

// The next save of a file removes what a crashed save of it left, and
// only that.
func TestWriteSweepsItsOwnLitter(t *testing.T) {
	dir := t.TempDir()
	dead := deadPID(t)
	mine := touch(t, dir, temp("save.json", dead, "1"), time.Time{})
	live := touch(t, dir, temp("save.json", os.Getppid(), "2"), time.Time{})
	other := touch(t, dir, temp("other.json", dead, "3"), time.Time{})
	if err := atomicfile.WriteBytes(filepath.Join(dir, "save.json"), []byte("x")); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(mine); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the crashed save's temporary file was left (%v)", err)
	}
	for _, p := range []string{live, other} {
		if _, err := os.Lstat(p); err != nil {
			t.Errorf("%s was removed: %v", filepath.Base(p), err)
		}
	}
}

// helperEnv, when set, turns TestHelperWriter into the writer that
// TestKillWhileWriting kills: it names the file to write.
const helperEnv = "ATOMICFILE_HELPER_WRITER"

const readyLine = "atomicfile writer ready"

// payload is a recognisable 3 MB file: a header line saying which it is,
// numbered lines, and a checksum of all that as its last lines, so that a
// file cut short or mixed shows.
func payload(kind string) []byte {
	const size = 3 << 20
	b := make([]byte, 0, size+256)
	b = fmt.Appendf(b, "atomicfile kill test payload: %s\n", kind)
	for i := 0; len(b) < size; i++ {
		b = append(b, kind...)
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(i), 10)
		b = append(b, " the quick brown fox jumps over the lazy dog\n"...)
	}
	return fmt.Appendf(b, "sha256 %x\nend\n", sha256.Sum256(b))
}

// describe says what a file that is neither payload looks like.
func describe(b []byte) string {
	head, _, _ := bytes.Cut(b, []byte("\n"))
	if len(head) > 60 {
		head = head[:60]
	}
	whole := "no checksum"
	if body, sum, ok := bytes.Cut(b, []byte("sha256 ")); ok {
		whole = fmt.Sprintf("checksum matches: %v", string(sum) == fmt.Sprintf("%x\nend\n", sha256.Sum256(body)))
	}
	return fmt.Sprintf("%d bytes, first line %q, %s", len(b), head, whole)
}

// TestHelperWriter is not a test: run by TestKillWhileWriting with
// helperEnv set, it saves the old and the new payload in turn to one file
// until it is killed.
func TestHelperWriter(t *testing.T) {
	path := os.Getenv(helperEnv)
	if path == "" {
		return
	}
	payloads := [2][]byte{payload("old"), payload("new")}
	fmt.Println(readyLine)
	// Never outlive a parent that died before killing us.
	for i, deadline := 0, time.Now().Add(20*time.Second); time.Now().Before(deadline); i++ {
		data := payloads[i%2]
		err := atomicfile.Write(path, func(w io.Writer) error {
			for len(data) > 0 { // in pieces, so that a kill can land between them
				n, err := w.Write(data[:min(len(data), 64<<10)])
				if err != nil {
					return err
				}
				data = data[n:]
			}
			return nil
		})
		if err != nil {
			fmt.Fprintln(os.Stderr, "writer:", err)
			os.Exit(2)
		}
	}
	os.Exit(3)
}

// startWriter starts TestHelperWriter in a child process writing path,
// and returns once it is about to write.
func startWriter(t *testing.T, path string) (*exec.Cmd, *bytes.Buffer) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperWriter$")
	cmd.Env = append(os.Environ(), helperEnv+"="+path)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	ready := make(chan error, 1)
	go func() {
		r := bufio.NewReader(out)
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				ready <- err
				return
			}
			if strings.TrimSpace(line) == readyLine {
				ready <- nil
				return
			}
		}
	}()
	select {
	case err = <-ready:
	case <-time.After(10 * time.Second):
		err = errors.New("not ready after 10s")
	}
	if err != nil {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("the writer did not start: %v\n%s", err, stderr.Bytes())
	}
	return cmd, &stderr
}

// A save killed at any moment leaves the old file or the new one, whole,
// and the temporary files it leaves are swept up. (Issue 13.)
func TestKillWhileWriting(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the writer is killed the unix way")
	}
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("ATOMICFILE_KILL_SEED"); s != "" {
		var err error
		if seed, err = strconv.ParseUint(s, 10, 64); err != nil {
			t.Fatalf("ATOMICFILE_KILL_SEED: %v", err)
		}
	}
	t.Logf("seed %d (set ATOMICFILE_KILL_SEED to repeat)", seed)
	r := rand.New(rand.NewPCG(seed, seed))
	runs := 60
	if testing.Short() {
		runs = 10
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "save.bin")
	oldData, newData := payload("old"), payload("new")
	var absent, sawOld, sawNew, midWrite int
	for i := range runs {
		// The delay counts from when the child is ready, so that its
		// start-up (slow and uneven under -race) does not use it up.
		delay := time.Duration(1+r.IntN(60)) * time.Millisecond
		cmd, stderr := startWriter(t, path)
		time.Sleep(delay)
		cmd.Process.Kill()
		err := cmd.Wait() // reaped: its id is no longer alive
		if cmd.ProcessState.ExitCode() != -1 {
			t.Fatalf("run %d: the writer stopped by itself: %v\n%s", i, err, stderr.Bytes())
		}
		if temps, _ := filepath.Glob(filepath.Join(dir, ".save.bin.tmp-*")); len(temps) > 0 {
			midWrite++ // or the next writer has not swept the last one's yet
		}
		got, err := os.ReadFile(path)
		switch {
		case errors.Is(err, fs.ErrNotExist) && sawOld+sawNew == 0:
			absent++ // killed before its first rename
		case err != nil:
			t.Fatalf("run %d (killed after %v): %v", i, delay, err)
		case bytes.Equal(got, oldData):
			sawOld++
		case bytes.Equal(got, newData):
			sawNew++
		default:
			t.Fatalf("run %d (killed after %v): the file is neither payload whole: %s", i, delay, describe(got))
		}
	}
	n, err := atomicfile.Sweep(dir)
	t.Logf("%d kills, %d with a temporary file left: file absent %d, old %d, new %d; Sweep removed %d",
		runs, midWrite, absent, sawOld, sawNew, n)
	if err != nil {
		t.Fatal(err)
	}
	noTemps(t, dir)
	entries, _ := os.ReadDir(dir)
	if len(entries) > 1 {
		t.Errorf("%d files in the folder, want just the save", len(entries))
	}
}
