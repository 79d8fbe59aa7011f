// Security headers on every answer of a Node process (CONTRACTS#trust 1), with @fastify/helmet: a
// strict CSP with this response's nonce and 'strict-dynamic' (no inline script runs without the
// nonce; what a nonced script loads, webpack's chunks and the federation runtime's remote entries,
// is trusted through it; on the payment pages only from listed hosts), no framing, no MIME sniffing, a referrer policy, HSTS over https. The page
// server and the join API register the same policy; each gives the extra hosts it knows of.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { nonceSource } from './csp-nonce';
import type { ProviderSources } from './provider-sources';

export const CSP_REPORT_PATH = '/api/csp-reports';

export interface SecurityHeaderOptions {
  /** The product's public address: https turns on upgrade-insecure-requests. */
  publicUrl: string;
  /** The live providers' hosts, read per response (the page server learns them from the API). */
  providers: () => ProviderSources;
  /** Origins of remotes' builds deployed elsewhere, for their stylesheets and manifests. */
  remoteOrigins?: () => string[];
  /**
   * Pages whose scripts are not trusted through 'strict-dynamic' (the payment pages, PCI DSS 6.4.3):
   * a script there loads only from this origin, a remote's origin or a live provider's script host,
   * and the remotes' own scripts carry Subresource Integrity besides.
   */
  hostListed?: (url: string) => boolean;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<void> {
  const remotes = options.remoteOrigins ?? (() => []);
  const list =
    (base: string[], pick: (p: ProviderSources) => string[], withRemotes = false) =>
    () =>
      [...base, ...pick(options.providers()), ...(withRemotes ? remotes() : [])].join(' ');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // CSP3 browsers use the nonce and 'strict-dynamic'; 'self' is only for older ones. On the
        // pages listed by host, what a nonced script inserts must also come from a listed host.
        'script-src': [
          (req: IncomingMessage, res: ServerResponse) =>
            options.hostListed?.(req.url ?? '')
              ? [nonceSource(res), "'self'", ...new Set([...remotes(), ...options.providers().script])].join(
                  ' ',
                )
              : [nonceSource(res), "'strict-dynamic'", "'self'"].join(' '),
        ],
        'script-src-attr': ["'none'"],
        // A remote's styles are stylesheets of its build, wherever it is deployed; 'unsafe-inline'
        // stays for style attributes and a page's own <style> elements. Style cannot run code.
        'style-src': [list(["'self'", "'unsafe-inline'"], () => [], true)],
        'img-src': [list(["'self'", 'data:'], (p) => p.img)],
        'font-src': ["'self'", 'data:'],
        'connect-src': [list(["'self'"], (p) => p.connect, true)],
        'frame-src': [list(["'self'"], (p) => p.frame)],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'report-uri': [CSP_REPORT_PATH],
        ...(options.publicUrl.startsWith('https://') ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Sent only over https below: browsers ignore it on http, and localhost must stay http.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // PayPal's and 3-D Secure's windows must be able to talk back to the page that opened them.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    // Remotes may be served to a shell on another origin (a CDN or a second deploy).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
