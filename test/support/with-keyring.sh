#!/usr/bin/env bash
# Runs a command inside a private D-Bus session with an unlocked gnome-keyring (password "pw") so keytar reaches a real
# Secret Service; HOME and XDG dirs point at a temp folder, so the user's own keyring is never touched. Exit code = the command's.
# Usage: bash test/support/with-keyring.sh COMMAND [ARGS...]   (inside an existing session, HEARTH_KEYRING_READY=1: just runs it)
set -uo pipefail

say() { echo "with-keyring: $*" >&2; }

if [ "$#" -eq 0 ]; then
  say "usage: bash test/support/with-keyring.sh COMMAND [ARGS...]"
  exit 2
fi

if [ "${HEARTH_KEYRING_READY:-}" = 1 ]; then
  exec "$@"
fi

script="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/$(basename "${BASH_SOURCE[0]}")"

# The PID owning org.freedesktop.secrets on this session bus, or nothing.
secret_service_pid() {
  dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
    org.freedesktop.DBus.GetConnectionUnixProcessID string:org.freedesktop.secrets 2>/dev/null | awk '{print $2}'
}

if [ "${HEARTH_KEYRING_STAGE:-}" = inside ]; then
  # Stage 2, inside dbus-run-session: start the keyring daemon (secrets component only) and unlock it.
  unset HEARTH_KEYRING_STAGE
  echo -n pw | gnome-keyring-daemon --unlock --components=secrets --daemonize >/dev/null || say "gnome-keyring-daemon failed to start"
  daemon_pid=""
  for _ in $(seq 1 50); do
    daemon_pid="$(secret_service_pid)"
    [ -n "$daemon_pid" ] && break
    sleep 0.1
  done
  stop_daemon() {
    # Only the daemon this script started: the owner of the Secret Service on our private bus, if it is gnome-keyring.
    if [ -n "$daemon_pid" ] && grep -q '^gnome-keyring' "/proc/$daemon_pid/comm" 2>/dev/null; then
      kill "$daemon_pid" 2>/dev/null || true
    fi
  }
  trap stop_daemon EXIT
  if [ -n "$daemon_pid" ]; then
    say "gnome-keyring-daemon (pid $daemon_pid) serves org.freedesktop.secrets on a private D-Bus session; HOME=$HOME"
  else
    say "WARNING: no Secret Service appeared on the private D-Bus session (keychain tests will report why)"
  fi
  export HEARTH_KEYRING_READY=1
  "$@"
  exit $?
fi

# Stage 1: check the tools, make the temporary home, keep npm usable, and enter a private D-Bus session.
for tool in dbus-run-session gnome-keyring-daemon; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    say "WARNING: $tool is not installed, so the command runs without a keychain (Debian: apt-get install dbus gnome-keyring)"
    exec "$@"
  fi
done

original_home="${HOME:-/root}"
keyring_home="$(mktemp -d "${TMPDIR:-/tmp}/hearth-keyring.XXXXXX")"
trap 'rm -rf "$keyring_home"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# npm reads its cache and user config (registry, nodedir…) from HOME: keep the original ones.
if [ -z "${npm_config_userconfig:-}" ] && [ -f "$original_home/.npmrc" ]; then
  export npm_config_userconfig="$original_home/.npmrc"
fi
if [ -z "${npm_config_cache:-}" ]; then
  npm_cache=""
  command -v npm >/dev/null 2>&1 && npm_cache="$(npm config get cache 2>/dev/null || true)"
  export npm_config_cache="${npm_cache:-$original_home/.npm}"
fi

mkdir -m 700 -p "$keyring_home/.local/share" "$keyring_home/.config" "$keyring_home/.cache" "$keyring_home/run"
unset GNOME_KEYRING_CONTROL
HOME="$keyring_home" \
  XDG_DATA_HOME="$keyring_home/.local/share" \
  XDG_CONFIG_HOME="$keyring_home/.config" \
  XDG_CACHE_HOME="$keyring_home/.cache" \
  XDG_RUNTIME_DIR="$keyring_home/run" \
  HEARTH_ORIGINAL_HOME="$original_home" \
  HEARTH_KEYRING_STAGE=inside \
  dbus-run-session -- bash "$script" "$@"
exit $?
