package campaign

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
)

func shipped(t testing.TB) *content.Content {
	t.Helper()
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// newCampaign is a campaign of the shipped armies named, AI teams at
// normal unless players says otherwise.
func newCampaign(t testing.TB, c *content.Content, seed uint64, armies ...string) *Campaign {
	t.Helper()
	cfg := Config{Name: "test", Seed: seed}
	for _, a := range armies {
		cfg.Teams = append(cfg.Teams, TeamConfig{Army: a, Player: "normal"})
	}
	cp, err := New(cfg, c)
	if err != nil {
		t.Fatal(err)
	}
	return cp
}

// KG-META-03, GAP-36: every team begins with 1000 funds, one den, an
// equal share of the ship's twelve lands, and its army as a roster of
// named models.
func TestNewDealsTheShipEvenly(t *testing.T) {
	c := shipped(t)
	armies := []string{"renegades", "earth-confederate", "slaves", "possessed"}
	for n := MinTeams; n <= MaxTeams; n++ {
		cp := newCampaign(t, c, 5, armies[:n]...)
		if len(cp.Lands) != 12 {
			t.Fatalf("%d teams: %d lands", n, len(cp.Lands))
		}
		for _, tm := range cp.Teams {
			lands, dens := cp.LandsOf(tm.ID), 0
			for _, l := range lands {
				if l.Home {
					dens++
				}
			}
			if len(lands) != 12/n || dens != 1 || tm.Funds != StartFunds {
				t.Errorf("%d teams: %s holds %d lands (%d dens), funds %d; want %d lands, 1 den, %d", n, tm.Name, len(lands), dens, tm.Funds, 12/n, StartFunds)
			}
			names := map[string]bool{}
			for _, m := range tm.Roster {
				if m.Name == "" || names[m.Name] {
					t.Errorf("%s: a model named %q twice or not at all", tm.Name, m.Name)
				}
				names[m.Name] = true
			}
		}
	}
	if _, err := New(Config{Teams: []TeamConfig{{Army: "renegades", Player: "normal"}}}, c); err == nil {
		t.Error("a campaign of one team was made")
	}
	if _, err := New(Config{Teams: []TeamConfig{{Army: "renegades", Player: "normal"}, {Army: "slaves", Player: "genius"}}}, c); err == nil || !strings.Contains(err.Error(), "genius") {
		t.Errorf("an unknown player: %v", err)
	}
}

// GAP-36, RULINGS "XS-30 and the campaign": a bet is at most 20% of the
// funds, rounded down.
func TestABetIsAtMostAFifthOfTheFundsRoundedDown(t *testing.T) {
	for _, tc := range []struct{ funds, max int }{{1000, 200}, {999, 199}, {4, 0}, {5, 1}, {0, 0}} {
		if got := MaxBet(&Team{Funds: tc.funds}); got != tc.max {
			t.Errorf("funds %d: the most bet %d, want %d", tc.funds, got, tc.max)
		}
	}
	c := shipped(t)
	cp := newCampaign(t, c, 5, "renegades", "slaves")
	cp.Teams[0].Player = Person
	b, err := cp.Plan(c)
	if err != nil {
		t.Fatal(err)
	}
	if b.Bets[0] != -1 || b.Bets[1] < 0 || b.Bets[1] > 200 {
		t.Errorf("the bets as planned: %v; the person's waits, the AI's is placed", b.Bets)
	}
	if cp.Ready() {
		t.Error("ready to fight before the person bet")
	}
	for _, bad := range []int{201, -1} {
		if err := cp.Bet("t1", bad); err == nil {
			t.Errorf("a bet of %d was taken", bad)
		}
	}
	if err := cp.Bet("t1", 200); err != nil || !cp.Ready() {
		t.Errorf("a bet of 200: %v, ready %v", err, cp.Ready())
	}
}

// planned is a two-team campaign with its first battle planned, both
// bets placed: the attacker 100, the defender 50.
func planned(t *testing.T, c *content.Content) *Campaign {
	t.Helper()
	cp := newCampaign(t, c, 5, "renegades", "slaves")
	if _, err := cp.Plan(c); err != nil {
		t.Fatal(err)
	}
	cp.Next.Bets = [2]int{100, 50}
	return cp
}

// fates is an outcome where every model stands, with deeds given by
// roster place.
func fates(cp *Campaign, winner int, deeds map[[2]int]Fate) Outcome {
	o := Outcome{Winner: winner}
	for i, id := range []string{cp.Next.Attacker, cp.Next.Defender} {
		for k := range cp.Team(id).Roster {
			f, ok := deeds[[2]int{i, k}]
			if !ok {
				f = Fate{Present: true}
			}
			o.Models[i] = append(o.Models[i], f)
		}
	}
	return o
}

// KG-META-03, RULINGS "XS-30 and the campaign": the winner takes the
// stake and the land fought over; the loser pays its bet; every team
// collects its lands' income; a draw moves nothing.
func TestTheWinnerTakesTheStakeAndTheLand(t *testing.T) {
	c := shipped(t)
	for _, tc := range []struct {
		name           string
		winner         int
		attacker, def  int // funds after, before income
		landToAttacker bool
	}{
		{"the attacker wins", 0, 1050, 950, true},
		{"the defender wins", 1, 900, 1100, false},
		{"a draw", -1, 1000, 1000, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cp := planned(t, c)
			b := *cp.Next
			incomeA, incomeD := cp.Income(b.Attacker), cp.Income(b.Defender)
			land := cp.Land(b.Land)
			if tc.landToAttacker {
				incomeA, incomeD = incomeA+land.Income, incomeD-land.Income
			}
			rep, err := cp.settle(c, fates(cp, tc.winner, nil), "battle-1.json", mustScript(t, 6))
			if err != nil {
				t.Fatal(err)
			}
			a, d := cp.Team(b.Attacker), cp.Team(b.Defender)
			if a.Funds != tc.attacker+incomeA || d.Funds != tc.def+incomeD {
				t.Errorf("funds %d and %d; want %d+%d and %d+%d\n%s", a.Funds, d.Funds, tc.attacker, incomeA, tc.def, incomeD, strings.Join(rep.Lines, "\n"))
			}
			if got := land.Owner == b.Attacker; got != tc.landToAttacker || rep.LandTaken != tc.landToAttacker {
				t.Errorf("the land went to the attacker: %v (report %v), want %v", got, rep.LandTaken, tc.landToAttacker)
			}
			if cp.Next != nil || cp.Fought != 1 || cp.Turn != 1 || len(cp.History) != 1 {
				t.Errorf("after the battle: next %v, fought %d, turn %d, history %d", cp.Next, cp.Fought, cp.Turn, len(cp.History))
			}
		})
	}
}

