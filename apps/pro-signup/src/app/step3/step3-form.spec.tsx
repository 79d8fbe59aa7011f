import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setConfig } from '@join/state';
import { installFakeApi } from '../testing/fake-api';
import { StepThreeForm } from './step3-form';
import { testUrls } from '@join/testing';

jest.setTimeout(20_000);

const urls = testUrls({ terms: 'https://example.test/terms', privacy: 'https://example.test/privacy' });

function renderStepThree() {
  setConfig({ sandbox: true, flags: {}, urls, supportChat: false });
  const user = userEvent.setup({ delay: null });
  const onPassed = jest.fn();
  render(
    <MemoryRouter>
      <StepThreeForm
        defaults={{}}
        passed={2}
        onPassed={onPassed}
        onBack={jest.fn()}
        onStepClick={jest.fn()}
      />
    </MemoryRouter>,
  );
  return { user, onPassed };
}

describe('step 3 security (spec §5 Professional step 3)', () => {
  it('links the disclaimer to the terms and privacy policy of the configuration', () => {
    installFakeApi();
    renderStepThree();
    expect(screen.getByRole('link', { name: /Terms & Conditions/ })).toHaveAttribute('href', urls.terms);
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', urls.privacy);
  });

  it.each([
    ['123', '123', 'Must be exactly 4 digits'],
    ['12a4', '12a4', 'Only numbers are allowed'],
    ['1234', '4321', 'The security codes do not match'],
  ])('code %p with confirmation %p says %p', async (code, confirm, message) => {
    installFakeApi();
    const { user, onPassed } = renderStepThree();
    await user.selectOptions(screen.getByLabelText('Security question'), 'BIRTH_CITY');
    await user.type(screen.getByLabelText('Security answer'), 'Puebla');
    await user.type(screen.getByLabelText('4-digit security code'), code);
    await user.type(screen.getByLabelText('Confirm security code'), confirm);
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(onPassed).not.toHaveBeenCalled();
  });

  it('completes with a matching 4-digit code once the validator agrees', async () => {
    const sent = installFakeApi();
    const { user, onPassed } = renderStepThree();
    await user.selectOptions(screen.getByLabelText('Security question'), 'BIRTH_CITY');
    await user.type(screen.getByLabelText('Security answer'), 'Puebla');
    await user.type(screen.getByLabelText('4-digit security code'), '2468');
    await user.type(screen.getByLabelText('Confirm security code'), '2468');
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(onPassed).toHaveBeenCalled());
    expect(onPassed).toHaveBeenCalledWith({
      securityQuestion: 'BIRTH_CITY',
      securityAnswer: 'Puebla',
      securityCode: '2468',
      securityCodeConfirm: '2468',
    });
    expect(sent.find((c) => c.path.endsWith('/validator'))?.query.get('step')).toBe('3');
  });
});
