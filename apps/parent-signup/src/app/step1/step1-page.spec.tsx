import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRegistration, resetRegistration, updateRegistration } from '@join/state';
import { getTimezones } from '@join/domain';
import { fakeApi, presetRegistration, registrationReply, renderAt, type Handler } from '../shared/test-utils';

/** The join API's answer to the timezone lookups (spec §7), from the same data the API lists. */
function apiWithLists(handler: Handler) {
  return fakeApi((url, init) => {
    const lookup = url.match(/^\/api\/lookups\/timezones\?country=([A-Z]{2})/);
    return lookup
      ? {
          status: 200,
          body: { items: getTimezones(lookup[1]).map((tz) => ({ value: tz.id, label: tz.label })) },
        }
      : handler(url, init);
  });
}

/** The calls of the form itself (the timezone lists are asked for when the visitor starts typing). */
const formCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => !c.url.startsWith('/api/lookups/'));

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'Lopez');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Phone number'), '5555550100');
}

describe('/step1 (spec §2, §5 Parent step 1)', () => {
  beforeEach(() => resetRegistration());

  // Pins a bug: tabbing through /step1 turned every empty field red before anything was typed.
  it('flags nothing while the visitor tabs through the empty form (validated on submit, then on change)', async () => {
    apiWithLists(() => registrationReply());
    const user = userEvent.setup();
    renderAt('/step1');
    await user.click(await screen.findByLabelText('First name'));
    for (let i = 0; i < 6; i += 1) await user.tab();
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('This field is required'),
    );
    // After a submit, a change clears the error at once.
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await waitFor(() => expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid'));
  });

  it("shows the spec's messages on the fields and in an error summary that takes focus and links to them", async () => {
    apiWithLists(() => registrationReply());
    const user = userEvent.setup();
    renderAt('/step1');
    await user.type(await screen.findByLabelText('Last name'), 'L'.repeat(21));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Phone number'), '12ab34');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    // The summary lists the problems in the order of the fields, each a link to its field.
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'First name: This field is required',
      'Last name: Must be between 1 and 20 characters',
      'Invalid email address',
      'Phone number: Must be between 8 and 15 digits',
    ]);
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(
      'Must be between 1 and 20 characters',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Must be between 8 and 15 digits',
    );
    // Inline errors are not live regions: the summary is the one announcement.
    expect(screen.getAllByRole('alert')).toEqual([summary]);
    await user.click(within(summary).getByRole('link', { name: 'Invalid email address' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    // The phone box accepts digits only.
    expect(screen.getByLabelText('Phone number')).toHaveValue('1234');
    expect(document.title).toMatch(/^Error: /);
  });

  it('follows the calling code with the country and picks a single timezone by itself (spec §4)', async () => {
    const api = fakeApi((url) =>
      url.startsWith('/api/lookups/timezones')
        ? {
            status: 200,
            body: {
              items: url.includes('country=GB')
                ? [{ value: 'Europe/London', label: '(UTC+00:00) London' }]
                : [
                    { value: 'America/New_York', label: '(UTC-05:00) New York' },
                    { value: 'America/Chicago', label: '(UTC-06:00) Chicago' },
                  ],
            },
          }
        : registrationReply(),
    );
    const user = userEvent.setup();
    renderAt('/step1');
    // A visitor opens a select before choosing: that first touch shows the whole list.
    await user.click(await screen.findByLabelText('Country code'));
    await user.selectOptions(screen.getByLabelText('Country code'), '+44');
    expect(screen.getByLabelText('Country')).toHaveValue('GB');
    await waitFor(() => expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/London'));
    // The lists are the API's (the timezone database is not in the browser's bundle).
    expect(api.calls.map((c) => c.url)).toContain('/api/lookups/timezones?country=GB');
    expect(
      within(screen.getByLabelText('Time zone'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('(UTC+00:00) London');
  });

  it('still offers the timezones when the API cannot list them (the bundled list)', async () => {
    fakeApi((url) => (url.startsWith('/api/lookups/') ? { status: 503, body: {} } : registrationReply()));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAt('/step1');
    // A visitor opens a select before choosing: that first touch shows the whole list.
    await user.click(await screen.findByLabelText('Country code'));
    await user.selectOptions(screen.getByLabelText('Country code'), '+44');
    await waitFor(() => expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/London'));
    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Time zone'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toContain('(UTC-05:00) New York'),
    );
    warn.mockRestore();
  });

  it('says so when a GB, AU or NZ calling code moves the visitor to that country (spec §8 redirects)', async () => {
    // Pins the country-code redirects whose messages existed in neither language.
    apiWithLists(() => registrationReply());
    const user = userEvent.setup();
    renderAt('/step1');
    // A visitor opens a select before choosing: that first touch shows the whole list.
    await user.click(await screen.findByLabelText('Country code'));
    await user.selectOptions(screen.getByLabelText('Country code'), '+61');
    expect(
      screen.getByText(/^You chose an Australian phone number, so we've set your country to Australia/),
    ).toHaveAttribute('role', 'status');
    await user.selectOptions(screen.getByLabelText('Country code'), '+64');
    expect(screen.getByText(/New Zealand dollars/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country code'), '+1');
    expect(screen.queryByText(/^You chose/)).not.toBeInTheDocument();
  });

  it('rejects emoji in names', async () => {
    apiWithLists(() => registrationReply());
    const user = userEvent.setup();
    renderAt('/step1');
    await user.type(await screen.findByLabelText('First name'), 'Ana😀');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Names cannot contain emojis'),
    );
  });

  it('creates the registration, completes step 1 and goes to /step2', async () => {
    const api = apiWithLists(() => registrationReply());
    const user = userEvent.setup();
    renderAt('/step1');
    await fillValid(user);
    expect(screen.getByLabelText('Country code')).toHaveValue('+1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/step2'));
    const call = formCalls(api)[0];
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/api/registrations');
    expect(call.body).toMatchObject({
      parent: {
        firstName: 'Ana',
        lastName: 'Lopez',
        email: 'ana@example.com',
        phoneCountryCode: '+1',
        phoneNumber: '5555550100',
      },
      sections: ['PARENT'],
    });
    expect(typeof call.body.segmentAnonymousId).toBe('string');
    expect(call.body.segmentIdentify).toMatchObject({ account: 'Parent A' });
    expect(getRegistration()).toMatchObject({
      signupId: 'sig-1',
      registrationKey: 'key-1',
      lastCompletedStep: 1,
      stepOneValues: { email: 'ana@example.com', country: 'US' },
    });
  });

  it('updates an existing registration with its key instead of creating one', async () => {
    presetRegistration({ lastCompletedStep: 1 });
    const api = apiWithLists(() => registrationReply());
    const user = userEvent.setup();
    renderAt('/step1');
    expect(await screen.findByLabelText('First name')).toHaveValue('Ana');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/step2'));
    expect(formCalls(api)[0]).toMatchObject({ method: 'PUT', url: '/api/registrations/sig-1' });
    expect(formCalls(api)[0].headers['x-registration-key']).toBe('key-1');
  });

  it('puts server validationErrors on their fields and keeps what was typed', async () => {
    apiWithLists(() => ({
      status: 400,
      body: {
        validationErrors: [
          { field: 'parent.email', text: 'validation:emailAlreadyRegistered' },
          { field: 'somethingElse', text: 'validation:invalid' },
        ],
      },
    }));
    const user = userEvent.setup();
    renderAt('/step1');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: 'An account already exists for this email address.' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'An account already exists for this email address.',
      ),
    );
    // The error that belongs to no field is listed in the summary, which takes focus.
    expect(within(summary).getByText('This value is not valid.')).toBeInTheDocument();
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByTestId('where')).toHaveTextContent('/step1');
  });

  it('sends a duplicate parent to /duplicate with name and email', async () => {
    apiWithLists(() => ({
      status: 409,
      body: { validationErrors: [{ field: 'parent.email.duplicate', text: 'duplicate' }] },
    }));
    const user = userEvent.setup();
    renderAt('/step1');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('It appears you are attempting to create a duplicate user.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('An account already exists for ana@example.com. We do not show whose it is.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/duplicate');
  });

  it('resets an expired session on submit and starts a new registration', async () => {
    presetRegistration({ lastCompletedStep: 2 });
    const api = apiWithLists(() => ({ status: 403, body: { message: 'expired' } }));
    const user = userEvent.setup();
    renderAt('/step1');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(getRegistration().signupId).toBeNull());
    expect(formCalls(api)[0].method).toBe('PUT');
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(getRegistration().lastCompletedStep).toBe(0);
  });

  it('resets a session that expired before the page loaded', async () => {
    presetRegistration({ lastCompletedStep: 2, sessionExpiresAt: new Date(Date.now() - 1000).toISOString() });
    apiWithLists(() => registrationReply());
    renderAt('/step1');
    await screen.findByLabelText('First name');
    expect(getRegistration()).toMatchObject({ signupId: null, lastCompletedStep: 0 });
  });

  it('keeps a draft of what was typed across a remount (reload)', async () => {
    apiWithLists(() => registrationReply());
    const user = userEvent.setup();
    const first = renderAt('/step1');
    await user.type(await screen.findByLabelText('First name'), 'Marta');
    first.unmount();
    renderAt('/step1');
    expect(await screen.findByLabelText('First name')).toHaveValue('Marta');
  });

  it('shows the step indicator with only step 1 reachable before any step is done', async () => {
    updateRegistration({ lastCompletedStep: 0 });
    apiWithLists(() => registrationReply());
    renderAt('/step1');
    await screen.findByLabelText('First name');
    expect(screen.getByRole('navigation', { name: 'Sign-up progress' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Step 2 of 3' })).not.toBeInTheDocument();
  });
});
