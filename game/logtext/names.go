package logtext

import (
	"regexp"
	"strings"

	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/words"
)

// renderer collects the paragraphs of one entry.
type renderer struct {
	names Names
	paras []para
	at    map[string]geom.Vec // where a declaration's earlier steps take each unit
}

// line adds a paragraph. parts are plain strings (which may wrap at their
// spaces), segs and []segs.
func (r *renderer) line(indent int, kind Kind, side int, parts ...any) {
	p := para{indent: indent, kind: kind, side: side}
	for _, x := range parts {
		switch v := x.(type) {
		case string:
			p.segs = append(p.segs, seg{text: v})
		case seg:
			p.segs = append(p.segs, v)
		case []seg:
			p.segs = append(p.segs, v...)
		default:
			panic("logtext: a part of a line must be a string or a seg")
		}
	}
	p.segs = r.plain(p.segs)
	r.paras = append(r.paras, p)
}

// plain is segs as Names asks them written: with Plain, the rule IDs
// their text cites taken out (an atom, a name or a die, cites none), and
// the segments left empty dropped.
func (r *renderer) plain(segs []seg) []seg {
	if !r.names.Plain {
		return segs
	}
	out := segs[:0:0]
	for _, g := range segs {
		if !g.atom {
			g.text = words.WithoutRules(g.text)
		}
		if g.text != "" || g.atom {
			out = append(out, g)
		}
	}
	return out
}

// unitID cleans what an event names a unit by: the match's Speed check
// names its roller "red.ec-trooper-1 Speed check (GAP-18)".
func unitID(id string) string {
	if f := strings.Fields(id); len(f) > 0 {
		return f[0]
	}
	return id
}

// unitName is a unit's display name.
func (r *renderer) unitName(id string) string {
	id = unitID(id)
	if r.names.Unit != nil {
		if s := r.names.Unit(id); s != "" {
			return s
		}
	}
	if _, short, ok := strings.Cut(id, "."); ok && short != "" {
		return short
	}
	if id == "" {
		return "(nobody)"
	}
	return id
}

// unit is a unit's name as an atom.
func (r *renderer) unit(id string) seg { return atom(r.unitName(id)) }

// side is a side's name as an atom.
func (r *renderer) side(id string) seg {
	if r.names.Side != nil {
		if s := r.names.Side(id); s != "" {
			return atom(s)
		}
	}
	if id == "" {
		return atom("(no side)")
	}
	return atom(id)
}

// sideIndex is a side's index in match order, or -1.
func (r *renderer) sideIndex(id string) int {
	for i, s := range r.names.Sides {
		if s == id && id != "" {
			return i
		}
	}
	return -1
}

// sideOf is the index of a unit's side, or -1 (an objective, or no Sides).
func (r *renderer) sideOf(unit string) int {
	side, _, ok := strings.Cut(unitID(unit), ".")
	if !ok {
		return -1
	}
	return r.sideIndex(side)
}

// sideOrder lists the keys of a per-side map: the match's sides in order,
// then any others sorted.
func sideOrder[V any](n Names, m map[string]V) []string {
	var out []string
	for _, s := range n.Sides {
		if _, ok := m[s]; ok {
			out = append(out, s)
		}
	}
	var rest []string
	for s := range m {
		known := false
		for _, k := range n.Sides {
			known = known || k == s
		}
		if !known {
			rest = append(rest, s)
		}
	}
	sortStrings(rest)
	return append(out, rest...)
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// idPattern finds full unit IDs in free text: "side.profile-n".
var idPattern = regexp.MustCompile(`\b[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*\.[a-z][a-z0-9_]*(?:-[a-z0-9_]+)*-[0-9]+\b`)

// shortPattern finds what may be a short unit ID ("ec-trooper-2") or an
// objective's ID ("console-a") in free text; only IDs Names knows are
// replaced.
var shortPattern = regexp.MustCompile(`\b[a-z][a-z0-9_]*(?:-[a-z0-9_]+)+\b`)

// lead is freeIn for text about side after the words that lead into it
// (": ", " for "), or nothing when text is empty, so that no colon is
// left dangling.
func (r *renderer) lead(words, side, text string) []seg {
	if text == "" {
		return nil
	}
	return append([]seg{{text: words}}, r.freeIn(side, text)...)
}

// free turns free text from the rules (a note, a reason) into segs, with
// every full unit ID in it replaced by the unit's name.
func (r *renderer) free(text string) []seg { return r.freeIn("", text) }

// freeIn is free for text about side: the short IDs of its units, and
// objectives' IDs, are replaced too when Names knows them.
func (r *renderer) freeIn(side, text string) []seg {
	text = r.plainWords(text)
	var out []seg
	last := 0
	for _, m := range idPattern.FindAllStringIndex(text, -1) {
		out = append(out, r.short(side, text[last:m[0]])...)
		out = append(out, r.unit(text[m[0]:m[1]]))
		last = m[1]
	}
	return append(out, r.short(side, text[last:])...)
}

// short replaces the known short IDs in text without full IDs.
func (r *renderer) short(side, text string) []seg {
	if r.names.Unit == nil {
		return []seg{{text: text}}
	}
	var out []seg
	last := 0
	for _, m := range shortPattern.FindAllStringIndex(text, -1) {
		tok, id := text[m[0]:m[1]], ""
		switch {
		case r.names.Unit(tok) != "":
			id = tok
		case side != "" && r.names.Unit(side+"."+tok) != "":
			id = side + "." + tok
		default:
			continue
		}
		out = append(out, seg{text: text[last:m[0]]}, r.unit(id))
		last = m[1]
	}
	return append(out, seg{text: text[last:]})
}

// rulePrefix splits "KG-FACE-03: equal Speed" into the rule and the rest.
var rulePrefix = regexp.MustCompile(`^((?:KG|GAP|XS)-[A-Z0-9()-]+): (.*)$`)
