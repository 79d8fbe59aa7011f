// spec §2 /receipt: "an affiliate tracking pixel/script loads on the receipt". CONTRACTS#trust: a
// third party's script never runs on the checkout's origin. The receipt shows this document in an
// iframe sandboxed to scripts only (an opaque origin: no cookies, storage or DOM of ours), and the
// document's own policy lets exactly the configured script run and talk only to its host.
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '@join/schemas';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The script's URL when it is a plain http(s) address without credentials, else nothing. */
export function affiliateScript(url: string | undefined): { src: string; origin: string } | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.username || parsed.password)
      return null;
    // A CSP source with a path matches that file exactly; the query and fragment are not part of it.
    return { src: parsed.href, origin: parsed.origin };
  } catch {
    return null;
  }
}

export const affiliateFrameRoutes: FastifyPluginAsync = async (app) => {
  app.get(apiPaths.affiliateFrame, { schema: { hide: true } }, async (_request, reply) => {
    const script = affiliateScript(app.config.browserKeys.affiliateScriptUrl);
    if (!script) return reply.status(404).send({ status: 404, message: 'affiliate.notConfigured' });
    const { origin, src } = script;
    const exact = `${origin}${new URL(src).pathname}`;
    reply
      .header(
        'content-security-policy',
        `default-src 'none'; script-src ${exact}; img-src ${origin} data:; connect-src ${origin}; frame-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
      )
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    return `<!doctype html><html><head><meta charset="utf-8"><title>affiliate</title></head><body><script src="${escapeAttribute(src)}"></script></body></html>`;
  });
};
