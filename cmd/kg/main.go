// Command kg is Kry-Gothic's headless tool: exact odds, dice rolls, and
// checks of army lists and content files. Run "kg help" for its usage.
package main

import (
	"fmt"
	"io"
	"os"
)

const usage = `kg — Kry-Gothic's headless tool (an unofficial implementation of Kry-Gothic)

Usage:
  kg odds --dice N --tn T [--keep K] [--sum7plus]
      Exact chance of 0, 1, … K kept successes when N exploding dice roll
      against target number T and at most K passing dice are kept (K
      defaults to N). Prints one JSON object:
      {"dice":N,"tn":T,"keep":K,"kept":[p0,p1,…,pK]}
  kg roll EXPR [--seed S | --dice LIST] [--tn T] [--sum7plus] [--no-explode] [--json]
      Roll EXPR (4K3, 3D6, D6) and print every die with its re-rolls.
      Without --tn it is a score roll: keep the highest and sum them.
      With --tn it is a success roll: keep at most K dice that pass T.
      --dice 6,2,5 uses those faces in order instead of a seed.
  kg army check [--content DIR] FILE...
      Check army lists against the limits; print each army's models and
      costs, or every problem as file:line:col: message.
  kg check [--content DIR] [--shipped] FILE...
      Check scenario files (docs/scenarios.md): every problem is printed
      as file:line:col: message. --shipped checks the built-in scenarios.
  kg run SCENARIO --orders FILE [--dice LIST | --seed N] [--record FILE] [--content DIR]
      Play a scripted match headless (docs/orders.md): every event as one
      JSON object a line (docs/events.md), then a final line with the
      result and the state hash. --record writes the match record.
      --content plays with a content directory (for mods) instead of the
      embedded content.
  kg replay FILE [--content DIR]
      Play a match record again and print the same; --content names the
      content directory it was played with.
  kg content check DIR
      Check a content directory laid out like rules/content/data.
  kg selfplay --games N --ai A,B [--scenario S] [--seed S] [--swap-sides]
              [--csv FILE] [--workers K] [--check-replays] [--max-ticks T]
      Play N games of two computer players headless, checking every tick,
      and print a JSON summary: wins, draws, rounds, games a minute, AI
      latency, refused orders, panics, broken invariants, replay checks.
      Exit status 1 when a game panicked or failed a check.

Exit status: 0 when all is well, 1 when a checked file has problems,
2 when the command line itself is wrong.
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes one kg command line and returns its exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "odds":
		return odds(args[1:], stdout, stderr)
	case "roll":
		return roll(args[1:], stdout, stderr)
	case "army":
		if len(args) < 2 || args[1] != "check" {
			return usageError(stderr, "kg army: the only army command is \"kg army check FILE...\"")
		}
		return armyCheck(args[2:], stdout, stderr)
	case "run":
		return runMatch(args[1:], stdout, stderr)
	case "replay":
		return replay(args[1:], stdout, stderr)
	case "check":
		return check(args[1:], stdout, stderr)
	case "selfplay":
		return selfPlay(args[1:], stdout, stderr)
	case "content":
		if len(args) < 2 || args[1] != "check" {
			return usageError(stderr, "kg content: the only content command is \"kg content check DIR\"")
		}
		return contentCheck(args[2:], stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	default:
		return usageError(stderr, fmt.Sprintf("kg: unknown command %q", args[0]))
	}
}

// usageError prints a message and a pointer to the usage, and returns 2.
func usageError(stderr io.Writer, msg string) int {
	fmt.Fprintf(stderr, "%s\nRun \"kg help\" for usage.\n", msg)
	return 2
}
