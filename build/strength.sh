#!/usr/bin/env bash
# strength.sh: the computer players' strength table (docs/ai.md): every
# pair of levels on every shipped scenario, sides swapped every game, with
# each first player's win rate and its 95% Wilson interval (draws count
# as not won). Decision times per level come from the same games.
#
#   ./build/strength.sh                          # 100 games a cell, seed 6006
#   GAMES=40 SEED=7 PAIRS="hard,baseline" SCENARIOS="sabotage" ./build/strength.sh
#
# Prints two markdown tables: wins, and each level's decision time
# (median and 99th percentile, in ms, over every game it played).
set -euo pipefail
cd "$(dirname "$0")/.."

games=${GAMES:-100}
seed=${SEED:-6006}
pairs=${PAIRS:-"hard,baseline normal,baseline easy,baseline hard,easy normal,easy hard,normal"}
if [ -z "${SCENARIOS:-}" ]; then
	SCENARIOS=$(for f in scenarios/maps/*.yaml; do basename "$f" .yaml; done | tr '\n' ' ')
fi
workers=${WORKERS:-2}
kg=$(mktemp -d)/kg
go build -o "$kg" ./cmd/kg

# field prints the first number after "key": in a JSON text.
field() { grep -o "\"$1\":[0-9.e+-]*" <<<"$2" | head -1 | cut -d: -f2; }
# wilson prints "p% (lo–hi%)" for k wins of n, the 95% Wilson interval.
wilson() {
	awk -v k="$1" -v n="$2" 'BEGIN { z = 1.959964; p = k / n; d = 1 + z*z/n;
		c = (p + z*z/(2*n)) / d; h = z * sqrt(p*(1-p)/n + z*z/(4*n*n)) / d;
		printf "%.0f%% (%.0f–%.0f%%)", 100*p, 100*(c-h), 100*(c+h) }'
}

header="| scenario |"
rule="| --- |"
for p in $pairs; do header="$header ${p/,/ vs } |"; rule="$rule --- |"; done
echo "$header"
echo "$rule"
times=$(mktemp)
for s in $SCENARIOS; do
	row="| $s |"
	for p in $pairs; do
		out=$("$kg" selfplay --games "$games" --ai "$p" --swap-sides --scenario "$s" --seed "$seed" --workers "$workers")
		won=$(grep -o '"wins_per_slot":\[[0-9]*' <<<"$out" | grep -o '[0-9]*$')
		row="$row $(wilson "$won" "$games") |"
		for level in ${p//,/ }; do
			per=$(grep -o "\"$level\":{\"calls\":{[^}]*},\"decisions\":{[^}]*}" <<<"$out" | grep -o '"decisions":{[^}]*}' || true)
			[ -n "$per" ] && echo "$level $(field median_us "$per") $(field p99_us "$per")" >>"$times"
		done
	done
	echo "$row"
done
echo
echo "| level | decision median (ms, the worst cell's) | decision p99 (ms, the worst cell's) |"
echo "| --- | --- | --- |"
sort -k1,1 "$times" | awk '{ if ($2 > med[$1]) med[$1] = $2; if ($3 > p99[$1]) p99[$1] = $3 }
	END { for (l in med) printf "| %s | %.1f | %.1f |\n", l, med[l]/1000, p99[l]/1000 }' | sort
