/**
 * The content pages every page links to (header's services menu, footer): path and title only. Their texts
 * (content.ts) load with the content pages, not with every visitor's first page.
 */
export interface PageLink {
  path: string;
  title: string;
}

export const SERVICE_LINKS = {
  websiteDevelopment: { path: '/services/website-development', title: 'Website Development' },
  appDevelopment: { path: '/services/app-development', title: 'App Development' },
  digitalMarketing: { path: '/services/digital-marketing', title: 'Digital Marketing' },
  otherServices: { path: '/services/other-services', title: 'Other Services' },
} satisfies Record<string, PageLink>;

export const BLOG_LINKS = {
  howWeRank: { slug: 'how-we-rank-products', path: '/blog/how-we-rank-products', title: 'How we rank the products we recommend' },
  spottingADeal: { slug: 'spotting-a-real-deal', path: '/blog/spotting-a-real-deal', title: 'Spotting a real deal' },
  affiliateLinks: { slug: 'affiliate-links-explained', path: '/blog/affiliate-links-explained', title: 'Affiliate links, explained' },
} satisfies Record<string, PageLink & { slug: string }>;

/** In the order the menus show them (as the content pages list them). */
export const SERVICE_LINK_LIST: PageLink[] = Object.values(SERVICE_LINKS);
export const BLOG_LINK_LIST: PageLink[] = Object.values(BLOG_LINKS);
