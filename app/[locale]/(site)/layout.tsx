import type { ReactNode } from 'react';
import { siteLayout } from '@/app/[locale]/_page/site-layout';

// The shared shell (header, sidebar, footer) of the main variant; `modal` is the slot of the
// auth popups (intercepting routes in @modal), shown over the current page.
export default function Layout(props: { children: ReactNode; modal: ReactNode; params: Promise<{ locale: string }> }) {
  return siteLayout('main', { params: props.params, children: (
    <>
      {props.children}
      {props.modal}
    </>
  ) });
}
