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

// The suppression module's data (XS-06) is read by the module from its
// section, each problem at its place: tokens, distances, TNs, costs and
// the automatic weapons, all at once.
func TestSuppressionDataProblems(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(`suppression:
  hit_tokens: 7
  near: -1
  base_tn: 5
  max_tn: 4
  brace_ap: 5
  penalty_cut: 4
  blind_tn: 9
  leave_tn: 1
  automatic: [laser, pistol, pistol]
`)}
	_, err := modules.Read(fsys, "mod")
	if err == nil {
		t.Fatal("bad module data accepted")
	}
	for _, want := range []string{
		"mod/modules.yaml:2:3: suppression: hit_tokens 7; a hit's tokens is 0 to 6",
		"mod/modules.yaml:3:3: suppression: near -1; the reach of suppressive fire is 0 to 6 inches",
		"mod/modules.yaml:5:3: suppression: max_tn 4 is under base_tn 5",
		"mod/modules.yaml:6:3: suppression: brace_ap 5",
		"mod/modules.yaml:7:3: suppression: penalty_cut 4",
		"mod/modules.yaml:8:3: suppression: blind_tn 9",
		"mod/modules.yaml:9:3: suppression: leave_tn 1",
		"mod/modules.yaml:10:3: suppression: automatic[0] \"laser\" is not a ranged weapon of gear.yaml",
		"mod/modules.yaml:10:3: suppression: automatic names \"pistol\" twice",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the problems lack %q:\n%v", want, err)
		}
	}
}

// The data of the hardcover module (XS-19): a reach of more than 0 and
// at most 3 inches, hard cover worth 0 to 3 armour, a radar sight of 0 to
// 100 points, each problem at its place; a field left out keeps its
// shipped value.
func TestHardcoverDataProblems(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(`hardcover:
  reach: 0
  hard_armour: 4
  radar_cost: -5
`)}
	_, err := modules.Read(fsys, "mod")
	if err == nil {
		t.Fatal("bad module data accepted")
	}
	for _, want := range []string{
		"mod/modules.yaml:2:3: hardcover: reach 0; cover counts within more than 0 and at most 3 inches of the target",
		"mod/modules.yaml:3:3: hardcover: hard_armour 4; hard cover adds 0 to 3 to the wound TN",
		"mod/modules.yaml:4:3: hardcover: radar_cost -5; a radar sight costs 0 to 100 points",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the problems lack %q:\n%v", want, err)
		}
	}
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("hardcover: {reach: 1.5}\n")}
	if _, err := modules.Read(fsys, "mod"); err != nil {
		t.Fatal(err)
	}
}

// The data of the firefight pack's small modules, evasion (XS-18),
// energy (XS-20) and pointblank (XS-26), each problem at its place: a
// field a unit profile names is one field (SW-ARM-02) the energy section
// has.
func TestSmallModulesDataProblems(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(`evasion:
  step: 0
  most: 9
energy:
  fields:
    - {id: flux-field, name: Flux field, rating: 4}
    - {id: flux-field, name: "", rating: 1}
pointblank:
  reach: 0
  wound_tn: 1
`)}
	fsys["units/t.yaml"] = &fstest.MapFile{Data: []byte("team: t\nunits:\n  - id: boss\n    name: Boss\n    class: squad-leader\n    field: [flux-field, flux-field]\n  - id: grunt\n    name: Grunt\n    class: squad-leader\n    field: shield\n")}
	_, err := modules.Read(fsys, "mod")
	if err == nil {
		t.Fatal("bad module data accepted")
	}
	for _, want := range []string{
		"mod/modules.yaml:2:3: evasion: step 0; each +1 TN takes 1 to 24 inches of movement",
		"mod/modules.yaml:3:3: evasion: most 9; movement adds +1 to +4 TN at most",
		"mod/modules.yaml:6:7: energy: flux-field rating 4; a field adds 1 to 3 to the wound TN",
		"mod/modules.yaml:7:7: energy: field \"flux-field\" is listed twice",
		"mod/modules.yaml:7:7: energy: field \"flux-field\" has no name",
		"mod/modules.yaml:9:3: pointblank: reach 0",
		"mod/modules.yaml:10:3: pointblank: wound_tn 1",
		"mod/units/t.yaml:6:5: unit boss: field: names one field of modules.yaml's energy (an id): a model uses one field at a time (SW-ARM-02)",
		"mod/units/t.yaml:10:5: unit grunt: field \"shield\" is not a field in modules.yaml's energy",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the problems lack %q:\n%v", want, err)
		}
	}
	// Without their sections, the shipped values: a unit may name the
	// shipped flux field.
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("blast: {scatter_dice: 1, scatter_max_share: 0.5}\n")}
	fsys["units/t.yaml"] = &fstest.MapFile{Data: []byte("team: t\nunits:\n  - id: boss\n    name: Boss\n    class: squad-leader\n    field: flux-field\n")}
	if _, err := modules.Read(fsys, "mod"); err != nil {
		t.Fatal(err)
	}
}

