import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApiClient } from '@join/api-client';
import { getRegistration, useAlert } from '@join/state';
import { Checkout } from './checkout';
import { parentContext } from './checkout-context';
import { configure, pricingFor, seedRegistration, usPackage } from '../testing/fixtures';

const tokenResponse = {
  ok: true,
  status: 200,
  text: async () =>
    JSON.stringify({
      clientToken: 'sandbox-token',
      provider: 'sandbox',
      environment: 'sandbox',
      currencyCode: 'USD',
    }),
};

describe('country mismatch modal (spec §2 Both variants)', () => {
  beforeEach(() => {
    configure();
    seedRegistration();
    configureApiClient({ baseUrl: '', fetch: jest.fn(async () => tokenResponse) as unknown as typeof fetch });
  });

  it('is not dismissible; OK clears the package and returns to /step3', async () => {
    const ctx = {
      ...parentContext()!,
      checkCountry: jest.fn(async () => ({ ok: false as const, kind: 'mismatch' as const, status: 409 })),
      price: jest.fn(async () => ({ ok: true as const, data: pricingFor(usPackage) })),
    };
    render(
      <MemoryRouter initialEntries={['/payment']}>
        <Routes>
          <Route path="/payment" element={<Checkout ctx={ctx} variant="new" />} />
          <Route path="/step3" element={<h1>Choose your package</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('This package is not available in your country')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    expect(await screen.findByRole('heading', { name: 'Choose your package' })).toBeInTheDocument();
    expect(getRegistration().selectedPackage).toBeNull();
    expect(getRegistration().lastCompletedStep).toBe(2);
  });
});

function AlertText() {
  return <p>{useAlert()?.text}</p>;
}

describe('pricing failure (spec §8)', () => {
  beforeEach(() => {
    configure();
    seedRegistration();
    configureApiClient({ baseUrl: '', fetch: jest.fn(async () => tokenResponse) as unknown as typeof fetch });
  });

  it('shows the pricing message and goes to /step3', async () => {
    const ctx = {
      ...parentContext()!,
      checkCountry: jest.fn(async () => ({
        ok: true as const,
        data: { fits: true as const, packageCountry: 'US' },
      })),
      price: jest.fn(async () => ({ ok: false as const, kind: 'server' as const, status: 500 })),
    };
    render(
      <MemoryRouter initialEntries={['/payment']}>
        <AlertText />
        <Routes>
          <Route path="/payment" element={<Checkout ctx={ctx} variant="old" />} />
          <Route path="/step3" element={<h1>Choose your package</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Choose your package' })).toBeInTheDocument();
    expect(
      screen.getByText('Unable to calculate pricing. Please verify your billing information and try again.'),
    ).toBeInTheDocument();
  });
});
