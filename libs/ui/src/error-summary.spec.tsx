import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary, type SummaryItem } from './error-summary';
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
        <ErrorSummary
          items={[{ name: 'email', text: 'Invalid email address' }]}
          messages={['Something else']}
          focusKey={1}
        />
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

// Each line of the summary names its field: 'This field is required' said several times would
// not say which field each line is about.
describe('error summary lines name their fields', () => {
  it('puts the label before a message that does not name the field, and leaves one that does', () => {
    const page = (items: SummaryItem[]) => (
      <>
        <ErrorSummary items={items} focusKey={items.length} />
        <TextField label="First name" name="firstName" error="This field is required" />
        <TextField label="Last name *" name="lastName" error="This field is required" />
        <TextField label="Email" name="email" error="Please enter a valid email address" />
        <TextField
          label="Phone number (optional)"
          name="phone"
          error="Your co-parent's phone number cannot be the same as yours."
        />
        <TextField label="Extension (optional)" name="ext" error="Only numbers are allowed" />
        <input type="checkbox" name="terms" aria-label="I accept the Terms & Conditions" />
      </>
    );
    // As on a form: the fields are on the page before a submit lists their problems.
    const { rerender } = render(page([]));
    rerender(
      page([
        { name: 'firstName', text: 'This field is required' },
        { name: 'lastName', text: 'This field is required' },
        { name: 'email', text: 'Please enter a valid email address' },
        { name: 'phone', text: "Your co-parent's phone number cannot be the same as yours." },
        { name: 'ext', text: 'Only numbers are allowed' },
        { name: 'terms', text: 'Please accept the Terms & Conditions to continue' },
      ]),
    );
    const links = screen.getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual([
      'First name: This field is required',
      'Last name: This field is required',
      'Please enter a valid email address',
      "Your co-parent's phone number cannot be the same as yours.",
      'Extension: Only numbers are allowed',
      'Please accept the Terms & Conditions to continue',
    ]);
  });

  it('names a radio group by its legend', () => {
    const page = (items: SummaryItem[]) => (
      <>
        <ErrorSummary items={items} focusKey={items.length} />
        <fieldset>
          <legend>How did you hear about us?</legend>
          <label>
            <input type="radio" name="hear" value="web" /> Web
          </label>
        </fieldset>
      </>
    );
    const { rerender } = render(page([]));
    rerender(page([{ name: 'hear', text: 'Please select an option' }]));
    expect(screen.getByRole('link')).toHaveTextContent('How did you hear about us? Please select an option');
  });
});
