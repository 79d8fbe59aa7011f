import { render, screen } from '@testing-library/react';
import { PageHeading } from './page-heading';

describe('PageHeading', () => {
  afterEach(() => document.body.replaceChildren());

  it('takes focus on arrival and names the document', () => {
    render(
      <PageHeading title="Create your account" hasError errorPrefix="Error">
        Create your account
      </PageHeading>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toHaveFocus();
    expect(document.title).toBe('Error: Create your account');
  });

  // Pins lost keystrokes: a visitor who clicked into a field of the server's page before it was
  // live lost focus to the heading when the page hydrated, and the rest of what they typed with it.
  it.each(['input', 'select', 'textarea'])('leaves focus in the %s the visitor is already in', (tag) => {
    const field = document.createElement(tag);
    field.setAttribute('aria-label', 'First name');
    document.body.append(field);
    field.focus();
    render(<PageHeading title="Create your account">Create your account</PageHeading>);
    expect(field).toHaveFocus();
  });
});
