// spec §8 country mismatch at /payment: a billing country that the phone's country refuses opens a
// modal naming both (when the calling-code data loaded); its OK empties the payment and goes back
// to the packages, where /step3 says the way out (CONTRACTS#a-sign-up-people-finish).
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { countryName } from '@join/domain';
import { Modal } from '@join/ui';
import { selectPackage, setLastCompletedStep, updateInvite, updatePayment } from '@join/state';
import type { CheckoutContext } from './checkout-context';
import { loadCountryRules } from './later-steps';
import type { CountryConflict, MismatchNavState } from '../flow/country-conflict';

export function useCountryMismatch(ctx: CheckoutContext): {
  show: (billingCountry: string) => void;
  modal: ReactNode;
} {
  const { t, i18n } = useTranslation('checkout');
  const navigate = useNavigate();
  const [mismatch, setMismatch] = useState(false);
  const [conflict, setConflict] = useState<CountryConflict | null>(null);
  const show = (billingCountry: string) => {
    // Without the calling-code data (its fetch failed) the modal says it without naming countries.
    void loadCountryRules()
      .then(
        (rules) => rules.countryConflict(ctx.payer.countryCode, ctx.payer.country, billingCountry),
        () => null,
      )
      .then((found) => {
        setConflict(found);
        setMismatch(true);
      });
  };

  const acceptMismatch = () => {
    if (ctx.mode === 'parent') {
      selectPackage(null);
      setLastCompletedStep(2);
    } else {
      updateInvite({ selectedPackage: null });
    }
    // The billing country that caused the conflict is not kept: kept, it reopened this modal on
    // every package the visitor chose next (CONTRACTS#a-sign-up-people-finish). The address is entered again.
    updatePayment({
      pricing: null,
      appliedCodes: [],
      billing: null,
      billingDraft: null,
      lastCompletedPaymentStep: 0,
    });
    const state: MismatchNavState | undefined = conflict ? { mismatch: conflict } : undefined;
    navigate(ctx.packagesRoute, { replace: true, state });
  };

  const modal = (
    <Modal
      open={mismatch}
      title={t('payment.mismatchTitle')}
      answers={[{ label: t('payment.ok'), onClick: acceptMismatch }]}
    >
      <p>
        {conflict
          ? t('mismatch.body', {
              phone: countryName(conflict.phone, i18n.language),
              billing: countryName(conflict.billing, i18n.language),
            })
          : t('payment.mismatchBody')}
      </p>
    </Modal>
  );
  return { show, modal };
}
