package balance

import (
	"bufio"
	"cmp"
	"fmt"
	"image/png"
	"io"
	"maps"
	"path/filepath"
	"slices"
	"strings"

	"github.com/krygothic/krygothic/game/internal/atomicfile"
)

// WriteFiles writes the report as markdown to path, and beside it one
// heat map of deaths a side, named after it: FILE-deaths-SIDE.png for
// FILE.md. The markdown links the pictures by their bare names. Each file
// is written as saves are (game/internal/atomicfile): a temporary file
// renamed into place, and a target that is not a regular file refused.
func (r *Report) WriteFiles(path string) error {
	base := strings.TrimSuffix(path, filepath.Ext(path))
	var pics [2]string
	if r.Deck != nil {
		for k, s := range r.Sides {
			pics[k] = base + "-deaths-" + s.ID + ".png"
			if err := writePNG(pics[k], r, k); err != nil {
				return err
			}
			pics[k] = filepath.Base(pics[k])
		}
	}
	if err := atomicfile.Write(path, func(w io.Writer) error { return r.Markdown(w, pics) }); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

func writePNG(path string, r *Report, side int) error {
	err := atomicfile.Write(path, func(w io.Writer) error { return png.Encode(w, HeatMap(r.Deck, r.Deaths[side], Scale)) })
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// Markdown writes the report; pics name each side's heat map ("" for none).
func (r *Report) Markdown(out io.Writer, pics [2]string) error {
	w := bufio.NewWriter(out)
	p := func(format string, a ...any) { fmt.Fprintf(w, format+"\n", a...) }
	s := r.Settings
	p("# Balance report: %s", s.Scenario)
	p("")
	p("%d games of `%s` against `%s` played headless by `kg selfplay`.", r.Games+r.Errors, s.AI[0], s.AI[1])
	r.settings(p)
	r.method(p)
	r.results(p)
	r.units(p)
	r.weapons(p)
	r.unattributed(p)
	r.ap(p)
	r.deaths(p, pics)
	return w.Flush()
}

type printer func(format string, a ...any)

func (r *Report) settings(p printer) {
	s := r.Settings
	yes := map[bool]string{false: "no", true: "yes"}
	mods := strings.Join(s.Modules, ", ")
	if mods == "" {
		mods = "none"
	}
	content := s.Content
	if content == "" {
		content = "the embedded content"
	}
	p("")
	p("## Settings")
	p("")
	p("| setting | value |")
	p("| --- | --- |")
	p("| scenario | %s |", s.Scenario)
	p("| AIs | A = `%s`, B = `%s`; A plays the first side (%s) |", s.AI[0], s.AI[1], r.Sides[0].ID)
	p("| swap sides | %s |", map[bool]string{false: "no", true: "yes: B plays the first side in the odd-numbered games"}[s.SwapSides])
	p("| seed | %d (game i's dice: selfplay.GameSeed(seed, i)) |", s.Seed)
	p("| games | %d (%d ended in an error and are left out of every figure) |", r.Games+r.Errors, r.Errors)
	p("| modules | %s |", mods)
	p("| fog of war | %s |", yes[s.Fog])
	p("| tick cap | %d (a game stopped there is a draw) |", s.MaxTicks)
	p("| content | %s |", content)
	p("")
	p("To play the same games again:")
	p("")
	p("```text")
	p("%s", r.Command())
	p("```")
}

// Command is the kg selfplay command that plays the run again.
func (r *Report) Command() string {
	s := r.Settings
	c := fmt.Sprintf("kg selfplay --games %d --ai %s,%s --scenario %s --seed %d", s.Games, s.AI[0], s.AI[1], s.Scenario, s.Seed)
	if s.SwapSides {
		c += " --swap-sides"
	}
	if s.MaxTicks > 0 {
		c += fmt.Sprintf(" --max-ticks %d", s.MaxTicks)
	}
	if len(s.Modules) == 0 {
		c += " --modules none"
	} else {
		c += " --modules " + strings.Join(s.Modules, ",")
	}
	if s.Fog {
		c += " --fog"
	}
	if s.Content != "" {
		c += " --content " + s.Content
	}
	return c + " --report FILE.md"
}

func (r *Report) method(p printer) {
	p("")
	p("## Method")
	p("")
	p("- Every rate is K of N with its 95%% confidence interval, the Wilson score interval (z = 1.96), which")
	p("  stays within 0–100%% and is honest at small counts; two rates whose intervals overlap widely are not")
	p("  shown to differ. A game stopped at the tick cap counts as a draw.")
	p("- Kills and wounds dealt count enemy models only. The log names each wound's victim, not its attacker:")
	p("  the attacker is the model that rolled the to-wound dice just before it, in the same tick (a shot, a")
	p("  blow, a blast, a ram); its weapon is its last attack in that tick (a shot fires its ranged weapon, a")
	p("  blast names its own, a close-combat attack is the one its declaration named). Wounds a model dealt")
	p("  itself, its own side, or that no roll names (a fall through a damaged floor) are counted apart below,")
	p("  never given to an enemy.")
	p("- Survival is the share of the models of a unit type fielded (in the army lists, a model held back for")
	p("  an arrival among them) that were alive when the game ended.")
	p("  A to-hit roll hits when it keeps at least one die; a close-combat one nearly always does, and the")
	p("  defender's avoid roll (KG-CC-07) decides, so read close combat's kills rather than its hit rate.")
	p("- AP are what each side paid for its declarations, split by each step's own cost, and what it paid")
	p("  as attacks resolved (an active defence, extra close-combat wounds). A reaction's AP are paid with")
	p("  its wait.")
}

func pct(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }

// rate writes K/N, the share and the interval.
func rate(k, n int) string {
	if n == 0 {
		return "– | –"
	}
	r := RateOf(k, n)
	return fmt.Sprintf("%s | %s–%s", pct(r.Share()), pct(r.Lo), pct(r.Hi))
}

func (r *Report) results(p printer) {
	p("")
	p("## Results")
	p("")
	p("%d games: %d won, %d drawn.", r.Games, r.Games-r.Draws, r.Draws)
	p("")
	p("| by side | team | wins | games | win rate | 95%% CI |")
	p("| --- | --- | --- | --- | --- | --- |")
	for k, s := range r.Sides {
		p("| %s | %s | %d | %d | %s |", s.ID, s.Team, r.BySide[k].Wins, r.BySide[k].Games, rate(r.BySide[k].Wins, r.BySide[k].Games))
	}
	p("| (draws) | | %d | %d | %s |", r.Draws, r.Games, rate(r.Draws, r.Games))
	p("")
	p("| by team | wins | sides played | win rate | 95%% CI |")
	p("| --- | --- | --- | --- | --- |")
	for _, team := range slices.Sorted(maps.Keys(r.ByTeam)) {
		t := r.ByTeam[team]
		p("| %s | %d | %d | %s |", team, t.Wins, t.Games, rate(t.Wins, t.Games))
	}
	p("")
	p("| by AI | wins | games | win rate | 95%% CI |")
	p("| --- | --- | --- | --- | --- |")
	for slot, name := range r.Settings.AI {
		t := r.BySlot[slot]
		p("| %s = `%s` | %d | %d | %s |", string(rune('A'+slot)), name, t.Wins, t.Games, rate(t.Wins, t.Games))
	}
}

func (r *Report) units(p printer) {
	p("")
	p("## Units")
	p("")
	p("Per unit type, over all games. Kills and wounds dealt are on enemy models; deaths are every way it died.")
	p("")
	p("| unit type | team | fielded | alive at the end | survival | 95%% CI | kills | wounds dealt | to-hit rolls | hit rate | 95%% CI | wounds taken | deaths |")
	p("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
	for _, typ := range slices.SortedFunc(maps.Keys(r.Units), func(a, b string) int {
		return cmp.Or(cmp.Compare(r.Units[a].Team, r.Units[b].Team), cmp.Compare(a, b))
	}) {
		u := r.Units[typ]
		if u.Fielded == 0 {
			continue // an objective, or a model no game fielded
		}
		p("| %s | %s | %d | %d | %s | %d | %d | %d | %s | %d | %d |", typ, u.Team, u.Fielded, u.Survived, rate(u.Survived, u.Fielded),
			u.Kills, u.WoundsDealt, u.Attacks, rate(u.Hits, u.Attacks), u.WoundsTaken, u.Deaths)
	}
}

func (r *Report) weapons(p printer) {
	p("")
	p("## Weapons")
	p("")
	p("Per weapon or close-combat attack (punch, kick, …), over all games, on enemy models.")
	p("")
	p("| weapon | used by | to-hit rolls | hit rate | 95%% CI | wounds dealt | kills | kills a to-hit roll | 95%% CI |")
	p("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
	for _, name := range slices.Sorted(maps.Keys(r.Weapons)) {
		w := r.Weapons[name]
		kills := rate(w.Kills, w.Attacks)
		if w.Kills > w.Attacks { // a blast kills several at one roll: no rate
			kills = fmt.Sprintf("%.2f | –", float64(w.Kills)/float64(w.Attacks))
		}
		p("| %s | %s | %d | %s | %d | %d | %s |", name, strings.Join(slices.Sorted(maps.Keys(w.Users)), ", "), w.Attacks,
			rate(w.Hits, w.Attacks), w.WoundsDealt, w.Kills, kills)
	}
}

func (r *Report) unattributed(p printer) {
	p("")
	p("## Wounds no enemy dealt")
	p("")
	if len(r.Self)+len(r.Friendly)+len(r.Unattributed) == 0 {
		p("None: every wound in the run was dealt by an enemy model the log names.")
		return
	}
	p("| cause | rule | wounds | kills |")
	p("| --- | --- | --- | --- |")
	for _, c := range []struct {
		what string
		m    map[string]*Count
	}{{"a model to itself (its own critical fail, blast, point-blank misses or ram's recoil)", r.Self},
		{"to its own side", r.Friendly}, {"no attacker in the log", r.Unattributed}} {
		for _, rule := range slices.Sorted(maps.Keys(c.m)) {
			p("| %s | %s | %d | %d |", c.what, rule, c.m[rule].Wounds, c.m[rule].Kills)
		}
	}
}

func (r *Report) ap(p printer) {
	p("")
	p("## AP spent by order type")
	p("")
	verbs := map[string]bool{}
	total := [2]int{}
	for k, m := range r.AP {
		for v, n := range m {
			verbs[v] = true
			total[k] += n
		}
	}
	p("| order | %s AP | share | a game | %s AP | share | a game |", r.Sides[0].ID, r.Sides[1].ID)
	p("| --- | --- | --- | --- | --- | --- | --- |")
	games := float64(max(r.Games, 1))
	row := func(name string, n [2]int) {
		line := "| " + name
		for k := range n {
			share := 0.0
			if total[k] > 0 {
				share = float64(n[k]) / float64(total[k])
			}
			line += fmt.Sprintf(" | %d | %s | %.1f", n[k], pct(share), float64(n[k])/games)
		}
		p("%s |", line)
	}
	for _, v := range slices.SortedFunc(maps.Keys(verbs), func(a, b string) int {
		return cmp.Or(cmp.Compare(r.AP[0][b]+r.AP[1][b], r.AP[0][a]+r.AP[1][a]), cmp.Compare(a, b))
	}) {
		row(v, [2]int{r.AP[0][v], r.AP[1][v]})
	}
	row("**all**", total)
}

func (r *Report) deaths(p printer, pics [2]string) {
	p("")
	p("## Where models died")
	p("")
	if r.Deck == nil {
		p("No game was played.")
		return
	}
	p("One picture a side, %d pixels to the inch: every deck cell where a model of that side died, from pale", Scale)
	p("orange (one death) to dark red (the most in any cell of that picture), over the deck's walls (grey),")
	p("doors (beige) and floor (off-white).")
	for k, s := range r.Sides {
		n, most := 0, 0
		for _, c := range r.Deaths[k] {
			n += c
			most = max(most, c)
		}
		p("")
		p("### %s (%s): %d deaths, at most %d in one cell", s.ID, s.Team, n, most)
		if pics[k] != "" {
			p("")
			p("![where %s models died](%s)", s.ID, pics[k])
		}
	}
}