// The optics module's data (XS-17) is checked with the content, each
// problem at its place: the scope's price and reach, the weapons a scope
// fits and those that spread (known, none thrown or fired under a
// template), the spread's dice and b, and the versions: each a known
// weapon of a known base and kind, and a version whose numbers do not
// follow from its base's is reported at its own entry in gear.yaml.
func TestOpticsDataProblems(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["gear.yaml"] = &fstest.MapFile{Data: []byte(`ranged_weapons:
  - {id: pistol, name: Pistol, cost: 20, stats: 3K2S1, short: 2, long: 6}
  - {id: rifle, name: Rifle, cost: 30, stats: 4K2S1, short: 3, long: 12}
  - {id: heavy-rifle, name: Heavy rifle, cost: 40, stats: 4K2S1, short: 3, long: 12, tags: [heavy]}
  - {id: carbine, name: Carbine, cost: 25, stats: 3K2S1, short: 1.5, long: 6}
  - {id: grenade, name: Grenade, cost: 15, stats: 2K3S1, short: 2, long_per_strength: 3, template: 3, tags: [thrown, heavy]}
`)}
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(`optics:
  scope:
    cost: -1
    long_scale: 5
    weapons: [rifle, lasgun, grenade]
  spread:
    weapons: [pistol, pistol]
    dice: 4
    long_strength: 1
  variants:
    - {weapon: heavy-rifle, of: rifle, kind: heavy}
    - {weapon: carbine, of: rifle, kind: pistol}
    - {weapon: blaster, of: rifle, kind: heavy}
    - {weapon: pistol, of: lasgun, kind: heavy}
    - {weapon: pistol, of: rifle, kind: sawn-off}
    - {weapon: rifle, of: grenade, kind: heavy}
`)}
	_, err := modules.Read(fsys, "mod")
	if err == nil {
		t.Fatal("bad module data accepted")
	}
	for _, want := range []string{
		"mod/modules.yaml:3:5: optics: scope cost -1; a scope costs 0 to 1000 points",
		"mod/modules.yaml:4:5: optics: scope long_scale 5; an aimed shot through a scope reads long range 1 to 3 times as far",
		"mod/modules.yaml:5:5: optics: scope weapon \"lasgun\" is not a ranged weapon of gear.yaml",
		"mod/modules.yaml:5:5: optics: scope weapon \"grenade\" is thrown or fires under a template: it is never shot (XS-17)",
		"mod/modules.yaml:7:5: optics: spread weapon \"pistol\" is listed twice",
		"mod/modules.yaml:8:5: optics: spread dice 4",
		"mod/modules.yaml:9:5: optics: spread long_strength 1",
		"mod/gear.yaml:4:5: optics: the heavy-rifle is the heavy version of the rifle (listed at mod/modules.yaml:11:7): its numbers should be 4K3S1, short 3\", long 12\", tags heavy, not 4K2S1, short 3\", long 12\", tags heavy (XS-17, SW-MISC-03)",
		"mod/modules.yaml:13:7: optics: variant weapon \"blaster\" is not a ranged weapon of gear.yaml",
		"mod/modules.yaml:14:7: optics: pistol is a version of \"lasgun\", which is not a ranged weapon of gear.yaml",
		"mod/modules.yaml:15:7: optics: pistol is a \"sawn-off\" version; a version is high-calibre, low-calibre, pistol, heavy",
		"mod/gear.yaml:3:5: optics: rifle (listed at mod/modules.yaml:16:7): the grenade is thrown: it has no heavy version (XS-17)",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the problems lack %q:\n%v", want, err)
		}
	}
	if strings.Contains(err.Error(), "carbine") {
		t.Errorf("the carbine is the rifle's pistol version, numbers and all:\n%v", err)
	}
}

