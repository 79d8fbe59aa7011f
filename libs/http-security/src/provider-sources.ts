// The hosts a live provider's browser SDK talks to, for the CSP of the pages that load it.

export interface LiveProviders {
  /** Braintree (hosted fields, PayPal, Venmo, Apple Pay, 3-D Secure) rather than the sandbox. */
  braintree: boolean;
  segmentWriteKey?: string | null;
  mapsApiKey?: string | null;
  affiliateScriptUrl?: string | null;
}

export interface ProviderSources {
  /** Hosts whose scripts a provider's SDK inserts (listed where 'strict-dynamic' is not used). */
  script: string[];
  connect: string[];
  frame: string[];
  img: string[];
}

/** The origin of an http(s) address, or undefined for anything else. */
export function originOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

export function providerSources(live: LiveProviders): ProviderSources {
  const script: string[] = [];
  const connect: string[] = [];
  const frame: string[] = [];
  const img: string[] = [];
  if (live.braintree) {
    connect.push(
      'https://api.braintreegateway.com',
      'https://client-analytics.braintreegateway.com',
      'https://*.braintree-api.com',
      'https://www.paypal.com',
      'https://*.paypal.com',
    );
    frame.push(
      'https://assets.braintreegateway.com',
      'https://*.braintreegateway.com',
      'https://www.paypal.com',
      'https://*.paypal.com',
      'https://*.cardinalcommerce.com',
    );
    img.push('https://assets.braintreegateway.com', 'https://*.paypal.com', 'https://*.paypalobjects.com');
    // PayPal's button SDK and fraud data collector, 3-D Secure's Cardinal script.
    script.push(
      'https://www.paypal.com',
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
      'https://songbird.cardinalcommerce.com',
    );
    // Google Pay: Google's pay.js, its payment sheet and its button images.
    script.push('https://pay.google.com');
    connect.push('https://pay.google.com', 'https://google.com/pay');
    frame.push('https://pay.google.com');
    img.push('https://www.gstatic.com');
  }
  if (live.segmentWriteKey) {
    connect.push('https://api.segment.io', 'https://cdn.segment.com');
    script.push('https://cdn.segment.com');
  }
  if (live.mapsApiKey) {
    connect.push('https://maps.googleapis.com', 'https://places.googleapis.com');
    img.push('https://maps.gstatic.com', 'https://maps.googleapis.com');
    script.push('https://maps.googleapis.com');
  }
  const affiliate = originOf(live.affiliateScriptUrl);
  if (affiliate) {
    script.push(affiliate);
    connect.push(affiliate);
    img.push(affiliate);
  }
  return { script, connect, frame, img };
}
