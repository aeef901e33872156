#!/usr/bin/env bash
# module-soak.sh: self-play with each named rule module on, every record
# replayed, and a markdown row per module with what went wrong (the
# issues' "1,000 self-play games per module, 0 faults"). Normal against
# hard, sides swapped; each module plays with blast beside it (a set
# that names blast, "all" or "none" is played as it is).
#
#   MODULES="suppression locations" ./build/module-soak.sh
#   GAMES=1000 WORKERS=2 SCENARIO=corridor-firefight SEED=9700 MODULES=... ./build/module-soak.sh
set -euo pipefail
cd "$(dirname "$0")/.."

games=${GAMES:-1000}
workers=${WORKERS:-2}
scenario=${SCENARIO:-corridor-firefight}
seed=${SEED:-9700}
mods=${MODULES:?name the modules: MODULES="suppression locations"}
kg=$(mktemp -d)/kg
go build -o "$kg" ./cmd/kg

# field prints the number after "key": in a JSON summary.
field() { grep -o "\"$1\":[0-9.e+-]*" <<<"$2" | head -1 | cut -d: -f2; }

echo "| modules | scenario | games | wall s | errors | panics | refused | broken invariants | replays checked | replays differing |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
for m in $mods; do
	set=$m
	case ",$m," in
	*,blast,* | ,all, | ,none,) ;;
	*) set=$m,blast ;;
	esac
	out=$("$kg" selfplay --games "$games" --ai normal,hard --swap-sides --check-replays --workers "$workers" \
		--modules "$set" --scenario "$scenario" --seed "$seed")
	printf "| %s | %s | %s | %.0f | %s | %s | %s | %s | %s | %s |\n" "$set" "$scenario" "$(field games "$out")" \
		"$(field wall_seconds "$out")" "$(field errors "$out")" "$(field panics "$out")" "$(field refused "$out")" \
		"$(field invariant_violations "$out")" "$(field replays_checked "$out")" "$(field replay_mismatches "$out")"
	seed=$((seed + 1))
done
