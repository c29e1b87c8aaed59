#!/usr/bin/env bash
# Serves a built dist/ folder with Debian's nginx and the repo's deploy/nginx configuration, on loopback, in the
# foreground (for the smoke e2e: playwright.smoke.config.ts). Usage: scripts/serve-nginx.sh DIST PORT
#
# Started as root, nginx reads files with its worker user (www-data), which cannot enter a checkout made inside a
# private folder (`mktemp -d` is mode 700). So the build is served from a copy in a folder of its own that every
# user can read, and the script stops at once, with nginx's own reason, when index.html is not served: Playwright
# takes any answer below 404 (a 403 included) for a server that is up, and every test would wait out its time-out.
set -euo pipefail
dist=$(cd "$1" && pwd)
port=$2
repo=$(cd "$(dirname "$0")/.." && pwd)
# Another server on the port would answer the check below in nginx's place (nginx keeps retrying its bind for a
# few seconds before it gives up): refuse at once instead.
if node -e '
  const socket = require("net").connect(Number(process.argv[1]), "127.0.0.1");
  socket.on("connect", () => process.exit(0)).on("error", () => process.exit(1));' "$port"; then
  echo "serve-nginx: port $port is already in use; set SMOKE_PORT to a free port." >&2
  exit 1
fi

prefix=$(mktemp -d /tmp/xianxiang-nginx.XXXXXX)
chmod 755 "$prefix"
mkdir -p "$prefix/snippets" "$prefix/logs" "$prefix/www"
cp -R "$dist/." "$prefix/www/"
chmod -R a+rX "$prefix/www"
cp "$repo/deploy/nginx/security-headers.conf" "$prefix/snippets/xianxiang-security-headers.conf"
cat > "$prefix/nginx.conf" <<CONF
worker_processes 1;
pid $prefix/nginx.pid;
error_log $prefix/logs/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path $prefix/client;
    proxy_temp_path $prefix/proxy;
    fastcgi_temp_path $prefix/fastcgi;
    uwsgi_temp_path $prefix/uwsgi;
    scgi_temp_path $prefix/scgi;
    server {
        listen 127.0.0.1:$port;
        root $prefix/www;
        index index.html;
        include $repo/deploy/nginx/app.conf;
    }
}
CONF
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)

nginx_pid=
stop() {
  if [ -n "$nginx_pid" ]; then kill "$nginx_pid" 2>/dev/null || true; wait "$nginx_pid" 2>/dev/null || true; fi
  rm -rf "$prefix"
}
trap stop EXIT
trap 'exit 143' TERM INT HUP

"$nginx_bin" -p "$prefix" -c "$prefix/nginx.conf" -g 'daemon off;' &
nginx_pid=$!

# Wait for nginx to listen (up to 10 s), then ask for index.html once: anything but 200 ends the run here.
status=000
for _ in $(seq 1 100); do
  if ! kill -0 "$nginx_pid" 2>/dev/null; then
    echo "serve-nginx: nginx stopped before it served anything; its log:" >&2
    cat "$prefix/logs/error.log" >&2 || true
    exit 1
  fi
  status=$(node -e '
    require("http").get(process.argv[1], (r) => { process.stdout.write(String(r.statusCode)); r.resume(); })
      .on("error", () => process.stdout.write("000"));' "http://127.0.0.1:$port/index.html")
  [ "$status" != 000 ] && break
  sleep 0.1
done
if [ "$status" != 200 ]; then
  echo "serve-nginx: nginx answers /index.html with HTTP $status instead of 200, so no test could run." >&2
  echo "serve-nginx: served from $prefix/www; nginx's log:" >&2
  cat "$prefix/logs/error.log" >&2 || true
  exit 1
fi
wait "$nginx_pid"
