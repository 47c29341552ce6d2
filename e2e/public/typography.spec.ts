import { publicPagePath } from '@agency/contract/public-pages';
import { expect, test } from '../support/fixtures';

/**
 * Issue 36 item 7 (decision 114): one field style for the casting and the apply forms. The type rules and the
 * heading rule are checked on every public page in every-public-page.spec.ts.
 */

test('the casting and the apply forms share one field style', async ({ page }) => {
  const styleOf = async (selector: string) =>
    page.locator(selector).first().evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        border: [s.borderTopWidth, s.borderRightWidth, s.borderBottomWidth, s.borderLeftWidth, s.borderBottomStyle, s.borderBottomColor].join(' '),
        radius: s.borderRadius,
        padding: [s.paddingTop, s.paddingRight, s.paddingBottom, s.paddingLeft].join(' '),
        minHeight: s.minHeight,
        background: s.backgroundColor,
        fontSize: s.fontSize,
      };
    });
  const focusOf = async (selector: string) => {
    await page.locator(selector).first().focus();
    return page.locator(selector).first().evaluate((el) => {
      const s = getComputedStyle(el);
      return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} ${s.boxShadow}`;
    });
  };
  await page.goto(publicPagePath('casting'));
  const casting = { input: await styleOf('.casting-field input'), textarea: await styleOf('.casting-field textarea'), focus: await focusOf('.casting-field input') };
  await page.goto(publicPagePath('apply'));
  const apply = { input: await styleOf('.apply-field input[type=email]'), textarea: await styleOf('.apply-field textarea'), focus: await focusOf('.apply-field input[type=email]') };
  expect(casting.input).toEqual(apply.input);
  expect(casting.textarea.border).toBe(apply.textarea.border);
  expect(casting.textarea.padding).toBe(apply.textarea.padding);
  expect(casting.focus).toBe(apply.focus);
});
