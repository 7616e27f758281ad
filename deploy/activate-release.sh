#!/usr/bin/env bash
# Runs on one nginx host, once the deploy workflow (.github/workflows/deploy.yml) has copied a
# release to DEPLOY_PATH/releases/RELEASE:  bash activate-release.sh RELEASE DEPLOY_PATH
#
# 1. Switches the site to the release in one step (DEPLOY_PATH/build becomes a symlink to it),
#    checks nginx's configuration and reloads it, and keeps the five newest releases.
# 2. Moves the forms server's checkout (DEPLOY_PATH, deploy/systemd/baobab-forms.service) to the
#    release, always, and compares with what this host ran until now, not with the previous
#    commit: a push of several commits, or a deploy run replaced by a newer one in the workflow's
#    queue, skips no change (issue 50). The server is restarted when its code changed (the commit
#    the checkout was at against the release) or the words it reads at start-up did
#    (server-content.json of the release it served against the new one); otherwise it is reloaded
#    (SIGHUP), which reads the new status updates and announces them.
set -euo pipefail

release_sha=$1
deploy_path=$2
release="$deploy_path/releases/$release_sha"

# What the server runs now: its checkout's commit and the build it reads (before the switch).
running=$(git -C "$deploy_path" rev-parse --verify -q 'HEAD^{commit}' || echo none)
previous=$(readlink -e "$deploy_path/build" || true)

ln -sfn "$release" "$deploy_path/build.new"
mv -T "$deploy_path/build.new" "$deploy_path/build"
sudo nginx -t
sudo systemctl reload nginx
# Keep the five newest releases (the live one among them).
find "$deploy_path/releases" -mindepth 1 -maxdepth 1 -type d -printf '%T@ %p\n' | sort -rn | tail -n +6 | cut -d' ' -f2- |
  while IFS= read -r old; do
    if [ "$old" != "$release" ]; then rm -rf -- "$old"; fi
  done

git -C "$deploy_path" fetch -q origin main
# The paths whose change needs a new process: the server's code, what it imports, its dependencies.
server_paths=(server shared app/forms 'content/pages/*/forms.yaml' 'content/pages/*/status-subscribe.yaml' package.json package-lock.json)
code_changed=yes
if [ "$running" != none ] && git -C "$deploy_path" diff --quiet "$running" "$release_sha" -- "${server_paths[@]}"; then
  code_changed=no
fi
words_changed=yes
if [ -n "$previous" ] && cmp -s "$previous/server-content.json" "$release/server-content.json"; then
  words_changed=no
fi

git -C "$deploy_path" checkout -q --detach "$release_sha"
if [ "$code_changed" = yes ]; then
  (cd "$deploy_path" && npm ci --no-audit --no-fund)
fi
if [ "$code_changed" = yes ] || [ "$words_changed" = yes ]; then
  echo "forms server: restarted (code changed: $code_changed, words changed: $words_changed; was at $running)"
  sudo systemctl restart baobab-forms
else
  echo "forms server: reloaded (same code and words as $running)"
  sudo systemctl reload baobab-forms
fi
