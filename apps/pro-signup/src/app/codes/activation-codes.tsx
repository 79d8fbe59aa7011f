// spec §1 Professionals pre-purchase subscription activation codes, which a parent redeems at
// checkout ('I have a Subscription Code'). A professional who has just signed up chooses the
// package and how many, pays by card through the one payment service (POST
// /api/v2/professional/activation-codes, idempotent by key), then sees the codes, copies them
// and finds them in the mail the server sends.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { listPackages, purchaseActivationCodes } from '@join/api-client';
import { formatPrice } from '@join/domain';
import type { Package, PurchaseCodesResponse } from '@join/schemas';
import { Button, Notice, SelectField, TextField } from '@join/ui';
import {
  attemptFor,
  CODES_MAX,
  CODES_MIN,
  codePackages,
  codesTotal,
  keepsAttempt,
  parseCount,
  purchaseFailure,
  type Attempt,
  type PurchaseFailure,
} from './codes-purchase';
import { CodesCardFields, type CodesCard } from './codes-card';

export interface ActivationCodesProps {
  /** The session the sign-up answered with; held in memory only. */
  auth: string;
  /** The practice's country: the packages and the card provider's market. */
  country: string;
  email: string;
}

const newKey = () =>
  globalThis.crypto?.randomUUID
    ? globalThis.crypto.randomUUID()
    : `codes-${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function ActivationCodes({ auth, country, email }: ActivationCodesProps) {
  const { t, i18n } = useTranslation('pro');
  const [packages, setPackages] = useState<Package[] | 'loading' | 'failed'>('loading');
  const [packageId, setPackageId] = useState('');
  const [countText, setCountText] = useState('1');
  const [showErrors, setShowErrors] = useState(false);
  const [card, setCard] = useState<CodesCard>({ fields: null, client: null, valid: false });
  const [cardFailed, setCardFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PurchaseFailure | null>(null);
  const [bought, setBought] = useState<PurchaseCodesResponse | null>(null);
  /** The attempt sent last and its card nonce: a retry of the same order sends the same key. */
  const attempt = useRef<Attempt | null>(null);

  // The package names are the server's words: asked again when the language changes.
  useEffect(() => {
    let live = true;
    void listPackages({ country }).then((result) => {
      if (!live) return;
      if (!result.ok) return setPackages('failed');
      const offered = codePackages(result.data.packages);
      setPackages(offered);
      setPackageId((chosen) =>
        chosen && offered.some((p) => String(p.id) === chosen) ? chosen : String(offered[0]?.id ?? ''),
      );
    });
    return () => {
      live = false;
    };
  }, [country, i18n.language]);

  const list = Array.isArray(packages) ? packages : [];
  const pkg = list.find((p) => String(p.id) === packageId) ?? null;
  const count = parseCount(countText);
  const total = pkg && count ? codesTotal(pkg, count) : null;
  const price = (amount: number) => formatPrice(amount, pkg?.currencyCode, i18n.language);
  const countError =
    showErrors && count === null ? t('codes.countError', { min: CODES_MIN, max: CODES_MAX }) : undefined;
  const cardError = showErrors && !card.valid && !attempt.current;

  const buy = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!pkg || !count || total === null || busy) return;
    const kept = attempt.current;
    const sameOrder = kept && kept.packageId === pkg.id && kept.count === count;
    if (!sameOrder && !card.valid) {
      card.fields?.revealErrors();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      // The same order again reuses the card already tokenised and its key; else a new attempt.
      const nonce = sameOrder ? kept.nonce : (await card.fields!.tokenize()).nonce;
      attempt.current = attemptFor(kept, { packageId: pkg.id, count, nonce }, newKey);
      const deviceData = await card.client?.collectDeviceData();
      const result = await purchaseActivationCodes(
        auth,
        {
          packageId: pkg.id,
          count,
          payment: {
            amountDisplayed: total,
            nonce,
            paymentType: 'CREDIT_CARD',
            deviceData,
            storePaymentOnFile: true,
          },
        },
        attempt.current.key,
      );
      if (result.ok) {
        attempt.current = null;
        setBought(result.data);
        return;
      }
      const answer = purchaseFailure(result);
      if (!keepsAttempt(answer)) attempt.current = null;
      setFailure(answer);
    } catch {
      setFailure({ kind: 'declined' });
      attempt.current = null;
    } finally {
      setBusy(false);
    }
  };

  if (bought) return <BoughtCodes bought={bought} email={email} onMore={() => setBought(null)} />;

  return (
    <section className="pro-codes" aria-labelledby="pro-codes-heading">
      <h2 id="pro-codes-heading" className="pro-h2">
        {t('codes.heading')}
      </h2>
      <p>{t('codes.lead')}</p>
      {packages === 'loading' && <p role="status">{t('codes.loading')}</p>}
      {packages === 'failed' && (
        <Notice tone="error" role="alert">
          {t('codes.packagesFailed')}
        </Notice>
      )}
      {list.length > 0 && (
        <form className="pro-codes__form" onSubmit={(e) => void buy(e)} noValidate>
          <div className="j-row pro-codes__order">
            <SelectField
              label={t('codes.package')}
              name="codesPackage"
              value={packageId}
              onChange={(e) => setPackageId(e.target.value)}
              options={list.map((p) => ({
                value: String(p.id),
                label: `${p.displayName} · ${formatPrice(p.totalPrice, p.currencyCode, i18n.language)}`,
              }))}
            />
            <TextField
              label={t('codes.count')}
              hint={t('codes.countHint', { max: CODES_MAX })}
              name="codesCount"
              inputMode="numeric"
              autoComplete="off"
              value={countText}
              onChange={(e) => setCountText(e.target.value)}
              error={countError}
            />
          </div>
          <p className="pro-codes__total" aria-live="polite">
            {total !== null ? t('codes.total', { total: price(total), count: count ?? 0 }) : ''}
          </p>
          <fieldset className="pro-codes__card">
            <legend>{t('codes.cardLegend')}</legend>
            {cardFailed ? (
              <Notice tone="error" role="alert">
                {t('codes.cardFailed')}
              </Notice>
            ) : (
              <CodesCardFields country={country} onCard={setCard} onFailed={() => setCardFailed(true)} />
            )}
            {cardError && (
              <p className="j-field__error" role="alert">
                {t('codes.cardIncomplete')}
              </p>
            )}
          </fieldset>
          {failure && (
            <Notice tone="error" role="alert" className="pro-codes__failure">
              {t(`codes.failure.${failure.kind}`)}
            </Notice>
          )}
          <div className="j-actions pro-actions">
            <Button type="submit" busy={busy} disabled={cardFailed}>
              {total !== null ? t('codes.pay', { total: price(total) }) : t('codes.payPlain')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

/** The codes bought: each with its copy button, all at once, and where the mail went. */
function BoughtCodes({
  bought,
  email,
  onMore,
}: {
  bought: PurchaseCodesResponse;
  email: string;
  onMore: () => void;
}) {
  const { t } = useTranslation('pro');
  const [copied, setCopied] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
    } catch {
      setCopied(t('codes.copyFailed'));
    }
  };
  const codes = bought.codes.map((c) => c.code);
  return (
    <section className="pro-codes" aria-labelledby="pro-codes-bought">
      <h2 id="pro-codes-bought" className="pro-h2" tabIndex={-1} ref={heading}>
        {t('codes.boughtHeading', { count: codes.length })}
      </h2>
      <p>{t('codes.mailed', { email })}</p>
      <p>{t('codes.howToUse')}</p>
      <ul className="pro-codes__list">
        {codes.map((code) => (
          <li key={code} className="pro-codes__item">
            <code className="pro-codes__code">{code}</code>
            <Button
              variant="secondary"
              onClick={() => void copy(code, t('codes.copiedOne', { code }))}
              aria-label={t('codes.copyOneLabel', { code })}
            >
              {t('codes.copy')}
            </Button>
          </li>
        ))}
      </ul>
      <div className="j-actions pro-codes__actions">
        <Button onClick={() => void copy(codes.join('\n'), t('codes.copiedAll', { count: codes.length }))}>
          {t('codes.copyAll')}
        </Button>
        <Button variant="secondary" onClick={onMore}>
          {t('codes.buyMore')}
        </Button>
      </div>
      <p className="pro-codes__copied" role="status">
        {copied}
      </p>
    </section>
  );
}
