import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import ru from '@/messages/ru.json';
import { BannerCarousel, type CarouselBanner } from '@/components/lobby/banner-carousel';
import { renderRu } from './intl';

const banners: CarouselBanner[] = [1, 2, 3].map((id) => ({
  id,
  title: `Banner ${id}`,
  subtitle: '',
  buttonText: '',
  image: `/generated/banners/b${id}.webp`,
  href: '/',
}));

const pictures = (html: string) => [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]);

describe('banner carousel', () => {
  beforeAll(() => {
    // The carousel asks whether motion is reduced; jsdom has no matchMedia.
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
  });

  it('sends every slide’s text but only the first slide’s picture, loaded first, in the server HTML', () => {
    const html = renderToString(
      <NextIntlClientProvider locale="ru" messages={ru} timeZone="Europe/Moscow">
        <BannerCarousel banners={banners} />
      </NextIntlClientProvider>,
    );
    expect(pictures(html)).toEqual(['/generated/banners/b1.webp']);
    expect(html).toContain('fetchPriority="high"');
    for (const b of banners) expect(html).toContain(b.title);
  });

  it('adds the later slides’ pictures once the page has loaded', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { container } = renderRu(<BannerCarousel banners={banners} />);
    expect(pictures(container.innerHTML)).toEqual(['/generated/banners/b1.webp']);
    readyState.mockReturnValue('complete');
    act(() => void window.dispatchEvent(new Event('load')));
    expect(pictures(container.innerHTML)).toEqual(banners.map((b) => b.image));
    expect(screen.getAllByRole('heading', { level: 2, hidden: true })).toHaveLength(3);
    readyState.mockRestore();
  });
});
