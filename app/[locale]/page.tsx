import { setRequestLocale } from 'next-intl/server';

export const revalidate = 60;

export default async function Lobby({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <main>lobby</main>;
}