func mustScript(t *testing.T, faces ...int) dice.Source {
	t.Helper()
	s, err := dice.NewScripted(faces...)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// XS-30 (XC-DEV-01): a survivor earns 1 IP for the battle, +1 a kill,
// +1 a completed combo; the fallen leave the roster for good; a model
// that was Down gains a flaw on a D6 of 1–2; one removed while Down
// (unhurt, as a round ended, XS-29) dies on a D6 of 1–2 and else is
// carried off (the campaign's ruling), a slain model is dead.
func TestVeteransEarnPointsAndTheFallenAreGone(t *testing.T) {
	c := shipped(t)
	cp := planned(t, c)
	a := cp.Team(cp.Next.Attacker)
	names := []string{a.Roster[0].Name, a.Roster[1].Name, a.Roster[2].Name, a.Roster[3].Name, a.Roster[4].Name}
	o := fates(cp, 0, map[[2]int]Fate{
		{0, 0}: {Present: true, Deeds: match.Deeds{Kills: 2, Combos: 1}}, // 1 + 2 + 1 IP
		{0, 1}: {Present: false, Deeds: match.Deeds{Wounds: 2, Slain: true}},
		{0, 2}: {Present: true, Deeds: match.Deeds{Down: true, Wounds: 2}},  // flaw roll 2: a flaw (second die 1: the first)
		{0, 3}: {Present: false, Deeds: match.Deeds{Down: true, Wounds: 2}}, // death save 2: dies
		{0, 4}: {Present: false, Deeds: match.Deeds{Down: true, Wounds: 2}}, // death save 5: carried off; flaw roll 3: none
	})
	rep, err := cp.settle(c, o, "battle-1.json", mustScript(t, 2, 1, 2, 5, 3))
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]*Model{}
	for _, m := range a.Roster {
		byName[m.Name] = m
	}
	lines := strings.Join(rep.Lines, "\n")
	if m := byName[names[0]]; m == nil || m.IP != 4 || m.Service.Kills != 2 || m.Service.Combos != 1 || m.Service.Battles != 1 {
		t.Errorf("the killer: %+v; want 4 IP, 2 kills, 1 combo\n%s", m, lines)
	}
	for _, gone := range []string{names[1], names[3]} {
		if byName[gone] != nil {
			t.Errorf("%s is still on the roster\n%s", gone, lines)
		}
	}
	if len(a.Fallen) != 2 || a.Fallen[0].Fell != 1 {
		t.Errorf("the fallen: %d, the first fell in battle %d", len(a.Fallen), a.Fallen[0].Fell)
	}
	if m := byName[names[2]]; m == nil || len(m.Flaws) != 1 || m.IP != 1 || m.Service.Downs != 1 {
		t.Errorf("the Down survivor: %+v; want a flaw and 1 IP\n%s", m, lines)
	}
	if m := byName[names[4]]; m == nil || len(m.Flaws) != 0 {
		t.Errorf("the model carried off: %+v; want alive, no flaw\n%s", m, lines)
	}
	if !strings.Contains(lines, "carried off alive (a 5)") || !strings.Contains(lines, "died of the wounds (a 2)") {
		t.Errorf("the report does not tell the death saves:\n%s", lines)
	}
}

