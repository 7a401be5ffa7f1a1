'use client';

import { ModalHost } from './modal-host';
import { ToastHost } from './toast-host';

/** The one toast host and the one host of the modals opened from code; mounted for good once wanted. */
export function OverlayHosts() {
  return (
    <>
      <ToastHost />
      <ModalHost />
    </>
  );
}
