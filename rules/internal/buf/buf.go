// Package buf reuses scratch slices across calls on the rules' hot paths
// (sight's occupancy grid, movement's search grid).
package buf

// Zeroed returns s with n zero elements, reusing its array if it can.
func Zeroed[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}
