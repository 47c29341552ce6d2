import { expect, test } from '../support/fixtures';
import { leaksIn } from '../support/page-checks';

/**
 * Issue 36 (decision 109): no page shows a template's or a program's leftovers. The pages are checked in
 * every-public-page.spec.ts; this checks that the matcher finds each kind of leftover and nothing else.
 */
test('the guard finds each kind of leftover', () => {
  expect(leaksIn('만 ${APPLICATION_GUARDIAN_AGE}세 미만은')).toHaveLength(1);
  expect(leaksIn('Hello {{name}}')).toHaveLength(1);
  expect(leaksIn('Height undefined cm, bust NaN')).toHaveLength(2);
  expect(leaksIn('Agency: [object Object]')).toHaveLength(1);
  expect(leaksIn('Nana Kim, 178 cm, {name}, $10')).toEqual([]);
});
