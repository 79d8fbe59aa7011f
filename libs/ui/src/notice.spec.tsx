import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notice } from './notice';

function Step({ focusOnShow }: { focusOnShow: boolean }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button onClick={() => setShown(true)}>Skip</button>
      {shown && (
        <Notice focusOnShow={focusOnShow} className="ps-notice">
          <p>We won&apos;t invite your co-parent right now.</p>
        </Notice>
      )}
    </>
  );
}

describe('Notice', () => {
  it('takes focus when it appears, so a keyboard or screen-reader user meets it where it is', async () => {
    render(<Step focusOnShow />);
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent("We won't invite your co-parent right now.");
  });

  it('leaves focus alone, and is out of the tab order, unless asked', async () => {
    render(<Step focusOnShow={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('button', { name: 'Skip' })).toHaveFocus();
    expect(screen.getByRole('status')).not.toHaveAttribute('tabindex');
  });

  it("is named by its title, and draws its tone with the flow's own look on top", () => {
    render(
      <Notice
        tone="error"
        role="alert"
        id="co-declined"
        focusable
        labelledBy="co-declined-title"
        className="co-declined"
      >
        <p id="co-declined-title">Your card was declined</p>
      </Notice>,
    );
    const notice = screen.getByRole('alert', { name: 'Your card was declined' });
    expect(notice).toHaveClass('j-error-summary', 'co-declined');
    expect(notice).toHaveAttribute('tabindex', '-1');
    expect(notice).not.toHaveFocus();
  });

  it('draws a success and an information notice with the design classes', () => {
    render(
      <>
        <Notice tone="success">
          <p>Thank you!</p>
        </Notice>
        <Notice>
          <p>Prices are in US dollars.</p>
        </Notice>
      </>,
    );
    const [success, info] = screen.getAllByRole('status');
    expect(success).toHaveClass('j-success');
    expect(info).toHaveClass('j-notice');
  });
});
