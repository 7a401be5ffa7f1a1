import { noStaticParams } from '@/app/[locale]/_page/page-params';

// Any other page: no popup. On a client navigation a slot keeps what it showed unless the new
// URL matches something in it (default.tsx only applies on full loads), so without this the
// login popup would stay open over the page a successful login navigates to. Named like the
// site's own catch-all ((site)/[...rest]): two names for one pattern are ambiguous to Next.
export const revalidate = 60;
export const generateStaticParams = noStaticParams;

export default function NoModal() {
  return null;
}
