import { takeGiftMetadata, takeGiftRoute, type TakeGiftParams } from '@/app/[locale]/(site)/take/gift/_route/take-gift-route';

// The take-gift page of the default offer (guest variant: sign-up and log-in links only); the body
// is in the main route's module, whose metadata makes the main page canonical (noindex either way).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = takeGiftMetadata;

export default function Page(props: TakeGiftParams) {
  return takeGiftRoute('guest', props);
}
