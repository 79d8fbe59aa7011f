// spec §2 /alacarte and /invite/choose-your-own, §3 build-your-own values (subscription
// SUB1YEAR or the two-year variant, myfiles, tonemeter, unlimitedPayments) and §9 (MYFILES and
// CALLSBASIC are free). The one set of build-your-own rules both flows use; the free rule and
// the total are @join/domain's.
import { buildYourOwnTotal, isFreeOption, ONE_YEAR_SUBSCRIPTION } from '@join/domain';
import type { BuildYourOwnOption, ServiceCode } from '@join/schemas';

export const BUILD_YOUR_OWN_TERMS: readonly ServiceCode[] = ['SUB1YEAR', 'SUB2YEAR'];
/** The options a visitor picks (spec §2 /alacarte: myfiles, tonemeter, unlimitedPayments). */
export const BUILD_YOUR_OWN_OPTIONS: readonly ServiceCode[] = ['MYFILES', 'TONEMETER', 'UNLIMITEDPAYMENTS'];

export interface BuildYourOwnChoice {
  term: ServiceCode;
  /** Every option in the order, free ones included, term excluded. */
  extras: ServiceCode[];
}

export function isTerm(code: string): boolean {
  return (BUILD_YOUR_OWN_TERMS as readonly string[]).includes(code);
}

/** The free rule of @join/domain: flagged free, one of spec §9's free options, or priced at zero. */
export const isFree: (option: BuildYourOwnOption) => boolean = isFreeOption;

/** The terms the package offers, one year first. */
export function termsOf(catalogue: readonly BuildYourOwnOption[]): BuildYourOwnOption[] {
  return BUILD_YOUR_OWN_TERMS.map((code) => catalogue.find((o) => o.code === code)).filter(
    (o): o is BuildYourOwnOption => !!o,
  );
}

/** The options besides the term, in the catalogue's order. */
export function extrasOf(catalogue: readonly BuildYourOwnOption[]): BuildYourOwnOption[] {
  return catalogue.filter((o) => !isTerm(o.code));
}

/** The options of spec §2 the package offers, in the spec's order. */
export function optionsOf(catalogue: readonly BuildYourOwnOption[]): BuildYourOwnOption[] {
  return BUILD_YOUR_OWN_OPTIONS.map((code) => catalogue.find((o) => o.code === code)).filter(
    (o): o is BuildYourOwnOption => !!o,
  );
}

/** Free options that are not among spec §2's options (CALLSBASIC): part of every order. */
export function alwaysIncluded(catalogue: readonly BuildYourOwnOption[]): BuildYourOwnOption[] {
  return extrasOf(catalogue).filter((o) => isFree(o) && !BUILD_YOUR_OWN_OPTIONS.includes(o.code));
}

/**
 * Starts from an earlier choice in this tab (codes the package no longer offers dropped), else
 * one year; free options are always part of the choice.
 */
export function initialChoice(
  catalogue: readonly BuildYourOwnOption[],
  saved?: readonly string[] | null,
): BuildYourOwnChoice {
  const terms = termsOf(catalogue);
  const savedTerm = saved?.find((c) => isTerm(c) && terms.some((t) => t.code === c)) as
    ServiceCode | undefined;
  const term =
    savedTerm ??
    terms.find((t) => t.code === ONE_YEAR_SUBSCRIPTION)?.code ??
    terms[0]?.code ??
    ONE_YEAR_SUBSCRIPTION;
  const free = extrasOf(catalogue)
    .filter((o) => isFree(o))
    .map((o) => o.code);
  const paid = (saved ?? []).filter(
    (c) => !isTerm(c) && catalogue.some((o) => o.code === c),
  ) as ServiceCode[];
  return { term, extras: [...new Set([...free, ...paid])] };
}

/** Ticks or unticks an option; a free option stays in (it is always part of the order). */
export function toggleExtra(
  choice: BuildYourOwnChoice,
  option: BuildYourOwnOption,
  on: boolean,
): BuildYourOwnChoice {
  if (isTerm(option.code)) return choice;
  if (on || isFree(option)) return { ...choice, extras: [...new Set([...choice.extras, option.code])] };
  return { ...choice, extras: choice.extras.filter((c) => c !== option.code) };
}

/**
 * The services sent with the order: the term, then spec §2's options that are ticked or free (in
 * the spec's order), then the package's other chosen or free options. Codes the package does not
 * offer are dropped.
 */
export function servicesOf(
  choice: BuildYourOwnChoice,
  catalogue: readonly BuildYourOwnOption[],
): ServiceCode[] {
  const inOrder = (o: BuildYourOwnOption) => isFree(o) || choice.extras.includes(o.code);
  const others = extrasOf(catalogue).filter((o) => !BUILD_YOUR_OWN_OPTIONS.includes(o.code));
  return [
    choice.term,
    ...optionsOf(catalogue)
      .filter(inOrder)
      .map((o) => o.code),
    ...others.filter(inOrder).map((o) => o.code),
  ];
}

/** The running total on the page: the rule of @join/domain (free options left out). */
export function choiceTotal(choice: BuildYourOwnChoice, catalogue: readonly BuildYourOwnOption[]): number {
  return buildYourOwnTotal(servicesOf(choice, catalogue), catalogue);
}
