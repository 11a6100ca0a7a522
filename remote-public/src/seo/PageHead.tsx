/**
 * A page's head: title, description, canonical link, robots, OpenGraph and Twitter tags, JSON-LD. React
 * hoists <title>, <meta> and <link> into the document's <head> (in the browser, and in the server's HTML
 * when the document is rendered), and takes them out again when the page unmounts: each page renders its
 * own, and nothing else sets them.
 */
import { jsonForScript, resolveImageUrl } from '@app/shared/public';
import { SITE_NAME } from '../constants';
import { absoluteUrl, DEFAULT_SHARE_IMAGE_PATH } from './site';

export interface PageHeadProps {
  /** The page's own title; the site name is appended (the home page's title is the site name). */
  title: string;
  description: string;
  /** Path and query of the canonical URL; none for a page that should not be indexed. */
  canonicalPath?: string;
  /** Image for link previews (a product's); default: the site's share image. */
  image?: string | null;
  /** Asks search engines not to index the page (not-found). */
  noindex?: boolean;
  /** schema.org data, written as JSON-LD. */
  jsonLd?: Record<string, unknown> | null;
}

export function fullTitle(title: string): string {
  return title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
}

export function PageHead({ title, description, canonicalPath, image, noindex = false, jsonLd }: PageHeadProps) {
  const text = fullTitle(title);
  const url = canonicalPath === undefined ? undefined : absoluteUrl(canonicalPath);
  const imageUrl = image ? resolveImageUrl(image) : absoluteUrl(DEFAULT_SHARE_IMAGE_PATH);
  return (
    <>
      <title>{text}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={text} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={text} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />}
    </>
  );
}
