package selfplay

import (
	"math"
	"testing"
	"time"
)

func TestPercentile(t *testing.T) {
	var h histogram
	if h.percentile(50) != 0 {
		t.Errorf("an empty histogram's median is %v", h.percentile(50))
	}
	// 1 µs .. 1000 µs, shuffled by a stride prime to 1000.
	for i := range 1000 {
		h.add(time.Duration(1+(i*389)%1000) * time.Microsecond)
	}
	tests := []struct {
		p    float64
		want time.Duration
	}{
		{50, 500 * time.Microsecond},
		{99, 990 * time.Microsecond},
		{99.9, 999 * time.Microsecond},
		{0.1, time.Microsecond},
		{0, time.Microsecond}, // the smallest rank is 1
		{100, time.Millisecond},
	}
	for _, tc := range tests {
		got := h.percentile(tc.p)
		if math.Abs(float64(got-tc.want)) > float64(tc.want)/64 {
			t.Errorf("p%v = %v, want %v within 1/64", tc.p, got, tc.want)
		}
	}
	if h.percentile(100) != time.Millisecond || h.max != time.Millisecond || h.n != 1000 {
		t.Errorf("p100 %v, max %v, n %d: the largest is exact", h.percentile(100), h.max, h.n)
	}

	// Nearest rank on a small set: 10 values, p50 is the 5th, p99 the 10th.
	var small histogram
	for _, ns := range []int{9, 1, 8, 2, 7, 3, 6, 4, 5, 10} {
		small.add(time.Duration(ns))
	}
	if small.percentile(50) != 5 || small.percentile(99) != 10 || small.percentile(10) != 1 || small.percentile(11) != 2 {
		t.Errorf("p50 %v p99 %v p10 %v p11 %v", small.percentile(50), small.percentile(99), small.percentile(10), small.percentile(11))
	}

	// Merging adds the counts.
	var both histogram
	both.merge(&h)
	both.merge(&small)
	if both.n != 1010 || both.max != time.Millisecond || both.percentile(0.5) != 6 { // rank 6 of 1010: the sixth smallest
		t.Errorf("merged: n %d, max %v, p0.5 %v", both.n, both.max, both.percentile(0.5))
	}
}

// Every duration falls in a bucket whose middle is within 1/64 of it, and
// the buckets are in order, from nanoseconds to hours.
func TestBuckets(t *testing.T) {
	prev := -1
	for v := uint64(0); v < 1<<40; v += 1 + v/97 {
		b := bucket(v)
		if b < prev || b >= len(histogram{}.counts) {
			t.Fatalf("%d ns: bucket %d after %d", v, b, prev)
		}
		prev = b
		if m := middle(b); math.Abs(float64(m)-float64(v)) > float64(v)/64 {
			t.Fatalf("%d ns: bucket %d stands for %d", v, b, m)
		}
		if v < 1<<subBits && middle(b) != v {
			t.Fatalf("%d ns is not exact", v)
		}
	}
	if b := bucket(math.MaxInt64); b >= len(histogram{}.counts) {
		t.Fatalf("the longest duration has bucket %d", b)
	}
}
