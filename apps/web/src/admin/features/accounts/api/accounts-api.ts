import type { CreateAccountRequest } from '@agency/contract/accounts';
import type { StaffRole } from '@agency/contract/auth';
import type { Reauth } from '@agency/contract/two-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@shared/api/api-client';
import { startSession } from '@shared/session';

const ACCOUNTS_KEY = ['accounts'] as const;
const ME_KEY = ['accounts', 'me'] as const;

/** GET /api/admin/accounts (full admins only: the screen asks only then). */
export function useAccounts(enabled: boolean) {
  return useQuery({ queryKey: ACCOUNTS_KEY, queryFn: () => call('listAccounts'), enabled });
}

export function useAccountActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
  return {
    create: useMutation({ mutationFn: (body: CreateAccountRequest) => call('createAccount', { body }), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, change }: { id: number; change: { name?: string; role?: StaffRole; disabled?: boolean } }) => call('updateAccount', { params: { id }, body: change }),
      onSuccess,
    }),
    resetPassword: useMutation({ mutationFn: (id: number) => call('resetAccountPassword', { params: { id } }), onSuccess }),
    resetTwoFactor: useMutation({ mutationFn: (id: number) => call('resetAccountTwoFactor', { params: { id } }), onSuccess }),
  };
}

/** GET /api/admin/me: the signed-in account and its latest sign-ins. */
export function useMyAccount() {
  return useQuery({ queryKey: ME_KEY, queryFn: () => call('getMyAccount') });
}

/** PUT /api/admin/me/password */
export function useChangeMyPassword() {
  return useMutation({ mutationFn: (body: { currentPassword: string; newPassword: string }) => call('changeMyPassword', { body }) });
}

/**
 * Two-factor sign-in of the own account: a QR code after a re-authentication (the password, or a current code to
 * replace it), turning it on with a first code, turning it off after a re-authentication. Turning it on, replacing
 * and turning off end the account's other sessions; this one goes on with the token they answer (decision 092).
 */
export function useMyTwoFactor() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ME_KEY });
  return {
    setup: useMutation({ mutationFn: (proof: Reauth) => call('setupMyTwoFactor', { body: proof }) }),
    confirm: useMutation({
      mutationFn: async (code: string) => {
        const answer = await call('confirmMyTwoFactor', { body: { code } });
        startSession(answer.accessToken);
        return answer;
      },
      onSuccess,
    }),
    disable: useMutation({
      mutationFn: async (proof: Reauth) => {
        const answer = await call('disableMyTwoFactor', { body: proof });
        startSession(answer.accessToken);
        return answer;
      },
      onSuccess,
    }),
  };
}

const SECURITY_KEY = ['accounts', 'security'] as const;

/** GET and PUT /api/admin/security (full admins): whether every account must use two-factor sign-in. */
export function useSecuritySettings(enabled: boolean) {
  const queryClient = useQueryClient();
  return {
    settings: useQuery({ queryKey: SECURITY_KEY, queryFn: () => call('getSecuritySettings'), enabled }),
    update: useMutation({
      mutationFn: (requireTwoFactor: boolean) => call('updateSecuritySettings', { body: { requireTwoFactor } }),
      onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: SECURITY_KEY }), queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY })]),
    }),
  };
}