// The luck module's data (XS-11) is read from its section, each problem
// at its place: a command re-roll of 0 to 6 AP, a veteran's 0 to 6 dice,
// veterans of classes the content has (the entry at fault pointed at);
// without the section, the shipped values: 2 AP, one die, the Elite.
func TestLuckDataProblems(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(`luck:
  command_ap: 7
  veteran_dice: -1
  veterans: [squad-leader, heroes]
`)}
	_, err := modules.Read(fsys, "mod")
	if err == nil {
		t.Fatal("bad module data accepted")
	}
	for _, want := range []string{
		"mod/modules.yaml:2:3: luck: command_ap 7; a command re-roll costs 0 to 6 AP",
		"mod/modules.yaml:3:3: luck: veteran_dice -1",
		"mod/modules.yaml:4:28: luck: veterans names class \"heroes\", which the content has not (its classes: squad-leader)",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the problems lack %q:\n%v", want, err)
		}
	}
	if strings.Count(err.Error(), "veterans names") != 1 {
		t.Errorf("a class the content has is a problem:\n%v", err)
	}
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("luck: {command_ap: 3, veteran_dice: 2, veterans: [squad-leader]}\n")}
	if _, err := modules.Read(fsys, "mod"); err != nil {
		t.Fatal(err)
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

// The melee module's data (XS-16) is read from its section, each problem
// at its place: bonuses of 0 to 4, a follow-up share of 0 to 1, a reach of
// 0 to 3", a fiery TN of -3 to 0 lasting 1 to 6 rounds, close-combat
// weapons of the content, each once, with known traits; a key left out
// keeps its shipped value.
func TestMeleeDataProblems(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["gear.yaml"] = &fstest.MapFile{Data: append(fsys["gear.yaml"].Data, []byte(`melee_weapons:
  - {id: spear, name: Spear, cost: 10, cc: 1, str: 0}
`)...)}
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(`melee:
  gang_up: 5
  follow_share: 2
  reach: -1
  two_handed_strength: -1
  berserk_cc: 9
  fiery_tn: 1
  fiery_rounds: 0
  weapons:
    - {weapon: pike, traits: [reach]}
    - {weapon: spear, traits: [reach, sharp]}
    - {weapon: spear, traits: []}
`)}
	_, err := modules.Read(fsys, "mod")
	if err == nil {
		t.Fatal("bad module data accepted")
	}
	for _, want := range []string{
		"mod/modules.yaml:2:3: melee: gang_up 5; it is 0 to 4",
		"mod/modules.yaml:3:3: melee: follow_share 2",
		"mod/modules.yaml:4:3: melee: reach -1",
		"mod/modules.yaml:5:3: melee: two_handed_strength -1",
		"mod/modules.yaml:6:3: melee: berserk_cc 9",
		"mod/modules.yaml:7:3: melee: fiery_tn 1",
		"mod/modules.yaml:8:3: melee: fiery_rounds 0",
		"mod/modules.yaml:10:7: melee: weapon \"pike\" is not a close-combat weapon of gear.yaml",
		"mod/modules.yaml:11:7: melee: weapon \"spear\": unknown trait \"sharp\" (known: reach, two-handed, blunt, electric, fiery)",
		"mod/modules.yaml:12:7: melee: weapon \"spear\" is listed twice",
		"mod/modules.yaml:12:7: melee: weapon \"spear\" has no traits",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the problems lack %q:\n%v", want, err)
		}
	}
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("melee:\n  gang_up: 2\n")}
	if _, err := modules.Read(fsys, "mod"); err != nil {
		t.Fatal(err)
	}
}

