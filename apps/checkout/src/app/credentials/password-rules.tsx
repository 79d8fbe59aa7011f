// spec §5 Password: a live checklist of the rules, so the visitor sees what is still missing.
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULE_KEYS, passwordIssues } from '@join/schemas';

export function PasswordRules({
  id,
  password,
  username,
  email,
}: {
  id: string;
  password: string;
  username: string;
  email: string | null;
}) {
  const { t } = useTranslation('checkout');
  const { t: tv } = useTranslation('validation');
  const issues = new Set(passwordIssues(password, { username, email }));
  return (
    <div id={id} className="co-rules">
      <p className="co-rules__title">{t('credentials.rules')}</p>
      <ul>
        {PASSWORD_RULE_KEYS.map((key) => {
          const met = password !== '' && !issues.has(key);
          return (
            <li key={key} className={met ? 'co-rules__met' : 'co-rules__todo'}>
              <span aria-hidden="true">{met ? '✓' : '•'}</span> {tv(key)}
              <span className="j-visually-hidden">
                {' '}
                ({met ? t('credentials.ruleMet') : t('credentials.ruleNotMet')})
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
