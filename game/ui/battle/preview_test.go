package battle_test

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/geom"
)

// previewOf opens a hotseat match of file, points red's first model's
// verb at blue's first, draws the screen and returns its preview terms
// and the picture.
func previewOf(t *testing.T, file string, verb controls.Action) (*driver, []battle.PreviewTerm, *ebiten.Image) {
	t.Helper()
	d := openHotseat(t, file, 2)
	v := d.b.Match().View()
	red, blue := v.Units()[0], v.Units()[1]
	centre := geom.Vec{X: (red.Base.Centre.X + blue.Base.Centre.X) / 2, Y: (red.Base.Centre.Y + blue.Base.Centre.Y) / 2}
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	d.b.Draw(img)
	d.aim(centre, 40, red.Base.Centre, verb, blue.Base.Centre)
	img.Clear()
	d.b.Draw(img)
	return d, d.b.PreviewTerms(), img
}

// texts are the terms' texts.
func texts(terms []battle.PreviewTerm) string {
	var s []string
	for _, t := range terms {
		s = append(s, t.Text)
	}
	return strings.Join(s, " | ")
}

// impossible finds numbers a die cannot make sense of: a negative keep,
// dice or target number, a target number over 20.
var (
	negative = regexp.MustCompile(`(keep|to hit|to wound) [−-][0-9]`)
	bigTN    = regexp.MustCompile(`to hit ([0-9]+)\+`)
)

// checkPossible fails when a preview term shows an impossible number or
// explains nothing.
func checkPossible(t *testing.T, terms []battle.PreviewTerm) {
	t.Helper()
	for _, term := range terms {
		if m := negative.FindString(term.Text); m != "" {
			t.Errorf("the preview shows %q in %q", m, term.Text)
		}
		if m := bigTN.FindStringSubmatch(term.Text); m != nil {
			if n, _ := strconv.Atoi(m[1]); n > 20 {
				t.Errorf("the preview shows a target number of %d", n)
			}
		}
		if strings.Contains(term.Text, "to wound") && !strings.Contains(term.Text, "to wound 2+") && strings.Contains(term.Text, "to wound 1+") {
			t.Errorf("a wound TN a die cannot miss but for a 1 shows as %q", term.Text)
		}
		if term.Tip == "" {
			t.Errorf("%q explains nothing on hover", term.Text)
		}
	}
}

// Issue 16: a shot out of range says so and how far the weapon reaches,
// with no negative keep and no target number over 20; in range, every
// term shows possible numbers; resting the cursor on a term shows its
// tip.
func TestShotPreviewInAndOutOfRange(t *testing.T) {
	d, terms, img := previewOf(t, "testdata/duel.yaml", controls.VerbShoot)
	if !strings.Contains(texts(terms), "to hit ") || !strings.Contains(texts(terms), "hit ") {
		t.Fatalf("the rifle's preview at 15\": %s", texts(terms))
	}
	checkPossible(t, terms)
	var wound battle.PreviewTerm
	for _, term := range terms {
		if regexp.MustCompile(`^to wound [0-9]+\+$`).MatchString(term.Text) {
			wound = term
		}
	}
	if wound.Text == "" {
		t.Fatalf("no to-wound term: %s", texts(terms))
	}
	d.env.Controls.SimulateCursor(wound.X, wound.Y)
	d.env.Controls.Update()
	img.Clear()
	d.b.Draw(img)
	if got := d.b.HoveredTip(); !strings.Contains(got, "Body + armour") {
		t.Errorf("resting on %q shows the tip %q", wound.Text, got)
	}
	saveShot(t, img, "preview-shot-tip")

	d, terms, img = previewOf(t, "testdata/duel-pistol.yaml", controls.VerbShoot)
	saveShot(t, img, "preview-out-of-range")
	red := d.b.Match().View().Units()[0]
	// The long range the ring round the shooter shows, and the most the
	// penalty past it allows (issue 36).
	if want := fmt.Sprintf(`out of range (long %g", at most %g" with the penalty)`, red.F.Ranged.Long, red.F.MaxRange(red.F.Ranged)); !strings.Contains(texts(terms), want) {
		t.Errorf("the pistol's preview at 15\": %s, want %s", texts(terms), want)
	}
	for _, term := range terms {
		if strings.Contains(term.Text, "keep") || strings.Contains(term.Text, "to hit") || strings.Contains(term.Text, "kill") {
			t.Errorf("out of range, the preview still shows %q", term.Text)
		}
	}
	checkPossible(t, terms)
}

// Issue 16: a charge is checked and shows the exact odds of the attack it
// ends in before it is paid, each term explained.
func TestChargePreviewShowsOdds(t *testing.T) {
	_, terms, img := previewOf(t, "testdata/brawl.yaml", controls.VerbCharge)
	saveShot(t, img, "preview-charge")
	got := texts(terms)
	for _, want := range []string{" AP", "close combat", "hit ", "kill ", "wounds 0: "} {
		if !strings.Contains(got, want) {
			t.Errorf("the charge's preview %q has no %q", got, want)
		}
	}
	checkPossible(t, terms)
}

// A preview the rules refuse (a charge 15" away) explains its refusal on
// hover.
func TestRefusedPreviewExplainsItself(t *testing.T) {
	d, terms, _ := previewOf(t, "testdata/duel.yaml", controls.VerbCharge)
	if len(terms) != 1 {
		t.Fatalf("the refused charge's preview rows: %+v", terms)
	}
	d.env.Controls.SimulateCursor(terms[0].X, terms[0].Y)
	d.env.Controls.Update()
	d.b.Draw(ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight))
	if got := d.b.HoveredTip(); !strings.Contains(got, "would refuse this order") {
		t.Errorf("resting on the refusal shows %q", got)
	}
}

// GAP-37: from a gantry the preview shows no cover for a target behind a
// crate, and a line saying why, whose tip says it changes no number; the
// colour key names the gantry.
func TestShotPreviewFromAGantry(t *testing.T) {
	d, terms, img := previewOf(t, "testdata/gantry.yaml", controls.VerbShoot)
	saveShot(t, img, "preview-gantry")
	// The colour key shows what this deck has: its gantry, no door.
	if got := strings.Join(d.b.LegendLabels(), " | "); !strings.Contains(got, "gantry (+1 up)") || strings.Contains(got, "door") || strings.Contains(got, "dark") {
		t.Errorf("the legend: %s", got)
	}
	checkPossible(t, terms)
	if strings.Contains(texts(terms), "target in cover") {
		t.Errorf("from the gantry, the crate still gives cover: %s", texts(terms))
	}
	var line battle.PreviewTerm
	for _, term := range terms {
		if strings.Contains(term.Text, "firing down from a gantry") {
			line = term
		}
	}
	if !strings.Contains(line.Text, "+0 TN") || !strings.Contains(line.Text, "GAP-37") || !strings.Contains(line.Tip, "no number changes") {
		t.Errorf("the GAP-37 line %q, tip %q, in %s", line.Text, line.Tip, texts(terms))
	}
}
