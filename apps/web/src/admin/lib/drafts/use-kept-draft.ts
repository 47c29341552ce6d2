import { useEffect, useState, type RefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router';
import { onAuthFailure } from '@shared/api/api-client';
import { useAdminSession } from '../session-context';
import { leaveGuard } from '../edit-form/leave-guard';
import { draftKey, readDraft, removeDraft, saveDraft, withFreshPreviews, type Draft } from './draft-store';

export type KeptDraft = { savedAt: string; restore: () => void; discard: () => void };

/**
 * An expired session never loses an admin's work: when a call ends the session (401/403) while the form has
 * unsaved changes, its contents are kept (IndexedDB, per account and screen) before the browser leaves, and
 * offered back once the same account opens the same screen again.
 */
export function useKeptDraft<T extends FieldValues, TOutput>(
  form: UseFormReturn<T, unknown, TOutput>,
  { dirty, ready, baseVersionRef }: { dirty: boolean; ready: boolean; baseVersionRef: RefObject<number | undefined> },
): KeptDraft | null {
  const { pathname } = useLocation();
  const { username } = useAdminSession();
  const key = draftKey(username, pathname);
  const [offer, setOffer] = useState<Draft<T> | null>(null);

  useEffect(() => {
    if (!dirty) return undefined;
    return onAuthFailure(async () => {
      leaveGuard.leavingForSignIn = true;
      await saveDraft(key, form.getValues(), baseVersionRef.current);
    });
  }, [dirty, key, form, baseVersionRef]);

  useEffect(() => {
    if (!ready) return undefined;
    let active = true;
    void readDraft<T>(key).then((draft) => {
      if (active && draft) setOffer(draft);
    });
    return () => {
      active = false;
    };
  }, [ready, key]);

  if (!offer) return null;
  return {
    savedAt: offer.savedAt,
    restore: () => {
      form.reset(withFreshPreviews(offer.values), { keepDefaultValues: true });
      // Drafts kept before versions were recorded are saved on the content read now.
      if (offer.baseVersion !== undefined) baseVersionRef.current = offer.baseVersion;
      setOffer(null);
      void removeDraft(key);
    },
    discard: () => {
      setOffer(null);
      void removeDraft(key);
    },
  };
}
