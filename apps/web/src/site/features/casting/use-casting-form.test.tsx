// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '@shared/i18n/language-provider';
import { useLanguage } from '@shared/i18n/use-language';
import { messageTemplate } from './casting-template';
import { useCastingForm } from './use-casting-form';

const wrapper = ({ children }: { children: ReactNode }) => <LanguageProvider>{children}</LanguageProvider>;
const submitEvent = () => ({ preventDefault: () => undefined }) as FormEvent<HTMLFormElement>;

function renderForm(alert = vi.fn(), options: { confirm?: (message: string) => boolean; modelName?: string } = {}) {
  const view = renderHook(() => ({ form: useCastingForm({ alert, ...options }), language: useLanguage() }), { wrapper });
  return { ...view, alert };
}

function fillIn(form: ReturnType<typeof useCastingForm>) {
  form.setField('title', 'Lookbook');
  form.setField('email', 'brand@example.com');
  form.setField('phone', '010-1234-5678');
  form.setField('name', 'Brand');
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('useCastingForm', () => {
  it('starts with the Korean 9-item template and swaps it on language change', () => {
    const { result } = renderForm();
    expect(result.current.form.fields.message).toBe(messageTemplate('ko'));
    expect(messageTemplate('ko').split('\n')).toHaveLength(9);
    act(() => result.current.language.setLanguage('en'));
    expect(result.current.form.fields.message).toBe(messageTemplate('en'));
    act(() => result.current.language.setLanguage('ko'));
    expect(result.current.form.fields.message).toBe(messageTemplate('ko'));
  });

  it("keeps the visitor's own words on a language change and offers the other template instead", () => {
    const confirm = vi.fn(() => false);
    const { result } = renderForm(vi.fn(), { confirm });
    const typed = `${messageTemplate('ko')}\n촬영은 12월 초입니다.`;
    act(() => result.current.form.setField('message', typed));
    act(() => result.current.language.setLanguage('en'));
    expect(result.current.form.fields.message).toBe(typed);
    expect(result.current.form.templateOffered).toBe(true);
    // Declined: nothing changes.
    act(() => result.current.form.applyTemplate('replace?'));
    expect(confirm).toHaveBeenCalledWith('replace?');
    expect(result.current.form.fields.message).toBe(typed);
    // Confirmed: the English template replaces it, and the offer goes.
    confirm.mockReturnValue(true);
    act(() => result.current.form.applyTemplate('replace?'));
    expect(result.current.form.fields.message).toBe(messageTemplate('en'));
    expect(result.current.form.templateOffered).toBe(false);
    // Untouched again: a switch replaces it as before.
    act(() => result.current.language.setLanguage('ko'));
    expect(result.current.form.fields.message).toBe(messageTemplate('ko'));
    expect(result.current.form.templateOffered).toBe(false);
  });

  it("fills the preferred model's line, in both languages", () => {
    const { result } = renderForm(vi.fn(), { modelName: '김서윤' });
    expect(result.current.form.fields.message.split('\n').at(-1)).toBe('9. 희망 모델명 : 김서윤');
    act(() => result.current.language.setLanguage('en'));
    expect(result.current.form.fields.message.split('\n').at(-1)).toBe('9. Preferred model name : 김서윤');
  });

  it('alerts in the current language and does not send', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { result, alert } = renderForm();
    await act(() => result.current.form.onSubmit(submitEvent()));
    expect(alert).toHaveBeenLastCalledWith('모든 필드를 입력해주세요.');
    act(() => fillIn(result.current.form));
    await act(() => result.current.form.onSubmit(submitEvent()));
    expect(alert).toHaveBeenLastCalledWith('개인정보 수집 및 이용에 동의해 주시기 바랍니다.');
    act(() => {
      result.current.form.setConsent(true);
      result.current.form.setField('email', 'bad');
      result.current.language.setLanguage('en');
    });
    await act(() => result.current.form.onSubmit(submitEvent()));
    expect(alert).toHaveBeenLastCalledWith('Please enter a valid email address.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the inquiry, then resets the template and consent', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: 'ok' }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderForm();
    act(() => {
      fillIn(result.current.form);
      result.current.form.setConsent(true);
    });
    await act(() => result.current.form.onSubmit(submitEvent()));
    await waitFor(() => expect(result.current.form.status).toBe('success'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/mail/submit');
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Lookbook', email: 'brand@example.com', privacyConsent: true, language: 'ko' });
    expect(body).not.toHaveProperty('website');
    expect(result.current.form.fields).toEqual({ title: '', email: '', phone: '', name: '', message: messageTemplate('ko') });
    expect(result.current.form.consent).toBe(false);
  });

  it('shows the error state when the server fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'boom' }), { status: 500, headers: { 'Content-Type': 'application/json' } })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderForm();
    act(() => {
      fillIn(result.current.form);
      result.current.form.setConsent(true);
    });
    await act(() => result.current.form.onSubmit(submitEvent()));
    expect(result.current.form.status).toBe('error');
    expect(result.current.form.fields.title).toBe('Lookbook');
  });
});
