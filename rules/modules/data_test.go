package modules_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/content/contenttest"
	"github.com/krygothic/krygothic/rules/modules"
)

// The data of the jams (XS-02), dual (XS-21) and sweep (XS-27) modules is
// checked with the content: each problem at its file, line and column,
// all at once; a modules.yaml without a module's section has its shipped
// values.
func TestModuleDataProblems(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(`blast: {scatter_dice: 1, scatter_max_share: 0.5}
jams:
  clear_ap: 9
  clear_tn: 1
  weapons:
    - {weapon: laser, jam: 2}
    - {weapon: pistol, jam: 7}
dual:
  one_handed: [pistol, pistol]
  rc_penalty: 4
  linked:
    - {weapon: pistol, guns: 9}
sweep:
  weapons: [lasgun]
  radius: -1
  tn_penalty: 5
  ap: 0
`)}
	_, err := modules.Read(fsys, "mod")
	if err == nil {
		t.Fatal("bad module data accepted")
	}
	for _, want := range []string{
		"mod/modules.yaml:3:3: jams: clear_ap 9; clearing a jam costs 0 to 4 AP",
		"mod/modules.yaml:4:3: jams: clear_tn 1",
		"mod/modules.yaml:6:7: jams: weapon \"laser\" is not a ranged weapon of gear.yaml",
		"mod/modules.yaml:7:7: jams: pistol Jam 7; a rating is 1 to 6",
		"mod/modules.yaml:9:3: dual: one_handed weapon \"pistol\" is listed twice",
		"mod/modules.yaml:10:3: dual: rc_penalty 4",
		"mod/modules.yaml:12:7: dual: pistol guns 9; a battery links 2 to 4 guns",
		"mod/modules.yaml:14:3: sweep: weapon \"lasgun\" is not a ranged weapon of gear.yaml",
		"mod/modules.yaml:15:3: sweep: radius -1",
		"mod/modules.yaml:16:3: sweep: tn_penalty 5",
		"mod/modules.yaml:17:3: sweep: ap 0",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the problems lack %q:\n%v", want, err)
		}
	}
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("blast: {scatter_dice: 1, scatter_max_share: 0.5}\n")}
	if _, err := modules.Read(fsys, "mod"); err != nil {
		t.Fatal(err)
	}

}

// The data of the second pack's modules, down (XS-29) and ammo (XS-03),
// is read by each module from its section, each problem at its place; a
// unit profile may say it is a medic, and a field of a unit profile no
// module reads is a problem.
func TestPackTwoDataProblems(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(`down:
  revive_ap: 9
  medic_ap: 3
  wounds_left: 0
ammo:
  reload_ap: 5
  rushed_tn: 1
  magazines:
    - {weapon: laser, rounds: 3}
    - {weapon: pistol, rounds: 0}
    - {weapon: pistol, rounds: 6}
`)}
	fsys["units/t.yaml"] = &fstest.MapFile{Data: []byte("team: t\nunits:\n  - id: boss\n    name: Boss\n    class: squad-leader\n    stats: {rc: X}\n    medic: maybe\n    wings: 2\n")}
	_, err := modules.Read(fsys, "mod")
	if err == nil {
		t.Fatal("bad module data accepted")
	}
	for _, want := range []string{
		"mod/modules.yaml:2:3: down: revive_ap 9",
		"mod/modules.yaml:4:3: down: wounds_left 0",
		"mod/modules.yaml:6:3: ammo: reload_ap 5",
		"mod/modules.yaml:7:3: ammo: rushed_tn 1",
		"mod/modules.yaml:9:7: ammo: weapon \"laser\" is not a ranged weapon of gear.yaml",
		"mod/modules.yaml:10:7: ammo: pistol rounds 0",
		"mod/modules.yaml:11:7: ammo: weapon \"pistol\" has two magazines",
		"mod/units/t.yaml:7:12: medic: \"maybe\" is not true or false",
		"mod/units/t.yaml:8:5: unknown field \"wings\" in unit boss",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the problems lack %q:\n%v", want, err)
		}
	}
}

// The data of the locations module (XS-10, XS-24) is read from its
// section, each problem at its place: a called shot's TN of 0 to 6, a
// head's factor of 1 to 4, a graze of 0 to 3 Speed, the slowest Speed 1
// to 6; a key left out keeps its shipped value.
func TestLocationsDataProblems(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(`locations:
  call_tn: 7
  head_factor: 0
  graze_speed: -1
  slowest: 0
`)}
	_, err := modules.Read(fsys, "mod")
	if err == nil {
		t.Fatal("bad module data accepted")
	}
	for _, want := range []string{
		"mod/modules.yaml:2:3: locations: call_tn 7; a called shot adds 0 to 6 to its to-hit TN",
		"mod/modules.yaml:3:3: locations: head_factor 0",
		"mod/modules.yaml:4:3: locations: graze_speed -1",
		"mod/modules.yaml:5:3: locations: slowest 0",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the problems lack %q:\n%v", want, err)
		}
	}
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("locations:\n  call_tn: 3\n")}
	if _, err := modules.Read(fsys, "mod"); err != nil {
		t.Fatal(err)
	}
}
