// spec §2 /alacarte, §3 (build-your-own values: subscription SUB1YEAR or the two-year variant,
// myfiles, tonemeter, unlimitedPayments) and §9 (MYFILES and CALLSBASIC are free).
import { buildYourOwnTotal, isFreeOption } from '@join/domain';
import type { BuildYourOwnOption, ServiceCode } from '@join/schemas';

export const TERMS = ['SUB1YEAR', 'SUB2YEAR'] as const;
export const OPTIONS = ['MYFILES', 'TONEMETER', 'UNLIMITEDPAYMENTS'] as const;

export interface ByoChoice {
  subscription: string;
  options: string[];
}

/** The free rule of @join/domain, shared with the invite's build-your-own. */
export const isFree: (option: BuildYourOwnOption) => boolean = isFreeOption;

/** Free options the visitor cannot untick (CALLSBASIC) are always part of the order. */
export function alwaysIncluded(catalogue: readonly BuildYourOwnOption[]): BuildYourOwnOption[] {
  return catalogue.filter((o) => isFree(o) && !(TERMS as readonly string[]).includes(o.code) && !(OPTIONS as readonly string[]).includes(o.code));
}

/** The services sent with the order: the term, the ticked options and the always-free ones. */
export function servicesFor(choice: ByoChoice, catalogue: readonly BuildYourOwnOption[]): ServiceCode[] {
  const known = new Set(catalogue.map((o) => o.code as string));
  const picked = [choice.subscription, ...OPTIONS.filter((o) => choice.options.includes(o)), ...alwaysIncluded(catalogue).map((o) => o.code)];
  return picked.filter((code, i) => known.has(code) && picked.indexOf(code) === i) as ServiceCode[];
}

/** The live total: the term's price plus every ticked option that is not free. */
export function byoTotal(choice: ByoChoice, catalogue: readonly BuildYourOwnOption[]): number {
  return buildYourOwnTotal(servicesFor(choice, catalogue), catalogue);
}

/** A saved choice, else one year with the free options ticked. */
export function initialChoice(saved: readonly string[] | undefined, draft: Partial<ByoChoice> | undefined, catalogue: readonly BuildYourOwnOption[]): ByoChoice {
  const fromSaved = saved?.length ? { subscription: saved.find((s) => s.startsWith('SUB')) ?? 'SUB1YEAR', options: OPTIONS.filter((o) => saved.includes(o)) } : undefined;
  const base = fromSaved ?? { subscription: 'SUB1YEAR', options: catalogue.filter((o) => (OPTIONS as readonly string[]).includes(o.code) && isFree(o)).map((o) => o.code) };
  return { subscription: draft?.subscription ?? base.subscription, options: draft?.options ?? base.options };
}
