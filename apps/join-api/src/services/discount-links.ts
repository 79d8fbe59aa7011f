// spec §3 Discount data and §7 (the referrer key header on registration calls): a discount link
// gives its referrer's coupon only when it carries a token we signed (lib/discount-token.ts). The
// header's value is that token; a bare referrer name, a token of another key, an edited or an
// expired one give nothing. The link's pct parameter is advertised only.
import { DISCOUNT_PARAMS } from '@join/domain';
import { signDiscountToken, verifyDiscountToken, type DiscountGrant } from '../lib/discount-token';
import type { CatalogueRepo } from '../repositories/catalogue-repo';

export function discountLinks(catalogue: Pick<CatalogueRepo, 'couponForReferrer'>, secret: string) {
  return {
    /**
     * The referrer a token vouches for, or null. The referrer's coupon must give what the link
     * promised: a link for 15 % never turns into another coupon of the same referrer.
     */
    async referrerOf(token: string | null | undefined): Promise<string | null> {
      const grant = verifyDiscountToken(token, secret);
      if (!grant) return null;
      const coupon = await catalogue.couponForReferrer(grant.referrer);
      return coupon && coupon.percent_off === grant.percent ? grant.referrer : null;
    },
    /** A discount link to the sign-up for this grant (sandbox helper, the discount-link tool). */
    link(publicUrl: string, grant: DiscountGrant): { token: string; url: string } {
      const token = signDiscountToken(grant, secret);
      const query = new URLSearchParams({
        [DISCOUNT_PARAMS.flag]: '1',
        [DISCOUNT_PARAMS.referrer]: grant.referrer,
        [DISCOUNT_PARAMS.percent]: Buffer.from(String(grant.percent)).toString('base64'),
        [DISCOUNT_PARAMS.token]: token,
      });
      return { token, url: `${publicUrl}/app/join/signup?${query.toString()}` };
    },
  };
}
export type DiscountLinks = ReturnType<typeof discountLinks>;
