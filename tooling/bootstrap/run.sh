#!/bin/sh
# Entry point of the README commands: `npm start`, `npm test`, and the everyday ones.
# Works with the machine's Node 20 + npm; everything else comes from env.sh.
set -eu
VITRINE_ROOT=$(cd "$(dirname "$0")/../.." && pwd)
export VITRINE_ROOT
. "$VITRINE_ROOT/tooling/bootstrap/env.sh"
cd "$VITRINE_ROOT"
cmd=${1:-}
[ $# -gt 0 ] && shift
case "$cmd" in
  start|test|bench|dev|e2e|cluster) exec node "tooling/scripts/$cmd.mjs" "$@" ;;
  storybook) exec pnpm --filter @vitrine/storybook run dev "$@" ;;
  changeset) exec pnpm exec changeset "$@" ;;
  env) exec "$@" ;;
  *) echo "usage: run.sh start|test|bench|dev|e2e|cluster|storybook|changeset|env CMD..." >&2; exit 2 ;;
esac
