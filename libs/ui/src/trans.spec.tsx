import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Trans } from './trans';

async function instance(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: {
      en: { translation: { terms: 'I accept the <1>terms</1> and the {{what}}.' } },
      es: { translation: { terms: 'Acepto los <1>términos</1> y la {{what}}.' } },
    },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

function Line() {
  const { t } = useTranslation();
  return (
    <p>
      <Trans t={t} i18nKey="terms" values={{ what: 'policy' }} components={{ 1: <a href="/terms" /> }} />
    </p>
  );
}

describe('Trans', () => {
  it('renders the sentence of the provided instance with the link inside it', async () => {
    const i18n = await instance('es');
    render(
      <I18nextProvider i18n={i18n}>
        <Line />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'términos' })).toHaveAttribute('href', '/terms');
    expect(screen.getByText(/Acepto los/).textContent).toBe('Acepto los términos y la policy.');
  });

  it('follows a change of language', async () => {
    const i18n = await instance('en');
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Line />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'terms' })).toBeInTheDocument();
    await i18n.changeLanguage('es');
    rerender(
      <I18nextProvider i18n={i18n}>
        <Line />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('link', { name: 'términos' })).toBeInTheDocument();
  });
});
