import { screen } from '@testing-library/react';
import { getRegistration, setConfig, useSupportChatOpen } from '@join/state';
import { renderHook } from '@testing-library/react';
import { presetRegistration, renderAt } from '../shared/test-utils';
import { testUrls } from '@join/testing';

const urls = testUrls({ login: '/login', passwordRetrieval: '/account/forgot-password' });

describe('/duplicate (spec §2, §8)', () => {
  it('resets the registration and shows the duplicate-user message with the password retrieval link', async () => {
    presetRegistration({ lastCompletedStep: 2 });
    setConfig({ sandbox: true, flags: {}, urls, supportChat: false });
    renderAt('/duplicate', { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Get connected to your co-parent' }),
    ).toBeInTheDocument();
    expect(screen.getByText('It appears you are attempting to create a duplicate user.')).toBeInTheDocument();
    // CONTRACTS#trust 5: it says an account exists and how to sign in or recover it, never whose it is.
    expect(
      screen.getByText('An account already exists for ana@example.com. We do not show whose it is.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ana|Lopez/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to that account' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Retrieve your password' })).toHaveAttribute(
      'href',
      '/account/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'support@harbor.example' })).toHaveAttribute(
      'href',
      'mailto:support@harbor.example',
    );
    expect(getRegistration()).toMatchObject({ signupId: null, lastCompletedStep: 0 });
    expect(renderHook(() => useSupportChatOpen()).result.current).toBe(false);
  });

  it('opens the support chat when its flag is on', async () => {
    setConfig({ sandbox: true, flags: {}, urls, supportChat: true });
    renderAt('/duplicate');
    await screen.findByRole('heading', { level: 1, name: 'Get connected to your co-parent' });
    expect(renderHook(() => useSupportChatOpen()).result.current).toBe(true);
    expect(screen.queryByText(/An account already exists/)).not.toBeInTheDocument();
  });
});
