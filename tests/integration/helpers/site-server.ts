import { readdirSync, readFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { FRONT_DOOR_CALLS } from '@/lib/platform/front-door/front-door';
import { PageCache } from '@/lib/platform/http-cache/page-cache';
import { siteRequestHandler } from '@/lib/platform/site-request';

/** A route file of app/ that takes a JSON body, and the methods that read it. */
export interface BodyRoute {
  /** The route's path with sample values in its dynamic segments, e.g. /json-api/gifts/activate/1. */
  path: string;
  methods: string[];
  file: string;
}

type RouteModule = Record<string, unknown>;
type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const APP = path.join(process.cwd(), 'app');
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
/** A route reads a body through its context, the idempotent-call wrapper, or a JsonEndpoint. */
const READS_BODY = /ctx\.body\(|idempotentCall\(|endpointRoute\(/;
/** Sample values for dynamic segments: shaped right, so the call goes as far as its body. */
const SAMPLE_PARAMS: Record<string, string> = { id: '1', slug: 'sample-slug', type: 'email', token: 'sample-token', method: 'card', key: '1', prizeId: '1', gameId: '1', amount: '1000' };

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** The segments of a route file's folder, with each [param] and its name. */
function segmentsOf(file: string): string[] {
  return path.relative(APP, path.dirname(file)).split(path.sep).filter((s) => !/^\(.*\)$/.test(s));
}

/** Every route of app/ that reads a JSON body, found in the source: a new one is covered the day it is added. */
export function bodyRoutes(): BodyRoute[] {
  return routeFiles(APP)
    .map((file) => {
      const text = readFileSync(file, 'utf8');
      const samplePath = '/' + segmentsOf(file).map((s) => (s.startsWith('[') ? (SAMPLE_PARAMS[s.slice(1, -1)] ?? 'x1') : s)).join('/');
      // The calls the custom server answers before Next keep their handler in lib/platform/front-door.
      if (!READS_BODY.test(text) && !FRONT_DOOR_CALLS.has(samplePath)) return null;
      const methods = BODY_METHODS.filter((m) => new RegExp(`export (const|async function) ${m}\\b`).test(text));
      if (methods.length === 0 || segmentsOf(file).some((s) => s.startsWith('[['))) return null;
      return { path: samplePath, methods, file };
    })
    .filter((route): route is BodyRoute => route !== null)
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Stands in for Next: finds the route file of the path (its dynamic segments as params) and answers with it. */
function nextStandIn(): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const routes = routeFiles(APP).map((file) => {
    const segments = segmentsOf(file);
    return { file, segments, dynamic: segments.filter((s) => s.startsWith('[')).length };
  });
  // Static segments win over dynamic ones, as in Next.
  routes.sort((a, b) => a.dynamic - b.dynamic);
  const match = (urlPath: string) => {
    const parts = urlPath.split('/').filter(Boolean);
    for (const route of routes) {
      if (route.segments.some((s) => s.startsWith('[['))) continue;
      if (route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      if (route.segments.every((s, i) => (s.startsWith('[') ? ((params[s.slice(1, -1)] = decodeURIComponent(parts[i] ?? '')), true) : s === parts[i]))) return { file: route.file, params };
    }
    return null;
  };
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const found = match(url.pathname);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const handler = found ? ((await import(found.file)) as RouteModule)[req.method ?? 'GET'] : undefined;
    if (!found || typeof handler !== 'function') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"errors":[{"code":"not_found"}]}');
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    const body = chunks.length > 0 && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
    const answer = await (handler as Handler)(new NextRequest(url, { method: req.method, headers, body }), { params: Promise.resolve(found.params) });
    const out: Record<string, string> = {};
    answer.headers.forEach((value, name) => (out[name] = value));
    res.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
  };
}

/**
 * The custom server's chain (siteRequestHandler, as server.ts wires it: reports, hot routes, the
 * password calls' gate) in front of a stand-in for Next that runs the app's route files.
 */
export async function startSiteServer(): Promise<{ base: string; close: () => Promise<void> }> {
  const server: Server = createServer(siteRequestHandler(new PageCache(async () => null, 60_000), nextStandIn()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface RawAnswer {
  status: number;
  type: string;
  text: string;
}

/** A raw request (the body's bytes exactly as given, Content-Length set). */
export function send(base: string, method: string, urlPath: string, body: string | Buffer, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const url = new URL(urlPath, base);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(
      { host: url.hostname, port: url.port, method, path: url.pathname, headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'content-length': Buffer.byteLength(body), ...headers } },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    // The server may answer 413 and stop reading before the whole body is written: that answer counts.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.end(body);
  });
}
