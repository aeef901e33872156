package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/krygothic/krygothic/scenarios"
)

var randomCommand = &command{
	name:    "random",
	args:    "SEED",
	summary: "write a random mission as a scenario file",
	about: `Build the random mission of SEED (GAP-33: rooms, corridors, doors,
cover, weak floors, one of the shipped armies on both sides, a deck the
same from either side, darkness a quarter of the time, a flood half of
the time) and write it to standard output as a
scenario file (docs/scenarios.md), to keep or edit. Every command that
takes a scenario also takes the mission by name, random-SEED, and
builds the same deck from the same seed.`,
	examples: []string{"kg random 42", "kg check random-42", "kg selfplay --games 10 --ai normal,normal --scenario random-42"},
	define: func(fs *flag.FlagSet) action {
		dir := contentFlag(fs)
		return func(rest []string, stdout, stderr io.Writer) int {
			if len(rest) != 1 {
				return fail(stderr, "random", "give one SEED, a whole number from 1")
			}
			seed, err := scenarios.ParseSeed(rest[0])
			if err != nil {
				return fail(stderr, "random", "SEED: "+err.Error())
			}
			c, err := loadContent(*dir)
			if err != nil {
				fmt.Fprintln(stderr, err)
				return 1
			}
			src, err := scenarios.Random(seed).Source(c)
			if err != nil {
				fmt.Fprintln(stderr, err)
				return 1
			}
			_, err = stdout.Write(src)
			if err != nil {
				fmt.Fprintln(stderr, "kg random:", err)
				return 1
			}
			return 0
		}
	},
}