// XS-30 on XS-14's sliding costs, one IP a point: +1 to a stat at 3 costs
// 5, at 4 costs 10, at 6 costs 20; a model without the points cannot buy
// it; the raise is played in the next battle's army list.
func TestRaisesCostImprovementPointsOnTheSlidingScale(t *testing.T) {
	c := shipped(t)
	cp := newCampaign(t, c, 5, "renegades", "slaves")
	tm := cp.Teams[0]
	a, err := tm.Army(c)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range a.Models {
		for _, stat := range content.StatNames {
			v := *a.Models[i].Unit.Stats.Named(stat)
			if v.IsX() || v >= 7 || v < 3 {
				continue
			}
			want := map[content.Stat]int{3: 5, 4: 10, 5: 10, 6: 20}[v]
			got, err := cp.RaiseCost(c, tm.ID, i, stat)
			if err != nil || got != want {
				t.Errorf("%s's %s at %d: +1 costs %d (%v), want %d", m.Name, stat, v, got, err, want)
			}
		}
	}
	cost, _ := cp.RaiseCost(c, tm.ID, 0, "rc")
	tm.Roster[0].IP = cost - 1
	if err := cp.Raise(c, tm.ID, 0, "rc"); err == nil {
		t.Error("a raise bought without the points")
	}
	tm.Roster[0].IP = cost
	before := *mustArmy(t, tm, c).Models[0].Unit.Stats.Named("rc")
	if err := cp.Raise(c, tm.ID, 0, "rc"); err != nil {
		t.Fatal(err)
	}
	after := mustArmy(t, tm, c).Models[0]
	if *after.Unit.Stats.Named("rc") != before+1 || tm.Roster[0].IP != 0 || tm.Roster[0].Raises["rc"] != 1 {
		t.Errorf("after the raise: RC %d (was %d), IP %d, raises %v", *after.Unit.Stats.Named("rc"), before, tm.Roster[0].IP, tm.Roster[0].Raises)
	}
	if err := cp.Raise(c, tm.ID, 0, "luck"); err == nil {
		t.Error("a raise of no stat")
	}
}

func mustArmy(t *testing.T, tm *Team, c *content.Content) *armyModels {
	t.Helper()
	a, err := tm.Army(c)
	if err != nil {
		t.Fatal(err)
	}
	return &armyModels{Models: a.Models}
}

// GAP-36: at most 3 new models between two battles (the restock limit),
// each paid for from the funds, within the army limits.
func TestRecruitsComeWithinTheRestockLimit(t *testing.T) {
	c := shipped(t)
	cp := newCampaign(t, c, 5, "renegades", "slaves")
	tm := cp.Teams[0]
	tm.Roster = tm.Roster[:5] // room under the cap
	funds := tm.Funds
	cheapest, at := 1<<30, -1
	for k := range tm.Catalogue {
		if cost, err := RecruitCost(c, tm, k); err == nil && cost < cheapest {
			cheapest, at = cost, k
		}
	}
	for n := 0; n < Restock; n++ {
		m, err := cp.Recruit(c, tm.ID, at)
		if err != nil {
			t.Fatalf("recruit %d: %v", n+1, err)
		}
		if m.Name == "" || m.Joined != 0 {
			t.Errorf("the recruit: %+v", m)
		}
	}
	if tm.Funds != funds-3*cheapest || len(tm.Roster) != 8 {
		t.Errorf("after 3 recruits: funds %d (want %d), roster %d", tm.Funds, funds-3*cheapest, len(tm.Roster))
	}
	if _, err := cp.Recruit(c, tm.ID, at); err == nil || !strings.Contains(err.Error(), "restock") {
		t.Errorf("a fourth recruit: %v", err)
	}
	tm.Recruited, tm.Funds = 0, cheapest-1
	if _, err := cp.Recruit(c, tm.ID, at); err == nil || !strings.Contains(err.Error(), "funds") {
		t.Errorf("a recruit without the funds: %v", err)
	}
}

