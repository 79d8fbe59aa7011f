import { render, screen, waitFor } from '@testing-library/react';
import { PageHeading } from './page-heading';

describe('PageHeading', () => {
  afterEach(() => document.body.replaceChildren());

  it('takes focus on arrival, in the next frame rather than in the commit, and names the document', async () => {
    render(
      <PageHeading title="Create your account" hasError errorPrefix="Error">
        Create your account
      </PageHeading>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Create your account' });
    // Not during React's commit: focusing forces the browser's layout of the whole new screen there.
    expect(heading).not.toHaveFocus();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Error: Create your account');
  });

  it('leaves focus where the screen put it meanwhile (its error summary)', async () => {
    render(
      <>
        <PageHeading title="Create your account">Create your account</PageHeading>
        <div role="alert" tabIndex={-1} aria-label="There is a problem" />
      </>,
    );
    const summary = screen.getByRole('alert');
    summary.focus();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(summary).toHaveFocus();
  });

  // Pins lost keystrokes: a visitor who clicked into a field of the server's page before it was
  // live lost focus to the heading when the page hydrated, and the rest of what they typed with it.
  it.each(['input', 'select', 'textarea'])(
    'leaves focus in the %s the visitor is already in',
    async (tag) => {
      const field = document.createElement(tag);
      field.setAttribute('aria-label', 'First name');
      document.body.append(field);
      field.focus();
      render(<PageHeading title="Create your account">Create your account</PageHeading>);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(field).toHaveFocus();
    },
  );
});
