// CONTRACTS#trust 5: a password that meets the spec's rules can still be one of the first guesses
// ("Password123!"). zxcvbn-ts checks it against its kept lists of common passwords, words and
// names (and the user's own username and email); a score under 3 is refused.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

let factory: ZxcvbnFactory | undefined;

export function isGuessablePassword(password: string, userInputs: string[] = []): boolean {
  factory ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return factory.check(password, userInputs.filter(Boolean)).score < 3;
}
