/**
 * The reservation page's 'Invite guests' section, for the account that booked an upcoming table:
 * up to party size − 1 guests by e-mail, the guests invited (the host's own addresses to see),
 * and revoking one, which ends their link at once.
 */
import { useId, useState, type FormEvent } from 'react';
import { invitationInputSchema, type Invitation } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Notice } from '@/components/notice/notice';
import { TextField } from '@/components/text-field/text-field';
import { useTranslation } from '@/i18n/use-translation';
import { serverErrorMessages } from '@/lib/error-text';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateInvitation } from '../api/create-invitation';
import { useInvitations } from '../api/get-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';
import styles from './invite-guests.module.css';
import '@/i18n/bundles/invitations-texts';

type Props = { reservationId: number; partySize: number; autoFocus?: boolean };

export function InviteGuests({ reservationId, partySize, autoFocus = false }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const seats = partySize - 1;
  const list = useInvitations(reservationId, seats > 0);
  const create = useCreateInvitation(reservationId);
  const revoke = useRevokeInvitation(reservationId);
  const form = useZodForm(invitationInputSchema, { email: '' });
  const [done, setDone] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setDone(null);
    revoke.reset();
    create.mutate(input, {
      onSuccess: (invitation) => {
        setDone(t('invitations.section.sent', { email: invitation.email }));
        form.setField('email', '');
      },
    });
  }

  function withdraw(invitation: Invitation) {
    setDone(null);
    create.reset();
    revoke.mutate(invitation, {
      onSuccess: () => setDone(t('invitations.section.revoked', { email: invitation.email })),
    });
  }

  const remaining = list.data?.remaining ?? seats;
  return (
    <section className={styles.section} aria-labelledby={titleId} id="invite-guests">
      <h2 id={titleId} className={styles.title}>
        {t('invitations.section.title')}
      </h2>
      {seats < 1 ? (
        <p className={styles.muted}>{t('invitations.section.none')}</p>
      ) : (
        <>
          <p>{t('invitations.section.intro', { count: seats })}</p>
          {done && (
            <Notice tone="success" live>
              <p>{done}</p>
            </Notice>
          )}
          <ErrorList
            messages={
              create.isError
                ? serverErrorMessages(create.error, t)
                : revoke.isError
                  ? serverErrorMessages(revoke.error, t)
                  : []
            }
          />
          {remaining > 0 ? (
            <form className={styles.form} onSubmit={submit} noValidate>
              <TextField
                label={t('invitations.section.email')}
                type="email"
                autoComplete="off"
                inputMode="email"
                autoFocus={autoFocus}
                className={styles.field}
                {...form.field('email')}
              />
              <Button type="submit" loading={create.isPending}>
                {t('invitations.section.send')}
              </Button>
            </form>
          ) : (
            list.isSuccess && <p className={styles.muted}>{t('invitations.section.full')}</p>
          )}
          {list.isSuccess && remaining > 0 && (
            <p className={styles.muted}>
              {t('invitations.section.remaining', { count: remaining })}
            </p>
          )}
          <GuestList
            invitations={list.data?.invitations}
            failed={list.isError}
            busyId={revoke.isPending ? revoke.variables?.id : undefined}
            onRevoke={withdraw}
          />
          <p className={styles.muted}>{t('invitations.section.privacy')}</p>
        </>
      )}
    </section>
  );
}

function GuestList({
  invitations,
  failed,
  busyId,
  onRevoke,
}: {
  invitations: Invitation[] | undefined;
  failed: boolean;
  busyId: number | undefined;
  onRevoke: (invitation: Invitation) => void;
}) {
  const { t } = useTranslation();
  if (failed) return <p role="alert">{t('invitations.section.loadError')}</p>;
  if (!invitations) return null;
  return (
    <div>
      <h3 className={styles.subtitle}>{t('invitations.section.invited')}</h3>
      {invitations.length === 0 ? (
        <p className={styles.muted}>{t('invitations.section.empty')}</p>
      ) : (
        <ul className={styles.guests}>
          {invitations.map((invitation) => (
            <li key={invitation.id} className={styles.guest}>
              <span className={styles.email}>{invitation.email}</span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('invitations.section.revokeLabel', { email: invitation.email })}
                loading={busyId === invitation.id}
                onClick={() => onRevoke(invitation)}
              >
                {t('invitations.section.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
