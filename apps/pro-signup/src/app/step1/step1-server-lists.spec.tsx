import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { lookupListKey, PRO_STEP_ONE_LOOKUPS } from '@join/schemas';
import { primeLists, type ListOption } from '@join/state';
import { installFakeApi, LOOKUPS } from '../testing/fake-api';
import { StepOneForm } from './step1-form';

// Its own file: the primed lists are kept for the whole module, as they are in a page.
describe('step 1 with the lists the server rendered it with (CONTRACTS#first-screen-from-the-server)', () => {
  it('shows the form at once, with no spinner and no lookup fetched', () => {
    // Pins /pro's first screen being a spinner until the browser fetched five lists (also without JavaScript).
    const sent = installFakeApi();
    primeLists(
      Object.fromEntries(
        PRO_STEP_ONE_LOOKUPS.map((name) => [
          lookupListKey(name, 'en'),
          (LOOKUPS[name] as { items: ListOption[] }).items,
        ]),
      ),
    );
    render(
      <MemoryRouter>
        <StepOneForm defaults={{ title: 'Dr.' }} passed={0} onPassed={jest.fn()} onStepClick={jest.fn()} />
      </MemoryRouter>,
    );
    // In the first render, not after an effect.
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByLabelText('Title (optional)')).toHaveValue('Dr.');
    expect(screen.getByRole('option', { name: 'News story' })).toBeInTheDocument();
    expect(sent.filter((call) => call.path.startsWith('/api/lookups/'))).toEqual([]);
  });
});
