#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks to build, test and screenshot
# Kry-Gothic. Safe to run again: it installs only what is missing.
#   - Debian packages: Xvfb (virtual display for the golden-image tests and
#     screenshots), xauth (xvfb-run needs it), xdotool (screenshots of the
#     running client), and the X11/GL runtime libraries Ebitengine loads.
#   - Go tools at pinned versions: staticcheck and benchstat.
# Go modules come from the module proxy on the first build.
set -euo pipefail

packages=(xvfb xauth xdotool libgl1 libgl1-mesa-dri libx11-6 libxrandr2 libxcursor1 libxi6 libxinerama1)
staticcheck_version=v0.8.2
benchstat_version=v0.0.0-20260908200009-22c9c6c9d4da

missing=()
for p in "${packages[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
	sudo=""
	[ "$(id -u)" -eq 0 ] || sudo="sudo"
	echo "setup: installing ${missing[*]}" >&2
	$sudo apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

gobin="$(go env GOPATH)/bin"
want_tool() { # binary package version
	if ! go version -m "$gobin/$1" 2>/dev/null | grep -q -- "$3"; then
		echo "setup: installing $2@$3" >&2
		go install "$2@$3"
	fi
}
want_tool staticcheck honnef.co/go/tools/cmd/staticcheck "$staticcheck_version"
want_tool benchstat golang.org/x/perf/cmd/benchstat "$benchstat_version"
