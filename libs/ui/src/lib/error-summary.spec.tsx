import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary } from './error-summary';
import { TextField } from './field';

describe('error summary (GOV.UK pattern, CONVENTIONS.md Forms)', () => {
  beforeEach(() => {
    document.title = 'Create your account';
  });

  it('shows nothing without problems', () => {
    render(<ErrorSummary items={[]} messages={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.title).toBe('Create your account');
  });

  it('lists field problems as links and other problems as text, takes focus and marks the title', async () => {
    render(
      <>
        <ErrorSummary items={[{ name: 'email', text: 'Invalid email address' }]} messages={['Something else']} focusKey={1} />
        <TextField label="Email" name="email" error="Invalid email address" />
      </>,
    );
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(document.title).toBe('Error: Create your account');
    expect(screen.getByText('Something else')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Invalid email address' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('takes focus again on the next failed submit, and gives the title back when the problems are gone', () => {
    const items = [{ name: 'email', text: 'Invalid email address' }];
    const { rerender } = render(<ErrorSummary items={items} focusKey={1} />);
    screen.getByRole('alert').blur();
    rerender(<ErrorSummary items={items} focusKey={2} />);
    expect(screen.getByRole('alert')).toHaveFocus();
    rerender(<ErrorSummary items={[]} focusKey={2} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.title).toBe('Create your account');
  });
});
