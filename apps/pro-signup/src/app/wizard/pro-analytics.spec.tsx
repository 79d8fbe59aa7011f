import { screen } from '@testing-library/react';
import { setAnalyticsSink, type AnalyticsEvent } from '@join/analytics';
import { installFakeApi } from '../testing/fake-api';
import { renderWizard, submitWizard } from '../testing/render-wizard';

jest.setTimeout(20_000);

describe('professional sign-up analytics', () => {
  afterEach(() => setAnalyticsSink({ send: () => undefined }));

  it('sends a page per step and a track per submit, as Professional, with ids and states only', async () => {
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink({ send: (event) => events.push(event) });
    installFakeApi();
    const { user } = renderWizard();
    await submitWizard(user);
    await screen.findByText('Hello, Laura!');

    expect(events.filter((e) => e.type === 'page').map((e) => e.properties.step)).toEqual([
      'ONE',
      'TWO',
      'THREE',
      'SUBMIT',
      'SUCCESS',
    ]);
    expect(events.filter((e) => e.type === 'track').map((e) => e.name)).toEqual([
      'Pro Step Submitted',
      'Pro Step Succeeded',
      'Pro Step Submitted',
      'Pro Step Succeeded',
      'Pro Step Submitted',
      'Pro Step Succeeded',
      'Pro Account Submitted',
      'Pro Account Created',
    ]);
    expect(events.find((e) => e.name === 'Pro Account Created')?.properties).toEqual({ userId: 'u_pro1' });
    expect(events.every((e) => e.account === 'Professional')).toBe(true);
    const sent = JSON.stringify(events.map((e) => e.properties));
    for (const personal of ['Laura', 'Kim', 'laura@court.example', '6175550142', 'Rex', '1234'])
      expect(sent).not.toContain(personal);
  });
});
