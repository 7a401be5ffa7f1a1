import Link from 'next/link';

// Requests outside any locale (rare: the proxy gives every page a locale) get a plain 404.
export default function GlobalNotFound() {
  return (
    <html lang="ru">
      <body style={{ background: '#0f0b1e', color: '#f4f1ff', fontFamily: 'sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>404</h1>
        <p>
          <Link href="/" style={{ color: '#ffcc4d' }}>
            Croupier
          </Link>
        </p>
      </body>
    </html>
  );
}
