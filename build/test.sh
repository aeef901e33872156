#!/usr/bin/env bash
# Runs every check and test of Kry-Gothic, as CI does: installs what is
# missing (build/setup.sh), then gofmt, go vet, staticcheck, a race-detector
# pass over the headless packages, and go test on every package under a
# virtual display, so the golden-image tests run too.
# Extra arguments go to go test (e.g. -run Dice, -count=1).
set -euo pipefail
cd "$(dirname "$0")/.."

bash build/setup.sh

echo "== gofmt"
unformatted=$(gofmt -l .)
if [ -n "$unformatted" ]; then
	echo "gofmt would change:" >&2
	echo "$unformatted" >&2
	exit 1
fi
echo "== go vet"
go vet ./...
echo "== staticcheck"
"$(go env GOPATH)/bin/staticcheck" ./...
echo "== go test -race -short (the rules and the match are used from several goroutines)"
go test -race -short -timeout 25m ./rules/... ./game/match/... ./scenarios/...
echo "== go test (under Xvfb)"
# The match's property test plays 1 000 random games a shipped scenario:
# about 5 minutes on a quiet 2-core machine, so the default 10-minute
# timeout of a package leaves too little room on a busy one.
KRYGOTHIC_REQUIRE_DISPLAY=1 xvfb-run -a -s "-screen 0 1280x800x24" go test -timeout 25m "$@" ./...
