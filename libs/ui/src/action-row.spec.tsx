import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionRow } from './action-row';

describe("ActionRow (a screen's Back / Continue row)", () => {
  it('draws Back first, then Continue, which submits the form around it', async () => {
    const onBack = jest.fn();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <ActionRow back={{ label: 'Back', onClick: onBack }} next={{ label: 'Continue' }} />
      </form>,
    );
    const [back, next] = screen.getAllByRole('button');
    expect(back).toHaveAccessibleName('Back');
    expect(next).toHaveAccessibleName('Continue');
    expect(back).toHaveClass('j-btn--secondary');
    expect(next).toHaveClass('j-btn--primary');
    await userEvent.click(back);
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(next);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('runs its own action, without submitting, when Continue has one', async () => {
    const onNext = jest.fn();
    const onSubmit = jest.fn();
    render(
      <form onSubmit={onSubmit}>
        <ActionRow next={{ label: 'Continue', onClick: onNext }} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('blocks Continue while busy or disabled, and names what it waits for', () => {
    const { rerender } = render(<ActionRow next={{ label: 'Continue', busy: true }} />);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    rerender(
      <ActionRow next={{ label: 'Complete', disabled: true, describedBy: 'why' }}>
        <p id="why">Accept the terms first</p>
      </ActionRow>,
    );
    expect(screen.getByRole('button', { name: 'Complete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Complete' })).toHaveAccessibleDescription(
      'Accept the terms first',
    );
  });

  it('is a link when Continue leaves for another page', () => {
    render(<ActionRow next={{ label: 'Go to the home page', href: '/home', block: true }} />);
    const link = screen.getByRole('link', { name: 'Go to the home page' });
    expect(link).toHaveAttribute('href', '/home');
    expect(link).toHaveClass('j-btn', 'j-btn--primary', 'j-btn--block');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("keeps the flow's look: the row class, the link-styled Back of the checkout, and an inline row in a notice", () => {
    const { container, rerender } = render(
      <ActionRow
        className="ps-actions"
        back={{ label: 'Back', onClick: () => undefined, variant: 'link' }}
      />,
    );
    expect(container.firstChild).toHaveClass('j-actions', 'ps-actions');
    expect(screen.getByRole('button', { name: 'Back' })).toHaveClass('j-btn--link');
    rerender(
      <ActionRow
        layout="inline"
        className="ps-inline-actions"
        next={{ label: 'Continue', onClick: () => undefined }}
      />,
    );
    expect(container.firstChild).toHaveClass('ps-inline-actions');
    expect(container.firstChild).not.toHaveClass('j-actions');
  });

  it('draws what it holds between Back and Continue', () => {
    render(
      <ActionRow back={{ label: 'Back', onClick: () => undefined }} next={{ label: 'Log in' }}>
        <a href="/forgot">Forgot your password?</a>
      </ActionRow>,
    );
    const row = screen.getByRole('link').parentElement as HTMLElement;
    expect([...row.children].map((el) => el.textContent)).toEqual([
      'Back',
      'Forgot your password?',
      'Log in',
    ]);
  });
});
