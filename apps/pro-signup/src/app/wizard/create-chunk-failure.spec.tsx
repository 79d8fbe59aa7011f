import { screen } from '@testing-library/react';
import { installFakeApi, type Sent } from '../testing/fake-api';
import { renderWizard, submitWizard } from '../testing/render-wizard';

// The create call is fetched once the visitor starts (ARCHITECTURE.md Budgets). A chunk that cannot be
// fetched (a dropped connection, a deploy that removed it) is a failed create like any other:
// the error view and the toast, what was typed kept, never a page that waits for ever.
jest.mock('./create-api.chunk', () => {
  throw new Error('Loading chunk create-api failed');
});

jest.setTimeout(20_000);

const CREATE = '/api/v2/professional/users';

it('shows the create error view and the toast when the create call cannot be fetched', async () => {
  const sent: Sent[] = installFakeApi();
  const { user } = renderWizard();
  await submitWizard(user);

  expect(
    await screen.findByText('Something went wrong and your account was not created.'),
  ).toBeInTheDocument();
  expect(screen.getByTestId('toast')).toHaveTextContent('Something went wrong. Please try again.');
  expect(screen.getByLabelText('Security answer')).toHaveValue('Rex');
  expect(sent.filter((c) => c.path === CREATE)).toHaveLength(0);
});
