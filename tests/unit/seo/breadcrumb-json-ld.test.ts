/**
 * @jest-environment node
 */
import { breadcrumbJsonLd } from '@/lib/platform/seo/breadcrumb-json-ld';

describe('breadcrumb JSON-LD', () => {
  it('lists the trail in order on the canonical host, in the page locale', () => {
    const json = breadcrumbJsonLd('https://croupier.example', 'it', [
      { name: 'Lobby', path: '/' },
      { name: 'Slot', path: '/games/slots' },
      { name: 'Cherry Blaze', path: '/play/cherry-blaze' },
    ]);
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Lobby', item: 'https://croupier.example/it' },
        { '@type': 'ListItem', position: 2, name: 'Slot', item: 'https://croupier.example/it/games/slots' },
        { '@type': 'ListItem', position: 3, name: 'Cherry Blaze', item: 'https://croupier.example/it/play/cherry-blaze' },
      ],
    });
  });

  it('cannot close its script element, whatever a name holds', () => {
    const json = breadcrumbJsonLd('https://croupier.example', 'ru', [{ name: '</script><script>alert(1)</script>', path: '/play/x' }]);
    expect(json).not.toContain('<');
    expect(JSON.parse(json).itemListElement[0].name).toBe('</script><script>alert(1)</script>');
  });
});
