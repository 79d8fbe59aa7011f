// CONTRACTS#a-sign-up-people-finish 12: the card's brand beside the number, from the hosted fields' cardTypeChange
// (card-validator's card types in the sandbox). Drawn here, no brand artwork is copied.
import type { CardBrandInfo } from '@join/payments';

const LOOKS: Record<string, { bg: string; fg: string; text: string }> = {
  visa: { bg: '#1a1f71', fg: '#ffffff', text: 'VISA' },
  'american-express': { bg: '#2e77bb', fg: '#ffffff', text: 'AMEX' },
  discover: { bg: '#ffffff', fg: '#e2631f', text: 'DISC' },
  jcb: { bg: '#0e4c96', fg: '#ffffff', text: 'JCB' },
  maestro: { bg: '#ffffff', fg: '#1d2530', text: '' },
  unionpay: { bg: '#d10429', fg: '#ffffff', text: 'UP' },
  'diners-club': { bg: '#0079be', fg: '#ffffff', text: 'DC' },
};

export function CardBrandIcon({ brand }: { brand: CardBrandInfo | null }) {
  const look = brand ? LOOKS[brand.type] : undefined;
  const twoCircles = brand?.type === 'mastercard' || brand?.type === 'maestro';
  return (
    <span
      className="co-card-brand"
      role={brand ? 'img' : undefined}
      aria-label={brand?.niceType}
      aria-hidden={brand ? undefined : true}
      data-brand={brand?.type ?? 'none'}
    >
      <svg viewBox="0 0 40 26" width="40" height="26" focusable="false" aria-hidden="true">
        <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill={look?.bg ?? '#ffffff'} stroke="#8995a3" />
        {twoCircles && (
          <>
            <circle cx="16" cy="13" r="7" fill="#eb001b" />
            <circle cx="24" cy="13" r="7" fill="#f79e1b" fillOpacity="0.85" />
          </>
        )}
        {!brand && <rect x="5" y="7" width="30" height="4" fill="#8995a3" />}
        {look?.text && (
          <text
            x="20"
            y="17"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontWeight="700"
            fontSize={look.text.length > 3 ? 10 : 11}
            fill={look.fg}
          >
            {look.text}
          </text>
        )}
        {brand && !look && !twoCircles && <rect x="5" y="7" width="30" height="4" fill="#4a5563" />}
      </svg>
    </span>
  );
}
