// spec §2 'I have a Subscription Code' (tooltip, field, Apply) and §5 Subscription code: trimmed,
// Apply disabled when empty, 'Invalid activation code' when pricing does not know the code.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApplyCodeDisabled, MESSAGES } from '@join/schemas';
import { Button, CheckboxField, TextField } from '@join/ui';
import { updatePayment, usePayment } from '@join/state';

const NONE: readonly { code: string; amountFormatted: string }[] = [];

export interface SubscriptionCodeProps {
  invalid: boolean;
  missing: boolean;
  applying: boolean;
  onApply: (code: string) => void;
}

export function SubscriptionCode({ invalid, missing, applying, onApply }: SubscriptionCodeProps) {
  const { t } = useTranslation('checkout');
  const { t: tv } = useTranslation('validation');
  const checked = usePayment((s) => s.hasSubscriptionCode);
  const code = usePayment((s) => s.subscriptionCode);
  const applied = usePayment((s) => s.pricing?.paymentCodeDetails) ?? NONE;
  const [tipOpen, setTipOpen] = useState(false);
  const tipId = useId().replace(/:/g, '');
  const error = invalid
    ? tv(MESSAGES.activationCodeInvalid)
    : missing
      ? tv(MESSAGES.activationCodeRequired)
      : undefined;
  return (
    <div className="co-code">
      <div className="co-code__check">
        <CheckboxField
          label={t('payment.hasCode')}
          checked={checked}
          onChange={(e) =>
            updatePayment({
              hasSubscriptionCode: e.target.checked,
              ...(e.target.checked ? {} : { subscriptionCode: '' }),
            })
          }
        />
        <button
          type="button"
          className="co-tip"
          aria-label={t('payment.codeTooltipLabel')}
          aria-expanded={tipOpen}
          aria-controls={tipId}
          onClick={() => setTipOpen((o) => !o)}
        >
          ?
        </button>
      </div>
      <p id={tipId} className="co-tip__text" role="note" hidden={!tipOpen}>
        {t('payment.codeTooltip')}
      </p>
      {checked && (
        <div className="co-code__row">
          <TextField
            label={t('payment.codeLabel')}
            value={code}
            autoComplete="off"
            error={error}
            onChange={(e) => updatePayment({ subscriptionCode: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                if (!isApplyCodeDisabled(code)) onApply(code.trim());
              }
            }}
          />
          <Button
            variant="secondary"
            disabled={isApplyCodeDisabled(code)}
            busy={applying}
            onClick={() => onApply(code.trim())}
          >
            {t('payment.apply')}
          </Button>
        </div>
      )}
      {checked &&
        applied.map((d) => (
          <p key={d.code} className="j-success co-code__applied" role="status">
            {t('payment.codeApplied', { code: d.code, amount: d.amountFormatted })}
          </p>
        ))}
    </div>
  );
}
