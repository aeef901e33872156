package campaign

import (
	"errors"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules"
)

// advancement is the rule module that grows a campaign's models between
// battles (facet.Advancement: XS-30's improvement points, raises and
// flaws), and its name, which an army list of veterans is built under.
func advancement(c *content.Content) (facet.Advancement, string, error) {
	set, err := modules.Load(c)
	if err != nil {
		return nil, "", err
	}
	for _, m := range set {
		if a, ok := m.Loaded.(facet.Advancement); ok {
			return a, m.Name, nil
		}
	}
	return nil, "", errors.New("no rule module grows a campaign's models between battles (XS-30)")
}

// FlawName names a flaw and says what it does, "Shaky hands (RC -1)";
// the id itself if no module knows it.
func FlawName(c *content.Content, id string) string {
	if a, _, err := advancement(c); err == nil {
		if name, does, ok := a.Flaw(id); ok {
			return name + " (" + does + ")"
		}
	}
	return id
}