// A team that cannot field a legal army (its last Squad Leader fallen,
// no funds for another) loses the land it is attacked on unfought, and
// sits out its own turn to attack.
func TestATeamWithoutALegalArmyLosesByWalkover(t *testing.T) {
	c := shipped(t)
	cp := newCampaign(t, c, 5, "renegades", "slaves")
	weak := cp.Teams[1]
	n := len(weak.Roster)
	weak.Fallen, weak.Roster = weak.Roster[:n-2], weak.Roster[n-2:] // no overseer left
	weak.Funds = 0                                                  // and nothing to pay for one
	if _, err := weak.Army(c); err == nil {
		t.Fatal("the roster without its leaders is still legal")
	}
	held := len(cp.LandsOf(weak.ID))
	if _, err := cp.Plan(c); err != nil {
		t.Fatal(err)
	}
	if cp.Fought < 1 || !strings.Contains(strings.Join(cp.History[0].Lines, " "), "could not field") {
		t.Fatalf("no walkover: %+v", cp.History)
	}
	if got := len(cp.LandsOf(weak.ID)); got >= held {
		t.Errorf("the weak team holds %d lands, was %d", got, held)
	}
	for _, r := range cp.History {
		if r.Battle.Attacker == weak.ID || r.Record != "" || r.Winner != r.Battle.Attacker {
			t.Errorf("battle %d: %s attacked, won by %s, replay %q; want the weak team never attacking and every walkover the attacker's, unrecorded", r.Battle.Number, r.Battle.Attacker, r.Winner, r.Record)
		}
	}
}

// Saves like every other save: atomic, read back whole; a damaged file
// names its line and column, one from a newer build says so, an
// impossible value names the team at fault.
func TestASavedCampaignReadsBackAndABadOneSaysWhy(t *testing.T) {
	c := shipped(t)
	cp := newCampaign(t, c, 5, "renegades", "slaves", "possessed")
	if _, err := cp.Plan(c); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, FileName)
	if err := cp.Save(path, c); err != nil {
		t.Fatal(err)
	}
	back, err := Load(path, c)
	if err != nil {
		t.Fatal(err)
	}
	if back.Next == nil || back.Next.Land != cp.Next.Land || len(back.Teams) != 3 || back.Teams[2].Roster[0].Name != cp.Teams[2].Roster[0].Name {
		t.Errorf("read back: %+v", back)
	}
	good, _ := os.ReadFile(path)
	for _, tc := range []struct{ name, data, want string }{
		{"damaged", string(good[:len(good)/2]), "damaged"},
		{"syntax", "{\n  \"version\": 1,\n  \"name\": x\n}", FileName + ":3:"},
		{"newer", strings.Replace(string(good), `"version": 1`, `"version": 99`, 1), "newer version"},
		{"not ours", `{"hello": 1}`, "not a Kry-Gothic campaign"},
		{"negative funds", strings.Replace(string(good), `"funds": 1000`, `"funds": -5`, 1), "funds -5"},
		{"a land lost", strings.Replace(string(good), `"owner": "t3"`, `"owner": "t9"`, 1), "t9"},
		{"a wrong type", strings.Replace(string(good), `"funds": 1000`, `"funds": "lots"`, 1), FileName + ":"},
	} {
		_, err := Parse(path, []byte(tc.data), c)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v; want it to say %q", tc.name, err, tc.want)
		}
	}
}

// FuzzParse: no file, however hostile, makes reading a campaign panic.
func FuzzParse(f *testing.F) {
	c := shipped(f)
	cp := newCampaign(f, c, 5, "renegades", "slaves")
	path := filepath.Join(f.TempDir(), FileName)
	if err := cp.Save(path, c); err != nil {
		f.Fatal(err)
	}
	good, _ := os.ReadFile(path)
	f.Add(good)
	f.Add([]byte(`{"version":1,"teams":[null,null]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		back, err := Parse("fuzz.json", data, c)
		if err == nil {
			if _, err := back.Plan(c); err != nil && back.Next != nil {
				t.Errorf("planning a campaign read back left a battle half planned: %v", err)
			}
		}
	})
}

// armyModels are a checked army's models, for a test to read their
// stats.
type armyModels struct{ Models []*army.Model }

// A recruit paid for after the bet was placed lowers the bet to what the
// funds now allow (GAP-36), so the campaign still saves.
func TestARecruitLowersABetTheFundsNoLongerCover(t *testing.T) {
	c := shipped(t)
	cp := newCampaign(t, c, 5, "renegades", "slaves")
	cp.Teams[0].Player = Person
	if _, err := cp.Plan(c); err != nil {
		t.Fatal(err)
	}
	tm := cp.Teams[0]
	tm.Roster = tm.Roster[:6]
	if err := cp.Bet(tm.ID, 200); err != nil {
		t.Fatal(err)
	}
	if _, err := cp.Recruit(c, tm.ID, 0); err != nil {
		t.Fatal(err)
	}
	if cp.Next.Bets[0] != MaxBet(tm) || MaxBet(tm) >= 200 {
		t.Errorf("the bet %d after the recruit; the most now %d", cp.Next.Bets[0], MaxBet(tm))
	}
	if err := cp.Save(filepath.Join(t.TempDir(), FileName), c); err != nil {
		t.Error(err)
	}
}
