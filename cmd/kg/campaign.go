package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/krygothic/krygothic/game/campaign"
	"github.com/krygothic/krygothic/rules/content"
)

var campaignNewCommand = &command{
	name:    "campaign new",
	args:    "DIR",
	summary: "begin a campaign of AI teams (or people) in a folder",
	about: `Begin a campaign (docs/campaign.md) in folder DIR: two to four teams,
each with the army it begins with as its roster (a shipped army's name or
an army list file), 1000 in funds, its den and a share of the ship's
lands. The campaign is DIR/campaign.json; kg campaign play fights its
battles, and the client plays it too (Campaign on the main menu).`,
	examples: []string{"kg campaign new --armies renegades,earth-confederate,slaves --seed 7 war",
		"kg campaign new --armies hive,possessed --players person,hard --battles 6 duel"},
	define: func(fs *flag.FlagSet) action {
		dir := contentFlag(fs)
		armies := fs.String("armies", "renegades,earth-confederate", "the teams' starting `ARMIES`, comma-separated: shipped army names or list files, two to four")
		players := fs.String("players", "", "who plays each team, `PLAYERS` comma-separated: person, or an AI level (easy, normal, hard); left out: normal for all")
		battles := rangeFlag(fs, "battles", campaign.DefaultBattles, 1, campaign.MaxBattles, "the campaign lasts `N` battles")
		seed := seedFlag(fs, 1, "the campaign's `SEED`: every battle's dice and every roll between battles")
		name := fs.String("name", "", "the campaign's `NAME` (default: the folder's name)")
		return func(rest []string, stdout, stderr io.Writer) int {
			if len(rest) != 1 {
				return fail(stderr, "campaign new", "name one folder DIR for the campaign")
			}
			path := filepath.Join(rest[0], campaign.FileName)
			if _, err := os.Stat(path); err == nil {
				fmt.Fprintf(stderr, "kg campaign new: %s already holds a campaign; choose another folder, or go on with kg campaign play %s\n", path, rest[0])
				return 1
			}
			cfg := campaign.Config{Name: *name, Seed: *seed, Battles: int(*battles)}
			if cfg.Name == "" {
				cfg.Name = filepath.Base(filepath.Clean(rest[0]))
			}
			who := strings.Split(*players, ",")
			for i, a := range strings.Split(*armies, ",") {
				p := "normal"
				if *players != "" {
					if i >= len(who) {
						return fail(stderr, "campaign new", fmt.Sprintf("--players names %d players for %d teams", len(who), len(strings.Split(*armies, ","))))
					}
					p = strings.TrimSpace(who[i])
				}
				cfg.Teams = append(cfg.Teams, campaign.TeamConfig{Army: strings.TrimSpace(a), Player: p})
			}
			c, err := loadContent(*dir)
			if err != nil {
				fmt.Fprintln(stderr, err)
				return 1
			}
			cp, err := campaign.New(cfg, c)
			if err != nil {
				fmt.Fprintln(stderr, "kg campaign new:", err)
				return 1
			}
			if err := cp.Save(path, c); err != nil {
				fmt.Fprintln(stderr, "kg campaign new:", err)
				return 1
			}
			showCampaign(stdout, cp, c)
			return 0
		}
	},
}

var campaignPlayCommand = &command{
	name:    "campaign play",
	args:    "DIR",
	summary: "fight a campaign's battles, AI against AI, headless",
	about: `Fight the next battles of the campaign in DIR, AI against AI, and save
it after each: the replay of battle N is DIR/battle-N.json (kg replay
plays it again). Each battle prints what came of it. It stops at the
campaign's end, after --battles battles, or at a battle a person fights,
which is played in the client.`,
	examples: []string{"kg campaign play war", "kg campaign play --battles 1 war"},
	define: func(fs *flag.FlagSet) action {
		dir := contentFlag(fs)
		battles := rangeFlag(fs, "battles", 0, 0, campaign.MaxBattles, "fight at most `N` battles now (0: to the end)")
		return func(rest []string, stdout, stderr io.Writer) int {
			c, cp, code := openCampaign("campaign play", *dir, rest, stderr)
			if cp == nil {
				return code
			}
			for n := 0; !cp.Over() && (*battles == 0 || n < int(*battles)); n++ {
				reps, err := cp.PlayAI(c, rest[0])
				for _, rep := range reps {
					for _, l := range rep.Lines {
						fmt.Fprintln(stdout, l)
					}
					fmt.Fprintln(stdout)
				}
				if err != nil {
					fmt.Fprintln(stderr, "kg campaign play:", err)
					return 1
				}
			}
			showCampaign(stdout, cp, c)
			return 0
		}
	},
}

