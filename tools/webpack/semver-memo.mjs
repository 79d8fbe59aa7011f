// The federation runtime's `satisfy(version, range)`, made cheap. The runtime checks the versions
// of the shared modules (react, react-dom, the router, i18next, zustand, @join/state) each time a
// bundle consumes one, and each check built about ten regular expressions anew: profiled at 4x
// CPU, about 70 ms of every first screen's start. Plain checks are answered by semver-fast.cjs,
// the rest by the runtime's own function; answers are remembered (the function is pure: two
// strings in, a boolean out). federation.cjs puts this module in the place of the runtime's.
import fast from './semver-fast.cjs';
import { satisfy as compute } from '../../node_modules/@module-federation/runtime-core/dist/utils/semver/index.js?original';

const answers = new Map();

export function satisfy(version, range) {
  const key = `${version}\u0000${range}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = fast.fastSatisfy(version, range);
    if (answer === undefined) answer = compute(version, range);
    answers.set(key, answer);
  }
  return answer;
}
