import { takeGiftMetadata, takeGiftRoute, type TakeGiftParams } from '@/app/[locale]/(site)/take/gift/_route/take-gift-route';
import { noStaticParams } from '@/app/[locale]/_route/route-params';

// The take-gift page of another offer (guest variant); see the main variant's route.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;
export const generateMetadata = takeGiftMetadata;

export default function Page(props: TakeGiftParams) {
  return takeGiftRoute('guest', props);
}
