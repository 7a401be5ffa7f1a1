import { noStaticParams } from '@/app/[locale]/_page/page-params';

// The take-gift page of another offer (guest variant): the guest take-gift page.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;
export { default, generateMetadata } from '@/app/[locale]/guest/take/gift/page';
