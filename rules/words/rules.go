package words

import (
	"regexp"
	"strings"
)

// ruleID finds a rule's ID as the game cites it: "KG-RC-11",
// "KG-AP-07(4)", "KG-TERR-02/03", "SW-OVW-01", "RULINGS §6".
var ruleID = regexp.MustCompile(`\b(?:(?:KG|GAP|XS|SW|XC|RPG|GW)-[A-Z0-9]+(?:-[A-Z0-9]+)*(?:\([0-9]+\))*(?:/[0-9]+)*|RULINGS(?: §[0-9]+)?)`)

// cited is where a rule ID stood, while WithoutRules works.
const cited = "\x00"

// citeGroup is a parenthesis holding at least one rule ID.
var citeGroup = regexp.MustCompile(" ?\\(([^()]*" + cited + "[^()]*)\\)")

// citeSep is a rule ID with the separator that joins it to its
// neighbours in a list: "KG-RC-11, ", "; KG-META-04".
var citeSep = regexp.MustCompile(`(?:[,;/]|\band\b)? ?` + cited + `(?:[,;/] ?)?`)

// WithoutRules is text as a player reads it with the rules detail off:
// without the rule IDs it cites. A parenthesis of rule IDs alone goes
// ("wounded (KG-RC-13)" → "wounded"); one that says more keeps the rest
// ("(2+, GAP-13)" → "(2+)"); a rule that leads ("KG-FACE-03: equal
// Speed") goes with its colon.
func WithoutRules(text string) string {
	if !ruleID.MatchString(text) {
		return text
	}
	text = ruleID.ReplaceAllString(text, cited)
	text = strings.TrimPrefix(text, cited+": ")
	text = citeGroup.ReplaceAllStringFunc(text, func(g string) string {
		lead := ""
		if strings.HasPrefix(g, " ") {
			lead, g = " ", g[1:]
		}
		inner := strings.TrimSpace(citeSep.ReplaceAllString(g[1:len(g)-1], " "))
		if inner == "" {
			return ""
		}
		return lead + "(" + inner + ")"
	})
	return strings.ReplaceAll(citeSep.ReplaceAllString(text, " "), "  ", " ")
}
