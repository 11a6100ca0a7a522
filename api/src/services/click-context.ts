import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { DeviceClass } from '../db/click-types.js';

/** What the analytics record about a click besides the product and the visitor. */
export interface ClickContext {
  referrer: string;
  device: DeviceClass;
  country: string;
  isBot: boolean;
}

export interface ClickContextOptions {
  /** Origins of our own pages (front ends, the public site): a Referer from one of them is kept as a path. */
  siteOrigins: string[];
  /** The request header a trusted proxy fills with the visitor's country (e.g. cf-ipcountry); none: no country. */
  countryHeader: string | undefined;
}

const MAX_REFERRER = 200;
// Tablets first: Android tablets say "Android" without "Mobile", iPads say "iPad".
const TABLET = /ipad|tablet|playbook|silk|kindle|nexus (?:7|9|10)|sm-t\d|android(?!.*mobile)/i;
const MOBILE = /mobi|iphone|ipod|android|windows phone|blackberry|bb10|opera mini|iemobile|webos/i;

/** mobile, tablet or desktop from a User-Agent; anything unrecognised (or none) is desktop. */
export function deviceClass(userAgent: string | undefined): DeviceClass {
  if (!userAgent) return 'desktop';
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** A path on our site without its query (which may carry personal data), cut to a stored length. */
function cleanPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] || '/';
  return bare.slice(0, MAX_REFERRER);
}

/** A page path the front end says the click came from ('/...', not '//host'), or undefined. */
function pathFromBody(body: unknown): string | undefined {
  let value: unknown = body;
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const page = value && typeof value === 'object' ? (value as { page?: unknown }).page : undefined;
  return typeof page === 'string' && page.startsWith('/') && !page.startsWith('//') ? cleanPath(page) : undefined;
}

/**
 * The referring page: its path when the Referer is one of our origins (or, without a Referer, the path the front
 * end sent, as browsers trim a cross-origin Referer to the origin), the external host otherwise, '' when unknown.
 */
export function referrerOf(referer: string | undefined, body: unknown, siteOrigins: readonly string[]): string {
  const sentPath = pathFromBody(body);
  if (!referer) return sentPath ?? '';
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return sentPath ?? '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return sentPath ?? '';
  if (!siteOrigins.includes(url.origin)) return url.hostname.slice(0, MAX_REFERRER);
  // A Referer trimmed to our origin says less than the path the page itself sent.
  return url.pathname === '/' && sentPath ? sentPath : cleanPath(url.pathname);
}

/** The two-letter country the configured header names; '' when none is configured, sent or valid. */
export function countryOf(headerValue: string | string[] | undefined): string {
  const value = (Array.isArray(headerValue) ? headerValue[0] : headerValue)?.trim().toUpperCase() ?? '';
  // XX and T1 are Cloudflare's "unknown" and "Tor"; neither is a country.
  return /^[A-Z]{2}$/.test(value) && value !== 'XX' ? value : '';
}

export function clickContext(request: FastifyRequest, options: ClickContextOptions): ClickContext {
  const userAgent = request.headers['user-agent'];
  return {
    referrer: referrerOf(request.headers.referer, request.body, options.siteOrigins),
    device: deviceClass(userAgent),
    country: options.countryHeader ? countryOf(request.headers[options.countryHeader]) : '',
    isBot: isbot(userAgent),
  };
}
