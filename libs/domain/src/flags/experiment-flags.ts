// spec §3 Experiment flags (values Control, Treatment, Off) and §9 (GROW872 chooses the
// payment variant). One name per experiment the spec lists, in its order.
export const EXPERIMENT_FLAGS = [
  'ApplePay',
  'GooglePay',
  'Venmo',
  'PayPal',
  'UKPayment',
  'DiscountLanguage',
  'PremiumPickMe',
  'BrandRefresh',
  'ClickToJoin',
  'GROW872',
] as const;
export type ExperimentFlag = (typeof EXPERIMENT_FLAGS)[number];

export const FLAG_VALUES = ['Control', 'Treatment', 'Off'] as const;
export type FlagValue = (typeof FLAG_VALUES)[number];

export type ExperimentFlags = Record<ExperimentFlag, FlagValue>;

/** Everything off: what a visitor gets when the config call fails. */
export const DEFAULT_FLAGS: Readonly<ExperimentFlags> = Object.fromEntries(
  EXPERIMENT_FLAGS.map((name) => [name, 'Off']),
) as unknown as ExperimentFlags;

export function isFlagValue(value: unknown): value is FlagValue {
  return typeof value === 'string' && (FLAG_VALUES as readonly string[]).includes(value);
}

/** Only Treatment switches a feature on; Control and Off both keep the old behaviour. */
export function isTreatment(value: FlagValue | string | null | undefined): boolean {
  return value === 'Treatment';
}
