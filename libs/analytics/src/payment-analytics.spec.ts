import { setAnalyticsSink } from './analytics';
import { resetAnalyticsForTests } from './hub';
import { handlePaymentAnalytics, ORDER_COMPLETED } from './payment-analytics';
import { recordingSink } from './testing';

// What the join API's pay response carries (apps/join-api pay-response.ts), as Node encodes it.
const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
const purchase = {
  event: 'purchase',
  transaction_id: 'ord_81f2c',
  value: 107.99,
  tax: 8,
  currency: 'USD',
  coupon: 'PARTNER10',
  items: [{ item_id: 'premium-1y', item_name: 'Premium – 1 año', price: 99.99, quantity: 1 }],
};

beforeEach(() => resetAnalyticsForTests());

describe('handlePaymentAnalytics', () => {
  it('decodes the pay response payload and hands it to the sink as flat ids and amounts', () => {
    const sink = recordingSink();
    setAnalyticsSink(sink);
    expect(handlePaymentAnalytics(encode(purchase))).toBe(true);
    expect(sink.events).toHaveLength(1);
    expect(sink.events[0]).toMatchObject({ type: 'track', name: ORDER_COMPLETED, versionId: 9 });
    expect(sink.events[0].properties).toEqual({
      event: 'purchase',
      transaction_id: 'ord_81f2c',
      value: 107.99,
      tax: 8,
      currency: 'USD',
      coupon: 'PARTNER10',
      items: 1,
      item0_item_id: 'premium-1y',
      item0_price: 99.99,
      item0_quantity: 1,
    });
  });

  it('drops personal data the payload might carry', () => {
    const sink = recordingSink();
    setAnalyticsSink(sink);
    handlePaymentAnalytics(encode({ ...purchase, email: 'ann@example.com', user_phone: '5125550101' }));
    expect(Object.keys(sink.events[0].properties)).not.toEqual(expect.arrayContaining(['email']));
    expect(JSON.stringify(sink.events[0])).not.toMatch(/ann@example|5125550101|item_name/);
  });

  it.each([[''], [null], [undefined], ['%%%not base64'], [btoa('not json')], [btoa('[1,2]')]])(
    'skips %p without throwing',
    (value) => {
      const sink = recordingSink();
      setAnalyticsSink(sink);
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(handlePaymentAnalytics(value as string)).toBe(false);
      expect(sink.events).toHaveLength(0);
      warn.mockRestore();
    },
  );
});
