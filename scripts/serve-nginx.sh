#!/usr/bin/env bash
# Serves a built dist/ folder with Debian's nginx and the repo's deploy/nginx configuration, on loopback, in the
# foreground (for the smoke e2e: playwright.smoke.config.ts). Usage: scripts/serve-nginx.sh DIST PORT
set -euo pipefail
dist=$(cd "$1" && pwd)
port=$2
repo=$(cd "$(dirname "$0")/.." && pwd)
prefix=$(mktemp -d /tmp/xianxiang-nginx.XXXXXX)
mkdir -p "$prefix/snippets" "$prefix/logs"
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
        root $dist;
        index index.html;
        include $repo/deploy/nginx/app.conf;
    }
}
CONF
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
exec "$nginx_bin" -p "$prefix" -c "$prefix/nginx.conf" -g 'daemon off;'