// The data of the time slots (XS-12) and handiness (XS-31) modules is
// checked with the content, each problem at its place.
func TestTimeAndHandinessDataProblems(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(`blast: {scatter_dice: 1, scatter_max_share: 0.5}
timeslots:
  slot: 0
  rushed_within: -1
  rushed_dice: 4
  attack_steps: 0
handiness:
  handy: [laser, pistol, pistol]
  handy_bonus: 4
  heavy_penalty: -1
`)}
	_, err := modules.Read(fsys, "mod")
	if err == nil {
		t.Fatal("bad module data accepted")
	}
	for _, want := range []string{
		"mod/modules.yaml:3:3: timeslots: slot 0 s; a time slot lasts 0.1 to 5 seconds",
		"mod/modules.yaml:4:3: timeslots: rushed_within -1 s",
		"mod/modules.yaml:5:3: timeslots: rushed_dice 4",
		"mod/modules.yaml:6:3: timeslots: attack_steps 0",
		"mod/modules.yaml:8:3: handiness: handy weapon \"laser\" is not a ranged weapon of gear.yaml",
		"mod/modules.yaml:8:3: handiness: handy weapon \"pistol\" is listed twice",
		"mod/modules.yaml:9:3: handiness: handy_bonus 4",
		"mod/modules.yaml:10:3: handiness: heavy_penalty -1",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the problems lack %q:\n%v", want, err)
		}
	}
}

// The data of the impulse module (XS-13) is read from its section, each
// problem at its place: an impulse's combo of 0 (any) to 48 steps
// (RPG-TURN-04 would have 2), whether a side faces off between repeats out
// of its impulse; a key left out keeps its shipped value.
func TestImpulseDataProblems(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(`impulse:
  max_steps: -1
  repeat_interrupts: sometimes
`)}
	_, err := modules.Read(fsys, "mod")
	if err == nil {
		t.Fatal("bad module data accepted")
	}
	for _, want := range []string{
		"mod/modules.yaml:2:3: impulse: max_steps -1; an impulse's combo holds 0 (any) to 48 steps",
		"mod/modules.yaml:3:22",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the problems lack %q:\n%v", want, err)
		}
	}
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("impulse: {max_steps: 2}\n")}
	if _, err := modules.Read(fsys, "mod"); err != nil {
		t.Fatal(err)
	}
}

// The bid module's data (XS-08) is read from its section, each problem
// at its place: the first declaration window lasts more than 0 and at
// most 120 seconds, the AI's largest bid is a share of its pool from 0 to
// 1; a key left out keeps its shipped value.
func TestBidDataProblems(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(`bid:
  window_seconds: 0
  ai_most_share: 1.5
`)}
	_, err := modules.Read(fsys, "mod")
	if err == nil {
		t.Fatal("bad bid data accepted")
	}
	for _, want := range []string{
		"mod/modules.yaml:2:3: bid: window_seconds 0; the first declaration window lasts more than 0 and at most 120 seconds",
		"mod/modules.yaml:3:3: bid: ai_most_share 1.5; the AI's largest bid is a share of its pool from 0 to 1",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the problems lack %q:\n%v", want, err)
		}
	}
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("bid: {window_seconds: 5}\n")}
	if _, err := modules.Read(fsys, "mod"); err != nil {
		t.Fatal(err)
	}
}

