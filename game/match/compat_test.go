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
	var replayed, refused, resumed int
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
		if r.Snapshot != nil || r.RulesVersion != 0 {
			t.Errorf("%s: a record of format %d read with a snapshot or a rules version", f, r.Format)
		}
		refusal := fmt.Sprintf("the record is of format %d, made by a build before %s", r.Format, match.Version)
		tb, err := host.Reopen(f, r, rulesContent)
		if err != nil {
			t.Errorf("%s: its scenario does not open: %v", f, err)
			continue
		}
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
	for format := 1; format < match.SnapshotFormat; format++ {
		if formats[format] == 0 {
			t.Errorf("no record of format %d among the files of earlier builds", format)
		}
	}
	t.Logf("%d files: %d replay, %d refused; %d saves resume", len(files), replayed, refused, resumed)
	if replayed == 0 || refused == 0 {
		t.Errorf("none of the files replays (%d) or none is refused (%d): the test no longer tells the two apart", replayed, refused)
	}
}
