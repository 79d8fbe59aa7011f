import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { clearAlert, useAlert } from '@join/state';
import { installFakeApi } from '../testing/fake-api';
import { proStep1Shape } from '@join/schemas';
import { EMPTY_STEP_ONE, StepOneForm } from './step1-form';

jest.setTimeout(20_000);

function Toast() {
  const alert = useAlert();
  return alert ? <div data-testid="toast">{alert.text}</div> : null;
}

function renderStepOne(onPassed = jest.fn()) {
  clearAlert();
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <Toast />
      <StepOneForm defaults={{}} passed={0} onPassed={onPassed} onStepClick={jest.fn()} />
    </MemoryRouter>,
  );
  return { user, onPassed };
}

async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'Ruiz');
  await user.type(screen.getByLabelText('Email'), 'ana@law.example');
  await user.type(screen.getByLabelText('Phone number'), '5551234567');
}

describe('step 1 conditional referral fields (spec §5 Professional step 1)', () => {
  it('asks nothing more for answers without referral details', async () => {
    installFakeApi();
    const { user } = renderStepOne();
    await user.selectOptions(await screen.findByLabelText('How did you hear about us?'), 'NEWS_STORY');
    expect(screen.queryByLabelText("Bench officer's name")).toBeNull();
    expect(screen.queryByLabelText("Colleague's name")).toBeNull();
    expect(screen.queryByLabelText('Please tell us more')).toBeNull();
  });

  it('requires the bench officer name and position for a bench officer referral', async () => {
    installFakeApi();
    const { user, onPassed } = renderStepOne();
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText('How did you hear about us?'), 'BENCH_OFFICER');
    expect(screen.getByLabelText("Bench officer's position")).toHaveDisplayValue('Select');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByLabelText("Bench officer's name")).toHaveAccessibleDescription(
        "Please enter the bench officer's name",
      ),
    );
    expect(screen.getByLabelText("Bench officer's position")).toHaveAccessibleDescription(
      'Please select an option',
    );
    expect(onPassed).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Bench officer's name"), 'Judge Ito');
    await user.selectOptions(screen.getByLabelText("Bench officer's position"), 'Magistrate');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onPassed).toHaveBeenCalled());
    expect(onPassed).toHaveBeenCalledWith(
      expect.objectContaining({
        referralBenchOfficerName: 'Judge Ito',
        referralBenchOfficerPosition: 'Magistrate',
      }),
    );
  });

  it('requires the colleague name and role for a colleague referral', async () => {
    installFakeApi();
    const { user } = renderStepOne();
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText('How did you hear about us?'), 'COLLEAGUE');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByLabelText("Colleague's name")).toHaveAccessibleDescription(
        "Please enter your colleague's name",
      ),
    );
    expect(screen.getByLabelText("Colleague's role")).toHaveAccessibleDescription('Please select an option');
    expect(screen.queryByLabelText("Bench officer's name")).toBeNull();
  });

  it('requires an explanation for Other, up to 200 characters', async () => {
    const sent = installFakeApi();
    const { user, onPassed } = renderStepOne();
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText('How did you hear about us?'), 'OTHER');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const other = () => screen.getByLabelText('Please tell us more');
    await waitFor(() =>
      expect(other()).toHaveAccessibleDescription(
        expect.stringContaining('Please tell us how you heard about us'),
      ),
    );
    await user.click(other());
    await user.paste('x'.repeat(201));
    await waitFor(() =>
      expect(other()).toHaveAccessibleDescription(expect.stringContaining('Must be 200 characters or fewer')),
    );
    await user.keyboard('{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onPassed).toHaveBeenCalled());
    // Only the chosen answer's details go to the validator.
    const body = sent.find((c) => c.path.endsWith('/validator'))?.body;
    expect(body.referralOtherExplanation).toHaveLength(200);
    expect(body).not.toHaveProperty('referralBenchOfficerName');
  });

  it('accepts digits only in the phone number and extension', async () => {
    installFakeApi();
    const { user } = renderStepOne();
    await fillBasics(user);
    await user.type(screen.getByLabelText('Extension (optional)'), '12a');
    await user.selectOptions(screen.getByLabelText('How did you hear about us?'), 'SEARCH_ENGINE');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText('Extension (optional)')).toHaveAccessibleDescription(
      'Only numbers are allowed',
    );
    await user.click(within(summary).getByRole('link', { name: 'Extension: Only numbers are allowed' }));
    expect(screen.getByLabelText('Extension (optional)')).toHaveFocus();
  });

  it('offers the three phone country codes with +1 chosen, and the titles, in the server order', async () => {
    installFakeApi();
    renderStepOne();
    const codes = await screen.findByLabelText('Phone country code');
    expect(codes).toHaveDisplayValue('US/Canada +1');
    expect([...(codes as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'US/Canada +1',
      'United Kingdom +44',
      'Mexico +52',
    ]);
    const referrals = [
      ...(screen.getByLabelText('How did you hear about us?') as HTMLSelectElement).options,
    ].map((o) => o.value);
    expect(referrals).toEqual([
      '',
      'BENCH_OFFICER',
      'COLLEAGUE',
      'SEARCH_ENGINE',
      'FRIEND_RELATIVE',
      'NEWS_STORY',
      'OTHER',
    ]);
  });
});

describe('step 1 lookups (spec §7, §8)', () => {
  it('asks for every list in the visitor language', async () => {
    const sent = installFakeApi();
    renderStepOne();
    await screen.findByLabelText('First name');
    const lookups = sent.filter((c) => c.path.startsWith('/api/lookups/'));
    expect(lookups.map((c) => c.path).sort()).toEqual([
      '/api/lookups/bench-officers',
      '/api/lookups/colleagues',
      '/api/lookups/country-codes',
      '/api/lookups/referrals',
      '/api/lookups/titles',
    ]);
    for (const call of lookups) expect(call.headers['accept-language']).toBe('en');
  });

  it('shows the generic toast when a lookup fails', async () => {
    installFakeApi((call) => (call.path === '/api/lookups/titles' ? { status: 500 } : undefined));
    renderStepOne();
    expect(await screen.findByTestId('toast')).toHaveTextContent('Something went wrong. Please try again.');
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
  });
});

describe('step 1 fields without the schema on the first screen', () => {
  it('names the same fields as the shared schema, which it loads only on the first focus', () => {
    expect(Object.keys(EMPTY_STEP_ONE).sort()).toEqual(Object.keys(proStep1Shape).sort());
  });
});