// The ECM module's data (XS-07) is checked with the content, each problem
// at its place: costs, reaches, AP and the classes that carry an ECM
// suite.
func TestECMDataProblems(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(`ecm:
  jammer_cost: -5
  jammer_reach: 0
  jammer_ap: 5
  ecm_cost: 300
  attack_ap: 0
  attack_reach: 90
  classes: [hacker]
`)}
	_, err := modules.Read(fsys, "mod")
	if err == nil {
		t.Fatal("bad ECM data accepted")
	}
	for _, want := range []string{
		"mod/modules.yaml:2:3: ecm: jammer_cost -5; a jammer costs 0 to 200 points",
		"mod/modules.yaml:3:3: ecm: jammer_reach 0; a reach is 1 to 72 inches",
		"mod/modules.yaml:4:3: ecm: jammer_ap 5; a jammer adds 0 to 4 AP",
		"mod/modules.yaml:5:3: ecm: ecm_cost 300; an ECM suite costs 0 to 200 points",
		"mod/modules.yaml:6:3: ecm: attack_ap 0; an ECM attack costs 1 to 4 AP",
		"mod/modules.yaml:7:3: ecm: attack_reach 90; a reach is 1 to 72 inches",
		"mod/modules.yaml:8:3: ecm: class \"hacker\" is not a class of classes.yaml",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the problems lack %q:\n%v", want, err)
		}
	}
}

// The command module's data (XS-25) is read from its section, each
// problem at its place: the help's AP, the Called shot's dice, Keep your
// head down's TN and Go forward!'s inches, all at once; the shipped
// section reads as the module's shipped values.
func TestCommandDataProblems(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(`command:
  help_ap: 7
  aim_dice: 0
  down_tn: 4
  forward_inches: 9.5
`)}
	_, err := modules.Read(fsys, "mod")
	if err == nil {
		t.Fatal("bad module data accepted")
	}
	for _, want := range []string{
		"mod/modules.yaml:2:3: command: help_ap 7; a help costs 0 to 6 AP",
		"mod/modules.yaml:3:3: command: aim_dice 0",
		"mod/modules.yaml:4:3: command: down_tn 4",
		"mod/modules.yaml:5:3: command: forward_inches 9.5",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the problems lack %q:\n%v", want, err)
		}
	}
}

// The force module's data (XS-14) is read from its section, each problem
// at its place: the sliding prices' steps (each 1 to 1000 points, rising,
// the last reaching the highest stat), the shares, the classes compared.
func TestForceDataProblems(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(`force:
  raise_prices:
    - {up_to: 4, cost: 0}
    - {up_to: 3, cost: 10}
    - {up_to: 12, cost: 20}
  leader_share: 0
  support: [heavy, giant]
  line: [storm, heavy]
  support_share: 2000
`)}
	_, err := modules.Read(fsys, "mod")
	if err == nil {
		t.Fatal("bad module data accepted")
	}
	for _, want := range []string{
		"mod/modules.yaml:3:7: force: raise_prices: a step costs 1 to 1000 points, not 0",
		"mod/modules.yaml:4:7: force: raise_prices: up_to 3 after 4; the steps rise",
		"mod/modules.yaml:2:3: force: raise_prices: the last step is up_to 20, the highest a stat may be",
		"mod/modules.yaml:6:3: force: leader_share 0; a share is 1 to 1000 percent",
		"mod/modules.yaml:7:3: force: support: \"giant\" is not a class of classes.yaml",
		"mod/modules.yaml:8:3: force: \"heavy\" is both support and line",
		"mod/modules.yaml:9:3: force: support_share 2000",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the problems lack %q:\n%v", want, err)
		}
	}
}

