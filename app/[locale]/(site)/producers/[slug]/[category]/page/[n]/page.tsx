import { noStaticParams } from '@/app/[locale]/_page/page-params';

// A producer's games in one category, page N (main variant): the producer's page.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;
export { default, generateMetadata } from '@/app/[locale]/(site)/producers/[slug]/page';
