// The pages' security headers (@join/http-security). The hosts the live providers need come from
// the browser configuration the join API gives (api-facts.ts): the page server holds no provider
// settings; remotes deployed elsewhere add their origins from the remotes manifest.
import type { FastifyInstance } from 'fastify';
import { providerSources, registerSecurityHeaders as register } from '@join/http-security';
import type { BrowserConfig } from './api-facts';
import type { PageServerConfig } from './config';

/** The pages where card details are typed (docs/payment-scripts.json): /payment and the invitee's. */
export const isPaymentPage = (url: string): boolean =>
  /^\/app\/join(\/invite)?\/payment\/?(?:[?#]|$)/.test(url);

export interface HeaderSources {
  /** The browser configuration last read from the API. */
  browserConfig: () => BrowserConfig | undefined;
  /** Origins of remotes' browser builds deployed elsewhere (the remotes manifest). */
  remoteOrigins: () => string[];
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: PageServerConfig,
  sources: HeaderSources,
): Promise<void> {
  await register(app, {
    publicUrl: config.publicUrl,
    providers: () => {
      const browser = sources.browserConfig();
      return providerSources({
        braintree: browser?.paymentProvider === 'braintree',
        segmentWriteKey: browser?.analytics?.segmentWriteKey,
        mapsApiKey: browser?.mapsApiKey,
        affiliateScriptUrl: browser?.affiliateScriptUrl,
      });
    },
    remoteOrigins: sources.remoteOrigins,
    hostListed: isPaymentPage,
  });
}
