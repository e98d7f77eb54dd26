import { HOME_PAGE, pageTitle } from '@tightlines/domain';
import type { FastifyReply } from 'fastify';

/** What a link preview (Open Graph / Twitter card) says about a page. */
export interface PageMeta {
  /** The page's name; the document title adds the product's ("Page · Tightlines"), og:title does not. */
  title: string;
  description: string;
  /** An absolute URL, or null for none. */
  image: string | null;
  /** The page's canonical, absolute address. */
  url: string;
  type: 'article' | 'website';
}

/**
 * The preview of a page address; null when the address is none of the source's share links (the
 * page is served as built).
 */
export type PageMetaSource = (address: string) => Promise<PageMeta | null>;

/**
 * The tags of a share link whose object a guest cannot see (a hidden session, a draft, a deleted or
 * unknown tournament…): the home page's, so a preview never says anything about it.
 */
export function genericPageMeta(publicUrl: string): PageMeta {
  return {
    title: HOME_PAGE.title,
    description: HOME_PAGE.description,
    image: null,
    url: `${publicUrl}/home`,
    type: 'website',
  };
}

/** The share links of every module that has some (sessions, tournaments): the first that knows the address. */
export function previewsOf(...sources: PageMetaSource[]): PageMetaSource {
  return async (address) => {
    for (const source of sources) {
      const meta = await source(address);
      if (meta) return meta;
    }
    return null;
  };
}

/**
 * Answers the stable address of a preview's image (og:image) with a redirect to a freshly signed
 * URL of the picture: signed URLs expire, crawlers keep the address they were given.
 */
export function redirectToPreviewImage(reply: FastifyReply, signedUrl: string): void {
  reply.code(302).header('location', signedUrl).header('cache-control', 'public, max-age=300');
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** The Open Graph and Twitter tags of a page, every value escaped. */
export function metaTags(meta: PageMeta): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', meta.type],
    ['property', 'og:site_name', 'Tightlines'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.url],
    ...(meta.image ? [['property', 'og:image', meta.image] as [string, string, string]] : []),
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ...(meta.image ? [['name', 'twitter:image', meta.image] as [string, string, string]] : []),
  ];
  return tags
    .map(([kind, name, content]) => `<meta ${kind}="${name}" content="${escapeHtml(content)}" />`)
    .join('\n    ');
}

/**
 * Puts a page's preview into the head of the app's index.html (the prerendered one included): its
 * title (as the app writes every page's title, "Page · Tightlines") and description replace the
 * app's, and the Open Graph / Twitter tags go before `</head>`.
 */
export function injectPageMeta(html: string, meta: PageMeta): string {
  const title = `<title>${escapeHtml(pageTitle(meta.title))}</title>`;
  const description = `<meta name="description" content="${escapeHtml(meta.description)}" />`;
  let out = /<title>[\s\S]*?<\/title>/.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/, () => title)
    : html.replace('</head>', () => `  ${title}\n  </head>`);
  out = /<meta\s+name="description"[^>]*>/.test(out)
    ? out.replace(/<meta\s+name="description"[^>]*>/, () => description)
    : out.replace('</head>', () => `  ${description}\n  </head>`);
  return out.replace('</head>', () => `  ${metaTags(meta)}\n  </head>`);
}
