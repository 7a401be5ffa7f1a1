'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { closeAllModals, closeModal, useOpenModals, type ModalRequest } from '@/lib/client/modals/modal-requests';
import { Modal } from '@/components/ui/modal';
import buttons from '@/components/ui/button.module.css';
import styles from './modal-host.module.css';

/** Where the alert leads: the profile's info tab (spec platform §2 "alert (leads to profile info)"). */
export const PROFILE_INFO_PATH = '/profile/info';

/**
 * The modals opened with `openModal` (lib/client/modals/modal-requests.ts), oldest first: each is
 * a `<Modal>`, so each is a layer of the one stack, above what was open before it. A route change
 * closes them all (spec platform §2).
 */
export function ModalHost() {
  const modals = useOpenModals();
  const pathname = usePathname();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    closeAllModals();
  }, [pathname]);
  return modals.map(({ id, request }) => <RequestedModal key={id} request={request} close={() => closeModal(id)} />);
}

function RequestedModal({ request, close }: { request: ModalRequest; close: () => void }) {
  const t = useTranslations('modals');
  const size = request.kind === 'select' ? 'sheet' : request.kind === 'custom' ? request.size : 'md';
  return (
    <Modal open onClose={close} title={request.title} closeLabel={t('close')} size={size}>
      <div className={styles.content} data-testid={`modal-${request.kind}`}>
        <ModalBody request={request} close={close} />
      </div>
    </Modal>
  );
}

function ModalBody({ request, close }: { request: ModalRequest; close: () => void }) {
  const t = useTranslations('modals');
  if (request.kind === 'custom') return request.render(close);
  if (request.kind === 'select') {
    return (
      <ul className={styles.options}>
        {request.options.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              className={styles.option}
              aria-current={option.value === request.selected ? 'true' : undefined}
              onClick={() => {
                close();
                request.onSelect(option.value);
              }}
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    );
  }
  const gold = `${buttons.button} ${buttons.gold}`;
  let actions;
  if (request.kind === 'alert') {
    actions = (
      <Link href={PROFILE_INFO_PATH} className={gold} onClick={close} prefetch={false}>
        {request.actionTitle ?? t('toProfile')}
      </Link>
    );
  } else if (request.kind === 'close') {
    actions = (
      <button type="button" className={buttons.button} onClick={close}>
        {t('close')}
      </button>
    );
  } else if (request.kind === 'error') {
    const act = () => {
      close();
      request.onAction?.();
    };
    actions = (
      <button type="button" className={gold} onClick={act}>
        {request.actionTitle ?? t('close')}
      </button>
    );
  } else {
    actions = (
      <>
        <ConfirmButton title={request.confirmTitle ?? t('buy')} onConfirm={request.onConfirm} close={close} />
        {request.kind === 'confirm' && (
          <button type="button" className={buttons.button} onClick={close}>
            {request.cancelTitle ?? t('cancel')}
          </button>
        )}
      </>
    );
  }
  return (
    <>
      {'body' in request && request.body && <p className={styles.body}>{request.body}</p>}
      <div className={styles.actions}>{actions}</div>
    </>
  );
}

/** The confirm button: busy while the action runs (a second click does nothing), then the modal closes. */
function ConfirmButton({ title, onConfirm, close }: { title: string; onConfirm: () => void | Promise<void>; close: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={`${buttons.button} ${buttons.gold}`}
      aria-busy={busy || undefined}
      onClick={async () => {
        if (busy) return;
        setBusy(true);
        try {
          await onConfirm();
        } finally {
          close();
        }
      }}
    >
      {title}
    </button>
  );
}
