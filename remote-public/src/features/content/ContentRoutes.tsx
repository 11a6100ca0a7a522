import { Route, Routes } from 'react-router-dom';
import { BlogIndexPage, BlogPostPage } from './BlogPages';
import { ContentPage } from './ContentPage';
import { BLOG_POSTS, PAGES, SERVICES } from './content';
import { NotFoundPage } from './NotFoundPage';
import { ServicesIndexPage } from './ServicesIndexPage';
import { SitemapPage } from './SitemapPage';

// Paths are relative to where the shell mounts this remote.
const rel = (path: string) => path.replace(/^\//, '');

/** Content pages (one lazy chunk) and the not-found page for any other path. */
export default function ContentRoutes() {
  return (
    <Routes>
      {Object.values(PAGES).map((page) => (
        <Route key={page.path} path={rel(page.path)} element={<ContentPage page={page} />} />
      ))}
      {SERVICES.map((page) => (
        <Route key={page.path} path={rel(page.path)} element={<ContentPage page={page} breadcrumb="Services" />} />
      ))}
      <Route path="services" element={<ServicesIndexPage />} />
      <Route path="blog" element={<BlogIndexPage />} />
      {BLOG_POSTS.map((post) => (
        <Route key={post.path} path={rel(post.path)} element={<BlogPostPage post={post} />} />
      ))}
      <Route path="sitemap" element={<SitemapPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
