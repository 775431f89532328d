#!/usr/bin/env bash
# Sourced by every script: makes sure a Node >= 22 and the pinned pnpm are on PATH.
# A fresh machine only needs Node >= 20 and npm: both tools are installed from the npm
# registry into .tools/ (the `node` package ships the binary), never into the system.
set -euo pipefail

PROJECT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
TOOLS_DIR="$PROJECT_ROOT/.tools"
REQUIRED_NODE_MAJOR=22
PNPM_VERSION="$(sed -n 's/.*"packageManager": *"pnpm@\([^"+]*\).*/\1/p' "$PROJECT_ROOT/package.json")"

log() { printf '\033[1;34m[portal]\033[0m %s\n' "$*" >&2; }

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

ensure_node() {
  if command -v node >/dev/null && [ "$(node_major node)" -ge "$REQUIRED_NODE_MAJOR" ]; then
    return
  fi
  local local_bin="$TOOLS_DIR/node/node_modules/.bin"
  if [ ! -x "$local_bin/node" ] || [ "$(node_major "$local_bin/node")" -lt "$REQUIRED_NODE_MAJOR" ]; then
    log "System Node is older than $REQUIRED_NODE_MAJOR: installing node@$REQUIRED_NODE_MAJOR into .tools/node"
    mkdir -p "$TOOLS_DIR/node"
    npm install --prefix "$TOOLS_DIR/node" --no-audit --no-fund --loglevel=error "node@$REQUIRED_NODE_MAJOR" >&2
  fi
  export PATH="$local_bin:$PATH"
}

ensure_pnpm() {
  local local_bin="$TOOLS_DIR/pnpm/node_modules/.bin"
  if [ ! -x "$local_bin/pnpm" ] || [ "$("$local_bin/pnpm" --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
    log "Installing pnpm@$PNPM_VERSION into .tools/pnpm"
    mkdir -p "$TOOLS_DIR/pnpm"
    npm install --prefix "$TOOLS_DIR/pnpm" --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION" >&2
  fi
  export PATH="$local_bin:$PATH"
}

ensure_dependencies() {
  # Install when node_modules is missing or older than the lockfile.
  if [ ! -d "$PROJECT_ROOT/node_modules" ] || [ "$PROJECT_ROOT/pnpm-lock.yaml" -nt "$PROJECT_ROOT/node_modules/.modules.yaml" ]; then
    log "Installing dependencies"
    (cd "$PROJECT_ROOT" && pnpm install --frozen-lockfile --reporter=append-only >&2)
  fi
}

ensure_toolchain() {
  ensure_node
  ensure_pnpm
  ensure_dependencies
}
