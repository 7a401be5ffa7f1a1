import 'server-only';
import type { Locale } from '@/lib/domain/locales';

/** The offline page's texts in one language (messages `chat.offline`). */
export interface OfflineTexts {
  title: string;
  body: string;
  retry: string;
}

/**
 * Paths the worker never answers nor keeps: the API and logging calls, the socket, and every
 * page (navigations go to the network; only a failed one gets the offline page), so personal
 * pages (/profile, /cashbox …) and API answers never enter a cache.
 */
export const SW_NEVER_CACHED = ['/json-api', '/api', '/log', '/performance', '/ws'] as const;

/**
 * The service worker's source (spec platform §4, §9): served by GET /sw.js with the build id, so
 * every deploy is a new worker. Its caches are named after that version: when the stored version
 * differs from the running one (a new deploy activates) the old caches are deleted. It keeps
 * only static files — Next's hashed assets (cache first), fonts and pictures (cached copy at
 * once, refreshed behind) — and answers a navigation that fails for want of a network with a
 * small offline page in the page's language.
 */
export function serviceWorkerSource(version: string, offline: Record<Locale, OfflineTexts>): string {
  return `/* Croupier service worker, build ${JSON.stringify(version)} */
'use strict';
const VERSION = ${JSON.stringify(version)};
const CACHE = 'croupier-static-' + VERSION;
const NEVER = ${JSON.stringify(SW_NEVER_CACHED)};
const OFFLINE = ${JSON.stringify(offline)};

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key)))));
});

function under(pathname, prefix) {
  return pathname === prefix || pathname.startsWith(prefix + '/');
}

function isStatic(pathname) {
  return pathname.startsWith('/_next/static/') || pathname.startsWith('/generated/') || /\\.(?:woff2?|ttf|otf|png|jpe?g|gif|webp|avif|svg|ico)$/.test(pathname);
}

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

function offlinePage(url) {
  const first = url.pathname.split('/')[1];
  const locale = first === 'en' || first === 'it' ? first : 'ru';
  const t = OFFLINE[locale];
  const html = '<!doctype html><html lang="' + locale + '"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<title>' + escapeHtml(t.title) + '</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0f1220;color:#f3f4fb;font:16px/1.5 system-ui,sans-serif;text-align:center}' +
    'main{max-width:28rem;padding:24px}h1{font-size:1.5rem;margin:0 0 12px}a{display:inline-block;margin-top:20px;padding:12px 24px;border-radius:999px;background:#f6c453;color:#2a1a00;font-weight:700;text-decoration:none}</style></head>' +
    '<body><main><h1>' + escapeHtml(t.title) + '</h1><p>' + escapeHtml(t.body) + '</p><a href="' + escapeHtml(url.pathname + url.search) + '">' + escapeHtml(t.retry) + '</a></main></body></html>';
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(event) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(event.request);
  const fresh = fetch(event.request).then(async (response) => {
    if (response.ok) await cache.put(event.request, response.clone());
    return response;
  });
  if (hit) {
    event.waitUntil(fresh.catch(() => undefined));
    return hit;
  }
  return fresh;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.some((prefix) => under(url.pathname, prefix))) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => offlinePage(url)));
    return;
  }
  if (url.pathname.startsWith('/_next/static/')) event.respondWith(cacheFirst(request));
  else if (isStatic(url.pathname)) event.respondWith(staleWhileRevalidate(event));
});
`;
}
