import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testFreeOption, testOption } from '@join/testing';
import { getInvite, updateInvite } from '@join/state';
import { inviteContext, renderAt, resetStores, testPackage } from '../../testing/invite-fixtures';
import { ChooseYourOwnPage } from './choose-your-own-page';

jest.mock('@join/api-client', () => ({ markTermsAgreed: jest.fn() }));

const byo = testPackage({
  id: 2003,
  buildYourOwn: true,
  displayName: 'Build your own',
  buildYourOwnOptions: [
    testOption('SUB1YEAR', 99.99, { displayName: '1 year' }),
    testOption('SUB2YEAR', 179.99, { displayName: '2 years' }),
    testFreeOption('MYFILES', { displayName: 'My Files' }),
    testOption('TONEMETER', 20, { displayName: 'ToneMeter' }),
  ],
});

function open(selected = byo) {
  updateInvite({
    inviteToken: 'tok-1',
    userId: 'user-b',
    lastCompletedStep: 1,
    context: inviteContext(),
    selectedPackage: { package: selected },
  });
  renderAt('/invite/choose-your-own', <ChooseYourOwnPage />);
}

beforeEach(() => resetStores());

describe('ChooseYourOwnPage (spec §2 /invite/choose-your-own)', () => {
  it('puts together the term and options and goes to /invite/payment with step 2 completed', async () => {
    open();
    expect(screen.getByRole('radio', { name: /1 year/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /My Files/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /My Files/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /2 years/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /ToneMeter/ }));
    expect(screen.getByText('Total: $199.99')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/invite/payment');
    expect(getInvite()).toMatchObject({
      lastCompletedStep: 2,
      selectedPackage: { package: { id: 2003 }, services: ['SUB2YEAR', 'MYFILES', 'TONEMETER'] },
    });
  });

  it('sends a visitor without a build-your-own package back to /invite/packages', async () => {
    open(testPackage());
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/invite/packages');
  });
});
