import { noStaticParams } from '@/app/[locale]/_page/page-params';

// The take-gift page of another offer (main variant), also what `/take/gift?offer=<slug>` is
// rewritten to; rendered on its first request and cached, like the catalogue's dynamic segments.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;
export { default, generateMetadata } from '@/app/[locale]/(site)/take/gift/page';
