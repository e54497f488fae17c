import 'altcha/external';
import 'altcha/altcha.css';
import type { ChallengePurpose } from '@lp/shared/auth';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { challengeUrl } from '../challenge.ts';

// The server's challenges use PBKDF2; the worker is a file of our own origin, as the CSP wants.
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

interface ChallengeWidgetProps {
  purpose: ChallengePurpose;
  /** The solved challenge's payload, to send with the request that asked for it. */
  onVerified: (payload: string) => void;
}

/**
 * The ALTCHA widget: fetches a challenge and solves it at once in web workers (proof of work,
 * no puzzle, no third party). Mount a new one (a new `key`) for each request that needs a payload.
 */
export function ChallengeWidget({ purpose, onVerified }: ChallengeWidgetProps) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const verified = useRef(onVerified);
  verified.current = onVerified;
  const language = `lp-${i18n.language}`;

  globalThis.$altcha.i18n.set(language, {
    ...globalThis.$altcha.i18n.get('en'),
    label: t('auth.challenge.label'),
    loading: t('common.loading'),
    verifying: t('auth.challenge.verifying'),
    waitAlert: t('auth.challenge.verifying'),
    verified: t('auth.challenge.verified'),
    verificationRequired: t('auth.challenge.required'),
    error: t('auth.challenge.error'),
    expired: t('auth.challenge.expired'),
    verify: t('auth.challenge.verify'),
    reload: t('auth.challenge.reload'),
  });

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (state === 'verified' && payload) verified.current(payload);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, []);

  return (
    <altcha-widget
      ref={ref}
      challenge={challengeUrl(purpose)}
      auto="onload"
      language={language}
      configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
    />
  );
}
