// Security headers on every page and file (CONTRACTS#trust 1), with @fastify/helmet: a strict CSP
// with this response's nonce and 'strict-dynamic' (what a nonced script loads, webpack's chunks and
// the federation runtime's remote entries, is trusted through it), no framing, no MIME sniffing, a
// referrer policy, HSTS over https. The hosts the live providers need come from the browser
// configuration the join API gives (api-facts.ts): the page server holds no provider settings.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { BrowserConfig } from './api-facts';
import type { PageServerConfig } from './config';
import { nonceSource } from './csp-nonce';

export const CSP_REPORT_PATH = '/api/csp-reports';

export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Hosts the live providers need when the browser configuration says they are on. */
export function providerSources(config: BrowserConfig | undefined) {
  const connect: string[] = [];
  const frame: string[] = [];
  const img: string[] = [];
  if (config?.paymentProvider === 'braintree') {
    connect.push('https://api.braintreegateway.com', 'https://client-analytics.braintreegateway.com', 'https://*.braintree-api.com', 'https://www.paypal.com', 'https://*.paypal.com');
    frame.push('https://assets.braintreegateway.com', 'https://*.braintreegateway.com', 'https://www.paypal.com', 'https://*.paypal.com', 'https://*.cardinalcommerce.com');
    img.push('https://assets.braintreegateway.com', 'https://*.paypal.com', 'https://*.paypalobjects.com');
  }
  if (config?.analytics?.segmentWriteKey) connect.push('https://api.segment.io', 'https://cdn.segment.com');
  if (config?.mapsApiKey) {
    connect.push('https://maps.googleapis.com', 'https://places.googleapis.com');
    img.push('https://maps.gstatic.com', 'https://maps.googleapis.com');
  }
  const affiliate = originOf(config?.affiliateScriptUrl);
  if (affiliate) {
    connect.push(affiliate);
    img.push(affiliate);
  }
  return { connect, frame, img };
}

export interface HeaderSources {
  /** The browser configuration last read from the API. */
  browserConfig: () => BrowserConfig | undefined;
  /** Origins of remotes' browser builds deployed elsewhere (the remotes manifest). */
  remoteOrigins: () => string[];
}

export async function registerSecurityHeaders(app: FastifyInstance, config: PageServerConfig, sources: HeaderSources): Promise<void> {
  const list =
    (base: string[], pick: (p: ReturnType<typeof providerSources>) => string[], remotes = false) =>
    () =>
      [...base, ...pick(providerSources(sources.browserConfig())), ...(remotes ? sources.remoteOrigins() : [])].join(' ');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // CSP3 browsers use the nonce and 'strict-dynamic'; 'self' is only for older ones.
        'script-src': [(_req: IncomingMessage, res: ServerResponse) => nonceSource(res), "'strict-dynamic'", "'self'"],
        'script-src-attr': ["'none'"],
        // A remote's styles are stylesheets of its build, wherever it is deployed; 'unsafe-inline'
        // stays for style attributes and the page's own <style> elements. Style cannot run code.
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
        ...(config.publicUrl.startsWith('https://') ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
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
  });
}
