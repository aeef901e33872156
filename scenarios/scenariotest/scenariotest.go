// Package scenariotest loads the shipped default scenario for tests and
// benchmarks, failing the test when the embedded files do not load.
package scenariotest

import (
	"testing"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/scenarios"
)

// Default returns the embedded content and, on it, a fresh copy of the
// default scenario (Hangar Deathmatch).
func Default(tb testing.TB) (*content.Content, *scenarios.Scenario) {
	tb.Helper()
	c, err := content.Default()
	if err != nil {
		tb.Fatal(err)
	}
	s, err := scenarios.Default(c)
	if err != nil {
		tb.Fatal(err)
	}
	return c, s
}
