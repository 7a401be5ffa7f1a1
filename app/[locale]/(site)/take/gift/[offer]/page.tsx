import { takeGiftMetadata, takeGiftRoute, type TakeGiftParams } from '../_route/take-gift-route';
import { noStaticParams } from '@/app/[locale]/_route/route-params';

// The take-gift page of another offer (main variant), also what `/take/gift?offer=<slug>` is
// rewritten to; rendered on its first request and cached, like the catalogue's dynamic segments.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;
export const generateMetadata = takeGiftMetadata;

export default function Page(props: TakeGiftParams) {
  return takeGiftRoute('main', props);
}
