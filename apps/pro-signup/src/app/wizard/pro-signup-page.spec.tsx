import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type Sent } from '../testing/fake-api';
import {
  continueButton,
  fillStepOne,
  fillStepThree,
  fillStepTwo,
  renderWizard,
  submitWizard,
} from '../testing/render-wizard';
import { AUTH_TOKEN_KEY } from './auth-token';

const calls = (sent: Sent[], path: string) => sent.filter((c) => c.path === path);
const VALIDATOR = '/api/v2/professional/users/validator';
const CREATE = '/api/v2/professional/users';

// Whole journeys through three forms: slower than a unit test on a shared 2-core machine.
jest.setTimeout(20_000);

describe('professional sign-up wizard (spec §2, §4)', () => {
  it('clears a stored auth token on load', async () => {
    installFakeApi();
    localStorage.setItem(AUTH_TOKEN_KEY, 'someone-else');
    sessionStorage.setItem(AUTH_TOKEN_KEY, 'someone-else');
    renderWizard();
    await screen.findByRole('heading', { level: 1 });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('goes ONE -> TWO -> THREE -> SUBMIT -> SUCCESS, each step checked by the validator first', async () => {
    const sent = installFakeApi();
    const { user } = renderWizard();
    await fillStepOne(user);
    await user.click(continueButton());
    await fillStepTwo(user);
    expect(calls(sent, VALIDATOR).map((c) => c.query.get('step'))).toEqual(['1']);
    expect(calls(sent, VALIDATOR)[0].body).toMatchObject({
      firstName: 'Laura',
      email: 'laura@court.example',
      phoneCountryCode: '+1',
      hearAboutUs: 'SEARCH_ENGINE',
    });
    expect(calls(sent, VALIDATOR)[0].headers).toMatchObject({ 'x-activity': 'start' });
    await user.click(continueButton());
    await fillStepThree(user);
    expect(calls(sent, VALIDATOR)[1].body).toMatchObject({
      country: 'US',
      region: 'MA',
      timezone: 'America/New_York',
      roles: ['ATTORNEY'],
    });
    await user.click(screen.getByRole('button', { name: 'Complete' }));

    expect(await screen.findByText('Hello, Laura!')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your professional account has been created' }),
    ).toBeInTheDocument();
    // Pins the success page that pointed to 'Log in' although no password had been created.
    expect(
      screen.getByText(
        'Check your email: we sent a link to laura@court.example to create your username and password. It works for 7 days.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/pro/cases');
    expect(screen.getByText('Kim Family Law')).toBeInTheDocument();
    expect(await screen.findByText('Attorney')).toBeInTheDocument();
    expect(calls(sent, VALIDATOR).map((c) => c.query.get('step'))).toEqual(['1', '2', '3']);
    expect(calls(sent, CREATE)).toHaveLength(1);
    expect(calls(sent, CREATE)[0].body).toMatchObject({
      firstName: 'Laura',
      practiceName: 'Kim Family Law',
      securityCode: '1234',
      roles: ['ATTORNEY'],
    });
  });

  it('stays on the step and shows client errors without calling the validator', async () => {
    const sent = installFakeApi();
    const { user } = renderWizard();
    await screen.findByLabelText('First name');
    await user.click(continueButton());
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(within(summary).getAllByRole('link')[0]).toHaveTextContent('Please enter your first name');
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Please enter your first name');
    expect(calls(sent, VALIDATOR)).toHaveLength(0);
  });

  it('puts a validator 409 on its field, with the default signup_{field}_error when it has no text', async () => {
    installFakeApi((call) =>
      call.path === VALIDATOR
        ? {
            status: 409,
            body: {
              validationErrors: [
                { field: 'email', text: 'validation:emailAlreadyRegistered' },
                { field: 'phoneNumber', text: '' },
              ],
            },
          }
        : undefined,
    );
    const { user } = renderWizard();
    await fillStepOne(user);
    await user.click(continueButton());
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'An account already exists for this email address.',
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Please enter your phone number',
    );
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create your professional account' }),
    ).toBeInTheDocument();
  });

  it('shows the generic toast and stays put when the validator fails otherwise', async () => {
    installFakeApi((call) =>
      call.path === VALIDATOR ? { status: 500, body: { message: 'boom' } } : undefined,
    );
    const { user } = renderWizard();
    await fillStepOne(user);
    await user.click(continueButton());
    expect(await screen.findByTestId('toast')).toHaveTextContent('Something went wrong. Please try again.');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create your professional account' }),
    ).toBeInTheDocument();
  });

  it('moves Back from THREE to TWO and from TWO to ONE, keeping what was typed', async () => {
    installFakeApi();
    const { user } = renderWizard();
    await fillStepOne(user);
    await user.click(continueButton());
    await fillStepTwo(user);
    await user.click(continueButton());
    await screen.findByRole('heading', { level: 1, name: 'Secure your account' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Practice name')).toHaveValue('Kim Family Law');
    expect(screen.getByLabelText('State')).toHaveValue('MA');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Laura');
    expect(screen.getByLabelText('Title (optional)')).toHaveValue('Hon.');
  });

  it('keeps steps 1 and 2 for the tab after a reload, but never the security answers', async () => {
    installFakeApi();
    const first = renderWizard();
    await fillStepOne(first.user);
    await first.user.click(continueButton());
    await screen.findByLabelText('Practice name');
    first.unmount();

    renderWizard({ keepDraft: true });
    expect(await screen.findByLabelText('First name')).toHaveValue('Laura');
    expect(screen.getByLabelText('How did you hear about us?')).toHaveValue('SEARCH_ENGINE');
    expect(sessionStorage.getItem('join.proDraft')).not.toContain('security');
  });

  it('offers later steps in the indicator only after the earlier ones passed', async () => {
    installFakeApi();
    const { user } = renderWizard();
    await screen.findByLabelText('First name');
    const progress = screen.getByRole('navigation', { name: 'Sign-up progress' });
    expect(within(progress).queryByRole('button', { name: 'Step 3 of 3' })).toBeNull();
    await fillStepOne(user);
    await user.click(continueButton());
    await screen.findByLabelText('Practice name');
    const after = screen.getByRole('navigation', { name: 'Sign-up progress' });
    expect(within(after).getByRole('button', { name: 'Step 1 of 3' })).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: 'Step 3 of 3' })).toBeNull();
    await user.click(within(after).getByRole('button', { name: 'Step 1 of 3' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Laura');
  });

  it('on a failed create shows the banner on step 3 and the toast; the try-again link retries and succeeds', async () => {
    let creates = 0;
    const sent = installFakeApi((call) =>
      call.path === CREATE && ++creates === 1
        ? { status: 500, body: { message: 'Unexpected error' } }
        : undefined,
    );
    const { user } = renderWizard();
    await submitWizard(user);

    expect(
      await screen.findByText('Something went wrong and your account was not created.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('heading', { level: 1, name: 'Secure your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1 (866) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18665550142',
    );
    expect(screen.getByLabelText('Security answer')).toHaveValue('Rex');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello, Laura!')).toBeInTheDocument();
    expect(calls(sent, CREATE)).toHaveLength(2);
    // The retry re-sends the same values; it does not re-run the step validator.
    expect(calls(sent, VALIDATOR)).toHaveLength(3);
  });

  it('on a create refusing the email goes back to step 1 with the error on the field and all typed kept', async () => {
    let creates = 0;
    const sent = installFakeApi((call) =>
      call.path === CREATE && ++creates === 1
        ? {
            status: 409,
            body: {
              status: 409,
              validationErrors: [{ field: 'email', text: 'validation:emailAlreadyRegistered' }],
            },
          }
        : undefined,
    );
    const { user } = renderWizard();
    await submitWizard(user);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your professional account' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'An account already exists for this email address.',
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('laura@court.example');
    expect(screen.getByLabelText('First name')).toHaveValue('Laura');
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toBeInTheDocument();
    expect(
      screen.queryByText('Something went wrong and your account was not created.'),
    ).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'laura.k@court.example');
    await user.click(continueButton());
    // Steps 2 and 3 come back as they were typed.
    expect(await screen.findByRole('heading', { level: 1, name: 'Your practice' })).toBeInTheDocument();
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Secure your account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Hello, Laura!')).toBeInTheDocument();
    expect(calls(sent, CREATE)[1].body).toMatchObject({
      email: 'laura.k@court.example',
      practiceName: 'Kim Family Law',
      securityCode: '1234',
    });
  });

  it('goes Back from the error view to step 2', async () => {
    installFakeApi((call) => (call.path === CREATE ? { status: 503 } : undefined));
    const { user } = renderWizard();
    await submitWizard(user);
    await screen.findByText('Something went wrong and your account was not created.');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your practice' })).toBeInTheDocument();
  });

  it('shows a loader while the account is being created', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    installFakeApi(async (call) => {
      // Hold the create call until the loader has been seen.
      if (call.path === CREATE) await gate;
      return undefined;
    });
    const { user } = renderWizard();
    await submitWizard(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Creating your account…');
    release();
    await waitFor(() => expect(screen.getByText('Hello, Laura!')).toBeInTheDocument());
  });
});
