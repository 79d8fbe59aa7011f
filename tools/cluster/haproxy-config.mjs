// The balancer's configuration for `npm run cluster` (tools/cluster.mjs): /api/* and /dev/* to
// the join API copies, everything else to the page servers, each behind a health check.

/** HAProxy's configuration for the copies listening on 127.0.0.1 at the given ports. */
export function haproxyConfig(host, port, apis, pages) {
  return `# Written by tools/cluster.mjs at every start.
global
  maxconn 4000

defaults
  mode http
  timeout connect 2s
  timeout client 90s
  timeout server 90s
  timeout http-request 10s
  # A copy busy rendering pages under load still answers its check within this; a dead one
  # refuses the connection at once.
  timeout check 5s
  option forwardfor
  # A request that never reached a copy (it died, or is not listening yet) goes to the other one.
  option redispatch
  retries 2
  retry-on conn-failure

frontend join
  bind ${host}:${port}
  acl to_api path_beg /api/ /dev/
  use_backend join_api if to_api
  default_backend page_servers

backend join_api
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 2s fall 3 rise 2
${apis.map((p, i) => `  server api${i + 1} 127.0.0.1:${p} check`).join('\n')}

backend page_servers
  balance roundrobin
  option httpchk GET /app/join/signup
  http-check expect status 200
  # Pages are GETs: one whose copy died before answering is asked again of the other.
  retry-on conn-failure empty-response response-timeout
  default-server inter 2s fall 3 rise 2
${pages.map((p, i) => `  server pages${i + 1} 127.0.0.1:${p} check`).join('\n')}
`;
}
