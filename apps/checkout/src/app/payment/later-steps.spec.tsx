import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyScreen } from '@join/ui';
import { LaterStep } from './later-steps';
import { configure } from '../testing/fixtures';

describe('a later step whose code is still loading (spec §2 /payment)', () => {
  beforeEach(() => configure());

  it('shows the loading state in its place, then the step, and says when the step is there', async () => {
    let arrive: (step: (props: { title: string }) => ReactElement) => void = () => undefined;
    const Step = lazyScreen<{ title: string }>(
      () =>
        new Promise((resolve) => {
          arrive = resolve;
        }),
    );
    const onReady = jest.fn();
    render(
      <LaterStep onReady={onReady}>
        <Step title="Billing information" />
      </LaterStep>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your order…');
    expect(onReady).not.toHaveBeenCalled();

    await act(async () => arrive(({ title }) => <h2>{title}</h2>));

    expect(await screen.findByRole('heading', { name: 'Billing information' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onReady).toHaveBeenCalledTimes(1);
  });
});
