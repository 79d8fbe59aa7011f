import { render, screen } from '@testing-library/react';
import { DeclinedNotice } from './declined-notice';

describe('declined notice', () => {
  it('says a card that failed 3-D Secure was not authenticated, not merely declined (spec §7)', () => {
    render(
      <DeclinedNotice method="CREDIT_CARD" keptBilling reason="validation:paymentAuthenticationFailed" />,
    );
    const alert = screen.getByRole('alert', { name: 'Card authentication failed' });
    expect(alert).toHaveTextContent(
      'Your bank could not confirm this payment (3-D Secure), so nothing was charged.',
    );
    expect(alert).toHaveTextContent('Your billing address and your order are kept.');
  });

  it('keeps the plain decline for other refusals', () => {
    render(<DeclinedNotice method="CREDIT_CARD" keptBilling={false} reason="validation:paymentDeclined" />);
    expect(screen.getByRole('alert', { name: 'Payment method declined' })).toHaveTextContent(
      'Your card was declined.',
    );
  });
});
