import { Link } from 'react-router-dom';
import { contentHead } from '../../seo/pageHeads';
import { PageHead } from '../../seo/PageHead';
import { ROUTES } from '../../constants';
import { BLOG_INDEX, BLOG_POSTS, PAGES, SERVICES, SERVICES_INDEX, SITEMAP } from './content';
import { PageFrame } from './PageFrame';

/** Every public page, grouped. */
export function sitemapGroups() {
  return [
    {
      heading: 'Shop',
      links: [
        { to: ROUTES.home, label: 'Home' },
        { to: ROUTES.catalogue, label: 'Products' },
        { to: ROUTES.search, label: 'Search' },
      ],
    },
    { heading: 'Services', links: [{ to: SERVICES_INDEX.path, label: SERVICES_INDEX.title }, ...SERVICES.map((s) => ({ to: s.path, label: s.title }))] },
    { heading: 'Blog', links: [{ to: BLOG_INDEX.path, label: BLOG_INDEX.title }, ...BLOG_POSTS.map((p) => ({ to: p.path, label: p.title }))] },
    {
      heading: 'Company',
      links: [...Object.values(PAGES).map((p) => ({ to: p.path, label: p.title })), { to: SITEMAP.path, label: SITEMAP.title }],
    },
  ];
}

export function SitemapPage() {
  return (
    <PageFrame title={SITEMAP.title}>
      <PageHead {...contentHead(SITEMAP)} />
      {sitemapGroups().map((group) => (
        <section key={group.heading}>
          <h2>{group.heading}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.to}><Link to={link.to}>{link.label}</Link></li>
            ))}
          </ul>
        </section>
      ))}
    </PageFrame>
  );
}
