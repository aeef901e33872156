#!/usr/bin/env bash
# random-fairness.sh: how fair and decisive random missions are (issue 36,
# docs/scenarios.md): each random mission random-SEED of FIRST..LAST
# played GAMES times, normal AI against normal AI, sides swapped, and per
# seed the west and east sides' wins and the draws. Then the summary the
# issue's bar reads: the seeds where one side won more than 65% of the
# games, and the share of games drawn.
#
#   ./build/random-fairness.sh                       # seeds 7001..7100, 40 games each, run seed 1
#   FIRST=5001 LAST=5030 GAMES=20 ./build/random-fairness.sh
#
# Prints a markdown table and its summary.
set -euo pipefail
cd "$(dirname "$0")/.."

first=${FIRST:-7001}
last=${LAST:-7100}
games=${GAMES:-40}
seed=${SEED:-1}
workers=${WORKERS:-2}
kg=$(mktemp -d)/kg
go build -o "$kg" ./cmd/kg

echo "| mission | west | east | draws | west's army | east's army |"
echo "| --- | ---: | ---: | ---: | --- | --- |"
lopsided=0 draws=0 total=0 n=0
for ((s = first; s <= last; s++)); do
	out=$("$kg" selfplay --scenario "random-$s" --games "$games" --ai normal,normal --swap-sides --seed "$seed" --workers "$workers")
	w=$(jq '.wins_per_side.west // 0' <<<"$out")
	e=$(jq '.wins_per_side.east // 0' <<<"$out")
	d=$(jq '.draws' <<<"$out")
	armies=$("$kg" random "$s" | awk '/^    army: /{printf "%s|", $2}')
	echo "| random-$s | $w | $e | $d | ${armies%%|*} | $(cut -d'|' -f2 <<<"$armies") |"
	if ((100 * w > 65 * games || 100 * e > 65 * games)); then lopsided=$((lopsided + 1)); fi
	draws=$((draws + d)) total=$((total + games)) n=$((n + 1))
done
echo
echo "$n missions, $games games each (run seed $seed): one side won more than 65% of the games in $lopsided ($((100 * lopsided / n))%); $draws of $total games drawn ($(awk -v d="$draws" -v t="$total" 'BEGIN{printf "%.1f", 100*d/t}')%)."
