//go:build !race

package scenarios_test

// slowdown is how much slower code runs under the race detector; timing
// tests scale their bounds by it.
const slowdown = 1
