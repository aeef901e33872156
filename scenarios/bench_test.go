package scenarios_test

import (
	"testing"

	"github.com/krygothic/krygothic/scenarios"
)

// BenchmarkLoadShipped: reading and checking the default scenario.
func BenchmarkLoadShipped(b *testing.B) {
	c := defaultContent(b)
	for b.Loop() {
		if _, err := scenarios.Default(c); err != nil {
			b.Fatal(err)
		}
	}
}
