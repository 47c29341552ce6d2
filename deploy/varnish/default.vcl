vcl 4.1;

# A shared cache (Varnish 7, Debian's `varnish` package) in front of two instances of the site: round robin over the
# instances that answer /api/health, answers kept as their Cache-Control says (s-maxage, stale-while-revalidate,
# stale-if-error), and purges as bans sent from this machine by deploy/varnish/purge-receiver.mjs, which checks the
# site's signed purge webhook. docs/deployment.md ("A shared cache of your own") describes it;
# apps/server/test/cdn/varnish-deployment.test.ts runs it against two real instances.

import directors;
import std;

# An instance leaves the rotation when two of its last three health checks failed (/api/health answers 503 when
# its database is unreachable; a stopped process does not answer), and comes back after two good ones.
probe health {
    .url = "/api/health";
    .interval = 2s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
}

backend app1 {
    .host = "127.0.0.1";
    .port = "8081";
    .probe = health;
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 30s;
}

backend app2 {
    .host = "127.0.0.1";
    .port = "8082";
    .probe = health;
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 30s;
}

# Who may send BAN requests: the purge receiver on this machine.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_init {
    new site = directors.round_robin();
    site.add_backend(app1);
    site.add_backend(app2);
}

sub vcl_recv {
    if (req.method == "BAN") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        # A regular expression over the URLs as clients asked for them (path and query), built by the receiver.
        if (!req.http.X-Ban-Url) {
            return (synth(400, "X-Ban-Url missing"));
        }
        if (std.ban("obj.http.X-Url ~ " + req.http.X-Ban-Url)) {
            return (synth(200, "Banned"));
        }
        return (synth(400, std.ban_error()));
    }

    set req.backend_hint = site.backend();

    # The markers below are this file's own, never a client's.
    if (req.restarts == 0) {
        unset req.http.X-Refresh;
        unset req.http.X-Stale-Ok;
    }
    if (req.http.X-Refresh && !req.http.X-Stale-Ok) {
        set req.hash_always_miss = true;
    } else {
        set req.hash_always_miss = false;
    }
    # Cookies of analytics scripts do not change an answer; the session cookie `token` means signed in.
    if (req.http.Cookie && req.http.Cookie !~ "(^|;)\s*token=") {
        unset req.http.Cookie;
    }
    # Varnish's built-in rules follow: signed-in requests (Authorization, the session cookie) and all but GET and
    # HEAD pass.
}

sub vcl_hit {
    # Fresh for s-maxage; then for stale-while-revalidate served stale while one background fetch refreshes it
    # (Varnish's grace). Past both, while an instance is healthy, it is fetched now: the request starts again and
    # misses. While none is, the copy is served for stale-if-error (the object's grace).
    if (obj.ttl + std.duration(obj.http.X-Swr, 0s) <= 0s && !req.http.X-Stale-Ok && std.healthy(req.backend_hint)) {
        set req.http.X-Refresh = "1";
        return (restart);
    }
}

sub vcl_backend_response {
    # A refresh that fails leaves the kept copy in place (stale-if-error) instead of replacing it with the error.
    if (beresp.status >= 500 && (bereq.is_bgfetch || bereq.http.X-Refresh)) {
        return (abandon);
    }
    # An answer that does not say it may be kept is not kept (Varnish would keep it for default_ttl, 2 minutes).
    if (!beresp.http.Cache-Control && !beresp.http.Expires) {
        set beresp.ttl = 0s;
    }
    # What bans match: the URL as the client asked for it.
    set beresp.http.X-Url = bereq.url;
    set beresp.http.X-Swr = "0s";
    if (beresp.http.Cache-Control ~ "stale-while-revalidate=[0-9]+") {
        set beresp.http.X-Swr = regsub(beresp.http.Cache-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1s");
    }
    # Varnish reads s-maxage into the TTL itself; the grace is the longer stale-if-error window.
    if (beresp.http.Cache-Control ~ "stale-if-error=[0-9]+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1s"), 0s);
    }
}

sub vcl_backend_error {
    # No instance reached while refreshing a kept copy: keep it (the client is served it, see vcl_synth).
    if (bereq.is_bgfetch || bereq.http.X-Refresh) {
        return (abandon);
    }
}

sub vcl_synth {
    # The refresh of a stale copy failed: start again, and this time take the stale copy (stale-if-error).
    if (resp.status == 503 && req.http.X-Refresh && !req.http.X-Stale-Ok) {
        set req.http.X-Stale-Ok = "1";
        return (restart);
    }
}

sub vcl_deliver {
    unset resp.http.X-Url;
    unset resp.http.X-Swr;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
