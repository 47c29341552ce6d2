import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router';
import { onAuthFailure } from '@shared/api/api-client';
import { useAdminSession } from '../session-context';
import { leaveGuard } from '../edit-form/leave-guard';
import { draftKey, readDraft, removeDraft, saveDraft, withFreshPreviews, type Draft } from './draft-store';

/** How long typing pauses before what was typed is kept (it is kept at once when the page is hidden or closed). */
export const DRAFT_DELAY_MS = 600;

export type KeptDraft = { savedAt: string; restore: () => void; discard: () => void };

type KeptDraftOptions<T> = {
  dirty: boolean;
  ready: boolean;
  /** The edit version the form is based on, and that version's contents (decision 072). */
  baseVersionRef: RefObject<number | undefined>;
  baseValuesRef: RefObject<T | undefined>;
  /** The screen's title, for the dashboard's list of drafts. */
  titleRef: RefObject<string>;
};

/**
 * Unsaved work is never lost (decision 101): while the form has unsaved changes its contents are kept (IndexedDB,
 * per account and screen) a moment after each change, when the page is hidden or closed, and when a call ends the
 * session (401/403) before the browser leaves. A kept draft is offered back once the same account opens the same
 * screen again; while the offer is open nothing new is kept over it. The draft goes once the form has nothing
 * unsaved (saved, or changed back), or when the admin leaves the screen on purpose (`forget`).
 */
export function useKeptDraft<T extends FieldValues, TOutput>(
  form: UseFormReturn<T, unknown, TOutput>,
  { dirty, ready, baseVersionRef, baseValuesRef, titleRef }: KeptDraftOptions<T>,
): { offer: KeptDraft | null; forget: () => void; savedAt: string | null } {
  const { pathname } = useLocation();
  const { username } = useAdminSession();
  const key = draftKey(username, pathname);
  const [offer, setOffer] = useState<Draft<T> | null>(null);
  // The key whose stored draft has been looked for: nothing is kept or removed before that.
  const [checkedKey, setCheckedKey] = useState<string | null>(null);
  const [kept, setKept] = useState<{ key: string; at: string } | null>(null);
  const forgotten = useRef(false);

  const keep = useCallback(async () => {
    if (forgotten.current) return;
    const draft = { values: form.getValues(), baseVersion: baseVersionRef.current, baseValues: baseValuesRef.current, title: titleRef.current || undefined };
    try {
      await saveDraft(key, draft);
      if (!forgotten.current) setKept({ key, at: new Date().toISOString() });
    } catch (error) {
      console.error('Keeping a draft failed', error);
    }
  }, [form, key, baseVersionRef, baseValuesRef, titleRef]);

  useEffect(() => {
    forgotten.current = false;
  }, [key]);

  useEffect(() => {
    if (!dirty) return undefined;
    return onAuthFailure(async () => {
      leaveGuard.leavingForSignIn = true;
      await keep();
    });
  }, [dirty, keep]);

  useEffect(() => {
    if (!ready) return undefined;
    let active = true;
    void readDraft<T>(key).then((draft) => {
      if (!active) return;
      setOffer(draft ?? null);
      setCheckedKey(key);
    });
    return () => {
      active = false;
    };
  }, [ready, key]);

  const keeping = checkedKey === key && offer === null;
  useEffect(() => {
    if (!keeping) return undefined;
    if (!dirty) {
      void removeDraft(key);
      return undefined;
    }
    let timer: number | undefined;
    const keepNow = () => {
      window.clearTimeout(timer);
      void keep();
    };
    const later = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(keepNow, DRAFT_DELAY_MS);
    };
    later();
    const subscription = form.watch(later);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') keepNow();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', keepNow);
    return () => {
      subscription.unsubscribe();
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', keepNow);
    };
  }, [keeping, dirty, key, form, keep]);

  const forget = useCallback(() => {
    forgotten.current = true;
    setKept(null);
    void removeDraft(key);
  }, [key]);

  return {
    // The form shows it only while it has unsaved changes.
    savedAt: kept?.key === key ? kept.at : null,
    forget,
    offer: offer && {
      savedAt: offer.savedAt,
      restore: () => {
        form.reset(withFreshPreviews(offer.values), { keepDefaultValues: true });
        // Drafts kept before versions were recorded are saved on the content read now.
        if (offer.baseVersion !== undefined) {
          baseVersionRef.current = offer.baseVersion;
          baseValuesRef.current = offer.baseValues;
        }
        setOffer(null);
      },
      discard: () => {
        setOffer(null);
        void removeDraft(key);
      },
    },
  };
}
