package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// kg campaign new, play and show: a campaign begun in a folder, two of its
// battles fought headless with their replays beside it, then shown.
func TestCampaignNewPlayShow(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "war")
	code, out, errs := runKG("campaign", "new", "--armies", "renegades,slaves", "--seed", "3", "--battles", "4", dir)
	if code != 0 || !strings.Contains(out, "0 of 4 battles fought") || !strings.Contains(out, "funds 1000") {
		t.Fatalf("new: exit %d\n%s%s", code, out, errs)
	}
	if code, _, errs := runKG("campaign", "new", dir); code != 1 || !strings.Contains(errs, "already holds a campaign") {
		t.Errorf("a second campaign in the same folder: exit %d, %s", code, errs)
	}
	code, out, errs = runKG("campaign", "play", "--battles", "2", dir)
	if code != 0 || !strings.Contains(out, "Battle 1:") || !strings.Contains(out, "Battle 2:") || !strings.Contains(out, "2 of 4 battles fought") {
		t.Fatalf("play: exit %d\n%s%s", code, out, errs)
	}
	for _, f := range []string{"battle-1.json", "battle-2.json"} {
		if code, _, errs := runKG("replay", filepath.Join(dir, f)); code != 0 {
			t.Errorf("kg replay %s: exit %d, %s", f, code, errs)
		}
	}
	code, out, _ = runKG("campaign", "show", "--json", dir)
	var cp struct {
		Fought  int `json:"fought"`
		History []struct {
			Record string `json:"record"`
		} `json:"history"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &cp) != nil || cp.Fought != 2 || cp.History[1].Record != "battle-2.json" {
		t.Errorf("show --json: exit %d, %+v", code, cp)
	}
	if code, out, _ := runKG("campaign", "show", dir); code != 0 || !strings.Contains(out, "The last battle:") {
		t.Errorf("show: exit %d\n%s", code, out)
	}
}

// Every mistake a user can make names what is at fault and changes
// nothing.
func TestCampaignMistakes(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"campaign", "new", "--armies", "renegades", filepath.Join(dir, "one")}, 1, "2 to 4 teams"},
		{[]string{"campaign", "new", "--armies", "renegades,nobody", filepath.Join(dir, "two")}, 1, "nobody"},
		{[]string{"campaign", "new", "--armies", "renegades,slaves", "--players", "person", filepath.Join(dir, "three")}, 2, "--players"},
		{[]string{"campaign", "play", filepath.Join(dir, "none")}, 1, "campaign.json"},
		{[]string{"campaign", "new"}, 2, "DIR"},
	} {
		code, _, errs := runKG(tc.args...)
		if code != tc.code || !strings.Contains(errs, tc.want) {
			t.Errorf("kg %s: exit %d, %q; want exit %d saying %q", strings.Join(tc.args, " "), code, errs, tc.code, tc.want)
		}
	}
	person := filepath.Join(dir, "person")
	if code, _, errs := runKG("campaign", "new", "--armies", "renegades,slaves", "--players", "person,normal", person); code != 0 {
		t.Fatal(errs)
	}
	if code, _, errs := runKG("campaign", "play", person); code != 1 || !strings.Contains(errs, "play it in the client") {
		t.Errorf("a person's battle headless: exit %d, %s", code, errs)
	}
	bad := filepath.Join(dir, "bad")
	if err := os.MkdirAll(bad, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(bad, "campaign.json"), []byte("{\n  \"version\": 1,\n  \"teams\": [}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := runKG("campaign", "show", bad); code != 1 || !strings.Contains(errs, "campaign.json:3:") {
		t.Errorf("a damaged campaign: exit %d, %s", code, errs)
	}
}
