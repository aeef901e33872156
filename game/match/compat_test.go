package match_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/host"
	"github.com/krygothic/krygothic/game/match"
)

// Records and saves made by earlier builds, one of each record format at
// least and the two builds the save issue names (testdata/compat; its
// README says which commit made each and how) load, migrated to this
// build's record; each then replays exactly, or resumes, or is refused
// with the message docs/files.md promises: its format named, and why.
// Today the files of scenarios that have not changed since replay; those
// whose scenario or rules changed are refused.
func TestRecordsOfEarlierBuilds(t *testing.T) {
	files, err := filepath.Glob("testdata/compat/format*.json")
	if err != nil {
		t.Fatal(err)
	}
	formats := map[int]int{}
	var replayed, refused, resumed, snapshots int
	for _, f := range files {
		r, err := match.Load(f)
		if err != nil {
			t.Errorf("%s does not load: %v", f, err)
			continue
		}
		formats[r.Format]++
		var want int
		if _, err := fmt.Sscanf(filepath.Base(f), "format%d-", &want); err != nil || want != r.Format {
			t.Errorf("%s is named for format %d and holds format %d", f, want, r.Format)
		}
		tb, err := host.Reopen(f, r, rulesContent)
		if err != nil {
			t.Errorf("%s: its scenario does not open: %v", f, err)
			continue
		}
		if r.Format >= match.SnapshotFormat {
			checkSnapshotBuild(t, f, r, tb)
			snapshots++
			continue
		}
		if r.Snapshot != nil || r.RulesVersion != 0 {
			t.Errorf("%s: a record of format %d read with a snapshot or a rules version", f, r.Format)
		}
		refusal := fmt.Sprintf("the record is of format %d, made by a build before 0.35.0", r.Format) // the first build with snapshots
		if _, err := tb.Replay(r, match.MaxRecordTick); err == nil {
			replayed++
		} else if strings.Contains(err.Error(), refusal) {
			refused++
		} else {
			t.Errorf("%s: replayed, %v; want it to replay, or a refusal saying %q", f, err, refusal)
		}
		if r.SavedAt == 0 {
			continue
		}
		if _, err := tb.Resume(r, [2]match.Player{}); err == nil {
			resumed++
		} else if !strings.Contains(err.Error(), fmt.Sprintf("a save of format %d, made before saves carried a snapshot", r.Format)) {
			t.Errorf("%s: resumed, %v; want it to resume, or a refusal naming its format", f, err)
		}
	}
	if snapshots == 0 {
		t.Error("no record of format 7 on among the files of earlier builds")
	}
	for format := 1; format < match.SnapshotFormat; format++ {
		if formats[format] == 0 {
			t.Errorf("no record of format %d among the files of earlier builds", format)
		}
	}
	t.Logf("%d files: %d of format 7 on; of the older, %d replay, %d refused, %d saves resume", len(files), snapshots, replayed, refused, resumed)
	if replayed == 0 || refused == 0 {
		t.Errorf("none of the files replays (%d) or none is refused (%d): the test no longer tells the two apart", replayed, refused)
	}
}

// checkSnapshotBuild checks a record of format 7 on, made by an earlier
// build: made by this rules version, it replays, and a save of it
// resumes where it was saved, with the log of the play before; made by
// another, its replay is refused naming both versions, and a save of it
// resumes from its snapshot.
func checkSnapshotBuild(t *testing.T, f string, r match.Record, tb *host.Table) {
	t.Helper()
	_, err := tb.Replay(r, match.MaxRecordTick)
	same := r.RulesVersion == match.RulesVersion
	switch {
	case same && err != nil:
		t.Errorf("%s, of rules version %d as this build: %v", f, r.RulesVersion, err)
	case !same && (err == nil || !strings.Contains(err.Error(), fmt.Sprintf("rules version %d", r.RulesVersion))):
		t.Errorf("%s, of rules version %d: replayed, %v; want a refusal naming it", f, r.RulesVersion, err)
	}
	if r.SavedAt == 0 {
		return
	}
	m, err := tb.Resume(r, [2]match.Player{})
	switch {
	case err != nil:
		t.Errorf("%s: a save of format %d does not resume: %v", f, r.Format, err)
	case m.Tick() != r.SavedAt:
		t.Errorf("%s: resumed at tick %d; saved at %d", f, m.Tick(), r.SavedAt)
	case same && m.View().LogLen() == 0:
		t.Errorf("%s: resumed on the same rules with no log of the play before", f)
	}
}
