import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../api/client';
import { refreshAfter } from '../../api/data-changes';
import type { Language } from '../../i18n/languages';
import { useAuth } from './auth-context';

/**
 * What a language switch does besides showing the app in the language: reads the catalogue again
 * (the API names species and places in the language the cookie now says), and for a signed-in
 * user, saves it as their setting (My Profile), so their other devices and their e-mails follow. A
 * guest's choice stays in the browser (i18n/language-cookie.ts).
 */
export function useLanguageSetting(): (language: Language) => void {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const email = auth.user?.email ?? null;
  return useCallback(
    (language: Language) => {
      void refreshAfter(queryClient, ['language']);
      if (!email) return;
      apiRequest('/users/me/language', { method: 'PUT', body: { language } })
        .then(() => refreshAfter(queryClient, ['account']))
        // The error modal loads on first use: the footer holding this hook is part of the first download.
        .catch((error: unknown) => import('../../ui/feedback').then(({ showError }) => showError(error)));
    },
    [email, queryClient],
  );
}
