/**
 * /confirm-email?token=: where the link sent to a new address lands. It confirms at once (once,
 * even when React runs the effect twice) and says how it went: changed, a spent or expired link,
 * an address taken meanwhile, or a failure to retry.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/button/button';
import { PageStateCard } from '@/components/page-state/page-state';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { restoreSession, useSession } from '@/lib/session';
import { confirmEmailChange } from '../api/email-change';
import '@/i18n/bundles/profile-texts';

type Outcome =
  | { state: 'checking' }
  | { state: 'done'; email: string }
  | { state: 'invalid' }
  | { state: 'taken' }
  | { state: 'failed' };

function outcomeOf(error: unknown): Outcome {
  if (error instanceof ApiError && error.status === 409) return { state: 'taken' };
  if (error instanceof ApiError && error.status === 400) return { state: 'invalid' };
  return { state: 'failed' };
}

export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { user, setUser } = useSession();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'checking' } : { state: 'invalid' },
  );
  const asked = useRef<string | null>(null);

  const confirm = useCallback(
    (value: string) => {
      setOutcome({ state: 'checking' });
      confirmEmailChange(value)
        .then(async ({ email }) => {
          setOutcome({ state: 'done', email });
          // The signed-in account shows its new address (if the link was its own).
          if (user) {
            const fresh = await restoreSession();
            if (fresh) setUser(fresh);
          }
        })
        .catch((error: unknown) => setOutcome(outcomeOf(error)));
    },
    [user, setUser],
  );

  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    confirm(token);
  }, [token, confirm]);

  const account = user ? `/users/${user.id}/dining-dashboard?view=account` : '/login';
  const toAccount = <ButtonLink to={account}>{t('profile.confirm.toAccount')}</ButtonLink>;
  const toHome = (
    <ButtonLink to="/" variant="secondary">
      {t('profile.confirm.toHome')}
    </ButtonLink>
  );

  switch (outcome.state) {
    case 'checking':
      return (
        <PageStateCard
          title={t('profile.confirm.pageTitle')}
          text={t('profile.confirm.checking')}
          role="status"
          busy
        >
          {null}
        </PageStateCard>
      );
    case 'done':
      return (
        <PageStateCard
          title={t('profile.confirm.doneTitle')}
          text={t('profile.confirm.doneText', { email: outcome.email })}
          role="status"
        >
          {toAccount}
          {toHome}
        </PageStateCard>
      );
    case 'taken':
      return (
        <PageStateCard
          title={t('profile.confirm.takenTitle')}
          text={t('profile.confirm.takenText')}
          role="alert"
        >
          {toAccount}
          {toHome}
        </PageStateCard>
      );
    case 'invalid':
      return (
        <PageStateCard
          title={t('profile.confirm.invalidTitle')}
          text={t('profile.confirm.invalidText')}
          role="alert"
        >
          {toAccount}
          {toHome}
        </PageStateCard>
      );
    case 'failed':
      return (
        <PageStateCard
          title={t('profile.confirm.pageTitle')}
          text={t('profile.confirm.failed')}
          role="alert"
        >
          <Button onClick={() => token && confirm(token)}>{t('profile.confirm.retry')}</Button>
          {toHome}
        </PageStateCard>
      );
  }
}
