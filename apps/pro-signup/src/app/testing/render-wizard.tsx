import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { clearAlert, useAlert } from '@join/state';
import { clearProDraft } from '../wizard/pro-draft-store';
import { ProSignupPage } from '../wizard/pro-signup-page';
import { ROUTES } from '@join/routes';

/** Shows the shell's toast text, as the shell's alert host would. */
function AlertProbe() {
  const alert = useAlert();
  return alert ? <div data-testid="toast">{alert.text}</div> : null;
}

export function renderWizard({ keepDraft = false } = {}) {
  // The toast and draft stores outlive a test; each wizard starts without them.
  clearAlert();
  if (!keepDraft) clearProDraft();
  const user = userEvent.setup({ delay: null });
  const view = render(
    <MemoryRouter initialEntries={[ROUTES.pro]}>
      <AlertProbe />
      <ProSignupPage />
    </MemoryRouter>,
  );
  return { user, unmount: view.unmount };
}

type User = ReturnType<typeof userEvent.setup>;

export async function fillStepOne(user: User, overrides: { hearAboutUs?: string } = {}) {
  await screen.findByRole('heading', { level: 1, name: 'Create your professional account' });
  await user.selectOptions(await screen.findByLabelText('Title (optional)'), 'Hon.');
  await user.type(screen.getByLabelText('First name'), 'Laura');
  await user.type(screen.getByLabelText('Last name'), 'Kim');
  await user.type(screen.getByLabelText('Email'), 'laura@court.example');
  await user.type(screen.getByLabelText('Phone number'), '6175550142');
  await user.selectOptions(
    screen.getByLabelText('How did you hear about us?'),
    overrides.hearAboutUs ?? 'SEARCH_ENGINE',
  );
}

export async function fillStepTwo(user: User) {
  await screen.findByRole('heading', { level: 1, name: 'Your practice' });
  await user.type(await screen.findByLabelText('Practice name'), 'Kim Family Law');
  await user.type(screen.getByLabelText('Address line 1'), '1 Court St');
  await user.type(screen.getByLabelText('City'), 'Boston');
  await user.selectOptions(screen.getByLabelText('State'), 'MA');
  await user.type(screen.getByLabelText('ZIP code'), '02108');
  await screen.findByDisplayValue('(UTC-05:00) New York');
  await user.click(screen.getByRole('checkbox', { name: 'Attorney' }));
}

export async function fillStepThree(user: User) {
  await screen.findByRole('heading', { level: 1, name: 'Secure your account' });
  await user.selectOptions(screen.getByLabelText('Security question'), 'FIRST_PET');
  await user.type(screen.getByLabelText('Security answer'), 'Rex');
  await user.type(screen.getByLabelText('4-digit security code'), '1234');
  await user.type(screen.getByLabelText('Confirm security code'), '1234');
}

export const continueButton = () => screen.getByRole('button', { name: 'Continue' });

/** The three steps filled and passed, then Complete: the create call is made. */
export async function submitWizard(user: User) {
  await fillStepOne(user);
  await user.click(continueButton());
  await fillStepTwo(user);
  await user.click(continueButton());
  await fillStepThree(user);
  await user.click(screen.getByRole('button', { name: 'Complete' }));
}
