import { takeGiftMetadata, takeGiftRoute, type TakeGiftProps } from './_route/take-gift-route';

// The take-gift page (spec §2, public, noindex); the body is in the route module. It reads
// `?offer=`, so it is rendered per request (the same HTML for every visitor: no cookie is read).
export const dynamic = 'force-dynamic';
export const generateMetadata = takeGiftMetadata;

export default function Page(props: TakeGiftProps) {
  return takeGiftRoute(props);
}
