#!/usr/bin/env bash
# pack-cost.sh: headless games a minute with every rule module on against
# the plain game, on every shipped scenario, measured in one run (issue 15:
# within 25%). Normal against normal, sides swapped, one worker; the two
# arms alternate in blocks on the same seeds, so a busy spell of the
# machine falls on both. Cargo Bay's vehicles need their module, so its
# plain game is the vehicles module alone; Turf War's custom units need
# the force module (which has no order rules), so its plain game is force
# alone.
#
#   ./build/pack-cost.sh                       # 4 blocks of 50 games an arm, seeds 601-604
#   BLOCKS=2 GAMES=20 SEED=700 ./build/pack-cost.sh
#   PACK=suppression,hardcover ./build/pack-cost.sh   # one pack against the plain game
#   SCENARIOS="corridor-firefight sabotage" ./build/pack-cost.sh
#
# Prints a markdown table: games a minute each way, their ratio, and the
# average game length in ticks (a longer game is fewer games a minute).
set -euo pipefail
cd "$(dirname "$0")/.."

blocks=${BLOCKS:-4}
games=${GAMES:-50}
seed=${SEED:-600}
pack=${PACK:-all}
scenarios=${SCENARIOS:-$(for f in scenarios/maps/*.yaml; do basename "$f" .yaml; done)}
kg=$(mktemp -d)/kg
go build -o "$kg" ./cmd/kg

# field prints the number after "key": in a JSON summary.
field() { grep -o "\"$1\":[0-9.e+-]*" <<<"$2" | head -1 | cut -d: -f2; }

echo "| scenario | plain games/min | $pack games/min | with / plain | ticks a game, plain | with |"
echo "| --- | --- | --- | --- | --- | --- |"
for s in $scenarios; do
	plain=none
	[ "$s" = cargo-bay ] && plain=vehicles
	[ "$s" = turf-war ] && plain=force
	declare -A n=() wall=() ticks=()
	for b in $(seq 1 "$blocks"); do
		for arm in plain all; do
			mods=$plain
			[ $arm = all ] && mods=$pack
			[ $arm = all ] && [ "$s" = cargo-bay ] && [ "$pack" != all ] && mods=$pack,vehicles
			[ $arm = all ] && [ "$s" = turf-war ] && [ "$pack" != all ] && [[ ",$pack," != *,force,* ]] && mods=$pack,force
			out=$("$kg" selfplay --games "$games" --ai normal,normal --swap-sides --modules "$mods" --scenario "$s" --seed $((seed + b)))
			g=$(field games "$out")
			n[$arm]=$(awk -v a="${n[$arm]:-0}" -v b="$g" 'BEGIN{print a+b}')
			wall[$arm]=$(awk -v a="${wall[$arm]:-0}" -v b="$(field wall_seconds "$out")" 'BEGIN{print a+b}')
			ticks[$arm]=$(awk -v a="${ticks[$arm]:-0}" -v b="$(field average_ticks "$out")" -v g="$g" 'BEGIN{print a+b*g}')
		done
	done
	awk -v s="$s" -v np="${n[plain]}" -v wp="${wall[plain]}" -v tp="${ticks[plain]}" \
		-v na="${n[all]}" -v wa="${wall[all]}" -v ta="${ticks[all]}" 'BEGIN{
		gp = 60*np/wp; ga = 60*na/wa
		printf "| %s | %.0f | %.0f | %.2f | %.0f | %.0f |\n", s, gp, ga, ga/gp, tp/np, ta/na }'
	unset n wall ticks
done
