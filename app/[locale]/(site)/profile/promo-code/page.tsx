import { CouponsTab } from '@/components/profile/coupons/coupons-tab';
import { profileTabMetadata, profileTabPage } from '@/app/[locale]/(site)/profile/_page/profile-tab';

// The profile's Promo code tab (spec platform §2, §7 coupon-codes/activate). Redeemed in the browser.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateMetadata = profileTabMetadata('promo-code');

export default function Page(props: { params: Promise<{ locale: string }> }) {
  return profileTabPage(props, <CouponsTab />);
}
