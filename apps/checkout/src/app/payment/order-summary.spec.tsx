import { render, screen } from '@testing-library/react';
import { OrderSummaryBody } from './order-summary';
import { configure, pricingFor, usPackage } from '../testing/fixtures';

describe('order summary', () => {
  beforeEach(() => configure());

  it("shows the coupon's percent beside its code (spec §3 Discount data)", () => {
    // Pins the coupon percent that was computed but never shown.
    const pricing = pricingFor(usPackage, {
      couponDetail: {
        couponCode: 'SPRING20',
        description: '20% off this spring',
        discount: 30,
        discountFormatted: '$30.00',
        percent: 20,
      },
    });
    render(<OrderSummaryBody selected={{ package: usPackage }} pricing={pricing} payForCoParent={false} />);
    expect(screen.getByText('Discount (SPRING20, 20% off)')).toBeInTheDocument();
    expect(screen.getByText('−$30.00')).toBeInTheDocument();
  });
});
