import { takeGiftMetadata, takeGiftRoute, type TakeGiftParams } from './_route/take-gift-route';

// The take-gift page of the default offer (spec §2, public, noindex; main variant); the body is in
// the route module. ISR: it reads no query (`?offer=` is rewritten to /take/gift/<slug> by proxy.ts).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = takeGiftMetadata;

export default function Page(props: TakeGiftParams) {
  return takeGiftRoute('main', props);
}
