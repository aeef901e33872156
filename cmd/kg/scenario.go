package main

import (
	"fmt"
	"io"

	"github.com/krygothic/krygothic/scenarios"
)

// check is "kg check": load and check scenario files, or the shipped ones.
func check(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("check")
	dir := fs.String("content", "", "content directory (default: the embedded content)")
	shipped := fs.Bool("shipped", false, "check every scenario shipped with the game")
	files, err := parse(fs, args)
	if err != nil {
		return usageError(stderr, "kg check: "+err.Error())
	}
	if len(files) == 0 && !*shipped {
		return usageError(stderr, "kg check: name at least one scenario file, or --shipped")
	}
	c, err := loadContent(*dir)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	status := 0
	report := func(name string, s *scenarios.Scenario, err error) {
		if err != nil {
			fmt.Fprintln(stderr, err)
			status = 1
			return
		}
		fmt.Fprintf(stdout, "%s: ok — %s (%d×%d, %d rounds, %s vs %s, %d events, %s)\n", name, s.Name, s.Deck.W, s.Deck.H, s.Rounds,
			s.Sides[0].Name, s.Sides[1].Name, len(s.Events), s.Victory.Type)
	}
	if *shipped {
		for _, n := range scenarios.Shipped() {
			s, err := scenarios.LoadShipped(n, c)
			report("scenarios/maps/"+n+".yaml", s, err)
		}
	}
	for _, f := range files {
		s, err := scenarios.Open(f, c)
		report(f, s, err)
	}
	return status
}