var campaignShowCommand = &command{
	name:    "campaign show",
	args:    "DIR",
	summary: "show a campaign: standing, lands, rosters, the next battle",
	about: `Show the campaign in DIR: each team's lands, funds and roster with every
model's record (battles, kills, wounds, times Down, IP, raises, flaws),
the next battle and its bets, and the last battle's report. With --json,
the campaign file itself, checked.`,
	examples: []string{"kg campaign show war", "kg campaign show --json war"},
	define: func(fs *flag.FlagSet) action {
		dir := contentFlag(fs)
		asJSON := fs.Bool("json", false, "print the campaign as JSON")
		return func(rest []string, stdout, stderr io.Writer) int {
			c, cp, code := openCampaign("campaign show", *dir, rest, stderr)
			if cp == nil {
				return code
			}
			if *asJSON {
				enc := json.NewEncoder(stdout)
				enc.SetIndent("", "  ")
				if err := enc.Encode(cp); err != nil {
					fmt.Fprintln(stderr, "kg campaign show:", err)
					return 1
				}
				return 0
			}
			showCampaign(stdout, cp, c)
			if n := len(cp.History); n > 0 {
				fmt.Fprintln(stdout, "\nThe last battle:")
				for _, l := range cp.History[n-1].Lines {
					fmt.Fprintln(stdout, "  "+l)
				}
			}
			return 0
		}
	},
}

// openCampaign loads the content and the campaign in the one folder the
// command line names (rest); a nil campaign comes with the exit status,
// the problem printed, a command line naming no folder or several a
// mistake of the command cmd.
func openCampaign(cmd, contentDir string, rest []string, stderr io.Writer) (*content.Content, *campaign.Campaign, int) {
	if len(rest) != 1 {
		return nil, nil, fail(stderr, cmd, "name the campaign's folder DIR")
	}
	dir := rest[0]
	c, err := loadContent(contentDir)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return nil, nil, 1
	}
	cp, err := campaign.Load(filepath.Join(dir, campaign.FileName), c)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return nil, nil, 1
	}
	return c, cp, 0
}

// showCampaign prints the campaign's standing, lands, rosters and next
// battle.
func showCampaign(w io.Writer, cp *campaign.Campaign, c *content.Content) {
	state := fmt.Sprintf("%d of %d battles fought", cp.Fought, cp.Battles)
	if cp.Over() {
		state += "; the campaign is over"
	}
	fmt.Fprintf(w, "%s: %s (rule modules in every battle: %s)\n", cp.Name, state, strings.Join(cp.Modules, ", "))
	for _, t := range cp.Standing() {
		var lands []string
		for _, l := range cp.LandsOf(t.ID) {
			name := l.Name
			if l.Home {
				name += " (den)"
			}
			lands = append(lands, name)
		}
		fmt.Fprintf(w, "\n%s — %s, played by %s: funds %d, income %d, %d lands: %s\n", t.Name, t.People, t.Player, t.Funds, cp.Income(t.ID), len(lands), strings.Join(lands, ", "))
		tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', 0)
		fmt.Fprintln(tw, "  model\tunit\tbattles\tkills\twounds\tdown\tIP\traises\tflaws")
		for _, m := range t.Roster {
			fmt.Fprintf(tw, "  %s\t%s\t%d\t%d\t%d\t%d\t%d\t%s\t%s\n", m.Name, unitLabel(c, m.Unit), m.Service.Battles, m.Service.Kills, m.Service.Wounds, m.Service.Downs, m.IP, raises(m), flawNames(c, m.Flaws))
		}
		tw.Flush()
		if len(t.Fallen) > 0 {
			var fallen []string
			for _, m := range t.Fallen {
				fallen = append(fallen, fmt.Sprintf("%s (battle %d)", m.Name, m.Fell))
			}
			fmt.Fprintf(w, "  fallen: %s\n", strings.Join(fallen, ", "))
		}
	}
	if b := cp.Next; b != nil {
		fmt.Fprintf(w, "\nNext: battle %d, %s attacks %s, held by %s, on %s; bets %s and %s.\n", b.Number, cp.Team(b.Attacker).Name,
			cp.Land(b.Land).Name, cp.Team(b.Defender).Name, b.Mission, bet(b.Bets[0]), bet(b.Bets[1]))
	}
}

// flawNames names a model's flaws as players read them, "Shaky hands
// (RC -1)".
func flawNames(c *content.Content, ids []string) string {
	var out []string
	for _, id := range ids {
		out = append(out, campaign.FlawName(c, id))
	}
	return strings.Join(out, ", ")
}

// bet writes a bet, "not placed" for none yet.
func bet(n int) string {
	if n < 0 {
		return "not placed"
	}
	return fmt.Sprint(n)
}

// raises writes a model's raises, "Willpower +1 RC +1".
func raises(m *campaign.Model) string {
	var out []string
	for _, s := range content.StatNames {
		if n := m.Raises[s]; n > 0 {
			out = append(out, fmt.Sprintf("%s +%d", campaign.StatName(s), n))
		}
	}
	return strings.Join(out, " ")
}

// unitLabel is a unit's name in the content, its id if unknown.
func unitLabel(c *content.Content, id string) string {
	if u, ok := c.Unit(id); ok {
		return u.Name
	}
	return id
}
