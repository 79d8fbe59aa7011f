import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addFlagOverrides, getRegistration, setConfig } from '@join/state';
import { fakeApi, presetRegistration, registrationReply, renderAt } from '../shared/test-utils';

type User = ReturnType<typeof userEvent.setup>;

/** The inline error messages with this text (the error summary repeats them as links). */
const inline = (text: string) =>
  screen.queryAllByText(text).filter((el) => el.classList.contains('j-field__error'));
const summary = () => screen.findByRole('alert', { name: 'There is a problem' });
/** The registration saves among the page's requests (it also asks for the next step's packages). */
const saves = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.url.startsWith('/api/registrations'));

async function fillCoParent(user: User, email = 'ben@example.com') {
  await user.type(await screen.findByLabelText('First name'), 'Ben');
  await user.type(screen.getByLabelText('Last name'), 'Lopez');
  if (email) await user.type(screen.getByLabelText('Email'), email);
}

describe('/step2 Invite your co-parent (spec §2, §5 Co-parent and Children)', () => {
  beforeEach(() => presetRegistration({ lastCompletedStep: 1 }));

  it("names the co-parent's calling codes by their countries, as /step1 does", async () => {
    // Pins a bug: /step2 listed '+44  and GB more' after country names became texts.
    renderAt('/step2');
    const select = await screen.findByLabelText('Country code');
    // The whole list follows when the browser is idle (SelectField deferList).
    const uk = await within(select).findByRole('option', { name: /^\+44 / });
    expect(uk.textContent).toMatch(/^\+44 United Kingdom/);
    expect(within(select).getByRole('option', { name: /^\+1 / }).textContent).toMatch(/^\+1 United States/);
  });

  it('sends the co-parent and children, completes step 2 and goes to /step3', async () => {
    const api = fakeApi(() => registrationReply({ lastCompletedStep: 2 }));
    const user = userEvent.setup();
    renderAt('/step2');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Invite your co-parent' });
    await waitFor(() => expect(heading).toHaveFocus());
    // The next step's packages are asked for on arrival, from /step1's country and phone.
    await waitFor(() =>
      expect(api.calls.find((call) => call.url === '/api/pricing/group')).toMatchObject({
        method: 'POST',
        body: { country: 'US', countryCode: '1' },
      }),
    );
    await fillCoParent(user);
    await user.click(screen.getByRole('button', { name: 'Add a child' }));
    const child = screen.getByRole('group', { name: 'Child 1' });
    expect(within(child).getByLabelText('First name')).toHaveFocus();
    await user.type(within(child).getByLabelText('First name'), 'Mia');
    await user.type(within(child).getByLabelText('Last name'), 'Lopez');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/step3'));
    expect(saves(api)[0]).toMatchObject({ method: 'PUT', url: '/api/registrations/sig-1' });
    expect(saves(api)[0].body).toMatchObject({
      coParent: { firstName: 'Ben', lastName: 'Lopez', email: 'ben@example.com' },
      children: [{ firstName: 'Mia', lastName: 'Lopez', email: null }],
      sections: ['PARENT', 'ADDRESS', 'FAMILY'],
    });
    expect(getRegistration().lastCompletedStep).toBe(2);
    expect(getRegistration().stepTwoValues).toMatchObject({
      firstName: 'Ben',
      children: [{ firstName: 'Mia' }],
    });
  });

  it('adds and removes children, keeping the others', async () => {
    fakeApi(() => registrationReply());
    const user = userEvent.setup();
    renderAt('/step2');
    const add = await screen.findByRole('button', { name: 'Add a child' });
    await user.click(add);
    // A new child opens clean: no errors before the visitor has had a chance to type.
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.type(
      within(screen.getByRole('group', { name: 'Child 1' })).getByLabelText('First name'),
      'Mia',
    );
    await user.click(add);
    await user.type(
      within(screen.getByRole('group', { name: 'Child 2' })).getByLabelText('First name'),
      'Leo',
    );
    await user.click(screen.getByRole('button', { name: 'Remove child 1' }));
    expect(screen.queryByRole('group', { name: 'Child 2' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Child 1' })).getByLabelText('First name')).toHaveValue(
      'Leo',
    );
    await waitFor(() => expect(add).toHaveFocus());
  });

  // Pins a bug: 'Add a child' a second time while the first child was empty added nothing (the
  // first row's error appeared on blur, the button moved and the click was lost).
  it('adds a second child while the first is still empty, and flags nothing before Continue', async () => {
    fakeApi(() => registrationReply());
    const user = userEvent.setup();
    renderAt('/step2');
    const add = await screen.findByRole('button', { name: 'Add a child' });
    await user.click(add);
    expect(within(screen.getByRole('group', { name: 'Child 1' })).getByLabelText('First name')).toHaveFocus();
    await user.click(add);
    expect(screen.getByRole('group', { name: 'Child 2' })).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the co-parent and children rules' messages", async () => {
    fakeApi(() => registrationReply());
    const user = userEvent.setup();
    renderAt('/step2');
    await fillCoParent(user, 'ANA@example.com ');
    await user.type(screen.getByLabelText('Phone number (optional)'), '5555550100');
    await user.click(screen.getByRole('button', { name: 'Add a child' }));
    await user.click(screen.getByRole('button', { name: 'Add a child' }));
    const [one, two] = [
      screen.getByRole('group', { name: 'Child 1' }),
      screen.getByRole('group', { name: 'Child 2' }),
    ];
    await user.type(within(one).getByLabelText('Email (optional)'), 'kid@example.com');
    await user.type(within(two).getByLabelText('Email (optional)'), 'kid@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const box = await summary();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'The email of the co-parent cannot be the same as your email.',
    );
    expect(screen.getByLabelText('Phone number (optional)')).toHaveAccessibleDescription(
      "Your co-parent's phone number cannot be the same as yours.",
    );
    expect(inline('This email is already used for another child')).toHaveLength(1);
    expect(within(one).getAllByText('This field is required')).toHaveLength(2);
    // Focus goes to the summary, whose first link is the first invalid field (not the third).
    expect(box).toHaveFocus();
    expect(within(box).getAllByRole('link')[0]).toHaveTextContent(
      'The email of the co-parent cannot be the same as your email.',
    );
  });

  it('checks the co-parent and child email patterns and the name rules', async () => {
    fakeApi(() => registrationReply());
    const user = userEvent.setup();
    renderAt('/step2');
    await fillCoParent(user, 'ben@');
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'B'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Add a child' }));
    const one = screen.getByRole('group', { name: 'Child 1' });
    await user.type(within(one).getByLabelText('First name'), 'Mia😀');
    await user.type(within(one).getByLabelText('Email (optional)'), 'mia@');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await summary();
    expect(screen.getByLabelText('First name', { selector: '#field-firstName' })).toHaveAccessibleDescription(
      'Must be between 1 and 20 characters',
    );
    expect(inline('Invalid email address')).toHaveLength(2);
    expect(within(one).getByText('Names cannot contain emojis')).toBeInTheDocument();
  });

  it("rejects a child's email that matches a parent's", async () => {
    fakeApi(() => registrationReply());
    const user = userEvent.setup();
    renderAt('/step2');
    await fillCoParent(user);
    await user.click(screen.getByRole('button', { name: 'Add a child' }));
    const one = screen.getByRole('group', { name: 'Child 1' });
    await user.type(within(one).getByLabelText('First name'), 'Mia');
    await user.type(within(one).getByLabelText('Last name'), 'Lopez');
    await user.type(within(one).getByLabelText('Email (optional)'), 'ben@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await summary();
    expect(within(one).getByLabelText('Email (optional)')).toHaveAccessibleDescription(
      "A child's email address cannot match either parent's. Please update the email or remove it to proceed.",
    );
  });

  it("without the co-parent's email: clears it, relabels the fields and requires the phone", async () => {
    fakeApi(() => registrationReply());
    const user = userEvent.setup();
    renderAt('/step2');
    await fillCoParent(user);
    await user.click(screen.getByLabelText("I don't have an email address for my co-parent"));
    expect(screen.getByLabelText('Email (optional)')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const phone = screen.getByLabelText('Phone number');
    const box = await summary();
    expect(phone).toHaveAccessibleDescription('This field is required');
    expect(box).toHaveFocus();
    await user.click(within(box).getByRole('link', { name: 'Phone number: This field is required' }));
    expect(phone).toHaveFocus();
  });

  it('speed-bump: Submit gives the email and the page says Thank you!', async () => {
    const api = fakeApi(() => registrationReply({ lastCompletedStep: 2 }));
    const user = userEvent.setup();
    renderAt('/step2');
    await fillCoParent(user, '');
    await user.click(screen.getByLabelText("I don't have an email address for my co-parent"));
    await user.type(screen.getByLabelText('Phone number'), '5555550199');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help us connect you with your co-parent' });
    await user.type(within(dialog).getByLabelText("Co-parent's email"), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please enter a valid email')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Co-parent's email"));
    await user.type(within(dialog).getByLabelText("Co-parent's email"), 'ben@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByText("We'll invite your co-parent at ben@example.com.")).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ben@example.com');
    expect(saves(api)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/step3'));
    expect(saves(api)[0].body.coParent).toMatchObject({
      email: 'ben@example.com',
      phoneNumber: '5555550199',
    });
  });

  it("speed-bump: Skip this shows We won't invite your co-parent right now, with Change", async () => {
    const api = fakeApi(() => registrationReply({ lastCompletedStep: 2 }));
    const user = userEvent.setup();
    renderAt('/step2');
    await fillCoParent(user, '');
    await user.click(screen.getByLabelText("I don't have an email address for my co-parent"));
    await user.type(screen.getByLabelText('Phone number'), '5555550199');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help us connect you with your co-parent' });
    // Pins a bug: the speed-bump asked for the email as if the visitor had not just
    // ticked that they do not have it. It now says so, and how to go on without it.
    expect(dialog).toHaveTextContent("You ticked that you don't have your co-parent's email address.");
    expect(dialog).toHaveTextContent('If not, skip this: you can go on with their phone number.');
    await user.click(within(dialog).getByRole('button', { name: 'Skip this' }));
    expect(await screen.findByText("We won't invite your co-parent right now")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(
      await screen.findByRole('dialog', { name: 'Help us connect you with your co-parent' }),
    ).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Skip this' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/step3'));
    expect(saves(api)[0].body.coParent).toMatchObject({ email: null, phoneNumber: '5555550199' });
  });

  it('flags a duplicate co-parent with the support phone and still lets the visitor continue', async () => {
    fakeApi(() => registrationReply({ lastCompletedStep: 2, coParentPossibleDuplicate: true }));
    const user = userEvent.setup();
    renderAt('/step2');
    await fillCoParent(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText("Your co-parent's account may be a duplicate.")).toBeInTheDocument();
    expect(
      screen.getByText(/You can continue your registration, but you will need to contact support at/),
    ).toHaveTextContent(
      'You can continue your registration, but you will need to contact support at 1-800-555-0199 to ensure we get you connected with your co-parent.',
    );
    expect(screen.getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/step3'));
    expect(getRegistration().coParentDuplicateConfirmed).toBe(true);
  });

  it('goes to /duplicate after a confirmed duplicate when the newer packages version is on', async () => {
    setConfig({ sandbox: true, flags: {}, urls: {} as never, supportChat: false });
    addFlagOverrides({ NewerPackages: 'Treatment' });
    fakeApi(() => registrationReply({ lastCompletedStep: 2, coParentPossibleDuplicate: true }));
    const user = userEvent.setup();
    renderAt('/step2');
    await fillCoParent(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/duplicate'));
    addFlagOverrides({ NewerPackages: 'Off' });
  });

  it('shows server validationErrors on the co-parent and child fields', async () => {
    fakeApi(() => ({
      status: 400,
      body: {
        validationErrors: [
          { field: 'coParent.phoneNumber', text: 'validation:coParentPhoneSameAsParent' },
          { field: 'children.0.email', text: 'validation:childEmailDuplicate' },
        ],
      },
    }));
    const user = userEvent.setup();
    renderAt('/step2');
    await fillCoParent(user);
    await user.click(screen.getByRole('button', { name: 'Add a child' }));
    const one = screen.getByRole('group', { name: 'Child 1' });
    await user.type(within(one).getByLabelText('First name'), 'Mia');
    await user.type(within(one).getByLabelText('Last name'), 'Lopez');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(inline("Your co-parent's phone number cannot be the same as yours.")).toHaveLength(1),
    );
    expect(within(one).getByText('This email is already used for another child')).toBeInTheDocument();
    expect(screen.getByLabelText('First name', { selector: '[name="firstName"]' })).toHaveValue('Ben');
  });

  it('an expired session (403) resets the state and returns to /step1', async () => {
    fakeApi(() => ({ status: 403, body: { message: 'registration.key.expired' } }));
    const user = userEvent.setup();
    renderAt('/step2');
    await fillCoParent(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/step1'));
    expect(getRegistration()).toMatchObject({ signupId: null, lastCompletedStep: 0 });
  });

  it('Back goes to /step1 and what was typed is kept', async () => {
    fakeApi(() => registrationReply());
    const user = userEvent.setup();
    const view = renderAt('/step2');
    await fillCoParent(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/step1'));
    view.unmount();
    renderAt('/step2');
    expect(await screen.findByLabelText('Email')).toHaveValue('ben@example.com');
  });
});
