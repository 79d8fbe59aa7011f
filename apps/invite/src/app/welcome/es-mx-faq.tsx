import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const QUESTIONS = ['q1', 'q2', 'q3'] as const;

/** spec §2 /invite and §9: three questions, shown only for the es_MX locale. */
export function EsMxFaq() {
  const { t } = useTranslation('invite');
  const headingId = `faq${useId().replace(/:/g, '')}`;
  return (
    <section className="j-inv-faq" aria-labelledby={headingId}>
      <h2 id={headingId} className="j-inv-h2">
        {t('faq.title')}
      </h2>
      {QUESTIONS.map((q) => (
        <details key={q} className="j-inv-faq__item">
          <summary>{t(`faq.${q}.question`)}</summary>
          <p>{t(`faq.${q}.answer`)}</p>
        </details>
      ))}
    </section>
  );
}