// The cards module's data (XS-08) is read from its section, each problem
// at its place: the hand's size; a card's id, name, printed AP (0 to 3),
// trigger, effect and value, each at its key; a card listed twice. The
// shipped section reads as the module's shipped deck.
func TestCardsDataProblems(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(`cards:
  hand_max: 9
  deck:
    - {id: pin-them, name: "Pin them!", ap: 4, trigger: any_time, effect: pin_tn, value: 1}
    - {id: pin-them, name: Again, ap: 1, trigger: whenever, effect: pin_tn, value: 1}
    - {id: odd, name: Odd, ap: 0, trigger: any_time, effect: teleport}
    - {id: big, name: Big, ap: 0, trigger: enemy_pinned, effect: gain_ap, value: 5}
    - {id: wind, ap: 0, trigger: any_time, effect: second_wind, value: 2}
`)}
	_, err := modules.Read(fsys, "mod")
	if err == nil {
		t.Fatal("bad module data accepted")
	}
	for _, want := range []string{
		"mod/modules.yaml:2:3: cards: hand_max 9; a hand holds 1 to 6 cards",
		"mod/modules.yaml:4:41: cards: card pin-them: ap 4; a card costs the 0 to 3 AP printed on it",
		"mod/modules.yaml:5:8: cards: card \"pin-them\" is listed twice",
		"mod/modules.yaml:5:42: cards: card pin-them: trigger \"whenever\" is not one the engine knows",
		"mod/modules.yaml:6:54: cards: card odd: effect \"teleport\" is not one the engine knows",
		"mod/modules.yaml:7:75: cards: card big: value 5; gain_ap takes a whole value of 1 to 3",
		"mod/modules.yaml:8:7: cards: card wind has no name",
		"mod/modules.yaml:8:65: cards: card wind: value 2; second_wind takes none",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the problems lack %q:\n%v", want, err)
		}
	}
}

// The veterans module's data (XS-30) is read from its section, each
// problem at its place: the improvement points a deed earns (0 to 100),
// flaw_on (0 to 6), and each flaw's id (once), name, stat and by (−1 to
// −5); at most six flaws, which a second D6 chooses among.
func TestVeteransDataProblems(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(`veterans:
  ip: {battle: -1, kill: 1, combo: 101}
  flaw_on: 7
  flaws:
    - {id: shaky-hands, name: Shaky hands, stat: rc, by: -1}
    - {id: shaky-hands, name: Again, stat: rc, by: -1}
    - {id: gimpy-leg, name: Gimpy leg, stat: legs, by: -1}
    - {id: lucky, name: Lucky, stat: mind, by: 1}
    - {id: nameless, stat: cc, by: -6}
    - {id: a, name: A, stat: cc, by: -1}
    - {id: b, name: B, stat: cc, by: -1}
`)}
	_, err := modules.Read(fsys, "mod")
	if err == nil {
		t.Fatal("bad module data accepted")
	}
	for _, want := range []string{
		"mod/modules.yaml:2:8: veterans: ip: battle -1; a deed earns 0 to 100 improvement points",
		"mod/modules.yaml:2:29: veterans: ip: combo 101",
		"mod/modules.yaml:3:3: veterans: flaw_on 7",
		"mod/modules.yaml:4:3: veterans: 7 flaws; at most 6, which a second D6 chooses among",
		"mod/modules.yaml:6:8: veterans: flaw \"shaky-hands\" is listed twice",
		"mod/modules.yaml:7:40: veterans: flaw gimpy-leg: stat \"legs\" is not one of speed, strength, body, mind, willpower, cc, rc",
		"mod/modules.yaml:8:44: veterans: flaw lucky: by 1; a flaw takes 1 to 5 off its stat (by: -1 to -5)",
		"mod/modules.yaml:9:7: veterans: flaw nameless has no name",
		"mod/modules.yaml:9:32: veterans: flaw nameless: by -6",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the problems lack %q:\n%v", want, err)
		}
	}
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("veterans: {ip: {kill: 2}}\n")}
	if _, err := modules.Read(fsys, "mod"); err != nil {
		t.Errorf("a section with one key: %v", err)
	}
}
