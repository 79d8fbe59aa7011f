// Security headers on every answer of the API (CONTRACTS#trust 1; pages get theirs from the page server), with @fastify/helmet:
// a strict CSP with a nonce per response and 'strict-dynamic' (no inline script runs without
// the nonce; what a nonced script loads, such as webpack chunks and the federation runtime's
// remote entries, is trusted through it), no framing, no MIME sniffing, a referrer policy,
// HSTS over https, and `no-store` on API answers (they carry tokens and personal data).
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config';
import { nonceSource } from './csp-nonce';

export const CSP_REPORT_PATH = '/api/csp-reports';

/** Hosts the live providers need when they are configured (see docs in apps/join-api/README.md). */
function providerSources(config: AppConfig) {
  const connect: string[] = [];
  const frame: string[] = [];
  const img: string[] = [];
  if (config.braintree) {
    connect.push('https://api.braintreegateway.com', 'https://client-analytics.braintreegateway.com', 'https://*.braintree-api.com', 'https://www.paypal.com', 'https://*.paypal.com');
    frame.push('https://assets.braintreegateway.com', 'https://*.braintreegateway.com', 'https://www.paypal.com', 'https://*.paypal.com', 'https://*.cardinalcommerce.com');
    img.push('https://assets.braintreegateway.com', 'https://*.paypal.com', 'https://*.paypalobjects.com');
  }
  if (config.browserKeys.segmentWriteKey) connect.push('https://api.segment.io', 'https://cdn.segment.com');
  if (config.browserKeys.mapsApiKey) {
    connect.push('https://maps.googleapis.com', 'https://places.googleapis.com');
    img.push('https://maps.gstatic.com', 'https://maps.googleapis.com');
  }
  const affiliate = originOf(config.browserKeys.affiliateScriptUrl);
  if (affiliate) {
    connect.push(affiliate);
    img.push(affiliate);
  }
  return { connect, frame, img };
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const providers = providerSources(config);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // CSP3 browsers use the nonce and 'strict-dynamic'; 'self' is only for older ones.
        'script-src': [(_req: IncomingMessage, res: ServerResponse) => nonceSource(res), "'strict-dynamic'", "'self'"],
        'script-src-attr': ["'none'"],
        // 'unsafe-inline' stays for style attributes of the sandbox's own pages. Style cannot run code.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', ...providers.img],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...providers.connect],
        'frame-src': ["'self'", ...providers.frame],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'report-uri': [CSP_REPORT_PATH],
        ...(config.publicUrl.startsWith('https://') ? { 'upgrade-insecure-requests': [] } : {}),
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
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // Every API answer may carry a token or personal data: no cache keeps a copy unless the
    // route chose a cache policy for public data itself.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
