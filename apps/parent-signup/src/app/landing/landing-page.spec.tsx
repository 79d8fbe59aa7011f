import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../shared/test-utils';

describe('/signup landing (spec §1, §2)', () => {
  it.each([
    ['For Parents', '/step1'],
    ['For Professionals', '/pro'],
  ])('%s leads to %s', async (name, path) => {
    const user = userEvent.setup();
    renderAt('/signup');
    await user.click(await screen.findByRole('button', { name }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(path));
  });
});
